// The byte tricks of src/swar.hpp against the plain loops they stand for.

#include <algorithm>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "swar.hpp"

namespace tengen::swar {
namespace {

TEST(Swar, BytesEqualAndCountAgreeWithPlainLoops) {
  std::mt19937_64 rng(3);
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 40, '\0');
    // Few distinct bytes, the high ones included: neighbours of c must not be counted.
    for (char& ch : s) ch = static_cast<char>("[;]\x80\xff\x5b\x5a\x00"[rng() % 8]);
    const auto c = static_cast<std::uint8_t>("[;\xff\x00"[rng() % 4]);
    ASSERT_EQ(count_bytes(s, c), static_cast<std::size_t>(std::count(s.begin(), s.end(), static_cast<char>(c)))) << round;
    if (s.size() >= 8) {
      const std::uint64_t flags = bytes_equal(load(s.data()), c);
      for (std::size_t i = 0; i < 8; ++i) {
        ASSERT_EQ((flags >> (8 * i)) & 0xFF, static_cast<std::uint8_t>(s[i]) == c ? 0x80u : 0u) << round;
      }
    }
  }
}

}  // namespace
}  // namespace tengen::swar
