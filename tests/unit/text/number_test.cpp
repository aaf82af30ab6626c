// text/number.hpp: parse_unsigned and parse_decimal against plain references written from their
// definitions, on random strings of digits, signs, points and other bytes; the limits.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <random>
#include <string>

#include "tengen/text/number.hpp"

namespace tengen::text {
namespace {

/// Decimal digits only, at least one, and the value at most `max`: compared as digit strings, so
/// that no arithmetic can overflow.
std::optional<std::uint64_t> unsigned_reference(const std::string& text, std::uint64_t max) {
  if (text.empty()) return std::nullopt;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  std::string digits = text.substr(std::min(text.find_first_not_of('0'), text.size()));
  const std::string limit = std::to_string(max);
  if (digits.size() > limit.size() || (digits.size() == limit.size() && digits > limit)) return std::nullopt;
  return digits.empty() ? 0 : std::stoull(digits);
}

std::string random_number_text(std::mt19937_64& rng, const char* alphabet, std::size_t odd_chance) {
  const std::size_t length = rng() % 8 == 0 ? rng() % 30 : rng() % 6;
  std::string text;
  for (std::size_t i = 0; i < length; ++i) {
    const bool odd = rng() % 100 < odd_chance;
    text += odd ? alphabet[rng() % std::char_traits<char>::length(alphabet)] : static_cast<char>('0' + rng() % 10);
  }
  if (rng() % 6 == 0) text.insert(0, std::string(rng() % 4, '0'));  // leading zeros
  return text;
}

void expect_unsigned_agrees(std::mt19937_64& rng, std::uint64_t max) {
  for (int round = 0; round < 2000; ++round) {
    std::string text = random_number_text(rng, "+- x.\t", 4);
    // Numbers right around max as well.
    if (round % 5 == 0) text = std::to_string(max - std::min<std::uint64_t>(max, rng() % 3));
    if (round % 5 == 1 && max < UINT64_MAX) text = std::to_string(max + 1 + rng() % 3);
    const std::optional<std::uint64_t> want = unsigned_reference(text, max);
    ASSERT_EQ(parse_unsigned(text, max), want) << '"' << text << "\" max " << max;
  }
}

TEST(Number, ParseUnsignedAgreesWithTheDefinition) {
  std::mt19937_64 rng(17);
  for (const std::uint64_t max : {std::uint64_t{9}, std::uint64_t{10}, std::uint64_t{19}, std::uint64_t{52},
                                  std::uint64_t{99}, std::uint64_t{100}, std::uint64_t{65534}, std::uint64_t{1} << 30,
                                  std::uint64_t{18446744073709551606u}, UINT64_MAX - 1, UINT64_MAX}) {
    expect_unsigned_agrees(rng, max);
  }
  for (int i = 0; i < 50; ++i) expect_unsigned_agrees(rng, 9 + rng() % (rng() % 2 ? 1000 : UINT64_MAX - 9));
}

// For a max below 9 a single digit may itself be above it ("7" with max 5).
TEST(Number, ParseUnsignedAgreesWithTheDefinitionForSmallMaxima) {
  std::mt19937_64 rng(19);
  for (std::uint64_t max = 0; max < 9; ++max) expect_unsigned_agrees(rng, max);
  EXPECT_EQ(parse_unsigned("7", 5), std::nullopt);
  EXPECT_EQ(parse_unsigned("1", 0), std::nullopt);
  EXPECT_EQ(parse_unsigned("00", 0), 0u);
}

TEST(Number, ParseUnsignedExamples) {
  EXPECT_EQ(parse_unsigned("010", 100), 10u);
  EXPECT_EQ(parse_unsigned("0", 0), 0u);
  EXPECT_EQ(parse_unsigned("18446744073709551615", UINT64_MAX), UINT64_MAX);
  EXPECT_EQ(parse_unsigned("18446744073709551616", UINT64_MAX), std::nullopt);
  EXPECT_EQ(parse_unsigned("99999999999999999999999", UINT64_MAX), std::nullopt);
  for (const char* bad : {"", "0x10", "+1", "-1", " 1", "1 ", "1.0", "1e3", "١"}) {
    EXPECT_EQ(parse_unsigned(bad, UINT64_MAX), std::nullopt) << bad;
  }
}

/// The shape the header gives: an optional sign, digits, optionally a point and more digits, at
/// least one digit in all; at most `max_decimals` digits after the point once its trailing zeros
/// are dropped; the magnitude at most `limit`, compared as digit strings (no arithmetic); the value
/// as strtod reads it, a zero as +0.
std::optional<double> decimal_reference(const std::string& text, std::uint64_t limit, int max_decimals) {
  std::size_t i = 0;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
  std::string whole, fraction;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') whole += text[i++];
  if (i < text.size() && text[i] == '.') {
    ++i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') fraction += text[i++];
  }
  if (whole.size() + fraction.size() == 0 || i != text.size()) return std::nullopt;
  while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
  if (fraction.size() > static_cast<std::size_t>(max_decimals)) return std::nullopt;
  whole.erase(0, std::min(whole.find_first_not_of('0'), whole.size()));
  if (whole.empty()) whole = "0";
  const std::string cap = std::to_string(limit);
  const int order = whole.size() != cap.size() ? (whole.size() < cap.size() ? -1 : 1) : whole.compare(cap);
  if (order > 0 || (order == 0 && !fraction.empty())) return std::nullopt;
  const double v = std::strtod(text.c_str(), nullptr);
  return v == 0 ? 0.0 : v;
}

TEST(Number, ParseDecimalAgreesWithTheDefinition) {
  std::mt19937_64 rng(23);
  const std::uint64_t limits[] = {0, 1, 5, 1000, kMaxKomi, std::uint64_t{1} << 53, UINT64_MAX};
  for (int round = 0; round < 100000; ++round) {
    std::string text = random_number_text(rng, "..+-eExnaif ", 12);
    if (round % 3 == 0) {  // the usual shape, with a sign and a point somewhere
      text = std::string(rng() % 3 == 0 ? "-" : rng() % 3 == 0 ? "+" : "") + random_number_text(rng, "0", 0);
      text.insert(rng() % (text.size() + 1), ".");
    }
    if (round % 97 == 0) text = std::string(1 + rng() % 400, static_cast<char>('1' + rng() % 9));  // huge
    if (round % 101 == 0) text = "0." + std::string(rng() % 320, '0') + "1";                     // tiny
    if (round % 7 == 0) text = std::to_string(limits[rng() % std::size(limits)]) + (rng() % 2 ? ".000" : ".0001");
    const std::uint64_t limit = limits[rng() % std::size(limits)];
    // Up to 300 decimals a value is never below the smallest normal double.
    const int max_decimals = rng() % 2 ? kKomiDecimals : static_cast<int>(rng() % 301);
    const std::optional<double> want = decimal_reference(text, limit, max_decimals);
    const std::optional<double> got = parse_decimal(text, limit, max_decimals);
    ASSERT_EQ(got.has_value(), want.has_value()) << '"' << text << "\" limit " << limit << " decimals " << max_decimals;
    if (want) {
      ASSERT_EQ(*got, *want) << '"' << text << '"';
      ASSERT_EQ(std::signbit(*got), std::signbit(*want)) << '"' << text << '"';
    }
  }
}

TEST(Number, ParseDecimalExamples) {
  EXPECT_EQ(parse_decimal("6.5", kMaxKomi), 6.5);
  EXPECT_EQ(parse_decimal("-3", kMaxKomi), -3);
  EXPECT_EQ(parse_decimal("+0.5", kMaxKomi), 0.5);
  EXPECT_EQ(parse_decimal("7.", kMaxKomi), 7);
  EXPECT_EQ(parse_decimal(".5", kMaxKomi), 0.5);
  EXPECT_EQ(parse_decimal("1000000", kMaxKomi), 1e6);
  EXPECT_EQ(parse_decimal("1000000.5", kMaxKomi), std::nullopt);
  EXPECT_EQ(parse_decimal("-1000000.5", kMaxKomi), std::nullopt);
  EXPECT_EQ(parse_komi("0.125"), 0.125);
  EXPECT_EQ(parse_komi("7.2500"), 7.25);
  EXPECT_EQ(parse_komi("0.0625"), std::nullopt);
  EXPECT_EQ(parse_komi("1000000.000"), 1e6);
  EXPECT_EQ(parse_komi("1000000.0000000000000001"), std::nullopt);
  // KM[-0] is komi 0, printed "0" and never "-0".
  for (const char* zero : {"-0", "-0.0", "-.0", "+0", "0"}) {
    ASSERT_EQ(parse_komi(zero), 0.0) << zero;
    EXPECT_FALSE(std::signbit(*parse_komi(zero))) << zero;
  }
  for (const char* bad : {"", ".", "-", "+", "-.", "1e3", "1E3", "0x10", "nan", "inf", "-inf", "1,5", " 1", "1 ", "1..2",
                          "--1", "+-1", "1.2.3", "1e308"}) {
    EXPECT_EQ(parse_decimal(bad, UINT64_MAX), std::nullopt) << bad;
  }
}

TEST(Number, CountedSaysTheUnitInTheRightNumber) {
  EXPECT_EQ(counted(0, "move"), "0 moves");
  EXPECT_EQ(counted(1, "move"), "1 move");
  EXPECT_EQ(counted(2, "stone"), "2 stones");
  EXPECT_EQ(counted(UINT64_MAX, "case"), "18446744073709551615 cases");
}

}  // namespace
}  // namespace tengen::text
