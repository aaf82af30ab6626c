#pragma once
/// \file
/// The classic capture input: boards until the end of input, each "n m" (rows, columns) and then n
/// rows of m cells: 0 empty, -1 white, 1 black; the first row is the top.

#include <cstdint>

#include "tengen/grid.hpp"
#include "tengen/io/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::io {

class CaptureReader {
 public:
  /// Boards of more than `max_points` points, or too large for a Grid, are refused (an error) before
  /// any memory is taken.
  explicit CaptureReader(TokenReader& in, std::uint64_t max_points = UINT64_MAX)
      : in_(in), max_points_(max_points) {}

  /// Reads board number k into `grid` (kBlack, kWhite, kEmpty). Returns false at the end of input
  /// where a board would start. Errors: n or m < 1 or the board too large, a cell other than -1, 0, 1,
  /// the input ending inside the board, a token that is not an integer.
  Result<bool> read_board(Grid& grid, std::uint64_t k);

 private:
  TokenReader& in_;
  std::uint64_t max_points_;
};

}  // namespace tengen::io
