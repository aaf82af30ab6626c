// go/record.hpp: game_of sets a game up as the record says (size, komi, handicap, player to move,
// counting); play_record plays the main line (setup stones as setup steps, moves, passes), stops
// after the moves asked for, calls back after each, and names the first move the rules refuse.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tengen/go/record.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::go {
namespace {

sgf::GameRecord record(std::string_view text) {
  const Result<sgf::Collection> c = sgf::parse(text);
  EXPECT_TRUE(c.ok()) << text;
  if (!c) return {};
  Result<sgf::GameRecord> r = sgf::read_game(*c, 0);
  EXPECT_TRUE(r.ok()) << text;
  return r ? *r : sgf::GameRecord{};
}

TEST(GoRecord, GameOfTakesTheRecordsInformation) {
  const sgf::GameRecord r = record("(;SZ[13:9]KM[6.5]HA[3]PL[B]RU[Japanese];B[aa])");
  const Game g = game_of(r, kGtpRules, UndoHistory::Keep);
  EXPECT_EQ(g.board().width(), 13);
  EXPECT_EQ(g.board().height(), 9);
  EXPECT_EQ(g.komi(), 6.5);
  EXPECT_EQ(g.handicap(), 3);
  EXPECT_EQ(g.to_move(), Color::Black);  // PL wins over the handicap's White
  EXPECT_EQ(g.counting(), Counting::Japanese);
  EXPECT_EQ(g.rules(), kGtpRules);
  EXPECT_EQ(g.moves_played(), 0u);  // nothing played yet
  EXPECT_EQ(g.board().stone_count(Color::Black), 0u);

  const Game plain = game_of(record("(;SZ[9])"), Rules{}, UndoHistory::Discard);
  EXPECT_EQ(plain.komi(), 0);
  EXPECT_EQ(plain.handicap(), 0);
  EXPECT_EQ(plain.to_move(), Color::Black);
  EXPECT_EQ(plain.counting(), Counting::Japanese);  // no RU: territory, as GNU Go counts it
  const Game handicap = game_of(record("(;SZ[9]HA[2]RU[AGA])"), Rules{}, UndoHistory::Discard);
  EXPECT_EQ(handicap.to_move(), Color::White);
  EXPECT_EQ(handicap.counting(), Counting::Aga);
  EXPECT_EQ(game_of(record("(;SZ[9]RU[NZ])"), Rules{}, UndoHistory::Discard).counting(), Counting::NewZealand);
  // Who moves first is who did: the first move (or pass) over PL and the handicap; setup before it
  // is no move.
  EXPECT_EQ(game_of(record("(;SZ[9]PL[W];B[aa])"), Rules{}, UndoHistory::Discard).to_move(), Color::Black);
  EXPECT_EQ(game_of(record("(;SZ[9];W[aa])"), Rules{}, UndoHistory::Discard).to_move(), Color::White);
  EXPECT_EQ(game_of(record("(;SZ[9]HA[2]AB[cc][gg];AW[dd];B[])"), Rules{}, UndoHistory::Discard).to_move(), Color::Black);
}

TEST(GoRecord, PlaysSetupMovesAndPasses) {
  // Setup: Black at (1, 0) and (0, 1), White at (1, 1), then AE empties (0, 1) again. The moves:
  // B (0, 1), W pass, B (2, 1), W (3, 3), B (1, 2) takes White's (1, 1), W (2, 0), B pass ("tt"),
  // W pass.
  const sgf::GameRecord r = record("(;SZ[5]AB[ba][ab]AW[bb]AE[ab];B[ab];W[];B[cb];W[dd];B[bc];W[ca];B[tt];W[])");
  Game g = game_of(r, Rules{}, UndoHistory::Keep);
  std::vector<std::size_t> ks;
  std::vector<MoveStatus> statuses;
  std::vector<std::uint32_t> captured;
  const Result<Ok> played = play_record(r, g, [&](std::size_t k, const sgf::Action& a, const MoveResult& m) {
    ks.push_back(k);
    statuses.push_back(m.status);
    captured.push_back(m.captured);
    if (a.kind == sgf::Action::Kind::Pass) {
      EXPECT_TRUE(m.removed.empty());
    }
  });
  ASSERT_TRUE(played.ok()) << played.error().message;
  EXPECT_EQ(ks, (std::vector<std::size_t>{1, 2, 3, 4, 5, 6, 7, 8}));
  for (const MoveStatus s : statuses) EXPECT_EQ(s, MoveStatus::Ok);
  EXPECT_EQ(captured, (std::vector<std::uint32_t>{0, 0, 0, 0, 1, 0, 0, 0}));
  EXPECT_EQ(g.moves_played(), 8u);
  EXPECT_EQ(g.passes_in_a_row(), 2u);
  EXPECT_EQ(g.prisoners(Color::Black), 1u);
  EXPECT_EQ(g.prisoners(Color::White), 0u);
  EXPECT_EQ(g.board().at(g.board().point(1, 1)), Color::Empty);
  EXPECT_EQ(g.board().at(g.board().point(0, 1)), Color::Black);
  // The setup stones are steps of their own, before the moves.
  const auto steps = g.steps();
  ASSERT_EQ(steps.size(), 4u + 8u);
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(steps[i].kind, Step::Kind::Setup) << i;
  EXPECT_EQ(steps[3].color, Color::Empty);
  EXPECT_EQ(steps[3].point, g.board().point(0, 1));
  EXPECT_EQ(steps[4].kind, Step::Kind::Move);
  EXPECT_EQ(steps[5].kind, Step::Kind::Pass);
  EXPECT_EQ(steps[5].color, Color::White);
  EXPECT_EQ(g.undoable(), 8u);
}

TEST(GoRecord, PlaysOnlyTheMovesAskedForAndTheSetupBeforeTheNext) {
  const sgf::GameRecord r = record("(;SZ[9];B[aa];W[bb]AB[cc];B[dd];W[ee])");
  for (std::uint64_t moves = 0; moves <= 5; ++moves) {
    Game g = game_of(r, Rules{}, UndoHistory::Keep);
    std::size_t calls = 0;
    ASSERT_TRUE(play_record(r, g, [&](std::size_t, const sgf::Action&, const MoveResult&) { ++calls; }, moves).ok());
    const std::uint64_t played = std::min<std::uint64_t>(moves, 4);
    EXPECT_EQ(g.moves_played(), played) << moves;
    EXPECT_EQ(calls, played) << moves;
    // The setup stone at cc comes with the second move's node, before its move (sgf::read_game puts
    // a node's setup first): it is placed once the first move is, as the setup before the next.
    EXPECT_EQ(g.board().at(g.board().point(2, 2)), played >= 1 ? Color::Black : Color::Empty) << moves;
    EXPECT_EQ(g.board().at(g.board().point(3, 3)), played >= 3 ? Color::Black : Color::Empty) << moves;
  }
}

TEST(GoRecord, TheFirstRefusedMoveIsAnErrorNamingIt) {
  const sgf::GameRecord r = record("(;SZ[9]\n;B[cc]\n;W[dd]\n;B[dd])");
  Game g = game_of(r, Rules{}, UndoHistory::Keep);
  std::size_t calls = 0;
  const Result<Ok> played = play_record(r, g, [&](std::size_t, const sgf::Action&, const MoveResult&) { ++calls; });
  ASSERT_FALSE(played.ok());
  EXPECT_EQ(played.error().message, "B[dd] (row 4, column 4) is already occupied");
  EXPECT_EQ(played.error().case_label, "move 3");
  EXPECT_EQ(played.error().position.line, 4u);
  EXPECT_EQ(calls, 2u);
  EXPECT_EQ(g.moves_played(), 2u);
  Game again = game_of(r, Rules{}, UndoHistory::Keep);
  const Result<Ok> labelled = play_record(r, again, {}, UINT64_MAX, "game 2");
  ASSERT_FALSE(labelled.ok());
  EXPECT_EQ(labelled.error().case_label, "game 2, move 3");
  // The game's rules decide: suicide refused under the GTP rules, played under the classic ones.
  const sgf::GameRecord suicide = record("(;SZ[3]AW[ba][ab];B[aa])");
  Game forbid = game_of(suicide, kGtpRules, UndoHistory::Keep);
  const Result<Ok> refused = play_record(suicide, forbid);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message, "B[aa] (row 1, column 1) is suicide, which the rules forbid");
  Game allow = game_of(suicide, Rules{}, UndoHistory::Keep);
  ASSERT_TRUE(play_record(suicide, allow).ok());
  EXPECT_EQ(allow.prisoners(Color::White), 1u);
}

}  // namespace
}  // namespace tengen::go
