#include "tengen/go/territory.hpp"

#include <cassert>
#include <cstddef>
#include <limits>
#include <thread>

#include "halves.hpp"
#include "swar.hpp"

namespace tengen::go {
namespace {

// Explored empty points are marked kSeen in the grid itself (the walls spare bounds checks), and
// restored to kEmpty at the end.
constexpr std::uint8_t kSeen = 4;
static_assert((kSeen & (kEmpty | kBlack | kWhite | kWall)) == 0, "one bit clears the mark");
// The walk is branch-free per neighbour: on a random position every colour test would be a coin
// toss for the branch predictor. kBorder maps a cell to the colour bit it contributes.
constexpr std::uint8_t kBorder[kSeen + 1] = {0, kBlack, kWhite, 0, 0};

/// A region whose count waits for the other half of a split board.
struct OpenRegion {
  std::uint64_t size = 0;
  unsigned borders = 0;
};

void add_region(Territory& t, std::uint64_t size, unsigned borders) {
  (borders == kBlack ? t.black_territory : borders == kWhite ? t.white_territory : t.neutral) += size;
}

/// Counts the regions and stones of the cells of `range`. Walks must not leave [lo, hi): the caller
/// walls it in. A region with a point on the range's edge is not counted but kept in `open`, and
/// edge_region names it there (detail::walk_edge).
struct HalfSweep {
  Grid& g;
  detail::HalfRange range{};
  Grid* owner = nullptr;
  Territory t{};
  std::vector<OpenRegion> open{};
  std::vector<std::uint32_t> edge_region{};

