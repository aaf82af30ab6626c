// capturing_moves: hand-made positions, the snake board, and a random differential test against a
// reference that plays every empty point on the Go engine and counts what it removes.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <tuple>

#include "tengen/go/board.hpp"
#include "tengen/go/capture.hpp"
#include "tengen/classic/capture.hpp"

namespace tengen::go {
namespace {

// The reference: a go::Board set up from the grid; a move captures the opponent stones it removes
// that had a liberty before (groups already without one are taken by no move).
std::map<std::pair<int, int>, std::uint64_t> reference(const Grid& g, Color mover) {
  Board start(g.width(), g.height());
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (g.at(x, y) != kEmpty) start.set(start.point(x, y), static_cast<Color>(g.at(x, y)));
    }
  }
  std::map<std::pair<int, int>, std::uint64_t> out;
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (g.at(x, y) != kEmpty) continue;
      Board b = start;
      const MoveResult r = b.play(b.point(x, y), mover, Rules{});
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
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) g.at(x, y) = rng() % 10 < empty ? kEmpty : static_cast<std::uint8_t>(1 + rng() % 2);
  }
  return g;
}

TEST(Capture, RandomPositionsAgreeWithTheEngine) {
  std::mt19937_64 rng(11);
  int with_captures = 0;
  for (int round = 0; round < 1500; ++round) {
    Grid g = random_grid(rng, 1 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 12));
    const Grid before = g;
    for (const Color mover : {Color::Black, Color::White}) {
      std::map<std::pair<int, int>, std::uint64_t> got;
      for (const Capture& c : capturing_moves(g, mover)) got[{c.x, c.y}] = c.stones;
      ASSERT_EQ(g, before) << "round " << round;  // the marks are all gone
      const auto want = reference(g, mover);
      ASSERT_EQ(got, want) << "round " << round;
      const std::optional<Capture> best = best_capture(g, mover, go::classic_order);
      ASSERT_EQ(g, before);
      ASSERT_EQ(best.has_value(), !want.empty());
      if (best) {
        std::vector<Capture> all = capturing_moves(g, mover);
        std::sort(all.begin(), all.end(), go::classic_order);
        EXPECT_EQ(std::tie(best->stones, best->x, best->y), std::tie(all[0].stones, all[0].x, all[0].y));
      }
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

// Large gains: more than fit in a cell's spare bits (30), from big groups and from many groups
// sharing one liberty, on boards with few empty points, against the engine.
TEST(Capture, LargeGainsAgreeWithTheEngine) {
  std::mt19937_64 rng(12);
  int large = 0;
  for (int round = 0; round < 300; ++round) {
    const int w = 8 + static_cast<int>(rng() % 30);
    const int h = 8 + static_cast<int>(rng() % 30);
    Grid g;
    g.reset(w, h);
    // About 1% empty and 30% to 50% black: large white groups, most with one liberty or none.
    const unsigned black = 30 + static_cast<unsigned>(rng() % 21);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const unsigned r = static_cast<unsigned>(rng() % 1000);
        g.at(x, y) = r < 10 ? kEmpty : r < 10 + 10 * black ? kBlack : kWhite;
      }
    }
    const Grid before = g;
    std::map<std::pair<int, int>, std::uint64_t> got;
    for (const Capture& c : capturing_moves(g, Color::Black)) got[{c.x, c.y}] = c.stones;
    ASSERT_EQ(g, before);
    const auto want = reference(g, Color::Black);
    ASSERT_EQ(got, want) << "round " << round;
    for (const auto& [xy, stones] : want) large += stones > 30;
  }
  EXPECT_GT(large, 60) << large;
}

