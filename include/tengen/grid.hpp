#pragma once
/// \file
/// A plain rectangular board, one byte a point: what the one-pass analyses (territory, best capture,
/// five in a row) and the classic readers share. The incremental go::Board is for move sequences.

#include <cstdint>
#include <vector>

namespace tengen {

/// Point values of a Grid: the same numbers as go::Color.
inline constexpr std::uint8_t kEmpty = 0;
inline constexpr std::uint8_t kBlack = 1;
inline constexpr std::uint8_t kWhite = 2;

/// Asks the system to back [data, data + bytes) with huge pages; does nothing where it cannot.
void advise_huge_pages(void* data, std::size_t bytes);

/// width x height cells, row-major, row 0 on top, column 0 on the left.
struct Grid {
  /// The largest number of points a Grid may have: indices fit in 32 bits.
  static constexpr std::uint64_t kMaxPoints = 0xFFFF'FFFFu;

  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> cells;

  /// Makes it a width x height grid of kEmpty, reusing memory. Large grids are backed by huge pages
  /// where the system offers them (random access to 10^8 points misses the TLB less). Precondition:
  /// the size is at most kMaxPoints. May throw std::bad_alloc. O(width * height).
  void reset(int w, int h);
  std::size_t size() const { return cells.size(); }
  std::size_t index(int x, int y) const {
    return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
  }
  std::uint8_t& at(int x, int y) { return cells[index(x, y)]; }
  std::uint8_t at(int x, int y) const { return cells[index(x, y)]; }
};

}  // namespace tengen
