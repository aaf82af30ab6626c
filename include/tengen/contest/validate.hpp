#pragma once
/// \file
/// Validating test inputs: what the format accepts, the original problem's limits and promises, and
/// the layout a judge's validator asks for.

#include <cstddef>
#include <string_view>
#include <vector>

#include "tengen/classic/format.hpp"
#include "tengen/result.hpp"

namespace tengen::contest {

/// What validate() checks beyond what the format's reader accepts, and how much it says.
struct ValidateOptions {
  bool classic = false;  ///< the original problem's limits and promises
  bool strict = false;   ///< the layout: single spaces, one case's lines as the format has them, a final newline
  std::size_t limit = 20;  ///< the most violations reported
};

/// Every violation found (at most options.limit), each with its place and case; none when the input
/// is valid. An input the format's reader refuses has that violation, last, and (strict) before it
/// the layout faults of the lines before its place (the parts read whole before it checked whole);
/// nothing is said of what follows it, as a testlib validator stops there. A board the machine
/// cannot hold (std::bad_alloc while reading) is such a refusal, "not enough memory for this
/// input", at its case's first number. Classic limits are the
/// format's (Format::classic_faults): score n <= 19 and b + w >= 1; capture n, m <= 20; five at
/// most one five per board; replay 1 <= m <= 500000.
/// Strict layout: no character but digits, '-', ' ' and '\n'; no empty line; no space at the start
/// or end of a line or doubled; integers without '+' or leading zeros; each line holding the tokens
/// the format puts on it; score ends with its "0" line; the input ends with '\n'.
std::vector<Error> validate(const classic::Format& format, std::string_view text, const ValidateOptions& options);

}  // namespace tengen::contest
