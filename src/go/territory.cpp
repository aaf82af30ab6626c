#include "tengen/go/territory.hpp"

#include <cassert>
#include <cstddef>
#include <exception>
#include <limits>
#include <thread>

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
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

/// A region whose count waits for the other half of a split board.
struct OpenRegion {
  std::uint64_t size = 0;
  unsigned borders = 0;
};

void add_region(Territory& t, std::uint64_t size, unsigned borders) {
  (borders == kBlack ? t.black_territory : borders == kWhite ? t.white_territory : t.neutral) += size;
}

/// Counts the regions and stones of the cells [lo, hi). Walks must not leave the range: the caller
/// walls it in. A region with a point among the `edge_width` cells from `edge` (inside the range) is
/// not counted but kept in `open`, and edge_region[point - edge] names it there.
struct HalfSweep {
  Grid& g;
  std::size_t lo = 0;
  std::size_t hi = 0;
  std::size_t edge = 0;
  std::size_t edge_width = 0;
  Grid* owner = nullptr;
  Territory t{};
  std::vector<OpenRegion> open{};
  std::vector<std::uint32_t> edge_region{};

  void run();
};

void HalfSweep::run() {
  edge_region.assign(edge_width, kNone);
  std::uint8_t* cells = g.data();
  const std::size_t stride = g.stride();
  std::vector<std::uint32_t> region(64);
  // Walks the region of `start` into region[0, size) and says who borders it.
  auto walk = [&](std::size_t start, unsigned& borders_out) __attribute__((always_inline)) {
    // Everything the loop uses is a local whose address is never taken: the byte stores to cells
    // may alias any memory, and would otherwise force a reload of each captured variable.
    std::uint32_t* r = region.data();
    std::size_t capacity = region.size();
    const std::size_t step = stride;
    std::uint8_t* const c = cells;
    c[start] = kSeen;
    r[0] = static_cast<std::uint32_t>(start);
    std::size_t size = 1;
    unsigned borders = 0;
    for (std::size_t i = 0; i < size; ++i) {
      if (capacity < size + 4) {
        region.resize(2 * capacity);
        r = region.data();
        capacity = region.size();
      }
      const std::size_t p = r[i];
      // Masks, not conditional expressions: the compiler turns those into branches.
      auto look = [&](std::size_t q) {
        const std::uint8_t v = c[q];
        const unsigned empty = v == kEmpty;
        borders |= kBorder[v];
        r[size] = static_cast<std::uint32_t>(q);
        size += empty;
        c[q] = static_cast<std::uint8_t>(v | (empty * kSeen));
      };
      look(p - 1);
      look(p + 1);
      look(p - step);
      look(p + step);
    }
    borders_out = borders;
    return size;
  };
  // The regions that touch the edge row are walked first, from that row, so that the walks of the
  // sweep below need no test for it.
  for (std::size_t e = edge; e < edge + edge_width; ++e) {
    if (cells[e] != kEmpty) continue;
    unsigned borders = 0;
    const std::size_t size = walk(e, borders);
    for (std::size_t i = 0; i < size; ++i) {
      if (region[i] - edge < edge_width) edge_region[region[i] - edge] = static_cast<std::uint32_t>(open.size());
    }
    open.push_back({size, borders});
  }
  auto explore = [&](std::size_t start) {
    unsigned borders = 0;
    const std::size_t size = walk(start, borders);
    add_region(t, size, borders);
    const std::uint8_t who = borders == kBlack || borders == kWhite ? static_cast<std::uint8_t>(borders) : kEmpty;
    if (owner != nullptr && who != kEmpty) {
      for (std::size_t i = 0; i < size; ++i) (*owner)[region[i]] = who;
    }
  };
  // Unexplored empty points are found 8 cells at a time (a byte mask of the zero bytes, then its
  // bits), and the stones counted on the way.
  // Each word is loaded before the walks from the word before it: loaded after them, it would wait
  // for their byte stores to reach the cache (a wide load cannot take a value from narrow stores).
  std::size_t base = lo;
  std::uint64_t next = base + 8 <= hi ? swar::load(cells + base) : 0;
  for (; base + 8 <= hi; base += 8) {
    const std::uint64_t word = next;
    if (base + 16 <= hi) next = swar::load(cells + base + 8);
    t.black_stones += static_cast<std::uint64_t>(swar::count(swar::bytes_equal(word, kBlack)));
    t.white_stones += static_cast<std::uint64_t>(swar::count(swar::bytes_equal(word, kWhite)));
    for (std::uint64_t hits = swar::bytes_equal(word, kEmpty); hits != 0; hits &= hits - 1) {
      const std::size_t at = base + swar::first(hits);
      if (cells[at] == kEmpty) explore(at);  // an earlier walk may have taken it
    }
  }
  for (; base < hi; ++base) {
    t.black_stones += cells[base] == kBlack;
    t.white_stones += cells[base] == kWhite;
    if (cells[base] == kEmpty) explore(base);
  }
  for (std::size_t i = lo; i < hi; ++i) cells[i] &= static_cast<std::uint8_t>(~kSeen);
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
  const std::vector<std::uint8_t> row(cells + row_begin, cells + row_begin + width);
  std::fill(cells + row_begin, cells + row_begin + width, kWall);
  HalfSweep top{.g = g, .lo = 0, .hi = row_begin, .edge = g.index(0, mid - 1), .edge_width = width};
  HalfSweep bottom{.g = g, .lo = row_begin + width, .hi = g.cell_count(), .edge = g.index(0, mid + 1), .edge_width = width};
  std::exception_ptr failed;
  std::thread helper([&] {
    try {
      top.run();
    } catch (...) {
      failed = std::current_exception();
    }
  });
  try {
    bottom.run();
  } catch (...) {
    helper.join();
    std::copy(row.begin(), row.end(), cells + row_begin);
    throw;
  }
  helper.join();
  std::copy(row.begin(), row.end(), cells + row_begin);
  if (failed) std::rethrow_exception(failed);

  Territory t = top.t + bottom.t;
  std::vector<OpenRegion> regions = std::move(top.open);
  const auto bottom_first = static_cast<std::uint32_t>(regions.size());
  regions.insert(regions.end(), bottom.open.begin(), bottom.open.end());
  std::vector<std::uint32_t> parent(regions.size());
  for (std::size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<std::uint32_t>(i);
  auto find = [&](std::uint32_t a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  };
  auto unite = [&](std::uint32_t a, std::uint32_t b) { parent[find(a)] = find(b); };
  auto cell_at = [&](int x) { return x < 0 || x >= w ? kWall : row[static_cast<std::size_t>(x)]; };
  std::uint32_t run = kNone;
  for (int x = 0; x < w; ++x) {
    const auto i = static_cast<std::size_t>(x);
    const std::uint8_t up = cells[row_begin - g.stride() + i];
    const std::uint8_t down = cells[row_begin + g.stride() + i];
    const std::uint32_t above = up == kEmpty ? top.edge_region[i] : kNone;
    const std::uint32_t below = down == kEmpty ? bottom_first + bottom.edge_region[i] : kNone;
    assert(up != kEmpty || above != kNone);
    assert(down != kEmpty || bottom.edge_region[i] != kNone);
    const std::uint8_t here = row[i];
    if (here != kEmpty) {
      if (here == kBlack) ++t.black_stones;
      if (here == kWhite) ++t.white_stones;
      if (above != kNone) regions[above].borders |= kBorder[here];
      if (below != kNone) regions[below].borders |= kBorder[here];
      continue;
    }
    if (cell_at(x - 1) != kEmpty) {
      run = static_cast<std::uint32_t>(regions.size());
      regions.push_back({0, kBorder[cell_at(x - 1)]});
      parent.push_back(run);
    }
    regions[run].size += 1;
    regions[run].borders |= kBorder[up] | kBorder[down] | kBorder[cell_at(x + 1)];
    if (above != kNone) unite(above, run);
    if (below != kNone) unite(below, run);
  }
  std::vector<OpenRegion> merged(regions.size());
  for (std::uint32_t i = 0; i < regions.size(); ++i) {
    OpenRegion& root = merged[find(i)];
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
  HalfSweep whole{.g = g, .lo = 0, .hi = g.cell_count(), .owner = owner};
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
