// find_fives: each direction and its reported stone, exact versus freestyle, and a random
// differential test against a brute-force reference.

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "tengen/gomoku/five.hpp"

namespace tengen::gomoku {
namespace {

// The reference, from the definition and shaped unlike find_fives: every line of the board (each
// row, column and diagonal, listed from its leftmost end, topmost for columns) is cut into runs of
// one colour, and a run that wins under the rule (its length, its colour, and for caro the stones
// at its ends) is a five, reported by the first cell of its run.
std::set<std::tuple<int, int, int, int>> reference(const Grid& g, Rule rule) {
  std::set<std::tuple<int, int, int, int>> out;  // y, x, direction, length
  const int w = g.width();
  const int h = g.height();
  struct Line {
    int x, y, dx, dy, direction;
  };
  std::vector<Line> lines;
  for (int y = 0; y < h; ++y) lines.push_back({0, y, 1, 0, 0});
  for (int x = 0; x < w; ++x) lines.push_back({x, 0, 0, 1, 1});
  for (int y = h - 1; y >= 0; --y) lines.push_back({0, y, 1, 1, 2});  // down-right, from the left edge
  for (int x = 1; x < w; ++x) lines.push_back({x, 0, 1, 1, 2});       // ... and from the top edge
  for (int y = 0; y < h; ++y) lines.push_back({0, y, 1, -1, 3});      // up-right, from the left edge
  for (int x = 1; x < w; ++x) lines.push_back({x, h - 1, 1, -1, 3});  // ... and from the bottom edge
  for (const Line& l : lines) {
    std::vector<std::pair<int, int>> cells;
    for (int x = l.x, y = l.y; x >= 0 && y >= 0 && x < w && y < h; x += l.dx, y += l.dy) cells.emplace_back(x, y);
    for (std::size_t start = 0; start < cells.size();) {
      const std::uint8_t c = g.at(cells[start].first, cells[start].second);
      std::size_t end = start;
      while (end < cells.size() && g.at(cells[end].first, cells[end].second) == c) ++end;
      const auto length = static_cast<int>(end - start);
      // The rules as their definitions say, spelled out case by case.
      const std::uint8_t other = c == kBlack ? kWhite : kBlack;
      const bool before = start > 0 && g.at(cells[start - 1].first, cells[start - 1].second) == other;
      const bool after = end < cells.size() && g.at(cells[end].first, cells[end].second) == other;
      bool win = false;
      if (rule == Rule::Freestyle) win = length >= 5;
      if (rule == Rule::Standard) win = length == 5;
      if (rule == Rule::Renju) win = c == kBlack ? length == 5 : length >= 5;
      if (rule == Rule::Caro) win = length == 5 && !(before && after);
      if (c != kEmpty && win) out.emplace(cells[start].second, cells[start].first, l.direction, length);
      start = end;
    }
  }
  return out;
}

TEST(Five, RandomBoardsAgreeWithReference) {
  std::mt19937_64 rng(5);
  int found = 0;
  for (int round = 0; round < 3000; ++round) {
    Grid g;
    // Mostly up to 19 (the bitboard path), sometimes wider than 64 (the walk) or exactly 64.
    const int n = round % 10 == 0 ? 60 + static_cast<int>(rng() % 12) : 5 + static_cast<int>(rng() % 15);
    g.reset(n, round % 7 == 0 ? 5 + static_cast<int>(rng() % 3) : n);
    const unsigned fill = 3 + static_cast<unsigned>(rng() % 7);
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) g.at(x, y) = rng() % 10 < fill ? static_cast<std::uint8_t>(1 + rng() % 2) : kEmpty;
    }
    for (Rule rule : {Rule::Standard, Rule::Freestyle, Rule::Renju, Rule::Caro}) {
      std::set<std::tuple<int, int, int, int>> got;
      const auto fives = find_fives(g, rule);
      for (const Five& f : fives) {
        got.emplace(f.y, f.x, static_cast<int>(f.direction), f.length);
        EXPECT_EQ(f.color, g.color(f.x, f.y));
      }
      ASSERT_EQ(got, reference(g, rule));
      ASSERT_TRUE(std::is_sorted(fives.begin(), fives.end(), [](const Five& a, const Five& b) {
        return std::tie(a.y, a.x) < std::tie(b.y, b.x);
      }));
      found += !fives.empty();
    }
  }
  EXPECT_GT(found, 500);
}

TEST(Five, ReportedStoneOfEachDirection) {
  Grid g;
  g.reset(19, 19);
  for (int i = 0; i < 5; ++i) g.at(2 + i, 14 - i) = kWhite;  // up-right: lowest is (2, 14)
  const auto fives = find_fives(g, Rule::Standard);
  ASSERT_EQ(fives.size(), 1u);
  EXPECT_EQ(fives[0].x, 2);
  EXPECT_EQ(fives[0].y, 14);
  EXPECT_EQ(fives[0].direction, Direction::UpRight);
  EXPECT_EQ(direction_name(fives[0].direction), "up-right");
}

TEST(Five, RenjuAndCaro) {
  Grid g;
  g.reset(19, 19);
  for (int x = 0; x < 6; ++x) g.at(x, 0) = kBlack;  // Black's six: no win under renju
  for (int x = 0; x < 6; ++x) g.at(x, 2) = kWhite;  // White's six: a win under renju
  EXPECT_EQ(find_fives(g, Rule::Renju).size(), 1u);
  EXPECT_EQ(find_fives(g, Rule::Renju)[0].color, Color::White);
  // Caro: a five with White at both ends does not win; against the edge it does.
  Grid c;
  c.reset(19, 19);
  for (int x = 1; x <= 5; ++x) c.at(x, 4) = kBlack;
  c.at(0, 4) = kWhite;
  c.at(6, 4) = kWhite;
  EXPECT_TRUE(find_fives(c, Rule::Caro).empty());
  EXPECT_EQ(find_fives(c, Rule::Standard).size(), 1u);
  c.at(0, 4) = kEmpty;
  EXPECT_EQ(find_fives(c, Rule::Caro).size(), 1u);
  Grid edge;
  edge.reset(19, 19);
  for (int x = 0; x < 5; ++x) edge.at(x, 7) = kBlack;
  edge.at(5, 7) = kWhite;  // the edge and one white stone: not blocked at both ends
  EXPECT_EQ(find_fives(edge, Rule::Caro).size(), 1u);
}

TEST(Five, SixIsNoFiveUnlessFreestyle) {
  Grid g;
  g.reset(19, 19);
  for (int x = 0; x < 6; ++x) g.at(x, 0) = kBlack;
  EXPECT_TRUE(find_fives(g, Rule::Standard).empty());
  const auto free = find_fives(g, Rule::Freestyle);
  ASSERT_EQ(free.size(), 1u);
  EXPECT_EQ(free[0].length, 6);
}

}  // namespace
}  // namespace tengen::gomoku
