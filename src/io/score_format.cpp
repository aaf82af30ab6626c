#include "tengen/io/score_format.hpp"

#include <algorithm>
#include <array>
#include <new>

#include <fmt/format.h>

namespace tengen::io {

std::string case_label(std::uint64_t k) { return fmt::format("case {}", k); }

Result<bool> ScoreReader::read_case(Grid& grid, std::uint64_t k) {
  std::int64_t n = 0;
  Scan scan = in_.next(n);
  if (scan == Scan::End) return false;
  if (scan == Scan::Bad) return scan_error(in_, scan, "", case_label(k));
  const TextPosition at = in_.position();
  if (n == 0) {
    // The terminator is a 0 alone on its line; anything after it is not read.
    std::int64_t next = 0;
    scan = in_.next(next);
    if (scan == Scan::End || (scan == Scan::Number && in_.position().line > at.line)) return false;
    if (scan == Scan::Bad) return scan_error(in_, scan, "", case_label(k));
  }
  if (n < 1 || n > max_size_) {
    return Error{fmt::format("the board size is {}, not between 1 and {}", n, max_size_), at, case_label(k)};
  }
  std::int64_t count[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    scan = in_.next(count[i]);
    if (scan != Scan::Number) return scan_error(in_, scan, i == 0 ? "the black stone count" : "the white stone count", case_label(k));
    if (count[i] < 0) {
      return Error{fmt::format("the {} stone count is {}, not at least 0", i == 0 ? "black" : "white", count[i]),
                   in_.position(), case_label(k)};
    }
  }
  if (count[0] + count[1] > n * n) {
    return Error{fmt::format("{} + {} stones do not fit on {} points", count[0], count[1], n * n), in_.position(),
                 case_label(k)};
  }
  try {
    grid.reset(static_cast<int>(n), static_cast<int>(n));
  } catch (const std::bad_alloc&) {
    return Error{fmt::format("a {}x{} board does not fit in memory", n, n), at, case_label(k)};
  }
  // Stones go on the board in batches: every cell of a batch is prefetched before the first is
  // checked, so that on a large board in random order the cache misses overlap instead of queueing.
  constexpr std::size_t kBatch = 64;
  std::array<NumberPair, kBatch> batch;
  std::array<std::size_t, kBatch> cells;
  auto place = [&](std::size_t pending, std::uint8_t color) -> Result<Ok> {
    for (std::size_t i = 0; i < pending; ++i) {
      cells[i] = grid.index(static_cast<int>(batch[i].second - 1), static_cast<int>(batch[i].first - 1));
      __builtin_prefetch(grid.data() + cells[i], 1);
    }
    for (std::size_t i = 0; i < pending; ++i) {
      std::uint8_t& cell = grid[cells[i]];
      if (cell != kEmpty) {
        return Error{fmt::format("two stones on point ({}, {})", batch[i].first, batch[i].second), batch[i].at,
                     case_label(k)};
      }
      cell = color;
    }
    return Ok{};
  };
  for (int i = 0; i < 2; ++i) {
    const std::uint8_t color = i == 0 ? kBlack : kWhite;
    for (std::int64_t j = 0; j < count[i];) {
      const auto want = static_cast<std::size_t>(std::min<std::int64_t>(kBatch, count[i] - j));
      std::size_t got = in_.next_pairs(batch.data(), want, static_cast<std::uint32_t>(n));
      if (got < want) {
        // A pair the fast path left: read it the general way, with its position for errors.
        std::int64_t r = 0;
        std::int64_t c = 0;
        scan = in_.next(r);
        const TextPosition stone = in_.position();
        if (scan == Scan::Number) scan = in_.next(c);
        if (scan != Scan::Number || r < 1 || r > n || c < 1 || c > n) {
          // Earlier stones first: a duplicate among them is the earlier error.
          if (Result<Ok> placed = place(got, color); !placed) return placed.error();
          const auto stone_number = j + static_cast<std::int64_t>(got) + 1;
          if (scan != Scan::Number) {
            return scan_error(in_, scan, fmt::format("{} stone {} of {}", i == 0 ? "black" : "white", stone_number, count[i]),
                              case_label(k));
          }
          return Error{fmt::format("point ({}, {}) is off the {}x{} board", r, c, n, n), stone, case_label(k)};
        }
        batch[got++] = {static_cast<std::uint32_t>(r), static_cast<std::uint32_t>(c), stone};
      }
      if (Result<Ok> placed = place(got, color); !placed) return placed.error();
      j += static_cast<std::int64_t>(got);
    }
  }
  return true;
}

}  // namespace tengen::io
