#include "tengen/contest/check.hpp"

#include <algorithm>

#include <fmt/format.h>


namespace tengen::contest {
namespace {

std::vector<std::string_view> tokens_of(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
  while (i < text.size()) {
    while (i < text.size() && space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !space(text[i])) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

/// A text shown in a verdict: quoted, cut at 60 characters.
std::string shown(std::string_view text) {
  return fmt::format("\"{}{}\"", text.substr(0, 60), text.size() > 60 ? "..." : "");
}

}  // namespace

std::vector<std::string> answer_units(const classic::Format& format, std::string_view text) {
  const std::vector<std::string_view> tokens = tokens_of(text);
  std::vector<std::string> units;
  for (std::size_t i = 0; i < tokens.size();) {
    const std::size_t n = std::min(format.unit_tokens(tokens[i]), tokens.size() - i);
    std::string unit;
    for (std::size_t j = 0; j < n; ++j) unit += (j == 0 ? "" : " ") + std::string(tokens[i + j]);
    units.push_back(std::move(unit));
    i += n;
  }
  return units;
}

CheckResult check_output(const classic::Format& format, const std::vector<std::string>& expected, std::string_view expected_text,
                         std::string_view output, bool strict) {
  CheckResult r;
  const std::vector<std::string> got = answer_units(format, output);
  const std::size_t n = std::min(got.size(), expected.size());
  for (std::size_t k = 0; k < n; ++k) {
    const bool cut_short = k + 1 == got.size() &&
                           static_cast<std::size_t>(std::count(got[k].begin(), got[k].end(), ' ')) + 1 <
                               format.unit_tokens(got[k].substr(0, got[k].find(' ')));
    if (cut_short && got[k] != expected[k]) {
      r.verdict = Verdict::PresentationError;
      r.failed_unit = k + 1;
      r.message = fmt::format("presentation error: the output ends inside {} (expected {}, got {})",
                              format.unit_label(k + 1), shown(expected[k]), shown(got[k]));
      return r;
    }
    if (got[k] != expected[k]) {
      r.verdict = Verdict::WrongAnswer;
      r.failed_unit = k + 1;
      r.message = fmt::format("wrong answer {}: expected {}, got {}", format.unit_label(k + 1), shown(expected[k]),
                              shown(got[k]));
      return r;
    }
    r.units = k + 1;
  }
  if (got.size() < expected.size()) {
    r.verdict = Verdict::PresentationError;
    r.failed_unit = got.size() + 1;
    r.message = fmt::format("presentation error: the output ends before {} (expected {})",
                            format.unit_label(got.size() + 1), shown(expected[got.size()]));
    return r;
  }
  if (got.size() > expected.size() || (!got.empty() && got.back() != expected.back())) {
    r.verdict = Verdict::PresentationError;
    r.failed_unit = expected.size() + 1;
    r.message = fmt::format("presentation error: unexpected {} after the last of the {} answers",
                            shown(got[expected.size()]), expected.size());
    return r;
  }
  if (strict && output != expected_text) {
    // The same tokens, laid out otherwise: the first line that differs.
    std::size_t line = 1;
    std::size_t i = 0;
    while (i < output.size() && i < expected_text.size() && output[i] == expected_text[i]) {
      line += output[i] == '\n';
      ++i;
    }
    r.verdict = Verdict::PresentationError;
    r.message = fmt::format("presentation error: line {} is not laid out as the format says (single spaces, one answer "
                            "line each, a final newline)",
                            line);
    return r;
  }
  r.message = fmt::format("ok {} {}{}", expected.size(), format.unit(), expected.size() == 1 ? "" : "s");
  return r;
}

}  // namespace tengen::contest
