#pragma once
/// \file
/// A Gomoku game played move by move under a rule family, each move decided as it is played: a
/// win, a foul (renju, Black), or nothing yet. Deciding looks only at the lines through the new
/// stone, so a move costs O(1) whatever the board's size.

#include <cstdint>
#include <string_view>

#include "tengen/gomoku/five.hpp"
#include "tengen/gomoku/line_board.hpp"
#include "tengen/gomoku/renju.hpp"
#include "tengen/grid.hpp"

namespace tengen::gomoku {

/// What a move did.
struct MoveOutcome {
  enum class Kind : std::uint8_t { None, Win, Foul } kind = Kind::None;
  /// For Kind::Foul: which one (the mover, Black, loses). Foul::Undecided with Kind::None: whether
  /// the move is a foul is not decided (renju_foul); the caller says so rather than go on.
  Foul foul = Foul::None;
  int length = 0;          ///< for Kind::Win: the longest winning line through the move
};

/// A Gomoku or renju game played move by move under one Rule: what each move did (a win under the
/// rule, or under renju a foul of Black's), as the rule decides it.
class Game {
 public:
  /// An empty width x height board; precondition: padded::fits(width, height).
  Game(int width, int height, Rule rule);

  /// What stands on point (x, y). O(1).
  Color at(int x, int y) const { return lines_.at(x, y); }
  /// The board as a Grid (for find_fives, forbidden_points and pictures), made on demand.
  /// O(points).
  Grid board() const { return lines_.grid(); }
  int width() const { return lines_.width(); }
  int height() const { return lines_.height(); }
  Rule rule() const { return rule_; }
  /// The colour of the next move: Black first, then the other colour than the last move's.
  Color to_move() const { return last_ == Color::Empty ? Color::Black : opponent(last_); }
  std::uint64_t moves() const { return moves_; }

  /// Plays a stone of c (Black or White; the next move's colour when not given) at empty (x, y)
  /// and says what it did: under renju a foul of Black's is found before the stone is placed (and
  /// the stone is placed all the same); a win is a line through the stone that wins under the rule
  /// (wins()). Precondition: (x, y) on the board and empty. O(1) apart from renju's threes.
  MoveOutcome play(int x, int y, Color c);
  MoveOutcome play(int x, int y) { return play(x, y, to_move()); }

 private:
  LineBoard lines_;
  Rule rule_;
  std::uint64_t moves_ = 0;
  Color last_ = Color::Empty;  // the last move's colour
};

/// "A8": the column as a letter (A for the first, I included, then AA...) and the row counted from
/// the bottom, as Gomoku and renju records write points.
std::string point_name(int x, int y, int height);

/// The letters of column x (0 on the left) in point_name: "A", ..., "Z", "AA", ...
std::string column_name(int x);

}  // namespace tengen::gomoku
