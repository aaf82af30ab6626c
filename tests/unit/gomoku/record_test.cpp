// gomoku/record.hpp: the three record formats read into the same game, SGF colours as written,
// every game of a collection, what is no Gomoku record refused, repairs as warnings, and a record
// played to its decision.

#include <gtest/gtest.h>

#include "tengen/gomoku/record.hpp"

namespace tengen::gomoku {
namespace {

Result<Records> read(std::string_view text, RecordFormat format, int side = 15) {
  return read_records(text, format, side, side);
}

TEST(Record, ThreeFormatsOneGame) {
  const auto plain = read("# a game\n8 8\n9 9 # white\n8 9\n", RecordFormat::Plain);
  const auto psq = read("Piskvorky 15x15, 8:8, 0\n8,8,0\n9,9,120\n9,8,0\npbrain-a.exe\n-1\n", RecordFormat::Psq, 0);
  const auto sgf = read("(;GM[4]SZ[15];B[hh];W[ii];B[ih])", RecordFormat::Sgf, 0);
  for (const auto* r : {&plain, &psq, &sgf}) {
    ASSERT_TRUE(r->ok()) << r->error().message;
    ASSERT_EQ((*r)->games.size(), 1u);
    const Record& g = (*r)->games.front();
    EXPECT_EQ(g.width, 15);
    ASSERT_EQ(g.moves.size(), 3u);
    EXPECT_EQ(g.moves[2].x, 8);
    EXPECT_EQ(g.moves[2].y, 7);
    EXPECT_EQ(g.moves[1].color, Color::White);
    EXPECT_EQ(g.moves[2].color, Color::Black);
    EXPECT_TRUE(g.warnings.empty());
  }
  EXPECT_EQ(plain->games[0].moves[1].at.line, 3u);
  EXPECT_EQ(psq->games[0].moves[1].at.line, 3u);
  const auto bad = read("Piskvorky 15x15, 8:8, 0\n8,8\n", RecordFormat::Psq, 0);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().case_label, "move 1");
  EXPECT_FALSE(read("Gomoku 15x15\n", RecordFormat::Psq, 0).ok());
  EXPECT_FALSE(read("(;GM[4]SZ[15]AB[aa];B[bb])", RecordFormat::Sgf, 0).ok());
  EXPECT_EQ(record_format_of("game.PSQ"), RecordFormat::Psq);
}

TEST(Record, SgfColoursAreTheRecordsAndDecideTheGame) {
  // Five black moves in a row: Black's five, at move 5 (the colours as written, not by turn).
  const auto five_black = read("(;GM[4]SZ[15];B[aa];B[ba];B[ca];B[da];B[ea])", RecordFormat::Sgf);
  ASSERT_TRUE(five_black.ok());
  const Result<PlayedRecord> played = play_record(five_black->games[0], Rule::Standard);
  ASSERT_TRUE(played.ok());
  EXPECT_EQ(played->decision.move, 5u);
  EXPECT_EQ(played->decision.mover, Color::Black);
  EXPECT_EQ(result_line(*played), "black wins at move 5 (E15)");
  // A record that starts with White: its first move is White's.
  const auto white_first = read("(;GM[4]SZ[15];W[hh];B[ii])", RecordFormat::Sgf);
  ASSERT_TRUE(white_first.ok());
  EXPECT_EQ(white_first->games[0].moves[0].color, Color::White);
}

TEST(Record, WhatIsNoGomokuRecordIsRefusedAndRepairsAreSaid) {
  const auto go = read("(;GM[1]SZ[19];B[pd])", RecordFormat::Sgf);
  ASSERT_FALSE(go.ok());
  EXPECT_EQ(go.error().message, "GM[1] is a Go record, not Gomoku (GM[4])");
  EXPECT_FALSE(read("(;GM[2];B[aa])", RecordFormat::Sgf).ok());
  // No GM: read as Gomoku, and said. A move with two values and an open tree: repairs, said.
  const auto none = read("(;SZ[15];B[hh][ii];W[aa]", RecordFormat::Sgf);
  ASSERT_TRUE(none.ok());
  ASSERT_EQ(none->games[0].warnings.size(), 2u);
  EXPECT_EQ(none->games[0].warnings[0].message, "the record names no game (GM): it is read as Gomoku (GM[4])");
  EXPECT_EQ(none->games[0].warnings[1].message, "B has 2 values: only the first is played");
  EXPECT_EQ(none->warnings.size(), 1u);  // the collection left open
}

TEST(Record, EveryGameOfACollection) {
  const auto two = read("(;GM[4]SZ[15];B[aa];W[bb])(;GM[4]SZ[9];B[cc])", RecordFormat::Sgf);
  ASSERT_TRUE(two.ok());
  ASSERT_EQ(two->games.size(), 2u);
  EXPECT_EQ(two->games[1].width, 9);
  EXPECT_EQ(two->games[1].moves.size(), 1u);
  const auto second_bad = read("(;GM[4]SZ[15];B[aa])(;GM[4]SZ[9];B[zz])", RecordFormat::Sgf);
  ASSERT_FALSE(second_bad.ok());
  EXPECT_EQ(second_bad.error().case_label, "game 2, move 1");
}

TEST(Record, BoardsBeyondTheLargestAreRefusedAtTheirHeader) {
  const auto huge = read("Piskvorky 30000x30000, 8:8, 0\n1,1,0\n", RecordFormat::Psq, 0);
  ASSERT_FALSE(huge.ok());
  EXPECT_EQ(huge.error().case_label, "header");
  EXPECT_EQ(huge.error().position.column, 11u);
  EXPECT_TRUE(read("Piskvorky 1000x1000, 8:8, 0\n1000,1000,0\n", RecordFormat::Psq, 0).ok());
}

TEST(Record, PlayStopsAtTheDecision) {
  // Black wins at move 9; move 10 is on an occupied point, and is not played: the game was over.
  const auto r = read("1 1\n9 9\n1 2\n9 8\n1 3\n9 7\n1 4\n9 6\n1 5\n1 1\n", RecordFormat::Plain);
  ASSERT_TRUE(r.ok());
  const Result<PlayedRecord> played = play_record(r->games[0], Rule::Standard);
  ASSERT_TRUE(played.ok());
  EXPECT_EQ(played->decision.move, 9u);
  EXPECT_EQ(played->goes_on, 10u);
  EXPECT_EQ(played->played, 9u);
}

}  // namespace
}  // namespace tengen::gomoku
