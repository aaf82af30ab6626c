#pragma once
/// \file
/// Stress testing a solution: generated tests run one after another (on several jobs at once), its
/// output checked against tengen's answers, and the first failing test shrunk while it still fails.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tengen/classic/format.hpp"
#include "tengen/contest/generate.hpp"
#include "tengen/contest/solution.hpp"

namespace tengen::contest {

/// What a stress run does: the format, the generator's options (gen.cases is the number of tests),
/// the solution's command line and limits, how many runs at once, and how long shrinking may take.
struct StressOptions {
  const classic::Format* format = nullptr;
  GenOptions gen;
  std::vector<std::string> command;
  RunLimits limits;
  unsigned jobs = 1;
  std::chrono::steady_clock::duration shrink_time = std::chrono::minutes(10);
};

/// What one run of the solution on an input came to: whether it failed, why (how the run ended, or
/// the checker's message), what it wrote, the first unit it got wrong (0 when none is known), and
/// whether the command could not be started at all.
struct Trial {
  bool failed = false;
  std::string verdict;
  std::string output;
  std::size_t failed_unit = 0;
  bool not_started = false;
};

/// Whether test k (from 0) of a stress run with the shape "mix" is one of the largest inputs the
/// problem allows (largest()): every hundredth test, the 100th, 200th...
inline bool largest_test(std::uint64_t k) { return k % 100 == 99; }

/// Test k (from 0) of a stress run, from a seed of its own: one case (for a game, 1 to 40 moves
/// unless the shape says), or the largest input (largest_test). Deterministic in (options, k).
classic::TestInput stress_test(const StressOptions& options, std::uint64_t k);

/// Runs the solution on `input` and checks its output against tengen's answers.
Trial try_input(const StressOptions& options, const classic::TestInput& input);

/// A failing test found and shrunk: its number (from 0), the input as generated, the shrunk input
/// and the solution's run on it, and how the shrinking went (candidates run; cut short by time).
struct Failure {
  std::uint64_t test = 0;
  classic::TestInput input;
  classic::TestInput shrunk;
  Trial trial;
  std::size_t runs = 0;
  bool cut_short = false;
};

/// The report of a failing test, as stress prints it: where it came from and how it shrank, the
/// shrunk input, tengen's answer, the solution's answer with its verdict (at most 40 lines of
/// each, bytes that are not printable as \xHH), and the picture of the first unit it got wrong.
std::string report(const StressOptions& options, const Failure& failure);

/// How far a stress run is, for a progress line: tests run, and while shrinking the size reached.
struct Progress {
  std::uint64_t tests = 0;
  bool shrinking = false;
  std::string size;       ///< size_text of the smallest failing input so far
  std::size_t runs = 0;   ///< shrinking's candidates run so far
};

/// Runs tests 0, 1, ... until three fail or options.gen.cases have passed, `options.jobs` at once
/// (a largest input that fails is kept aside, and shrunk only when no other test fails), shrinks
/// each failing test in turn (shrink(), within the problem unless options.gen.beyond, all within
/// options.shrink_time) and keeps the smallest. A command that cannot be started fails its first
/// test with Trial::not_started and is not shrunk. `progress` (called under a lock, from any job)
/// hears of every test run and every step of the shrinking. Returns nothing when every test passed.
std::optional<Failure> stress(const StressOptions& options, const std::function<void(const Progress&)>& progress = {});

}  // namespace tengen::contest
