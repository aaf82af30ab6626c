// tengen stress: generate tests, run a solution on each, compare with tengen, and shrink the first
// input that breaks it.

#include <chrono>
#include <csignal>
#include <memory>

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include "cli.hpp"
#include "commands.hpp"
#include "contest_options.hpp"
#include "tengen/contest/check.hpp"
#include "tengen/contest/shrink.hpp"
#include "tengen/contest/stress.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {
namespace {

/// The progress line on a terminal, rewritten in place at most ten times a second.
class ProgressLine {
 public:
  ProgressLine() : tty_(::isatty(2) != 0), started_(std::chrono::steady_clock::now()) {}
  void update(const contest::Progress& p) {
    if (!tty_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100) && p.shrinking == shrinking_) return;
    last_ = now;
    shrinking_ = p.shrinking;
    const double s = std::chrono::duration<double>(now - started_).count();
    const std::string line = p.shrinking ? fmt::format("tengen stress: {} tests run; shrinking: {} ({} runs)", p.tests, p.size, p.runs)
                                         : fmt::format("tengen stress: {} tests run, {:.0f} a second", p.tests, static_cast<double>(p.tests) / std::max(s, 1e-3));
    write_line("\r\x1b[K" + line);
  }
  void clear() {
    if (tty_) write_line("\r\x1b[K");
  }

 private:
  static void write_line(const std::string& line) { (void)text::write_all(2, line); }
  bool tty_;
  bool shrinking_ = false;
  std::chrono::steady_clock::time_point started_;
  std::chrono::steady_clock::time_point last_{};
};

int run_stress(const contest::StressOptions& o, const std::string& save) {
  if (const std::string fault = contest::options_fault(*o.format, o.gen); !fault.empty()) return usage_error("stress", fault);
  if (const Result<Ok> runnable = contest::check_command(o.command); !runnable) return usage_error("stress", runnable.error().message);
  // --save is tried before the search: a file that cannot be written is a bad command line now,
  // not after minutes of tests.
  bool created = false;
  if (!save.empty()) {
    created = ::access(save.c_str(), F_OK) != 0;
    const int fd = ::open(save.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return usage_error("stress", fmt::format("--save: cannot write {}: {}", save, std::strerror(errno)));
    ::close(fd);
  }
  std::signal(SIGPIPE, SIG_IGN);  // a solution that stops reading must not stop tengen
  ProgressLine line;
  const std::optional<contest::Failure> f = contest::stress(o, [&](const contest::Progress& p) { line.update(p); });
  line.clear();
  if (!f) {
    if (created) ::unlink(save.c_str());
    say(fmt::format("ok {} tests{}: the solution agrees with tengen on every one", o.gen.cases,
                    o.gen.beyond ? " beyond the problem's limits and promises" : ""));
    return kExitOk;
  }
  if (f->trial.not_started) {
    if (created) ::unlink(save.c_str());
    return usage_error("stress", f->trial.verdict);
  }
  text::Output out(1);
  out.write(contest::report(o, *f));
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
    std::uint64_t output_mib = 64;
    std::uint64_t jobs = 1;
    double shrink_seconds = 600;
  };
  auto o = std::make_shared<StressCommand>();
  o->stress.gen.cases = 1000;
  CLI::App* sub = app.add_subcommand("stress", "find and shrink an input that breaks a solution");
  sub->footer(
      "Generates --cases tests of FORMAT (each one case, one replay game; every hundredth the largest\n"
      "input the problem allows), runs COMMAND on each (the test, a file, on its standard input),\n"
      "and compares its output with tengen's answers as check does. A test fails on a wrong answer,\n"
      "crash, non-zero exit, time-out, memory or output limit, or malformed output; once three have\n"
      "failed (or the tests run out after one or two) it shrinks each while it still fails: the\n"
      "shortest failing prefix of a game, then fewer cases, rows and columns (interior ones too),\n"
      "stones and moves, every candidate within the problem unless --beyond. Then it prints the\n"
      "smallest input found, tengen's answer, the solution's answer and the picture, and writes the\n"
      "input to --save FILE. Exit 0 when every test agrees, 1 when a failing input was found, 2 for a bad\n"
      "command line (a COMMAND that cannot be run, a FILE that cannot be written).\n"
      "The generator's options (--seed, --size, --density, --shape, --beyond) are gen's; its shapes:\n"
      "  score:   random max one-color full one-empty spiral\n"
      "  capture: random max one-color full one-empty snake shared-liberty edges\n"
      "  five:    random max six several edge-diagonals\n"
      "  replay:  random ko big-capture suicide local long\n"
      "Example: tengen stress replay --cases 500 --save small.in -- ./my_solution");
  add_format(*sub, o->stress.format);
  add_gen_options(*sub, o->stress.gen);
  add_whole_number(*sub, "--cases", o->stress.gen.cases, 0, 100'000'000, "how many tests, 0 to 100000000 (default 1000)", "N");
  sub->add_option("--save", o->save, "write the shrunk failing input to FILE")->type_name("FILE");
  add_seconds(*sub, "--time-limit", o->stress.limits.seconds, 3600, "CPU seconds a run may take (its wall time: twice that and 1 more), above 0 and up to 3600 (default 5)");
  add_whole_number(*sub, "--memory-limit", o->stress.limits.memory_mib, 1, contest::kMaxMemoryMib,
                   "MiB of memory a run may hold (its resident peak), 1 to 1048576 (default none)", "MIB");
  add_whole_number(*sub, "--output-limit", o->output_mib, 1, 65536, "MiB of output a run may write, 1 to 65536 (default 64)", "MIB");
  add_whole_number(*sub, "--jobs", o->jobs, 1, 256, "runs at once, 1 to 256 (default 1)", "N");
  add_seconds(*sub, "--shrink-time", o->shrink_seconds, 86400, "seconds shrinking may take, up to 86400 (default 600)");
  sub->add_option("COMMAND", o->stress.command, "the solution's command line, after --")->required();
  sub->callback([o, &exit_code] {
    o->stress.limits.output_bytes = o->output_mib << 20;
    o->stress.jobs = static_cast<unsigned>(o->jobs);
    o->stress.shrink_time = std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(o->shrink_seconds));
    exit_code = run_stress(o->stress, o->save);
  });
}

}  // namespace tengen::app
