#pragma once
/// \file
/// The classic replay format. Input: a move count m, then m moves "row column". Output: one line
/// "B W" per move, the black and white stones removed after it (or a JSON record, or a picture).
/// The reader knows nothing of boards; play_replay_move plays a move read on a game.

#include <cstdint>
#include <string_view>
#include <vector>

#include <fmt/compile.h>

#include "tengen/classic/format.hpp"
#include "tengen/go/game.hpp"
#include "tengen/render/diagram.hpp"
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

/// Reads a replay input from a TokenReader: the move count, then the moves `x y` one at a time,
/// then nothing. Each error names its move.
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

/// A move of a replay played: where, by whom, and what it did (result.status OffBoard for a point
/// off the board; then `point` is kNoPoint).
struct ReplayStep {
  go::Point point = go::kNoPoint;
  Color mover = Color::Black;
  go::MoveResult result;
};

/// Plays move k as read (Black on odd k, White on even) on `game`: the one replay step of the
/// command, the contest kit and the fuzzers. The step's status is OffBoard for a point off the
/// board, else the game's answer (Ok, or why the rules refuse the move: then nothing changed).
/// O(1) plus the move's captures.
inline ReplayStep play_replay_move(go::Game& game, const ReplayMove& mv, std::int64_t k) {
  ReplayStep step;
  step.mover = k % 2 == 1 ? Color::Black : Color::White;
  const go::Board& board = game.board();
  if (mv.row < 1 || mv.row > board.height() || mv.column < 1 || mv.column > board.width()) {
    step.result.status = go::MoveStatus::OffBoard;
    return step;
  }
  step.point = board.point(static_cast<int>(mv.column - 1), static_cast<int>(mv.row - 1));
  step.result = game.play(step.point, step.mover);
  return step;
}

/// The Error of move k whose step was not Ok, at the move's place, labelled "move k": the point
/// off the board (naming the board's rows and columns), or the rules' refusal.
Error replay_error(const go::Board& board, const ReplayStep& step, const ReplayMove& mv, std::int64_t k);

/// Writes the answer for one move: "B W", the black and the white stones it removed.
inline void write_removed(text::Output& out, go::RemovedStones removed) {
  char* line = out.room();
  if (removed.black < 10 && removed.white < 10) {  // nearly every line: no formatting machinery needed
    line[0] = static_cast<char>('0' + removed.black);
    line[1] = ' ';
    line[2] = static_cast<char>('0' + removed.white);
    line[3] = '\n';
    out.commit(4);
  } else {
    out.commit(static_cast<std::size_t>(fmt::format_to(line, FMT_COMPILE("{} {}\n"), removed.black, removed.white) - line));
  }
}

/// Writes the JSON record of move k (the `start` of json_record_start, then "game" when `game` is
/// not 0, "move", "color", "row" and "col" or "pass", "removed", "removed_points") into `line`
/// (cleared first) and out. `point` is kNoPoint for a pass. O(stones removed).
void write_replay_json(text::Output& out, fmt::memory_buffer& line, std::string_view start, std::size_t game,
                       std::int64_t k, const go::Board& board, Color mover, go::Point point, const go::MoveResult& result);

/// The position after a move of `mover`: the move highlighted ("last move"), the stones it removed
/// starred; after a pass (`point` kNoPoint), nothing highlighted and the caption "Black passed" or
/// "White passed". O(points).
render::Diagram replay_picture(const go::Board& board, Color mover, go::Point point, const go::MoveResult& result);

/// The largest move count of the original problem.
inline constexpr std::uint64_t kClassicMoves = 500'000;

/// The replay format as the contest kit sees it (format.hpp): one game on a 19 x 19 board, its
/// units the moves.
const Format& replay_format();

}  // namespace tengen::classic
