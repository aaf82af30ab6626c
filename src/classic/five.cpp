#include "tengen/classic/five.hpp"

#include <new>

#include <fmt/format.h>

#include "tengen/classic/reading.hpp"

namespace tengen::classic {

Result<std::int64_t> FiveReader::read_count() {
  Result<std::int64_t> count = classic::read_count(in_, "boards", "board count");
  if (count) count_ = *count;
  return count;
}

Result<Ok> FiveReader::read_board(Grid& grid, std::uint64_t k) {
  try {
    // Walls after the points: memory is touched only as the board's text arrives.
    grid.reset_growing(size_, size_);
  } catch (const std::bad_alloc&) {
    return Error{fmt::format("a {}x{} board does not fit in memory", size_, size_), in_.position(), case_label(k)};
  }
  static constexpr CellCodes kCodes{.lo = 0, .hi = 2, .minus_one = 0, .allowed = "0, 1 or 2"};
  if (Result<Ok> cells = read_cells(in_, grid, kCodes, k); !cells) return cells;
  grid.seal();
  return Ok{};
}

Result<Ok> FiveReader::read_end() { return classic::read_end(in_, "board", "boards", count_); }

void write_five(text::Output& out, const std::vector<gomoku::Five>& fives) {
  if (fives.empty()) {
    out.write("0\n");
    return;
  }
  const gomoku::Five& f = fives.front();
  out.print("{}\n{} {}\n", cell_value(f.color), f.y + 1, f.x + 1);
}

}  // namespace tengen::classic
