// contest/solution.hpp: run_solution with small /bin/sh commands: exit codes, signals, the time
// limit (children killed too), output captured while input is fed (more than a pipe holds), standard
// error discarded, commands that do not exist, a memory limit, several runs at once; describe().

#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "tengen/contest/solution.hpp"

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

using End = RunResult::End;

RunResult sh(const std::string& script, const std::string& input = {}, double seconds = 5) {
  return run_solution({"/bin/sh", "-c", script}, input, RunLimits{seconds, 0});
}

TEST(Solution, ExitCodes) {
  const SigpipeIgnored sigpipe;
  const RunResult ok = sh("exit 0");
  EXPECT_EQ(ok.end, End::Exited);
  EXPECT_EQ(ok.code, 0);
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(ok.describe(), "exit code 0");
  const RunResult three = sh("exit 3");
  EXPECT_EQ(three.end, End::Exited);
  EXPECT_EQ(three.code, 3);
  EXPECT_FALSE(three.ok());
  EXPECT_EQ(three.describe(), "exit code 3");
  // argv[0] is looked up on PATH.
  const RunResult found = run_solution({"sh", "-c", "exit 4"}, "", {});
  EXPECT_EQ(found.end, End::Exited);
  EXPECT_EQ(found.code, 4);
}

TEST(Solution, OutputIsCapturedAndErrorsDiscarded) {
  const SigpipeIgnored sigpipe;
  const RunResult r = sh("echo to-stderr >&2; echo out; printf 'no newline'");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.output, "out\nno newline");
  // The input is on standard input; an empty one is an immediate end of file.
  EXPECT_EQ(sh("cat", "1 2 3\n").output, "1 2 3\n");
  const RunResult empty = sh("cat; echo done");
  EXPECT_TRUE(empty.ok());
  EXPECT_EQ(empty.output, "done\n");
}

TEST(Solution, InputAndOutputFarLargerThanAPipeFlowTogether) {
  const SigpipeIgnored sigpipe;
  std::string input;
  for (int i = 0; input.size() < (std::size_t{3} << 20); ++i) input += std::to_string(i) + "\n";
  const RunResult r = sh("cat", input);
  EXPECT_TRUE(r.ok()) << r.describe();
  EXPECT_TRUE(r.output == input) << r.output.size() << " bytes of " << input.size();
  // Output written before the input is read: neither side may wait on the other.
  const RunResult first = sh("head -c 1000000 /dev/zero; cat >/dev/null; echo end", input);
  EXPECT_TRUE(first.ok()) << first.describe();
  EXPECT_EQ(first.output.size(), 1000000u + 4u);
}

TEST(Solution, Signals) {
  const SigpipeIgnored sigpipe;
  const RunResult segv = sh("kill -SEGV $$");
  EXPECT_EQ(segv.end, End::Signalled);
  EXPECT_EQ(segv.code, SIGSEGV);
  EXPECT_FALSE(segv.ok());
  EXPECT_EQ(segv.describe().rfind("killed by signal 11", 0), 0u) << segv.describe();
  const RunResult killed = sh("kill -KILL $$");
  EXPECT_EQ(killed.end, End::Signalled);
  EXPECT_EQ(killed.code, SIGKILL);
}

TEST(Solution, TheTimeLimit) {
  const SigpipeIgnored sigpipe;
  const auto start = std::chrono::steady_clock::now();
  const RunResult r = sh("echo started; sleep 10", "", 0.3);
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.end, End::TimedOut);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.output, "started\n");  // what came before the limit is kept
  EXPECT_GE(took, 0.29);
  EXPECT_LT(took, 3.0);
  EXPECT_NE(r.describe().find("time limit"), std::string::npos) << r.describe();
  // Standard output closed early does not end the run: the process still has the limit.
  const RunResult closed = sh("exec >&-; sleep 10", "", 0.3);
  EXPECT_EQ(closed.end, End::TimedOut);
  // A process that ends just in time is not timed out.
  EXPECT_TRUE(sh("sleep 0.1", "", 3).ok());
}

