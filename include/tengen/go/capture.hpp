#pragma once
/// \file
/// Capturing moves of a static position: where one stone takes groups whose only liberty it fills.

#include <cstdint>
#include <optional>
#include <vector>

#include "tengen/grid.hpp"

namespace tengen::go {

/// A move and what it captures. x is the column (0 = left), y the row (0 = top).
struct Capture {
  std::uint64_t stones = 0;  ///< opponent stones removed
  int x = 0;
  int y = 0;
};

/// Boards of at least this many points are split between two threads when the machine has two
/// cores (capturing_moves and best_capture with threads = 0).
inline constexpr std::uint64_t kSplitCapturePoints = std::uint64_t{1} << 22;

/// Every empty point where a stone of `mover` (Black or White) captures: it takes each opponent
/// group whose only liberty (distinct points) is that point, several groups at once when they share
/// it. Opponent groups with no liberty at all are taken by no move. Listed in reading order. g is
/// marked during the call and restored before it returns. `threads`: 1 walks the groups in this
/// thread; 2 walks each half of the board in its own thread (the middle row joins the groups that
/// cross it: same result) when it has 3 rows or more; 0 chooses 2 for boards of kSplitCapturePoints
/// or more on a machine with two cores, else 1. No recursion. O(cells) time; memory 4 bytes a point
/// of the largest group, and a map entry per point that captures more than 30 stones.
std::vector<Capture> capturing_moves(Grid& g, Color mover, unsigned threads = 0);

/// An order of captures, best first: better(a, b) is true when a comes before b. A strict weak
/// order that puts more stones first; ties between moves of as many stones are the caller's to
/// break (the classic problem breaks them by column, then row: classic_order).
using CaptureOrder = bool (*)(const Capture& a, const Capture& b);

/// The classic problem's order of captures, best first: more stones, then the smaller column, then
/// the lower row (the larger y, rows counting from the top). A strict weak order (a CaptureOrder).
bool classic_order(const Capture& a, const Capture& b);

/// The first capturing move in `better`'s order, or nothing when no move captures. Same cost as
/// capturing_moves() without the list.
std::optional<Capture> best_capture(Grid& g, Color mover, CaptureOrder better, unsigned threads = 0);

/// The opponent groups that `mover` playing at empty (x, y) captures, each as its cells (Grid
/// indices), in increasing order. O(size of the groups next to the point).
std::vector<std::vector<std::uint32_t>> captured_groups(const Grid& g, Color mover, int x, int y);

}  // namespace tengen::go
