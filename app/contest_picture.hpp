#pragma once
// The picture of one unit of a classic input (a case's board, or replay's board after a move), for
// verdicts that point at it.

#include <cstddef>
#include <string>

#include "tengen/contest/test_input.hpp"

namespace tengen::app {

/// The board of unit k (1-based) as --show draws it: a case's stones, or replay's position after
/// move k with that move marked.
std::string unit_picture(const contest::TestInput& input, std::size_t k);

}  // namespace tengen::app
