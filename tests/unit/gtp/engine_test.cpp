// The GTP engine: games of the engine against itself end, the commands GUIs query (is_legal,
// all_legal, countlib, findlib, move_history) held to a flood-fill reference board on random games,
// the count's statuses and territory lists held to their definitions, and a person ending a game
// by passing.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <filesystem>
#include <vector>

#include "reference_board.hpp"
#include "temp_dir.hpp"
#include "tengen/gtp/engine.hpp"
#include "tengen/text/file.hpp"

namespace tengen::gtp {
namespace {

using testing::ReferenceBoard;

/// The text of a successful reply ("= text\n\n" -> "text"); "?" and the message for a failure.
std::string value(Engine& e, const std::string& command) {
  const std::string reply = e.handle(command).text;
  if (reply.size() < 4) return "<no reply>";
  const bool failed = reply.starts_with("?");
  return (failed ? "?" : "") + reply.substr(failed ? 1 : 2, reply.size() - (failed ? 3 : 4));
}

std::set<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::set<std::string> out;
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

std::string vertex(int x, int y, int height) { return vertex_name(x, y, height); }

TEST(GtpCleanup, ThrowsInToTakeADeadGroupWhoseLibertiesAreInItsEye) {
  // An independent tester's position: Black's C5 C4 D4 E4 are dead, with D5 and E5 their only
  // liberties, each a point of their eye; a stone there is in atari at once. The cleanup passed
  // with them on the board (KGS would count them alive); it must throw in and take them.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Engine engine({go::kGtpRules, seed, false});
    for (const char* line : {"boardsize 5", "play b c5", "play w b5", "play b c4", "play w b4", "play b d4", "play w b3",
                             "play b e4", "play w c3", "play b pass", "play w d3", "play b pass", "play w e3"}) {
      ASSERT_FALSE(value(engine, line).starts_with("?")) << line;
    }
    ASSERT_EQ(value(engine, "final_status_list dead"), "C5 C4 D4 E4");
    int passes = 0;
    for (int k = 0; k < 100 && passes < 2; ++k) {
      const std::string move = value(engine, k % 2 == 0 ? "kgs-genmove_cleanup white" : "kgs-genmove_cleanup black");
      ASSERT_FALSE(move.starts_with("?")) << move;
      passes = move == "PASS" ? passes + 1 : 0;
    }
    EXPECT_EQ(passes, 2) << "seed " << seed;
    EXPECT_EQ(value(engine, "final_status_list dead"), "") << "seed " << seed;
    EXPECT_EQ(value(engine, "list_stones black"), "") << "seed " << seed;
  }
}

TEST(GtpCount, AGenmoveTakenBackLeavesTheCountAsItWas) {
  // An independent tester's records: final_score changed after genmove and undo (W+9.5, then
  // B+8.5), as the playouts followed the chains' inner order, which the genmove had changed.
  const std::filesystem::path corpus = TENGEN_CORPUS "/kgs-2017";
  if (!std::filesystem::exists(corpus)) GTEST_SKIP() << "no KGS games at " << corpus;
  for (const char* name : {"2017-04-11-47.sgf", "2017-05-04-34.sgf"}) {
    Engine engine({go::kGtpRules, 1, true});
    const std::string loaded = value(engine, "loadsgf " + (corpus / name).string());
    ASSERT_FALSE(loaded.starts_with("?")) << loaded;
    const std::string score = value(engine, "final_score");
    const std::string dead = value(engine, "final_status_list dead");
    const std::string mover = loaded;  // the colour to move, as loadsgf answers it
    for (int k = 0; k < 3; ++k) {
      ASSERT_FALSE(value(engine, "genmove " + mover).starts_with("?"));
      ASSERT_EQ(value(engine, "undo"), "");
      EXPECT_EQ(value(engine, "final_score"), score) << name << ", genmove " << k + 1;
      EXPECT_EQ(value(engine, "final_status_list dead"), dead) << name << ", genmove " << k + 1;
    }
  }
}

TEST(GtpSelfPlay, GamesEndWithTwoPassesAndNeverRepeatAPosition) {
  // Every size from 5x5 to 19x19 four times, under each ko rule with suicide forbidden and allowed.
  // (Each answer to a pass counts the position, a fraction of a second on a crowded 19x19 board.)
  int games = 0;
  for (int round = 0; round < 60; ++round) {
    const int size = 5 + round % 15;
    const go::Ko ko = static_cast<go::Ko>(round % 3);
    Engine engine({go::Rules{round % 2 == 0 ? go::Suicide::Forbid : go::Suicide::Allow, ko}, static_cast<std::uint64_t>(round) + 1, false});
    ASSERT_EQ(engine.handle("boardsize " + std::to_string(size)).text, "= \n\n");
    std::set<std::uint64_t> seen{engine.board().hash()};
    const int bound = 3 * size * size;
    int passes = 0;
    int moves = 0;
    for (; moves < bound && passes < 2; ++moves) {
      const std::string move = value(engine, moves % 2 == 0 ? "genmove b" : "genmove w");
      if (move == "PASS") {  // as GNU Go writes it, which GUIs compare with
        ++passes;
        continue;
      }
      ASSERT_NE(move, "pass");
      passes = 0;
      ASSERT_TRUE(seen.insert(engine.board().hash()).second)
          << "round " << round << ": move " << moves + 1 << " (" << move << ") repeats a position";
    }
    EXPECT_EQ(passes, 2) << "round " << round << ": " << size << "x" << size << " did not end within " << bound << " moves";
    ++games;
  }
  EXPECT_EQ(games, 60);
}

// is_legal, all_legal, countlib, findlib and move_history against the flood-fill reference, on
// random games of random rectangular boards (moves alternating, as the reference's ko assumes).
TEST(GtpQueries, AgreeWithTheReferenceBoardOnRandomGames) {
#ifdef NDEBUG
  constexpr int kRounds = 30;
#else
  constexpr int kRounds = 10;  // sanitizer builds: a third of the games (the reference is O(points^2) a move)
#endif
  std::mt19937_64 rng(23);
  int checked = 0;
  for (int round = 0; round < kRounds; ++round) {
    const int w = 2 + static_cast<int>(rng() % 12);
    const int h = 2 + static_cast<int>(rng() % 12);
    Engine engine({go::kGtpRules, 1, false});
    ASSERT_EQ(value(engine, "rectangular_boardsize " + std::to_string(w) + " " + std::to_string(h)), "");
    ASSERT_EQ(value(engine, "query_boardsize"), w == h ? std::to_string(w) : std::to_string(w) + " " + std::to_string(h));
    ReferenceBoard ref(w, h);
    std::vector<std::string> history;  // "colour VERTEX", the last one first
    int color = 1;
    for (int k = 0; k < 3 * w * h; ++k) {
      const std::string name = color == 1 ? "black" : "white";
      // Every point every third move (the queries are O(points) each, the reference's slower).
      const bool check_points = k % 3 == 0;
      // Every point: is_legal against the reference's verdict, and all_legal as their union.
      std::set<std::string> legal;
      if (!check_points) legal = words(value(engine, "all_legal " + name));  // the pick is checked below
      for (int y = 0; y < h && check_points; ++y) {
        for (int x = 0; x < w; ++x) {
          ReferenceBoard trial = ref;
          const bool ok = trial.play(x, y, color, go::kGtpRules).status == go::MoveStatus::Ok;
          if (ok) legal.insert(vertex(x, y, h));
          ASSERT_EQ(value(engine, "is_legal " + name + " " + vertex(x, y, h)), ok ? "1" : "0")
              << name << " " << vertex(x, y, h) << " on " << w << "x" << h << " at move " << k;
          if (ref.at(x, y) == 0) continue;
          std::set<std::string> liberties;
          for (const auto& [gx, gy] : ref.group(x, y)) {
            for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
              const int nx = gx + dx;
              const int ny = gy + dy;
              if (nx >= 0 && ny >= 0 && nx < w && ny < h && ref.at(nx, ny) == 0) liberties.insert(vertex(nx, ny, h));
            }
          }
          ASSERT_EQ(value(engine, "countlib " + vertex(x, y, h)), std::to_string(liberties.size()));
          ASSERT_EQ(words(value(engine, "findlib " + vertex(x, y, h))), liberties);
          ++checked;
        }
      }
      ASSERT_EQ(words(value(engine, "all_legal " + name)), legal);
      if (legal.empty()) break;
      auto pick = legal.begin();
      std::advance(pick, static_cast<long>(rng() % legal.size()));
      const std::string move = *pick;
      const std::optional<Vertex> v = parse_vertex(move, w, h);
      ASSERT_TRUE(v.has_value());
      ASSERT_EQ(ref.play(v->x, v->y, color, go::kGtpRules).status, go::MoveStatus::Ok);
      ASSERT_EQ(value(engine, "play " + name + " " + move), "");
      history.insert(history.begin(), name + " " + move);
      color = 3 - color;
    }
    std::string want;
    for (const std::string& line : history) want += (want.empty() ? "" : "\n") + line;
    EXPECT_EQ(value(engine, "move_history"), want);
  }
  EXPECT_GT(checked, 100 * kRounds);
}

