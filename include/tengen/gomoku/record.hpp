#pragma once
/// \file
/// Gomoku game records, in three formats, read into a board size and the moves with their colours:
/// - plain: the moves as pairs "row column" (1-based, row 1 on top), any white space between
///   them, '#' starting a comment to the end of its line; the board size comes from the caller;
/// - Piskvork's .psq: a first line "Piskvorky WxH, ..." and then one line "x,y,time" per move
///   (x the column, y the row, 1-based from the top left); the first line of another shape ends the
///   moves (the trailer of engine names and numbers);
/// - SGF (GM[4]): every game of the collection, its SZ, and its B and W moves in their colours.
/// Plain and Piskvork records alternate, Black first.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/gomoku/game.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/text/output.hpp"
#include "tengen/result.hpp"

namespace tengen::gomoku {

enum class RecordFormat : std::uint8_t { Plain, Psq, Sgf };

/// The format of a record by its file name: ".psq" and ".sgf" (any case), else plain.
RecordFormat record_format_of(std::string_view name);

/// The largest side of the board of a Gomoku record: Gomoku and renju are played on 15 to 20, and
/// a board costs memory whatever its moves, so a larger header is refused rather than allocated.
inline constexpr int kMaxRecordSide = 1000;

/// One move of a Gomoku record: its point and colour, and where the record names it.
struct RecordMove {
  int x = 0;  ///< column, 0 on the left
  int y = 0;  ///< row, 0 on top
  Color color = Color::Black;
  TextPosition at{};
};

/// One game's record, and what reading it had to repair (an SGF record without GM, or one whose
/// reading needed a repair: sgf::GameRecord::warnings).
struct Record {
  int width = 15;
  int height = 15;
  std::vector<RecordMove> moves;
  std::vector<Error> warnings;
  /// The fault that ended the moves early, labelled "move k" (or "setup") at its place: a point
  /// off the board, a malformed move or line, in SGF a pass or setup stones (Gomoku has neither).
  /// `moves` are those before it. It is the game's error only if the game is still undecided when
  /// it comes: after the deciding move nothing is looked at (play_record).
  std::optional<Error> stop;
  /// Where the move of the stop begins (its error may be further on: a column missing at the end).
  TextPosition stop_at{};
};

/// The records of a file: one for a plain or Piskvork record, every game of an SGF collection; what
/// reading the file had to repair (an SGF collection left open); and the error that ended the file
/// after those games, labelled with its place ("header", or "game g, ..." in a collection of
/// several): a header that is not Piskvork's or too large a board, in SGF a tree that cannot be
/// read, a Go record (GM[1]) or another game's, a bad SZ. The games before it stand.
struct Records {
  std::vector<Record> games;
  std::vector<Error> warnings;
  std::optional<Error> error;
  /// The file holds several games (an SGF collection of more than one tree, or of one and an error
  /// after it): answers and messages name each "game g", from 1.
  bool several = false;
};

/// Reads a file's records. `width` x `height` is the board of a plain record, and of an SGF record
/// without SZ (at most kMaxRecordSide a side: the caller's to check). What cannot be read is
/// Records::error, or a game's Record::stop when it is one of its moves. Occupied points are the
/// game's to find. O(bytes).
Records read_records(std::string_view text, RecordFormat format, int width, int height);

/// The move that decided a game: its number (from 1; 0 when the game is not decided), its mover,
/// its point and what it did (a win, or under renju a foul of Black's).
struct Decision {
  std::size_t move = 0;
  Color mover = Color::Black;
  MoveOutcome outcome;
  int x = 0;
  int y = 0;
};

/// A record played: its final position, the moves played, the decision, and the first move after
/// the deciding one (0 when the record ends there), which is not played: one of its moves, or the
/// record's stop (goes_on = moves + 1).
struct PlayedRecord {
  Game game;
  std::size_t played = 0;
  Decision decision;
  std::size_t goes_on = 0;
};

/// The warning of a record that goes on after the move that decided it ("the record goes on after
/// the game was decided at move D", at the first move past it, labelled with it), or none.
std::optional<Error> goes_on_warning(const Record& record, const PlayedRecord& played);

/// Called after move k (from 1) of a record is played, with its mover and what it did.
using AfterGomokuMove = std::function<void(std::size_t k, Color mover, const RecordMove& move, const MoveOutcome& outcome)>;

/// Plays a record under `rule`, each move in its colour and decided as it is played (Game::play),
/// up to the move that decides the game. Errors ("move k", at its place): a move onto an occupied
/// point before the decision, and the record's `stop` when the game is undecided before it (after
/// the decision it is the move the record goes on with). O(moves) apart from renju's threes;
/// memory: the board.
Result<PlayedRecord> play_record(const Record& record, Rule rule, const AfterGomokuMove& after = {});

/// "black wins at move 37 (H8)", "black loses by foul (double-three) at move 29 (H8)", or "no result
/// after 120 moves": how a played record ended, with points named as point_name() names them.
std::string result_line(const PlayedRecord& played);

/// "win", "foul" or "none".
std::string_view outcome_name(const MoveOutcome& outcome);

/// Writes the JSON record of move k ("file" first when given, "game" when not 0, then "move",
/// "color", "row", "col", "point", "verdict": outcome_name, and "foul" for a foul) as a line of out.
void write_move_json(text::Output& out, const std::string* file, std::size_t game, std::size_t k, Color mover,
                     const RecordMove& move, const MoveOutcome& outcome, int height);

/// Writes the JSON record of the result ("file" first when given, "game" when not 0, then
/// "result": result_line, and "moves": the moves played) as a line of out.
void write_result_json(text::Output& out, const std::string* file, std::size_t game, const PlayedRecord& played);

/// The final board, the deciding move highlighted ("the winning move" or "the foul"), its edges
/// named as point_name names points (columns A.., rows counted from the bottom).
render::Diagram record_picture(const PlayedRecord& played);

}  // namespace tengen::gomoku
