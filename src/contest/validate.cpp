#include "tengen/contest/validate.hpp"

#include <algorithm>
#include <new>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "tengen/text/printable.hpp"
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

/// The first layout fault of a non-empty line, or "": tokens of [-]digits (no leading zero)
/// separated by single spaces, a sign glued to the number before only when `glued` allows it.
std::string line_fault(std::string_view line, bool glued, std::size_t& column) {
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
      if (!starts && !glued) return "a sign glued to the number before";
      // "-0" alone is a minus zero; "-01" goes on to the leading zero below.
      if (i + 1 < line.size() && line[i + 1] == '0' && (i + 2 == line.size() || line[i + 2] == ' ')) {
        return "a minus zero: 0 has no sign";
      }
      if (i + 1 < line.size() && line[i + 1] == '0') continue;
      if (i + 1 >= line.size() || line[i + 1] < '1' || line[i + 1] > '9') return "a sign not before a number";
      continue;
    }
    if (c == '\r') return "a carriage return (code 13): lines end with a line feed alone";
    if (c == '\t') return "a tab (code 9) where the format puts a single space";
    if (c < '0' || c > '9') {
      // Shown escaped (a control byte, a byte of no UTF-8 character): the message stays one line.
      return fmt::format("character '{}' (code {}) where the format has only digits, '-' and single spaces",
                         text::printable(line.substr(i, 1)), static_cast<int>(static_cast<unsigned char>(c)));
    }
    const bool first_digit = starts || line[i - 1] == '-';
    if (first_digit && c == '0' && i + 1 < line.size() && line[i + 1] >= '0' && line[i + 1] <= '9') return "a number with a leading zero";
  }
  return {};
}

/// A line of `count` numbers where the format puts `want`, in words.
std::string count_fault(std::size_t count, std::size_t want) {
  return count == 0 ? std::string("empty line") : fmt::format("{} numbers on this line, where the format puts {}", count, want);
}

/// Where token `k` (from 0) of the text starts; past the last token, where the text ends. O(text).
TextPosition token_position(std::string_view text, std::uint64_t k) {
  text::TokenReader in(text);
  std::int64_t v = 0;
  for (std::uint64_t tokens = 0; in.next(v) == text::Scan::Number; ++tokens) {
    if (tokens == k) return in.position();
  }
  return in.position();
}

}  // namespace

