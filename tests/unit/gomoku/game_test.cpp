// gomoku::Game decides each move from the lines through it: on random games of every rule, a move
// wins exactly when find_fives (which looks at the whole board) finds a winning line through it, and
// under renju Black's move is a foul exactly when forbidden_points listed its point. Record readers:
// plain, Piskvork and SGF give the same game.

#include <gtest/gtest.h>

#include <random>

#include "tengen/gomoku/game.hpp"
#include "tengen/gomoku/record.hpp"

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

TEST(Record, ThreeFormatsOneGame) {
  const auto plain = gomoku::read_record("# a game\n8 8\n9 9 # white\n8 9\n", gomoku::RecordFormat::Plain, 15, 15);
  const auto psq = gomoku::read_record("Piskvorky 15x15, 8:8, 0\n8,8,0\n9,9,120\n9,8,0\npbrain-a.exe\n-1\n", gomoku::RecordFormat::Psq, 0, 0);
  const auto sgf = gomoku::read_record("(;GM[4]SZ[15];B[hh];W[ii];B[ih])", gomoku::RecordFormat::Sgf, 0, 0);
  for (const auto* r : {&plain, &psq, &sgf}) {
    ASSERT_TRUE(r->ok()) << r->error().message;
    EXPECT_EQ((*r)->width, 15);
    ASSERT_EQ((*r)->moves.size(), 3u);
    EXPECT_EQ((*r)->moves[2].x, 8);
    EXPECT_EQ((*r)->moves[2].y, 7);
  }
  EXPECT_EQ(plain->moves[1].at.line, 3u);
  EXPECT_EQ(psq->moves[1].at.line, 3u);
  const auto bad = gomoku::read_record("Piskvorky 15x15, 8:8, 0\n8,8\n", gomoku::RecordFormat::Psq, 0, 0);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().case_label, "move 1");
  EXPECT_FALSE(gomoku::read_record("Gomoku 15x15\n", gomoku::RecordFormat::Psq, 0, 0).ok());
  EXPECT_FALSE(gomoku::read_record("(;GM[4]SZ[15]AB[aa];B[bb])", gomoku::RecordFormat::Sgf, 0, 0).ok());
  EXPECT_EQ(gomoku::record_format_of("game.PSQ"), gomoku::RecordFormat::Psq);
}

}  // namespace
}  // namespace tengen::gomoku
