// text/json.hpp: tengen's JSON writing held to nlohmann::json's dump of the same values (the
// independent reader and writer every JSON test of the project uses), on hand-made cases and on
// random strings and numbers.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include <nlohmann/json.hpp>

#include "tengen/text/json.hpp"

namespace tengen::text {
namespace {

std::string tengen_string(std::string_view s) {
  fmt::memory_buffer b;
  append_json_string(b, s);
  return fmt::to_string(b);
}

/// nlohmann's string, with what tengen escapes beyond it escaped the same way: the C1 controls
/// (U+0080 to U+009F) and U+2028, U+2029, which some readers take for line breaks. (Its output is
/// valid UTF-8, so these bytes are those characters wherever they stand.)
std::string nlohmann_string(const std::string& s) {
  const std::string plain = nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  for (std::size_t i = 0; i < plain.size(); ++i) {
    const auto b = static_cast<unsigned char>(plain[i]);
    const auto next = i + 1 < plain.size() ? static_cast<unsigned char>(plain[i + 1]) : 0;
    if (b == 0xC2 && next >= 0x80 && next <= 0x9F) {
      out += fmt::format("\\u{:04x}", next);
      ++i;
    } else if (b == 0xE2 && plain.compare(i, 3, "\xE2\x80\xA8") == 0) {
      out += "\\u2028";
      i += 2;
    } else if (b == 0xE2 && plain.compare(i, 3, "\xE2\x80\xA9") == 0) {
      out += "\\u2029";
      i += 2;
    } else {
      out += plain[i];
    }
  }
  return out;
}

std::string tengen_number(double v) {
  fmt::memory_buffer b;
  append_json_number(b, v);
  return fmt::to_string(b);
}

/// nlohmann's writing of a number as tengen's writer documents it: whole values below 9e15 as integers.
std::string nlohmann_number(double v) {
  if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15) return nlohmann::json(static_cast<std::int64_t>(v)).dump();
  return nlohmann::json(v).dump();
}

TEST(Json, StringsAsNlohmannWritesThem) {
  for (const std::string& s : {std::string(""), std::string("plain"), std::string("quote \" and \\ back"),
                              std::string("\b\f\n\r\t"), std::string("\x01\x1f\x7f", 3), std::string("nul \0 in", 8),
                              std::string("Honinbō 本因坊"), std::string("\xe2\x82"), std::string("\x80\xbf"),
                              std::string("\xc0\xaf"), std::string("\xed\xa0\x80"), std::string("\xf4\x90\x80\x80"),
                              std::string("\xe2" "A"), std::string("\xf0\x9f\x98\x80 emoji"), std::string("\xff\xfe")}) {
    EXPECT_EQ(tengen_string(s), nlohmann_string(s)) << s;
  }
  // Escaped so that a reader splitting lines at them (an independent tester's Python, over names
  // with U+0085) keeps each record on one line; U+00A0 and U+2027 are left alone.
  EXPECT_EQ(tengen_string("a\xC2\x85" "b\xC2\x80\xC2\x9F\xC2\xA0"), "\"a\\u0085b\\u0080\\u009f\xC2\xA0\"");
  EXPECT_EQ(tengen_string("\xE2\x80\xA8\xE2\x80\xA9\xE2\x80\xA7"), "\"\\u2028\\u2029\xE2\x80\xA7\"");
}

TEST(Json, RandomBytesAsNlohmannWritesThem) {
  std::mt19937_64 rng(20);
  // Bytes drawn mostly from the ones that make UTF-8 interesting: leads, continuations, controls.
  const unsigned char pool[] = {0x00, 0x08, 0x0a, 0x1f, 0x20, 0x22, 0x41, 0x5c, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0,
                                0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe1, 0xe2, 0xa8, 0xa9, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff};
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 12, '\0');
    for (char& c : s) c = static_cast<char>(pool[rng() % sizeof pool]);
    ASSERT_EQ(tengen_string(s), nlohmann_string(s)) << round;
  }
}

TEST(Json, NumbersAsNlohmannWritesThem) {
  for (const double v : {0.0, 7.0, -3.0, 6.5, -0.5, 0.25, 1e-4, 1e-5, 1.5e-7, 123456.125, 1e15, 8.9e15, 9e15, 1e16,
                         1.25e17, 1e300, -2.5e-300, 1000000.5, 0.1, 1.0 / 3}) {
    EXPECT_EQ(tengen_number(v), nlohmann_number(v)) << v;
  }
  // Random decimals below 10^10 in magnitude with up to 3 digits after the point: what tengen's
  // numbers are (points, and komi of at most 3 decimals). (With 4 or more, nlohmann's Grisu2 may
  // write a digit or two more than the shortest form: 465308.90870000003.)
  std::mt19937_64 rng(21);
  for (int round = 0; round < 200000; ++round) {
    const auto digits = static_cast<double>(static_cast<std::int64_t>(rng() % 20'000'000'000) - 10'000'000'000);
    const double v = digits / std::pow(10.0, static_cast<double>(rng() % 4));
    ASSERT_EQ(tengen_number(v), nlohmann_number(v)) << round << " " << v;
  }
  EXPECT_EQ(tengen_number(std::nan("")), "null");
}

TEST(Json, WriterNestsAndSeparates) {
  fmt::memory_buffer b;
  JsonWriter j(b);
  j.begin_object();
  j.field("case", 3);
  j.field("name", "a \"b\"");
  j.key("dead");
  j.begin_array();
  for (int i = 0; i < 2; ++i) {
    j.begin_array();
    j.value(i);
    j.value(i + 1);
    j.end_array();
  }
  j.end_array();
  j.key("empty");
  j.begin_object();
  j.end_object();
  j.field("komi", 6.5);
  j.field("pass", true);
  j.key("best");
  j.null();
  j.end_object();
  const nlohmann::ordered_json want{{"case", 3}, {"name", "a \"b\""}, {"dead", {{0, 1}, {1, 2}}},
                                    {"empty", nlohmann::ordered_json::object()}, {"komi", 6.5}, {"pass", true},
                                    {"best", nullptr}};
  EXPECT_EQ(fmt::to_string(b), want.dump());
}

}  // namespace
}  // namespace tengen::text
