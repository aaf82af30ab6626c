// Game: positional superko, undo of moves, passes and captures.

#include <gtest/gtest.h>

#include "pictures.hpp"
#include "tengen/go/game.hpp"

namespace tengen::go {
namespace {

Point at(const Game& g, int x, int y) { return g.board().point(x, y); }

TEST(Game, ImmediateRetakeIsKoUnderSimpleAndSuperko) {
  // On a 2x1 board: B (0,0), W (1,0) captures it, B (0,0) captures back -> repeats the first position.
  for (Ko ko : {Ko::None, Ko::Simple, Ko::Superko}) {
    Game g(2, 1, Rules{Suicide::Allow, ko});
    ASSERT_EQ(g.play(at(g, 0, 0), Color::Black).status, MoveStatus::Ok);
    const MoveResult w = g.play(at(g, 1, 0), Color::White);
    ASSERT_EQ(w.status, MoveStatus::Ok);
    ASSERT_EQ(w.captured, 1u);
    const MoveStatus s = g.check(at(g, 0, 0), Color::Black);
    // White's lone stone has no liberty but (0,0): capturing it recreates "B at (0,0)".
    EXPECT_EQ(s, ko == Ko::None ? MoveStatus::Ok : MoveStatus::Ko) << static_cast<int>(ko);
  }
}

TEST(Game, SuperkoCatchesLongerCycles) {
  // Single-stone suicide leaves the position as it was: a repetition under positional superko.
  Game g(3, 3, Rules{Suicide::Allow, Ko::Superko});
  ASSERT_EQ(g.play(at(g, 1, 0), Color::White).status, MoveStatus::Ok);
  ASSERT_EQ(g.play(at(g, 0, 1), Color::White).status, MoveStatus::Ok);
  EXPECT_EQ(g.check(at(g, 0, 0), Color::Black), MoveStatus::Superko);
  EXPECT_EQ(g.play(at(g, 0, 0), Color::Black).status, MoveStatus::Superko);
  Game free(3, 3, Rules{Suicide::Allow, Ko::Simple});
  free.play(at(free, 1, 0), Color::White);
  free.play(at(free, 0, 1), Color::White);
  EXPECT_EQ(free.play(at(free, 0, 0), Color::Black).suicided, 1u);
}

TEST(Game, UndoRestoresCapturedStonesAndTheKo) {
  Game g(4, 4, kGtpRules);
  const Board& b = g.board();
  for (auto [x, y, c] : {std::tuple{1, 0, Color::Black}, {2, 0, Color::White}, {0, 1, Color::Black},
                         {3, 1, Color::White}, {1, 2, Color::Black}, {2, 2, Color::White},
                         {3, 3, Color::Black}, {1, 1, Color::White}}) {
    ASSERT_EQ(g.play(at(g, x, y), c).status, MoveStatus::Ok);
  }
  const auto hash = b.hash();
  const MoveResult r = g.play(at(g, 2, 1), Color::Black);  // takes the ko
  ASSERT_EQ(r.captured, 1u);
  EXPECT_EQ(g.check(at(g, 1, 1), Color::White), MoveStatus::Ko);
  g.pass(Color::White);
  EXPECT_EQ(b.ko_point(), kNoPoint);
  ASSERT_TRUE(g.undo());  // the pass
  EXPECT_EQ(g.check(at(g, 1, 1), Color::White), MoveStatus::Ko);
  ASSERT_TRUE(g.undo());  // the capture
  EXPECT_EQ(b.hash(), hash);
  EXPECT_EQ(b.at(at(g, 1, 1)), Color::White);
  EXPECT_EQ(b.at(at(g, 2, 1)), Color::Empty);
  EXPECT_EQ(b.check_consistency(), "");
  EXPECT_EQ(g.undoable(), 8u);
}

TEST(Game, UndoOfASuicideRestoresTheGroup) {
  Game g(3, 2, Rules{});
  g.play(at(g, 0, 0), Color::Black);
  g.play(at(g, 1, 0), Color::White);
  g.play(at(g, 2, 1), Color::Black);
  g.play(at(g, 1, 1), Color::White);
  const auto hash = g.board().hash();
  const MoveResult r = g.play(at(g, 0, 1), Color::Black);
  ASSERT_EQ(r.suicided, 2u);
  ASSERT_TRUE(g.undo());
  EXPECT_EQ(g.board().hash(), hash);
  EXPECT_EQ(g.board().at(at(g, 0, 0)), Color::Black);
  EXPECT_EQ(g.board().check_consistency(), "");
}

TEST(Game, DiscardedHistoryCannotUndoAndSetupForgetsHistory) {
  Game g(5, 5, Rules{}, UndoHistory::Discard);
  g.play(at(g, 0, 0), Color::Black);
  EXPECT_FALSE(g.undo());
  Game k(5, 5, Rules{});
  k.play(at(k, 0, 0), Color::Black);
  k.set(at(k, 2, 2), Color::White);
  EXPECT_FALSE(k.undo());
  EXPECT_EQ(k.board().at(at(k, 2, 2)), Color::White);
}

}  // namespace
}  // namespace tengen::go
