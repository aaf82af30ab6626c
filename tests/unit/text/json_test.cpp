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

std::string nlohmann_string(const std::string& s) {
  return nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
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
}

TEST(Json, RandomBytesAsNlohmannWritesThem) {
  std::mt19937_64 rng(20);
  // Bytes drawn mostly from the ones that make UTF-8 interesting: leads, continuations, controls.
  const unsigned char pool[] = {0x00, 0x08, 0x0a, 0x1f, 0x20, 0x22, 0x41, 0x5c, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0,
                                0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff};
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
