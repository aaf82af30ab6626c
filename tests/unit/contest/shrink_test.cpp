// contest/shrink.hpp: shrinking only ever gives smaller valid inputs, and ends where no single step
// still fails.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tengen/contest/generate.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/contest/validate.hpp"

namespace tengen::contest {
namespace {

using classic::Case;
using classic::TestInput;

TEST(Contest, ShrinkingGivesSmallerValidInputs) {
  for (const classic::Format* f : classic::formats()) {
    GenOptions o;
    o.seed = 5;
    o.cases = 3;
    o.max_size = f->fixed_side() ? 0 : 8;
    const TestInput input = generate(*f, o);
    for (const TestInput& s : smaller_inputs(input)) {
      const std::string text = f->write(s);
      EXPECT_TRUE(validate(*f, text, {}).empty()) << f->name() << ":\n" << text;
      auto area = [](const TestInput& t) {
        std::size_t a = 0;
        for (const Case& c : t.cases) a += c.cells.size() + c.moves.size();
        return a;
      };
      const bool fewer = s.cases.size() < input.cases.size() || stones_of(s) < stones_of(input) || area(s) < area(input);
      EXPECT_TRUE(fewer) << f->name();
    }
    // Shrinking while "the input has a stone (a move) in its first case" ends with exactly one.
    const TestInput least = shrink(input, [](const TestInput& t) { return stones_of(t) >= 1; });
    EXPECT_EQ(stones_of(least), 1u) << f->name();
  }
}

}  // namespace
}  // namespace tengen::contest