/// Whether process `pid` is gone (or a zombie no one has reaped yet).
bool gone(pid_t pid) {
  if (::kill(pid, 0) != 0) return true;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  const std::size_t paren = line.rfind(')');
  return paren == std::string::npos || (paren + 2 < line.size() && line[paren + 2] == 'Z');
}

TEST(Solution, TheProcessAndItsChildrenAreKilledAtTheLimit) {
  const SigpipeIgnored sigpipe;
  const RunResult r = sh("sleep 30 & echo $!; wait", "", 0.5);
  EXPECT_EQ(r.end, End::TimedOut);
  const pid_t child = static_cast<pid_t>(std::atoi(r.output.c_str()));
  ASSERT_GT(child, 0) << r.output;
  bool dead = false;
  for (int i = 0; i < 200 && !dead; ++i) {
    dead = gone(child);
    if (!dead) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(dead) << "the child " << child << " still runs";
  if (!dead) ::kill(child, SIGKILL);
}

TEST(Solution, CommandsThatCannotRun) {
  const SigpipeIgnored sigpipe;
  for (const std::vector<std::string>& argv : {std::vector<std::string>{"/no/such/solution"},
                                               std::vector<std::string>{"tengen-no-such-command-on-path", "x"}}) {
    const RunResult r = run_solution(argv, "1\n", {});
    EXPECT_EQ(r.end, End::NotStarted) << argv[0];
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.output.empty());
    EXPECT_FALSE(r.describe().empty());
  }
  // Not executable.
  EXPECT_FALSE(run_solution({"/etc/hostname"}, "", {}).ok());
}

TEST(Solution, AMemoryLimitStopsAProcessThatExceedsIt) {
  const SigpipeIgnored sigpipe;
  RunLimits limits;
  limits.memory_mib = 1;  // less than a shell needs to start
  EXPECT_FALSE(run_solution({"/bin/sh", "-c", "exit 0"}, "", limits).ok());
  limits.memory_mib = 0;
  EXPECT_TRUE(run_solution({"/bin/sh", "-c", "exit 0"}, "", limits).ok());
}

TEST(Solution, SeveralRunsAtOnce) {
  const SigpipeIgnored sigpipe;
  std::vector<RunResult> results(6);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < results.size(); ++i) {
    threads.emplace_back([&, i] { results[i] = sh("cat; exit " + std::to_string(i), std::string(100000 + i, static_cast<char>('a' + i))); });
  }
  for (std::thread& t : threads) t.join();
  for (std::size_t i = 0; i < results.size(); ++i) {
    EXPECT_EQ(results[i].end, End::Exited);
    EXPECT_EQ(results[i].code, static_cast<int>(i));
    EXPECT_TRUE(results[i].output == std::string(100000 + i, static_cast<char>('a' + i))) << i;
  }
}

// A solution that stops reading its input and exits: with SIGPIPE ignored (as the stress command
// does) the run is simply the solution's.
TEST(Solution, ASolutionThatStopsReading) {
  const SigpipeIgnored sigpipe;
  const RunResult r = sh("read first; echo \"$first\"", "7\n" + std::string(4 << 20, '1'));
  EXPECT_TRUE(r.ok()) << r.describe();
  EXPECT_EQ(r.output, "7\n");
}

// DISABLED: a library bug. run_solution writes the input to a pipe without guarding against
// SIGPIPE: when the solution exits without reading all of its input, the write gets SIGPIPE and
// the calling process (with the default disposition) dies. A large input makes it certain; a
// small one is enough when the child is gone before the first write (a command that does not
// exist, "exit 7": it killed this test binary in CommandsThatCannotRun before the tests here
// ignored SIGPIPE). The header says nothing of SIGPIPE; only tengen's stress command ignores it
// (app/stress_command.cpp), so a library user of run_solution, try_input or stress is killed by a
// solution that stops reading.
TEST(SolutionDeathTest, DISABLED_ASolutionThatStopsReadingDoesNotKillTheCaller) {
  EXPECT_EXIT(
      {
        std::signal(SIGPIPE, SIG_DFL);
        const RunResult r = sh("exit 0", std::string(4 << 20, '1'));
        std::exit(r.ok() ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace tengen::contest
