// sgf/game.hpp: game records read from a tree: size, information, the main line (setup stones,
// moves, passes), repairs as warnings, errors naming the property; a file parsed and read at once
// (parse_file).

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "parsed.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf {
namespace {

using testing::parsed;

// Each repair of a game record is a warning with its place, and the record is read as documented.
TEST(Sgf, GameRecordRepairsAreWarnings) {
  const Collection c = parsed("(;SZ[9:9:9]SZ[13]KM[ 0x10 ]\n;B[aa][bb];W[cc])");
  const Result<GameRecord> r = read_game(c, 0);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->info.width, 9);
  EXPECT_EQ(r->info.height, 9);
  EXPECT_FALSE(r->info.komi.has_value());
  ASSERT_EQ(r->actions.size(), 2u);
  std::vector<std::string> messages;
  for (const Error& w : r->warnings) messages.push_back(w.message);
  EXPECT_EQ(messages, (std::vector<std::string>{"SZ[9:9:9] has more than two sizes: the first two are used",
                                                "SZ is given more than once: the first is used",
                                                "KM[ 0x10 ] is not a komi (a decimal number from -1000000 to 1000000, at most 3 "
                                                "digits after the point): the game is read without komi",
                                                "B has 2 values: only the first is played"}));
  EXPECT_EQ(r->warnings.back().position.line, 2u);
  // Two values of one SZ are not two SZ properties, and each gets its own words.
  const Result<GameRecord> values = read_game(parsed("(;SZ[9][13];B[aa])"), 0);
  ASSERT_TRUE(values.ok());
  EXPECT_EQ(values->info.width, 9);
  EXPECT_EQ(values->info.height, 9);
  ASSERT_EQ(values->warnings.size(), 1u);
  EXPECT_EQ(values->warnings[0].message, "SZ has 2 values: the first is used");
  const Result<GameRecord> fine = read_game(parsed("(;SZ[ 19 ]KM[6.5];B[aa])"), 0);
  ASSERT_TRUE(fine.ok());
  EXPECT_TRUE(fine->warnings.empty());
  EXPECT_EQ(fine->info.komi, 6.5);
  // A size is an SGF Number: a '+' before it is part of the syntax; a '-' never names a size.
  const Result<GameRecord> plus = read_game(parsed("(;SZ[+13:+9];B[aa])"), 0);
  ASSERT_TRUE(plus.ok());
  EXPECT_EQ(plus->info.width, 13);
  EXPECT_EQ(plus->info.height, 9);
  EXPECT_TRUE(plus->warnings.empty());
  for (const char* bad : {"(;SZ[-9])", "(;SZ[++9])", "(;SZ[+])"}) EXPECT_FALSE(read_game(parsed(bad), 0).ok()) << bad;
}

// The texts of the game information are one value each, given once: more is said, as for KM, in
// the file's order, and the first is used (the one-pass path leaves such a root to this one).
TEST(Sgf, InformationTextGivenTwiceOrWithTwoValuesIsAWarning) {
  const Result<GameRecord> r = read_game(parsed("(;PB[a]RE[B+2][W+3]PW[White][White]\nPB[b];B[aa])"), 0);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->info.black, "a");
  EXPECT_EQ(r->info.white, "White");
  EXPECT_EQ(r->info.result, "B+2");
  std::vector<std::string> messages;
  for (const Error& w : r->warnings) messages.push_back(fmt::format("{}:{} {}", w.position.line, w.position.column, w.message));
  EXPECT_EQ(messages, (std::vector<std::string>{"1:3 PB is given more than once: the first is used",
                                                "1:8 RE has 2 values: the first is used",
                                                "1:20 PW has 2 values: the first is used"}));
  for (const char* id : {"PW", "RE", "RU", "DT", "EV", "GN"}) {
    const Result<GameRecord> twice = read_game(parsed(fmt::format("(;{}[x]{}[y];B[aa])", id, id)), 0);
    ASSERT_TRUE(twice.ok()) << id;
    ASSERT_EQ(twice->warnings.size(), 1u) << id;
    EXPECT_EQ(twice->warnings[0].message, fmt::format("{} is given more than once: the first is used", id));
  }
}

