#include "tengen/contest/check.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "tengen/render/diagram.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/input.hpp"
#include "tengen/text/number.hpp"
#include "tengen/text/printable.hpp"

namespace tengen::contest {
namespace {

/// testlib's blanks: nothing else separates tokens (a '\v', '\f' or NUL is part of a token).
bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

constexpr std::string_view kBom = "\xEF\xBB\xBF";

/// The tokens of a text held in memory.
std::vector<std::string_view> tokens_of(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && blank(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !blank(text[i])) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

/// The tokens of a solution's output, a chunk at a time; a token is kept up to 256 bytes (enough
/// to show it and to tell it from any answer's token), its length counted whole. With `strict`
/// the bytes are also compared with the expected text as they come.
class OutputTokens {
 public:
  OutputTokens(const ChunkSource& source, bool strict, std::string_view expected) : source_(source), strict_(strict), expected_(expected) {}

  /// The next token, or false at the end of the output.
  bool next(std::string& token) {
    token.clear();
    std::size_t length = 0;
    for (;;) {
      if (at_ == chunk_.size() && !refill()) return length > 0;
      const char c = chunk_[at_];
      if (blank(c)) {
        if (length > 0) return true;
      } else {
        if (token.size() < 256) token += c;
        ++length;
      }
      ++at_;
    }
  }

  /// Reads the rest of the output (for the strict comparison); the first line that differs from
  /// the expected text, or 0 when it is the same.
  std::size_t first_different_line() {
    while (refill()) at_ = chunk_.size();
    if (!differs_ && matched_ != expected_.size()) differs_ = true;
    return differs_ ? line_ : 0;
  }

 private:
  bool refill() {
    if (ended_) return false;
    chunk_.clear();
    at_ = 0;
    // testlib skips a byte order mark at the start of a file: the first bytes are gathered until
    // they hold three or the output ends.
    do {
      const std::string_view more = source_();
      if (more.empty()) {
        ended_ = true;
        break;
      }
      chunk_.append(more);
    } while (first_ && chunk_.size() < kBom.size());
    if (first_) {
      first_ = false;
      if (std::string_view(chunk_).starts_with(kBom)) at_ = kBom.size();
    }
    if (strict_) compare(std::string_view(chunk_).substr(at_));
    if (at_ == chunk_.size() && !ended_) return refill();  // the chunk was the mark alone
    return at_ < chunk_.size();
  }

  void compare(std::string_view bytes) {
    for (const char c : bytes) {
      if (differs_) return;
      if (matched_ == expected_.size() || expected_[matched_] != c) {
        differs_ = true;
        return;
      }
      line_ += c == '\n';
      ++matched_;
    }
  }

  const ChunkSource& source_;
  bool strict_;
  std::string_view expected_;
  std::string chunk_;  // the bytes read and not yet taken, from at_
  std::size_t at_ = 0;
  bool ended_ = false;
  bool first_ = true;
  std::size_t matched_ = 0;
  std::size_t line_ = 1;
  bool differs_ = false;
};


}  // namespace

bool well_formed_integer(std::string_view t) { return classic::answer_number(t, INT64_MIN); }

std::string shown(std::string_view text) {
  std::string out = "\"";
  for (const char ch : text.substr(0, 60)) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\r') out += "\\r";
    else if (c == '"' || c == '\\') out += fmt::format("\\{}", ch);
    else if (c < 0x20 || c >= 0x7F) out += fmt::format("\\x{:02X}", c);
    else out += ch;
  }
  return out + (text.size() > 60 ? "...\"" : "\"");
}

Result<std::vector<std::string>> read_answers(const classic::Format& format, std::string_view text, std::size_t units) {
  if (text.starts_with(kBom)) text.remove_prefix(kBom.size());
  const std::vector<std::string_view> tokens = tokens_of(text);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < tokens.size();) {
    const std::size_t n = std::min(format.unit_tokens(tokens[i]), tokens.size() - i);
    const std::span<const std::string_view> unit(tokens.data() + i, n);
    std::string joined;
    for (const std::string_view t : unit) joined += (joined.empty() ? "" : " ") + std::string(t);
    if (const std::string fault = format.answer_fault(unit); !fault.empty()) {
      return Error{fmt::format("the judge's answer to {} is {}: {}", format.unit_label(out.size() + 1), shown(joined), fault)};
    }
    out.push_back(joined + "\n");
    i += n;
  }
  if (out.size() != units) {
    return Error{fmt::format("the judge's answer has {} where the input has {}", text::counted(out.size(), "answer"), text::counted(units, std::string(format.unit())))};
  }
  return out;
}

