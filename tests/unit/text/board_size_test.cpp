// text/board_size.hpp: parse_board_size against a reference written from its definition (digits,
// an optional 'x', the padded layout's cell count, the point cap) on random texts; the message of
// board_size_expected at the limits the commands use.

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "tengen/grid.hpp"
#include "tengen/text/board_size.hpp"

namespace tengen::text {
namespace {

/// A side: one or more decimal digits, leading zeros allowed, read as a number when it has at most
/// 12 significant digits (larger ones are refused below anyway).
std::optional<std::uint64_t> side_reference(const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  const std::string digits = text.substr(std::min(text.find_first_not_of('0'), text.size()));
  if (digits.size() > 12) return std::uint64_t{1} << 50;
  return digits.empty() ? 0 : std::stoull(digits);
}

/// The definition: N, or W then 'x' or 'X' then H when rectangular; each side at least 1; the
/// walled board, (W + 1) * (H + 2) cells, one spare cell more, within padded::kMaxCells; and W * H
/// at most max_points.
std::optional<BoardSize> board_size_reference(const std::string& text, bool rectangular, std::uint64_t max_points) {
  std::optional<std::uint64_t> w, h;
  const std::size_t x = text.find_first_of("xX");
  if (rectangular && x != std::string::npos) {
    w = side_reference(text.substr(0, x));
    h = side_reference(text.substr(x + 1));
  } else {
    w = h = side_reference(text);
  }
  if (!w || !h || *w == 0 || *h == 0 || *w > (1u << 31) || *h > (1u << 31)) return std::nullopt;
  const std::uint64_t cells = (*w + 1) * (*h + 2) + 1;  // sides up to 2^31: no overflow
  const std::uint64_t points = *w * *h;
  if (cells > padded::kMaxCells || points > max_points) return std::nullopt;
  return BoardSize{static_cast<int>(*w), static_cast<int>(*h)};
}

TEST(BoardSize, WrittenForms) {
  constexpr std::uint64_t kMany = 100'000'000;
  EXPECT_EQ(parse_board_size("19", false, kMany), (BoardSize{19, 19}));
  EXPECT_EQ(parse_board_size("019", false, kMany), (BoardSize{19, 19}));
  EXPECT_EQ(parse_board_size("15x20", true, kMany), (BoardSize{15, 20}));
  EXPECT_EQ(parse_board_size("15X20", true, kMany), (BoardSize{15, 20}));
  EXPECT_EQ(parse_board_size("7", true, kMany), (BoardSize{7, 7}));
  for (const char* bad : {"", "0", "+19", "-1", " 19", "19 ", "1e2", "0x13", "19.0", "x", "5x", "x5", "5x0", "0x5",
                          "5x5x5", "5xx5", "99999999999999999999999"}) {
    EXPECT_EQ(parse_board_size(bad, true, kMany), std::nullopt) << bad;
  }
  EXPECT_EQ(parse_board_size("15x20", false, kMany), std::nullopt) << "squares only";
}

TEST(BoardSize, Limits) {
  EXPECT_EQ(parse_board_size("100x100", true, 10'000), (BoardSize{100, 100}));
  EXPECT_EQ(parse_board_size("100x100", true, 9'999), std::nullopt);
  EXPECT_EQ(parse_board_size("1x10000", true, 10'000), (BoardSize{1, 10'000}));
  const std::uint64_t all = UINT64_MAX;
  const std::string largest = std::to_string(kMaxSquareSide);
  const std::string beyond = std::to_string(kMaxSquareSide + 1);
  EXPECT_EQ(parse_board_size(largest, false, all), (BoardSize{static_cast<int>(kMaxSquareSide), static_cast<int>(kMaxSquareSide)}));
  EXPECT_EQ(parse_board_size(beyond, false, all), std::nullopt) << "the padded array would not fit 32-bit indices";
  EXPECT_EQ(parse_board_size("1x4294967294", true, all), std::nullopt);
}

TEST(BoardSize, RandomTextsAgreeWithTheDefinition) {
  std::mt19937_64 rng(20261124);
  const char* alphabet = "0123456789xX +-.";
  for (int round = 0; round < 200'000; ++round) {
    std::string text;
    const std::size_t length = rng() % 9;
    for (std::size_t i = 0; i < length; ++i) {
      // Mostly digits, so that most texts are sizes and the limits are met often.
      text += rng() % 5 == 0 ? alphabet[rng() % 16] : static_cast<char>('0' + rng() % 10);
    }
    const bool rectangular = rng() % 2 == 0;
    const std::uint64_t max_points = rng() % 3 == 0 ? UINT64_MAX : rng() % 200'000;
    ASSERT_EQ(parse_board_size(text, rectangular, max_points), board_size_reference(text, rectangular, max_points))
        << "'" << text << "' rectangular " << rectangular << " max " << max_points;
  }
}

TEST(BoardSize, TheMessageNamesTheLargestSquare) {
  EXPECT_EQ(board_size_expected(false, 65534ull * 65534), "expected N, from 1 to 65534");
  EXPECT_EQ(board_size_expected(true, 100'000'000),
            "expected N or WxH: W and H at least 1, at most 100000000 points (10000x10000 as a square)");
  EXPECT_EQ(board_size_expected(true, 99'999'999),
            "expected N or WxH: W and H at least 1, at most 99999999 points (9999x9999 as a square)");
  EXPECT_EQ(board_size_expected(false, 1), "expected N, from 1 to 1");
  // No square beyond what the padded array holds, however large the cap.
  EXPECT_EQ(board_size_expected(false, UINT64_MAX), "expected N, from 1 to 65534");
}

}  // namespace
}  // namespace tengen::text
