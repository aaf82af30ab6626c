#include "tengen/io/five_format.hpp"

#include <algorithm>
#include <array>

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
  std::uint8_t* cell = grid.cells.data();
  const std::size_t n = grid.size();
  std::array<std::int8_t, 512> run{};
  for (std::size_t i = 0; i < n;) {
    const std::size_t want = std::min(run.size(), n - i);
    const std::size_t got = in_.next_cells(run.data(), want, 0, 2);
    for (std::size_t j = 0; j < got; ++j) cell[i + j] = static_cast<std::uint8_t>(run[j]);
    i += got;
    if (i == n || got == want) continue;
    // A token the fast path left: read it the general way, with its position for errors.
    std::int64_t v = 0;
    const Scan scan = in_.next(v);
    if (scan != Scan::Number || v < 0 || v > 2) {
      const auto r = i / static_cast<std::size_t>(size_) + 1;
      const auto c = i % static_cast<std::size_t>(size_) + 1;
      if (scan != Scan::Number) return scan_error(in_, scan, fmt::format("cell ({}, {})", r, c), case_label(k));
      return Error{fmt::format("cell ({}, {}) is {}, not 0, 1 or 2", r, c, v), in_.position(), case_label(k)};
    }
    cell[i++] = static_cast<std::uint8_t>(v);
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