// FF[4] allows one move a node: a second one, of either colour, is played after the first and
// named (the one-pass path leaves such a node to the general reader).
TEST(Sgf, TwoMovesInOneNodeArePlayedAndSaid) {
  for (const char* text : {"(;SZ[9];B[ee]W[ff];B[dd])", "(;SZ[9];B[ee]B[ff];W[dd])"}) {
    const Result<GameRecord> r = read_game(parsed(text), 0);
    ASSERT_TRUE(r.ok()) << text;
    ASSERT_EQ(r->actions.size(), 3u) << text;
    EXPECT_EQ(r->actions[1].x, 5) << text;
    EXPECT_EQ(r->actions[1].color, text[13] == 'W' ? Color::White : Color::Black) << text;
    ASSERT_EQ(r->warnings.size(), 1u) << text;
    EXPECT_EQ(r->warnings[0].message, fmt::format("{} is a second move in one node: both are played", text[13])) << text;
    EXPECT_EQ(r->warnings[0].position.column, 14u) << text;
  }
  const Result<GameRecord> one = read_game(parsed("(;SZ[9];B[ee]C[x];W[ff])"), 0);
  ASSERT_TRUE(one.ok());
  EXPECT_TRUE(one->warnings.empty());
}

// HA is a number of stones from 0 to every point but one: anything else (wrapping past 2^32,
// negative, no number) would make the count nonsense, so the game is read without handicap, and
// that is said. SGF's Number may carry a '+' (FF[4]: ["+"|"-"] digits; GNU Go reads it with atoi).
TEST(Sgf, AHandicapThatIsNoNumberOfStonesIsAWarning) {
  for (const char* fine : {"(;SZ[9]HA[2])", "(;SZ[9]HA[ 2 ])", "(;SZ[9]HA[80])", "(;SZ[9]HA[0])", "(;SZ[9]HA[+2])"}) {
    const Result<GameRecord> r = read_game(parsed(fine), 0);
    ASSERT_TRUE(r.ok()) << fine;
    EXPECT_TRUE(r->warnings.empty()) << fine;
  }
  EXPECT_EQ(read_game(parsed("(;SZ[9]HA[80])"), 0)->info.handicap, 80);
  EXPECT_EQ(read_game(parsed("(;HA[9])"), 0)->info.handicap, 9);
  EXPECT_EQ(read_game(parsed("(;SZ[9]HA[])"), 0)->info.handicap, 0);  // empty: no handicap, nothing to say
  EXPECT_EQ(read_game(parsed("(;SZ[9]HA[+2])"), 0)->info.handicap, 2);
  for (const char* bad : {"(;SZ[9]HA[81])", "(;SZ[9]HA[99999999999])", "(;SZ[9]HA[9999999999999999999999])", "(;SZ[9]HA[-1])",
                          "(;SZ[9]HA[++2])", "(;SZ[9]HA[+-2])", "(;SZ[9]HA[two])", "(;SZ[9]HA[2.5])"}) {
    const Result<GameRecord> r = read_game(parsed(bad), 0);
    ASSERT_TRUE(r.ok()) << bad;
    EXPECT_EQ(r->info.handicap, 0) << bad;
    ASSERT_EQ(r->warnings.size(), 1u) << bad;
    EXPECT_NE(r->warnings[0].message.find("is not a handicap (a number of stones from 0 to 80): the game is read without handicap"),
              std::string::npos)
        << r->warnings[0].message;
    EXPECT_EQ(r->warnings[0].position.column, 8u) << bad;
  }
}

