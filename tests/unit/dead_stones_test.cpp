// Dead stones: Benson's pass-alive chains on hand-made positions, the playout estimate on finished
// positions with a known answer, deterministic for a seed; scoring under each rule set.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tengen/go/dead_stones.hpp"
#include "pictures.hpp"
#include "tengen/go/scoring.hpp"

namespace tengen::go {
namespace {

/// A board from rows of text (X black, O white): the tests' picture helper, one row a line.
Board board(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& r : rows) text += r + "\n";
  return testing::board_from_picture(text);
}

TEST(DeadStones, BensonFindsTwoEyedGroupsOnly) {
  // Black: a wall with two separate eyes in the corner: pass-alive. White's group with one eye: not.
  const Board b = board({".X.X.O...", "XXXXXO.O.", "OOOOOOOOO", ".........", "........."});
  const auto black = pass_alive(b, Color::Black);
  const auto white = pass_alive(b, Color::White);
  EXPECT_EQ(black[b.point(1, 0)], 1);
  EXPECT_EQ(black[b.point(4, 1)], 1);
  EXPECT_EQ(white[b.point(5, 0)], 0);
  const Board one_eye = board({".XO......", "XXO......", "OOO......", ".........", "........."});
  EXPECT_EQ(pass_alive(one_eye, Color::Black)[one_eye.point(1, 0)], 0);
}

TEST(DeadStones, AnInvaderInsideTerritoryIsDead) {
  const Board b = board({".........", ".XXXXXXX.", ".X.....X.", ".X..O..X.", ".X.....X.", ".XXXXXXX.", "OOOOOOOOO",
                         ".........", "........."});
  const std::vector<Point> dead = dead_stones(b, Color::Black, {.playouts = 100, .seed = 3});
  ASSERT_EQ(dead.size(), 1u);
  EXPECT_EQ(dead[0], b.point(4, 3));
  // The same seed, the same answer.
  EXPECT_EQ(ownership(b, Color::Black, {.playouts = 50, .seed = 9}), ownership(b, Color::Black, {.playouts = 50, .seed = 9}));
}

TEST(DeadStones, ScoringUnderEachRuleSet) {
  // 5x5: Black owns the top two rows, White the bottom two; a dead white stone in Black's area.
  const Board b = board({".O...", ".....", "XXXXX", "OOOOO", "....."});
  const std::vector<Point> dead{b.point(1, 0)};
  const std::uint64_t captured[3] = {0, 2, 1};  // Black took 2 stones in the game, White 1
  const GameScore chinese = score_game(b, dead, captured, RuleSet::Chinese, 0.5);
  EXPECT_EQ(chinese.black, 15);  // 5 stones + 10 points
  EXPECT_EQ(chinese.white, 10.5);  // 5 stones + 5 points + komi
  const GameScore japanese = score_game(b, dead, captured, RuleSet::Japanese, 0.5);
  EXPECT_EQ(japanese.black, 10 + 2 + 1);  // territory, captures, the dead stone
  EXPECT_EQ(japanese.white, 5 + 1 + 0.5);
  const GameScore classic = score_game(b, dead, captured, RuleSet::Territory, 0);
  EXPECT_EQ(classic.black, 0);  // the white stone counts as alive: no region is Black's alone
  EXPECT_EQ(score_game(b, dead, captured, RuleSet::Chinese, 0.5, 3).white, 13.5);  // handicap 3
  EXPECT_EQ(score_game(b, dead, captured, RuleSet::Aga, 0.5, 3).white, 12.5);
}

}  // namespace
}  // namespace tengen::go
