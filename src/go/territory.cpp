#include "tengen/go/territory.hpp"

#include <cassert>
#include <cstddef>
#include <limits>
#include <thread>

#include "split_walk.hpp"
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
  void add(const OpenRegion& other) {
    size += other.size;
    borders |= other.borders;
  }
};

void add_region(Territory& t, std::uint64_t size, unsigned borders) {
  (borders == kBlack ? t.black_territory : borders == kWhite ? t.white_territory : t.neutral) += size;
}

/// Counts the regions and stones of the cells of `range`. Walks must not leave [lo, hi): the caller
/// walls it in. A region with a point on the range's edge is not counted but kept in `edge`
/// (detail::walk_edge).
struct HalfSweep {
  Grid& g;
  detail::HalfRange range{};
  Grid* owner = nullptr;
  Territory t{};
  detail::EdgeItems<OpenRegion> edge{};

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
  detail::walk_edge(cells, range, kEmpty, walk, region, edge);
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

/// Two threads, one per half (detail::join_halves): the middle row's runs of empty points join the
/// regions of both halves that touch them, and its stones border them.
Territory split_territory(Grid& g) {
  const detail::Split split = detail::split_of(g);
  HalfSweep top{.g = g, .range = split.top};
  HalfSweep bottom{.g = g, .range = split.bottom};
  struct Rules {
    std::size_t width;
    static bool open_cell(std::uint8_t v) { return v == kEmpty; }
    static bool continues(std::uint8_t v) { return v == kEmpty; }
    static void touch(OpenRegion& region, std::size_t, std::uint8_t v) { region.borders |= kBorder[v]; }
    void extend(OpenRegion& run, std::size_t, std::size_t x, const std::vector<std::uint8_t>& row, std::uint8_t up,
                std::uint8_t down) const {
      auto at = [&](std::size_t k) { return k < width ? row[k] : kWall; };  // x - 1 wraps to past the end
      run.size += 1;
      run.borders |= kBorder[up] | kBorder[down] | kBorder[at(x - 1)] | kBorder[at(x + 1)];
    }
  };
  std::vector<std::uint8_t> row;
  const std::vector<OpenRegion> merged = detail::join_halves<OpenRegion>(g, split, top, bottom, Rules{split.width}, row);
  Territory t = top.t + bottom.t;
  for (const std::uint8_t v : row) {
    t.black_stones += v == kBlack;
    t.white_stones += v == kWhite;
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
    threads = threads_for(0, g.points(), kSplitTerritoryPoints);
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


}  // namespace tengen::go
