#include "tengen/go/territory.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace tengen::go {
namespace {

constexpr std::uint8_t kWall = 3;
constexpr std::uint8_t kVisited = 4;

}  // namespace

Territory count_territory(const Grid& g, std::vector<std::uint8_t>* owner) {
  Territory t;
  // A private padded copy: walls around it spare the bounds checks, and explored points are marked
  // in it, so it is also the "seen" set.
  const std::size_t stride = static_cast<std::size_t>(g.width) + 2;
  std::vector<std::uint8_t> pad(stride * (static_cast<std::size_t>(g.height) + 2), kWall);
  for (int y = 0; y < g.height; ++y) {
    const std::uint8_t* row = g.cells.data() + g.index(0, y);
    std::memcpy(pad.data() + (static_cast<std::size_t>(y) + 1) * stride + 1, row, static_cast<std::size_t>(g.width));
    for (int x = 0; x < g.width; ++x) {
      t.black_stones += row[x] == kBlack;
      t.white_stones += row[x] == kWhite;
    }
  }
  if (owner != nullptr) owner->assign(g.size(), kEmpty);
  // The walk is branch-free per neighbour: on a random position every colour test would be a coin
  // toss for the branch predictor. kBorder maps a cell to the colour bit it contributes.
  constexpr std::uint8_t kBorder[5] = {0, kBlack, kWhite, 0, 0};
  std::uint8_t* cells = pad.data();
  std::vector<std::uint32_t> region(64);
  auto explore = [&](std::size_t start) {
    cells[start] = kVisited;
    region[0] = static_cast<std::uint32_t>(start);
    std::size_t size = 1;
    unsigned borders = 0;
    for (std::size_t i = 0; i < size; ++i) {
      if (region.size() < size + 4) region.resize(2 * region.size());
      const std::size_t p = region[i];
      for (std::size_t q : {p - 1, p + 1, p - stride, p + stride}) {
        const std::uint8_t c = cells[q];
        const bool empty = c == kEmpty;
        borders |= kBorder[c];
        region[size] = static_cast<std::uint32_t>(q);
        size += empty;
        cells[q] = empty ? kVisited : c;
      }
    }
    const std::uint8_t who = borders == kBlack || borders == kWhite ? static_cast<std::uint8_t>(borders) : kEmpty;
    (who == kBlack ? t.black_territory : who == kWhite ? t.white_territory : t.neutral) += size;
    if (owner != nullptr && who != kEmpty) {
      for (std::size_t i = 0; i < size; ++i) {
        (*owner)[(region[i] / stride - 1) * static_cast<std::size_t>(g.width) + region[i] % stride - 1] = who;
      }
    }
  };
  // Unexplored empty points are found 8 cells at a time: a byte mask of the zero bytes, then its bits.
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
  std::size_t base = 0;
  for (; base + 8 <= pad.size(); base += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, cells + base, 8);
    std::uint64_t hits = ~(((word & kLow7) + kLow7) | word | kLow7);
    while (hits != 0) {
      const std::size_t at = base + static_cast<std::size_t>(std::countr_zero(hits)) / 8;
      hits &= hits - 1;
      if (cells[at] == kEmpty) explore(at);  // an earlier walk may have taken it
    }
  }
  for (; base < pad.size(); ++base) {
    if (cells[base] == kEmpty) explore(base);
  }
  return t;
}

double margin(const Territory& t, Scoring scoring, double komi) {
  auto points = [&](std::uint64_t territory, std::uint64_t stones) {
    return static_cast<double>(territory + (scoring == Scoring::Area ? stones : 0));
  };
  return points(t.black_territory, t.black_stones) - points(t.white_territory, t.white_stones) - komi;
}

}  // namespace tengen::go
