// tengen stress: generate cases, run a solution on each, compare with tengen, and shrink the first
// input that breaks it.

#include <atomic>
#include <chrono>
#include <csignal>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include <fmt/format.h>
#include <unistd.h>

#include "commands.hpp"
#include "cli.hpp"
#include "contest_options.hpp"
#include "contest_picture.hpp"
#include "solution_runner.hpp"
#include "tengen/contest/answers.hpp"
#include "tengen/contest/check.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/number.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {
namespace {

struct StressCommand {
  contest::Format format = contest::Format::Score;
  contest::GenOptions gen;
  std::string save;
  RunLimits limits;
  unsigned jobs = 1;
  std::vector<std::string> command;
};

/// What one run of the solution on an input came to.
struct Trial {
  bool failed = false;
  std::string verdict;  ///< the run's end or the checker's message
  std::string output;
};

Trial try_input(const StressCommand& o, const contest::TestInput& input) {
  const std::string text = contest::to_text(input);
  const RunResult run = run_solution(o.command, text, o.limits);
  if (!run.ok()) return {true, run.describe(), run.output};
  std::string expected;
  for (const std::string& a : contest::expected_answers(input)) expected += a;
  const contest::CheckResult r =
      contest::check_output(o.format, contest::answer_units(o.format, expected), expected, run.output, false);
  return {r.verdict != contest::Verdict::Ok, r.message, run.output};
}

/// Test k of the run: one case (for replay a game of 1 to 40 moves, unless the shape says), from a
/// seed of its own.
contest::TestInput test_input(const StressCommand& o, std::uint64_t k) {
  contest::GenOptions g = o.gen;
  g.seed = contest::Random(o.gen.seed * 1'000'003 + k).next();
  g.cases = o.format == contest::Format::Replay ? 1 + contest::Random(g.seed).below(40) : 1;
  return contest::generate(o.format, g);
}

int run_stress(const StressCommand& o) {
  if (const std::string fault = gen_options_fault(o.format, o.gen); !fault.empty()) {
    say(fmt::format("tengen stress: {} (see tengen stress --help)", fault));
    return kExitUsage;
  }
  std::signal(SIGPIPE, SIG_IGN);  // a solution that stops reading must not stop tengen
  const bool progress = ::isatty(2) != 0;
  const auto started = std::chrono::steady_clock::now();
  std::atomic<std::uint64_t> next{0};
  std::atomic<std::uint64_t> done{0};
  std::mutex found_mutex;
  std::optional<std::uint64_t> found;  // the smallest failing test
  Trial found_trial;
  auto worker = [&] {
    for (;;) {
      const std::uint64_t k = next++;
      if (k >= o.gen.cases) return;
      {
        const std::lock_guard lock(found_mutex);
        if (found && *found < k) return;
      }
      const Trial t = try_input(o, test_input(o, k));
      ++done;
      if (t.failed) {
        const std::lock_guard lock(found_mutex);
        if (!found || k < *found) {
          found = k;
          found_trial = t;
        }
      }
      if (progress && k % 50 == 0) {
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        say(fmt::format("tengen stress: {} cases run, {:.0f} a second, {:.1f} s", done.load(), done.load() / std::max(s, 1e-9), s));
      }
    }
  };
  std::vector<std::thread> helpers;
  for (unsigned j = 1; j < o.jobs; ++j) helpers.emplace_back(worker);
  worker();
  for (std::thread& t : helpers) t.join();
  text::Output out(1);
  if (!found) {
    say(fmt::format("ok {} cases: the solution agrees with tengen on every one", o.gen.cases));
    return kExitOk;
  }
  const contest::TestInput failing = test_input(o, *found);
  if (progress) say(fmt::format("tengen stress: case {} fails ({}); shrinking", *found + 1, found_trial.verdict));
  const contest::TestInput small = contest::shrink(failing, [&](const contest::TestInput& in) { return try_input(o, in).failed; });
  const Trial last = try_input(o, small);
  const std::string text = contest::to_text(small);
  std::string expected;
  for (const std::string& a : contest::expected_answers(small)) expected += a;
  out.print("failing input (test {} of seed {}, shrunk from {} to {} stones or moves):\n", *found + 1, o.gen.seed,
            contest::stones_of(failing), contest::stones_of(small));
  out.write(text);
  out.write("tengen's answer:\n");
  out.write(expected);
  out.print("the solution's answer ({}):\n", last.verdict);
  out.write(last.output);
  if (!last.output.empty() && last.output.back() != '\n') out.write("\n");
  const contest::CheckResult r = contest::check_output(o.format, contest::answer_units(o.format, expected), expected,
                                                       last.output, false);
  const std::size_t unit = r.failed_unit != 0 ? r.failed_unit : 1;
  if (o.format == contest::Format::Replay || unit <= small.cases.size()) {
    out.write(unit_picture(small, o.format == contest::Format::Replay ? std::min(unit, small.cases.front().moves.size()) : unit));
  }
  if (!o.save.empty()) {
    if (const Result<Ok> w = text::write_file(o.save, text); !w) {
      out.flush();
      say(fmt::format("tengen stress: {}", w.error().message));
      return kExitUsage;
    }
  }
  return out.flush() ? kExitBadInput : output_failed("stress", out.error());
}

}  // namespace

void add_stress(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<StressCommand>();
  o->gen.cases = 1000;
  CLI::App* sub = app.add_subcommand("stress", "find and shrink an input that breaks a solution");
  sub->footer(
      "Generates --cases tests of FORMAT (each one case; for replay one game), runs COMMAND on each\n"
      "(the test on its standard input), and compares its output with tengen's answers. At the first\n"
      "wrong answer, crash, time-out or malformed output it shrinks the input while it still fails:\n"
      "fewer moves, fewer stones, smaller boards. Then it prints the minimal input, tengen's answer,\n"
      "the solution's answer and the picture, and writes the input to --save FILE. Exit 0 when every\n"
      "test agrees, 1 when a failing input was found, 2 for a bad command line.\n"
      "The generator's options (--seed, --size, --density, --shape, --classic) are gen's.\n"
      "Example: tengen stress replay --cases 500 --save small.in -- ./my_solution");
  add_format(*sub, o->format);
  add_gen_options(*sub, o->gen);
  sub->add_option("--save", o->save, "write the shrunk failing input to FILE")->type_name("FILE");
  sub->add_option_function<std::string>(
         "--time-limit",
         [o](const std::string& text) {
           const auto s = text::parse_decimal(text, 3600);
           if (!s || *s <= 0) throw CLI::ValidationError("--time-limit", fmt::format("'{}' is not a number of seconds", text));
           o->limits.seconds = *s;
         },
         "seconds a run may take (default 5)")
      ->option_text("SEC");
  sub->add_option("--memory-limit", o->limits.memory_mib, "MiB of address space a run may take (default none)");
  sub->add_option("--jobs", o->jobs, "runs at once (default 1)")->check(CLI::Range(1, 256));
  sub->add_option("COMMAND", o->command, "the solution's command line, after --")->required();
  sub->callback([o, &exit_code] { exit_code = run_stress(*o); });
}

}  // namespace tengen::app
