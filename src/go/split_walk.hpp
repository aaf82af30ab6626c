#pragma once
// A grid walked in two halves, one a thread, and joined at the middle row: what the two-thread
// analyses (territory regions, capture groups) share: walling the middle row in while each half is
// walked, the walks themselves, and a union-find to join what the halves found across that row.
// Internal to the library.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <vector>

#include "go/disjoint_sets.hpp"
#include "swar.hpp"
#include "tengen/threads.hpp"
#include "tengen/grid.hpp"

namespace tengen::go::detail {

/// No walk: an edge cell that holds something else.
inline constexpr std::uint32_t kNoOwner = 0xFFFF'FFFFu;

/// Row `mid` of g as it was, with its cells made walls while `top` and `bottom` run on two threads;
/// they are put back before this returns or throws. Precondition: 0 <= mid < g.height().
template <class Top, class Bottom>
std::vector<std::uint8_t> with_middle_walled(Grid& g, int mid, Top&& top, Bottom&& bottom) {
  std::uint8_t* const begin = g.data() + g.index(0, mid);
  std::uint8_t* const end = begin + g.width();
  std::vector<std::uint8_t> row(begin, end);
  std::fill(begin, end, kWall);
  try {
    run_both(2, bottom, top);
  } catch (...) {
    std::copy(row.begin(), row.end(), begin);
    throw;
  }
  std::copy(row.begin(), row.end(), begin);
  return row;
}

/// The cells one thread's walks start from: those of [lo, hi), and before them the `edge_width`
/// cells from `edge`, a row inside the range next to the wall between the halves (none when
/// edge_width is 0).
struct HalfRange {
  std::size_t lo = 0;
  std::size_t hi = 0;
  std::size_t edge = 0;
  std::size_t edge_width = 0;
};

/// What a half's sweep leaves for the join: the Items that reach its edge row, and per edge cell the
/// index of its Item there (kNoOwner for cells of none).
template <class Item>
struct EdgeItems {
  std::vector<Item> open{};
  std::vector<std::uint32_t> owner{};
};

/// What a flood() look returns: the state after seeing a cell, and 1 to take the cell or 0. Values,
/// not references: a state whose address is taken would be reloaded after every byte store.
template <class State>
struct LookResult {
  State state{};
  std::size_t taken = 0;
};

/// What flood() found: how many cells it took (walked[0, size)) and the look's state.
template <class State>
struct Flooded {
  std::size_t size = 0;
  State state{};
};

/// Walks from `start` through the cells look takes, breadth first, with no recursion. look(state,
/// q, v) sees each neighbour's cell q and its value v (walls included, so there is no bounds
/// check), and returns the next state and 1 to take the cell or 0 (a Look<State>); a taken cell gets `mark` ORed in, and so does
/// `start`, which is taken first. The cells taken end in walked[0, size). `mark` must be a bit no
/// cell look takes has, so that no cell is taken twice.
template <class State, class Look>
__attribute__((always_inline)) inline Flooded<State> flood(std::uint8_t* cells, std::size_t stride, std::size_t start,
                                                           std::uint8_t mark, State state, Look look,
                                                           std::vector<std::uint32_t>& walked) {
  // Everything the loop uses is a local whose address is never taken: the byte stores to cells may
  // alias any memory, and would otherwise force a reload of each variable kept in memory.
  std::uint32_t* r = walked.data();
  std::size_t capacity = walked.size();
  const std::size_t step = stride;
  std::uint8_t* const c = cells;
  c[start] = static_cast<std::uint8_t>(c[start] | mark);
  r[0] = static_cast<std::uint32_t>(start);
  std::size_t size = 1;
  for (std::size_t i = 0; i < size; ++i) {
    if (capacity < size + 4) {
      walked.resize(2 * capacity);
      r = walked.data();
      capacity = walked.size();
    }
    const std::size_t p = r[i];
    // Branch-free per neighbour: on a random position every test would be a coin toss for the
    // branch predictor.
    auto visit = [&](std::size_t q) __attribute__((always_inline)) {
      const std::uint8_t v = c[q];
      const LookResult<State> seen = look(state, q, v);
      state = seen.state;
      const std::size_t taken = seen.taken;
      r[size] = static_cast<std::uint32_t>(q);
      size += taken;
      c[q] = static_cast<std::uint8_t>(v | (taken * mark));
    };
    visit(p - 1);
    visit(p + 1);
    visit(p - step);
    visit(p + step);
  }
  return {size, state};
}

/// Walks from each edge cell of `range` that holds `start` when it is reached: walk(cell) returns
/// what it found (a struct with a `size`) and leaves the cells it took in walked[0, size). Each
/// is appended to edge.open, and edge.owner[c - range.edge] becomes its index there for every edge
/// cell c it took (kNoOwner for the others).
template <class Found, class Walk>
void walk_edge(const std::uint8_t* cells, const HalfRange& range, std::uint8_t start, Walk&& walk,
               const std::vector<std::uint32_t>& walked, EdgeItems<Found>& edge) {
  std::vector<Found>& open = edge.open;
  std::vector<std::uint32_t>& edge_owner = edge.owner;
  edge_owner.assign(range.edge_width, kNoOwner);
  for (std::size_t e = range.edge; e < range.edge + range.edge_width; ++e) {
    if (cells[e] != start) continue;
    const Found found = walk(e);
    for (std::size_t i = 0; i < found.size; ++i) {
      if (walked[i] - range.edge < range.edge_width) edge_owner[walked[i] - range.edge] = static_cast<std::uint32_t>(open.size());
    }
    open.push_back(found);
  }
}

/// Calls walk(cell) for every cell of [lo, hi) that holds `start` when it is reached (a walk may
/// change later cells), in order. Found 8 cells at a time: a byte mask of the cells equal to
/// `start`, then its bits.
template <class Walk>
void walk_from_each(const std::uint8_t* cells, std::size_t lo, std::size_t hi, std::uint8_t start, Walk&& walk) {
  // Each word is loaded before the walks from the word before it: loaded after them, it would wait
  // for their byte stores to reach the cache (a wide load cannot take a value from narrow stores).
  std::size_t base = lo;
  std::uint64_t next = base + 8 <= hi ? swar::load(cells + base) : 0;
  for (; base + 8 <= hi; base += 8) {
    const std::uint64_t word = next;
    if (base + 16 <= hi) next = swar::load(cells + base + 8);
    for (std::uint64_t hits = swar::bytes_equal(word, start); hits != 0; hits &= hits - 1) {
      const std::size_t at = base + swar::first(hits);
      if (cells[at] == start) walk(at);  // an earlier walk may have taken it
    }
  }
  for (; base < hi; ++base) {
    if (cells[base] == start) walk(base);
  }
}

/// A grid split at its middle row (mid = height / 2, at least 3 rows): the ranges the top and the
/// bottom sweeps walk, each with the row next to the middle as its edge.
struct Split {
  int mid = 0;
  std::size_t row_begin = 0;  ///< the middle row's first cell
  std::size_t width = 0;
  HalfRange top{};
  HalfRange bottom{};
};

inline Split split_of(const Grid& g) {
  Split s;
  s.mid = g.height() / 2;
  s.row_begin = g.index(0, s.mid);
  s.width = static_cast<std::size_t>(g.width());
  s.top = {.lo = 0, .hi = s.row_begin, .edge = g.index(0, s.mid - 1), .edge_width = s.width};
  s.bottom = {.lo = s.row_begin + s.width, .hi = g.cell_count(), .edge = g.index(0, s.mid + 1), .edge_width = s.width};
  return s;
}

/// The skeleton of the two-thread walks (territory regions, capture groups). `top` and `bottom` are
/// sweeps of the two halves of `split` (a run() that walks its range, leaving in `edge` the Items
/// that reach its edge row); they run on two threads while the middle row is walled. Then the middle row joins them:
/// a row cell that rules.continues(v) belongs to a run of such cells, a new Item that rules.extend
/// grows cell by cell; any other row cell is rules.touch-ed into the Items above and below it; and a
/// run is united with the Items above and below it (those whose edge cell rules.open_cell says is
/// one of theirs). Returns one merged Item per connected whole (Item::add merges; Items left empty
/// are roots of nothing) and the middle row as it was. O(width) after the sweeps.
template <class Item, class Sweep, class Rules>
std::vector<Item> join_halves(Grid& g, const Split& split, Sweep& top, Sweep& bottom, const Rules& rules,
                              std::vector<std::uint8_t>& row) {
  row = with_middle_walled(g, split.mid, [&] { top.run(); }, [&] { bottom.run(); });
  const std::uint8_t* cells = g.data();
  const std::size_t stride = g.stride();
  std::vector<Item> items = std::move(top.edge.open);
  const auto bottom_first = static_cast<std::uint32_t>(items.size());
  items.insert(items.end(), bottom.edge.open.begin(), bottom.edge.open.end());
  DisjointSets sets(items.size());
  std::uint32_t run = kNoOwner;
  for (std::size_t x = 0; x < split.width; ++x) {
    const std::size_t i = split.row_begin + x;
    const std::uint8_t up = cells[i - stride];
    const std::uint8_t down = cells[i + stride];
    const std::uint32_t above = rules.open_cell(up) ? top.edge.owner[x] : kNoOwner;
    const std::uint32_t below = rules.open_cell(down) ? bottom_first + bottom.edge.owner[x] : kNoOwner;
    if (!rules.continues(row[x])) {
      if (above != kNoOwner) rules.touch(items[above], i, row[x]);
      if (below != kNoOwner) rules.touch(items[below], i, row[x]);
      continue;
    }
    if (x == 0 || !rules.continues(row[x - 1])) {
      run = sets.add();
      items.push_back({});
    }
    rules.extend(items[run], i, x, row, up, down);
    if (above != kNoOwner) sets.unite(above, run);
    if (below != kNoOwner) sets.unite(below, run);
  }
  std::vector<Item> merged(items.size());
  for (std::uint32_t k = 0; k < items.size(); ++k) merged[sets.find(k)].add(items[k]);
  return merged;
}

}  // namespace tengen::go::detail
