#pragma once
/// \file
/// Renju's fouls (RIF rules): the points where Black may not play. White has no fouls.
///
/// Definitions, for Black, with the new stone on the board:
/// - a five is exactly five in a row; it wins, even when the move is also a foul shape;
/// - an overline is six or more in a row: a foul;
/// - a four is a line that one more stone makes a five; a straight four is four in a row that
///   either end makes a five. Two fours at once, in two lines or in one (X.XXX.X through the
///   middle), are a double four: a foul;
/// - a three is a line that one more stone makes a straight four, where that stone is itself a
///   legal move (not a foul, with the new stone on the board: the definition recurses) and does not
///   make a five at the same time (the RIF text read literally: a straight four is made "without at
///   the same time a five"). Two threes at once, in two lines, are a double three: a foul.
/// The recursion is bounded (kMaxFoulDepth levels, kMaxFoulChecks points examined for one point; no
/// real position comes near either), so no board can exhaust the stack or the time; a point whose
/// answer lies beyond them is Foul::Undecided, never guessed.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/gomoku/line_board.hpp"
#include "tengen/grid.hpp"

namespace tengen::gomoku {

/// Why Black may not play a point. Undecided: whether the point is a double three depends on threes
/// nested deeper than tengen reads (kMaxFoulDepth, kMaxFoulChecks); it is neither legal nor a foul.
enum class Foul : std::uint8_t { None, Overline, DoubleFour, DoubleThree, Undecided };

/// "overline", "double-four" or "double-three" ("none" for None, "undecided" for Undecided): the
/// names other tools rely on.
std::string_view foul_name(Foul f);

/// How deep the three's recursive check goes: a three whose straight-four point needs more levels is
/// not decided.
inline constexpr int kMaxFoulDepth = 64;

/// How many points the check of one point may examine, the nested ones included: past it the point
/// is not decided (the recursion may branch at each level).
inline constexpr int kMaxFoulChecks = 1 << 16;

/// What an undecided point's message says of it: "its threes nest deeper than tengen reads (...)".
std::string undecided_reason();

/// The foul of Black playing at empty point (x, y) of b, or Foul::None (a legal move, or one that
/// makes a five), or Foul::Undecided. When a move is several fouls at once, the first of overline, double four, double
/// three is given. b is marked while the threes are examined and is as it was when this returns.
/// O(1) for a point with fewer than two lines holding a three (a table lookup a line, whatever the
/// board's size); each three beyond costs the check of its straight-four points.
Foul renju_foul(LineBoard& b, int x, int y);

/// A point Black may not play, and why. x is the column, y the row (0 on top).
struct ForbiddenPoint {
  int x = 0;
  int y = 0;
  Foul foul = Foul::None;
};

/// The message of an undecided point (1-based row and column): "whether black may play row R column
/// C is not decided: " and undecided_reason().
std::string undecided_message(const ForbiddenPoint& f);

/// Every forbidden point of g for Black to move, in reading order, and the undecided ones among them
/// (Foul::Undecided). A five already on the board (the
/// game is over) is the caller's to see: find_fives. O(points) plus the threes' checks; copies g
/// once, into a LineBoard.
std::vector<ForbiddenPoint> forbidden_points(const Grid& g);

}  // namespace tengen::gomoku