  void run();
};

void HalfSweep::run() {
  std::uint8_t* cells = g.data();
  const std::size_t stride = g.stride();
  std::vector<std::uint32_t> region(64);
  // Walks the region of `start` into region[0, size) and says who borders it.
  auto walk = [&](std::size_t start) __attribute__((always_inline)) {
    // A table, not a conditional expression: the compiler turns those into branches.
    auto look = [](unsigned borders, std::size_t, std::uint8_t v) __attribute__((always_inline)) {
      return detail::LookResult<unsigned>{borders | kBorder[v], v == kEmpty};
    };
    const auto found = detail::flood(cells, stride, start, kSeen, 0u, look, region);
    return OpenRegion{found.size, found.state};
  };
  detail::walk_edge(cells, range, kEmpty, walk, region, open, edge_region);
  detail::walk_from_each(cells, range.lo, range.hi, kEmpty, [&](std::size_t start) {
    const OpenRegion found = walk(start);
    add_region(t, found.size, found.borders);
    const unsigned b = found.borders;
    const std::uint8_t who = b == kBlack || b == kWhite ? static_cast<std::uint8_t>(b) : kEmpty;
    if (owner != nullptr && who != kEmpty) {
      for (std::size_t i = 0; i < found.size; ++i) (*owner)[region[i]] = who;
    }
  });
  for (std::size_t i = range.lo; i < range.hi; ++i) cells[i] &= static_cast<std::uint8_t>(~kSeen);
  std::size_t i = range.lo;
  for (; i + 8 <= range.hi; i += 8) {
    const std::uint64_t word = swar::load(cells + i);
    t.black_stones += static_cast<std::uint64_t>(swar::count(swar::bytes_equal(word, kBlack)));
    t.white_stones += static_cast<std::uint64_t>(swar::count(swar::bytes_equal(word, kWhite)));
  }
  for (; i < range.hi; ++i) {
    t.black_stones += cells[i] == kBlack;
    t.white_stones += cells[i] == kWhite;
  }
}

Territory operator+(Territory a, const Territory& b) {
  a.black_stones += b.black_stones;
  a.white_stones += b.white_stones;
  a.black_territory += b.black_territory;
  a.white_territory += b.white_territory;
  a.neutral += b.neutral;
  return a;
}

/// Two threads, one per half; the middle row is a wall while they run, and is then joined to the
/// regions of both halves that touch it (a union-find over those regions and the row's own runs).
Territory split_territory(Grid& g) {
  const int w = g.width();
  const int mid = g.height() / 2;
  std::uint8_t* cells = g.data();
  const std::size_t row_begin = g.index(0, mid);
  const std::size_t width = static_cast<std::size_t>(w);
  HalfSweep top{.g = g, .range = {.lo = 0, .hi = row_begin, .edge = g.index(0, mid - 1), .edge_width = width}};
  HalfSweep bottom{.g = g, .range = {.lo = row_begin + width, .hi = g.cell_count(), .edge = g.index(0, mid + 1), .edge_width = width}};
  const std::vector<std::uint8_t> row = detail::with_middle_walled(g, mid, [&] { top.run(); }, [&] { bottom.run(); });

  Territory t = top.t + bottom.t;
  std::vector<OpenRegion> regions = std::move(top.open);
  const auto bottom_first = static_cast<std::uint32_t>(regions.size());
  regions.insert(regions.end(), bottom.open.begin(), bottom.open.end());
  detail::DisjointSets sets(regions.size());
  auto cell_at = [&](int x) { return x < 0 || x >= w ? kWall : row[static_cast<std::size_t>(x)]; };
  std::uint32_t run = detail::kNoOwner;
  for (int x = 0; x < w; ++x) {
    const auto i = static_cast<std::size_t>(x);
    const std::uint8_t up = cells[row_begin - g.stride() + i];
    const std::uint8_t down = cells[row_begin + g.stride() + i];
    const std::uint32_t above = up == kEmpty ? top.edge_region[i] : detail::kNoOwner;
    const std::uint32_t below = down == kEmpty ? bottom_first + bottom.edge_region[i] : detail::kNoOwner;
    assert(up != kEmpty || above != detail::kNoOwner);
    assert(down != kEmpty || bottom.edge_region[i] != detail::kNoOwner);
    const std::uint8_t here = row[i];
    if (here != kEmpty) {
      if (here == kBlack) ++t.black_stones;
      if (here == kWhite) ++t.white_stones;
      if (above != detail::kNoOwner) regions[above].borders |= kBorder[here];
      if (below != detail::kNoOwner) regions[below].borders |= kBorder[here];
      continue;
    }
    if (cell_at(x - 1) != kEmpty) {
      run = sets.add();
      regions.push_back({0, kBorder[cell_at(x - 1)]});
    }
    regions[run].size += 1;
    regions[run].borders |= kBorder[up] | kBorder[down] | kBorder[cell_at(x + 1)];
    if (above != detail::kNoOwner) sets.unite(above, run);
    if (below != detail::kNoOwner) sets.unite(below, run);
  }
  std::vector<OpenRegion> merged(regions.size());
  for (std::uint32_t i = 0; i < regions.size(); ++i) {
    OpenRegion& root = merged[sets.find(i)];
    root.size += regions[i].size;
    root.borders |= regions[i].borders;
  }
  for (const OpenRegion& r : merged) {
    if (r.size != 0) add_region(t, r.size, r.borders);
  }
  return t;
}

}  // namespace

Territory walk_territory(Grid& g, Grid* owner, unsigned threads) {
  if (owner != nullptr) owner->reset(g.width(), g.height());
  if (threads == 0) {
    threads = g.points() >= kSplitTerritoryPoints && std::thread::hardware_concurrency() >= 2 ? 2 : 1;
  }
  if (threads >= 2 && owner == nullptr && g.height() >= 3) return split_territory(g);
  HalfSweep whole{.g = g, .range = {.lo = 0, .hi = g.cell_count()}, .owner = owner};
  whole.run();
  return whole.t;
}

Territory count_territory(Grid& g, Grid* owner, unsigned threads) {
  if (owner == nullptr && g.points() >= kFillTerritoryPoints) {
    // A random board takes about 3 row fills a row; the budget bounds what a spiral wastes.
    const std::uint64_t budget = 8 * static_cast<std::uint64_t>(g.height());
    const unsigned fill_threads = threads != 0 ? threads : g.points() >= kSplitTerritoryPoints ? 0 : 1;
    if (const std::optional<Territory> t = fill_territory(g, fill_threads, budget)) return *t;
  }
  return walk_territory(g, owner, threads);
}

double margin(const Territory& t, Scoring scoring, double komi) {
  auto points = [&](std::uint64_t territory, std::uint64_t stones) {
    return static_cast<double>(territory + (scoring == Scoring::Area ? stones : 0));
  };
  return points(t.black_territory, t.black_stones) - points(t.white_territory, t.white_stones) - komi;
}

}  // namespace tengen::go
