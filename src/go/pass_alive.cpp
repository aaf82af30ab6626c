// Benson's unconditional life, in time linear in the board: chains and regions are numbered once,
// a region's vital chains found by counting, for each chain, the region's empty points it touches,
// and the chains that fall are taken out through a work list instead of whole-board rounds.

#include <cstdint>
#include <vector>

#include "tengen/go/dead_stones.hpp"
#include "tengen/go/regions.hpp"

namespace tengen::go {

std::vector<std::uint8_t> pass_alive(const Board& b, Color c) {
  const auto s = static_cast<Point>(b.stride());
  const std::size_t cells = b.cell_count();
  std::int32_t region_count = 0;
  // The regions of c: connected sets of points that hold no stone of c.
  const std::vector<std::int32_t> region =
      label_regions(cells, s, [&](Point p) { return b.at(p) != c && b.at(p) != Color::Wall; }, region_count);
  const auto regions = static_cast<std::size_t>(region_count);
  // Chains of c, numbered by head.
  std::vector<std::uint32_t> chain_of(cells, 0);
  std::uint32_t chains = 0;
  for (Point p = 0; p < cells; ++p) {
    if (b.at(p) == c && b.chain_head(p) == p) chain_of[p] = chains++;
  }
  for (Point p = 0; p < cells; ++p) {
    if (b.at(p) == c) chain_of[p] = chain_of[b.chain_head(p)];
  }
  // Each region's cells, bucketed (counting sort), and its empty points.
  std::vector<std::uint32_t> start(regions + 1, 0);
  std::vector<std::uint32_t> empties(regions, 0);
  for (Point p = 0; p < cells; ++p) {
    if (region[p] < 0) continue;
    ++start[static_cast<std::size_t>(region[p]) + 1];
    empties[static_cast<std::size_t>(region[p])] += b.at(p) == Color::Empty ? 1 : 0;
  }
  for (std::size_t r = 0; r < regions; ++r) start[r + 1] += start[r];
  std::vector<Point> members(start.back());
  {
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (Point p = 0; p < cells; ++p) {
      if (region[p] >= 0) members[fill[static_cast<std::size_t>(region[p])]++] = p;
    }
  }
  // For each region, the chains that border it and those it is vital to (every empty point of the
  // region a liberty of the chain); for each chain, the regions it borders.
  std::vector<std::vector<std::uint32_t>> bordering(regions);
  std::vector<std::vector<std::uint32_t>> vital_to(regions);
  std::vector<std::vector<std::uint32_t>> borders(chains);
  std::vector<std::int64_t> seen_in(chains, -1);
  std::vector<std::uint32_t> touched(chains, 0);
  for (std::size_t r = 0; r < regions; ++r) {
    for (std::uint32_t i = start[r]; i < start[r + 1]; ++i) {
      const Point p = members[i];
      std::uint32_t around[4];
      int n_around = 0;
      for (const Point n : {p - 1, p + 1, p - s, p + s}) {
        if (b.at(n) != c) continue;
        const std::uint32_t k = chain_of[n];
        if (seen_in[k] != static_cast<std::int64_t>(r)) {
          seen_in[k] = static_cast<std::int64_t>(r);
          touched[k] = 0;
          bordering[r].push_back(k);
          borders[k].push_back(static_cast<std::uint32_t>(r));
        }
        bool again = false;
        for (int j = 0; j < n_around; ++j) again |= around[j] == k;
        if (!again) around[n_around++] = k;
      }
      if (b.at(p) != Color::Empty) continue;
      for (int j = 0; j < n_around; ++j) ++touched[around[j]];
    }
    for (const std::uint32_t k : bordering[r]) {
      if (touched[k] == empties[r]) vital_to[r].push_back(k);
    }
  }
  // A chain stays only with two vital regions among the regions that only surviving chains border.
  std::vector<std::uint8_t> chain_alive(chains, 1);
  std::vector<std::uint8_t> region_alive(regions, 1);
  std::vector<std::uint32_t> vital(chains, 0);
  for (std::size_t r = 0; r < regions; ++r) {
    for (const std::uint32_t k : vital_to[r]) ++vital[k];
  }
  std::vector<std::uint32_t> falling;
  for (std::uint32_t k = 0; k < chains; ++k) {
    if (vital[k] < 2) {
      chain_alive[k] = 0;
      falling.push_back(k);
    }
  }
  while (!falling.empty()) {
    const std::uint32_t k = falling.back();
    falling.pop_back();
    for (const std::uint32_t r : borders[k]) {
      if (!region_alive[r]) continue;
      region_alive[r] = 0;
      for (const std::uint32_t j : vital_to[r]) {
        if (chain_alive[j] && --vital[j] < 2) {
          chain_alive[j] = 0;
          falling.push_back(j);
        }
      }
    }
  }
  std::vector<std::uint8_t> alive(cells, 0);
  // Regions vital to a surviving chain: the opponent's stones inside are dead (marked 2).
  std::vector<std::uint8_t> dead_inside(regions, 0);
  for (std::size_t r = 0; r < regions; ++r) {
    if (!region_alive[r]) continue;
    for (const std::uint32_t k : vital_to[r]) dead_inside[r] |= chain_alive[k];
  }
  for (Point p = 0; p < cells; ++p) {
    if (b.at(p) == c && chain_alive[chain_of[p]]) alive[p] = 1;
    if (b.at(p) == opponent(c) && dead_inside[static_cast<std::size_t>(region[p])]) alive[p] = 2;
  }
  return alive;
}

}  // namespace tengen::go
