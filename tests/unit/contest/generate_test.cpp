// The contest kit: generated inputs are valid (for the classic problem when asked), read back as
// written and the same for a seed; the checker agrees with a byte comparison on right outputs and
// finds every single-token change; shrinking only ever gives smaller valid inputs.

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <random>
#include <string>
#include <vector>

#include "tengen/classic/capture.hpp"
#include "tengen/contest/check.hpp"
#include "tengen/contest/generate.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/contest/validate.hpp"

namespace tengen::contest {
namespace {

using classic::Case;
using classic::TestInput;

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += p;
  return out;
}

TEST(Contest, GeneratedInputsAreValidAndReproducible) {
  for (const classic::Format* f : classic::formats()) {
    for (const std::string_view shape : shapes(*f)) {
      if (shape == "long") continue;  // 500,000 moves: the same code as "random", long
      for (const bool classic : {true, false}) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
          GenOptions o;
          o.seed = seed;
          o.cases = 3 + seed % 4;
          o.shape = std::string(shape);
          o.beyond = !classic;
          if (!classic && !f->fixed_side()) o.max_size = 30;
          const std::string text = f->write(generate(*f, o));
          const std::string context = fmt::format("{} {} seed {} classic {}", f->name(), shape, seed, classic);
          EXPECT_EQ(text, f->write(generate(*f, o))) << context;
          const bool promises = classic && !(f->name() == "five" && shape == "several");
          const std::vector<Error> violations = validate(*f, text, {.classic = promises, .strict = true});
          EXPECT_TRUE(violations.empty()) << context << ": " << (violations.empty() ? "" : violations[0].message);
          const Result<TestInput> back = f->read(text);
          ASSERT_TRUE(back.ok()) << context;
          EXPECT_EQ(f->write(*back), text) << context;
        }
      }
    }
  }
}

TEST(Contest, SeedsGiveDifferentInputs) {
  GenOptions a;
  GenOptions b;
  b.seed = 2;
  const classic::Format& f = classic::capture_format();
  EXPECT_NE(f.write(generate(f, a)), f.write(generate(f, b)));
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

TEST(Contest, ShrinkingTriesOnlyValidInputsWithinTheProblem) {
  for (const classic::Format* f : classic::formats()) {
    GenOptions o;
    o.seed = 5;
    o.cases = 3;
    o.max_size = f->fixed_side() ? 0 : 8;
    const TestInput input = generate(*f, o);
    std::size_t candidates = 0;
    // Every candidate is valid for the format and the problem; shrinking while "the input has a
    // stone (a move)" ends with exactly one (replay's one move, a board's one stone).
    const ShrinkResult least = shrink(input, [&](const TestInput& t) {
      ++candidates;
      const std::string text = f->write(t);
      const std::vector<Error> v = validate(*f, text, {.classic = true});
      EXPECT_TRUE(v.empty()) << f->name() << ":\n" << text << (v.empty() ? "" : v[0].message);
      return stones_of(t) >= 1;
    });
    EXPECT_EQ(stones_of(least.input), 1u) << f->name();
    EXPECT_EQ(least.runs, candidates);
    EXPECT_FALSE(least.cut_short);
  }
}

}  // namespace
}  // namespace tengen::contest
