#pragma once
/// \file
/// Local reading of a finished position for the dead-stone analysis: what a few liberties, eyes and
/// shapes decide where random playouts are unsure. Each rule looks at a chain and its neighbours
/// only.

#include <cstdint>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// A stone alone in atari that its owner simply connects: its one liberty, `point`, touches no stone
/// of the opponent's and at least one of its own besides the stone (a connection, not an escape),
/// and connecting there leaves the joined chain at least two liberties. The opponent could take the
/// stone only as a ko (the point touches nothing but the owner's stones) or with a stone left
/// inside the owner's area (it touches an empty point too).
struct AtariConnection {
  Point stone = kNoPoint;
  Point point = kNoPoint;
};

/// Every such atari of the position, in the stones' cell order (a point two stones would connect
/// at is named once, for the first). O(points).
std::vector<AtariConnection> atari_connections(const Board& board);

/// The groups of the position: chains of one colour joined wherever the opponent cannot cut them,
/// so that they live or die together. Two chains are joined when they share two liberties (the
/// opponent takes one, the owner connects at the other), or share a liberty where an opponent's
/// stone would capture nothing and be left with at most one liberty (a cut the owner answers by
/// taking the cutting stone). For each cell, a representative stone of its group (equal for the
/// stones of one group), kNoPoint on empty points and walls. O(points) with union-find, plus the
/// chains' first liberties walked once each.
std::vector<Point> uncuttable_groups(const Board& board);

/// Capturing races between two groups (of `groups`, as uncuttable_groups gives) that are both
/// `doubtful` (a flag per cell: the playouts judge them dead), of different colours, each touching
/// no other doubtful group of the other colour, neither with an eye (an empty point all of whose
/// neighbours are stones of its colour), sharing no liberty, and each with at most 4 liberties: the
/// one with more liberties captures the other whoever moves first, and lives. A flag per cell on
/// the winners' stones. O(points).
std::vector<std::uint8_t> race_winners(const Board& board, const std::vector<Point>& groups,
                                       const std::vector<std::uint8_t>& doubtful);

/// What local reading says of a chain, or of a small chain inside the region it encloses.
enum class Fate : std::uint8_t { Unsettled, Alive, Dead };

/// The fates a local search settles (a Fate per cell, Unsettled on the rest): for each chain whose
/// liberties all lie in a region of at most 8 points that it encloses alone (empty points and
/// chains of at most 6 stones, bordered only by the chain and the edge), and whose opponent's
/// neighbours outside it are none `doubtful` (a flag per cell, as race_winners takes it: the
/// playouts judge them dead; so no race outside the region decides), both
/// colours play inside the region, the chain's opponent first, passing at will, simple ko: the
/// chain is Dead when the opponent captures it whatever its owner answers (a throw-in and the vital
/// point of the eye space it leaves: the shapes random playouts take for seki), Alive when it
/// cannot (two eyes, or seki); then each opponent's chain inside is Dead when the owner, moving
/// first, captures it, else Alive (seki). A search that runs past its budget settles nothing.
/// O(points) plus a bounded search per such chain.
std::vector<Fate> enclosed_fates(const Board& board, const std::vector<std::uint8_t>& doubtful);

/// The fates the exact search of invaded regions settles (a Fate per cell, Unsettled on the rest).
/// A region is the set of points joined to a stone of colour o through empty points, o's stones and
/// the stones of the other colour c that are `doubtful`, walled by c's other stones and the edge; a
/// wall chain all of whose liberties lie in the region is inside it too. A region of at most 16
/// points with an empty one, each of whose walls keeps 3 liberties or more outside it (no move
/// inside endangers it), and none of whose stones is `settled` (not Unsettled there), is read: both
/// colours play inside it, passing at will, simple ko, as for enclosed_fates. Each chain of o is
/// Dead when c, moving first, captures it whatever o answers, else Alive; then c's chains inside
/// are Alive when every chain of o is Dead, else each is Dead when o, moving first, captures it,
/// else Alive. This is what the playouts misread: a corner where the invader's stones and the
/// defender's cut-off stones race, decided by a sacrifice or a shortage of liberties the random
/// moves never play. A search that runs past its budget settles nothing. O(points) plus a bounded
/// search per region.
std::vector<Fate> invaded_fates(const Board& board, const std::vector<std::uint8_t>& doubtful,
                                const std::vector<Fate>& settled);

/// `dead` without the stones that lie, once every stone of `dead` is off the board, in a region
/// (empty points and dead stones) that only their own colour's live stones border: a stone the
/// opponent cannot take off, its colour's area all around and the opponent's stones there dead too
/// (a corner where both an invasion and the stones it cut off were judged dead). Also those in a
/// region no live stone borders whose dead stones are all theirs (the only stones of a small
/// board: no opponent would own the place). Order kept. O(points).
std::vector<Point> revive_own_area(const Board& board, std::vector<Point> dead);

/// `dead` where dead stones of both colours touch each other no more: of each set of dead stones
/// joined by adjacency that holds both colours, one colour's stones are taken off `dead`. When the
/// set is one chain of each colour, a race, the chain with more liberties lives; otherwise, or on
/// equal liberties, the colour with more stones in the set (a dead chain's neighbours of the other
/// colour are what kill it; where the playouts give up both sides of a race they cannot read, the
/// invader is the smaller side); on equal counts the colour whose stones there the playouts' `share`
/// (a value per cell, Black positive, as go::ownership gives) leans to more; on an exact tie neither.
/// Order kept. O(points) plus the liberties of the chains of two-chain sets.
std::vector<Point> revive_larger_side(const Board& board, std::vector<Point> dead, const std::vector<float>& share);

}  // namespace tengen::go
