// count_territory, walk_territory and fill_territory: hand-made positions, snake regions, and random
// differential tests against a deliberately simple reference.

#include <gtest/gtest.h>

#include <optional>
#include <queue>
#include <random>
#include <set>

#include "tengen/go/scoring.hpp"
#include "tengen/go/territory.hpp"

namespace tengen::go {
namespace {

Grid grid_from(std::initializer_list<const char*> rows) {
  Grid g;
  g.reset(static_cast<int>(std::string_view(*rows.begin()).size()), static_cast<int>(rows.size()));
  int y = 0;
  for (const char* row : rows) {
    for (int x = 0; row[x] != '\0'; ++x) g.at(x, y) = row[x] == 'X' ? kBlack : row[x] == 'O' ? kWhite : kEmpty;
    ++y;
  }
  return g;
}

// The reference: the owner of empty point (x, y), by walking its region afresh with a std::set:
// kBlack or kWhite for territory, kEmpty when neutral (or when the point holds a stone).
std::uint8_t reference_owner(const Grid& g, int x, int y) {
  if (g.at(x, y) != kEmpty) return kEmpty;
  std::set<std::pair<int, int>> seen{{x, y}};
  std::queue<std::pair<int, int>> todo;
  todo.emplace(x, y);
  bool black = false;
  bool white = false;
  while (!todo.empty()) {
    const auto [px, py] = todo.front();
    todo.pop();
    for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      const int nx = px + dx;
      const int ny = py + dy;
      if (nx < 0 || ny < 0 || nx >= g.width() || ny >= g.height()) continue;
      const auto c = g.at(nx, ny);
      black |= c == kBlack;
      white |= c == kWhite;
      if (c == kEmpty && seen.emplace(nx, ny).second) todo.emplace(nx, ny);
    }
  }
  return black && !white ? kBlack : white && !black ? kWhite : kEmpty;
}

Territory reference(const Grid& g) {
  Territory t;
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      const auto v = g.at(x, y);
      if (v == kBlack) ++t.black_stones;
      if (v == kWhite) ++t.white_stones;
      if (v != kEmpty) continue;
      const std::uint8_t who = reference_owner(g, x, y);
      (who == kBlack ? t.black_territory : who == kWhite ? t.white_territory : t.neutral) += 1;
    }
  }
  return t;
}

void expect_equal(const Territory& a, const Territory& b) {
  EXPECT_EQ(a.black_stones, b.black_stones);
  EXPECT_EQ(a.white_stones, b.white_stones);
  EXPECT_EQ(a.black_territory, b.black_territory);
  EXPECT_EQ(a.white_territory, b.white_territory);
  EXPECT_EQ(a.neutral, b.neutral);
}

TEST(Territory, ClassicExample) {
  Grid g = grid_from({"XXXO.", "X.XO.", "X.XOO", "X.X..", "XXX.."});
  Grid owner;
  const Territory t = count_territory(g, &owner);
  EXPECT_EQ(t.black_territory, 3u);
  EXPECT_EQ(t.white_territory, 2u);
  EXPECT_EQ(t.neutral, 4u);
  EXPECT_EQ(owner[g.index(1, 1)], kBlack);
  EXPECT_EQ(owner[g.index(4, 0)], kWhite);
  EXPECT_EQ(owner[g.index(4, 4)], kEmpty);
  EXPECT_EQ(owner[g.index(0, 0)], kEmpty);
  EXPECT_EQ(margin(t, Counting::Territory, 0), 1.0);
  EXPECT_EQ(margin(t, Counting::TrompTaylor, 0.5), (3.0 + 12) - (2.0 + 4) - 0.5);
}

TEST(Territory, EmptyBoardIsNeutralAndFullBoardHasNoTerritory) {
  Grid g;
  g.reset(4, 3);
  EXPECT_EQ(count_territory(g).neutral, 12u);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 4; ++x) g.at(x, y) = kWhite;
  }
  const Territory t = count_territory(g);
  EXPECT_EQ(t.white_stones, 12u);
  EXPECT_EQ(t.white_territory + t.black_territory + t.neutral, 0u);
}

TEST(Territory, SnakeRegionOnALargeBoardNeedsNoRecursion) {
  // A 3000 x 3000 board: black rows with one gap at alternating ends make one serpentine region.
  const int n = 3000;
  Grid g;
  g.reset(n, n);
  for (int y = 1; y < n; y += 2) {
    for (int x = 0; x < n; ++x) g.at(x, y) = kBlack;
    g.at((y / 2) % 2 == 0 ? n - 1 : 0, y) = kEmpty;
  }
  const Territory t = count_territory(g);
  EXPECT_EQ(t.black_territory, static_cast<std::uint64_t>(n) * n - t.black_stones);
  EXPECT_EQ(t.neutral, 0u);
}

/// A w x h board with stones of both colours at a random density (10% to 90%).
Grid random_grid(std::mt19937_64& rng, int w, int h) {
  Grid g;
  g.reset(w, h);
  const unsigned density = 1 + static_cast<unsigned>(rng() % 9);
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      g.at(x, y) = rng() % 10 < density ? static_cast<std::uint8_t>(1 + rng() % 2) : kEmpty;
    }
  }
  return g;
}

