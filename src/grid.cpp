#include "tengen/grid.hpp"

#include <algorithm>
#include <cassert>

namespace tengen {

void Grid::reset(int w, int h) {
  assert(w >= 1 && h >= 1 && fits(static_cast<std::uint64_t>(w), static_cast<std::uint64_t>(h)));
  width_ = w;
  height_ = h;
  const std::size_t n = cells_for(static_cast<std::uint64_t>(w), static_cast<std::uint64_t>(h));
  const std::size_t s = stride();
  cells_.assign(n, kEmpty);
  std::fill_n(cells_.begin(), s, kWall);
  std::fill(cells_.end() - static_cast<std::ptrdiff_t>(s), cells_.end(), kWall);
  for (std::size_t i = s; i < n; i += s) cells_[i] = kWall;
}

}  // namespace tengen
