#include "tengen/classic/capture.hpp"

#include <new>

#include <fmt/format.h>

#include "tengen/classic/reading.hpp"

namespace tengen::classic {

Result<bool> CaptureReader::read_board(Grid& grid, std::uint64_t k) {
  std::int64_t dims[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    const text::Scan scan = in_.next(dims[i]);
    if (scan == text::Scan::End && i == 0) return false;
    if (scan != text::Scan::Number) return text::scan_error(in_, scan, "the number of columns", case_label(k));
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
    // Every point is read, and the walls are written after them: memory is touched only as the
    // board's text arrives, whatever size it declares.
    grid.reset_growing(static_cast<int>(columns), static_cast<int>(rows));
  } catch (const std::bad_alloc&) {
    return Error{fmt::format("a board of {} x {} points does not fit in memory", rows, columns), in_.position(),
                 case_label(k)};
  }
  static constexpr CellCodes kCodes{.lo = -1, .hi = 1, .minus_one = kWhite, .allowed = "-1, 0 or 1"};
  if (Result<Ok> cells = read_cells(in_, grid, kCodes, k); !cells) return cells.error();
  grid.seal();
  return true;
}

ClassicPoint classic_point(const Grid& g, const go::Capture& c) { return {c.x + 1, g.height() - c.y}; }

void write_capture(text::Output& out, const Grid& g, const std::optional<go::Capture>& best) {
  if (!best) {
    out.write("0 0 0\n");
    return;
  }
  const ClassicPoint p = classic_point(g, *best);
  out.print("{} {} {}\n", best->stones, p.x, p.y);
}

void write_captures(text::Output& out, const Grid& g, const std::vector<go::Capture>& moves) {
  out.print("{}\n", moves.size());
  for (const go::Capture& c : moves) write_capture(out, g, c);
}

}  // namespace tengen::classic
