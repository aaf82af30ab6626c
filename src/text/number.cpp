#include "tengen/text/number.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include <fmt/format.h>

namespace tengen::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t max) {
  if (text.empty()) return std::nullopt;
  std::uint64_t v = 0;
  for (const char c : text) {
    if (!is_digit(c)) return std::nullopt;
    const auto d = static_cast<std::uint64_t>(c - '0');
    if (d > max || v > (max - d) / 10) return std::nullopt;  // v * 10 + d > max, without overflow
    v = v * 10 + d;
  }
  return v;
}

std::optional<double> parse_decimal(std::string_view text, std::uint64_t limit, int max_decimals) {
  std::size_t i = text.empty() || (text[0] != '-' && text[0] != '+') ? 0 : 1;
  const std::size_t start = i;
  const std::size_t whole_begin = i;
  for (; i < text.size() && is_digit(text[i]); ++i) {
  }
  const std::string_view whole = text.substr(whole_begin, i - whole_begin);
  std::string_view fraction;
  if (i < text.size() && text[i] == '.') {
    const std::size_t fraction_begin = ++i;
    for (; i < text.size() && is_digit(text[i]); ++i) {
    }
    fraction = text.substr(fraction_begin, i - fraction_begin);
  }
  if (whole.size() + fraction.size() == 0 || i != text.size()) return std::nullopt;
  while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
  if (fraction.size() > static_cast<std::size_t>(std::max(max_decimals, 0))) return std::nullopt;
  // The magnitude against the limit, exactly: the whole part first, then any fraction at the limit.
  std::string_view digits = whole;
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  const std::optional<std::uint64_t> w = digits.empty() ? std::uint64_t{0} : parse_unsigned(digits, limit);
  if (!w || (*w == limit && !fraction.empty())) return std::nullopt;
  double v = 0;
  // from_chars takes no '+': the shape is checked above, so the rest is a plain decimal.
  const auto [end, ec] = std::from_chars(text.data() + start, text.data() + text.size(), v, std::chars_format::fixed);
  if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(v)) return std::nullopt;
  return start == 1 && text[0] == '-' && v != 0 ? -v : v;
}

std::string counted(std::uint64_t n, std::string_view unit) { return fmt::format("{} {}{}", n, unit, n == 1 ? "" : "s"); }

std::optional<double> parse_komi(std::string_view text) { return parse_decimal(text, kMaxKomi, kKomiDecimals); }

}  // namespace tengen::text
