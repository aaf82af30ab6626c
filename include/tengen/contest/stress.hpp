#pragma once
/// \file
/// Stress testing a solution: generated tests run one after another (on several jobs at once), its
/// output checked against tengen's answers, and the first failing test shrunk while it still fails.

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
/// the solution's command line and limits, and how many runs at once.
struct StressOptions {
  const classic::Format* format = nullptr;
  GenOptions gen;
  std::vector<std::string> command;
  RunLimits limits;
  unsigned jobs = 1;
};

/// What one run of the solution on an input came to: whether it failed, why (how the run ended, or
/// the checker's message), and what it wrote.
struct Trial {
  bool failed = false;
  std::string verdict;
  std::string output;
};

/// Test k (from 0) of a stress run: one case (for a game, 1 to 40 moves unless the shape says),
/// from a seed of its own. Deterministic in (options, k).
classic::TestInput stress_test(const StressOptions& options, std::uint64_t k);

/// Runs the solution on `input` and checks its output against tengen's answers.
Trial try_input(const StressOptions& options, const classic::TestInput& input);

/// A failing test found and shrunk: its number (from 0), the input as generated, the shrunk input
/// and the solution's run on it.
struct Failure {
  std::uint64_t test = 0;
  classic::TestInput input;
  classic::TestInput shrunk;
  Trial trial;
};

/// Runs tests 0, 1, ... until one fails or options.gen.cases have passed, `options.jobs` at once;
/// the failing test of the smallest number is shrunk (shrink()) while it still fails. `progress`
/// (called from any job, under a lock) hears of every test run (the tests run so far) and, with
/// `shrinking` true, that the shrinking starts. Returns nothing when every test passed.
std::optional<Failure> stress(const StressOptions& options,
                              const std::function<void(std::uint64_t done, bool shrinking)>& progress = {});

}  // namespace tengen::contest
