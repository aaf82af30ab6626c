// Shrinking: every candidate is valid for the format and the problem, and the cuts reach the
// smallest input of a property that needs interior rows and columns gone, single stones, and a
// game's prefix; the budget and the progress are kept.

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>
#include <vector>

#include "tengen/contest/generate.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/contest/validate.hpp"

namespace tengen::contest {
namespace {

using classic::Case;
using classic::TestInput;

/// One random board of a side with a seed.
GenOptions one_board(std::uint64_t seed, int side) {
  GenOptions o;
  o.seed = seed;
  o.cases = 1;
  o.min_size = o.max_size = side;
  o.shape = "random";
  return o;
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

TEST(Shrink, RemovesInteriorRowsAndColumns) {
  // Fails while some black stone has a white stone right below it: the smallest is 2 x 1.
  const classic::Format& f = *classic::format_named("capture");
  GenOptions o = one_board(3, 14);
  o.density = 0.5;
  auto fails = [](const TestInput& t) {
    for (const Case& c : t.cases) {
      for (int y = 0; y + 1 < c.rows; ++y) {
        for (int x = 0; x < c.cols; ++x) {
          if (c.at(y, x) == Color::Black && c.at(y + 1, x) == Color::White) return true;
        }
      }
    }
    return false;
  };
  const TestInput input = generate(f, o);
  ASSERT_TRUE(fails(input));
  const ShrinkResult r = shrink(input, fails);
  ASSERT_EQ(r.input.cases.size(), 1u);
  EXPECT_EQ(r.input.cases[0].rows, 2);
  EXPECT_EQ(r.input.cases[0].cols, 1);
  EXPECT_EQ(size_text(r.input), "a 2 x 1 board with 2 stones");
}

TEST(Shrink, ASquareBoardLosesAnyRowWithAnyColumn) {
  // Score boards stay square: a black stone and a white stone anywhere shrink to a 2 x 2 board.
  const classic::Format& f = *classic::format_named("score");
  const GenOptions o = one_board(4, 15);
  auto fails = [](const TestInput& t) {
    bool black = false, white = false;
    if (t.cases.empty()) return false;
    for (const Color c : t.cases.front().cells) {
      black |= c == Color::Black;
      white |= c == Color::White;
    }
    return black && white;
  };
  const ShrinkResult r = shrink(generate(f, o), fails);
  EXPECT_EQ(r.input.cases.front().rows, 2);
  EXPECT_EQ(stones_of(r.input), 2u);
}

TEST(Shrink, AGameGoesToItsFailingPrefixFirst) {
  const classic::Format& f = *classic::format_named("replay");
  GenOptions o;
  o.seed = 5;
  o.cases = 5000;
  const TestInput input = generate(f, o);
  // Fails while the game has at least 1,000 moves: bisection finds it in about log2(5000) runs.
  std::size_t progress_calls = 0;
  ShrinkOptions so;
  so.progress = [&](const TestInput&, std::size_t) { ++progress_calls; };
  const ShrinkResult r = shrink(input, [](const TestInput& t) { return t.cases.front().moves.size() >= 1000; }, so);
  EXPECT_EQ(r.input.cases.front().moves.size(), 1000u);
  EXPECT_GT(progress_calls, 0u);
  // The first wrong move's prefix is tried first: one run when it fails.
  so.failing_unit = 1000;
  std::size_t runs = 0;
  const ShrinkResult first = shrink(input, [&](const TestInput& t) {
    ++runs;
    return t.cases.front().moves.size() >= 1000;
  }, so);
  EXPECT_EQ(first.input.cases.front().moves.size(), 1000u);
  EXPECT_LT(runs, r.runs);
}

TEST(Shrink, StopsAtItsBudget) {
  const classic::Format& f = *classic::format_named("five");
  GenOptions o;
  o.cases = 5;
  ShrinkOptions so;
  so.budget = 7;
  const ShrinkResult r = shrink(generate(f, o), [](const TestInput& t) { return stones_of(t) > 0; }, so);
  EXPECT_EQ(r.runs, 7u);
  EXPECT_TRUE(r.cut_short);
}

}  // namespace
}  // namespace tengen::contest
