#pragma once
/// \file
/// What stands on a point: the one colour type of every board in tengen (Grid cells, go::Board,
/// Gomoku fives, pictures).

#include <cstdint>
#include <string_view>

namespace tengen {

/// What stands on a point. Wall marks the frame around the playing area of a padded board. The
/// values are the byte values of a Grid cell.
enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

/// The other player's colour; precondition: c is Black or White.
constexpr Color opponent(Color c) { return static_cast<Color>(3 - static_cast<std::uint8_t>(c)); }

/// True for Black and White.
constexpr bool is_stone(Color c) { return static_cast<std::uint8_t>(static_cast<std::uint8_t>(c) - 1) < 2; }

/// The byte a Grid cell holds for c.
constexpr std::uint8_t cell_value(Color c) { return static_cast<std::uint8_t>(c); }

/// "black", "white", "empty" or "wall".
std::string_view color_name(Color c);

}  // namespace tengen
