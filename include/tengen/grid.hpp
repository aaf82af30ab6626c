#pragma once
/// \file
/// A plain rectangular board, one byte a point, wrapped in walls: what the one-pass analyses
/// (territory, best capture, five in a row) and the classic readers share. The incremental go::Board
/// is for move sequences.

#include <cstdint>
#include <cstdlib>
#include <memory>

#include "tengen/color.hpp"

namespace tengen {

/// Point values of a Grid cell: the values of Color. kWall is the border around the points.
inline constexpr std::uint8_t kEmpty = cell_value(Color::Empty);
inline constexpr std::uint8_t kBlack = cell_value(Color::Black);
inline constexpr std::uint8_t kWhite = cell_value(Color::White);
inline constexpr std::uint8_t kWall = cell_value(Color::Wall);

/// The layout every padded board of tengen shares (Grid and go::Board): width x height points in a
/// row-major array with a wall row above and below and one wall cell between the end of a row and
/// the start of the next, so that the four neighbours of any point are at index -1, +1, -stride and
/// +stride with no bounds check.
namespace padded {

/// The most cells a padded board may have: every index, and one past the last cell, fits in 32 bits.
inline constexpr std::uint64_t kMaxCells = 0xFFFF'FFF0u;

/// The distance between vertically adjacent cells of a board `width` points wide.
constexpr std::size_t stride(std::uint64_t width) { return static_cast<std::size_t>(width) + 1; }

/// The cells a w x h board takes, walls included: (h + 2) * (w + 1).
constexpr std::uint64_t cells(std::uint64_t w, std::uint64_t h) { return (h + 2) * (w + 1); }

/// Whether a w x h board has w, h >= 1 and at most kMaxCells cells (one cell more, for boards
/// that keep a spare one). No overflow for any argument.
constexpr bool fits(std::int64_t w, std::int64_t h) {
  return w >= 1 && h >= 1 && static_cast<std::uint64_t>(w) < kMaxCells && static_cast<std::uint64_t>(h) < kMaxCells &&
         static_cast<std::uint64_t>(h) + 2 <= (kMaxCells - 1) / (static_cast<std::uint64_t>(w) + 1);
}

/// The cell of point (x, y), 0 <= x < width, y row from the top, on a board of that stride.
constexpr std::size_t index(int x, int y, std::size_t stride) {
  return (static_cast<std::size_t>(y) + 1) * stride + static_cast<std::size_t>(x) + 1;
}

}  // namespace padded

/// The largest side of a square board: the largest n with padded::fits(n, n).
inline constexpr std::int64_t kMaxSquareSide = 65534;
static_assert(padded::fits(kMaxSquareSide, kMaxSquareSide) && !padded::fits(kMaxSquareSide + 1, kMaxSquareSide + 1));

/// width x height points, row 0 on top, column 0 on the left, in the padded layout (namespace
/// padded): every point's four neighbours are index - 1, index + 1, index - stride() and
/// index + stride(), with no bounds check; walls hold kWall, points kEmpty, kBlack or kWhite.
/// An analysis may mark cells while it runs, but leaves every cell as it found it.
class Grid {
 public:
  /// Whether a w x h grid can be made: padded::fits(w, h).
  static constexpr bool fits(std::int64_t w, std::int64_t h) { return padded::fits(w, h); }

  Grid() = default;
  Grid(const Grid& other);
  Grid& operator=(const Grid& other);
  /// Moving leaves `other` an empty grid (0 x 0, no memory), fit to be reset or assigned.
  Grid(Grid&& other) noexcept;
  Grid& operator=(Grid&& other) noexcept;

  /// Makes it a w x h grid of kEmpty points, reusing memory. Precondition: w, h >= 1 and
  /// fits(w, h). May throw std::bad_alloc. O(w * h); fresh memory comes zeroed from the system
  /// (calloc), so a new large grid is not written twice.
  void reset(int w, int h);
  /// Makes it a w x h grid of kEmpty points whose walls are not written yet: seal() writes them once
  /// the points are read, so that memory is touched only as input arrives (fresh memory comes from
  /// calloc, untouched). Until seal() the grid must not be analysed. Preconditions and exceptions as
  /// reset(). O(1) apart from the allocation (and clearing reused memory).
  void reset_unsealed(int w, int h);
  /// Makes it a w x h grid to be written in reading order (rows from the top, each from the left)
  /// with memory taken as it is written: only the first cells are held at first, and ensure() makes
  /// room for more. Cells are unspecified until written; seal() writes the walls (taking the rest of
  /// the room). Preconditions and exceptions as reset(). O(1) apart from the allocation.
  void reset_growing(int w, int h);
  /// Makes cells [0, n) writable (n <= cell_count()), keeping those written; moves data(). Grows
  /// geometrically: amortized O(1) a cell. May throw std::bad_alloc.
  void ensure(std::size_t n) {
    if (n > capacity_) grow(n);
  }
  /// Writes every wall cell: the rows above and below and the cell between rows (ensure(cell_count())
  /// first). O(width + height).
  void seal();
  /// Makes it a w x h grid whose cells are unspecified, reusing memory: the caller writes every
  /// cell (kWall on the walls, a point value on each point) before any other use. Fresh memory is
  /// not touched here, so that writers on several threads share its first-touch cost.
  /// Preconditions and exceptions as reset(). O(1) apart from the allocation.
  void reset_for_overwrite(int w, int h);

  int width() const { return width_; }
  int height() const { return height_; }
  /// width() * height().
  std::uint64_t points() const { return static_cast<std::uint64_t>(width_) * static_cast<std::uint64_t>(height_); }
  /// The distance between vertically adjacent cells: width() + 1.
  std::size_t stride() const { return padded::stride(static_cast<std::uint64_t>(width_)); }
  /// The number of cells, walls included (padded::cells(width(), height())).
  std::size_t cell_count() const { return size_; }
  /// The cell of point (x, y), 0 <= x < width(), 0 <= y < height().
  std::size_t index(int x, int y) const { return padded::index(x, y, stride()); }
  /// The column and row of a point's cell (the inverse of index()). O(1), a division.
  int column(std::size_t i) const { return static_cast<int>(i % stride()) - 1; }
  int row(std::size_t i) const { return static_cast<int>(i / stride()) - 1; }

  std::uint8_t& at(int x, int y) { return cells_[index(x, y)]; }
  std::uint8_t at(int x, int y) const { return cells_[index(x, y)]; }
  /// What stands on point (x, y), as a Color. Precondition: no analysis is marking the grid.
  Color color(int x, int y) const { return static_cast<Color>(cells_[index(x, y)]); }
  std::uint8_t& operator[](std::size_t i) { return cells_[i]; }
  std::uint8_t operator[](std::size_t i) const { return cells_[i]; }
  /// All cells: data()[index(x, y)] is point (x, y). Writing kWall, or anything but a point value
  /// on a point, breaks the layout; analyses that mark cells restore them before they return.
  std::uint8_t* data() { return cells_.get(); }
  const std::uint8_t* data() const { return cells_.get(); }

  /// Same shape and the same cells.
  friend bool operator==(const Grid& a, const Grid& b);

 private:
  // Makes room for n cells, from calloc when `zeroed` (else malloc) if the old block is too small.
  // Returns whether the caller may skip clearing them: fresh from calloc, or no zeroing asked for.
  bool allocate(std::size_t n, bool zeroed);
  void grow(std::size_t n);
  struct Free {
    void operator()(std::uint8_t* p) const { std::free(p); }
  };
  int width_ = 0;
  int height_ = 0;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
  std::unique_ptr<std::uint8_t[], Free> cells_;
};

}  // namespace tengen