// Two threads split the board at its middle row and join the groups that cross it, with the
// liberties on that row: the same moves and gains as one thread (and the engine on small boards),
// on random boards of every density (some with a middle row all of one kind), and on snakes that
// cross the middle row again and again.
TEST(Capture, TwoThreadsFindWhatOneFinds) {
  std::mt19937_64 rng(13);
  for (int round = 0; round < 1500; ++round) {
    const bool small = round % 3 != 0;
    Grid g = random_grid(rng, 1 + static_cast<int>(rng() % (small ? 12 : 70)), 3 + static_cast<int>(rng() % (small ? 10 : 40)));
    if (round % 4 == 0) {
      const auto fill = static_cast<std::uint8_t>(rng() % 3);
      for (int x = 0; x < g.width(); ++x) g.at(x, g.height() / 2) = fill;
    }
    if (round % 5 == 0) {  // few empty points: large groups, most with one liberty or none
      for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) {
          if (g.at(x, y) == kEmpty && rng() % 8 != 0) g.at(x, y) = kWhite;
        }
      }
    }
    const Grid before = g;
    for (const Color mover : {Color::Black, Color::White}) {
      std::map<std::pair<int, int>, std::uint64_t> one;
      std::map<std::pair<int, int>, std::uint64_t> two;
      for (const Capture& c : capturing_moves(g, mover, 1)) one[{c.x, c.y}] = c.stones;
      for (const Capture& c : capturing_moves(g, mover, 2)) two[{c.x, c.y}] = c.stones;
      ASSERT_EQ(g, before) << "round " << round;
      ASSERT_EQ(two, one) << "round " << round;
      if (small) {
        ASSERT_EQ(two, reference(g, mover)) << "round " << round;
      }
      const std::optional<Capture> a = best_capture(g, mover, go::classic_order, 1);
      const std::optional<Capture> b = best_capture(g, mover, go::classic_order, 2);
      ASSERT_EQ(g, before);
      ASSERT_EQ(a.has_value(), b.has_value());
      if (a) {
        EXPECT_EQ(std::tie(a->stones, a->x, a->y), std::tie(b->stones, b->x, b->y));
      }
    }
  }
  // A vertical snake of white columns joined at alternating ends, black columns between; its one
  // liberty at the far end, or in the middle row, or none.
  for (const int n : {3, 4, 9, 50, 301}) {
    for (int liberty = 0; liberty < 3; ++liberty) {
      Grid g;
      g.reset(n, n);
      for (int x = 0; x < n; ++x) {
        for (int y = 0; y < n; ++y) g.at(x, y) = x % 2 == 0 ? kWhite : kBlack;
        if (x % 2 == 1) g.at(x, (x / 2) % 2 == 0 ? n - 1 : 0) = kWhite;
      }
      if (liberty == 0) g.at(n - 1, n - 1) = kEmpty;
      if (liberty == 1) g.at(0, n / 2) = kEmpty;
      const Grid before = g;
      const std::vector<Capture> one = capturing_moves(g, Color::Black, 1);
      const std::vector<Capture> two = capturing_moves(g, Color::Black, 2);
      ASSERT_EQ(g, before);
      ASSERT_EQ(one.size(), two.size()) << n;
      ASSERT_EQ(one.size(), liberty == 2 ? 0u : 1u) << n;
      for (std::size_t i = 0; i < one.size(); ++i) {
        EXPECT_EQ(std::tie(one[i].stones, one[i].x, one[i].y), std::tie(two[i].stones, two[i].x, two[i].y)) << n;
      }
      if (n <= 50) {
        EXPECT_EQ(reference(g, Color::Black).size(), one.size()) << n;
      }
    }
  }
}

TEST(Capture, ManyGroupsSharingOneLiberty) {
  // Two white groups of 35 stones, split by a black column, share their only liberty in it: 70
  // stones, more than a cell's own counter holds, added from two groups.
  Grid g;
  g.reset(11, 7);
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x < 11; ++x) g.at(x, y) = x < 5 ? kWhite : x == 5 ? kBlack : kWhite;
  }
  g.at(5, 3) = kEmpty;  // the one liberty of both groups: 35 stones to the left, 35 to the right
  const Grid before = g;
  const std::optional<Capture> best = best_capture(g, Color::Black, go::classic_order);
  ASSERT_TRUE(best.has_value());
  EXPECT_EQ(best->stones, 70u);
  EXPECT_EQ(best->x, 5);
  EXPECT_EQ(best->y, 3);
  EXPECT_EQ(g, before);
  EXPECT_EQ(captured_groups(g, Color::Black, 5, 3).size(), 2u);
}

TEST(Capture, BestIsMostStonesThenSmallestColumnThenLowestRow) {
  std::vector<Capture> moves{{2, 5, 5}, {3, 4, 1}, {3, 1, 0}, {3, 1, 7}, {1, 0, 0}};
  std::sort(moves.begin(), moves.end(), go::classic_order);
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
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) white += g.at(x, y) == kWhite;
  }
  const std::vector<Capture> moves = capturing_moves(g, Color::Black);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves[0].stones, white);
  EXPECT_EQ(moves[0].x, n - 1);
  EXPECT_EQ(moves[0].y, n - 1);
  const auto groups = captured_groups(g, Color::Black, n - 1, n - 1);
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].size(), white);
}

}  // namespace
}  // namespace tengen::go
