// The checker: right outputs pass whatever the white space (not under --strict), every single-token
// change is caught; and, against a simple reference written from testlib's reading rules (blanks
// are space, tab, CR, LF; a BOM skipped; integers "0" or -?[1-9][0-9]* within 64 bits), the same
// verdict and unit on random outputs read in random chunks; judges' answer files, exit codes and
// result files.

#include <gtest/gtest.h>

#include <algorithm>

#include <fmt/format.h>

#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "tengen/contest/check.hpp"
#include "tengen/contest/generate.hpp"
#include "temp_dir.hpp"

namespace tengen::contest {
namespace {

using classic::TestInput;

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += p;
  return out;
}

TEST(Contest, CheckAcceptsTheAnswersAndFindsEverySingleTokenChange) {
  std::mt19937_64 rng(13);
  int mutations = 0;
  for (const classic::Format* f : classic::formats()) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      GenOptions o;
      o.seed = seed;
      o.cases = 6;
      const TestInput input = generate(*f, o);
      const std::vector<std::string> answers = f->answers(input);
      const std::string text = joined(answers);
      const std::vector<std::string>& units = answers;
      const Result<std::vector<std::string>> judge = read_answers(*f, text, answers.size());
      ASSERT_TRUE(judge.ok()) << judge.error().message;
      ASSERT_EQ(judge->size(), answers.size());
      // Right answers: ok, and whatever the white space between tokens unless strict.
      EXPECT_EQ(check_output(*f, units, text, false).verdict, Verdict::Ok);
      EXPECT_EQ(check_output(*f, units, text, true).verdict, Verdict::Ok);
      std::string spaced = text;
      for (char& c : spaced) c = c == ' ' ? '\n' : c;
      spaced = "  " + spaced + "\n\n";
      EXPECT_EQ(check_output(*f, units, spaced, false).verdict, Verdict::Ok);
      EXPECT_EQ(check_output(*f, units, spaced, true).verdict, Verdict::PresentationError);
      // Each token changed alone: never ok.
      for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == ' ' || text[at] == '\n' || (at > 0 && text[at - 1] != ' ' && text[at - 1] != '\n')) continue;
        std::size_t end = at;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
        const std::string token = text.substr(at, end - at);
        std::string changed = token == "Draw" ? "Black" : token == "Black" ? "White" : token == "White" ? "Black"
                              : token == "wins" ? "won" : token == "by" ? "with" : std::to_string(std::stoll(token) + 1 + static_cast<long long>(rng() % 3));
        const std::string mutated = text.substr(0, at) + changed + text.substr(end);
        const CheckResult r = check_output(*f, units, mutated, false);
        EXPECT_NE(r.verdict, Verdict::Ok) << f->name() << " seed " << seed << ": token " << token << " -> " << changed;
        ++mutations;
      }
      // Missing and extra answers are presentation errors.
      if (!text.empty()) {
        EXPECT_EQ(check_output(*f, units, text.substr(0, text.rfind('\n', text.size() - 2) + 1), false).verdict,
                  Verdict::PresentationError);
      }
      EXPECT_EQ(check_output(*f, units, text + "7\n", false).verdict, Verdict::PresentationError);
    }
  }
  EXPECT_GT(mutations, 400);
}

