// gomoku/record.hpp: the three record formats read into the same game, SGF colours as written,
// every game of a collection, what is no Gomoku record refused, repairs as warnings, and a record
// played to its decision.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tengen/gomoku/record.hpp"

namespace tengen::gomoku {
namespace {

/// The records of a text whose games are all read: the error of one that is not (Records::error,
/// or the first game's stop), as an error.
Result<Records> read(std::string_view text, RecordFormat format, int width, int height) {
  Records r = read_records(text, format, width, height);
  if (r.error) return *r.error;
  for (const Record& g : r.games) {
    if (g.stop) return *g.stop;
  }
  return r;
}

/// The same, on a side x side board.
Result<Records> read(std::string_view text, RecordFormat format, int side = 15) { return read(text, format, side, side); }

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
  // GM is an SGF Number: "04", "+4" and " 4 " are 4; a second value is said and not read.
  for (const char* gm : {"04", "+4", " 4 "}) {
    const auto four = read(std::string("(;GM[") + gm + "];B[aa])", RecordFormat::Sgf);
    ASSERT_TRUE(four.ok()) << gm;
    EXPECT_TRUE(four->games[0].warnings.empty()) << gm;
  }
  const auto twice = read("(;GM[4][1];B[aa])", RecordFormat::Sgf);
  ASSERT_TRUE(twice.ok());
  ASSERT_EQ(twice->games[0].warnings.size(), 1u);
  EXPECT_EQ(twice->games[0].warnings[0].message, "GM has 2 values: the first is used");
  const auto repeated = read("(;GM[4]SZ[15]GM[1];B[aa])", RecordFormat::Sgf);
  ASSERT_TRUE(repeated.ok());
  ASSERT_EQ(repeated->games[0].warnings.size(), 1u);
  EXPECT_EQ(repeated->games[0].warnings[0].message, "GM is given more than once: the first is used");
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
  EXPECT_EQ(second_bad.error().case_label, "move 1");  // game 2's stop: the caller names the game
}

// What cannot be read in a collection comes after the games before it, which stand: a game whose
// move cannot be read is read up to it (its stop), and the games after it are read too; a record
// that is no Gomoku record or a tree that cannot be read ends the file.
TEST(Record, TheGamesBeforeWhatCannotBeReadStand) {
  const Records pass = read_records("(;GM[4]SZ[15];B[aa];W[bb])\n(;GM[4]SZ[15];B[cc];W[])\n(;GM[4];B[dd])", RecordFormat::Sgf, 15, 15);
  EXPECT_FALSE(pass.error);
  EXPECT_TRUE(pass.several);
  ASSERT_EQ(pass.games.size(), 3u);
  EXPECT_FALSE(pass.games[0].stop);
  ASSERT_TRUE(pass.games[1].stop);
  EXPECT_EQ(pass.games[1].stop->message, "a pass has no place in a Gomoku record");
  EXPECT_EQ(pass.games[1].stop->case_label, "move 2");
  EXPECT_EQ(pass.games[1].stop->position.line, 2u);
  EXPECT_EQ(pass.games[1].stop->position.column, 21u);
  EXPECT_EQ(pass.games[1].moves.size(), 1u);
  const Records go = read_records("(;GM[4];B[aa])(;GM[1];B[cc])(;GM[4];B[dd])", RecordFormat::Sgf, 15, 15);
  ASSERT_EQ(go.games.size(), 1u);
  ASSERT_TRUE(go.error);
  EXPECT_EQ(go.error->case_label, "game 2, game information");
  const Records tree = read_records("(;GM[4];B[aa])(;GM[4];B[bb])\n(;GM[4];B[cc]!W[ee])", RecordFormat::Sgf, 15, 15);
  ASSERT_EQ(tree.games.size(), 2u);
  ASSERT_TRUE(tree.error);
  EXPECT_EQ(tree.error->case_label, "game 3");
  EXPECT_EQ(tree.error->message, "unexpected '!' in a game tree");
  EXPECT_EQ(tree.error->position.line, 2u);
  // One tree and a bad one after it: two games, as the file holds them, the second named.
  const Records one = read_records("(;GM[4];B[aa])(;GM[4];B[cc]!)", RecordFormat::Sgf, 15, 15);
  EXPECT_TRUE(one.several);
  ASSERT_EQ(one.games.size(), 1u);
  ASSERT_TRUE(one.error);
  EXPECT_EQ(one.error->case_label, "game 2");
  // A lone tree that cannot be read: no game, and no game to name.
  const Records alone = read_records("(;GM[4];B[cc]!)", RecordFormat::Sgf, 15, 15);
  EXPECT_FALSE(alone.several);
  EXPECT_TRUE(alone.games.empty());
  ASSERT_TRUE(alone.error);
  EXPECT_EQ(alone.error->case_label, "");
}

// A warning about the whole record is at the record: its root's first property.
TEST(Record, ARecordWithoutGameIsNamedAtItsRoot) {
  const Records r = read_records("(;GM[4]SZ[15];B[hh])\n   (;SZ[15];B[aa])\n(;;B[bb])", RecordFormat::Sgf, 15, 15);
  ASSERT_EQ(r.games.size(), 3u);
  ASSERT_EQ(r.games[1].warnings.size(), 1u);
  EXPECT_EQ(r.games[1].warnings[0].position.line, 2u);
  EXPECT_EQ(r.games[1].warnings[0].position.column, 6u);
  ASSERT_EQ(r.games[2].warnings.size(), 1u);  // a root without properties: the first move
  EXPECT_EQ(r.games[2].warnings[0].position.line, 3u);
  EXPECT_EQ(r.games[2].warnings[0].position.column, 4u);
}

TEST(Record, BoardsBeyondTheLargestAreRefusedAtTheirHeader) {
  const auto huge = read("Piskvorky 30000x30000, 8:8, 0\n1,1,0\n", RecordFormat::Psq, 0);
  ASSERT_FALSE(huge.ok());
  EXPECT_EQ(huge.error().case_label, "header");
  EXPECT_EQ(huge.error().position.column, 11u);
  EXPECT_TRUE(read("Piskvorky 1000x1000, 8:8, 0\n1000,1000,0\n", RecordFormat::Psq, 0).ok());
}

// The header is Piskvork's name, a space, and the size up to the first comma; a header that is
// not that (a misspelt name, no space, the size after a comma) is refused at the header, not read
// as some other size.
TEST(Record, OnlyAPiskvorkHeaderGivesTheSize) {
  for (const char* header : {"Piskvorky15x15, 1", "Piskvork 15x15, 8:8, 0", "Piskvorky, 15x15", "piskvorky 15x15, 8:8, 0",
                             "Piskvorky 15x, 8:8, 0", "Piskvorky x15, 8:8, 0", "Piskvorky 0x15, 8:8, 0"}) {
    const auto r = read(std::string(header) + "\n8,8,0\n", RecordFormat::Psq, 0);
    ASSERT_FALSE(r.ok()) << header;
    EXPECT_EQ(r.error().case_label, "header") << header;
    EXPECT_NE(r.error().message.find("is not a Piskvork header"), std::string::npos) << r.error().message;
  }
  for (const char* header : {"Piskvorky 15x15, 8:8, 0", "Piskvorky 15x15", "Piskvorky 20x15, 1:1, 1", "Piskvorky 15, 8:8, 0"}) {
    EXPECT_TRUE(read(std::string(header) + "\n8,8,0\n", RecordFormat::Psq, 0).ok()) << header;
  }
  EXPECT_EQ(read("Piskvorky 20x15, 1:1, 1\n8,8,0\n", RecordFormat::Psq, 0)->games.at(0).width, 20);
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

TEST(Record, AnSgfRecordWithoutSizeIsOnThePlainRecordsBoard) {
  const auto unsized = read("(;GM[4];B[hh];W[ii])", RecordFormat::Sgf, 15, 15);
  ASSERT_TRUE(unsized.ok()) << unsized.error().message;
  EXPECT_EQ(unsized->games.front().width, 15);
  EXPECT_EQ(unsized->games.front().height, 15);
  EXPECT_EQ(read("(;GM[4];B[hh])", RecordFormat::Sgf, 20, 11)->games.front().width, 20);
  // SZ says, whatever --size is.
  EXPECT_EQ(read("(;GM[4]SZ[19];B[hh])", RecordFormat::Sgf, 15, 15)->games.front().width, 19);
  // A point past the board: an error that says where the board came from.
  const auto off = read("(;GM[4];B[hh];W[qq])", RecordFormat::Sgf, 15, 15);
  ASSERT_FALSE(off.ok());
  EXPECT_EQ(off.error().message, "W[qq] is not a point of the 15x15 board (the record gives no SZ: the board is --size's)");
  EXPECT_EQ(off.error().case_label, "move 2");
}

TEST(Record, AnSgfRecordWithoutSizeNamesEveryPointOfALargerBoard) {
  // Gomocup plays on 20 x 20: the 20th column and row are "t", and "tt" is a point there (SGF
  // reads it as a pass only on boards of 19 or less).
  const auto big = read("(;GM[4];B[ta];W[at];B[tt])", RecordFormat::Sgf, 20, 20);
  ASSERT_TRUE(big.ok()) << big.error().message;
  const Record& r = big->games.front();
  ASSERT_FALSE(r.stop.has_value()) << r.stop->message;
  ASSERT_EQ(r.moves.size(), 3u);
  EXPECT_EQ(std::pair(r.moves[0].x, r.moves[0].y), std::pair(19, 0));
  EXPECT_EQ(std::pair(r.moves[1].x, r.moves[1].y), std::pair(0, 19));
  EXPECT_EQ(std::pair(r.moves[2].x, r.moves[2].y), std::pair(19, 19));
  // On the 15 x 15 board "tt" is a pass, which a Gomoku record has no place for.
  const auto small = read("(;GM[4];B[hh];W[tt])", RecordFormat::Sgf, 15, 15);
  ASSERT_FALSE(small.ok());
  EXPECT_EQ(small.error().message, "a pass has no place in a Gomoku record");
  EXPECT_EQ(small.error().case_label, "move 2");
}

TEST(Record, AnSgfSizeThatCannotBeReadEndsTheFile) {
  const Records got = read_records("(;GM[4]SZ[15];B[hh])(;GM[4]SZ[0];B[aa])(;GM[4]SZ[15];B[hh])", RecordFormat::Sgf, 15, 15);
  ASSERT_EQ(got.games.size(), 1u);  // the games before it stand; none after it is read
  ASSERT_TRUE(got.error.has_value());
  EXPECT_EQ(got.error->message, "board size SZ[0] is not a number from 1 to 52");
  EXPECT_EQ(got.error->case_label, "game 2, game information");
}

TEST(Record, AByteOrderMarkIsNoPartOfTheRecord) {
  // Windows editors begin UTF-8 files with one; SGF records read past it already.
  const std::string bom = "\xEF\xBB\xBF";
  for (const auto& [text, format] : {std::pair<std::string, RecordFormat>{"8 8\n9 9\n", RecordFormat::Plain},
                                     {"Piskvorky 15x15, 8:8, 0\n8,8,0\n9,9,120\n", RecordFormat::Psq},
                                     {"(;GM[4]SZ[15];B[hh];W[ii])", RecordFormat::Sgf}}) {
    const auto with = read(bom + text, format);
    const auto without = read(text, format);
    ASSERT_TRUE(with.ok()) << with.error().message;
    ASSERT_TRUE(without.ok());
    ASSERT_EQ(with->games.front().moves.size(), 2u);
    for (std::size_t k = 0; k < 2; ++k) {
      EXPECT_EQ(with->games.front().moves[k].x, without->games.front().moves[k].x);
      EXPECT_EQ(with->games.front().moves[k].y, without->games.front().moves[k].y);
      EXPECT_EQ(with->games.front().moves[k].at.line, without->games.front().moves[k].at.line);
    }
  }
  // The plain record's columns stay the file's: the mark's three bytes come before the first move.
  EXPECT_EQ(read(bom + "8 8\n", RecordFormat::Plain)->games.front().moves[0].at.column, 4u);
  // Only at the start: elsewhere it is no number.
  EXPECT_FALSE(read("8 8\n" + bom + "9 9\n", RecordFormat::Plain).ok());
}

TEST(Record, PlainRecordsKeepPlacesThroughComments) {
  const auto read_plain = read("# black first\n 1 1 # corner\n\n2   3\n", RecordFormat::Plain, 9, 7);
  ASSERT_TRUE(read_plain.ok()) << read_plain.error().message;
  const Record* r = &read_plain->games.front();
  EXPECT_EQ(r->width, 9);
  EXPECT_EQ(r->height, 7);
  ASSERT_EQ(r->moves.size(), 2u);
  EXPECT_EQ(r->moves[1].x, 2);
  EXPECT_EQ(r->moves[1].y, 1);
  EXPECT_EQ(r->moves[1].at.line, 4u);
  EXPECT_EQ(r->moves[1].at.column, 1u);
  EXPECT_EQ(r->moves[0].at.column, 2u);
  // Rows up to the height, columns up to the width.
  const auto off = read("1 1\n8 1\n", RecordFormat::Plain, 9, 7);
  ASSERT_FALSE(off.ok());
  EXPECT_EQ(off.error().message, "point (8, 1) is off the 9x7 board");
  EXPECT_EQ(off.error().case_label, "move 2");
  EXPECT_EQ(off.error().position.line, 2u);
  EXPECT_FALSE(read("1 0\n", RecordFormat::Plain, 9, 7).ok());
  EXPECT_FALSE(read("1 10\n", RecordFormat::Plain, 9, 7).ok());
  const auto half = read("1 1\n2\n", RecordFormat::Plain, 9, 7);
  ASSERT_FALSE(half.ok());
  EXPECT_EQ(half.error().case_label, "move 2");
  EXPECT_TRUE(read("", RecordFormat::Plain, 9, 7)->games.front().moves.empty());
}

/// A plain record of moves (row, column from 1), Black first and the colours alternating.
Record plain(const std::vector<std::pair<int, int>>& moves, int size = 15) {
  Record r;
  r.width = r.height = size;
  for (const auto& [row, col] : moves) {
    r.moves.push_back({col - 1, row - 1, r.moves.size() % 2 == 0 ? Color::Black : Color::White, {}});
  }
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

// A move that cannot be read (off the board, malformed, a pass) is the game's error when it comes
// before the decision; after it, it is the move the record goes on with, not looked at.
TEST(Record, AMoveThatCannotBeReadCountsOnlyBeforeTheDecision) {
  const std::string five = "1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n";
  for (const char* after : {"99 99\n", "x y\n", "3\n"}) {
    const Records r = read_records(five + after, RecordFormat::Plain, 15, 15);
    ASSERT_EQ(r.games.size(), 1u);
    ASSERT_TRUE(r.games[0].stop) << after;
    EXPECT_EQ(r.games[0].moves.size(), 9u);
    const auto played = play_record(r.games[0], Rule::Standard);
    ASSERT_TRUE(played.ok()) << after;
    EXPECT_EQ(result_line(*played), "black wins at move 9 (E15)");
    EXPECT_EQ(played->goes_on, 10u);
    const std::optional<Error> warning = goes_on_warning(r.games[0], *played);
    ASSERT_TRUE(warning);
    EXPECT_EQ(warning->case_label, "move 10");
    EXPECT_EQ(warning->position.line, 10u);
  }
  // Before the decision it is the error, after the moves before it are played.
  const Records early = read_records("1 1\n2 1\n99 99\n", RecordFormat::Plain, 15, 15);
  std::size_t played_moves = 0;
  const auto played = play_record(early.games.at(0), Rule::Standard,
                                  [&](std::size_t, Color, const RecordMove&, const MoveOutcome&) { ++played_moves; });
  ASSERT_FALSE(played.ok());
  EXPECT_EQ(played.error().message, "point (99, 99) is off the 15x15 board");
  EXPECT_EQ(played.error().case_label, "move 3");
  EXPECT_EQ(played_moves, 2u);
  // Piskvork and SGF alike.
  const Records psq = read_records("Piskvorky 15x15, 8:8, 0\n1,1,0\n1,2,0\n2,1,0\n2,2,0\n3,1,0\n3,2,0\n4,1,0\n4,2,0\n5,1,0\n99,1,0\n",
                                   RecordFormat::Psq, 0, 0);
  ASSERT_TRUE(psq.games.at(0).stop);
  EXPECT_EQ(psq.games[0].stop->message, "point 99,1 (x,y) is off the 15x15 board");  // as the file writes it
  EXPECT_EQ(result_line(*play_record(psq.games[0], Rule::Standard)), "black wins at move 9 (E15)");
  const Records sgf = read_records("(;GM[4]SZ[15];B[aa];W[ab];B[ba];W[bb];B[ca];W[cb];B[da];W[db];B[ea];W[])", RecordFormat::Sgf, 0, 0);
  ASSERT_TRUE(sgf.games.at(0).stop);
  EXPECT_EQ(play_record(sgf.games[0], Rule::Standard)->goes_on, 10u);
}

}  // namespace
}  // namespace tengen::gomoku
