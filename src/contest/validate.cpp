#include "tengen/contest/validate.hpp"

#include <fmt/format.h>

#include "tengen/text/token_reader.hpp"

namespace tengen::contest {
namespace {

/// The lines of a text (without their '\n'); a last line without '\n' is kept.
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = text.find('\n', start);
    out.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    start = end == std::string_view::npos ? text.size() : end + 1;
  }
  return out;
}

std::size_t token_count(std::string_view line) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < line.size(); ++i) n += line[i] != ' ' && (i == 0 || line[i - 1] == ' ');
  return n;
}

/// The first layout fault of a line, or "": the line must be tokens of [-]digits (no leading zero)
/// separated by single spaces, nothing else.
std::string line_fault(std::string_view line, std::size_t& column) {
  if (line.empty()) return "empty line";
  for (std::size_t i = 0; i < line.size(); ++i) {
    column = i + 1;
    const char c = line[i];
    if (c == ' ') {
      if (i == 0) return "space at the start of the line";
      if (i + 1 == line.size()) return "space at the end of the line";
      if (line[i + 1] == ' ') return "two spaces in a row";
      continue;
    }
    const bool starts = i == 0 || line[i - 1] == ' ';
    if (c == '-') {
      if (!starts) return "a sign glued to the number before";
      if (i + 1 >= line.size() || line[i + 1] < '1' || line[i + 1] > '9') return "a sign not before a number";
      continue;
    }
    if (c < '0' || c > '9') return fmt::format("character '{}' (code {}) in a number", c, static_cast<int>(static_cast<unsigned char>(c)));
    const bool first_digit = starts || line[i - 1] == '-';
    if (first_digit && c == '0' && i + 1 < line.size() && line[i + 1] != ' ') return "a number with a leading zero";
  }
  return {};
}

/// How many lines and tokens a text of the format's layout has.
struct Extent {
  std::size_t lines = 0;
  std::uint64_t tokens = 0;
};

Extent extent_of(std::string_view text) {
  Extent e;
  for (const std::string_view line : lines_of(text)) {
    ++e.lines;
    e.tokens += token_count(line);
  }
  return e;
}

}  // namespace

std::vector<Error> validate(const classic::Format& format, std::string_view text, const ValidateOptions& o) {
  std::vector<Error> out;
  auto add = [&](Error e) {
    if (out.size() < o.limit) out.push_back(std::move(e));
  };
  const Result<classic::TestInput> input = format.read(text);
  if (!input) {
    add(input.error());
    return out;
  }
  // Where each case starts in the judge's layout (the canonical text has the same lines, case by
  // case): its first line, and the index of its first token.
  const std::string header = format.header(*input);
  std::vector<std::size_t> case_line;
  std::vector<std::uint64_t> first_token;
  {
    const Extent h = extent_of(header);
    std::size_t line = 1 + h.lines;
    std::uint64_t token = h.tokens;
    for (const classic::Case& c : input->cases) {
      case_line.push_back(line);
      first_token.push_back(token);
      const Extent e = extent_of(format.case_text(c));
      line += e.lines;
      token += e.tokens;
    }
  }
  // A case's violation is placed at its first token: the text is read once to find where those
  // tokens stand.
  std::vector<TextPosition> case_at;
  {
    text::TokenReader in(text);
    std::int64_t v = 0;
    std::size_t next = 0;
    for (std::uint64_t t = 0; next < first_token.size() && in.next(v) == text::Scan::Number; ++t) {
      if (t == first_token[next]) {
        case_at.push_back(in.position());
        ++next;
      }
    }
    case_at.resize(input->cases.size(), TextPosition{});
  }
  if (o.classic) {
    for (Error& e : format.classic_faults(*input, case_at)) add(std::move(e));
  }
  if (o.strict) {
    const std::vector<std::string_view> lines = lines_of(text);
    const std::string canonical = format.write(*input);
    const std::vector<std::string_view> want = lines_of(canonical);
    auto label_of_line = [&](std::size_t line) -> std::string {
      if (case_line.empty() || line < case_line.front()) return std::string(format.header_label());
      // A game's units are its moves, one a line.
      if (format.game()) return move_label(static_cast<std::int64_t>(line - case_line.front() + 1));
      std::size_t k = 0;
      while (k + 1 < case_line.size() && case_line[k + 1] <= line) ++k;
      return case_label(k + 1);
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
      std::size_t column = 1;
      const std::string fault = line_fault(lines[i], column);
      if (!fault.empty()) {
        add({fault, {i + 1, column}, label_of_line(i + 1)});
        continue;
      }
      if (i < want.size() && token_count(lines[i]) != token_count(want[i])) {
        add({fmt::format("{} numbers on this line, where the format puts {}", token_count(lines[i]), token_count(want[i])),
             {i + 1, 1}, label_of_line(i + 1)});
      }
    }
    if (!text.empty() && text.back() != '\n') add({"the input does not end with a newline", {lines.size(), lines.back().size() + 1}, ""});
    if (lines.size() < want.size()) {
      add({format.trailer().empty() ? "lines missing at the end" : fmt::format("the input does not end with a line holding {}", format.trailer().substr(0, format.trailer().size() - 1)),
           {lines.size() + 1, 1}, ""});
    } else if (lines.size() > want.size()) {
      add({"more lines than the format has", {want.size() + 1, 1}, ""});
    }
  }
  return out;
}

}  // namespace tengen::contest
