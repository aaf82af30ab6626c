#pragma once
/// \file
/// Checking a solution's output against the trusted answers, unit by unit (a case, or a move of
/// replay), as a judge's checker does.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/classic/format.hpp"

namespace tengen::contest {

/// A checker's verdict, with testlib's meaning.
enum class Verdict : std::uint8_t { Ok, WrongAnswer, PresentationError, Fail };

struct CheckResult {
  Verdict verdict = Verdict::Ok;
  std::size_t units = 0;  ///< units answered right (all of them when Ok)
  std::string message;    ///< "ok 12 cases", "wrong answer case 3: expected \"..\", got \"..\"", ...
  std::size_t failed_unit = 0;  ///< 1-based, for WrongAnswer and PresentationError
};

/// The answers of `text` split into units by the format's grammar (Format::unit_tokens: score's
/// "Draw" or "X wins by N", capture's "K X Y", five's "0", or "W" and "R C", replay's "B W"), each
/// unit's tokens joined by single spaces. A unit cut short at the end keeps the tokens there are.
std::vector<std::string> answer_units(const classic::Format& format, std::string_view text);

/// Compares `output` with `expected` (one string per unit, as answer_units gives). White space
/// between tokens is free unless `strict`, which asks for the expected text exactly (lines, single
/// spaces, final newline) and calls any other layout a presentation error. Missing units and
/// anything after the last are presentation errors; the first unit whose tokens differ is a wrong
/// answer.
CheckResult check_output(const classic::Format& format, const std::vector<std::string>& expected, std::string_view expected_text,
                         std::string_view output, bool strict);

}  // namespace tengen::contest
