#pragma once
/// \file
/// The classic five format. Input: t, then t boards of size x size cells (19 by default), row 1 on
/// top: 0 empty, 1 black, 2 white. Output per board: the winner (1, 2, or 0 for none) and, for a
/// winner, "row column" of the reported stone of the first five (gomoku::find_fives' order).

#include <cstdint>
#include <string_view>
#include <vector>

#include "tengen/classic/format.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/gomoku/renju.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/grid.hpp"
#include "tengen/text/output.hpp"
#include "tengen/text/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::classic {

/// Reads a five input from a TokenReader: the board count, then boards of `size` x `size` cells
/// one at a time, then nothing.
class FiveReader {
 public:
  FiveReader(text::TokenReader& in, int size) : in_(in), size_(size) {}

  /// The number of boards t >= 0. Errors: no number, not an integer, negative.
  Result<std::int64_t> read_count();

  /// Board number k into `grid`. Errors: a value other than 0, 1, 2, the input ending inside the
  /// board, a token that is not an integer.
  /// Throws std::bad_alloc when the machine cannot hold the board (the caller reports where).
  Result<Ok> read_board(Grid& grid, std::uint64_t k);

  /// Succeeds when nothing but white space follows the last board.
  Result<Ok> read_end();

 private:
  text::TokenReader& in_;
  int size_;
  std::int64_t count_ = 0;
};

/// Writes the answer for one board: "0", or the winner and "row column" of fives.front().
void write_five(text::Output& out, const std::vector<gomoku::Five>& fives);

/// Writes the lines of --forbidden: "row column reason" for each forbidden point, in order.
void write_forbidden(text::Output& out, const std::vector<gomoku::ForbiddenPoint>& forbidden);

/// Writes the JSON record of board k (`start` of text::json_record_start, then "case", "winner",
/// "row" and "col" of the reported five, every five, and under renju the forbidden points) and a
/// newline.
void write_five_json(text::Output& out, std::string_view start, std::uint64_t k, const std::vector<gomoku::Five>& fives,
                     const std::vector<gomoku::ForbiddenPoint>* forbidden);

/// The board with the reported five highlighted and the forbidden points marked.
render::Diagram five_picture(const Grid& g, const std::vector<gomoku::Five>& fives,
                             const std::vector<gomoku::ForbiddenPoint>& forbidden);

/// The five format as the contest kit sees it (format.hpp): boards of 19 x 19.
const Format& five_format();

}  // namespace tengen::classic
