#pragma once
/// \file
/// What the four classic formats share: case labels, the count that opens five and replay input,
/// the end of input after the last case, and rows of one-digit cells (capture and five boards).

#include <cstdint>
#include <string>
#include <string_view>

#include "tengen/grid.hpp"
#include "tengen/text/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::classic {

/// Reads the count that opens an input of `things` ("boards", "moves"): an integer >= 0. Errors,
/// labelled `label` ("board count"): the input is empty, the token is not an integer, the count
/// is negative.
Result<std::int64_t> read_count(text::TokenReader& in, std::string_view things, std::string_view label);

/// Succeeds when nothing but white space follows the last of `count` `things` ("board",
/// "boards"); otherwise the Error names what follows, labelled "after board COUNT".
Result<Ok> read_end(text::TokenReader& in, std::string_view thing, std::string_view things, std::int64_t count);

/// The cell values a board format allows: the integers lo..hi (0 <= hi <= 9) as themselves, and,
/// when minus_one is not 0, the integer -1 as minus_one (lo is then -1). `allowed` says so in
/// words for errors ("-1, 0 or 1").
struct CellCodes {
  int lo = 0;
  int hi = 0;
  std::uint8_t minus_one = 0;
  std::string_view allowed;
};

/// Reads every point of `grid` (its shape set by Grid::reset_growing, its memory made room for as
/// the points arrive), row by row from the top, each a token that `codes` allows. Errors, labelled case_label(k), naming the cell (row, column from 1): a value not
/// allowed, a token that is not an integer, the input ending. O(bytes), eight or sixteen bytes at a
/// time on the usual layout.
Result<Ok> read_cells(text::TokenReader& in, Grid& grid, const CellCodes& codes, std::uint64_t k);

}  // namespace tengen::classic
