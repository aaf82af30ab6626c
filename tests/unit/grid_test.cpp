// grid.hpp: the padded layout (stride, cells, index, fits against a 128-bit reference), and Grid's
// ways of being made (reset, reset_unsealed + seal, reset_growing + ensure + seal,
// reset_for_overwrite) all giving the same grid, walls exactly around and between the rows; copies
// and equality.

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "tengen/grid.hpp"

namespace tengen {
namespace {

/// The definition of padded::fits in checked arithmetic: both sides at least 1, and the cells with a
/// spare one at most kMaxCells.
bool fits_reference(std::int64_t w, std::int64_t h) {
  if (w < 1 || h < 1) return false;
  std::uint64_t cells = 0;
  if (__builtin_mul_overflow(static_cast<std::uint64_t>(h) + 2, static_cast<std::uint64_t>(w) + 1, &cells)) return false;
  return cells < padded::kMaxCells;
}

TEST(Padded, LayoutArithmetic) {
  EXPECT_EQ(padded::stride(19), 20u);
  EXPECT_EQ(padded::cells(19, 19), 21u * 20u);
  EXPECT_EQ(padded::cells(3, 2), 4u * 4u);
  // Point (0, 0) follows the wall row and the row's wall cell; rows are a stride apart.
  EXPECT_EQ(padded::index(0, 0, 20), 21u);
  EXPECT_EQ(padded::index(18, 18, 20), 19u * 20u + 19u);
  EXPECT_EQ(padded::index(2, 1, 4), 2u * 4u + 3u);
}

TEST(Padded, FitsAgreesWithTheDefinition) {
  std::mt19937_64 rng(2024);
  const std::int64_t special[] = {std::numeric_limits<std::int64_t>::min(), -1, 0, 1, 2, 3, 19, 65533, 65534, 65535,
                                  65536, 0xFFFF, 0x7FFFFFFF, static_cast<std::int64_t>(padded::kMaxCells) - 3,
                                  static_cast<std::int64_t>(padded::kMaxCells) - 2,
                                  static_cast<std::int64_t>(padded::kMaxCells) - 1,
                                  static_cast<std::int64_t>(padded::kMaxCells), std::numeric_limits<std::int64_t>::max()};
  for (const std::int64_t w : special) {
    for (const std::int64_t h : special) EXPECT_EQ(padded::fits(w, h), fits_reference(w, h)) << w << " x " << h;
  }
  for (int round = 0; round < 200000; ++round) {
    std::int64_t w = 0;
    std::int64_t h = 0;
    switch (round % 4) {
      case 0:  // anything
        w = static_cast<std::int64_t>(rng());
        h = static_cast<std::int64_t>(rng());
        break;
      case 1: {  // near the edge of what fits: h around kMaxCells / (w + 1) - 2
        w = static_cast<std::int64_t>(rng() % 100000);
        const auto edge = static_cast<std::int64_t>(padded::kMaxCells / static_cast<std::uint64_t>(w + 1)) - 2;
        h = edge + static_cast<std::int64_t>(rng() % 7) - 3;
        break;
      }
      case 2:  // long thin boards
        w = static_cast<std::int64_t>(rng() % 8) - 1;
        h = static_cast<std::int64_t>(rng() % (padded::kMaxCells + 16));
        break;
      default:  // 32-bit sides
        w = static_cast<std::int64_t>(rng() % 0x100000000u);
        h = static_cast<std::int64_t>(rng() % 0x100000000u);
    }
    ASSERT_EQ(padded::fits(w, h), fits_reference(w, h)) << w << " x " << h;
    ASSERT_EQ(padded::fits(h, w), fits_reference(h, w)) << h << " x " << w;
    ASSERT_EQ(Grid::fits(w, h), padded::fits(w, h));
  }
  EXPECT_TRUE(padded::fits(kMaxSquareSide, kMaxSquareSide));
  EXPECT_FALSE(padded::fits(kMaxSquareSide + 1, kMaxSquareSide + 1));
}

/// Walls exactly where no point is, every point `value` there is, and index/column/row agreeing.
void expect_layout(const Grid& g, int w, int h) {
  ASSERT_EQ(g.width(), w);
  ASSERT_EQ(g.height(), h);
  ASSERT_EQ(g.points(), static_cast<std::uint64_t>(w) * static_cast<std::uint64_t>(h));
  ASSERT_EQ(g.stride(), static_cast<std::size_t>(w) + 1);
  ASSERT_EQ(g.cell_count(), padded::cells(static_cast<std::uint64_t>(w), static_cast<std::uint64_t>(h)));
  std::vector<char> is_point(g.cell_count(), 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const std::size_t i = g.index(x, y);
      ASSERT_LT(i, g.cell_count());
      ASSERT_EQ(i, padded::index(x, y, g.stride()));
      ASSERT_EQ(g.column(i), x);
      ASSERT_EQ(g.row(i), y);
      is_point[i] = 1;
      // The four neighbours are points or walls, never outside the array.
      for (const std::size_t n : {i - 1, i + 1, i - g.stride(), i + g.stride()}) ASSERT_LT(n, g.cell_count());
    }
  }
  for (std::size_t i = 0; i < g.cell_count(); ++i) {
    if (!is_point[i]) {
      ASSERT_EQ(g[i], kWall) << "cell " << i << " of " << w << " x " << h;
    }
    if (is_point[i]) {
      ASSERT_NE(g[i], kWall) << "cell " << i << " of " << w << " x " << h;
    }
  }
}

TEST(Grid, ResetMakesEmptyPointsInWalls) {
  for (const auto& [w, h] : {std::pair{1, 1}, {1, 7}, {7, 1}, {19, 19}, {3, 5}, {64, 2}}) {
    Grid g;
    g.reset(w, h);
    expect_layout(g, w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        EXPECT_EQ(g.at(x, y), kEmpty);
        EXPECT_EQ(g.color(x, y), Color::Empty);
      }
    }
  }
}

