// go/game.hpp: positional superko, undo of moves, passes and captures; what the game keeps:
// prisoners by colour (suicides included), whose turn it is, passes in a row, moves played, the
// steps (setup stones too) and the positions that stood, held to a plain model over random games
// with undo.

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <tuple>
#include <vector>

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

TEST(Game, UndoAfterSetupTakesBackTheMovesSinceAndAMovedFromGameHasNone) {
  Game k(5, 5, Rules{});
  k.play(at(k, 0, 0), Color::Black);
  k.set(at(k, 2, 2), Color::White);
  k.play(at(k, 4, 4), Color::Black);
  k.pass(Color::White);
  EXPECT_EQ(k.undoable(), 2u);
  Game moved(std::move(k));
  EXPECT_EQ(moved.undoable(), 2u);
  EXPECT_EQ(k.undoable(), 0u);  // NOLINT(bugprone-use-after-move): what the test is about
  EXPECT_FALSE(k.undo());
  EXPECT_TRUE(moved.undo());
  EXPECT_TRUE(moved.undo());
  EXPECT_FALSE(moved.undo());
  EXPECT_EQ(moved.board().at(at(moved, 0, 0)), Color::Black);
  k = std::move(moved);
  EXPECT_EQ(k.undoable(), 0u);
  EXPECT_EQ(moved.undoable(), 0u);  // NOLINT(bugprone-use-after-move)
  EXPECT_FALSE(moved.undo());
}

TEST(Game, PrisonersByColourSuicidesIncluded) {
  Game g(3, 3, Rules{});
  // White's stone at (1, 0) taken by Black: a prisoner of Black's.
  ASSERT_EQ(g.play(at(g, 1, 0), Color::White).status, MoveStatus::Ok);
  ASSERT_EQ(g.play(at(g, 0, 0), Color::Black).status, MoveStatus::Ok);
  ASSERT_EQ(g.play(at(g, 2, 0), Color::Black).status, MoveStatus::Ok);
  EXPECT_EQ(g.play(at(g, 1, 1), Color::Black).captured, 1u);
  EXPECT_EQ(g.prisoners(Color::Black), 1u);
  EXPECT_EQ(g.prisoners(Color::White), 0u);
  // White plays into Black's eye at (1, 0): a suicide, the stone a prisoner of Black's too.
  const MoveResult suicide = g.play(at(g, 1, 0), Color::White);
  ASSERT_EQ(suicide.status, MoveStatus::Ok);
  EXPECT_EQ(suicide.suicided, 1u);
  EXPECT_EQ(g.prisoners(Color::Black), 2u);
  EXPECT_EQ(g.prisoners(Color::White), 0u);
  // Black's own suicide of two stones counts for White.
  Game h(3, 2, Rules{});
  h.play(at(h, 0, 0), Color::Black);
  h.play(at(h, 1, 0), Color::White);
  h.play(at(h, 1, 1), Color::White);
  ASSERT_EQ(h.play(at(h, 0, 1), Color::Black).suicided, 2u);
  EXPECT_EQ(h.prisoners(Color::White), 2u);
  EXPECT_EQ(h.prisoners(Color::Black), 0u);
  // Without history (the fast path) the same counts.
  Game fast(3, 2, Rules{}, UndoHistory::Discard);
  fast.play(at(fast, 0, 0), Color::Black);
  fast.play(at(fast, 1, 0), Color::White);
  fast.play(at(fast, 1, 1), Color::White);
  fast.play(at(fast, 0, 1), Color::Black);
  EXPECT_EQ(fast.prisoners(Color::White), 2u);
  EXPECT_EQ(fast.moves_played(), 4u);
}

TEST(Game, WhoseTurnItIs) {
  Game g(9, 9);
  EXPECT_EQ(g.to_move(), Color::Black);
  g.set_handicap(1);
  EXPECT_EQ(g.to_move(), Color::Black);  // one stone is no handicap
  g.set_handicap(2);
  EXPECT_EQ(g.to_move(), Color::White);
  g.set_to_move(Color::Black);  // PL wins over the handicap
  EXPECT_EQ(g.to_move(), Color::Black);
  g.set_handicap(0);
  g.set_to_move(Color::White);
  EXPECT_EQ(g.to_move(), Color::White);
  // After a move or a pass: its mover's opponent, whatever was set.
  ASSERT_EQ(g.play(at(g, 4, 4), Color::White).status, MoveStatus::Ok);
  EXPECT_EQ(g.to_move(), Color::Black);
  g.set_to_move(Color::White);  // only before any move
  EXPECT_EQ(g.to_move(), Color::Black);
  ASSERT_EQ(g.play(at(g, 3, 3), Color::White).status, MoveStatus::Ok);  // the same colour again
  EXPECT_EQ(g.to_move(), Color::Black);
  g.pass(Color::Black);
  EXPECT_EQ(g.to_move(), Color::White);
  // A refused move changes nothing.
  EXPECT_EQ(g.play(at(g, 3, 3), Color::White).status, MoveStatus::Occupied);
  EXPECT_EQ(g.to_move(), Color::White);
  // A setup stone is no move.
  g.set(at(g, 0, 0), Color::White);
  EXPECT_EQ(g.to_move(), Color::White);
  // Undone back to the start: set_to_move's colour again.
  Game u(5, 5);
  u.set_to_move(Color::White);
  u.play(at(u, 0, 0), Color::White);
  u.pass(Color::Black);
  ASSERT_TRUE(u.undo());
  EXPECT_EQ(u.to_move(), Color::Black);
  ASSERT_TRUE(u.undo());
  EXPECT_EQ(u.to_move(), Color::White);
}