CheckResult check_output(const classic::Format& format, const std::vector<std::string>& expected, const ChunkSource& source,
                         bool strict, std::string_view expected_text) {
  CheckResult r;
  OutputTokens output(source, strict, expected_text);
  std::string got;
  auto fail = [&](Verdict v, std::size_t unit, std::string message) {
    r.verdict = v;
    r.failed_unit = unit;
    r.message = std::move(message);
    return r;
  };
  for (std::size_t k = 0; k < expected.size(); ++k) {
    const std::vector<std::string_view> want = tokens_of(expected[k]);
    const std::string label = format.unit_label(k + 1);
    std::string said;  // the unit's tokens so far, to show
    for (std::size_t i = 0; i < want.size(); ++i) {
      if (!output.next(got)) {
        const std::string_view answer = std::string_view(expected[k]).substr(0, expected[k].size() - 1);
        if (i == 0) return fail(Verdict::PresentationError, k + 1, fmt::format("presentation error: the output ends before {} (expected {})", label, shown(answer)));
        return fail(Verdict::PresentationError, k + 1,
                    fmt::format("presentation error: the output ends inside {} (expected {}, got {})", label, shown(answer), shown(said)));
      }
      said += (i == 0 ? "" : " ") + got;
      const bool number = well_formed_integer(want[i]);
      if (number && !well_formed_integer(got)) {
        return fail(Verdict::PresentationError, k + 1,
                    fmt::format("presentation error: {}: {} is not a well-formed integer", label, shown(got)));
      }
      if (got != want[i]) {
        std::string rest;  // the unit's remaining tokens, to show the whole answer given
        for (std::size_t j = i + 1; j < want.size() && output.next(got); ++j) rest += " " + got;
        std::string wanted;
        for (const std::string_view t : want) wanted += (wanted.empty() ? "" : " ") + std::string(t);
        return fail(Verdict::WrongAnswer, k + 1, fmt::format("wrong answer {}: expected {}, got {}", label, shown(wanted), shown(said + rest)));
      }
    }
    r.units = k + 1;
  }
  if (output.next(got)) {
    return fail(Verdict::PresentationError, expected.size() + 1,
                fmt::format("presentation error: unexpected {} after the last of the {}", shown(got), text::counted(expected.size(), "answer")));
  }
  if (strict) {
    if (const std::size_t line = output.first_different_line(); line != 0) {
      return fail(Verdict::PresentationError, 0,
                  fmt::format("presentation error: line {} is not laid out as the format says (single spaces, one answer line "
                              "each, a final newline)",
                              line));
    }
  }
  r.message = fmt::format("ok {}", text::counted(expected.size(), std::string(format.unit())));
  return r;
}

CheckResult check_output(const classic::Format& format, const std::vector<std::string>& expected, std::string_view output,
                         bool strict) {
  std::string text;
  for (const std::string& unit : expected) text += unit;
  bool given = false;
  const ChunkSource source = [&]() -> std::string_view {
    if (given) return {};
    given = true;
    return output;
  };
  return check_output(format, expected, source, strict, text);
}

Result<CheckResult> check_output_file(const classic::Format& format, const std::vector<std::string>& expected,
                                      const std::string& path, bool strict, std::string_view expected_text) {
  Result<text::Input> output = text::Input::open(path);
  if (!output) {
    // The solution wrote no file to read (or a directory in its place): its fault, as testlib's
    // "Output file not found" is a presentation error, not the checker's failure.
    CheckResult missing;
    missing.verdict = Verdict::PresentationError;
    missing.message = fmt::format("presentation error: output file not found: \"{}\"", text::printable(path));
    return missing;
  }
  const int fd = output->fd();
  std::string chunk(std::size_t{1} << 16, '\0');
  bool read_failed = false;
  const ChunkSource source = [&]() -> std::string_view {
    const long n = text::read_some(fd, chunk.data(), chunk.size());
    read_failed = read_failed || n < 0;
    return {chunk.data(), n > 0 ? static_cast<std::size_t>(n) : 0};
  };
  CheckResult r = check_output(format, expected, source, strict, expected_text);
  if (read_failed) return Error{"cannot read the output"};
  return r;
}

int exit_code(Verdict v, bool kattis) {
  switch (v) {
    case Verdict::Ok: return kattis ? 42 : 0;
    case Verdict::WrongAnswer: return kattis ? 43 : 1;
    case Verdict::PresentationError: return kattis ? 43 : 2;
    case Verdict::Fail: break;
  }
  return kattis ? 1 : 3;
}

std::optional<CheckFiles> calling_form(const std::vector<std::string>& args, bool kattis) {
  if (args.size() < (kattis ? 3u : 2u)) return std::nullopt;
  CheckFiles files;
  files.input = args[0];
  if (kattis) {
    files.answer = args[1];
    files.feedback = args[2];
    files.output = "-";
    return files;
  }
  files.output = args[1];
  if (args.size() > 2) files.answer = args[2];
  if (args.size() > 3) files.result = args[3];
  files.appes = args.size() > 4 && (args[4] == "-appes" || args[4] == "-APPES");
  return files;
}

std::string testlib_result(Verdict v, std::string_view message, bool appes) {
  if (!appes) return std::string(message);
  const std::string_view outcome = v == Verdict::Ok                  ? "accepted"
                                   : v == Verdict::WrongAnswer       ? "wrong-answer"
                                   : v == Verdict::PresentationError ? "presentation-error"
                                                                     : "fail";
  return fmt::format("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{}\">{}</result>\n", outcome,
                     render::xml_escaped(message));
}

}  // namespace tengen::contest