// The root's numbers are read without the white space around them, a line break or a tab as a
// space; a second HA, or a second value, is said as a second SZ or KM is; and the root's warnings
// come in the file's order, whatever order its properties are read in.
TEST(Sgf, RootNumbersTrimWhiteSpaceAndTheirRepairsComeInTheFilesOrder) {
  const Result<GameRecord> spaced = read_game(parsed("(;SZ[\t13:\n9\r\n]KM[6.5\n]HA[\t2 ])"), 0);
  ASSERT_TRUE(spaced.ok());
  EXPECT_EQ(spaced->info.width, 13);
  EXPECT_EQ(spaced->info.height, 9);
  EXPECT_EQ(spaced->info.komi, 6.5);
  EXPECT_EQ(spaced->info.handicap, 2);
  EXPECT_TRUE(spaced->warnings.empty());
  const Result<GameRecord> twice = read_game(parsed("(;SZ[9]HA[2][3]HA[4])"), 0);
  ASSERT_TRUE(twice.ok());
  EXPECT_EQ(twice->info.handicap, 2);
  ASSERT_EQ(twice->warnings.size(), 2u);
  EXPECT_EQ(twice->warnings[0].message, "HA has 2 values: the first is used");
  EXPECT_EQ(twice->warnings[1].message, "HA is given more than once: the first is used");
  const Result<GameRecord> order = read_game(parsed("(;SZ[9]HA[-2]KM[x])"), 0);
  ASSERT_TRUE(order.ok());
  ASSERT_EQ(order->warnings.size(), 2u);
  EXPECT_EQ(order->warnings[0].position.column, 8u);
  EXPECT_EQ(order->warnings[1].position.column, 14u);
}

/// The komi and the warnings' messages of the first game of `sgf`, which must read.
std::pair<std::optional<double>, std::vector<std::string>> komi_and_messages(std::string_view sgf) {
  const Result<GameRecord> r = read_game(parsed(sgf), 0);
  EXPECT_TRUE(r.ok()) << sgf;
  if (!r) return {};
  std::vector<std::string> messages;
  for (const Error& w : r->warnings) messages.push_back(w.message);
  return {r->info.komi, messages};
}

TEST(Sgf, KomiAndSetupRepairsAreWarnings) {
  auto messages_of = [](std::string_view sgf) { return komi_and_messages(sgf).second; };
  // Several values, or KM twice: the first is the komi, and each repair is said.
  EXPECT_EQ(messages_of("(;KM[6.5][7.5])"), std::vector<std::string>{"KM has 2 values: the first is used"});
  EXPECT_EQ(read_game(parsed("(;KM[6.5][7.5])"), 0)->info.komi, 6.5);
  EXPECT_EQ(messages_of("(;KM[6.5]KM[0.5])"), std::vector<std::string>{"KM is given more than once: the first is used"});
  // A komi has at most three digits after the point, and is at most 1000000, exactly.
  EXPECT_EQ(read_game(parsed("(;KM[0.125])"), 0)->info.komi, 0.125);
  EXPECT_EQ(read_game(parsed("(;KM[7.2500])"), 0)->info.komi, 7.25);
  EXPECT_FALSE(read_game(parsed("(;KM[0.00000000000000001])"), 0)->info.komi.has_value());
  EXPECT_FALSE(read_game(parsed("(;KM[1000000.0000000000000001])"), 0)->info.komi.has_value());
  EXPECT_EQ(read_game(parsed("(;KM[-1000000.000])"), 0)->info.komi, -1e6);
  // One node setting a point up with two colours: the last is used, and said; one colour twice is no conflict.
  EXPECT_EQ(messages_of("(;SZ[5]AB[aa][bb]AW[bb])"),
            std::vector<std::string>{"AW[bb]: the node sets point bb up as black and as white: the last is used"});
  EXPECT_TRUE(messages_of("(;SZ[5]AB[aa][aa:bb])").empty());
  EXPECT_TRUE(messages_of("(;SZ[5]AB[aa];AW[aa])").empty());  // two nodes: a change of setup, no conflict
}