// final_status of every point, final_status_list of every status and estimate_score hold to the
// definitions over one count: each point has exactly one status; a stone's is alive, dead or seki,
// an empty point's a territory (every neighbour of its region, dead stones taken off, of one
// colour) or dame; the score is area (stones and territory) with komi.
TEST(GtpCounting, StatusesAndScoreFollowTheirDefinitions) {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const int size = 5 + static_cast<int>(seed % 5);
    Engine engine({go::kGtpRules, seed, false});
    ASSERT_EQ(value(engine, "boardsize " + std::to_string(size)), "");
    ASSERT_EQ(value(engine, "komi 0.5"), "");
    // A finished game of the engine against itself.
    int passes = 0;
    for (int k = 0; passes < 2 && k < 3 * size * size; ++k) {
      passes = value(engine, k % 2 == 0 ? "genmove b" : "genmove w") == "PASS" ? passes + 1 : 0;
    }
    ASSERT_EQ(passes, 2);
    std::map<std::string, std::string> status;
    for (const char* s : {"alive", "dead", "seki", "black_territory", "white_territory", "dame"}) {
      for (const std::string& v : words(value(engine, std::string("final_status_list ") + s))) {
        ASSERT_TRUE(status.emplace(v, s).second) << v << " is both " << status[v] << " and " << s;
      }
    }
    const go::Board& b = engine.board();
    ASSERT_EQ(status.size(), static_cast<std::size_t>(size * size)) << "seed " << seed;
    std::map<std::string, Color> after;  // the position with the dead stones off
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        const std::string v = vertex(x, y, size);
        const Color c = b.at(b.point(x, y));
        EXPECT_EQ(value(engine, "final_status " + v), status[v]) << v;
        if (c == Color::Empty) {
          EXPECT_TRUE(status[v].ends_with("territory") || status[v] == "dame") << v << " " << status[v];
        } else {
          EXPECT_TRUE(status[v] == "alive" || status[v] == "dead" || status[v] == "seki") << v << " " << status[v];
        }
        after[v] = status[v] == "dead" ? Color::Empty : c;
      }
    }
    // Territory by flood fill of the position after: a region bordered by one colour only.
    double black = 0;
    double white = 0.5;
    std::set<std::string> seen;
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        const std::string v = vertex(x, y, size);
        if (after[v] == Color::Black) black += 1;
        if (after[v] == Color::White) white += 1;
        if (after[v] != Color::Empty || seen.count(v)) continue;
        std::vector<std::pair<int, int>> region{{x, y}};
        seen.insert(v);
        unsigned borders = 0;
        for (std::size_t i = 0; i < region.size(); ++i) {
          for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const int nx = region[i].first + dx;
            const int ny = region[i].second + dy;
            if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
            const std::string n = vertex(nx, ny, size);
            if (after[n] != Color::Empty) {
              borders |= cell_value(after[n]);
            } else if (seen.insert(n).second) {
              region.emplace_back(nx, ny);
            }
          }
        }
        const std::string want = borders == kBlack ? "black_territory" : borders == kWhite ? "white_territory" : "dame";
        for (const auto& [rx, ry] : region) {
          // Where dead stones stood, the point counts for the region; its status is the stones'.
          const std::string r = vertex(rx, ry, size);
          EXPECT_EQ(status[r], b.at(b.point(rx, ry)) == Color::Empty ? want : "dead") << r;
        }
        (borders == kBlack ? black : white) += borders == kBlack || borders == kWhite ? static_cast<double>(region.size()) : 0;
      }
    }
    const double lead = white - black;
    std::ostringstream want;
    want << (lead >= 0 ? "W+" : "B+") << std::abs(lead);
    const std::string estimate = value(engine, "estimate_score");
    EXPECT_TRUE(estimate.starts_with(want.str() + (std::abs(lead) == std::floor(std::abs(lead)) ? ".0" : "") + " (upper bound: "))
        << estimate << " against " << want.str();
  }
}

