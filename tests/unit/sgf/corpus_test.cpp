// Extended tests on the real SGF corpus beside the project (../shared/corpus/sgf): every file that
// reads is written out and read back as the same tree (the same nodes, links, property identifiers
// and values, the same charset), and every game replays or fails with a clean error. Skipped when the
// corpus is absent.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "tengen/go/record.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf {
namespace {

/// "" when a and b are the same tree (positions aside), else where they first differ.
std::string difference(const Collection& a, const Collection& b) {
  if (a.charset != b.charset) return "charset " + a.charset + " vs " + b.charset;
  if (a.games != b.games) return "game roots";
  if (a.nodes.size() != b.nodes.size()) return "node count";
  for (std::size_t n = 0; n < a.nodes.size(); ++n) {
    const Node& x = a.nodes[n];
    const Node& y = b.nodes[n];
    if (x.parent != y.parent || x.first_child != y.first_child || x.last_child != y.last_child ||
        x.next_sibling != y.next_sibling) {
      return "links of node " + std::to_string(n);
    }
    const auto px = a.properties(static_cast<std::uint32_t>(n));
    const auto py = b.properties(static_cast<std::uint32_t>(n));
    if (px.size() != py.size()) return "property count of node " + std::to_string(n);
    for (std::size_t i = 0; i < px.size(); ++i) {
      if (a.id(px[i]) != b.id(py[i]) || !std::equal(a.values(px[i]).begin(), a.values(px[i]).end(), b.values(py[i]).begin(), b.values(py[i]).end())) {
        return "property " + std::string(a.id(px[i])) + " of node " + std::to_string(n);
      }
    }
  }
  return {};
}

TEST(SgfCorpus, EveryFileReadsRoundTripsAndReplaysOrFailsCleanly) {
  const std::filesystem::path corpus = TENGEN_CORPUS;
  if (!std::filesystem::exists(corpus)) GTEST_SKIP() << "no SGF corpus at " << corpus;
  int files = 0;
  int games = 0;
  int failed = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus)) {
    if (e.path().extension() != ".sgf") continue;
    ++files;
    std::ifstream in(e.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const Result<Collection> c = parse(bytes);
    if (!c) {
      EXPECT_FALSE(c.error().message.empty()) << e.path();
      ++failed;
      continue;
    }
    const Result<Collection> again = parse(write(*c));
    ASSERT_TRUE(again.ok()) << e.path();
    EXPECT_EQ(difference(*c, *again), "") << e.path();
    for (std::size_t g = 0; g < c->games.size(); ++g) {
      const Result<GameRecord> r = read_game(*c, g);
      if (!r) {
        EXPECT_FALSE(r.error().message.empty()) << e.path();
        ++failed;
        continue;
      }
      go::Game game(r->info.width, r->info.height, go::Rules{}, go::UndoHistory::Discard);
      const Result<Ok> played = play_record(*r, game, nullptr);
      if (!played) {
        EXPECT_FALSE(played.error().message.empty()) << e.path();
        ++failed;
      }
      EXPECT_EQ(game.board().check_consistency(), "") << e.path();
      ++games;
    }
  }
  EXPECT_GT(files, 1600);
  EXPECT_GT(games, 1600);
  EXPECT_LT(failed, 10);
}

}  // namespace
}  // namespace tengen::sgf