// The Fox server's komi (KaTrain and Sabaki read it so too): hundredths of a point, of a stone
// under Chinese rules (3.75 stones are 7.5 points), and 0 for the komi of an even game; each
// reading is said. Figures of Fox's records (docs/formats.md): KM[750] in 315 of 389 counted games
// gives the recorded result at 7.5, KM[0] of an even game in 475 of 577 at 6.5.
TEST(Sgf, KomiAsTheFoxServerWritesItIsReadAndSaid) {
  const auto read = komi_and_messages;
  for (const auto& [km, komi] : std::vector<std::pair<std::string, double>>{
           {"750", 7.5}, {"650", 6.5}, {"550", 5.5}, {"450", 4.5}, {"100", 1}, {"-750", -7.5}, {"375", 7.5}, {"325", 6.5}, {"125", 2.5}}) {
    const auto [read_komi, messages] = read(fmt::format("(;GM[1]SZ[19]KM[{}]RU[Japanese];B[pd])", km));
    EXPECT_EQ(read_komi, komi) << km;
    ASSERT_EQ(messages.size(), 1u) << km;
    const bool stones = km == "375" || km == "325" || km == "125";
    EXPECT_EQ(messages[0], fmt::format("KM[{}] is read as {}: a komi in hundredths{}, as the Fox server writes it", km, komi,
                                       stones ? " of a stone (two points)" : ""));
  }
  // Meant as written: under 100, not a multiple of 25, a board larger than 19 x 19, or more
  // hundredths than the board has points (a komi of a million is a komi of a million).
  for (const char* sgf : {"(;SZ[19]KM[99])", "(;SZ[19]KM[99.5])", "(;SZ[19]KM[110])", "(;SZ[19]KM[750.5])",
                          "(;SZ[20]KM[750])", "(;SZ[9]KM[10000])", "(;SZ[19]KM[-1000000])", "(;SZ[19]KM[0])", "(;SZ[19]KM[36200])"}) {
    const auto [komi, messages] = read(sgf);
    EXPECT_TRUE(messages.empty()) << sgf;
    EXPECT_TRUE(komi.has_value()) << sgf;
  }
  EXPECT_EQ(read("(;SZ[9]KM[750])").first, 7.5);
  // KM[0] of a game from Fox without handicap: 6.5, or 7.5 under Chinese rules.
  const auto [even, said] = read("(;GM[1]SZ[19]KM[0]HA[0]RU[Japanese]AP[GNU Go:3.8]AP[foxwq];B[pd])");
  EXPECT_EQ(even, 6.5);
  EXPECT_EQ(said, std::vector<std::string>{"KM[0] of an even game from the Fox server (AP[foxwq], HA[0]) is read as 6.5: Fox "
                                           "writes 0 for the komi of its even games"});
  EXPECT_EQ(read("(;KM[0]RU[Chinese]AP[foxwq];B[pd])").first, 7.5);
  EXPECT_EQ(read("(;KM[0]RU[cn]AP[foxwq:2.0];B[pd])").first, 7.5);
  EXPECT_EQ(read("(;KM[0]RU[Chinese rules]AP[foxwq];B[pd])").first, 7.5);
  EXPECT_EQ(read("(;KM[0]AP[foxwq2];B[pd])").first, 0.0);  // another program's name
  // The warning quotes the HA the file has.
  EXPECT_EQ(read("(;KM[0]HA[abc]AP[foxwq];B[pd])").second.front(),
            "KM[0] of an even game from the Fox server (AP[foxwq], HA[abc]) is read as 6.5: Fox writes 0 for the komi of "
            "its even games");
  // Hundredths that make more komi than the board has points stay as written; 3x3 has 9.
  EXPECT_EQ(read("(;SZ[3]KM[800])").first, 8.0);
  EXPECT_EQ(read("(;SZ[3]KM[1000])").first, 1000.0);
  // A handicap (HA, or handicap stones), another writer, or no KM: as written.
  EXPECT_EQ(read("(;KM[0]HA[2]AP[foxwq];B[pd])").first, 0.0);
  EXPECT_EQ(read("(;KM[0]AB[dd][pp]AP[foxwq];W[pd])").first, 0.0);
  EXPECT_EQ(read("(;KM[0]AP[CGoban:3];B[pd])").first, 0.0);
  EXPECT_EQ(read("(;KM[0.0]AP[Foxwq];B[pd])").first, 0.0);
  EXPECT_FALSE(read("(;AP[foxwq];B[pd])").first.has_value());
}