// printsgf writes what loadsgf needs to give the same game back: the handicap (it counts in the
// score, and says White moves first), the komi, the stones. loadsgf takes the record's komi, 0
// when it has none (what `tengen score` counts it with), not the engine's.
TEST(GtpRecords, PrintsgfThenLoadsgfGivesTheSameGameAndCount) {
  const testing::TempDir dir;
  Engine engine({go::kGtpRules, 1, true});
  for (const char* setup : {"boardsize 9", "komi 7.5", "fixed_handicap 2", "play w e5", "play b d4", "play w pass"}) {
    ASSERT_EQ(value(engine, setup).substr(0, 1) == "?", false) << setup;
  }
  const std::string score = value(engine, "final_score");
  const std::string written = dir.path("game.sgf");
  ASSERT_EQ(value(engine, "printsgf " + written), "");
  Engine again({go::kGtpRules, 1, true});
  ASSERT_EQ(value(again, "komi 0.5"), "");
  EXPECT_EQ(value(again, "loadsgf " + written), "black");
  EXPECT_EQ(value(again, "get_handicap"), "2");
  EXPECT_EQ(value(again, "get_komi"), "7.5");
  EXPECT_EQ(value(again, "final_score"), score);
  EXPECT_EQ(value(again, "printsgf"), value(engine, "printsgf"));
  // Handicap stones and no move yet: White is to play, as after fixed_handicap.
  Engine handicap({go::kGtpRules, 1, true});
  ASSERT_EQ(value(handicap, "fixed_handicap 2"), "Q16 D4");
  ASSERT_EQ(value(handicap, "printsgf " + written), "");
  EXPECT_EQ(value(again, "loadsgf " + written), "white");
  // No KM: komi 0, whatever the engine had.
  const std::string no_komi = dir.path("no_komi.sgf");
  ASSERT_TRUE(text::write_file(no_komi, "(;SZ[9];B[ee];W[dd])").ok());
  ASSERT_EQ(value(again, "komi 5.5"), "");
  EXPECT_EQ(value(again, "loadsgf " + no_komi), "black");
  EXPECT_EQ(value(again, "get_komi"), "0.0");
  // A record's PL before any move: the colour to play comes back (an independent tester's record:
  // printsgf dropped it, and the count after loadsgf changed with the colour to move).
  for (const char* record : {"(;SZ[9]PL[W]AB[cc])", "(;SZ[9]HA[2]AB[cc][gg]PL[B])", "(;SZ[9]AB[cc]PL[B])"}) {
    const std::string given = dir.path("pl.sgf");
    ASSERT_TRUE(text::write_file(given, record).ok());
    const std::string mover = value(again, "loadsgf " + given);
    ASSERT_FALSE(mover.starts_with("?")) << record;
    ASSERT_EQ(value(again, "printsgf " + written), "");
    Engine back({go::kGtpRules, 1, true});
    EXPECT_EQ(value(back, "loadsgf " + written), mover) << record;
    EXPECT_EQ(value(back, "printsgf"), value(again, "printsgf")) << record;
  }
}