/// A w x h grid of random points made by reset(), and the same points.
std::vector<std::uint8_t> random_points(std::mt19937_64& rng, int w, int h) {
  std::vector<std::uint8_t> points(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  for (std::uint8_t& p : points) p = static_cast<std::uint8_t>(rng() % 3);
  return points;
}

Grid by_reset(int w, int h, const std::vector<std::uint8_t>& points) {
  Grid g;
  g.reset(w, h);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) g.at(x, y) = points[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)];
  }
  return g;
}

TEST(Grid, EveryWayOfMakingOneGivesTheSameGrid) {
  std::mt19937_64 rng(7);
  // Reused grids of each kind, so that memory left from a larger or smaller grid is reused.
  Grid reused;
  Grid unsealed;
  Grid growing;
  Grid overwritten;
  for (int round = 0; round < 120; ++round) {
    // Some large enough that reset_growing must grow past its first block (1 Mi cells).
    const bool large = round % 40 == 39;
    const int w = large ? 1000 + static_cast<int>(rng() % 100) : 1 + static_cast<int>(rng() % 40);
    const int h = large ? 1000 + static_cast<int>(rng() % 100) : 1 + static_cast<int>(rng() % 40);
    const std::vector<std::uint8_t> points = random_points(rng, w, h);
    const Grid want = by_reset(w, h, points);
    expect_layout(want, w, h);

    // reset() on a grid that held something: every point empty again.
    reused.reset(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) ASSERT_EQ(reused.at(x, y), kEmpty);
    }
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) reused.at(x, y) = points[static_cast<std::size_t>(y * w + x)];
    }
    ASSERT_EQ(reused, want) << w << " x " << h;

    unsealed.reset_unsealed(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        ASSERT_EQ(unsealed.at(x, y), kEmpty);
        unsealed.at(x, y) = points[static_cast<std::size_t>(y * w + x)];
      }
    }
    unsealed.seal();
    ASSERT_EQ(unsealed, want) << w << " x " << h;

    // Growing: written in reading order, room made point by point (or in runs of a row).
    growing.reset_growing(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const std::size_t i = growing.index(x, y);
        growing.ensure(i + 1);
        growing.data()[i] = points[static_cast<std::size_t>(y * w + x)];
      }
    }
    growing.seal();
    ASSERT_EQ(growing, want) << w << " x " << h;

    overwritten.reset_for_overwrite(w, h);
    for (std::size_t i = 0; i < overwritten.cell_count(); ++i) overwritten[i] = kWall;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) overwritten.at(x, y) = points[static_cast<std::size_t>(y * w + x)];
    }
    ASSERT_EQ(overwritten, want) << w << " x " << h;
  }
}

TEST(Grid, CopiesAreEqualAndIndependent) {
  std::mt19937_64 rng(3);
  Grid a = by_reset(9, 4, random_points(rng, 9, 4));
  Grid b(a);
  EXPECT_EQ(b, a);
  b.at(8, 3) = b.at(8, 3) == kBlack ? kWhite : kBlack;
  EXPECT_FALSE(b == a);
  Grid c;
  c.reset(30, 30);  // assigned over a larger grid: takes the smaller shape
  c = a;
  EXPECT_EQ(c, a);
  EXPECT_EQ(c.cell_count(), a.cell_count());
  Grid d;
  d = c;  // over an empty grid
  EXPECT_EQ(d, a);
  const Grid& self = d;
  d = self;
  EXPECT_EQ(d, a);
  Grid moved(std::move(d));
  EXPECT_EQ(moved, a);
  EXPECT_EQ(Grid(), Grid());
}

// A grid moved from is an empty one: it compares, copies, is assigned and reset as one (a reader
// that moves each case's grid out and resets it for the next relies on that).
TEST(Grid, AMovedFromGridIsAnEmptyGrid) {
  Grid a;
  a.reset(9, 9);
  a.at(4, 4) = kBlack;
  const Grid copy = a;
  Grid b(std::move(a));
  EXPECT_EQ(b, copy);
  EXPECT_EQ(a, Grid());  // NOLINT(bugprone-use-after-move): what the test is about
  EXPECT_EQ(a.cell_count(), 0u);
  EXPECT_EQ(Grid(a), Grid());
  a.reset(5, 3);
  EXPECT_EQ(a.width(), 5);
  EXPECT_EQ(a.color(4, 2), Color::Empty);
  Grid c;
  c = std::move(b);
  EXPECT_EQ(c, copy);
  b = copy;  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(b, copy);
}

TEST(Grid, EqualityLooksAtShapeAndCells) {
  Grid a;
  Grid b;
  a.reset(4, 6);
  b.reset(6, 4);
  EXPECT_FALSE(a == b);  // as many cells, another shape
  b.reset(4, 6);
  EXPECT_EQ(a, b);
  a.at(0, 0) = kBlack;
  EXPECT_FALSE(a == b);
  b.at(0, 0) = kBlack;
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.color(0, 0), Color::Black);
}

}  // namespace
}  // namespace tengen
