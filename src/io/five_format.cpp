#include "tengen/io/five_format.hpp"

#include "tengen/io/classic.hpp"

namespace tengen::io {

Result<std::int64_t> FiveReader::read_count() {
  Result<std::int64_t> count = io::read_count(in_, "boards", "board count");
  if (count) count_ = *count;
  return count;
}

Result<Ok> FiveReader::read_board(Grid& grid, std::uint64_t k) {
  grid.reset(size_, size_);
  static constexpr CellCodes kCodes{.lo = 0, .hi = 2, .minus_one = 0, .allowed = "0, 1 or 2"};
  return read_cells(in_, grid, kCodes, k);
}

Result<Ok> FiveReader::read_end() { return io::read_end(in_, "board", "boards", count_); }

void write_five(Output& out, const std::vector<gomoku::Five>& fives) {
  if (fives.empty()) {
    out.write("0\n");
    return;
  }
  const gomoku::Five& f = fives.front();
  out.print("{}\n{} {}\n", cell_value(f.color), f.y + 1, f.x + 1);
}

}  // namespace tengen::io
