#pragma once
/// \file
/// Connected regions of a padded board or grid (tengen::padded), labelled once: the one region
/// labelling of the dead-stone, seki and scoring passes and of genmove's choice.

#include <cstdint>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// Labels the connected sets (4-neighbour) of the cells where inside(p) holds: region[p] is the
/// label, 0 to count - 1, of p's set, and -1 where inside(p) is false. inside must be false on the
/// walls. O(cells), no recursion.
template <class Inside>
std::vector<std::int32_t> label_regions(std::size_t cells, Point stride, Inside inside, std::int32_t& count) {
  std::vector<std::int32_t> region(cells, -1);
  count = 0;
  std::vector<Point> stack;
  for (Point p = 0; p < cells; ++p) {
    if (region[p] >= 0 || !inside(p)) continue;
    region[p] = count;
    stack.assign(1, p);
    while (!stack.empty()) {
      const Point q = stack.back();
      stack.pop_back();
      for (const Point n : {q - 1, q + 1, q - stride, q + stride}) {
        if (region[n] < 0 && inside(n)) {
          region[n] = count;
          stack.push_back(n);
        }
      }
    }
    ++count;
  }
  return region;
}

}  // namespace tengen::go
