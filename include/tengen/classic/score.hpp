#pragma once
/// \file
/// The classic score format. Input: cases "n b w", then b black and w white points "row column"
/// (1-based, row 1 on top); a 0 alone on its line, or the end of input where a case would start,
/// ends it. Output per case: "Black wins by X", "White wins by X" or "Draw".

#include <cstdint>
#include <string>

#include "tengen/grid.hpp"
#include "tengen/text/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::classic {

/// The largest n accepted: an n x n Grid must fit.
inline constexpr std::int64_t kMaxScoreSize = kMaxSquareSide;

class ScoreReader {
 public:
  /// Boards larger than max_size x max_size are refused (an error) before any memory is taken.
  /// A case of `parallel_from` stones or more is read by two threads when the reader holds the rest
  /// of the input (TokenReader::holds_rest) and the machine has two cores: same result, same errors.
  explicit ScoreReader(text::TokenReader& in, std::int64_t max_size = kMaxScoreSize,
                       std::int64_t parallel_from = kParallelStones)
      : in_(in), max_size_(max_size), parallel_from_(parallel_from) {}

  /// The default `parallel_from`.
  static constexpr std::int64_t kParallelStones = std::int64_t{1} << 20;

  /// Reads case number k into `grid` (kBlack, kWhite, kEmpty). Returns false at the end of the
  /// input, or at a 0 alone on its line (the first token of a line after the last case's, followed
  /// by nothing but blanks up to '\n', '\r' or the end of the input), which is answered at once:
  /// nothing after it is read. Errors: n < 1 or too large, b or w negative, b + w > n * n, a point off the board or
  /// taken twice, the input ending inside the case, a token that is not an integer.
  Result<bool> read_case(Grid& grid, std::uint64_t k);

 private:
  // Reads the stones with two threads into a grid made by reset_for_overwrite; false when anything
  // is wrong: then nothing is consumed, and the grid must be reset.
  bool read_stones_in_parallel(Grid& grid, const std::int64_t count[2]);

  text::TokenReader& in_;
  std::int64_t max_size_;
  std::int64_t parallel_from_;
  std::uint64_t last_line_ = 0;  // the line the last case ended on; 0 before the first
};

/// The answer for a margin (Black's points minus White's, go::margin): "Black wins by 3",
/// "White wins by 6.5" or "Draw". The number has the fewest digits that give it exactly.
std::string verdict(double margin);

}  // namespace tengen::classic