TEST(Sgf, VariationsAndSeveralGames) {
  const Collection c = parsed("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))(;SZ[5])");
  ASSERT_EQ(c.games.size(), 2u);
  ASSERT_EQ(c.children(c.nodes[c.games[0]].first_child).size(), 2u);
  const Result<GameRecord> r = read_game(c, 0);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->actions.size(), 3u);  // the main line: B aa, W bb, B cc
  EXPECT_EQ(r->actions[2].x, 2);
  EXPECT_EQ(read_game(c, 1)->info.width, 5);
}

TEST(Sgf, GameRecordsCompressedListsPassesSizesInfo) {
  const Collection c = parsed("(;SZ[7:5]KM[6.5]HA[2]PL[W]PB[Ann]AB[aa:cc]AW[ee]AE[bb];B[];W[tt];B[gd])");
  const Result<GameRecord> r = read_game(c, 0);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->info.width, 7);
  EXPECT_EQ(r->info.height, 5);
  EXPECT_EQ(*r->info.komi, 6.5);
  EXPECT_EQ(r->info.handicap, 2);
  EXPECT_EQ(*r->info.to_play, Color::White);
  EXPECT_EQ(r->info.black, "Ann");
  ASSERT_EQ(r->actions.size(), 9u + 1 + 1 + 3);
  EXPECT_EQ(r->actions[11].kind, Action::Kind::Pass);  // B[]
  EXPECT_EQ(r->actions[12].kind, Action::Kind::Pass);  // W[tt] on a board up to 19x19
  EXPECT_EQ(r->actions[13].x, 6);
  // On a board larger than 19x19, "tt" is a point.
  const Result<GameRecord> big = read_game(parsed("(;SZ[21];B[tt])"), 0);
  ASSERT_TRUE(big.ok());
  EXPECT_EQ(big->actions[0].kind, Action::Kind::Move);
  EXPECT_EQ(big->actions[0].x, 19);
  // Up to 52: 'A' to 'Z' name columns 26 to 51.
  const Result<GameRecord> max = read_game(parsed("(;SZ[52];B[ZZ])"), 0);
  ASSERT_TRUE(max.ok());
  EXPECT_EQ(max->actions[0].y, 51);
}

// FF[4] forbids setup and a move in one node; where a record mixes them, the setup comes first,
// whatever the order of the properties, so that the move's position is the node's.
TEST(Sgf, SetupComesBeforeTheMoveOfItsNode) {
  for (const char* text : {"(;SZ[5];B[aa];W[bb]AE[aa]AB[cc])", "(;SZ[5];B[aa];AE[aa]W[bb]AB[cc])"}) {
    const Result<GameRecord> r = read_game(parsed(text), 0);
    ASSERT_TRUE(r.ok()) << text;
    ASSERT_EQ(r->actions.size(), 4u) << text;
    EXPECT_EQ(r->actions[0].kind, Action::Kind::Move);
    EXPECT_EQ(r->actions[1].kind, Action::Kind::Setup);
    EXPECT_EQ(r->actions[1].color, Color::Empty);
    EXPECT_EQ(r->actions[2].kind, Action::Kind::Setup);
    EXPECT_EQ(r->actions[2].color, Color::Black);
    EXPECT_EQ(r->actions[3].kind, Action::Kind::Move);
    EXPECT_EQ(r->actions[3].color, Color::White);
  }
}

// Names, result, rules, date, event and game name are SimpleText: each line break and every other
// white space is one space.
TEST(Sgf, GameInformationIsSimpleText) {
  const Result<GameRecord> r = read_game(parsed("(;PB[Lee\nSedol]PW[a\r\nb\tc\n\rd]RE[B+\r1]EV[x\\\ny];B[aa])"), 0);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->info.black, "Lee Sedol");
  EXPECT_EQ(r->info.white, "a b c d");
  EXPECT_EQ(r->info.result, "B+ 1");
  EXPECT_EQ(r->info.event, "xy");  // a soft line break, escaped, is removed instead
}

