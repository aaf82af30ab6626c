// go/scoring.hpp: score_game under each rule set (prisoners, komi, handicap compensation, the points
// where groups must connect under Japanese counting).

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "pictures.hpp"
#include "tengen/go/scoring.hpp"

namespace tengen::go {
namespace {

/// A board from rows of text (X black, O white): the tests' picture helper, one row a line.
Board board(const std::vector<std::string>& rows) { return testing::board_from_rows(rows); }

TEST(Scoring, ScoringUnderEachRuleSet) {
  // 5x5: Black owns the top two rows, White the bottom two; a dead white stone in Black's area.
  const Board b = board({".O...", ".....", "XXXXX", "OOOOO", "....."});
  const std::vector<Point> dead{b.point(1, 0)};
  const std::uint64_t captured[3] = {0, 2, 1};  // Black took 2 stones in the game, White 1
  const GameScore chinese = score_game(b, dead, captured, Counting::Chinese, 0.5);
  EXPECT_EQ(chinese.black, 15);  // 5 stones + 10 points
  EXPECT_EQ(chinese.white, 10.5);  // 5 stones + 5 points + komi
  const GameScore japanese = score_game(b, dead, captured, Counting::Japanese, 0.5);
  EXPECT_EQ(japanese.black, 10 + 2 + 1);  // territory, captures, the dead stone
  EXPECT_EQ(japanese.white, 5 + 1 + 0.5);
  const GameScore classic = score_game(b, dead, captured, Counting::Territory, 0);
  EXPECT_EQ(classic.black, 0);  // the white stone counts as alive: no region is Black's alone
  EXPECT_EQ(score_game(b, dead, captured, Counting::Chinese, 0.5, 3).white, 13.5);  // handicap 3
  EXPECT_EQ(score_game(b, dead, captured, Counting::Aga, 0.5, 3).white, 12.5);
}

TEST(Scoring, JapaneseCountingTakesThePointsWhereGroupsMustConnect) {
  // White's stone at the top has one dame and one point of White's territory as liberties: once
  // Black fills the dame it is in atari, so White connects at B1's right (2, 0) before the count.
  // Japanese counting (as KGS counts) gives White 3 - 1; area counting is unchanged.
  const Board b = board({".O...", "XXOOO", ".XXXX", ".....", "....."});
  const std::uint64_t none[3] = {0, 0, 0};
  const GameScore japanese = score_game(b, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(japanese.teire_points, 1u);
  EXPECT_EQ(japanese.territory.white_territory, 2u);
  EXPECT_EQ(japanese.territory.black_territory, 11u);
  EXPECT_EQ(japanese.margin(), 9);
  const GameScore chinese = score_game(b, {}, none, Counting::Chinese, 0);
  EXPECT_EQ(chinese.teire_points, 0u);
  EXPECT_EQ(chinese.black, 11 + 6);
  EXPECT_EQ(chinese.white, 3 + 4);
  // Connected, the stone's group has two points of territory as liberties: nothing to add.
  const Board safe = board({".OO..", "XXOOO", ".XXXX", ".....", "....."});
  const GameScore connected = score_game(safe, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(connected.teire_points, 0u);
  EXPECT_EQ(connected.territory.white_territory, 2u);
}

}  // namespace
}  // namespace tengen::go
