#pragma once
/// \file
/// A Gomoku board made for questions about lines: the points framed by kMargin walls on every
/// side, so that the eleven cells of a line centred on any point (five either side) are read with
/// no bounds check. Renju's foul check and the move-by-move game decide on it.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "tengen/color.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/grid.hpp"

namespace tengen::gomoku {

/// A Gomoku board with kMargin walls on each side, so that a window of five either side of any
/// point needs no bounds check.
class LineBoard {
 public:
  /// Walls on each side: enough for a five-either-side window around every point.
  static constexpr int kMargin = 5;

  LineBoard() = default;
  /// An empty width x height board; precondition: width, height >= 1. May throw std::bad_alloc.
  /// O((width + 10) * (height + 10)).
  LineBoard(int width, int height);
  /// The points of g, walls around them. Same complexity.
  explicit LineBoard(const Grid& g);
  /// The points as a Grid. O(width * height).
  Grid grid() const;

  int width() const { return width_; }
  int height() const { return height_; }
  /// The distance between vertically adjacent cells.
  std::ptrdiff_t stride() const { return static_cast<std::ptrdiff_t>(width_) + 2 * kMargin; }
  /// The cell of point (x, y), 0 <= x < width(), 0 <= y < height().
  std::size_t index(int x, int y) const {
    return (static_cast<std::size_t>(y) + kMargin) * static_cast<std::size_t>(stride()) + static_cast<std::size_t>(x) + kMargin;
  }
  /// The step from a cell to the next along direction d (offset_of(d) in cells).
  std::ptrdiff_t step(Direction d) const {
    const Offset o = offset_of(d);
    return o.dx + o.dy * stride();
  }

  /// What stands on cell i (a Color value; Wall on the frame).
  Color operator[](std::size_t i) const { return static_cast<Color>(cells_[i]); }
  Color at(int x, int y) const { return (*this)[index(x, y)]; }
  /// All cells: data()[index(x, y)] is point (x, y); the frame holds Wall.
  const std::uint8_t* data() const { return cells_.data(); }
  /// Puts c (Empty, Black or White) on the point of cell i.
  void set(std::size_t i, Color c) { cells_[i] = cell_value(c); }

  /// The eleven cells centred on cell i along a line of the given step, two bits each (their Color
  /// values): cell i + k * step is at bits 2 (k + 5), k = -5..5. O(1).
  std::uint32_t window(std::size_t i, std::ptrdiff_t step) const {
    const std::uint8_t* p = cells_.data() + i;
    std::uint32_t w = 0;
    // Each cell shifted into place on its own, so that the loads do not wait on one another.
    for (std::ptrdiff_t k = -kMargin; k <= kMargin; ++k) w |= std::uint32_t{p[k * step]} << (2 * (k + kMargin));
    return w;
  }

 private:
  std::vector<std::uint8_t> cells_;
  int width_ = 0;
  int height_ = 0;
};

}  // namespace tengen::gomoku
