#include "tengen/go/territory.hpp"

#include <cstddef>

#include "swar.hpp"

namespace tengen::go {

Territory count_territory(Grid& g, Grid* owner) {
  Territory t;
  if (owner != nullptr) owner->reset(g.width(), g.height());
  // Explored empty points are marked kSeen in g itself (the walls spare bounds checks), and
  // restored to kEmpty at the end.
  constexpr std::uint8_t kSeen = 4;
  static_assert((kSeen & (kEmpty | kBlack | kWhite | kWall)) == 0, "one bit clears the mark");
  // The walk is branch-free per neighbour: on a random position every colour test would be a coin
  // toss for the branch predictor. kBorder maps a cell to the colour bit it contributes.
  constexpr std::uint8_t kBorder[kSeen + 1] = {0, kBlack, kWhite, 0, 0};
  std::uint8_t* cells = g.data();
  const std::size_t stride = g.stride();
  const std::size_t n = g.cell_count();
  std::vector<std::uint32_t> region(64);
  auto explore = [&](std::size_t start) {
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
    const std::uint8_t who = borders == kBlack || borders == kWhite ? static_cast<std::uint8_t>(borders) : kEmpty;
    (who == kBlack ? t.black_territory : who == kWhite ? t.white_territory : t.neutral) += size;
    if (owner != nullptr && who != kEmpty) {
      for (std::size_t i = 0; i < size; ++i) (*owner)[r[i]] = who;
    }
  };
  // Unexplored empty points are found 8 cells at a time (a byte mask of the zero bytes, then its
  // bits), and the stones counted on the way.
  // Each word is loaded before the walks from the word before it: loaded after them, it would wait
  // for their byte stores to reach the cache (a wide load cannot take a value from narrow stores).
  std::size_t base = 0;
  std::uint64_t next = n >= 8 ? swar::load(cells) : 0;
  for (; base + 8 <= n; base += 8) {
    const std::uint64_t word = next;
    if (base + 16 <= n) next = swar::load(cells + base + 8);
    t.black_stones += static_cast<std::uint64_t>(swar::count(swar::bytes_equal(word, kBlack)));
    t.white_stones += static_cast<std::uint64_t>(swar::count(swar::bytes_equal(word, kWhite)));
    for (std::uint64_t hits = swar::bytes_equal(word, kEmpty); hits != 0; hits &= hits - 1) {
      const std::size_t at = base + swar::first(hits);
      if (cells[at] == kEmpty) explore(at);  // an earlier walk may have taken it
    }
  }
  for (; base < n; ++base) {
    t.black_stones += cells[base] == kBlack;
    t.white_stones += cells[base] == kWhite;
    if (cells[base] == kEmpty) explore(base);
  }
  for (std::size_t i = 0; i < n; ++i) cells[i] &= static_cast<std::uint8_t>(~kSeen);
  return t;
}

double margin(const Territory& t, Scoring scoring, double komi) {
  auto points = [&](std::uint64_t territory, std::uint64_t stones) {
    return static_cast<double>(territory + (scoring == Scoring::Area ? stones : 0));
  };
  return points(t.black_territory, t.black_stones) - points(t.white_territory, t.white_stones) - komi;
}

}  // namespace tengen::go
