#pragma once
// What the two-thread analyses share: running two jobs at once, walling a grid's middle row in
// while each half is walked, and a union-find to join what the halves found across that row.
// Internal to the library.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <system_error>
#include <thread>
#include <vector>

#include "swar.hpp"
#include "tengen/grid.hpp"

namespace tengen::go::detail {

/// No walk: an edge cell that holds something else.
inline constexpr std::uint32_t kNoOwner = 0xFFFF'FFFFu;

/// Runs `first` in this thread and `second` in a new one (both here, one after the other, when
/// `threads` < 2 or no thread can be had), waits for both, and rethrows the first exception either
/// threw.
template <class First, class Second>
void run_both(unsigned threads, First&& first, Second&& second) {
  std::exception_ptr failed;
  std::thread helper;
  if (threads >= 2) {
    try {
      helper = std::thread([&] {
        try {
          second();
        } catch (...) {
          failed = std::current_exception();
        }
      });
    } catch (const std::system_error&) {
      // No thread to be had: both here, below.
    }
  }
  if (!helper.joinable()) {
    first();
    second();
    return;
  }
  try {
    first();
  } catch (...) {
    helper.join();
    throw;
  }
  helper.join();
  if (failed) std::rethrow_exception(failed);
}

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

/// Walks from each edge cell of `range` that holds `start` when it is reached: walk(cell) returns
/// what it found (a struct with a `size`) and leaves the cells it took in walked[0, size). Each
/// is appended to `open`, and edge_owner[c - range.edge] becomes its index there for every edge
/// cell c it took (kNoOwner for the others).
template <class Found, class Walk>
void walk_edge(const std::uint8_t* cells, const HalfRange& range, std::uint8_t start, Walk&& walk,
               const std::vector<std::uint32_t>& walked, std::vector<Found>& open, std::vector<std::uint32_t>& edge_owner) {
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

/// Disjoint sets of 0 .. size() - 1, with path halving. O(log n) amortized per call.
class DisjointSets {
 public:
  explicit DisjointSets(std::size_t n) : parent_(n) {
    for (std::size_t i = 0; i < n; ++i) parent_[i] = static_cast<std::uint32_t>(i);
  }
  /// A new set of one element; returns it.
  std::uint32_t add() {
    parent_.push_back(static_cast<std::uint32_t>(parent_.size()));
    return parent_.back();
  }
  std::size_t size() const { return parent_.size(); }
  /// The representative of a's set.
  std::uint32_t find(std::uint32_t a) {
    while (parent_[a] != a) a = parent_[a] = parent_[parent_[a]];
    return a;
  }
  void unite(std::uint32_t a, std::uint32_t b) { parent_[find(a)] = find(b); }

 private:
  std::vector<std::uint32_t> parent_;
};

}  // namespace tengen::go::detail