TEST(Game, PassesMovesPlayedAndSteps) {
  Game g(5, 5);
  EXPECT_EQ(g.passes_in_a_row(), 0u);
  g.set(at(g, 0, 0), Color::Black);
  g.pass(Color::Black);
  g.pass(Color::White);
  EXPECT_EQ(g.passes_in_a_row(), 2u);
  EXPECT_EQ(g.moves_played(), 2u);  // the setup stone is not played
  g.play(at(g, 2, 2), Color::Black);
  EXPECT_EQ(g.passes_in_a_row(), 0u);
  g.pass(Color::White);
  EXPECT_EQ(g.passes_in_a_row(), 1u);
  EXPECT_EQ(g.moves_played(), 4u);
  const auto steps = g.steps();
  ASSERT_EQ(steps.size(), 5u);
  const std::vector<std::tuple<Step::Kind, Color, Point>> want{{Step::Kind::Setup, Color::Black, at(g, 0, 0)},
                                                               {Step::Kind::Pass, Color::Black, kNoPoint},
                                                               {Step::Kind::Pass, Color::White, kNoPoint},
                                                               {Step::Kind::Move, Color::Black, at(g, 2, 2)},
                                                               {Step::Kind::Pass, Color::White, kNoPoint}};
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(std::tuple(steps[i].kind, steps[i].color, steps[i].point), want[i]) << "step " << i;
  }
  // Undo takes the passes and the move back, and stops at the setup stone.
  EXPECT_EQ(g.undoable(), 4u);
  for (int k = 0; k < 4; ++k) ASSERT_TRUE(g.undo()) << k;
  EXPECT_FALSE(g.undo());
  EXPECT_EQ(g.steps().size(), 1u);
  EXPECT_EQ(g.moves_played(), 0u);
  EXPECT_EQ(g.board().at(at(g, 0, 0)), Color::Black);
  // Without history: no steps.
  Game d(5, 5, Rules{}, UndoHistory::Discard);
  d.set(at(d, 1, 1), Color::White);
  d.play(at(d, 0, 0), Color::Black);
  d.pass(Color::White);
  EXPECT_TRUE(d.steps().empty());
  EXPECT_EQ(d.undoable(), 0u);
  EXPECT_EQ(d.moves_played(), 2u);
}

TEST(Game, PositionsThatStood) {
  Game g(4, 4);
  const std::uint64_t start = g.board().hash();
  EXPECT_TRUE(g.stood(start));
  g.play(at(g, 0, 0), Color::Black);
  const std::uint64_t one = g.board().hash();
  EXPECT_TRUE(g.stood(one));
  EXPECT_TRUE(g.stood(start));
  g.play(at(g, 1, 1), Color::White);
  const std::uint64_t two = g.board().hash();
  EXPECT_TRUE(g.stood(two));
  EXPECT_FALSE(g.stood(two ^ Board::zobrist(at(g, 3, 3), Color::Black)));  // never on the board
  ASSERT_TRUE(g.undo());
  EXPECT_FALSE(g.stood(two));  // taken back: not a position of this game any more
  EXPECT_TRUE(g.stood(one));
  // A setup starts again from its position.
  g.set(at(g, 3, 3), Color::White);
  EXPECT_TRUE(g.stood(g.board().hash()));
  EXPECT_FALSE(g.stood(one));
  EXPECT_FALSE(g.stood(start));
  // Kept neither by history nor by superko: unknown, so false.
  Game d(4, 4, Rules{Suicide::Allow, Ko::Simple}, UndoHistory::Discard);
  d.play(at(d, 0, 0), Color::Black);
  EXPECT_FALSE(d.stood(d.board().hash()));
  // Under superko without history: known.
  Game s(4, 4, Rules{Suicide::Allow, Ko::Superko}, UndoHistory::Discard);
  const std::uint64_t empty = s.board().hash();
  s.play(at(s, 0, 0), Color::Black);
  EXPECT_TRUE(s.stood(s.board().hash()));
  EXPECT_TRUE(s.stood(empty));
}

