// gomoku/record.hpp: the three record formats (plain, Piskvork, SGF) give the same game, with their
// errors' places; formats by file name; records played up to the deciding move (a win, a renju
// foul, or none), occupied points refused, and the result in words.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tengen/gomoku/record.hpp"

namespace tengen::gomoku {
namespace {

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

TEST(Record, FormatByFileName) {
  EXPECT_EQ(record_format_of("a.psq"), RecordFormat::Psq);
  EXPECT_EQ(record_format_of("dir/B.Psq"), RecordFormat::Psq);
  EXPECT_EQ(record_format_of("game.sgf"), RecordFormat::Sgf);
  EXPECT_EQ(record_format_of("GAME.SGF"), RecordFormat::Sgf);
  EXPECT_EQ(record_format_of("game.txt"), RecordFormat::Plain);
  EXPECT_EQ(record_format_of("psq"), RecordFormat::Plain);
  EXPECT_EQ(record_format_of("game.sgf.bak"), RecordFormat::Plain);
  EXPECT_EQ(record_format_of(""), RecordFormat::Plain);
}

TEST(Record, PlainRecordsKeepPlacesThroughComments) {
  const auto r = read_record("# black first\n 1 1 # corner\n\n2   3\n", RecordFormat::Plain, 9, 7);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->width, 9);
  EXPECT_EQ(r->height, 7);
  ASSERT_EQ(r->moves.size(), 2u);
  EXPECT_EQ(r->moves[1].x, 2);
  EXPECT_EQ(r->moves[1].y, 1);
  EXPECT_EQ(r->moves[1].at.line, 4u);
  EXPECT_EQ(r->moves[1].at.column, 1u);
  EXPECT_EQ(r->moves[0].at.column, 2u);
  // Rows up to the height, columns up to the width.
  const auto off = read_record("1 1\n8 1\n", RecordFormat::Plain, 9, 7);
  ASSERT_FALSE(off.ok());
  EXPECT_EQ(off.error().message, "point (8, 1) is off the 9x7 board");
  EXPECT_EQ(off.error().case_label, "move 2");
  EXPECT_EQ(off.error().position.line, 2u);
  EXPECT_FALSE(read_record("1 0\n", RecordFormat::Plain, 9, 7).ok());
  EXPECT_FALSE(read_record("1 10\n", RecordFormat::Plain, 9, 7).ok());
  const auto half = read_record("1 1\n2\n", RecordFormat::Plain, 9, 7);
  ASSERT_FALSE(half.ok());
  EXPECT_EQ(half.error().case_label, "move 2");
  EXPECT_TRUE(read_record("", RecordFormat::Plain, 9, 7)->moves.empty());
}

/// A plain record of moves (row, column from 1).
Record plain(const std::vector<std::pair<int, int>>& moves, int size = 15) {
  Record r;
  r.width = r.height = size;
  for (const auto& [row, col] : moves) r.moves.push_back({col - 1, row - 1, {}});
  return r;
}

TEST(Record, PlayedUpToTheWinningMove) {
  // Black along the top row, White along the third; Black's fifth stone (move 9) wins, and the
  // record goes on with a move that is not played.
  const Record r = plain({{1, 1}, {3, 1}, {1, 2}, {3, 2}, {1, 3}, {3, 3}, {1, 4}, {3, 4}, {1, 5}, {3, 5}, {9, 9}});
  std::vector<Color> movers;
  const auto played = play_record(r, Rule::Standard, [&](std::size_t k, Color mover, const RecordMove&, const MoveOutcome&) {
    EXPECT_EQ(k, movers.size() + 1);
    movers.push_back(mover);
  });
  ASSERT_TRUE(played.ok());
  EXPECT_EQ(played->played, 9u);
  EXPECT_EQ(played->goes_on, 10u);
  EXPECT_EQ(played->decision.move, 9u);
  EXPECT_EQ(played->decision.mover, Color::Black);
  EXPECT_EQ(played->decision.outcome.kind, MoveOutcome::Kind::Win);
  EXPECT_EQ(played->decision.outcome.length, 5);
  EXPECT_EQ(played->decision.x, 4);
  EXPECT_EQ(played->decision.y, 0);
  EXPECT_EQ(movers.size(), 9u);
  for (std::size_t k = 0; k < movers.size(); ++k) EXPECT_EQ(movers[k], k % 2 == 0 ? Color::Black : Color::White);
  EXPECT_EQ(played->game.moves(), 9u);
  EXPECT_EQ(played->game.at(0, 8), Color::Empty);  // the move after the decision
  EXPECT_EQ(result_line(*played), "black wins at move 9 (E15)");
  EXPECT_EQ(outcome_name(played->decision.outcome), "win");
}

TEST(Record, RenjuFoulsAndUndecidedGames) {
  // Black's stone at (1, 4) joins 1-3 and 5-6 into six: an overline, a foul under renju, a win
  // under freestyle.
  const Record six = plain({{1, 1}, {5, 1}, {1, 2}, {5, 2}, {1, 3}, {5, 3}, {1, 5}, {5, 5}, {1, 6}, {7, 7}, {1, 4}});
  const auto renju = play_record(six, Rule::Renju);
  ASSERT_TRUE(renju.ok());
  EXPECT_EQ(renju->decision.move, 11u);
  EXPECT_EQ(renju->decision.outcome.kind, MoveOutcome::Kind::Foul);
  EXPECT_EQ(renju->goes_on, 0u);
  EXPECT_EQ(result_line(*renju), "black loses by foul (overline) at move 11 (D15)");
  EXPECT_EQ(outcome_name(renju->decision.outcome), "foul");
  const auto freestyle = play_record(six, Rule::Freestyle);
  ASSERT_TRUE(freestyle.ok());
  EXPECT_EQ(freestyle->decision.outcome.kind, MoveOutcome::Kind::Win);
  EXPECT_EQ(freestyle->decision.outcome.length, 6);
  const auto standard = play_record(six, Rule::Standard);  // exactly five: six is nothing
  ASSERT_TRUE(standard.ok());
  EXPECT_EQ(standard->decision.move, 0u);
  EXPECT_EQ(result_line(*standard), "no result after 11 moves");
  EXPECT_EQ(outcome_name(standard->decision.outcome), "none");
  EXPECT_EQ(result_line(*play_record(plain({{8, 8}}), Rule::Standard)), "no result after 1 move");
}

TEST(Record, AnOccupiedPointBeforeTheDecisionIsAnError) {
  Record r = plain({{8, 8}, {9, 9}, {8, 8}});
  r.moves[2].at = {3, 1};
  const auto played = play_record(r, Rule::Standard);
  ASSERT_FALSE(played.ok());
  EXPECT_EQ(played.error().message, "H8 is already occupied");
  EXPECT_EQ(played.error().case_label, "move 3");
  EXPECT_EQ(played.error().position.line, 3u);
  // After the decision, moves are not looked at.
  const Record late = plain({{1, 1}, {3, 1}, {1, 2}, {3, 2}, {1, 3}, {3, 3}, {1, 4}, {3, 4}, {1, 5}, {1, 5}});
  const auto decided = play_record(late, Rule::Standard);
  ASSERT_TRUE(decided.ok());
  EXPECT_EQ(decided->goes_on, 10u);
}

}  // namespace
}  // namespace tengen::gomoku
