#pragma once
/// \file
/// Checking a solution's output against the trusted answers, unit by unit (a case, or a move of
/// replay), as a testlib checker does: tokens separated by spaces, tabs, '\r' and '\n' only, a
/// UTF-8 byte order mark at the start skipped, integers well-formed or a presentation error.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/classic/format.hpp"
#include "tengen/result.hpp"

namespace tengen::contest {

/// A checker's verdict, with testlib's meaning.
enum class Verdict : std::uint8_t { Ok, WrongAnswer, PresentationError, Fail };

/// A checker's verdict on one output, with testlib's message and the first unit at fault.
struct CheckResult {
  Verdict verdict = Verdict::Ok;
  std::size_t units = 0;  ///< units answered right (all of them when Ok)
  std::string message;    ///< "ok 12 cases", "wrong answer case 3: expected \"..\", got \"..\"", ...
  std::size_t failed_unit = 0;  ///< 1-based, for WrongAnswer and PresentationError
};

/// Whether a token is an integer as testlib reads one (readLong): "0", or an optional '-' and
/// digits without a leading zero, within 64 bits. "00", "+0", "-0", "0.0" are not.
bool well_formed_integer(std::string_view token);

/// A text shown in a verdict: quoted, cut at 60 bytes, every byte that is not printable ASCII
/// written as \xHH (\n, \t, \r as themselves escaped).
std::string shown(std::string_view text);

/// A judge's answer file split into units by the format's grammar (Format::unit_tokens and
/// Format::answer_fault), each unit's tokens joined by single spaces and ended by '\n'. Errors (a
/// checker failure: the judge's file is wrong, not the solution): a malformed unit, fewer or more
/// than `units` units.
Result<std::vector<std::string>> read_answers(const classic::Format& format, std::string_view text, std::size_t units);

/// Where a solution's output comes from: chunks of bytes, an empty one at its end.
using ChunkSource = std::function<std::string_view()>;

/// Compares the output with `expected` (one text per unit, as Format::answers or read_answers give),
/// token by token, reading the output a chunk at a time (memory does not grow with it). A missing
/// token, a malformed integer where an integer is expected, or anything after the last unit is a
/// presentation error; the first token that differs is a wrong answer of its unit. With `strict`,
/// the output must also be `expected_text` byte for byte (else a presentation error naming the
/// first line that differs).
CheckResult check_output(const classic::Format& format, const std::vector<std::string>& expected, const ChunkSource& output,
                         bool strict, std::string_view expected_text);

/// check_output of an output held in memory, against the concatenated expected units.
CheckResult check_output(const classic::Format& format, const std::vector<std::string>& expected, std::string_view output,
                         bool strict);

/// check_output of the output in the file at `path` ("-": standard input), read 64 KiB at a time
/// however large it is. A file that cannot be opened (missing, a directory, not readable) is the
/// solution's presentation error, "output file not found", as testlib has it; a read error past
/// the opening is the checker's failure: the error "cannot read the output".
Result<CheckResult> check_output_file(const classic::Format& format, const std::vector<std::string>& expected,
                                      const std::string& path, bool strict, std::string_view expected_text);

/// The exit code of a verdict: testlib's (0 ok, 1 wrong answer, 2 presentation error, 3 checker
/// failure), or with `kattis` the Kattis and DOMjudge output validator's (42 accepted, 43 wrong
/// answer or presentation error, 1 checker failure).
int exit_code(Verdict verdict, bool kattis);

/// The files of a checker's calling form: testlib's INPUT OUTPUT [ANSWER [RESULT [-appes]]], or
/// Kattis's INPUT ANSWER FEEDBACK_DIR [flags...] with the output on standard input ("-"). Empty
/// names are files the form leaves out; judge flags past the files are ignored.
struct CheckFiles {
  std::string input, output, answer, result, feedback;
  bool appes = false;
};

/// The files `args` name in testlib's calling form, or with `kattis` in Kattis's; none when they
/// are too few (testlib 2, Kattis 3).
std::optional<CheckFiles> calling_form(const std::vector<std::string>& args, bool kattis);

/// What testlib writes to its result file: the message, or with `appes` (-appes) the XML record
/// `<?xml version="1.0" encoding="windows-1251"?><result outcome = "accepted">message</result>`
/// with its outcome (accepted, wrong-answer, presentation-error, fail) and a final newline.
std::string testlib_result(Verdict verdict, std::string_view message, bool appes);

}  // namespace tengen::contest
