#pragma once
/// \file
/// Shrinking a failing input: smaller inputs that still fail, until no single step still fails.

#include <cstddef>
#include <functional>
#include <vector>

#include "tengen/classic/format.hpp"

namespace tengen::contest {

/// Inputs one step smaller than `input`, big steps first: fewer cases, a smaller board (a row or a
/// column off an edge, as the format's Cropping allows), half of a case's stones or of the moves,
/// then one stone or one move (a pair of moves, keeping the colours). Every one is a case the
/// format keeps (Format::keeps). O(size of the input) each.
std::vector<classic::TestInput> smaller_inputs(const classic::TestInput& input);

/// Shrinks `input` while `fails` holds: steps through smaller_inputs, taking the first that still
/// fails, until none does. `fails(input)` is assumed true. Calls `fails` at most `budget` times.
classic::TestInput shrink(classic::TestInput input, const std::function<bool(const classic::TestInput&)>& fails,
                          std::size_t budget = 20000);

/// A size to report: cases, and the stones (or moves) they hold.
std::size_t stones_of(const classic::TestInput& input);

}  // namespace tengen::contest
