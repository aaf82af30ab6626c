#pragma once
/// \file
/// The classic score format. Input: cases "n b w", then b black and w white points "row column"
/// (1-based, row 1 on top); a 0 alone on its line, or the end of input where a case would start,
/// ends it. Output per case: "Black wins by X", "White wins by X" or "Draw".

#include <cstdint>
#include <string>
#include <string_view>

#include "tengen/classic/format.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/grid.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/text/output.hpp"
#include "tengen/text/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::classic {

/// The largest n accepted: an n x n Grid must fit.
inline constexpr std::int64_t kMaxScoreSize = kMaxSquareSide;

/// Reads the cases of a score input one at a time from a TokenReader: `n b w`, b black and w
/// white stones, until the final `0` (or the end of the input).
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
  /// Throws std::bad_alloc when the machine cannot hold the board (the caller reports where).
  Result<bool> read_case(Grid& grid, std::uint64_t k);

  /// Where the case read last (or being read) starts: its `n`.
  TextPosition case_position() const { return case_at_; }

 private:
  // Reads the stones with two threads into a grid made by reset_for_overwrite; false when anything
  // is wrong: then nothing is consumed, and the grid must be reset.
  bool read_stones_in_parallel(Grid& grid, const std::int64_t count[2]);

  text::TokenReader& in_;
  std::int64_t max_size_;
  std::int64_t parallel_from_;
  std::uint64_t last_line_ = 0;  // the line the last case ended on; 0 before the first
  TextPosition case_at_{};       // where the case being read starts
};

/// The answer for a margin (Black's points minus White's, go::margin): "Black wins by 3",
/// "White wins by 6.5" or "Draw". The number has the fewest digits that give it exactly.
std::string score_line(double margin);

/// The rule a count where every stone lives names: "area" when `counting` counts stones, else
/// "territory" (the JSON's "rule", the Python module's "rules"). O(1).
std::string_view count_rule_name(go::Counting counting);

/// Writes the JSON record of a count where every stone lives (--rule territory or area): "case",
/// the size ("size", or "cols" and "rows"), "rule", "komi", each colour's stones, territory and
/// points, "neutral", "winner", "margin", "result" (score_line), and "game" (the record's
/// information) when `info` is given; "file" first when `file` is. A line of out.
void write_score_json(text::Output& out, const std::string* file, std::uint64_t k, const Grid& g,
                      const go::Territory& t, go::Counting counting, double komi, double margin, const sgf::GameInfo* info);

/// Writes the JSON record of a referee's count (go::score_finished): "case", the size, "rules",
/// "komi", each colour's stones, territory, prisoners and points, the "dead" stones and those in
/// "seki" as [row, column], "result" (go::result_text), and "game" when `info` is given; "file"
/// first when `file` is. A line of out.
void write_count_json(text::Output& out, const std::string* file, std::uint64_t k, const go::Game& game,
                      const go::FinalScore& f, const sgf::GameInfo* info);

/// The stones of g, and each colour's territory as `owner` (count_territory's) gives it.
render::Diagram territory_picture(const Grid& g, const Grid& owner);

/// A referee's count as a picture: the territory once the dead stones are off, those stones starred.
render::Diagram count_picture(const go::Board& board, const go::FinalScore& f);

/// The score format as the contest kit sees it (format.hpp).
const Format& score_format();

}  // namespace tengen::classic
