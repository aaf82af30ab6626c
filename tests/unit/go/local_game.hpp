#pragma once
// The local game of the dead-stone reading, played out the plainest way for differential tests:
// plain minimax over a ReferenceBoard, no memo, no move ordering.

#include <cstdint>
#include <utility>
#include <vector>

#include "reference_board.hpp"
#include "tengen/go/board.hpp"

namespace tengen::testing {

/// No chain of `b` in doubt: the doubt marks the reading takes, all zero.
inline std::vector<std::uint8_t> none_doubtful(const go::Board& b) { return std::vector<std::uint8_t>(b.cell_count(), 0); }

enum class RefOutcome { Unknown, Captured, Survives };

// Plain minimax of the local game: both colours play on the region's empty points or pass, simple
// ko, no suicide; two passes in a row end it with the chain on the board. Past `depth` moves: unknown.
inline RefOutcome reference_solve(const ReferenceBoard& b, const std::vector<std::pair<int, int>>& region, int tx,
                                  int ty, int owner, int to_move, bool passed, int depth) {
  if (b.at(tx, ty) != owner) return RefOutcome::Captured;
  if (depth == 0) return RefOutcome::Unknown;
  const RefOutcome goal = to_move == owner ? RefOutcome::Survives : RefOutcome::Captured;
  bool unknown = false;
  for (const auto& [x, y] : region) {
    if (b.at(x, y) != 0) continue;
    ReferenceBoard next = b;
    if (next.play(x, y, to_move, {go::Suicide::Forbid, go::Ko::Simple}).status != go::MoveStatus::Ok) continue;
    const RefOutcome o = reference_solve(next, region, tx, ty, owner, 3 - to_move, false, depth - 1);
    if (o == goal) return goal;
    unknown = unknown || o == RefOutcome::Unknown;
  }
  RefOutcome o = RefOutcome::Survives;
  if (!passed) {
    ReferenceBoard next = b;
    next.pass();
    o = reference_solve(next, region, tx, ty, owner, 3 - to_move, true, depth - 1);
  }
  if (o == goal) return goal;
  if (unknown || o == RefOutcome::Unknown) return RefOutcome::Unknown;
  return goal == RefOutcome::Captured ? RefOutcome::Survives : RefOutcome::Captured;
}

}  // namespace tengen::testing
