// contest/stress.hpp: stress with shell solutions that are wrong in a known way (capture "0 0 0",
// score "Draw", five "0", replay "0 0" for every move): the failure found is the first test the
// mistake shows on, its shrunk input still fails and no single step smaller does; a right solution
// (this test binary answering with tengen's own answers) passes every test; progress, jobs, and
// try_input's verdicts.

#include <gtest/gtest.h>

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/contest/stress.hpp"

namespace tengen::contest {
namespace {

/// Ignores SIGPIPE while it lives, as tengen's stress command does: run_solution writes the input
/// to a solution that may exit without reading it (see the disabled death test in solution_test).
class SigpipeIgnored {
 public:
  SigpipeIgnored() : old_(std::signal(SIGPIPE, SIG_IGN)) {}
  ~SigpipeIgnored() { std::signal(SIGPIPE, old_); }
  SigpipeIgnored(const SigpipeIgnored&) = delete;
  SigpipeIgnored& operator=(const SigpipeIgnored&) = delete;

 private:
  void (*old_)(int);
};

// When started with TENGEN_UNIT_TEST_SOLVE=FORMAT in its environment, this test binary is a right
// solution of that format: it answers its standard input with tengen's own answers, before any
// test runs.
constexpr const char* kSolveVariable = "TENGEN_UNIT_TEST_SOLVE";
[[maybe_unused]] const bool kSolver = [] {
  const char* name = std::getenv(kSolveVariable);
  if (name == nullptr) return false;
  const classic::Format* format = classic::format_named(name);
  if (format == nullptr) ::_exit(3);
  const std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const Result<classic::TestInput> input = format->read(text);
  if (!input) ::_exit(2);
  for (const std::string& answer : format->answers(*input)) std::fputs(answer.c_str(), stdout);
  std::fflush(stdout);
  ::_exit(0);
}();

StressOptions options(const classic::Format& format, const std::string& script, std::uint64_t tests) {
  StressOptions o;
  o.format = &format;
  o.gen.seed = 3;
  o.gen.cases = tests;
  if (!format.fixed_side()) {
    o.gen.min_size = 1;
    o.gen.max_size = 6;
  }
  o.command = {"/bin/sh", "-c", script};
  o.limits.seconds = 5;
  return o;
}

/// Whether the wrong solution's answer `wrong` (the same line for every unit) is right for input.
bool right_for(const classic::TestInput& input, const std::string& wrong) {
  for (const std::string& a : input.format->answers(input)) {
    if (a != wrong) return false;
  }
  return true;
}

/// The failure stress finds for a solution that always answers `wrong`: the first test whose
/// answers differ, shrunk to an input that still fails where no single smaller step does.
void expect_found_and_shrunk(const StressOptions& o, const std::string& wrong) {
  std::vector<std::pair<std::uint64_t, bool>> heard;
  const std::optional<Failure> f = stress(o, [&](std::uint64_t done, bool shrinking) { heard.emplace_back(done, shrinking); });
  ASSERT_TRUE(f.has_value()) << o.format->name() << ": no failure found";
  // The first test the mistake shows on.
  for (std::uint64_t k = 0; k < f->test; ++k) EXPECT_TRUE(right_for(stress_test(o, k), wrong)) << "test " << k;
  EXPECT_FALSE(right_for(f->input, wrong));
  EXPECT_EQ(o.format->write(f->input), o.format->write(stress_test(o, f->test)));
  // Progress: each test as it ran, then the shrinking.
  ASSERT_EQ(heard.size(), f->test + 2);
  for (std::uint64_t k = 0; k <= f->test; ++k) EXPECT_EQ(heard[k], (std::pair<std::uint64_t, bool>{k + 1, false}));
  EXPECT_EQ(heard.back(), (std::pair<std::uint64_t, bool>{f->test + 1, true}));
  // Shrunk: still failing, no larger, and every input one step smaller passes.
  EXPECT_TRUE(f->trial.failed);
  EXPECT_EQ(f->trial.output.substr(0, wrong.size()), wrong);
  EXPECT_EQ(f->trial.verdict.rfind("wrong answer " + std::string(o.format->unit()) + " ", 0), 0u) << f->trial.verdict;
  EXPECT_FALSE(right_for(f->shrunk, wrong));
  EXPECT_TRUE(try_input(o, f->shrunk).failed);
  EXPECT_LE(stones_of(f->shrunk), stones_of(f->input));
  for (const classic::TestInput& s : smaller_inputs(f->shrunk)) {
    EXPECT_TRUE(right_for(s, wrong)) << o.format->name() << ": a smaller input still fails:\n" << o.format->write(s);
  }
}

TEST(Stress, CaptureSolutionThatNeverCaptures) {
  const SigpipeIgnored sigpipe;
  expect_found_and_shrunk(options(classic::capture_format(), "cat >/dev/null; echo 0 0 0", 200), "0 0 0\n");
}

TEST(Stress, ScoreSolutionThatAlwaysSaysDraw) {
  const SigpipeIgnored sigpipe;
  expect_found_and_shrunk(options(classic::score_format(), "cat >/dev/null; echo Draw", 200), "Draw\n");
}

TEST(Stress, FiveSolutionThatNeverSeesAFive) {
  const SigpipeIgnored sigpipe;
  StressOptions o = options(classic::five_format(), "cat >/dev/null; echo 0", 300);
  o.gen.shape = "six";  // sixes next to fives
  o.gen.density = 0.05;
  expect_found_and_shrunk(o, "0\n");
  // The smallest failing board: five stones in a row, nothing else.
  const std::optional<Failure> f = stress(o);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(stones_of(f->shrunk), 5u);
}

TEST(Stress, ReplaySolutionThatNeverRemovesAStone) {
  const SigpipeIgnored sigpipe;
  StressOptions o = options(classic::replay_format(),
                            "read m; i=0; while [ \"$i\" -lt \"$m\" ]; do echo 0 0; i=$((i + 1)); done; cat >/dev/null", 200);
  o.gen.shape = "big-capture";
  expect_found_and_shrunk(o, "0 0\n");
}

TEST(Stress, JobsFindTheSameFirstFailure) {
  const SigpipeIgnored sigpipe;
  StressOptions o = options(classic::capture_format(), "cat >/dev/null; echo 0 0 0", 60);
  o.gen.seed = 11;
  const std::optional<Failure> one = stress(o);
  o.jobs = 3;
  const std::optional<Failure> three = stress(o);
  ASSERT_TRUE(one.has_value());
  ASSERT_TRUE(three.has_value());
  EXPECT_EQ(three->test, one->test);
  EXPECT_EQ(o.format->write(three->shrunk), o.format->write(one->shrunk));
}

std::vector<std::string> self_solver(const classic::Format& format) {
  return {"/usr/bin/env", std::string(kSolveVariable) + "=" + std::string(format.name()),
          std::filesystem::read_symlink("/proc/self/exe").string()};
}

TEST(Stress, ARightSolutionPassesEveryTest) {
  const SigpipeIgnored sigpipe;
  for (const classic::Format* format : {&classic::capture_format(), &classic::replay_format()}) {
    StressOptions o = options(*format, "", 6);
    o.command = self_solver(*format);
    o.jobs = 2;
    std::uint64_t last = 0;
    bool shrinking = false;
    const std::optional<Failure> f = stress(o, [&](std::uint64_t done, bool s) {
      EXPECT_EQ(done, last + 1);
      last = done;
      shrinking |= s;
    });
    EXPECT_FALSE(f.has_value()) << format->name() << ": " << (f ? f->trial.verdict : "");
    EXPECT_EQ(last, 6u);
    EXPECT_FALSE(shrinking);
  }
}

TEST(Stress, TryInputVerdicts) {
  const SigpipeIgnored sigpipe;
  StressOptions o = options(classic::score_format(), "", 1);
  const classic::TestInput input = stress_test(o, 0);
  o.command = self_solver(classic::score_format());
  const Trial right = try_input(o, input);
  EXPECT_FALSE(right.failed) << right.verdict;
  EXPECT_EQ(right.verdict, "ok 1 case");
  EXPECT_EQ(right.output, classic::score_format().answers(input)[0]);
  o.command = {"/bin/sh", "-c", "exit 7"};
  const Trial crashed = try_input(o, input);
  EXPECT_TRUE(crashed.failed);
  EXPECT_EQ(crashed.verdict, "exit code 7");
  o.command = {"/bin/sh", "-c", "sleep 10"};
  o.limits.seconds = 0.2;
  const Trial slow = try_input(o, input);
  EXPECT_TRUE(slow.failed);
  EXPECT_NE(slow.verdict.find("time limit"), std::string::npos) << slow.verdict;
  o.limits.seconds = 5;
  o.command = {"/bin/sh", "-c", "cat >/dev/null"};
  const Trial silent = try_input(o, input);
  EXPECT_TRUE(silent.failed);
  EXPECT_EQ(silent.verdict.rfind("presentation error", 0), 0u) << silent.verdict;
}

TEST(Stress, TestsAreDeterministicOneCaseEach) {
  for (const classic::Format* format : classic::formats()) {
    const StressOptions o = options(*format, "", 10);
    for (std::uint64_t k = 0; k < 10; ++k) {
      const classic::TestInput t = stress_test(o, k);
      EXPECT_EQ(format->write(t), format->write(stress_test(o, k)));
      ASSERT_EQ(t.cases.size(), 1u);
      if (format->game()) {
        EXPECT_GE(t.cases[0].moves.size(), 1u);
        EXPECT_LE(t.cases[0].moves.size(), 40u);
      }
    }
    EXPECT_NE(format->write(stress_test(o, 0)), format->write(stress_test(o, 1))) << format->name();
  }
}

}  // namespace
}  // namespace tengen::contest