// A plain model of what the game keeps, checked after every step of random games that play, pass,
// set up stones and undo: undo must bring back exactly what stood before the step.
TEST(Game, UndoRestoresEverythingTheGameKeeps) {
  struct State {
    std::uint64_t hash = 0;
    std::uint64_t black_prisoners = 0;
    std::uint64_t white_prisoners = 0;
    Color to_move = Color::Black;
    unsigned passes = 0;
    std::uint64_t moves = 0;
    std::size_t steps = 0;
    std::size_t undoable = 0;
    Point ko = kNoPoint;
    bool operator==(const State&) const = default;
  };
  auto state_of = [](const Game& g) {
    return State{g.board().hash(), g.prisoners(Color::Black), g.prisoners(Color::White), g.to_move(), g.passes_in_a_row(),
                 g.moves_played(), g.steps().size(), g.undoable(), g.board().ko_point()};
  };
  std::mt19937_64 rng(97);
  int undone = 0;
  int suicides = 0;
  for (int round = 0; round < 150; ++round) {
    const Rules rules{rng() % 2 ? Suicide::Allow : Suicide::Forbid, static_cast<Ko>(rng() % 3)};
    const int w = 2 + static_cast<int>(rng() % 5);
    const int h = 2 + static_cast<int>(rng() % 5);
    Game g(w, h, rules);
    if (rng() % 3 == 0) g.set_handicap(2);
    std::vector<State> before;  // the state before each step undo can take back
    std::map<std::uint64_t, int> stood{{g.board().hash(), 1}};  // the model's positions since the last setup
    State model = state_of(g);
    for (int step = 0; step < 300; ++step) {
      const auto r = rng() % 100;
      if (r < 15) {
        const bool can = !before.empty();
        const std::uint64_t hash = g.board().hash();
        ASSERT_EQ(g.undo(), can) << "round " << round << " step " << step;
        if (can) {
          if (--stood[hash] == 0) stood.erase(hash);
          model = before.back();
          before.pop_back();
          ++undone;
        }
      } else if (r < 22) {
        const Color c = rng() % 2 ? Color::Black : Color::White;
        before.push_back(model);
        g.pass(c);
        model.to_move = opponent(c);
        ++model.passes;
        ++model.moves;
        ++model.steps;
        ++model.undoable;
        model.ko = kNoPoint;
        ++stood[model.hash];
      } else if (r < 25) {
        const Point p = at(g, static_cast<int>(rng() % static_cast<unsigned>(w)), static_cast<int>(rng() % static_cast<unsigned>(h)));
        const Color c = static_cast<Color>(rng() % 3);
        if (c == Color::Empty ? g.board().at(p) != Color::Empty : g.board().at(p) == Color::Empty) {
          g.set(p, c);
          before.clear();
          model.hash = g.board().hash();
          ++model.steps;
          model.undoable = 0;
          model.ko = kNoPoint;
          stood = {{model.hash, 1}};
        }
      } else {
        const Point p = at(g, static_cast<int>(rng() % static_cast<unsigned>(w)), static_cast<int>(rng() % static_cast<unsigned>(h)));
        const Color c = rng() % 5 == 0 ? opponent(g.to_move()) : g.to_move();
        const MoveStatus allowed = g.check(p, c);
        const MoveResult m = g.play(p, c);
        ASSERT_EQ(m.status, allowed);
        if (m.status == MoveStatus::Ok) {
          before.push_back(model);
          (c == Color::Black ? model.black_prisoners : model.white_prisoners) += m.captured;
          (c == Color::Black ? model.white_prisoners : model.black_prisoners) += m.suicided;
          suicides += m.suicided > 0;
          model.hash = g.board().hash();
          model.to_move = opponent(c);
          model.passes = 0;
          ++model.moves;
          ++model.steps;
          ++model.undoable;
          model.ko = g.board().ko_point();
          ++stood[model.hash];
        }
      }
      ASSERT_EQ(state_of(g), model) << "round " << round << " step " << step;
      ASSERT_EQ(g.board().check_consistency(), "") << "round " << round << " step " << step;
      for (const auto& [hash, times] : stood) ASSERT_TRUE(g.stood(hash)) << "round " << round << " step " << step;
      for (const State& s : before) ASSERT_EQ(g.stood(s.hash), stood.contains(s.hash));
    }
  }
  EXPECT_GT(undone, 3000);
  EXPECT_GT(suicides, 50);
}

}  // namespace
}  // namespace tengen::go
