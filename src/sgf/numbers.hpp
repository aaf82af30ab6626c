#pragma once
// SGF's white space, and the root's numbers as SGF writes them (SZ, HA, GM). Internal to src/: shared
// by the tree reader, the general record reader, the plain-record path and the Gomoku record reader
// (GM), so that all read alike.

#include <cstdint>
#include <optional>
#include <string_view>

#include "tengen/text/number.hpp"

namespace tengen::sgf::detail {

/// SGF's white space: a space, a tab, a line break (LF, CR), a vertical tab or a form feed.
inline constexpr std::string_view kWhiteSpace = " \n\r\t\v\f";

/// Whether c is one of kWhiteSpace (the same bytes: the space and '\t' to '\r').
constexpr bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/// The text without the white space around it, as the readers trim the root's numbers (a value
/// written across lines, or after a tab, is read as the number it holds). O(length).
inline std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

/// An SGF Number from 0 to `most`, white space around it aside: digits after an optional '+' (FF[4]'s
/// Number is ["+"|"-"] digits; a '-' names no size or handicap, so it is not read). Nothing
/// otherwise. O(length).
inline std::optional<std::uint64_t> sgf_number(std::string_view text, std::uint64_t most) {
  text = trimmed(text);
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  return text::parse_unsigned(text, most);
}

}  // namespace tengen::sgf::detail
