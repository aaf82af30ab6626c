#pragma once
/// \file
/// The classic capture format. Input: boards until the end of input, each "n m" (rows, columns)
/// and then n rows of m cells: 0 empty, -1 white, 1 black; the first row is the top. Output per
/// board: "K X Y", K stones taken by the move at column X from the left and row Y from the bottom,
/// ties to the smallest X, then the smallest Y; "0 0 0" when nothing captures. Also the answer's
/// JSON and picture.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "tengen/classic/format.hpp"
#include "tengen/go/capture.hpp"
#include "tengen/grid.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/text/output.hpp"
#include "tengen/text/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::classic {

/// Reads the boards of a capture input one at a time from a TokenReader: `n m`, then n rows of m
/// cells. Holds no more than the board it reads.
class CaptureReader {
 public:
  /// Boards of more than `max_points` points, or too large for a Grid, are refused (an error) before
  /// any memory is taken.
  explicit CaptureReader(text::TokenReader& in, std::uint64_t max_points = UINT64_MAX)
      : in_(in), max_points_(max_points) {}

  /// Reads board number k into `grid` (kBlack, kWhite, kEmpty). Returns false at the end of input
  /// where a board would start. Errors: n or m < 1 or the board too large, a cell other than -1, 0, 1,
  /// the input ending inside the board, a token that is not an integer.
  /// Throws std::bad_alloc when the machine cannot hold the board (the caller reports where).
  Result<bool> read_case(Grid& grid, std::uint64_t k);

 private:
  text::TokenReader& in_;
  std::uint64_t max_points_;
};

/// A point in the format's coordinates: x the column from the left, y the row from the bottom,
/// both from 1.
struct ClassicPoint {
  int x = 0;
  int y = 0;
};

/// The format's coordinates of a capture on g.
ClassicPoint classic_point(const Grid& g, const go::Capture& c);

/// Writes the answer for one board: "K X Y" for the best capture, or "0 0 0" when there is none.
void write_capture(text::Output& out, const Grid& g, const std::optional<go::Capture>& best);

/// Writes the --all answer: the number of moves, then "K X Y" for each, in the order given.
void write_captures(text::Output& out, const Grid& g, const std::vector<go::Capture>& moves);

/// Writes the JSON record of board k (`start` of text::json_record_start, then "case", "rows",
/// "cols", "color", "best" with the groups it takes, and every capturing move in `moves`' order)
/// and a newline, a block at a time: the records of large boards run to hundreds of megabytes.
void write_capture_json(text::Output& out, std::string_view start, std::uint64_t k, const Grid& g, Color mover,
                        const std::vector<go::Capture>& moves);

/// The position after the first of `moves`: the move highlighted, the stones it takes starred.
render::Diagram capture_picture(const Grid& g, Color mover, const std::vector<go::Capture>& moves);

/// The capture format as the contest kit sees it (format.hpp).
const Format& capture_format();

}  // namespace tengen::classic
