#include "tengen/io/capture_format.hpp"

#include <algorithm>
#include <array>
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
  if (rows > INT32_MAX || columns > INT32_MAX || static_cast<std::uint64_t>(rows) * static_cast<std::uint64_t>(columns) > max_points_) {
    return Error{fmt::format("a board of {} x {} points is too large", rows, columns), in_.position(), case_label(k)};
  }
  try {
    grid.reset(static_cast<int>(columns), static_cast<int>(rows));
  } catch (const std::bad_alloc&) {
    return Error{fmt::format("a board of {} x {} points does not fit in memory", rows, columns), in_.position(),
                 case_label(k)};
  }
  std::uint8_t* cell = grid.cells.data();
  const std::size_t n = grid.size();
  std::array<std::int8_t, 512> run{};
  // -1 (white) -> 2, 0 -> 0, 1 (black) -> 1
  auto stone = [](std::int64_t v) { return static_cast<std::uint8_t>(v < 0 ? kWhite : v); };
  for (std::size_t i = 0; i < n;) {
    const std::size_t want = std::min(run.size(), n - i);
    const std::size_t got = in_.next_cells(run.data(), want, -1, 1);
    for (std::size_t j = 0; j < got; ++j) cell[i + j] = stone(run[j]);
    i += got;
    if (i == n || got == want) continue;
    // A token the fast path left: read it the general way, with its position for errors.
    std::int64_t v = 0;
    const Scan scan = in_.next(v);
    if (scan != Scan::Number || v < -1 || v > 1) {
      const auto r = i / static_cast<std::size_t>(columns) + 1;
      const auto c = i % static_cast<std::size_t>(columns) + 1;
      if (scan != Scan::Number) return scan_error(in_, scan, fmt::format("cell ({}, {})", r, c), case_label(k));
      return Error{fmt::format("cell ({}, {}) is {}, not -1, 0 or 1", r, c, v), in_.position(), case_label(k)};
    }
    cell[i++] = stone(v);
  }
  return true;
}

}  // namespace tengen::io