// An error in the main line leaves, on request, what was read before it: the answers per move
// answer those moves first.
TEST(Sgf, WhatWasReadBeforeAnErrorIsKeptOnRequest) {
  const Collection c = parsed("(;SZ[9]PB[Ann]AB[ee];B[aa];W[bb];B[zz];W[cc])");
  GameRecord before;
  const Result<GameRecord> r = read_game(c, 0, &before);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().case_label, "move 3");
  EXPECT_EQ(before.info.black, "Ann");
  ASSERT_EQ(before.actions.size(), 3u);  // the setup stone and two moves
  EXPECT_EQ(before.actions[2].x, 1);
  // A node whose setup fails is not played at all, its move neither, whatever the order.
  for (const char* text : {"(;SZ[5];B[aa];W[bb];B[cc]AB[zz];W[dd])", "(;SZ[5];B[aa];W[bb];AB[zz]B[cc];W[dd])"}) {
    GameRecord cut;
    ASSERT_FALSE(read_game(parsed(text), 0, &cut).ok()) << text;
    EXPECT_EQ(cut.actions.size(), 2u) << text;
  }
  // A bad move comes after its node's setup and the moves read before it in the node: those are
  // played (here the setup point, then B[cc]), whatever the order of the setup.
  for (const char* text : {"(;SZ[5];B[aa];W[bb];B[cc]AB[ee]W[zz];B[dd])", "(;SZ[5];B[aa];W[bb];AB[ee]B[cc]W[zz];B[dd])"}) {
    GameRecord cut;
    const Result<GameRecord> bad = read_game(parsed(text), 0, &cut);
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_EQ(bad.error().case_label, "move 4") << text;
    ASSERT_EQ(cut.actions.size(), 4u) << text;
    EXPECT_EQ(cut.actions[2].kind, Action::Kind::Setup) << text;
    EXPECT_EQ(cut.actions[3].kind, Action::Kind::Move) << text;
    EXPECT_EQ(cut.actions[3].x, 2) << text;
    // The warning of the bad node's second move is kept with the record, for the answers to say.
    ASSERT_EQ(cut.warnings.size(), 1u) << text;
    EXPECT_EQ(cut.warnings[0].message, "W is a second move in one node: both are played") << text;
  }
  // A bad move before setup of its node (which would come first) leaves none of the node played
  // (an independent tester's: W[aa] would capture the AB[ba] written after B[zz]).
  for (const auto& [text, moves] : {std::pair<const char*, long>{"(;SZ[19]AW[ca][bb];W[aa]B[zz]AB[ba])", 0},
                                    std::pair<const char*, long>{"(;SZ[5];B[aa];W[bb];B[cc]W[zz]AE[aa];B[dd])", 2}}) {
    GameRecord cut;
    ASSERT_FALSE(read_game(parsed(text), 0, &cut).ok()) << text;
    EXPECT_EQ(std::count_if(cut.actions.begin(), cut.actions.end(), [](const Action& a) { return a.kind == Action::Kind::Move; }), moves)
        << text;
  }
  // A size that cannot be read leaves nothing to play.
  GameRecord none;
  EXPECT_FALSE(read_game(parsed("(;SZ[0];B[aa])"), 0, &none).ok());
  EXPECT_TRUE(none.actions.empty());
}

// A bad side of SZ[w:h] is named within the whole value.
TEST(Sgf, ABadSizeNamesItsPartOfSz) {
  const Result<GameRecord> h = read_game(parsed("(;SZ[19:];B[aa])"), 0);
  ASSERT_FALSE(h.ok());
  EXPECT_EQ(h.error().message, "board size '' of SZ[19:] is not a number from 1 to 52");
  const Result<GameRecord> w = read_game(parsed("(;SZ[0];B[aa])"), 0);
  ASSERT_FALSE(w.ok());
  EXPECT_EQ(w.error().message, "board size SZ[0] is not a number from 1 to 52");
}

