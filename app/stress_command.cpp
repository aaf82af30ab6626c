// tengen stress: generate cases, run a solution on each, compare with tengen, and shrink the first
// input that breaks it.

#include <chrono>
#include <csignal>
#include <memory>

#include <fmt/format.h>
#include <unistd.h>

#include "cli.hpp"
#include "commands.hpp"
#include "contest_options.hpp"
#include "tengen/contest/check.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/contest/stress.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/number.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {
namespace {

/// The report of a failing test: the shrunk input, tengen's answer, the solution's, and the
/// picture of the first unit they disagree on.
void report(text::Output& out, const contest::StressOptions& o, const contest::Failure& f) {
  const classic::Format& format = *o.format;
  std::string expected;
  for (const std::string& a : format.answers(f.shrunk)) expected += a;
  out.print("failing input (test {} of seed {}, shrunk from {} to {} stones or moves):\n", f.test + 1, o.gen.seed,
            contest::stones_of(f.input), contest::stones_of(f.shrunk));
  out.write(format.write(f.shrunk));
  out.write("tengen's answer:\n");
  out.write(expected);
  out.print("the solution's answer ({}):\n", f.trial.verdict);
  out.write(f.trial.output);
  if (!f.trial.output.empty() && f.trial.output.back() != '\n') out.write("\n");
  const contest::CheckResult r =
      contest::check_output(format, contest::answer_units(format, expected), expected, f.trial.output, false);
  const std::size_t unit = r.failed_unit != 0 ? r.failed_unit : 1;
  if (format.game()) {
    out.write(render::to_text(format.unit_picture(f.shrunk, std::min(unit, f.shrunk.cases.front().moves.size()))));
  } else if (unit <= f.shrunk.cases.size()) {
    out.write(render::to_text(format.unit_picture(f.shrunk, unit)));
  }
}

int run_stress(contest::StressOptions o, const std::string& save) {
  if (const std::string fault = gen_options_fault(*o.format, o.gen); !fault.empty()) return usage_error("stress", fault);
  std::signal(SIGPIPE, SIG_IGN);  // a solution that stops reading must not stop tengen
  const bool tty = ::isatty(2) != 0;
  const auto started = std::chrono::steady_clock::now();
  const std::optional<contest::Failure> f = contest::stress(o, [&](std::uint64_t done, bool shrinking) {
    if (!tty) return;
    if (shrinking) {
      say("tengen stress: a test fails; shrinking");
    } else if (done % 50 == 0) {
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      say(fmt::format("tengen stress: {} tests run, {:.0f} a second, {:.1f} s", done, static_cast<double>(done) / std::max(s, 1e-9), s));
    }
  });
  if (!f) {
    say(fmt::format("ok {} cases: the solution agrees with tengen on every one", o.gen.cases));
    return kExitOk;
  }
  text::Output out(1);
  report(out, o, *f);
  if (!save.empty()) {
    if (const Result<Ok> w = text::write_file(save, o.format->write(f->shrunk)); !w) {
      out.flush();
      say(fmt::format("tengen stress: {}", w.error().message));
      return kExitUsage;
    }
  }
  return out.flush() ? kExitBadInput : output_failed("stress", out.error());
}

}  // namespace

void add_stress(CLI::App& app, int& exit_code) {
  struct StressCommand {
    contest::StressOptions stress;
    std::string save;
  };
  auto o = std::make_shared<StressCommand>();
  o->stress.gen.cases = 1000;
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
  add_format(*sub, o->stress.format);
  add_gen_options(*sub, o->stress.gen);
  sub->add_option("--save", o->save, "write the shrunk failing input to FILE")->type_name("FILE");
  sub->add_option_function<std::string>(
         "--time-limit",
         [o](const std::string& text) {
           const auto s = text::parse_decimal(text, 3600);
           if (!s || *s <= 0) throw CLI::ValidationError("--time-limit", fmt::format("'{}' is not a number of seconds", text));
           o->stress.limits.seconds = *s;
         },
         "seconds a run may take (default 5)")
      ->option_text("SEC");
  sub->add_option("--memory-limit", o->stress.limits.memory_mib, "MiB of address space a run may take (default none)");
  sub->add_option("--jobs", o->stress.jobs, "runs at once (default 1)")->check(CLI::Range(1, 256));
  sub->add_option("COMMAND", o->stress.command, "the solution's command line, after --")->required();
  sub->callback([o, &exit_code] { exit_code = run_stress(o->stress, o->save); });
}

}  // namespace tengen::app
