#pragma once
/// \file
/// Territory of a finished position: every stone counts as alive; a connected region of empty
/// points belongs to the colour that alone borders it.

#include <cstdint>
#include <optional>
#include <vector>

#include "tengen/grid.hpp"

namespace tengen::go {

/// Counts of a position, by colour.
struct Territory {
  std::uint64_t black_stones = 0;
  std::uint64_t white_stones = 0;
  std::uint64_t black_territory = 0;  ///< empty points in regions bordered by black stones only
  std::uint64_t white_territory = 0;  ///< empty points in regions bordered by white stones only
  std::uint64_t neutral = 0;          ///< empty points bordered by both colours, or by none
};

/// Boards of at least this many points are split between two threads when the machine has two
/// cores (walk_territory with threads = 0).
inline constexpr std::uint64_t kSplitTerritoryPoints = std::uint64_t{1} << 22;

/// Boards of at least this many points are counted by fill_territory (count_territory without
/// `owner`), unless it gives up.
inline constexpr std::uint64_t kFillTerritoryPoints = std::uint64_t{1} << 16;

/// Splits the empty points of `g` into regions (4-neighbour connectivity) and gives each to the
/// colour that alone borders it; a region bordered by both colours or by no stone is neutral.
/// When `owner` is given it becomes a grid of g's shape holding, per point, kBlack or kWhite for
/// territory and kEmpty otherwise. g may be marked during the call (by the walk) and is as it was
/// when it returns. Boards of kFillTerritoryPoints or more without `owner` go to fill_territory with a budget of 8
/// row fills a row, and to walk_territory when that is not enough (long spirals); others to
/// walk_territory. `threads`: 1 or 2 as for those; 0 chooses 2 on boards of kSplitTerritoryPoints
/// or more on a machine with two cores, else 1. No recursion. Time and memory as the method used.
Territory count_territory(Grid& g, Grid* owner = nullptr, unsigned threads = 0);

/// count_territory by walking each region once, marking it in g (restored at the end). `threads`:
/// 1 walks the board in this thread; 2 walks each half in its own thread (the middle row joins
/// them: same result), unless `owner` is given or the board has fewer than 3 rows; 0 chooses 2 for
/// boards of kSplitTerritoryPoints or more on a machine with two cores, else 1.
/// O(cells) time; memory: 4 bytes a point of the largest region, plus O(width).
Territory walk_territory(Grid& g, Grid* owner = nullptr, unsigned threads = 0);

/// count_territory without `owner`, as bit planes: the empty points that reach a black stone and
/// those that reach a white one, each filled 64 points at a time (runs within a row by carries,
/// then to the rows above and below) until nothing grows. `threads`: 2 fills the two colours on
/// two threads, 1 in this one, 0 chooses 2 on a machine with two cores. Gives up (nullopt) when
/// either colour's fill would take more than `budget` row fills (a random board takes a few a row;
/// a region winding up and down k times, about k a row). Time O(row fills x width / 64 + points);
/// memory 4 bits a point.
std::optional<Territory> fill_territory(const Grid& g, unsigned threads, std::uint64_t budget);

}  // namespace tengen::go