TEST(Sgf, GameRecordErrorsNameTheProperty) {
  const Result<GameRecord> off = read_game(parsed("(;SZ[9]\n;B[jj])"), 0);
  ASSERT_FALSE(off.ok());
  EXPECT_EQ(off.error().message, "B[jj] is not a point of the 9x9 board");
  EXPECT_EQ(off.error().position.line, 2u);
  EXPECT_EQ(off.error().position.column, 2u);
  EXPECT_FALSE(read_game(parsed("(;SZ[53])"), 0).ok());
  EXPECT_FALSE(read_game(parsed("(;SZ[nine])"), 0).ok());
  EXPECT_FALSE(read_game(parsed("(;AB[a])"), 0).ok());
}

// parse_file: the trees and each game's record up to the first that cannot be read, as parse and
// read_game give them, then the error that stopped the trees; a file read again in its place
// leaves nothing of the one before.
TEST(Sgf, ParseFileReadsRecordsUpToTheFirstBadOne) {
  ParsedFile file;
  parse_file("(;SZ[9];B[aa];W[bb])(;SZ[9];B[zz])(;SZ[9];B[cc])", file);
  EXPECT_FALSE(file.error);
  EXPECT_EQ(file.collection.games.size(), 3u);
  ASSERT_EQ(file.records.size(), 2u);
  ASSERT_TRUE(file.records[0].ok());
  EXPECT_EQ(file.records[0]->actions.size(), 2u);
  EXPECT_EQ(file.records[0]->info.width, 9);
  ASSERT_FALSE(file.records[1].ok());
  EXPECT_EQ(file.records[1].error().message, read_game(file.collection, 1).error().message);
  EXPECT_GT(file.bytes_held(), 0u);

  parse_file("(;SZ[5];B[aa]", file);  // open at the end: a warning
  EXPECT_FALSE(file.error);
  EXPECT_EQ(file.collection.warnings.size(), 1u);
  ASSERT_EQ(file.records.size(), 1u);
  ASSERT_TRUE(file.records[0].ok());
  EXPECT_EQ(file.records[0]->info.width, 5);

  parse_file("(;B[a", file);
  ASSERT_TRUE(file.error);
  EXPECT_EQ(file.error->message, parse("(;B[a").error().message);
  EXPECT_TRUE(file.collection.games.empty());
  EXPECT_TRUE(file.records.empty());

  // A tree that cannot be read: the ones before it are kept, with their records.
  parse_file("(;SZ[9];B[aa])\n(;B[a", file);
  ASSERT_TRUE(file.error);
  EXPECT_EQ(file.error->message, parse("(;B[a").error().message);
  EXPECT_EQ(file.error->position.line, 2u);
  EXPECT_EQ(file.collection.games.size(), 1u);
  ASSERT_EQ(file.records.size(), 1u);
  EXPECT_TRUE(file.records[0].ok());
}

// parse_next: a file's trees a few at a time, records and all, then false.
TEST(Sgf, ParseNextReadsAFewTreesAtATime) {
  const std::string text = "(;SZ[9];B[aa])(;SZ[7];W[bb])(;SZ[5])(;SZ[3];B[zz])(;B[a";
  TreeReader reader(text);
  ParsedFile file;
  auto widths = [&] {
    std::vector<int> out;
    for (const Result<GameRecord>& r : file.records) out.push_back(r ? r->info.width : -1);
    return out;
  };
  ASSERT_TRUE(parse_next(reader, 2, file));
  EXPECT_EQ(file.collection.games.size(), 2u);
  EXPECT_EQ(widths(), (std::vector<int>{9, 7}));
  EXPECT_FALSE(file.error);
  ASSERT_TRUE(parse_next(reader, 2, file));
  EXPECT_EQ(file.collection.games.size(), 2u);
  EXPECT_EQ(widths(), (std::vector<int>{5, -1}));  // B[zz] is off the 3x3 board
  EXPECT_FALSE(file.error);
  ASSERT_TRUE(parse_next(reader, 2, file));
  EXPECT_TRUE(file.collection.games.empty());
  EXPECT_TRUE(file.records.empty());
  ASSERT_TRUE(file.error);
  EXPECT_EQ(file.error->message, "a value opened here is not closed");
  EXPECT_FALSE(parse_next(reader, 2, file));
}

