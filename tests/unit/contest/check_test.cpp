// contest/check.hpp: the checker agrees with a byte comparison on right outputs, whatever the white
// space unless strict, and finds every single-token change; missing and extra answers are
// presentation errors.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "tengen/contest/check.hpp"
#include "tengen/contest/generate.hpp"

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
      const std::vector<std::string> units = answer_units(*f, text);
      ASSERT_EQ(units.size(), answers.size());
      // Right answers: ok, and whatever the white space between tokens unless strict.
      EXPECT_EQ(check_output(*f, units, text, text, false).verdict, Verdict::Ok);
      EXPECT_EQ(check_output(*f, units, text, text, true).verdict, Verdict::Ok);
      std::string spaced = text;
      for (char& c : spaced) c = c == ' ' ? '\n' : c;
      spaced = "  " + spaced + "\n\n";
      EXPECT_EQ(check_output(*f, units, text, spaced, false).verdict, Verdict::Ok);
      EXPECT_EQ(check_output(*f, units, text, spaced, true).verdict, Verdict::PresentationError);
      // Each token changed alone: never ok.
      for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == ' ' || text[at] == '\n' || (at > 0 && text[at - 1] != ' ' && text[at - 1] != '\n')) continue;
        std::size_t end = at;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
        const std::string token = text.substr(at, end - at);
        std::string changed = token == "Draw" ? "Black" : token == "Black" ? "White" : token == "White" ? "Black"
                              : token == "wins" ? "won" : token == "by" ? "with" : std::to_string(std::stoll(token) + 1 + static_cast<long long>(rng() % 3));
        const std::string mutated = text.substr(0, at) + changed + text.substr(end);
        const CheckResult r = check_output(*f, units, text, mutated, false);
        EXPECT_NE(r.verdict, Verdict::Ok) << f->name() << " seed " << seed << ": token " << token << " -> " << changed;
        ++mutations;
      }
      // Missing and extra answers are presentation errors.
      if (!text.empty()) {
        EXPECT_EQ(check_output(*f, units, text, text.substr(0, text.rfind('\n', text.size() - 2) + 1), false).verdict,
                  Verdict::PresentationError);
      }
      EXPECT_EQ(check_output(*f, units, text, text + "7\n", false).verdict, Verdict::PresentationError);
    }
  }
  EXPECT_GT(mutations, 400);
}

}  // namespace
}  // namespace tengen::contest
