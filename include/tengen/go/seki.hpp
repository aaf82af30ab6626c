#pragma once
/// \file
/// Seki in a finished position: chains of both colours that live together on liberties neither can
/// fill. Japanese counting gives the points such groups surround to nobody.

#include <span>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// The stones in seki once the `dead` stones are off the board, in cell order. A shared point is a
/// point of seki when black and white chains both touch it and a stone of either colour there would
/// be in atari without capturing anything (a self-atari for both); every chain touching such a point
/// is in seki, and no other: a chain that only shares an eye with one (a live group around it) is
/// not (KGS counts that group's other territory; on the KGS games of the tuning part, spreading the
/// seki to every chain around a shared eye reproduced 4 results fewer). O(points).
std::vector<Point> seki_stones(const Board& board, std::span<const Point> dead);

}  // namespace tengen::go
