#pragma once
/// \file
/// A game: a board under fixed rules, with the history that positional superko and undo need.

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// Whether a Game keeps what undo() needs. Without it, memory does not grow with the moves
/// (except for the position hashes that positional superko must remember).
enum class UndoHistory : bool { Discard, Keep };

class Game {
 public:
  /// An empty width x height board; precondition: Board::size_fits(width, height).
  Game(int width, int height, Rules rules, UndoHistory history = UndoHistory::Keep);

  const Board& board() const { return board_; }
  const Rules& rules() const { return rules_; }

  /// Whether c may play at p now, superko included. Costs what Board::check costs, plus the size
  /// of the chains the move would remove under superko.
  MoveStatus check(Point p, Color c) const;

  /// Plays c at p if check() allows it; otherwise returns the refusal and changes nothing.
  MoveResult play(Point p, Color c) {
    if (rules_.ko != Ko::Superko && history_ == UndoHistory::Discard) return board_.play(p, c, rules_);
    return play_with_history(p, c);
  }

  /// A pass by c (undoable like a move).
  void pass(Color c);

  /// Setup: puts c (or Empty) on p without captures. Forgets the undo history, since moves before
  /// a setup cannot be taken back across it.
  void set(Point p, Color c);

  /// Changes the rules from now on. Under positional superko, only positions from now on count.
  void set_rules(Rules rules);

  /// Takes back the last move or pass. Returns false, changing nothing, when there is none to take
  /// back (or the history is discarded). Costs the size of the chains the move touched.
  bool undo();

  /// Moves and passes that undo() can take back.
  std::size_t undoable() const { return moves_.size(); }

 private:
  struct Record {
    Point point;  // kNoPoint for a pass
    Color color;
    Color ko_color_before;
    Point ko_before;
    std::uint32_t captured;
    std::uint32_t removed_count;
    std::uint64_t removed_begin;
  };
  void remember_position();
  MoveResult play_with_history(Point p, Color c);

  Board board_;
  Rules rules_;
  UndoHistory history_;
  std::vector<Record> moves_;
  std::vector<Point> removed_;
  std::unordered_map<std::uint64_t, std::uint32_t> positions_;  // superko: hash -> times seen
};

}  // namespace tengen::go
