#pragma once
/// \file
/// Dead stones of a finished position, estimated from the engine's own fast random playouts: from
/// the position, both colours play until both pass (each colour first in half the playouts), each
/// move an answer to the last one when it left a chain in atari (take it unless that is a snapback,
/// or save one's own: by taking an opponent's chain in atari next to it, else by extending), else
/// a random legal move that fills no true eye of its own (a false eye, two of whose diagonal points
/// are the opponent's, or one on the edge, it may fill) and puts no chain of more than two stones in
/// atari without capturing; a chain that its colour does not own clearly at the end of the
/// playouts is dead. Deterministic for a seed.

#include <cstdint>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go {

/// How dead_stones plays its random playouts: how many, and the seed that makes a run repeatable
/// (the same options, the same dead stones).
struct PlayoutOptions {
  unsigned playouts = 160;
  std::uint64_t seed = 1;
};

/// Benson's unconditional life: the chains of colour c that no sequence of the opponent's moves can
/// capture, c passing throughout (pass-alive). A region (a connected set of points without c's
/// stones) is vital to a chain when all its empty points are the chain's liberties; chains with
/// fewer than two vital regions among the regions that only surviving chains border are dropped,
/// until none is. Per cell: 1 on the stones of a pass-alive chain of c; 2 on the opponent's stones
/// inside a region vital to one of them (they can never make a living group there); 0 elsewhere,
/// walls included. Read `== 1` for "pass-alive". O(points x chains) at worst.
std::vector<std::uint8_t> pass_alive(const Board& board, Color c);

/// The playouts a board of this size gets when `wanted` are asked for: all of them up to 19x19
/// points, then fewer in proportion to the points (never fewer than 16, or `wanted` when smaller),
/// so that the playouts' work grows about linearly with the board. O(1).
unsigned playouts_for(const Board& board, unsigned wanted);

/// For each point (by Board cell index; walls 0), the share of playouts at whose end Black owns it
/// (a black stone, or an empty point only black stones touch) minus the share White owns it: from
/// -1 (always White's) to 1 (always Black's). `to_move` plays first in the even playouts (0, 2, ...),
/// its opponent in the odd ones. O(playouts x points x moves).
std::vector<float> ownership(const Board& board, Color to_move, const PlayoutOptions& options);

/// The dead stones: chains whose colour owns them, on average over the chain's group (the chains
/// joined where the opponent cannot cut them: uncuttable_groups), less than 0.2 net of the
/// opponent (ownership below 0.2 for a black group, above -0.2 for a white one), except
/// pass-alive chains and the groups that win a capturing race against another such group
/// (race_winners), and the stones inside a region vital to a pass-alive chain of the other
/// colour. Where a chain encloses a small region alone and its other neighbours are not in doubt,
/// the exact search of enclosed_fates decides instead of the playouts (a throw-in that kills, or
/// seki). Stones in atari that their owners connect (atari_connections) are connected first, where the
/// stones they join live in the playouts. Last, dead stones in their own colour's area live
/// (revive_own_area), and where dead stones of both colours still touch, one side lives: of one
/// chain against one the one with more liberties, else the larger (revive_larger_side). In cell
/// order.
std::vector<Point> dead_stones(const Board& board, Color to_move, const PlayoutOptions& options);

}  // namespace tengen::go
