#include "tengen/gomoku/line_board.hpp"

#include <cstring>

namespace tengen::gomoku {

LineBoard::LineBoard(int width, int height) : width_(width), height_(height) {
  cells_.assign(static_cast<std::size_t>(stride()) * (static_cast<std::size_t>(height) + 2 * kMargin), kWall);
  for (int y = 0; y < height; ++y) std::memset(cells_.data() + index(0, y), kEmpty, static_cast<std::size_t>(width));
}

LineBoard::LineBoard(const Grid& g) : LineBoard(g.width(), g.height()) {
  for (int y = 0; y < height_; ++y) std::memcpy(cells_.data() + index(0, y), g.data() + g.index(0, y), static_cast<std::size_t>(width_));
}

Grid LineBoard::grid() const {
  Grid g;
  g.reset(width_, height_);
  for (int y = 0; y < height_; ++y) std::memcpy(g.data() + g.index(0, y), cells_.data() + index(0, y), static_cast<std::size_t>(width_));
  return g;
}

}  // namespace tengen::gomoku
