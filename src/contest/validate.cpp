#include "tengen/contest/validate.hpp"

#include <fmt/format.h>

#include "tengen/gomoku/five.hpp"
#include <algorithm>

#include "tengen/classic/reading.hpp"
#include "tengen/classic/replay.hpp"

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

}  // namespace

std::vector<Error> validate(Format format, std::string_view text, const ValidateOptions& o) {
  std::vector<Error> out;
  auto add = [&](Error e) {
    if (out.size() < o.limit) out.push_back(std::move(e));
  };
  const Result<TestInput> input = parse_input(format, text);
  if (!input) {
    add(input.error());
    return out;
  }
  const std::vector<std::string_view> lines = lines_of(text);
  // Where each case's first line is: the canonical text has the same lines, case by case.
  const std::string canonical = to_text(*input);
  const std::vector<std::string_view> want = lines_of(canonical);
  std::vector<std::size_t> case_line;  // 1-based line of case k's first line, per the canonical layout
  {
    std::size_t line = 1 + (format == Format::Five ? 1 : 0);
    for (const Case& c : input->cases) {
      case_line.push_back(line);
      if (format == Format::Score) {
        line += 1 + static_cast<std::size_t>(std::count_if(c.cells.begin(), c.cells.end(), [](std::int8_t v) { return v != 0; }));
      } else if (format == Format::Capture) {
        line += 1 + static_cast<std::size_t>(c.rows);
      } else if (format == Format::Five) {
        line += static_cast<std::size_t>(c.rows);
      }
    }
  }
  // A case's violation is placed at its first token: the tokens before each case are counted from
  // the cases, then the text is read once to find where those tokens stand.
  std::vector<TextPosition> case_at;
  {
    std::vector<std::uint64_t> first_token;
    std::uint64_t index = format == Format::Five || format == Format::Replay ? 1 : 0;
    for (const Case& c : input->cases) {
      first_token.push_back(index);
      const auto stones = static_cast<std::uint64_t>(std::count_if(c.cells.begin(), c.cells.end(), [](std::int8_t v) { return v != 0; }));
      const std::uint64_t points = static_cast<std::uint64_t>(c.rows) * static_cast<std::uint64_t>(c.cols);
      index += format == Format::Score ? 3 + 2 * stones : format == Format::Capture ? 2 + points : format == Format::Five ? points : 0;
    }
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
  auto at_case = [&](std::size_t k) { return case_at[k]; };
  if (o.classic) {
    for (std::size_t k = 0; k < input->cases.size(); ++k) {
      const Case& c = input->cases[k];
      const std::string label = case_label(k + 1);
      switch (format) {
        case Format::Score: {
          if (c.rows > 19) add({fmt::format("the board size is {}, above the problem's 19", c.rows), at_case(k), label});
          const bool stones = std::any_of(c.cells.begin(), c.cells.end(), [](std::int8_t v) { return v != 0; });
          if (!stones) add({"no stone: the problem promises 1 <= b + w", at_case(k), label});
          break;
        }
        case Format::Capture:
          if (c.rows > 20 || c.cols > 20) {
            add({fmt::format("a board of {} x {}, above the problem's 20 x 20", c.rows, c.cols), at_case(k), label});
          }
          break;
        case Format::Five: {
          Grid g;
          g.reset(c.cols, c.rows);
          for (int y = 0; y < c.rows; ++y) {
            for (int x = 0; x < c.cols; ++x) g.at(x, y) = static_cast<std::uint8_t>(c.at(y, x));
          }
          const auto fives = gomoku::find_fives(g, gomoku::Rule::Standard);
          if (fives.size() > 1) {
            add({fmt::format("{} fives: the problem promises at most one", fives.size()), at_case(k), label});
          }
          break;
        }
        case Format::Replay:
          if (c.moves.size() > 500'000) add({fmt::format("{} moves, above the problem's 500000", c.moves.size()), {1, 1}, "move count"});
          if (c.moves.empty()) add({"no move: the problem has 1 <= m", {1, 1}, "move count"});
          break;
      }
    }
  }
  if (o.strict) {
    auto label_of_line = [&](std::size_t line) -> std::string {
      if (format == Format::Replay) return line == 1 ? "move count" : move_label(static_cast<std::int64_t>(line - 1));
      if (format == Format::Five && line == 1) return "board count";
      std::size_t k = 0;
      while (k + 1 < case_line.size() && case_line[k + 1] <= line) ++k;
      return case_line.empty() || line < case_line.front() ? std::string() : case_label(k + 1);
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
      add({format == Format::Score ? "the input does not end with a line holding 0" : "lines missing at the end",
           {lines.size() + 1, 1}, ""});
    } else if (lines.size() > want.size()) {
      add({"more lines than the format has", {want.size() + 1, 1}, ""});
    }
  }
  return out;
}

}  // namespace tengen::contest