// GameSource: the games of an input in order, a few trees at a time, labelled "game N" when there
// are several; the file's warnings with the first game after them; a bad record ends the games;
// an error in the trees comes after every game before it, named by its game.
TEST(Sgf, GameSourceGivesTheGamesInOrderThenTheError) {
  std::string text;
  for (std::size_t g = 1; g <= 2 * GameSource::kTreesAtATime + 5; ++g) text += "(;SZ[" + std::to_string(2 + g % 17) + "];B[aa])\n";
  const std::string endings[] = {"", "(;B[a", "(;SZ[3];B[zz])(;SZ[5])"};
  for (const std::string& ending : endings) {
    const std::string all = text + ending;
    TreeReader reader(all);
    ParsedFile trees;
    GameSource games(trees, &reader);
    EXPECT_TRUE(games.several());
    EXPECT_EQ(games.label(7), "game 7");
    InputGame g;
    std::size_t n = 0;
    Result<bool> more = false;
    while ((more = games.next(g)) && *more && g.record) {
      ++n;
      EXPECT_EQ(g.record->info.width, 2 + static_cast<int>(n) % 17) << "game " << n;
      EXPECT_TRUE(g.warnings.empty());
    }
    EXPECT_EQ(n, 2 * GameSource::kTreesAtATime + 5);
    EXPECT_EQ(games.given(), n + (more && *more ? 1 : 0));
    if (ending.empty()) {
      EXPECT_TRUE(more && !*more);
    } else if (ending[2] == 'B') {  // an unclosed value: the trees end with an error for game n + 1
      ASSERT_FALSE(more);
      EXPECT_EQ(more.error().case_label, "game " + std::to_string(n + 1));
      EXPECT_EQ(more.error().message, "a value opened here is not closed");
    } else {  // a record that cannot be read ends the games: nothing after it
      ASSERT_TRUE(more && *more);
      EXPECT_FALSE(g.record);
      EXPECT_TRUE(games.next(g) && !*games.next(g));
    }
  }
  // A file parsed whole, with its records or without them (GameSource reads them then): the same
  // games, up to the record that cannot be read, which ends them.
  const std::string file = "(;SZ[9];B[aa])(;SZ[7];W[bb])(;SZ[3];B[zz])(;SZ[5])";
  for (const bool records : {true, false}) {
    ParsedFile parsed;
    parse_file(file, parsed, records);
    EXPECT_EQ(parsed.records.size(), records ? 3u : 0u);
    GameSource games(parsed, nullptr);
    InputGame g;
    std::vector<int> widths;
    while (games.next(g) && g.record) widths.push_back(g.record->info.width);
    EXPECT_EQ(widths, (std::vector<int>{9, 7})) << records;
    EXPECT_FALSE(g.record) << records;
    EXPECT_EQ(games.given(), 3u);
    EXPECT_TRUE(games.next(g) && !*games.next(g));
  }
  // One game read already, with the file's warning: one game, no label, the warning with it.
  const std::string one = "(;SZ[9];B[aa]";
  ParsedFile parsed;
  parse_file(one, parsed);
  GameSource single(parsed, nullptr);
  EXPECT_FALSE(single.several());
  EXPECT_EQ(single.label(1), "");
  InputGame g;
  ASSERT_TRUE(single.next(g) && g.record);
  EXPECT_EQ(g.warnings.size(), 1u);
  EXPECT_EQ(g.record->info.width, 9);
  EXPECT_TRUE(single.next(g) && !*single.next(g));
}

}  // namespace
}  // namespace tengen::sgf
