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

/// Exact: only exactly five wins (six or more do not). Freestyle: five or more win.
enum class FiveRule : std::uint8_t { Exact, Freestyle };

/// A winning line. (x, y) is its reported stone: the leftmost one, or the topmost for a vertical
/// line (for an up-right diagonal the leftmost is the lowest). x is the column, y the row (0 on top).
struct Five {
  Color color = Color::Black;  ///< Black or White
  int x = 0;
  int y = 0;
  Direction direction = Direction::Horizontal;
  int length = 0;
};

/// Every winning line of `g` under the rule, ordered by its reported stone in reading order (row by
/// row from the top, left to right), then by direction. O(points).
std::vector<Five> find_fives(const Grid& g, FiveRule rule);

}  // namespace tengen::gomoku