// loadsgf of a record stopped before move N says the colour of move N; printsgf then writes the
// game so that loadsgf of it says the same, and so does undoing a whole load back to the start
// (an independent tester's records: a PL that the first move contradicts was written back as it
// stood, and a first move by White left no PL at all).
TEST(GtpRecords, TheColourLoadsgfSaysComesBackThroughPrintsgf) {
  const testing::TempDir dir;
  const std::string written = dir.path("written.sgf");
  for (const char* record : {"(;GM[1]SZ[9]PL[W];B[dd];W[ee])", "(;GM[1]SZ[9];W[dd];B[ee])", "(;GM[1]SZ[9]PL[B];W[dd];B[ee])",
                             "(;GM[1]SZ[9]HA[2]AB[cc][gg];B[dd];W[ee])", "(;GM[1]SZ[9]AB[cc];W[dd];B[ee];W[ff])"}) {
    const std::string given = dir.path("given.sgf");
    ASSERT_TRUE(text::write_file(given, record).ok());
    // The colour of the first move, as GNU Go answers loadsgf FILE 1.
    const std::string first = std::string(record).find(";B[") < std::string(record).find(";W[") ? "black" : "white";
    Engine engine({go::kGtpRules, 1, true});
    EXPECT_EQ(value(engine, "loadsgf " + given + " 1"), first) << record;
    ASSERT_EQ(value(engine, "printsgf " + written), "");
    Engine back({go::kGtpRules, 1, true});
    EXPECT_EQ(value(back, "loadsgf " + written), first) << record << " at move 1, written:\n" << value(engine, "printsgf");
    // The whole record, every move taken back: the start again.
    const std::string whole = value(engine, "loadsgf " + given);
    ASSERT_FALSE(whole.starts_with("?")) << record;
    while (!value(engine, "undo").starts_with("?")) {
    }
    ASSERT_EQ(value(engine, "printsgf " + written), "");
    EXPECT_EQ(value(back, "loadsgf " + written), first) << record << " undone, written:\n" << value(engine, "printsgf");
  }
}