/// The verdict a testlib checker comparing token by token gives, from the definitions.
CheckResult reference_check(const std::vector<std::string>& expected, std::string output) {
  if (output.rfind("\xEF\xBB\xBF", 0) == 0) output.erase(0, 3);
  std::vector<std::string> got;
  std::string token;
  for (const char c : output + " ") {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (!token.empty()) got.push_back(token);
      token.clear();
    } else {
      token += c;
    }
  }
  // testlib's integer (readLong): "0", or an optional '-', a digit 1-9 and more digits, that
  // std::stoll reads whole within 64 bits.
  const auto integer = [](const std::string& t) {
    const std::size_t lead = !t.empty() && t[0] == '-' ? 1 : 0;
    if (t == "0") return true;
    if (t.size() <= lead || t[lead] < '1' || t[lead] > '9') return false;
    if (!std::all_of(t.begin() + static_cast<std::ptrdiff_t>(lead), t.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
    try {
      (void)std::stoll(t);
      return true;
    } catch (const std::out_of_range&) {
      return false;
    }
  };
  std::size_t at = 0;
  CheckResult r;
  for (std::size_t k = 0; k < expected.size(); ++k) {
    std::vector<std::string> want;
    std::string w;
    for (const char c : expected[k] + " ") {
      if (c == ' ' || c == '\n') {
        if (!w.empty()) want.push_back(w);
        w.clear();
      } else {
        w += c;
      }
    }
    for (const std::string& t : want) {
      if (at == got.size()) return {Verdict::PresentationError, k, "", k + 1};
      const bool number = integer(t);
      if (number && !integer(got[at])) return {Verdict::PresentationError, k, "", k + 1};
      if (got[at++] != t) return {Verdict::WrongAnswer, k, "", k + 1};
    }
  }
  if (at < got.size()) return {Verdict::PresentationError, expected.size(), "", expected.size() + 1};
  return {Verdict::Ok, expected.size(), "", 0};
}

TEST(Check, AgreesWithTestlibsReadingOnRandomOutputs) {
  std::mt19937_64 rng(21);
  const std::vector<std::string> junk{"00", "+0", "-0", "0.0", "12345678901234567890", "draw", "0\v0", std::string("0\0", 2),
                                      "\xEF\xBB\xBF", "\f", "x", "-1", "1", "2", "3", "Draw", "wins",
                                      "9223372036854775807", "-9223372036854775808", "9223372036854775808"};
  const std::vector<std::string> blanks{" ", "\n", "\t", "\r\n", "  ", "\v", "\f"};
  int checked = 0;
  for (const classic::Format* f : classic::formats()) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      GenOptions o;
      o.seed = seed;
      o.cases = 4;
      const TestInput input = generate(*f, o);
      const std::vector<std::string> answers = f->answers(input);
      // The right answer's tokens, some replaced, dropped or joined by other blanks.
      std::string output = rng() % 4 == 0 ? "\xEF\xBB\xBF" : "";
      for (const std::string& unit : answers) {
        std::string token;
        for (const char c : unit + " ") {
          if (c != ' ' && c != '\n') {
            token += c;
            continue;
          }
          if (token.empty()) continue;
          const std::uint64_t roll = rng() % 40;
          if (roll == 0) token = junk[rng() % junk.size()];
          if (roll != 1) output += token + blanks[rng() % (rng() % 5 == 0 ? blanks.size() : 4)];
          token.clear();
        }
      }
      if (rng() % 8 == 0) output += junk[rng() % junk.size()];
      // Read in chunks of random sizes, as from a pipe.
      std::size_t at = 0;
      std::string chunk;
      const ChunkSource source = [&]() -> std::string_view {
        const std::size_t n = std::min<std::size_t>(output.size() - at, 1 + rng() % 7);
        chunk = output.substr(at, n);
        at += n;
        return chunk;
      };
      const CheckResult want = reference_check(answers, output);
      const CheckResult got = check_output(*f, answers, source, false, joined(answers));
      EXPECT_EQ(got.verdict, want.verdict) << f->name() << " seed " << seed << ": " << got.message << "\n" << output;
      EXPECT_EQ(got.failed_unit, want.failed_unit) << f->name() << " seed " << seed << ": " << got.message;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 120);
}

TEST(Check, AnOutputFileIsReadInChunksAsItIsInMemory) {
  // Outputs of several chunks of 64 KiB: score's answers for 20,000 small boards, right, with one
  // token changed near a chunk's edge, cut short and run on; each file's verdict is the in-memory one.
  testing::TempDir dir;
  const classic::Format& f = *classic::format_named("score");
  GenOptions o;
  o.seed = 7;
  o.cases = 20'000;
  o.min_size = 2;
  o.max_size = 4;
  const TestInput input = generate(f, o);
  const std::vector<std::string> answers = f.answers(input);
  const std::string right = joined(answers);
  ASSERT_GT(right.size(), std::size_t{3} << 16) << "the output spans several chunks";
  std::vector<std::string> outputs{right, right.substr(0, right.size() / 2), right + "0 0\n", "", "\xEF\xBB\xBF" + right};
  for (const std::size_t at : {std::size_t{1} << 16, (std::size_t{1} << 16) - 1, std::size_t{2} << 16}) {
    std::string changed = right;
    const std::size_t digit = changed.find_first_of("0123456789", at);
    changed[digit] = changed[digit] == '9' ? '8' : static_cast<char>(changed[digit] + 1);
    outputs.push_back(changed);
  }
  for (std::size_t k = 0; k < outputs.size(); ++k) {
    const std::string path = dir.write("out" + std::to_string(k), outputs[k]);
    const Result<CheckResult> got = check_output_file(f, answers, path, false, right);
    const CheckResult want = check_output(f, answers, outputs[k], false);
    ASSERT_TRUE(got.ok()) << k;
    EXPECT_EQ(got->verdict, want.verdict) << k;
    EXPECT_EQ(got->failed_unit, want.failed_unit) << k;
    EXPECT_EQ(got->message, want.message) << k;
  }
  EXPECT_EQ(check_output_file(f, answers, dir.path("out0"), false, right)->verdict, Verdict::Ok);
  EXPECT_NE(check_output_file(f, answers, dir.path("out5"), false, right)->verdict, Verdict::Ok);
}

// A solution that wrote no output file fails its test as testlib fails it ("Output file not
// found": a presentation error), and a directory in the file's place likewise; the checker has not
// failed.
TEST(Check, AnOutputFileThatIsNotThereIsAPresentationError) {
  testing::TempDir dir;
  const classic::Format& f = *classic::format_named("replay");
  for (const std::string& path : {dir.path("missing"), dir.path("")}) {
    const Result<CheckResult> r = check_output_file(f, {"0 0\n"}, path, false, "0 0\n");
    ASSERT_TRUE(r.ok()) << path;
    EXPECT_EQ(r->verdict, Verdict::PresentationError) << path;
    EXPECT_EQ(r->message, "presentation error: output file not found: \"" + path + "\"");
  }
}

