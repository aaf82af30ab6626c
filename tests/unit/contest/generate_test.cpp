// Generated inputs are valid (within the problem unless beyond it), read back as written, the same
// for a seed, and the same bytes whether written whole or a case at a time.

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>
#include <vector>

#include "tengen/classic/capture.hpp"
#include "tengen/classic/replay.hpp"
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
          // A game has the moves asked for, whatever its shape (local play fills its square).
          if (f->game()) {
            EXPECT_EQ(f->units(*back), o.cases) << context;
          }
        }
      }
    }
  }
}

// --cases is the moves of the one game: local play, once its square is full, goes on over the
// board; a game of no move (beyond the problem's limits) is a valid input too.
TEST(Contest, AGameHasTheMovesAskedFor) {
  const classic::Format& replay = classic::replay_format();
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GenOptions o;
    o.seed = seed;
    o.cases = 300;
    o.shape = "local";
    const TestInput game = generate(replay, o);
    EXPECT_EQ(replay.units(game), 300u) << "seed " << seed;
    EXPECT_TRUE(validate(replay, replay.write(game), {.classic = true, .strict = true}).empty()) << "seed " << seed;
  }
  GenOptions none;
  none.cases = 0;
  none.beyond = true;
  const std::string text = replay.write(generate(replay, none));
  EXPECT_EQ(text, "0\n");
  EXPECT_TRUE(validate(replay, text, {.strict = true}).empty());
}

TEST(Contest, TextIsWrittenACaseAtATimeAsWhole) {
  for (const classic::Format* f : classic::formats()) {
    GenOptions o;
    o.seed = 9;
    o.cases = f->game() ? 300 : 40;
    std::string streamed;
    std::size_t writes = 0;
    generate_text(*f, o, [&](std::string_view bytes) {
      streamed += bytes;
      ++writes;
    });
    EXPECT_EQ(streamed, f->write(generate(*f, o))) << f->name();
    EXPECT_GE(writes, f->game() ? 3u : 40u) << f->name();
  }
}

TEST(Contest, LargestIsTheProblemsLargestInput) {
  for (const classic::Format* f : classic::formats()) {
    const TestInput t = generate(*f, largest(*f, GenOptions{}));
    const std::string text = f->write(t);
    EXPECT_TRUE(validate(*f, text, {.classic = true, .strict = true}).empty()) << f->name();
    if (f->game()) {
      EXPECT_EQ(t.cases.front().moves.size(), 500'000u);
    } else {
      EXPECT_EQ(t.cases.size(), 1000u);
      for (const Case& c : t.cases) EXPECT_EQ(c.rows, f->classic_side()) << f->name();
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

TEST(Contest, OptionsFaultSaysWhatTheFormatCannotGenerate) {
  const classic::Format& five = *classic::format_named("five");
  const classic::Format& score = *classic::format_named("score");
  const classic::Format& replay = *classic::format_named("replay");
  GenOptions o;
  EXPECT_EQ(options_fault(five, o), "");
  o.shape = "sevral";
  EXPECT_EQ(options_fault(five, o), "--shape for five: sevral not in {mix,random,max,six,several,edge-diagonals} (did you mean 'several'?)");
  o.shape = "several";
  EXPECT_NE(options_fault(five, o).find("promises at most one five"), std::string::npos);
  o.beyond = true;
  EXPECT_EQ(options_fault(five, o), "");
  o = GenOptions{};
  o.min_size = o.max_size = 15;
  EXPECT_EQ(options_fault(five, o), "--size: five boards are 19 x 19");
  o = GenOptions{};
  o.density = 0;
  EXPECT_NE(options_fault(score, o).find("--density 0"), std::string::npos);
  EXPECT_EQ(options_fault(replay, o), "");
  o = GenOptions{};
  o.max_size = score.classic_side() + 1;
  EXPECT_NE(options_fault(score, o).find("--beyond leaves its limits"), std::string::npos);
  o.beyond = true;
  EXPECT_EQ(options_fault(score, o), "");
}

}  // namespace
}  // namespace tengen::contest
