#pragma once
// Solutions of the four classic problems for the contest kit's tests, written from the statements
// in shared/spec/formats.md the plain way (flood fills by explicit stacks, whole-board scans): the
// references, and wrong ones that each make one classic mistake. They read the input text and
// return the output text, so that a test can run them in-process on thousands of inputs; the
// program contest_solutions MODE runs one on standard input.

#include <string>
#include <string_view>
#include <vector>

namespace tengen::contest_tests {

/// One solution: its mode name, the format it answers, and whether it is right.
struct Solution {
  std::string_view mode;
  std::string_view format;
  bool right;
  std::string_view mistake;  ///< what it does wrong, in words ("" for a reference)
};

/// Every solution: the four references (MODE "FORMAT-reference"), then the wrong ones.
const std::vector<Solution>& solutions();

/// The output of solution `mode` on `input`. A mistake that would crash (a deep recursion) throws.
/// Precondition: mode is one of solutions(), input a valid input of its format.
std::string solve(std::string_view mode, const std::string& input);

}  // namespace tengen::contest_tests
