#pragma once
/// \file
/// The classic replay format. Input: a move count m, then m moves "row column". Output: one line
/// "B W" per move, the black and white stones removed after it. The reader knows nothing of
/// boards; play_move checks a move read against a game and plays it.

#include <cstdint>
#include <vector>

#include <fmt/compile.h>

#include "tengen/go/game.hpp"
#include "tengen/text/output.hpp"
#include "tengen/text/token_reader.hpp"
#include "tengen/result.hpp"

namespace tengen::classic {

/// One move as written: 1-based row and column, and where its first number stands.
struct ReplayMove {
  std::int64_t row = 0;
  std::int64_t column = 0;
  TextPosition position{};
};

class ReplayReader {
 public:
  explicit ReplayReader(text::TokenReader& in) : in_(in) {}

  /// The move count m >= 0. Errors: no number, not an integer, negative.
  Result<std::int64_t> read_count();

  /// Move number k (1-based; names the case in errors). Errors: input ends, not an integer. After
  /// read_count, moves of the usual shape (two numbers of 1 to 7 plain digits, from 1 up) are read
  /// ahead in batches, never past the count; any other move is read on its own, with its exact
  /// position and error. Positions and errors are those of reading one move at a time.
  Result<ReplayMove> read_move(std::int64_t k) {
    if (next_ == ahead_.size() && !read_ahead(k)) return read_one(k);
    return ahead_[next_++];
  }

  /// Succeeds when nothing but white space follows the last move.
  Result<Ok> read_end();

 private:
  /// Moves up to 4,096 at a time.
  static constexpr std::int64_t kAhead = 4096;

  /// Refills the moves read ahead from move k on; false when the next move is not of the usual shape.
  bool read_ahead(std::int64_t k);
  Result<ReplayMove> read_one(std::int64_t k);
  Error move_error(std::int64_t k, text::Scan scan) const;

  text::TokenReader& in_;
  std::int64_t count_ = 0;
  std::vector<ReplayMove> ahead_;
  std::size_t next_ = 0;  // the next of ahead_ to give
};

/// The errors of play_move: the point off the board, the move refused with that status.
Error off_board(const go::Board& board, const ReplayMove& mv, std::int64_t k);
Error refused(go::MoveStatus status, const ReplayMove& mv, std::int64_t k);

/// Plays move k as read (Black on odd k, White on even) on `game`. Errors, at the move's place
/// and labelled "move k": a point off the board, a move the rules refuse. O(1) plus the move's
/// captures.
Result<go::MoveResult> play_move(go::Game& game, const ReplayMove& mv, std::int64_t k);

/// Writes the answer for one move: "B W", the black and the white stones it removed.
inline void write_removed(text::Output& out, std::uint32_t black, std::uint32_t white) {
  char* line = out.room();
  if (black < 10 && white < 10) {  // nearly every line: no formatting machinery needed
    line[0] = static_cast<char>('0' + black);
    line[1] = ' ';
    line[2] = static_cast<char>('0' + white);
    line[3] = '\n';
    out.commit(4);
  } else {
    out.commit(static_cast<std::size_t>(fmt::format_to(line, FMT_COMPILE("{} {}\n"), black, white) - line));
  }
}

}  // namespace tengen::classic
