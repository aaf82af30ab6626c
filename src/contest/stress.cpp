#include "tengen/contest/stress.hpp"

#include <atomic>
#include <mutex>
#include <thread>

#include "tengen/contest/check.hpp"
#include "tengen/contest/shrink.hpp"

namespace tengen::contest {

classic::TestInput stress_test(const StressOptions& o, std::uint64_t k) {
  GenOptions g = o.gen;
  g.seed = Random(o.gen.seed * 1'000'003 + k).next();
  g.cases = o.format->game() ? 1 + Random(g.seed).below(40) : 1;
  return generate(*o.format, g);
}

Trial try_input(const StressOptions& o, const classic::TestInput& input) {
  const RunResult run = run_solution(o.command, o.format->write(input), o.limits);
  if (!run.ok()) return {true, run.describe(), run.output};
  std::string expected;
  for (const std::string& a : o.format->answers(input)) expected += a;
  const CheckResult r = check_output(*o.format, answer_units(*o.format, expected), expected, run.output, false);
  return {r.verdict != Verdict::Ok, r.message, run.output};
}

std::optional<Failure> stress(const StressOptions& o, const std::function<void(std::uint64_t, bool)>& progress) {
  std::atomic<std::uint64_t> next{0};
  std::uint64_t done = 0;
  std::mutex mutex;
  std::optional<std::uint64_t> found;  // the smallest failing test
  auto job = [&] {
    for (;;) {
      const std::uint64_t k = next++;
      if (k >= o.gen.cases) return;
      {
        const std::lock_guard lock(mutex);
        if (found && *found < k) return;
      }
      const bool failed = try_input(o, stress_test(o, k)).failed;
      const std::lock_guard lock(mutex);
      ++done;
      if (failed && (!found || k < *found)) found = k;
      if (progress) progress(done, false);
    }
  };
  std::vector<std::thread> helpers;
  for (unsigned j = 1; j < o.jobs; ++j) helpers.emplace_back(job);
  job();
  for (std::thread& t : helpers) t.join();
  if (!found) return std::nullopt;
  if (progress) progress(done, true);
  Failure f;
  f.test = *found;
  f.input = stress_test(o, *found);
  f.shrunk = shrink(f.input, [&](const classic::TestInput& in) { return try_input(o, in).failed; });
  f.trial = try_input(o, f.shrunk);
  return f;
}

}  // namespace tengen::contest
