// gomoku/game.hpp: Game decides each move from the lines through it: on random games of every rule, a
// move wins exactly when find_fives (which looks at the whole board) finds a winning line through
// it, and under renju Black's move is a foul exactly when forbidden_points listed its point. Point
// names.

#include <gtest/gtest.h>

#include <random>

#include "tengen/gomoku/game.hpp"

namespace tengen::gomoku {
namespace {

/// Whether a five of find_fives holds the point (x, y).
bool through(const Five& f, int x, int y) {
  const int dx = f.direction == Direction::Vertical ? 0 : 1;
  const int dy = f.direction == Direction::Horizontal ? 0 : f.direction == Direction::UpRight ? -1 : 1;
  for (int i = 0; i < f.length; ++i) {
    if (f.x + i * dx == x && f.y + i * dy == y) return true;
  }
  return false;
}

TEST(GomokuGame, MovesAreDecidedAsTheWholeBoardSays) {
  std::mt19937_64 rng(99);
  int wins = 0;
  int fouls = 0;
  for (int round = 0; round < 3000; ++round) {
    const Rule rule = static_cast<Rule>(round % 4);
    const int n = 7 + static_cast<int>(rng() % 9);
    const int m = round % 3 == 0 ? 5 + static_cast<int>(rng() % 12) : n;  // some boards rectangular
    Game game(n, m, rule);
    for (int k = 0; k < n * m; ++k) {
      const int x = static_cast<int>(rng() % static_cast<unsigned>(n));
      const int y = static_cast<int>(rng() % static_cast<unsigned>(m));
      if (game.at(x, y) != Color::Empty) continue;
      const Color mover = game.to_move();
      bool listed = false;
      if (rule == Rule::Renju && mover == Color::Black) {
        for (const ForbiddenPoint& f : forbidden_points(game.board())) listed |= f.x == x && f.y == y;
      }
      const MoveOutcome v = game.play(x, y);
      if (rule == Rule::Renju && mover == Color::Black) {
        ASSERT_EQ(v.kind == MoveOutcome::Kind::Foul, listed) << "round " << round << " move " << k;
      }
      if (v.kind == MoveOutcome::Kind::Foul) {
        ++fouls;
        break;
      }
      bool five = false;
      for (const Five& f : find_fives(game.board(), rule)) five |= f.color == mover && through(f, x, y);
      ASSERT_EQ(v.kind == MoveOutcome::Kind::Win, five) << "round " << round << " move " << k;
      if (five) {
        ++wins;
        break;
      }
    }
  }
  EXPECT_GT(wins, 1000);
  EXPECT_GT(fouls, 50);
}

TEST(GomokuGame, PointNames) {
  EXPECT_EQ(point_name(7, 7, 15), "H8");
  EXPECT_EQ(point_name(0, 14, 15), "A1");
  EXPECT_EQ(point_name(8, 0, 15), "I15");  // I is a column in Gomoku records
  EXPECT_EQ(point_name(26, 0, 30), "AA30");
}

}  // namespace
}  // namespace tengen::gomoku
