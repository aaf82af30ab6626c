#pragma once
/// \file
/// A game in progress: a board under fixed rules, and what the game has kept so far (whose turn it
/// is, the prisoners, the handicap, the komi and the counting, the steps that undo, records and
/// positional superko need). The one owner of a game for the record player, the GTP engine and the
/// scoring of a finished game.

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// Whether a Game keeps its steps (what undo() and steps() need) and the positions that stood.
/// Without them, memory does not grow with the moves (except for the position hashes that
/// positional superko must remember).
enum class UndoHistory : bool { Discard, Keep };

/// One step of a game: a setup stone (`color` put on `point`; Empty for a point emptied), a move
/// or a pass (`point` kNoPoint). The last fields are what undo needs.
struct Step {
  enum class Kind : std::uint8_t { Setup, Move, Pass };
  Kind kind = Kind::Move;
  Color color = Color::Black;
  Point point = kNoPoint;
  std::uint32_t captured = 0;  ///< opponent stones the move removed
  std::uint32_t suicided = 0;  ///< the mover's own stones it removed
  Point ko_before = kNoPoint;  ///< the ko restriction that stood before the step
  Color ko_color_before = Color::Empty;
  Color mover_before = Color::Empty;  ///< the last mover before the step (Empty: none)
  unsigned passes_before = 0;         ///< the passes in a row before the step
  std::uint64_t removed_begin = 0;  ///< where the stones it removed start in the game's list of them
};

/// A Go game: a Board, its rules (superko, suicide, counting), the history of steps for undo and
/// positional superko, prisoners, passes and whose turn it is.
class Game {
 public:
  /// An empty width x height board, Black to move; precondition: Board::size_fits(width, height).
  Game(int width, int height, Rules rules = {}, UndoHistory history = UndoHistory::Keep);
  /// A game from a position (its stones as setup, no move played), Black to move. A temporary
  /// position is moved in, not copied (on a large board the copy would double the memory).
  explicit Game(Board position, Rules rules = {}, UndoHistory history = UndoHistory::Keep);

  const Board& board() const { return board_; }
  const Rules& rules() const { return rules_; }

  /// Whether c may play at p now, superko included. Costs what Board::check costs, plus the size
  /// of the chains the move would remove under superko.
  MoveStatus check(Point p, Color c) const;

  /// Plays c at p if check() allows it; otherwise returns the refusal and changes nothing. The
  /// stones removed count as prisoners (the mover's own, on a suicide, as the opponent's).
  MoveResult play(Point p, Color c) {
    // One object returned on every path, so that the board's result is built in the caller's
    // (a copy of it, read back right after the board wrote it field by field, stalled each move).
    MoveResult r;
    if (rules_.ko != Ko::Superko && history_ == UndoHistory::Discard) {
      r = board_.play(p, c, rules_);
      if (r.status == MoveStatus::Ok) count_move(c, r);
    } else {
      r = play_with_history(p, c);
    }
    return r;
  }

  /// A pass by c (undoable like a move).
  void pass(Color c);

  /// Setup: puts c (or Empty) on p without captures, as a step of its own. Undo stops at it: moves
  /// before a setup cannot be taken back across it. Positional superko starts again from here.
  void set(Point p, Color c);
  /// set() for each placement in order (a node's setup, or the setups between two moves), a step
  /// each, with the board changed at once (Board::set_many).
  void set_many(std::span<const Board::Placement> placements);

  /// Changes the rules from now on. Under positional superko, only positions from now on count
  /// unless the positions were kept already (UndoHistory::Keep).
  void set_rules(Rules rules);

  /// Takes back the last move or pass (its prisoners and turn too). Returns false, changing
  /// nothing, when there is none to take back (a setup, the start, or the history discarded).
  /// Costs the size of the chains the move touched.
  bool undo();

  /// The moves and passes undo() can take back, from the last one to the first setup before it.
  std::size_t undoable() const { return steps_.size() > undo_floor_ ? steps_.size() - undo_floor_ : 0; }

  /// Every step so far, setup stones included, when the history is kept (empty otherwise).
  std::span<const Step> steps() const { return steps_; }

  /// Moves and passes played.
  std::uint64_t moves_played() const { return moves_played_; }

  /// The passes that end the steps so far, in a row (0 when the last move was a stone).
  unsigned passes_in_a_row() const { return passes_; }

  /// The colour to move: after a move or pass, its mover's opponent; before any, the colour
  /// set_to_move() gave, else White when the handicap is 2 or more, else Black.
  Color to_move() const;
  /// Sets who moves when no move has been played (SGF PL); a later move decides again.
  void set_to_move(Color c) { to_play_ = c; }
  /// The colour set_to_move() gave (SGF PL), Empty when none was given.
  Color given_to_move() const { return to_play_; }

  /// The stones colour c (Black or White) has captured: opponent stones its moves removed, and its
  /// opponent's own stones removed by their suicides.
  std::uint64_t prisoners(Color c) const { return prisoners_[cell_value(c)]; }

  /// Handicap stones (SGF HA; 0 or 1 for none): with 2 or more White moves first, and area
  /// counting gives White compensation.
  int handicap() const { return handicap_; }
  void set_handicap(int stones) { handicap_ = stones; }

  /// Points added to White's count.
  double komi() const { return komi_; }
  void set_komi(double komi) { komi_ = komi; }

  /// How the game is counted when it ends (Chinese by default).
  Counting counting() const { return counting_; }
  void set_counting(Counting counting) { counting_ = counting; }

  /// Whether a whole-board position (Board::hash) has stood in this game since its last setup.
  /// Known when the history is kept or under positional superko; false otherwise. O(1).
  bool stood(std::uint64_t hash) const { return positions_.contains(hash); }

 private:
  void count_move(Color c, const MoveResult& r) {
    prisoners_[cell_value(c)] += r.captured;
    prisoners_[cell_value(opponent(c))] += r.suicided;
    last_mover_ = c;
    passes_ = 0;
    ++moves_played_;
  }
  bool keeps_positions() const { return rules_.ko == Ko::Superko || history_ == UndoHistory::Keep; }
  void remember_position();
  void forget_position();
  MoveResult play_with_history(Point p, Color c);

  Board board_;
  Rules rules_;
  UndoHistory history_;
  std::vector<Step> steps_;
  // The steps up to the last setup, which undo() does not take back. undoable() is derived from
  // steps_ so that a moved-from game (its steps gone with the move) has none, not a stale count.
  std::size_t undo_floor_ = 0;
  std::vector<Point> removed_;  // the stones each step removed, in order (Step::removed_begin)
  std::unordered_map<std::uint64_t, std::uint32_t> positions_;  // hash -> times it stood
  std::uint64_t prisoners_[3] = {0, 0, 0};  // by Color value
  std::uint64_t moves_played_ = 0;
  unsigned passes_ = 0;
  Color last_mover_ = Color::Empty;  // Empty before the first move or pass
  Color to_play_ = Color::Empty;     // set_to_move's colour, Empty when not given
  int handicap_ = 0;
  double komi_ = 0;
  Counting counting_ = Counting::Chinese;
};

}  // namespace tengen::go
