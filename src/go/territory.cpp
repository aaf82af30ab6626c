#include "tengen/go/territory.hpp"

namespace tengen::go {

Territory count_territory(const Grid& g, std::vector<std::uint8_t>* owner) {
  Territory t;
  const std::size_t n = g.size();
  const auto w = static_cast<std::size_t>(g.width);
  std::vector<std::uint8_t> seen(n, 0);
  if (owner != nullptr) owner->assign(n, kEmpty);
  std::vector<std::uint32_t> region;  // the region being explored: a queue that keeps its points
  for (std::size_t start = 0; start < n; ++start) {
    const std::uint8_t v = g.cells[start];
    if (v == kBlack) ++t.black_stones;
    if (v == kWhite) ++t.white_stones;
    if (v != kEmpty || seen[start]) continue;
    region.assign(1, static_cast<std::uint32_t>(start));
    seen[start] = 1;
    unsigned borders = 0;  // bit 1: black, bit 2: white
    for (std::size_t i = 0; i < region.size(); ++i) {
      const std::size_t p = region[i];
      const std::size_t x = p % w;
      auto visit = [&](std::size_t q) {
        const std::uint8_t c = g.cells[q];
        if (c != kEmpty) {
          borders |= c;
        } else if (!seen[q]) {
          seen[q] = 1;
          region.push_back(static_cast<std::uint32_t>(q));
        }
      };
      if (x > 0) visit(p - 1);
      if (x + 1 < w) visit(p + 1);
      if (p >= w) visit(p - w);
      if (p + w < n) visit(p + w);
    }
    const std::uint8_t who = borders == kBlack || borders == kWhite ? static_cast<std::uint8_t>(borders) : kEmpty;
    (who == kBlack ? t.black_territory : who == kWhite ? t.white_territory : t.neutral) += region.size();
    if (owner != nullptr && who != kEmpty) {
      for (std::uint32_t p : region) (*owner)[p] = who;
    }
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
