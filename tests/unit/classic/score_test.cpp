// classic/score.hpp: the score reader's values, the positions and case labels of its errors, and
// its two-thread reading held to one thread's.

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>

#include <fmt/format.h>

#include "tengen/classic/score.hpp"

namespace tengen::classic {
namespace {

TEST(ScoreFormat, ReadsCasesUntilZeroAloneOnItsLine) {
  text::TokenReader in("2 1 1\n1 1\n2 2\n1 0 0\n0\n9 9 9");
  ScoreReader r(in);
  Grid g;
  ASSERT_TRUE(*r.read_case(g, 1));
  EXPECT_EQ(g.width(), 2);
  EXPECT_EQ(g.at(0, 0), kBlack);
  EXPECT_EQ(g.at(1, 1), kWhite);
  ASSERT_TRUE(*r.read_case(g, 2));
  EXPECT_EQ(g.at(0, 0), kEmpty);
  const auto end = r.read_case(g, 3);
  ASSERT_TRUE(end.ok());
  EXPECT_FALSE(*end);
}

TEST(ScoreFormat, ErrorsNameTheCaseAndPlace) {
  text::TokenReader in("2 1 1\n1 1\n1 1\n");
  ScoreReader r(in);
  Grid g;
  const auto e = r.read_case(g, 4);
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().message, "two stones on point (1, 1)");
  EXPECT_EQ(e.error().case_label, "case 4");
  EXPECT_EQ(e.error().position.line, 3u);
  // A board beyond the largest square a Grid holds is refused before any memory is taken, naming
  // the size and its limit at the size's place.
  text::TokenReader big("\n  70000 0 0");
  ScoreReader rb(big);
  const auto too_big = rb.read_case(g, 1);
  ASSERT_FALSE(too_big.ok());
  EXPECT_EQ(too_big.error().message, "the board size is 70000, not between 1 and 65534");
  EXPECT_EQ(too_big.error().case_label, "case 1");
  EXPECT_EQ(too_big.error().position.line, 2u);
  EXPECT_EQ(too_big.error().position.column, 3u);
}

// Two threads (every case, parallel_from = 1) against one: random score inputs, some broken in
// each way docs/formats.md lists, must give the same grids, the same errors at the same places, and
// leave the reader at the same place for the next case.
TEST(ScoreFormat, TwoThreadsReadWhatOneReads) {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 400; ++round) {
    std::string text;
    for (int c = 0; c < 3; ++c) {
      const int n = 1 + static_cast<int>(rng() % (round % 4 == 0 ? 40 : 12));  // large ones take the 64-byte path
      std::vector<std::pair<int, int>> points;
      for (int r = 1; r <= n; ++r) {
        for (int col = 1; col <= n; ++col) points.emplace_back(r, col);
      }
      std::shuffle(points.begin(), points.end(), rng);
      const auto stones = rng() % (points.size() + 1);
      const auto black = rng() % (stones + 1);
      text += fmt::format("{} {} {}\n", n, black, stones - black);
      for (std::size_t i = 0; i < stones; ++i) {
        auto [r, col] = points[i];
        const auto flaw = rng() % 200;
        if (flaw == 0 && i > 0) std::tie(r, col) = points[rng() % i];  // taken twice
        if (flaw == 1) r = n + 1;                                     // off the board
        text += fmt::format("{}{}{}", r, rng() % 3 == 0 ? "\n" : " ", col);
        text += flaw == 2 ? "x " : flaw == 3 ? "-1 " : rng() % 4 == 0 ? "\r\n" : "  ";
      }
    }
    if (rng() % 4 == 0) text.resize(rng() % (text.size() + 1));  // ends inside a case
    text::TokenReader one_in(text);
    text::TokenReader two_in(text);
    ScoreReader one(one_in, kMaxScoreSize, std::numeric_limits<std::int64_t>::max());
    ScoreReader two(two_in, kMaxScoreSize, 1);
    for (std::uint64_t k = 1;; ++k) {
      Grid a;
      Grid b;
      const Result<bool> want = one.read_case(a, k);
      const Result<bool> got = two.read_case(b, k);
      ASSERT_EQ(got.ok(), want.ok()) << "round " << round << " case " << k;
      if (!want.ok()) {
        EXPECT_EQ(got.error().message, want.error().message) << "round " << round;
        EXPECT_EQ(got.error().position.line, want.error().position.line) << "round " << round;
        EXPECT_EQ(got.error().position.column, want.error().position.column) << "round " << round;
        break;
      }
      ASSERT_EQ(*got, *want);
      if (!*want) break;
      ASSERT_EQ(b, a) << "round " << round << " case " << k;
    }
  }
}

}  // namespace
}  // namespace tengen::classic
