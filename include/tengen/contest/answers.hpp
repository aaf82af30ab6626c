#pragma once
/// \file
/// tengen's answers to a classic input, unit by unit: the trusted answers that check and stress
/// compare a solution's output with.

#include <string>
#include <vector>

#include "tengen/contest/test_input.hpp"

namespace tengen::contest {

/// The answer of each unit of the input, in the format's exact text (each line ending in '\n'): a
/// unit is a case (score, capture, five) or a move (replay). O(the analyses).
std::vector<std::string> expected_answers(const TestInput& input);

/// How a unit is named in verdicts: "case k" or, for replay, "move k" (k from 1).
std::string unit_label(Format format, std::size_t k);

}  // namespace tengen::contest