// A zero is written "0.0", never "-0.0" (White's lead is the margin negated).
TEST(GtpCounting, AZeroScoreHasNoSign) {
  Engine engine({go::kGtpRules, 1, false});
  ASSERT_EQ(value(engine, "komi 0"), "");
  EXPECT_EQ(value(engine, "estimate_score"), "W+0.0 (upper bound: 0.0, lower: 0.0)");
  ASSERT_EQ(value(engine, "komi -0"), "");
  EXPECT_EQ(value(engine, "get_komi"), "0.0");
}

// A person ends a game by passing: the engine answers a pass with a pass once the count finds the
// board settled, and plays on an empty or open board.
TEST(GtpPassing, APassIsAnsweredWithAPassOnlyOnASettledBoard) {
  Engine engine({go::kGtpRules, 1, false});
  ASSERT_EQ(value(engine, "boardsize 7"), "");
  ASSERT_EQ(value(engine, "play b pass"), "");
  EXPECT_NE(value(engine, "genmove w"), "PASS") << "an empty board is not settled";
  ASSERT_EQ(value(engine, "clear_board"), "");
  // A wall down column D: Black owns the left, White the right, no dame left.
  for (int row = 1; row <= 7; ++row) {
    ASSERT_EQ(value(engine, "play b C" + std::to_string(row)), "");
    ASSERT_EQ(value(engine, "play w D" + std::to_string(row)), "");
  }
  ASSERT_EQ(value(engine, "play b pass"), "");
  EXPECT_EQ(value(engine, "genmove w"), "PASS");
  EXPECT_EQ(value(engine, "final_score"), "W+7");
  // Without the pass the engine plays on: only an answer to a pass ends the game.
  ASSERT_EQ(value(engine, "undo"), "");
  ASSERT_EQ(value(engine, "undo"), "");
  ASSERT_EQ(value(engine, "undo"), "");
  ASSERT_EQ(value(engine, "play w D7"), "");
  EXPECT_NE(value(engine, "genmove b"), "PASS");
  // An open board (a wall with a gap and empty space on both sides) is played on after a pass.
  ASSERT_EQ(value(engine, "clear_board"), "");
  for (const char* move : {"play b C3", "play w E5", "play b pass"}) ASSERT_EQ(value(engine, move), "");
  EXPECT_NE(value(engine, "genmove w"), "PASS");
}

TEST(GtpPassing, ALoneStoneIsNoFinishedGame) {
  // An independent tester's games: Black passes at once, and the count calls White's lone corner
  // stone dead, so the whole board looked like Black's territory and a pass back gave it away
  // (B+74; on 19x19, with no white stone at all, B+354.5). Points 8 steps from every live stone are
  // open board, which no finished game has.
  for (int seed = 1; seed <= 8; ++seed) {
    Engine engine({go::kGtpRules, static_cast<std::uint64_t>(seed), false});
    for (const char* command : {"boardsize 9", "komi 7", "play b E5", "play w J9", "play b pass"}) {
      ASSERT_EQ(value(engine, command), "") << command;
    }
    EXPECT_NE(value(engine, "genmove w"), "PASS") << "seed " << seed;
  }
  Engine engine({go::kGtpRules, 1, false});
  for (const char* command : {"boardsize 19", "komi 6.5", "play b K10", "play b pass"}) ASSERT_EQ(value(engine, command), "");
  EXPECT_NE(value(engine, "genmove w"), "PASS");
}

