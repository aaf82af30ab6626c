#pragma once
// UTF-8 well-formedness, as Unicode's table of well-formed byte sequences has it: what the JSON
// writer and the printable form of messages share. Internal to the library.

#include <cstddef>
#include <string>
#include <string_view>

namespace tengen::text::utf8 {

/// The bytes a character starting with `lead` continues with, and the range its first continuation
/// byte must be in; 0 continuations for a byte that starts none (an ASCII byte starts a character
/// of its own and is not asked about).
struct Lead {
  int continuations = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
};

inline Lead lead_of(unsigned char b) {
  if (b >= 0xC2 && b <= 0xDF) return {1};
  if (b == 0xE0) return {2, 0xA0};
  if (b == 0xED) return {2, 0x80, 0x9F};
  if (b >= 0xE1 && b <= 0xEF) return {2};
  if (b == 0xF0) return {3, 0x90};
  if (b >= 0xF1 && b <= 0xF3) return {3};
  if (b == 0xF4) return {3, 0x80, 0x8F};
  return {};
}

/// The length of the well-formed multi-byte character at s[i] (s[i] >= 0x80), or 0 when none
/// starts there; `broken_at` becomes where a started sequence breaks off (the byte to read again),
/// or the end of s.
inline std::size_t character_at(std::string_view s, std::size_t i, std::size_t& broken_at) {
  const Lead lead = lead_of(static_cast<unsigned char>(s[i]));
  broken_at = i + 1;
  if (lead.continuations == 0) return 0;
  std::size_t j = i + 1;
  for (int k = 0; k < lead.continuations; ++k, ++j) {
    const unsigned char low = k == 0 ? lead.low : 0x80;
    const unsigned char high = k == 0 ? lead.high : 0xBF;
    if (j >= s.size() || static_cast<unsigned char>(s[j]) < low || static_cast<unsigned char>(s[j]) > high) {
      broken_at = j < s.size() ? j : s.size();
      return 0;
    }
  }
  return j - i;
}

/// The code point of a well-formed character (one that character_at measured, or an ASCII byte).
inline char32_t code_point(std::string_view c) {
  const auto lead = static_cast<unsigned char>(c[0]);
  char32_t code = c.size() == 1 ? lead : lead & (0x7Fu >> c.size());
  for (std::size_t k = 1; k < c.size(); ++k) code = code << 6 | (static_cast<unsigned char>(c[k]) & 0x3Fu);
  return code;
}

/// Appends code point c (at most U+10FFFF, no surrogate) to out as UTF-8. O(1).
inline void append(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

/// Walks s once, in order: on_ascii(byte) for each byte below 0x80, on_character(c) for each
/// well-formed character of two to four bytes, on_broken(run) for each broken sequence (its longest
/// start that could begin a character, or a single byte; the byte that broke it is read again).
/// What the JSON writer, the printable form of messages and the SGF charsets share. O(size).
template <class Ascii, class Character, class Broken>
void walk(std::string_view s, Ascii&& on_ascii, Character&& on_character, Broken&& on_broken) {
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) {
      on_ascii(b);
      ++i;
      continue;
    }
    std::size_t broken_at = 0;
    if (const std::size_t n = character_at(s, i, broken_at); n != 0) {
      on_character(s.substr(i, n));
      i += n;
    } else {
      on_broken(s.substr(i, broken_at - i));
      i = broken_at;
    }
  }
}

}  // namespace tengen::text::utf8
