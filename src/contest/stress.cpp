#include "tengen/contest/stress.hpp"

#include <algorithm>
#include <atomic>
#include <iterator>
#include <map>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "tengen/contest/check.hpp"
#include "tengen/contest/shrink.hpp"

namespace tengen::contest {

classic::TestInput stress_test(const StressOptions& o, std::uint64_t k) {
  GenOptions g = o.gen;
  g.seed = Random(o.gen.seed * 1'000'003 + k).next();
  if (g.shape == "mix" && largest_test(k)) return generate(*o.format, largest(*o.format, g));
  g.cases = o.format->game() ? 1 + Random(g.seed).below(40) : 1;
  return generate(*o.format, g);
}

Trial try_input(const StressOptions& o, const classic::TestInput& input) {
  const RunResult run = run_solution(o.command, o.format->write(input), o.limits);
  if (!run.ok()) {
    Trial t{true, run.describe(), run.output, 0, run.end == RunResult::End::NotStarted};
    // A run that ended badly may still have answered some units: the first wrong one helps shrinking.
    if (run.end != RunResult::End::NotStarted) {
      t.failed_unit = check_output(*o.format, o.format->answers(input), run.output, false).failed_unit;
    }
    return t;
  }
  const CheckResult r = check_output(*o.format, o.format->answers(input), run.output, false);
  return {r.verdict != Verdict::Ok, r.message, run.output, r.failed_unit, false};
}

namespace {

/// A solution's output as the report shows it: at most 40 lines of at most 200 bytes, bytes that
/// are not printable shown as \xHH, and how much was left out.
std::string shown_output(std::string_view output) {
  std::string out;
  std::size_t lines = 0;
  std::size_t at = 0;
  while (at < output.size() && lines < 40) {
    const std::size_t end = std::min(output.find('\n', at), output.size());
    const std::string_view line = output.substr(at, end - at);
    for (const char ch : line.substr(0, 200)) {
      const auto c = static_cast<unsigned char>(ch);
      out += c >= 0x20 && c < 0x7F ? std::string(1, ch) : fmt::format("\\x{:02X}", c);
    }
    if (line.size() > 200) out += fmt::format("... ({} more bytes on this line)", line.size() - 200);
    out += '\n';
    ++lines;
    at = end + 1;
  }
  if (at < output.size()) out += fmt::format("... ({} more bytes)\n", output.size() - at);
  return out;
}

}  // namespace

std::string report(const StressOptions& o, const Failure& f) {
  const classic::Format& format = *o.format;
  std::string expected;
  for (const std::string& a : format.answers(f.shrunk)) expected += a;
  std::string out = fmt::format("failing input (test {} of seed {}{}{}, shrunk from {} to {} in {} runs{}):\n", f.test + 1, o.gen.seed,
                                o.gen.shape == "mix" && largest_test(f.test) ? ", one of the largest inputs" : "",
                                o.gen.beyond ? ", beyond the problem's limits and promises" : "", size_text(f.input),
                                size_text(f.shrunk), f.runs, f.cut_short ? ", cut short by the shrinking time" : "");
  out += shown_output(format.write(f.shrunk));
  out += "tengen's answer:\n" + shown_output(expected);
  out += fmt::format("the solution's answer ({}):\n", f.trial.verdict) + shown_output(f.trial.output);
  const std::size_t unit = std::max<std::size_t>(f.trial.failed_unit, 1);
  if (format.game()) {
    const std::size_t moves = f.shrunk.cases.front().moves.size();
    if (moves > 0) out += render::to_text(format.unit_picture(f.shrunk, std::min(unit, moves)));
  } else if (unit <= f.shrunk.cases.size()) {
    out += render::to_text(format.unit_picture(f.shrunk, unit));
  }
  return out;
}

std::optional<Failure> stress(const StressOptions& o, const std::function<void(const Progress&)>& progress) {
  std::atomic<std::uint64_t> next{0};
  Progress state;
  std::mutex mutex;
  // The first kShrunk failing small tests, and the first failing largest input, kept aside while
  // the small tests go on: one of them, if it fails too, shrinks far sooner.
  constexpr std::size_t kShrunk = 3;
  std::map<std::uint64_t, Trial> found;
  std::optional<std::pair<std::uint64_t, Trial>> found_large;
  const bool mixed = o.gen.shape == "mix";
  auto job = [&] {
    for (;;) {
      const std::uint64_t k = next++;
      if (k >= o.gen.cases) return;
      const bool large = mixed && largest_test(k);
      {
        const std::lock_guard lock(mutex);
        if (found.size() >= kShrunk && found.rbegin()->first < k) return;
        if (large && (found_large || !found.empty())) continue;
      }
      Trial trial = try_input(o, stress_test(o, k));
      const std::lock_guard lock(mutex);
      ++state.tests;
      if (trial.failed && trial.not_started) {
        found.clear();
        found.emplace(k, std::move(trial));
        next = o.gen.cases;  // the command cannot run: no test can
      } else if (trial.failed && large && !found_large) {
        found_large.emplace(k, std::move(trial));
      } else if (trial.failed && !large) {
        found.emplace(k, std::move(trial));
        while (found.size() > kShrunk) found.erase(std::prev(found.end()));
      }
      if (progress) progress(state);
    }
  };
  std::vector<std::thread> helpers;
  for (unsigned j = 1; j < o.jobs; ++j) helpers.emplace_back(job);
  job();
  for (std::thread& t : helpers) t.join();
  if (found.empty() && found_large) found.emplace(std::move(*found_large));
  if (found.empty()) return std::nullopt;
  if (found.begin()->second.not_started) {
    Failure f;
    f.test = found.begin()->first;
    f.input = f.shrunk = stress_test(o, f.test);
    f.trial = std::move(found.begin()->second);
    return f;
  }
  // Each failing test shrunk in turn, within what is left of the shrinking time; the smallest kept.
  // Shrinking ends where no single cut still fails, which depends on where it starts: a few starts
  // reach smaller inputs than one.
  const auto deadline = std::chrono::steady_clock::now() + o.shrink_time;
  std::optional<Failure> best;
  auto measure = [](const classic::TestInput& t) {
    std::size_t points = 0;
    for (const classic::Case& c : t.cases) points += c.cells.size() + c.moves.size();
    return std::pair{points, stones_of(t)};
  };
  state.shrinking = true;
  for (auto& [test, trial] : found) {
    Failure f;
    f.test = test;
    f.input = stress_test(o, test);
    state.size = size_text(f.input);
    if (progress) progress(state);
    ShrinkOptions so;
    so.within_problem = !o.gen.beyond;
    so.time = deadline - std::chrono::steady_clock::now();
    so.failing_unit = trial.failed_unit;
    so.progress = [&](const classic::TestInput& smaller, std::size_t runs) {
      state.size = size_text(smaller);
      state.runs = runs;
      if (progress) progress(state);
    };
    // The shrunk input is the last one found to fail (or the test itself): its run is the one
    // reported, not a run again, which a solution that fails by chance might pass.
    f.trial = trial;
    auto fails = [&](const classic::TestInput& in) {
      Trial t = try_input(o, in);
      if (!t.failed) return false;
      f.trial = std::move(t);
      return true;
    };
    ShrinkResult shrunk = shrink(f.input, fails, so);
    f.shrunk = std::move(shrunk.input);
    f.runs = shrunk.runs;
    f.cut_short = shrunk.cut_short;
    if (!best || measure(f.shrunk) < measure(best->shrunk)) best = std::move(f);
    if (std::chrono::steady_clock::now() >= deadline) break;
  }
  return best;
}

}  // namespace tengen::contest
