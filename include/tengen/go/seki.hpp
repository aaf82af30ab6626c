#pragma once
/// \file
/// Seki in a finished position: chains of both colours that live together on liberties neither can
/// fill. Japanese counting gives the points such groups surround to nobody.

#include <span>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// The stones in seki once the `dead` stones are off the board, in cell order. Two ways to be in
/// seki: a chain touching a shared point (black and white chains both touch it) where a stone of
/// either colour would be in atari without capturing anything (a self-atari for both); or a black
/// and a white chain whose liberties are all shared with each other or eyes of their own (an empty
/// point only that chain surrounds), at most one eye each, sharing at least two liberties without
/// eyes or one with an eye each (a fill only shortens both, and the last but one is a self-atari).
/// No other chain is: one that only shares an eye with a chain in seki (a live group around it)
/// is not (KGS counts that group's other territory; on the KGS games of the tuning part, spreading
/// the seki to every chain around a shared eye reproduced 4 results fewer, and counting an eye
/// shared by several chains as one chain's made false seki of dame). O(points).
std::vector<Point> seki_stones(const Board& board, std::span<const Point> dead);

}  // namespace tengen::go
