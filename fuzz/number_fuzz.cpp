// Fuzz target: the decimal number readers (options, SGF SZ and KM, GTP komi) against plain
// references written from their definitions: digits only for whole numbers; sign, digits, point,
// digits for decimals, with the value strtod gives such text.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tengen/text/number.hpp"

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // Whole numbers: every character a digit, the value (as a long double, exact enough to compare
  // with a bound) at most the bound.
  constexpr std::uint64_t kMax = 1'000'000'007;
  bool all_digits = !text.empty();
  long double value = 0;
  for (const char c : text) {
    all_digits &= digit(c);
    value = value * 10 + (digit(c) ? c - '0' : 0);
  }
  const auto whole = tengen::text::parse_unsigned(text, kMax);
  if (whole.has_value() != (all_digits && value <= kMax)) std::abort();
  if (whole && static_cast<long double>(*whole) != value) std::abort();
  // Decimals: [+-] digits [. digits], at least one digit, and then strtod's value; as a komi, at
  // most three digits after the point that are not trailing zeros, and within the limit exactly
  // (the whole part below it, or at it with nothing after the point).
  std::size_t i = !text.empty() && (text[0] == '+' || text[0] == '-') ? 1 : 0;
  std::size_t digits = 0;
  long double whole_part = 0;
  while (i < text.size() && digit(text[i])) whole_part = whole_part * 10 + (text[i] - '0'), ++i, ++digits;
  std::size_t decimals = 0;      // digits after the point up to the last that is not 0
  bool fraction_nonzero = false;
  if (i < text.size() && text[i] == '.') {
    ++i;
    for (std::size_t k = 1; i < text.size() && digit(text[i]); ++i, ++digits, ++k) {
      if (text[i] != '0') decimals = k, fraction_nonzero = true;
    }
  }
  const bool shape = digits > 0 && i == text.size();
  const double want = shape ? std::strtod(text.c_str(), nullptr) : 0;
  const auto limit = static_cast<long double>(tengen::text::kMaxKomi);
  const bool within = whole_part < limit || (whole_part == limit && !fraction_nonzero);
  const auto got = tengen::text::parse_komi(text);
  if (got.has_value() != (shape && within && decimals <= 3)) std::abort();
  if (got && *got != want) std::abort();
  return 0;
}
