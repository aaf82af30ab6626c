#pragma once
/// \file
/// Local reading of a finished position for the dead-stone analysis: what a few liberties, eyes and
/// shapes decide where random playouts are unsure. Each rule looks at a chain and its neighbours
/// only.

#include <cstdint>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// A stone alone in atari whose one liberty touches nothing but stones of its own colour (and the
/// edge): the opponent could take it only as a ko, while its owner simply connects at `point`,
/// which leaves the joined chain at least two liberties.
struct KoConnection {
  Point stone = kNoPoint;
  Point point = kNoPoint;
};

/// Every ko-shaped atari of the position, in the stones' cell order (a point two stones would
/// connect at is named once, for the first). O(points).
std::vector<KoConnection> ko_connections(const Board& board);

}  // namespace tengen::go
