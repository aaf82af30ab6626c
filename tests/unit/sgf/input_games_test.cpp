// sgf/input_games.hpp: an input's games read here (small and large: a large one's on a second
// thread) and parsed ahead in a ParsedInput, against a reference that parses each tree of the file
// alone (sgf::parse and read_game); running out of memory ahead; what a slot keeps.

#include <gtest/gtest.h>

#include <algorithm>
#include <new>
#include <random>
#include <string>
#include <vector>

#include "temp_dir.hpp"
#include "tengen/sgf/input_games.hpp"
#include "tengen/sgf/tree.hpp"
#include "tengen/threads.hpp"

namespace tengen::sgf {
namespace {

/// What a game comes to, as a line: its label, size, moves and warnings, or its error.
using Seen = std::string;

/// "" when the lists agree, else the first line where they differ.
std::string first_difference(const std::vector<Seen>& got, const std::vector<Seen>& want) {
  for (std::size_t k = 0; k < std::max(got.size(), want.size()); ++k) {
    const Seen g = k < got.size() ? got[k] : "(none)";
    const Seen w = k < want.size() ? want[k] : "(none)";
    if (g != w) return "line " + std::to_string(k + 1) + ": got " + g + ", want " + w;
  }
  return "";
}

std::string seen_record(const Result<GameRecord>& r) {
  if (!r) return "error " + r.error().message + " at col " + std::to_string(r.error().position.column);
  return std::to_string(r->info.width) + "x" + std::to_string(r->info.height) + " " + std::to_string(r->actions.size()) +
         " actions " + std::to_string(r->warnings.size()) + " warnings";
}

/// The reference: each tree (one a line) parsed alone; the games up to the first record that
/// cannot be read; a tree that cannot be parsed ends the input with its error on its line.
std::vector<Seen> reference(const std::vector<std::string>& trees) {
  std::vector<Seen> out;
  for (std::size_t k = 0; k < trees.size(); ++k) {
    const std::string label = trees.size() > 1 ? "game " + std::to_string(k + 1) : "";
    const Result<Collection> c = parse(trees[k]);
    if (!c) {
      out.push_back("end " + c.error().message + " line " + std::to_string(k + 1) + " col " +
                    std::to_string(c.error().position.column) + " " + label);
      return out;
    }
    const Result<GameRecord> r = read_game(*c, 0);
    out.push_back(label + ": " + seen_record(r));
    if (!r) return out;
  }
  return out;
}

std::vector<Seen> seen(InputGames& games) {
  std::vector<Seen> out;
  for (std::size_t k = 1;; ++k) {
    const Result<const InputGame*> g = games.next();
    if (!g) {
      out.push_back("end " + g.error().message + " line " + std::to_string(g.error().position.line) + " col " +
                    std::to_string(g.error().position.column) + " " + g.error().case_label);
      return out;
    }
    if (*g == nullptr) return out;
    out.push_back(games.label(k) + ": " + seen_record((*g)->record));
  }
}

const std::vector<std::string> kTrees{"(;SZ[9];B[aa];W[bb])", "(;SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[])",
                                      "(;SZ[13]KM[abc];B[aa])", "(;SZ[7]AB[aa:bb];W[cc])", "(;GM[1]SZ[5](;B[aa])(;B[bb]))"};
const std::string kBadRecord = "(;SZ[3];B[zz])";
const std::string kUnclosed = "(;B[a";

TEST(InputGames, ReadHereOrAheadTheGamesAreEachTreesAlone) {
  testing::TempDir dir;
  std::mt19937_64 rng(25);
  for (int round = 0; round < 60; ++round) {
    // Some files pass kReadAheadFrom, whose games are read on the other core.
    const std::size_t n = round % 6 == 0 ? 12'000 + rng() % 3'000 : 1 + rng() % 150;
    std::vector<std::string> trees;
    for (std::size_t k = 0; k < n; ++k) trees.push_back(kTrees[rng() % kTrees.size()]);
    // A record that cannot be read ends the games wherever it is; a value left open, the file.
    if (rng() % 3 == 0) trees.insert(trees.begin() + static_cast<long>(rng() % trees.size()), kBadRecord);
    if (rng() % 3 == 0) trees.push_back(kUnclosed);
    std::string text;
    for (const std::string& t : trees) text += t + "\n";
    if (round % 6 == 0) {
      ASSERT_GE(text.size(), InputGames::kReadAheadFrom);
    }
    const std::string path = dir.write("games.sgf", text);
    const std::vector<Seen> want = reference(trees);

    Result<text::Input> here = text::Input::open(path);
    ASSERT_TRUE(here.ok());
    InputGames read_here(*here, nullptr);
    EXPECT_EQ(first_difference(seen(read_here), want), "") << "round " << round << ", " << n << " trees, read here";

    Result<text::Input> ahead = text::Input::open(path);
    ASSERT_TRUE(ahead.ok());
    ParsedInput slot;
    EXPECT_GT(slot.read(*ahead, 3), 0u);
    EXPECT_EQ(slot.input, 3u);
    EXPECT_TRUE(slot.file.records.empty()) << "the records are read at the input's turn";
    InputGames parsed(*ahead, &slot);
    EXPECT_EQ(first_difference(seen(parsed), want), "") << "round " << round << ", " << n << " trees, parsed ahead";
  }
}

// A large input's clean games answered on its reading thread (here every one, whatever the lag):
// each with the answer written for its own record, the others at their turn; the same games. Once
// the answer declines a game (one that would fail at its turn), none after it is answered ahead.
TEST(InputGames, CleanGamesOfALargeInputAreAnsweredAheadWithTheirOwnAnswers) {
  testing::TempDir dir;
  std::mt19937_64 rng(26);
  std::vector<std::string> trees;
  std::string text;
  while (text.size() < InputGames::kReadAheadFrom + 1000) {
    // The game of two actions comes once, late: the answer declines it.
    trees.push_back(text.size() < InputGames::kReadAheadFrom / 2 ? kTrees[1 + rng() % (kTrees.size() - 1)] : kTrees[rng() % kTrees.size()]);
    text += trees.back() + "\n";
  }
  trees.push_back(kBadRecord);
  text += kBadRecord;
  const std::string path = dir.write("games.sgf", text);
  auto answer = [](const GameRecord& r) { return seen_record(r); };
  for (const std::uint64_t from : {std::uint64_t{0}, InputGames::kAnswerAheadFrom}) {
    Result<text::Input> in = text::Input::open(path);
    ASSERT_TRUE(in.ok());
    std::uint64_t calls = 0;  // on the reading thread; read here once the games end
    InputGames games(*in, nullptr, [&](const GameRecord& r, text::Output& out) {
      ++calls;
      out.write(answer(r));
      return r.actions.size() != 2;
    }, from);
    std::vector<Seen> got;
    std::uint64_t answered = 0;
    std::uint64_t clean_before = 0;  // clean games before the first one declined, and it
    bool declined = false;
    for (std::size_t k = 1;; ++k) {
      const Result<const InputGame*> g = games.next();
      ASSERT_TRUE(g.ok());
      if (*g == nullptr) break;
      const InputGame& game = **g;
      got.push_back(games.label(k) + ": " + seen_record(game.record));
      const bool clean = game.record && game.record->warnings.empty() && game.warnings.empty();
      if (clean && !declined) ++clean_before;
      if (clean && game.record->actions.size() == 2) declined = true;
      if (!game.answered) {
        EXPECT_EQ(game.answer, "");
        continue;
      }
      ++answered;
      EXPECT_TRUE(clean) << got.back();
      // (At 0 every clean game is offered, the declined one too; above, whether it was depends on
      // the lag when it was read.)
      if (from == 0) {
        EXPECT_FALSE(declined) << got.back() << ": answered ahead after a game declined";
      }
      EXPECT_EQ(game.answer, answer(*game.record)) << got.back();
    }
    EXPECT_EQ(first_difference(got, reference(trees)), "");
    ASSERT_TRUE(declined);
    if (from == 0 && second_core()) {
      // Every clean game up to the first declined was offered, and the rest never.
      EXPECT_EQ(calls, clean_before);
      EXPECT_EQ(answered, clean_before - 1);
    }
  }
}

TEST(InputGames, OneGameHasNoLabelAndAnUnreadableInputIsItsError) {
  testing::TempDir dir;
  Result<text::Input> one = text::Input::open(dir.write("one.sgf", "(;SZ[9];B[aa])"));
  ASSERT_TRUE(one.ok());
  InputGames games(*one, nullptr);
  const Result<const InputGame*> g = games.next();
  ASSERT_TRUE(g.ok() && *g != nullptr);
  EXPECT_EQ(games.label(1), "");
  const Result<const InputGame*> after = games.next();
  EXPECT_TRUE(after.ok() && *after == nullptr);

  // A slot whose file could not be read gives that error at the input's turn.
  ParsedInput slot;
  slot.input = 0;
  slot.file.error = Error{"cannot read it", {}, ""};
  InputGames failed(*one, &slot);
  const Result<const InputGame*> end = failed.next();
  ASSERT_FALSE(end.ok());
  EXPECT_EQ(end.error().message, "cannot read it");
}

TEST(InputGames, RunningOutOfMemoryAheadIsRunningOutHere) {
  testing::TempDir dir;
  Result<text::Input> in = text::Input::open(dir.write("a.sgf", "(;SZ[9])"));
  ASSERT_TRUE(in.ok());
  ParsedInput slot;
  slot.input = 0;
  slot.out_of_memory = true;
  EXPECT_THROW(InputGames(*in, &slot), std::bad_alloc);
}

TEST(InputGames, FitsInASmallStackFrame) {
  // What reads ahead is on the heap (it once took 345,648 bytes of the caller's stack, which
  // a memory limit turned into a crash).
  EXPECT_LT(sizeof(InputGames), std::size_t{4096});
}

TEST(InputGames, ASlotKeepsSmallTreesAndDropsLargeOnes) {
  testing::TempDir dir;
  std::string large;
  while (large.size() <= ParsedInput::kKeptBytes) large += "(;SZ[19];B[pd];W[dp];B[pp];W[dd];C[a comment to fill the file])\n";
  for (const bool big : {false, true}) {
    Result<text::Input> in = text::Input::open(dir.write("f.sgf", big ? large : "(;SZ[9];B[aa])"));
    ASSERT_TRUE(in.ok());
    ParsedInput slot;
    const std::uint64_t held = slot.read(*in, 0);
    EXPECT_EQ(held, slot.file.bytes_held());
    EXPECT_EQ(held > ParsedInput::kKeptBytes, big);
    slot.release();
    EXPECT_EQ(slot.file.collection.nodes.empty(), big) << big;
  }
}

}  // namespace
}  // namespace tengen::sgf
