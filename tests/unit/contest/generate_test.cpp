// contest/generate.hpp: generated inputs are valid (for the classic problem when asked), read back
// as written, and the same for a seed; seeds give different inputs.

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>
#include <vector>

#include "tengen/classic/capture.hpp"
#include "tengen/contest/generate.hpp"
#include "tengen/contest/validate.hpp"

namespace tengen::contest {
namespace {

using classic::Case;
using classic::TestInput;

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
          o.classic = classic;
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

}  // namespace
}  // namespace tengen::contest
