#pragma once
/// \file
/// Gomoku game records, in three formats, read into a board size and the moves (Black first, then
/// alternating):
/// - plain: the moves as pairs "row column" (1-based, row 1 on top), any white space between
///   them, '#' starting a comment to the end of its line; the board size comes from the caller;
/// - Piskvork's .psq: a first line "Piskvorky WxH, ..." and then one line "x,y,time" per move
///   (x the column, y the row, 1-based from the top left); the first line of another shape ends the
///   moves (the trailer of engine names and numbers);
/// - SGF (GM[4]): SZ, and B and W moves.

#include <string_view>
#include <vector>

#include "tengen/result.hpp"

namespace tengen::gomoku {

enum class RecordFormat : std::uint8_t { Plain, Psq, Sgf };

/// The format of a record by its file name: ".psq" and ".sgf" (any case), else plain.
RecordFormat record_format_of(std::string_view name);

struct RecordMove {
  int x = 0;  ///< column, 0 on the left
  int y = 0;  ///< row, 0 on top
  TextPosition at{};
};

struct GomokuRecord {
  int width = 15;
  int height = 15;
  std::vector<RecordMove> moves;
};

/// Reads a record. `width` x `height` is the board of a plain record. Errors (with their places,
/// labelled "move k" or "header"): a point off the board, a malformed number or line, a size that
/// is no board, in SGF setup stones and passes (Gomoku has neither). Occupied points are the
/// game's to find. O(bytes).
Result<GomokuRecord> read_gomoku_record(std::string_view text, RecordFormat format, int width, int height);

}  // namespace tengen::gomoku