// place_free_handicap (the protocol's tournament set, which gogui-twogtp -free asks of Black): the
// engine chooses and names its stones, fewer than asked where its placement ends.
TEST(GtpHandicap, PlaceFreeHandicapChoosesAndNamesTheStones) {
  Engine engine({go::kGtpRules, 1, false});
  EXPECT_EQ(value(engine, "known_command place_free_handicap"), "true");
  ASSERT_EQ(value(engine, "boardsize 9"), "");
  EXPECT_EQ(value(engine, "place_free_handicap 3"), "C7 G7 C3");  // fixed_handicap 3's points, as GNU Go lists them
  EXPECT_EQ(value(engine, "get_handicap"), "3");
  EXPECT_EQ(value(engine, "list_stones black"), "C7 G7 C3");  // in reading order
  EXPECT_EQ(engine.handle("place_free_handicap 2").text, "? board not empty\n\n");
  ASSERT_EQ(value(engine, "boardsize 19"), "");
  EXPECT_EQ(value(engine, "place_free_handicap 12"), "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4");  // nine: fewer
  ASSERT_EQ(value(engine, "clear_board"), "");
  EXPECT_EQ(engine.handle("place_free_handicap 1").text, "? invalid number of stones\n\n");
  EXPECT_EQ(engine.handle("place_free_handicap two").text, "? syntax error\n\n");
  // A board with no fixed placement: the lines crossed.
  ASSERT_EQ(value(engine, "rectangular_boardsize 13 7"), "");
  EXPECT_EQ(value(engine, "place_free_handicap 4"), "D5 G5 K5 D4");
  ASSERT_EQ(value(engine, "boardsize 2"), "");
  EXPECT_EQ(value(engine, "place_free_handicap 3"), "A2 B2 A1");
  ASSERT_EQ(value(engine, "boardsize 2"), "");
  EXPECT_EQ(value(engine, "place_free_handicap 4"), "? invalid number of stones");  // every point
}

TEST(GtpCleanup, DeadStonesAreCapturedBeforePassing) {
  // White's stone at B2 inside Black's area is dead; kgs-genmove_cleanup takes it off first.
  Engine engine({go::kGtpRules, 1, false});
  ASSERT_EQ(value(engine, "boardsize 7"), "");
  for (int row = 1; row <= 7; ++row) {
    ASSERT_EQ(value(engine, "play b D" + std::to_string(row)), "");
    ASSERT_EQ(value(engine, "play w E" + std::to_string(row)), "");
  }
  ASSERT_EQ(value(engine, "play w B2"), "");
  ASSERT_EQ(value(engine, "final_status_list dead"), "B2");
  ASSERT_EQ(value(engine, "play w pass"), "");
  EXPECT_EQ(value(engine, "genmove b"), "PASS") << "genmove passes: the count already takes B2 off";
  ASSERT_EQ(value(engine, "undo"), "");
  int moves = 0;
  std::string move;
  while ((move = value(engine, "kgs-genmove_cleanup b")) != "PASS" && moves < 10) {
    ++moves;
    ASSERT_EQ(value(engine, "play w pass"), "");
  }
  EXPECT_EQ(move, "PASS");
  EXPECT_EQ(value(engine, "list_stones white"), "E7 E6 E5 E4 E3 E2 E1");
  EXPECT_EQ(value(engine, "captures black"), "1");
  EXPECT_LE(moves, 4);
}

TEST(GtpProtocol, ALineTooLongIsAnsweredOnlyWhenItHoldsACommand) {
  const Engine engine;
  EXPECT_EQ(engine.handle_too_long("   # a comment", 'x').text, "");
  EXPECT_EQ(engine.handle_too_long("      ", 0).text, "");
  EXPECT_EQ(engine.handle_too_long("      ", 'n').text, "? command too long\n\n") << "a command follows the blanks";
  // Blanks, then a comment past the head (an independent tester's line): no command, no reply.
  EXPECT_EQ(engine.handle_too_long("      ", '#').text, "");
  EXPECT_EQ(engine.handle_too_long("12 set_free_handicap A1 B2", 'C').text, "?12 command too long\n\n");
  EXPECT_EQ(engine.handle_too_long("name", 0).text, "? command too long\n\n");
}

}  // namespace
}  // namespace tengen::gtp
