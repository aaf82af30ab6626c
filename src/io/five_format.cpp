#include "tengen/io/five_format.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "tengen/io/score_format.hpp"

namespace tengen::io {

Result<std::int64_t> FiveReader::read_count() {
  const Scan scan = in_.next(count_);
  if (scan == Scan::End) return Error{"the input is empty: expected the number of boards", in_.position(), "board count"};
  if (scan == Scan::Bad) return scan_error(in_, scan, "", "board count");
  if (count_ < 0) {
    return Error{fmt::format("the number of boards is {}, not at least 0", count_), in_.position(), "board count"};
  }
  return count_;
}

Result<Ok> FiveReader::read_board(Grid& grid, std::uint64_t k) {
  grid.reset(size_, size_);
  const auto width = static_cast<std::size_t>(size_);
  for (int y = 0; y < size_; ++y) {
    std::uint8_t* row = grid.data() + grid.index(0, y);
    for (std::size_t x = 0; x < width;) {
      x += in_.next_cells(row + x, width - x, 2, 0);
      if (x == width) break;
      // A token the fast path left: read it the general way, with its position for errors.
      std::int64_t v = 0;
      const Scan scan = in_.next(v);
      if (scan != Scan::Number || v < 0 || v > 2) {
        const std::string cell = fmt::format("cell ({}, {})", y + 1, x + 1);
        if (scan != Scan::Number) return scan_error(in_, scan, cell, case_label(k));
        return Error{fmt::format("{} is {}, not 0, 1 or 2", cell, v), in_.position(), case_label(k)};
      }
      row[x++] = static_cast<std::uint8_t>(v);
    }
  }
  return Ok{};
}

Result<Ok> FiveReader::read_end() {
  std::int64_t extra = 0;
  const Scan scan = in_.next(extra);
  const std::string label = fmt::format("after board {}", count_);
  if (scan == Scan::End) return Ok{};
  if (scan == Scan::Bad) return scan_error(in_, scan, "", label);
  return Error{fmt::format("unexpected {} after the last of the {} boards", extra, count_), in_.position(), label};
}

}  // namespace tengen::io
