#include "tengen/io/capture_format.hpp"

#include <algorithm>
#include <new>

#include <fmt/format.h>

#include "tengen/io/score_format.hpp"

namespace tengen::io {

Result<bool> CaptureReader::read_board(Grid& grid, std::uint64_t k) {
  std::int64_t dims[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    const Scan scan = in_.next(dims[i]);
    if (scan == Scan::End && i == 0) return false;
    if (scan != Scan::Number) return scan_error(in_, scan, "the number of columns", case_label(k));
    if (dims[i] < 1) {
      return Error{fmt::format("the number of {} is {}, not at least 1", i == 0 ? "rows" : "columns", dims[i]),
                   in_.position(), case_label(k)};
    }
  }
  const auto [rows, columns] = dims;
  if (static_cast<std::uint64_t>(rows) * static_cast<std::uint64_t>(columns) > max_points_ ||
      !Grid::fits(columns, rows)) {
    return Error{fmt::format("a board of {} x {} points is too large", rows, columns), in_.position(), case_label(k)};
  }
  try {
    grid.reset(static_cast<int>(columns), static_cast<int>(rows));
  } catch (const std::bad_alloc&) {
    return Error{fmt::format("a board of {} x {} points does not fit in memory", rows, columns), in_.position(),
                 case_label(k)};
  }
  const auto width = static_cast<std::size_t>(columns);
  for (int y = 0; y < rows; ++y) {
    std::uint8_t* row = grid.data() + grid.index(0, y);
    for (std::size_t x = 0; x < width;) {
      x += in_.next_cells(row + x, width - x, 1, kWhite);
      if (x == width) break;
      // A token the fast path left: read it the general way, with its position for errors.
      std::int64_t v = 0;
      const Scan scan = in_.next(v);
      if (scan != Scan::Number || v < -1 || v > 1) {
        const std::string cell = fmt::format("cell ({}, {})", y + 1, x + 1);
        if (scan != Scan::Number) return scan_error(in_, scan, cell, case_label(k));
        return Error{fmt::format("{} is {}, not -1, 0 or 1", cell, v), in_.position(), case_label(k)};
      }
      row[x++] = v < 0 ? kWhite : static_cast<std::uint8_t>(v);
    }
  }
  return true;
}

}  // namespace tengen::io
