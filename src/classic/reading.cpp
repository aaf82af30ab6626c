#include "tengen/classic/reading.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "text/batch_reader.hpp"

namespace tengen::classic {

Result<std::int64_t> read_count(text::TokenReader& in, std::string_view things, std::string_view label) {
  std::int64_t count = 0;
  const text::Scan scan = in.next(count);
  if (scan == text::Scan::End) {
    return Error{fmt::format("the input is empty: expected the number of {}", things), in.position(), std::string(label)};
  }
  if (scan == text::Scan::Bad) return text::scan_error(in, scan, "", std::string(label));
  if (count < 0) {
    return Error{fmt::format("the number of {} is {}, not at least 0", things, count), in.position(), std::string(label)};
  }
  return count;
}

Result<Ok> read_end(text::TokenReader& in, std::string_view thing, std::string_view things, std::int64_t count) {
  std::int64_t extra = 0;
  const text::Scan scan = in.next(extra);
  if (scan == text::Scan::End) return Ok{};
  std::string label = fmt::format("after {} {}", thing, count);
  if (scan == text::Scan::Bad) return text::scan_error(in, scan, "", std::move(label));
  return Error{fmt::format("unexpected {} after the last of the {} {}", extra, count, things), in.position(),
               std::move(label)};
}

namespace {

/// `width` cells of row y from column `first` on into row[0, width).
[[gnu::always_inline]] inline Result<Ok> read_row(text::TokenReader& in, text::BatchReader& bulk, std::uint8_t* row, std::size_t width, std::size_t first, int y,
                    const CellCodes& codes, std::uint64_t k) {
  for (std::size_t x = 0; x < width;) {
    x += bulk.cells(row + x, width - x, codes.hi, codes.minus_one);
    if (x == width) break;
    // A token the fast path left: read it the general way, with its position for errors.
    std::int64_t v = 0;
    const text::Scan scan = in.next(v);
    if (scan != text::Scan::Number || v < codes.lo || v > codes.hi) {
      const std::string cell = fmt::format("cell ({}, {})", y + 1, first + x + 1);
      if (scan != text::Scan::Number) return text::scan_error(in, scan, cell, case_label(k));
      return Error{fmt::format("{} is {}, not {}", cell, v, codes.allowed), in.position(), case_label(k)};
    }
    row[x++] = v < 0 ? codes.minus_one : static_cast<std::uint8_t>(v);
  }
  return Ok{};
}

}  // namespace

Result<Ok> read_cells(text::TokenReader& in, Grid& grid, const CellCodes& codes, std::uint64_t k) {
  // Rows are read in pieces, each made room for first: the grid's memory grows with the text read.
  // The first row of a wide board is read aside before the grid takes any room: the wall row above
  // it is as wide as the board, so a wide board declared and not given ends where its text does.
  constexpr std::size_t kPiece = std::size_t{1} << 16;
  const auto width = static_cast<std::size_t>(grid.width());
  text::BatchReader bulk(in);
  const std::size_t stride = grid.stride();
  std::size_t row_start = grid.index(0, 0);
  int y = 0;
  if (width > kPiece) {
    std::vector<std::uint8_t> first;
    for (std::size_t x = 0; x < width; x += kPiece) {
      const std::size_t n = std::min(kPiece, width - x);
      first.resize(x + n);
      if (Result<Ok> row = read_row(in, bulk, first.data() + x, n, x, 0, codes, k); !row) return row;
    }
    grid.ensure(row_start + width);
    std::memcpy(grid.data() + row_start, first.data(), width);
    row_start += stride;
    y = 1;
  }
  for (; y < grid.height(); ++y, row_start += stride) {
    for (std::size_t x = 0; x < width; x += kPiece) {
      const std::size_t n = std::min(kPiece, width - x);
      grid.ensure(row_start + x + n);
      if (Result<Ok> row = read_row(in, bulk, grid.data() + row_start + x, n, x, y, codes, k); !row) return row;
    }
  }
  return Ok{};
}

}  // namespace tengen::classic
