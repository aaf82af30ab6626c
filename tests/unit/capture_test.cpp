// capturing_moves: hand-made positions, the snake board, and a random differential test against a
// reference that plays every empty point on the Go engine and counts what it removes.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "tengen/go/board.hpp"
#include "tengen/go/capture.hpp"

namespace tengen::go {
namespace {

// The reference: a go::Board set up from the grid; a move captures the opponent stones it removes
// that had a liberty before (groups already without one are taken by no move).
std::map<std::pair<int, int>, std::uint64_t> reference(const Grid& g, std::uint8_t mover) {
  Board start(g.width, g.height);
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      if (g.at(x, y) != kEmpty) start.set(start.point(x, y), static_cast<Color>(g.at(x, y)));
    }
  }
  std::map<std::pair<int, int>, std::uint64_t> out;
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      if (g.at(x, y) != kEmpty) continue;
      Board b = start;
      const MoveResult r = b.play(b.point(x, y), static_cast<Color>(mover), Rules{});
      std::uint64_t taken = 0;
      for (std::uint32_t i = 0; i < r.captured; ++i) taken += start.liberties(r.removed[i]) > 0;
      if (taken > 0) out[{x, y}] = taken;
    }
  }
  return out;
}

Grid random_grid(std::mt19937_64& rng, int w, int h) {
  Grid g;
  g.reset(w, h);
  const unsigned empty = 1 + static_cast<unsigned>(rng() % 6);
  for (auto& c : g.cells) c = rng() % 10 < empty ? kEmpty : static_cast<std::uint8_t>(1 + rng() % 2);
  return g;
}

TEST(Capture, RandomPositionsAgreeWithTheEngine) {
  std::mt19937_64 rng(11);
  int with_captures = 0;
  for (int round = 0; round < 1500; ++round) {
    const Grid g = random_grid(rng, 1 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 12));
    for (std::uint8_t mover : {kBlack, kWhite}) {
      std::map<std::pair<int, int>, std::uint64_t> got;
      for (const Capture& c : capturing_moves(g, mover)) got[{c.x, c.y}] = c.stones;
      const auto want = reference(g, mover);
      ASSERT_EQ(got, want) << "round " << round;
      with_captures += !want.empty();
      for (const auto& [xy, stones] : want) {
        std::uint64_t listed = 0;
        for (const auto& group : captured_groups(g, mover, xy.first, xy.second)) listed += group.size();
        ASSERT_EQ(listed, stones);
      }
    }
  }
  EXPECT_GT(with_captures, 1000);
}

TEST(Capture, BestIsMostStonesThenSmallestColumnThenLowestRow) {
  std::vector<Capture> moves{{2, 5, 5}, {3, 4, 1}, {3, 1, 0}, {3, 1, 7}, {1, 0, 0}};
  std::sort(moves.begin(), moves.end(), better_capture);
  EXPECT_EQ(moves.front().x, 1);
  EXPECT_EQ(moves.front().y, 7);  // lowest row: the largest index from the top
  EXPECT_EQ(moves[1].y, 0);
  EXPECT_EQ(moves[2].x, 4);
}

TEST(Capture, SnakeGroupCoveringA3000Board) {
  // White rows joined at alternating ends by single white stones in black rows: one serpentine
  // group of about 4.5 million stones whose only liberty is the last point.
  const int n = 3000;
  Grid g;
  g.reset(n, n);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) g.at(x, y) = y % 2 == 0 ? kWhite : kBlack;
    if (y % 2 == 1) g.at((y / 2) % 2 == 0 ? n - 1 : 0, y) = kWhite;
  }
  g.at(n - 1, n - 1) = kEmpty;
  std::uint64_t white = 0;
  for (auto c : g.cells) white += c == kWhite;
  const std::vector<Capture> moves = capturing_moves(g, kBlack);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves[0].stones, white);
  EXPECT_EQ(moves[0].x, n - 1);
  EXPECT_EQ(moves[0].y, n - 1);
  const auto groups = captured_groups(g, kBlack, n - 1, n - 1);
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].size(), white);
}

}  // namespace
}  // namespace tengen::go