TEST(Check, AJudgesBadAnswerFileIsItsOwnFault) {
  const classic::Format& f = *classic::format_named("replay");
  EXPECT_TRUE(read_answers(f, "0 0\n0 1\n", 2).ok());
  EXPECT_TRUE(read_answers(f, "\xEF\xBB\xBF" "0 0\n0 1\n", 2).ok());
  EXPECT_FALSE(read_answers(f, "0 0\n", 2).ok());           // short
  EXPECT_FALSE(read_answers(f, "0 0\n0 1\n1 1\n", 2).ok()); // long
  EXPECT_FALSE(read_answers(f, "0 0\nx y\n", 2).ok());     // garbage
  EXPECT_FALSE(read_answers(f, "0 00\n0 1\n", 2).ok());    // malformed
  EXPECT_FALSE(read_answers(f, "", 2).ok());                 // empty
  const classic::Format& score = *classic::format_named("score");
  EXPECT_TRUE(read_answers(score, "Draw\nBlack wins by 3\n", 2).ok());
  EXPECT_FALSE(read_answers(score, "Draw\nBlack wins by 0\n", 2).ok());
  EXPECT_FALSE(read_answers(score, "draw\nBlack wins by 3\n", 2).ok());
}

TEST(Check, ExitCodesAndResultFilesAreTestlibs) {
  EXPECT_EQ(exit_code(Verdict::Ok, false), 0);
  EXPECT_EQ(exit_code(Verdict::WrongAnswer, false), 1);
  EXPECT_EQ(exit_code(Verdict::PresentationError, false), 2);
  EXPECT_EQ(exit_code(Verdict::Fail, false), 3);
  EXPECT_EQ(exit_code(Verdict::Ok, true), 42);
  EXPECT_EQ(exit_code(Verdict::PresentationError, true), 43);
  EXPECT_EQ(exit_code(Verdict::Fail, true), 1);
  EXPECT_EQ(testlib_result(Verdict::Ok, "ok 3 moves", false), "ok 3 moves");
  EXPECT_EQ(testlib_result(Verdict::WrongAnswer, "a <\"b\"> & c", true),
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"wrong-answer\">a &lt;&quot;b&quot;&gt; &amp; "
            "c</result>\n");
}

TEST(Check, ShowsInvisibleBytesEscaped) {
  EXPECT_EQ(shown(std::string("a\0b\xEF\xBB\xBF\v\"", 8)), "\"a\\x00b\\xEF\\xBB\\xBF\\x0B\\\"\"");
  EXPECT_EQ(shown(std::string(70, 'x')), "\"" + std::string(60, 'x') + "...\"");
  // testlib's readLong: no leading zero, no sign but '-', all of 64 bits and not a digit more.
  for (const char* good : {"0", "-12", "1000000000000000000", "9223372036854775807", "-9223372036854775808"}) {
    EXPECT_TRUE(well_formed_integer(good)) << good;
  }
  for (const char* bad : {"00", "-0", "+1", "9223372036854775808", "-9223372036854775809", "12345678901234567890"}) {
    EXPECT_FALSE(well_formed_integer(bad)) << bad;
  }
}

TEST(Check, CallingFormsNameTheFiles) {
  using V = std::vector<std::string>;
  EXPECT_FALSE(calling_form(V{"in"}, false));
  EXPECT_FALSE(calling_form(V{"in", "ans"}, true));
  const auto two = calling_form(V{"in", "out"}, false);
  ASSERT_TRUE(two);
  EXPECT_EQ(two->input, "in");
  EXPECT_EQ(two->output, "out");
  EXPECT_EQ(two->answer, "");
  EXPECT_EQ(two->result, "");
  EXPECT_FALSE(two->appes);
  const auto all = calling_form(V{"in", "out", "ans", "res", "-appes", "extra"}, false);
  ASSERT_TRUE(all);
  EXPECT_EQ(all->answer, "ans");
  EXPECT_EQ(all->result, "res");
  EXPECT_TRUE(all->appes);
  EXPECT_TRUE(calling_form(V{"in", "out", "ans", "res", "-APPES"}, false)->appes);
  EXPECT_FALSE(calling_form(V{"in", "out", "ans", "res", "-other"}, false)->appes);
  const auto kattis = calling_form(V{"in", "ans", "feedback", "case_sensitive"}, true);
  ASSERT_TRUE(kattis);
  EXPECT_EQ(kattis->input, "in");
  EXPECT_EQ(kattis->answer, "ans");
  EXPECT_EQ(kattis->feedback, "feedback");
  EXPECT_EQ(kattis->output, "-");
  EXPECT_EQ(kattis->result, "");
}

}  // namespace
}  // namespace tengen::contest
