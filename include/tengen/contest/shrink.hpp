#pragma once
/// \file
/// Shrinking a failing input: smaller inputs that still fail, tried one at a time, until no cut of
/// a case, a row, a column, a stone or a move still fails (delta debugging).

#include <chrono>
#include <cstddef>
#include <functional>
#include <string>

#include "tengen/classic/format.hpp"

namespace tengen::contest {

/// How shrink() looks for a smaller failing input: which candidates, how many, for how long.
struct ShrinkOptions {
  /// Every candidate keeps the original problem's limits and promises (Format::problem_faults),
  /// not only what the format's reader accepts (Format::keeps).
  bool within_problem = true;
  std::size_t budget = 20000;  ///< the most candidates run
  std::chrono::steady_clock::duration time = std::chrono::minutes(10);  ///< the most time spent
  /// Where a game first fails (its first wrong move, 1-based), when known: that prefix is tried first.
  std::size_t failing_unit = 0;
  /// Called after each smaller input found to fail, with it and the candidates run so far.
  std::function<void(const classic::TestInput&, std::size_t runs)> progress;
};

/// What shrink() found, and what it cost.
struct ShrinkResult {
  classic::TestInput input;  ///< the smallest failing input found
  std::size_t runs = 0;      ///< candidates given to `fails`
  bool cut_short = false;    ///< the budget or the time ran out before no cut failed
};

/// Shrinks `input` while `fails` holds (assumed true of `input`). Candidates are made one at a time
/// and only valid ones are run (the format keeps them; with options.within_problem, the problem's
/// promises hold). The cuts, cheapest and largest first, in rounds until one makes no progress:
/// for a game, the shortest failing prefix (by bisection), then chunks of moves from halves down
/// to single moves; for boards, chunks of cases, then per case chunks of rows and of columns (any
/// rows, interior ones too; a square board loses as many rows as columns), then chunks of stones
/// down to single stones.
ShrinkResult shrink(classic::TestInput input, const std::function<bool(const classic::TestInput&)>& fails,
                    const ShrinkOptions& options = {});

/// A size to report: cases, and the stones (or moves) they hold.
std::size_t stones_of(const classic::TestInput& input);

/// The size in words: "7 moves", "a 2 x 3 board with 4 stones", "3 boards with 12 stones".
std::string size_text(const classic::TestInput& input);

}  // namespace tengen::contest
