#pragma once
/// \file
/// Shrinking a failing input: smaller inputs that still fail, until no single step still fails.

#include <cstddef>
#include <functional>
#include <vector>

#include "tengen/contest/test_input.hpp"

namespace tengen::contest {

/// Inputs one step smaller than `input`, big steps first: fewer cases, a smaller board (a row or a
/// column off an edge; square boards lose both), half of a case's stones or of the moves, then one
/// stone or one move (a pair of moves, keeping the colours). Every one is a valid input of the
/// format (a replay move never lands on a stone; score keeps a stone). O(size of the input) each.
std::vector<TestInput> smaller_inputs(const TestInput& input);

/// Shrinks `input` while `fails` holds: steps through smaller_inputs, taking the first that still
/// fails, until none does. `fails(input)` is assumed true. Calls `fails` at most `budget` times.
TestInput shrink(TestInput input, const std::function<bool(const TestInput&)>& fails, std::size_t budget = 20000);

/// A size to report: cases, and the stones (or moves) they hold.
std::size_t stones_of(const TestInput& input);

}  // namespace tengen::contest