std::vector<Error> validate(const classic::Format& format, std::string_view text, const ValidateOptions& o) {
  // The first options.limit violations in the order of the text. The checks below each add in their
  // own order, so the violations are sorted (stably: the same place keeps the order of the checks)
  // and cut to the limit at the end, and whenever twice the limit are held: a file with a fault
  // on every line holds O(limit) of them, not one a line.
  std::vector<Error> out;
  auto keep_first = [&] {
    std::stable_sort(out.begin(), out.end(), [](const Error& a, const Error& b) {
      return std::pair(a.position.line, a.position.column) < std::pair(b.position.line, b.position.column);
    });
    if (out.size() > o.limit) out.resize(o.limit);
  };
  auto add = [&](Error e) {
    out.push_back(std::move(e));
    if (out.size() > 2 * o.limit) keep_first();
  };
  auto in_order = [&] {
    keep_first();
    return std::move(out);
  };
  classic::TestInput input{&format, {}};
  Result<Ok> read = Ok{};
  try {
    read = format.read_into(text, input);
  } catch (const std::bad_alloc&) {
    // A board this machine cannot hold is bad input for it: refused where the case (or a game's
    // move) being read starts, the first token after what was read whole.
    std::uint64_t token = 0;
    for (const std::size_t n : classic::tokens_per_line(format.header(format.units(input)))) token += n;
    for (const classic::Case& c : input.cases) {
      for (const std::size_t n : classic::tokens_per_line(format.case_text(c))) token += n;
    }
    const std::size_t unit = format.game() ? (input.cases.empty() ? 0 : input.cases.front().moves.size()) : input.cases.size();
    read = out_of_memory(Error{"", token_position(text, token), format.unit_label(unit + 1)});
  }
  // An input the format refuses has that one fault; with --strict, after the layout faults of the
  // lines before it (the cases read whole before it are known), in the order of the text.
  if (!read && !o.strict) {
    add(read.error());
    return in_order();
  }
  const std::vector<classic::Case>& cases = input.cases;
  const std::uint64_t count = format.units(input);
  // Where each case starts (its first token), and where the text after the cases starts: found by
  // counting tokens, as many as each part has whatever its layout.
  const std::string header = format.header(count);
  std::vector<std::uint64_t> first_token;
  std::uint64_t token = 0;
  for (const std::size_t n : classic::tokens_per_line(header)) token += n;
  for (const classic::Case& c : cases) {
    first_token.push_back(token);
    for (const std::size_t n : classic::tokens_per_line(format.case_text(c))) token += n;
  }
  const std::uint64_t after_cases = token;
  std::vector<TextPosition> case_at;
  // The first token after the cases: score's "0", or after a refused input where the part it
  // refused starts.
  std::optional<TextPosition> stop_at;
  {
    text::TokenReader in(text);
    std::int64_t v = 0;
    std::size_t next = 0;
    for (std::uint64_t tokens = 0; in.next(v) == text::Scan::Number; ++tokens) {
      if (next < first_token.size() && tokens == first_token[next]) {
        case_at.push_back(in.position());
        ++next;
      }
      if (tokens == after_cases) stop_at = in.position();
    }
    // A case with no token (a game with no move) has no line: line 0 says so below.
    case_at.resize(cases.size(), TextPosition{0, 0});
  }
  // The line of the trailer (score's "0") of an input read whole; 0 when it has none.
  const std::uint64_t trailer_line = read && stop_at ? stop_at->line : 0;
  // The statement's input ends at its trailer (score's "0"), as a testlib validator's readEof()
  // holds it; the format reads nothing past it. Said by --classic and by --strict.
  const std::vector<std::string_view> lines = lines_of(text);
  std::optional<Error> after_trailer;
  std::optional<std::size_t> empty_after_trailer;  // the first empty line after it (--strict says it)
  if (trailer_line != 0) {
    for (std::size_t i = trailer_line; i < lines.size() && !after_trailer; ++i) {
      if (lines[i].empty() && !empty_after_trailer) empty_after_trailer = i;
      const std::size_t column = lines[i].find_first_not_of(" \t\r");
      if (column == std::string_view::npos) continue;
      after_trailer = Error{fmt::format("the input goes on after the line {} that ends it",
                                        format.trailer().substr(0, format.trailer().size() - 1)),
                            {i + 1, column + 1}, ""};
    }
  }
  if (o.classic && read) {
    if (after_trailer) add(*after_trailer);
    for (Error& e : format.classic_faults(input, case_at)) add(std::move(e));
    // The statement ends the input with its trailer (score's "0"); the format does not need it.
    if (!format.trailer().empty() && trailer_line == 0) {
      add({fmt::format("the input does not end with the line {} the problem's statement ends it with",
                       format.trailer().substr(0, format.trailer().size() - 1)),
           {lines.size() + 1, 1}, ""});
    }
  }
  if (!o.strict) return in_order();
  std::vector<std::size_t> counts;
  for (const std::string_view line : lines) {
    const std::vector<std::size_t> n = classic::tokens_per_line(line);
    counts.push_back(n.empty() ? 0 : n.front());
  }
  // The label of line i (from 0): the case whose lines it is among, or a game's move.
  auto line_label = [&](std::size_t i) -> std::string {
    // From the first token after the cases on: the part refused, or the trailer's line.
    if (stop_at && i + 1 >= stop_at->line) return read ? std::string() : read.error().case_label;
    std::size_t k = 0;
    while (k < cases.size() && case_at[k].line != 0 && case_at[k].line - 1 <= i) ++k;
    if (k == 0) return std::string(format.header_label());
    if (format.game()) return move_label(static_cast<std::int64_t>(i + 2 - case_at.front().line));
    return case_label(k);
  };
  // After a refused input, only what comes before its fault.
  const TextPosition fault_at = read ? TextPosition{lines.size() + 1, 1} : read.error().position;
  for (std::size_t i = 0; i < lines.size() && i + 1 <= fault_at.line; ++i) {
    std::size_t column = 1;
    if (const std::string fault = line_fault(lines[i], format.glued_signs(), column); !fault.empty()) {
      if (i + 1 == fault_at.line && column >= fault_at.column) break;
      add({fault, {i + 1, column}, line_label(i)});
    }
  }
  // Each part of the input takes the lines from its first token's line to the next part's: those
  // lines must have the tokens of one of the part's layouts (an empty line only where one has it).
  // A game's lines are its moves, each labelled; a board's lines are labelled by their case.
  auto check_part = [&](std::size_t from, std::size_t to, const std::vector<std::vector<std::size_t>>& layouts,
                        const std::string& part_label) {
    // A game's line past its last move belongs to no move: it comes after the last one.
    auto label = [&](std::size_t i) {
      if (part_label != "moves") return part_label;
      const std::size_t moves = layouts.front().size();
      return i < moves ? move_label(static_cast<std::int64_t>(i + 1)) : fmt::format("after move {}", moves);
    };
    for (const std::vector<std::size_t>& layout : layouts) {
      if (to - from == layout.size() && std::equal(layout.begin(), layout.end(), counts.begin() + static_cast<std::ptrdiff_t>(from))) {
        return;
      }
    }
    const std::vector<std::size_t>& want = layouts.front();
    for (std::size_t i = 0; i < std::max(want.size(), to - from); ++i) {
      if (i >= to - from) {
        add({fmt::format("a line missing: the format puts {} numbers on the next line", want[i]), {to + 1, 1}, label(i)});
        return;
      }
      if (i >= want.size() || counts[from + i] != want[i]) {
        add({count_fault(counts[from + i], i < want.size() ? want[i] : 0), {from + i + 1, 1}, label(i)});
        return;
      }
    }
  };
  const std::size_t end_line = stop_at ? stop_at->line - 1 : lines.size();
  // After a refused input, only the parts that end before the refused place's line (the header
  // and cases read whole, a game's moves before the one refused).
  auto check_whole_part = [&](std::size_t from, std::size_t to, const std::vector<std::vector<std::size_t>>& layouts,
                              const std::string& part_label) {
    if (read || to + 1 <= fault_at.line) check_part(from, to, layouts, part_label);
  };
  // A game with no move has no line of its own: the header's part then runs to the end.
  const std::size_t first_case_line = cases.empty() || case_at.front().line == 0 ? end_line : case_at.front().line - 1;
  check_whole_part(0, first_case_line, {classic::tokens_per_line(header)}, std::string(format.header_label()));
  for (std::size_t k = 0; k < cases.size(); ++k) {
    if (case_at[k].line == 0) continue;  // a game with no move has no line
    const std::size_t from = case_at[k].line - 1;
    const std::size_t to = k + 1 < cases.size() ? case_at[k + 1].line - 1 : end_line;
    check_whole_part(from, to, format.line_layouts(cases[k]), format.game() ? std::string("moves") : case_label(k + 1));
  }
  if (!read) {
    // The lines of the part refused before its fault's line: where every line holds as many
    // numbers, the first that does not is a fault there, before the reader's (a testlib validator
    // reads line by line and stops at it).
    if (const std::optional<std::size_t> per_line = format.numbers_per_line(); per_line && stop_at) {
      for (std::size_t i = stop_at->line - 1; i + 1 < fault_at.line && i < lines.size(); ++i) {
        if (counts[i] == *per_line) continue;
        add({count_fault(counts[i], *per_line), {i + 1, 1}, line_label(i)});
        break;
      }
    }
    add(read.error());
    return in_order();
  }
  if (!format.trailer().empty() && trailer_line == 0) {
    // (--classic has said so already.)
    if (!o.classic) {
      add({fmt::format("the input does not end with a line holding {}", format.trailer().substr(0, format.trailer().size() - 1)),
           {lines.size() + 1, 1}, ""});
    }
  } else if (trailer_line != 0) {
    // The trailer's own line; what follows it is said once, as --classic says it.
    check_part(end_line, std::min(end_line + 1, lines.size()), {classic::tokens_per_line(format.trailer())}, "");
    if (after_trailer && !o.classic) add(*after_trailer);
    // An empty line after it is no line of the format, as after the last case of the others.
    if (empty_after_trailer) add({"empty line", {*empty_after_trailer + 1, 1}, ""});
  }
  if (!text.empty() && text.back() != '\n') add({"the input does not end with a newline", {lines.size(), lines.back().size() + 1}, ""});
  return in_order();
}

}  // namespace tengen::contest
