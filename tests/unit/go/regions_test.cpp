// go/regions.hpp: label_regions against a plain flood fill on (x, y) coordinates, on random boards
// of every shape (long snakes included), for empty points and for the stones of a colour.

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "tengen/go/board.hpp"
#include "tengen/go/regions.hpp"
#include "tengen/grid.hpp"

namespace tengen::go {
namespace {

/// The components of the points where `in[y][x]` is set, by a breadth-first flood over (x, y):
/// a component number per point, -1 outside.
std::vector<std::vector<int>> flood_components(const std::vector<std::vector<char>>& in, int& count) {
  const int h = static_cast<int>(in.size());
  const int w = static_cast<int>(in[0].size());
  std::vector<std::vector<int>> comp(static_cast<std::size_t>(h), std::vector<int>(static_cast<std::size_t>(w), -1));
  count = 0;
  for (int y0 = 0; y0 < h; ++y0) {
    for (int x0 = 0; x0 < w; ++x0) {
      if (!in[y0][x0] || comp[y0][x0] >= 0) continue;
      std::vector<std::pair<int, int>> queue{{x0, y0}};
      comp[y0][x0] = count;
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const auto [x, y] = queue[head];
        const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (const auto& [nx, ny] : next) {
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || !in[ny][nx] || comp[ny][nx] >= 0) continue;
          comp[ny][nx] = count;
          queue.emplace_back(nx, ny);
        }
      }
      ++count;
    }
  }
  return comp;
}

/// label_regions' labels are the flood's components under another numbering: the same points
/// outside, one label per component and one component per label, labels 0 to count - 1.
void expect_same_partition(const Grid& g, const std::vector<std::int32_t>& labels, std::int32_t count,
                           const std::vector<std::vector<int>>& comp, int comp_count, const std::string& context) {
  ASSERT_EQ(labels.size(), g.cell_count()) << context;
  ASSERT_EQ(count, comp_count) << context;
  std::map<int, std::int32_t> to_label;
  std::map<std::int32_t, int> to_comp;
  std::vector<char> is_point(g.cell_count(), 0);
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      const std::size_t i = g.index(x, y);
      is_point[i] = 1;
      const int c = comp[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      const std::int32_t l = labels[i];
      if (c < 0) {
        ASSERT_EQ(l, -1) << context << " at " << x << "," << y;
        continue;
      }
      ASSERT_GE(l, 0) << context;
      ASSERT_LT(l, count) << context;
      const auto [a, fresh_a] = to_label.emplace(c, l);
      const auto [b, fresh_b] = to_comp.emplace(l, c);
      ASSERT_EQ(a->second, l) << context << ": one component, two labels, at " << x << "," << y;
      ASSERT_EQ(b->second, c) << context << ": one label, two components, at " << x << "," << y;
    }
  }
  EXPECT_EQ(static_cast<std::int32_t>(to_comp.size()), count) << context;  // every label used
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (!is_point[i]) {
      ASSERT_EQ(labels[i], -1) << context << ": a wall cell labelled";
    }
  }
}

TEST(Regions, LabelsAreTheFloodFillsComponents) {
  std::mt19937_64 rng(73);
  for (int round = 0; round < 400; ++round) {
    const int w = 1 + static_cast<int>(rng() % (round % 10 == 0 ? 120 : 15));
    const int h = 1 + static_cast<int>(rng() % (round % 10 == 0 ? 120 : 15));
    const double density = static_cast<double>(rng() % 100) / 100.0;
    Grid g;
    g.reset(w, h);
    std::vector<std::vector<char>> empty(static_cast<std::size_t>(h), std::vector<char>(static_cast<std::size_t>(w)));
    std::vector<std::vector<char>> black = empty;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const double r = static_cast<double>(rng() % 1000) / 1000.0;
        std::uint8_t v = r < density ? (rng() % 2 ? kBlack : kWhite) : kEmpty;
        if (round % 7 == 0) v = (y % 4 == 1 && x != (y % 8 == 1 ? w - 1 : 0)) ? kBlack : kEmpty;  // a snake
        g.at(x, y) = v;
        empty[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = v == kEmpty;
        black[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = v == kBlack;
      }
    }
    const auto stride = static_cast<Point>(g.stride());
    const std::string context = "round " + std::to_string(round) + " " + std::to_string(w) + "x" + std::to_string(h);
    int want_count = 0;
    std::int32_t count = -5;
    const auto empty_labels = label_regions(g.cell_count(), stride, [&](Point p) { return g[p] == kEmpty; }, count);
    const auto empty_comp = flood_components(empty, want_count);
    expect_same_partition(g, empty_labels, count, empty_comp, want_count, context + " empty");
    const auto black_labels = label_regions(g.cell_count(), stride, [&](Point p) { return g[p] == kBlack; }, count);
    const auto black_comp = flood_components(black, want_count);
    expect_same_partition(g, black_labels, count, black_comp, want_count, context + " black");
  }
}

TEST(Regions, NothingInsideGivesNoRegion) {
  Grid g;
  g.reset(5, 3);
  std::int32_t count = 7;
  const auto labels = label_regions(g.cell_count(), static_cast<Point>(g.stride()), [](Point) { return false; }, count);
  EXPECT_EQ(count, 0);
  for (const std::int32_t l : labels) EXPECT_EQ(l, -1);
}

TEST(Regions, ABoardsChainsAreItsStoneRegionsOfOneColour) {
  std::mt19937_64 rng(79);
  for (int round = 0; round < 50; ++round) {
    Board b(9, 7);
    for (int k = 0; k < 40; ++k) {
      const Point p = b.point(static_cast<int>(rng() % 9), static_cast<int>(rng() % 7));
      if (b.at(p) == Color::Empty) b.set(p, rng() % 2 ? Color::Black : Color::White);
    }
    for (const Color c : {Color::Black, Color::White}) {
      std::int32_t count = 0;
      const auto labels = label_regions(b.cell_count(), static_cast<Point>(b.stride()), [&](Point p) { return b.at(p) == c; }, count);
      for (Point p = 0; p < b.cell_count(); ++p) {
        for (Point q = 0; q < b.cell_count(); ++q) {
          if (b.at(p) != c || b.at(q) != c) continue;
          ASSERT_EQ(labels[p] == labels[q], b.chain_head(p) == b.chain_head(q)) << "round " << round;
        }
      }
    }
  }
}

}  // namespace
}  // namespace tengen::go