/// An n x n board of black columns, each with a gap at alternating ends: one region winds through.
Grid vertical_snake(int n) {
  Grid g;
  g.reset(n, n);
  for (int x = 1; x < n; x += 2) {
    for (int y = 0; y < n; ++y) g.at(x, y) = kBlack;
    g.at(x, (x / 2) % 2 == 0 ? n - 1 : 0) = kEmpty;
  }
  return g;
}

TEST(Territory, RandomPositionsAgreeWithReference) {
  std::mt19937_64 rng(3);
  for (int round = 0; round < 600; ++round) {
    Grid g = random_grid(rng, 1 + static_cast<int>(rng() % 14), 1 + static_cast<int>(rng() % 14));
    const Grid before = g;
    Grid owner;
    expect_equal(count_territory(g, &owner), reference(g));
    ASSERT_EQ(g, before);  // the marks are all gone
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) ASSERT_EQ(owner.at(x, y), reference_owner(g, x, y)) << x << "," << y;
    }
  }
}

// Two threads walk_territory split the board at its middle row and join the regions that cross it: the same
// counts as one thread and the reference, on random boards (some of few rows, some with a full or
// an empty middle row) and on snakes that cross the middle row again and again.
TEST(Territory, TwoThreadsCountWhatOneCounts) {
  std::mt19937_64 rng(12);
  for (int round = 0; round < 600; ++round) {
    Grid g = random_grid(rng, 1 + static_cast<int>(rng() % 20), 3 + static_cast<int>(rng() % 20));
    if (round % 5 == 0) {
      const auto fill = static_cast<std::uint8_t>(rng() % 3);
      for (int x = 0; x < g.width(); ++x) g.at(x, g.height() / 2) = fill;
    }
    const Grid before = g;
    const Territory split = walk_territory(g, nullptr, 2);
    ASSERT_EQ(g, before) << "round " << round;
    expect_equal(split, walk_territory(g, nullptr, 1));
    expect_equal(split, reference(g));
  }
  // A vertical snake: columns of black with one gap at alternating ends, one region through all.
  for (const int n : {3, 4, 51, 300}) {
    Grid g = vertical_snake(n);
    g.at(0, n / 2) = kWhite;  // one white stone in the middle row: all neutral
    // The reference walks each point's region afresh: only for the small snakes.
    expect_equal(walk_territory(g, nullptr, 2), n <= 51 ? reference(g) : walk_territory(g, nullptr, 1));
    g.at(0, n / 2) = kEmpty;
    const Territory t = walk_territory(g, nullptr, 2);
    EXPECT_EQ(t.black_territory, static_cast<std::uint64_t>(n) * n - t.black_stones) << n;
  }
}

// fill_territory against the reference (small boards) and walk_territory (larger ones): random
// boards of every density, of widths across one, two and three words of 64 points, on one thread
// and two.
TEST(Territory, FillCountsWhatWalksCount) {
  std::mt19937_64 rng(13);
  for (int round = 0; round < 1500; ++round) {
    const bool small = round % 2 == 0;
    const int w = 1 + static_cast<int>(rng() % (small ? 16 : 200));
    const int h = 1 + static_cast<int>(rng() % (small ? 16 : 60));
    Grid g = random_grid(rng, w, h);
    if (round % 7 == 0) {  // a full or empty row or column
      const auto fill = static_cast<std::uint8_t>(rng() % 3);
      if (rng() % 2 == 0) {
        for (int x = 0; x < w; ++x) g.at(x, static_cast<int>(rng() % static_cast<unsigned>(h))) = fill;
      } else {
        const int x = static_cast<int>(rng() % static_cast<unsigned>(w));
        for (int y = 0; y < h; ++y) g.at(x, y) = fill;
      }
    }
    const Grid before = g;
    const std::optional<Territory> t = fill_territory(g, 1 + round % 2, std::uint64_t{1} << 40);
    ASSERT_TRUE(t.has_value());
    ASSERT_EQ(g, before);
    expect_equal(*t, small ? reference(g) : walk_territory(g, nullptr, 1));
  }
}

// A region winding up and down the board needs a row fill a row per turn: fill_territory gives up
// past its budget, and count_territory then walks, with the same answer.
TEST(Territory, FillGivesUpOnSpiralsAndCountWalksThem) {
  for (const int n : {64, 130, 300}) {
    Grid g = vertical_snake(n);
    g.at(0, n / 2) = kWhite;  // the white fill must wind through every column
    const Territory walked = walk_territory(g, nullptr, 1);
    const std::optional<Territory> filled = fill_territory(g, 2, std::uint64_t{1} << 40);
    ASSERT_TRUE(filled.has_value());
    expect_equal(*filled, walked);
    EXPECT_FALSE(fill_territory(g, 2, 8 * static_cast<std::uint64_t>(n)).has_value()) << n;
    expect_equal(count_territory(g), walked);
  }
}

}  // namespace
}  // namespace tengen::go
