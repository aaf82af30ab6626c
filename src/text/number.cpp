#include "tengen/text/number.hpp"

#include <charconv>
#include <cmath>

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
    if (v > (max - d) / 10) return std::nullopt;  // v * 10 + d > max, without overflow
    v = v * 10 + d;
  }
  return v;
}

std::optional<double> parse_decimal(std::string_view text, double limit) {
  std::size_t i = text.empty() || (text[0] != '-' && text[0] != '+') ? 0 : 1;
  const std::size_t start = i;
  std::size_t digits = 0;
  for (; i < text.size() && is_digit(text[i]); ++i) ++digits;
  if (i < text.size() && text[i] == '.') {
    for (++i; i < text.size() && is_digit(text[i]); ++i) ++digits;
  }
  if (digits == 0 || i != text.size()) return std::nullopt;
  double v = 0;
  // from_chars takes no '+': the shape is checked above, so the rest is a plain decimal.
  const auto [end, ec] = std::from_chars(text.data() + start, text.data() + text.size(), v, std::chars_format::fixed);
  if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(v) || std::fabs(v) > limit) {
    return std::nullopt;
  }
  return start == 1 && text[0] == '-' ? -v : v;
}

}  // namespace tengen::text
