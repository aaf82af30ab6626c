#pragma once
/// \file
/// A plain rectangular board, one byte a point, wrapped in walls: what the one-pass analyses
/// (territory, best capture, five in a row) and the classic readers share. The incremental go::Board
/// is for move sequences.

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace tengen {

/// Point values of a Grid: the same numbers as go::Color. kWall is the border around the points.
inline constexpr std::uint8_t kEmpty = 0;
inline constexpr std::uint8_t kBlack = 1;
inline constexpr std::uint8_t kWhite = 2;
inline constexpr std::uint8_t kWall = 3;

/// width x height points, row 0 on top, column 0 on the left, in a row-major array of cells with a
/// wall around them: a wall row above and below, and one wall cell between the end of a row and the
/// start of the next. So every point's four neighbours are index - 1, index + 1, index - stride()
/// and index + stride(), with no bounds check; walls hold kWall, points kEmpty, kBlack or kWhite.
/// An analysis may mark cells while it runs, but leaves every cell as it found it.
class Grid {
 public:
  /// The most cells (points and walls) a Grid may have: indices fit in 32 bits.
  static constexpr std::uint64_t kMaxCells = 0xFFFF'FFFFu;

  /// How many cells (points and walls) a w x h grid takes: (h + 2) * (w + 1).
  static constexpr std::uint64_t cells_for(std::uint64_t w, std::uint64_t h) { return (h + 2) * (w + 1); }
  /// Whether a w x h grid (w, h >= 1) has at most kMaxCells cells. No overflow for any argument.
  static constexpr bool fits(std::uint64_t w, std::uint64_t h) {
    return w < kMaxCells && h < kMaxCells && (h + 2) <= kMaxCells / (w + 1);
  }

  Grid() = default;
  Grid(const Grid& other);
  Grid& operator=(const Grid& other);
  Grid(Grid&&) noexcept = default;
  Grid& operator=(Grid&&) noexcept = default;

  /// Makes it a w x h grid of kEmpty points, reusing memory. Precondition: w, h >= 1 and
  /// fits(w, h). May throw std::bad_alloc. O(w * h); fresh memory comes zeroed from the system
  /// (calloc), so a new large grid is not written twice.
  void reset(int w, int h);
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
  std::size_t stride() const { return static_cast<std::size_t>(width_) + 1; }
  /// The number of cells, walls included (cells_for(width(), height())).
  std::size_t cell_count() const { return size_; }
  /// The cell of point (x, y), 0 <= x < width(), 0 <= y < height().
  std::size_t index(int x, int y) const {
    return (static_cast<std::size_t>(y) + 1) * stride() + static_cast<std::size_t>(x) + 1;
  }
  /// The column and row of a point's cell (the inverse of index()). O(1), a division.
  int column(std::size_t i) const { return static_cast<int>(i % stride()) - 1; }
  int row(std::size_t i) const { return static_cast<int>(i / stride()) - 1; }

  std::uint8_t& at(int x, int y) { return cells_[index(x, y)]; }
  std::uint8_t at(int x, int y) const { return cells_[index(x, y)]; }
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
