#pragma once
/// \file
/// Five in a row: unbroken lines of one colour's stones, horizontal, vertical or diagonal.

#include <cstdint>
#include <string_view>
#include <vector>

#include "tengen/grid.hpp"

namespace tengen::gomoku {

/// The direction of a line, from its reported stone onwards.
enum class Direction : std::uint8_t {
  Horizontal,  ///< to the right
  Vertical,    ///< downwards
  DownRight,   ///< diagonal towards the lower right
  UpRight,     ///< diagonal towards the upper right
};

/// "horizontal", "vertical", "down-right" or "up-right".
std::string_view direction_name(Direction d);

/// The step from a point of a line to the next along a direction: dx columns, dy rows (rows count
/// down from the top).
struct Offset {
  int dx = 0;
  int dy = 0;
};

/// The one definition of what each direction steps by. O(1).
constexpr Offset offset_of(Direction d) {
  switch (d) {
    case Direction::Horizontal: return {1, 0};
    case Direction::Vertical: return {0, 1};
    case Direction::DownRight: return {1, 1};
    case Direction::UpRight: break;
  }
  return {1, -1};
}

/// Every direction, in the order of Direction.
inline constexpr Direction kDirections[4] = {Direction::Horizontal, Direction::Vertical, Direction::DownRight,
                                             Direction::UpRight};

/// The rule families of Gomoku, as far as what makes a winning line goes:
/// - Freestyle: five or more in a row win, for both colours.
/// - Standard (the classic problem's "exact"): exactly five win; six or more do not.
/// - Renju: Black wins only with exactly five; White with five or more. (Black's fouls are
///   renju.hpp's.)
/// - Caro: exactly five win, unless the opponent's stones block both ends (a board edge does not
///   block).
enum class Rule : std::uint8_t { Freestyle, Standard, Renju, Caro };

/// Whether a line of `length` stones of `color`, with the opponent's stones at both of its ends or
/// not, wins under `rule`.
constexpr bool wins(Rule rule, Color color, int length, bool blocked_both) {
  switch (rule) {
    case Rule::Freestyle: return length >= 5;
    case Rule::Standard: return length == 5;
    case Rule::Renju: return color == Color::Black ? length == 5 : length >= 5;
    case Rule::Caro: break;
  }
  return length == 5 && !blocked_both;
}

/// A winning line. (x, y) is its reported stone: the leftmost one, or the topmost for a vertical
/// line (for an up-right diagonal the leftmost is the lowest). x is the column, y the row (0 on top).
struct Five {
  Color color = Color::Black;  ///< Black or White
  int x = 0;
  int y = 0;
  Direction direction = Direction::Horizontal;
  int length = 0;
};

/// Every winning line of `g` under the rule (wins()), ordered by its reported stone in reading order
/// (row by row from the top, left to right), then by direction. O(points).
std::vector<Five> find_fives(const Grid& g, Rule rule);

}  // namespace tengen::gomoku
