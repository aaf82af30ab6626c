#pragma once
// SGF's point letters: a-z for 0-25, A-Z for 26-51 (boards up to 52). Internal to src/sgf: shared
// by the general record reader and the plain-record path.

#include <array>
#include <cstdint>

namespace tengen::sgf::detail {

/// The coordinate each byte names: 0-51 for a-z, A-Z; -1 otherwise. One lookup a letter.
inline constexpr std::array<std::int8_t, 256> kCoordinates = [] {
  std::array<std::int8_t, 256> t{};
  t.fill(-1);
  for (int i = 0; i < 26; ++i) {
    t[static_cast<std::size_t>('a' + i)] = static_cast<std::int8_t>(i);
    t[static_cast<std::size_t>('A' + i)] = static_cast<std::int8_t>(26 + i);
  }
  return t;
}();

/// 0-51 for a-z, A-Z; -1 otherwise.
inline int coordinate(char c) { return kCoordinates[static_cast<unsigned char>(c)]; }

}  // namespace tengen::sgf::detail
