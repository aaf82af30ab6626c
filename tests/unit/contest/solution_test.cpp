// Running a solution: its output, exit code, signal; the time, output and memory limits; every
// process it started killed after the run, those in a session of their own too; commands that
// cannot run.

#include <gtest/gtest.h>

#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "tengen/contest/solution.hpp"

namespace tengen::contest {
namespace {

RunResult sh(const std::string& script, const std::string& input = "", RunLimits limits = {}) {
  return run_solution({"sh", "-c", script}, input, limits);
}

TEST(Solution, GivesTheOutputAndHowTheRunEnded) {
  const RunResult echo = sh("cat; echo done", "in\n");
  EXPECT_TRUE(echo.ok());
  EXPECT_EQ(echo.output, "in\ndone\n");
  const RunResult exit3 = sh("exit 3");
  EXPECT_EQ(exit3.end, RunResult::End::Exited);
  EXPECT_EQ(exit3.code, 3);
  EXPECT_EQ(exit3.describe(), "exit code 3");
  const RunResult killed = sh("kill -SEGV $$");
  EXPECT_EQ(killed.end, RunResult::End::Signalled);
  EXPECT_EQ(killed.code, SIGSEGV);
  // A solution that does not read its input does not stop tengen.
  EXPECT_TRUE(sh("exit 0", std::string(1 << 20, 'x')).ok());
}

// The test is a regular file, as judges give it (a solution may take its size, map it or seek in
// it), and the solution holds no descriptor but its three standard ones.
TEST(Solution, ReadsItsTestFromAFileWithNothingElseOpen) {
  const RunResult file = sh("if [ -f /dev/stdin ]; then wc -c; else echo not a file; fi", "1 2\n");
  ASSERT_TRUE(file.ok()) << file.describe();
  EXPECT_EQ(file.output, "4\n");
  EXPECT_EQ(sh("cat; cat </dev/stdin", "ab").output, "abab");  // read again from the start
  const RunResult fds = sh("ls /proc/$$/fd");
  ASSERT_TRUE(fds.ok()) << fds.describe();
  EXPECT_EQ(fds.output, "0\n1\n2\n");
}

// The time limit is on CPU time: a run that waits is not timed out by a busy machine's clock,
// only when it passes the wall limit, twice the CPU limit and a second more.
TEST(Solution, TheTimeLimitIsOnCpuTime) {
  RunLimits limits;
  limits.seconds = 0.2;
  EXPECT_EQ(limits.wall_seconds(), 1.4);
  const RunResult waits = sh("sleep 0.5; echo woke", "", limits);
  EXPECT_TRUE(waits.ok()) << waits.describe();
  EXPECT_EQ(waits.output, "woke\n");
  EXPECT_LT(waits.cpu_seconds, 0.2);
  const RunResult busy = sh("while :; do :; done", "", limits);
  EXPECT_EQ(busy.end, RunResult::End::TimedOut);
  EXPECT_GT(busy.cpu_seconds, 0.2);
}

// The memory limit is on memory used (the resident peak), not on address space reserved:
// threads and runtimes (Node, Java, Go) reserve far more than they touch.
TEST(Solution, TheMemoryLimitIsOnMemoryUsed) {
  if (std::system("python3 -c 'import mmap' >/dev/null 2>&1") != 0) GTEST_SKIP() << "no python3";
  RunLimits limits;
  limits.memory_mib = 32;
  const RunResult reserves = run_solution({"python3", "-c", "import mmap; m = mmap.mmap(-1, 512 << 20); print(len(m))"}, "", limits);
  EXPECT_TRUE(reserves.ok()) << reserves.describe();
  EXPECT_EQ(reserves.output, std::to_string(512 << 20) + "\n");
}

TEST(Solution, StopsAtItsLimits) {
  RunLimits limits;
  limits.seconds = 0.2;
  const RunResult slow = sh("sleep 5", "", limits);
  EXPECT_EQ(slow.end, RunResult::End::TimedOut);
  EXPECT_EQ(slow.describe(), "time limit of 0.2 s exceeded");
  limits = {};
  limits.output_bytes = 1 << 16;
  const RunResult endless = sh("yes", "", limits);
  EXPECT_EQ(endless.end, RunResult::End::OutputLimit);
  EXPECT_EQ(endless.output.size(), std::size_t{1} << 16);
  limits = {};
  limits.memory_mib = 32;
  // awk builds a string of 64 MiB, doubling.
  const RunResult hog = sh("awk 'BEGIN { s = \"x\"; while (length(s) < 67108864) s = s s; print length(s) }'", "", limits);
  EXPECT_EQ(hog.end, RunResult::End::MemoryLimit) << hog.describe();
  EXPECT_EQ(hog.describe(), "memory limit of 32 MiB exceeded");
}

// A small solution run while tengen holds much memory is not blamed for it: the resident peak a
// forked process carries into its program is the caller's, not the solution's.
TEST(Solution, TheCallersMemoryIsNotTheSolutions) {
  // 32 MiB, every page touched, so that it is resident, and read back at the end, so that no
  // compiler drops it.
  std::vector<std::uint8_t> held(std::size_t{32} << 20);
  for (std::size_t i = 0; i < held.size(); i += 4096) held[i] = 1;
  RunLimits limits;
  limits.memory_mib = 16;
  for (int run = 0; run < 3; ++run) {
    const RunResult small = sh("cat", "1 1\n", limits);
    EXPECT_TRUE(small.ok()) << small.describe();
    EXPECT_EQ(small.output, "1 1\n");
  }
  // And a solution that does cross the limit (and goes past what the caller holds) still does.
  const RunResult hog = sh("awk 'BEGIN { s = \"x\"; while (length(s) < 67108864) s = s s; print length(s) }'", "", limits);
  EXPECT_EQ(hog.end, RunResult::End::MemoryLimit) << hog.describe();
  std::size_t touched = 0;
  for (std::size_t i = 0; i < held.size(); i += 4096) touched += held[i];
  EXPECT_EQ(touched, held.size() / 4096);
}

TEST(Solution, KillsEveryProcessItLeaves) {
  // Children in its group, with standard output closed, and in a session of their own: their pids.
  const RunResult r = sh("sleep 61 & echo $!; (exec >&-; sleep 62) & setsid sleep 63 </dev/null >/dev/null 2>&1 & echo $!; exit 0");
  ASSERT_TRUE(r.ok());
  std::size_t at = 0;
  int pids = 0;
  while (at < r.output.size()) {
    const pid_t pid = static_cast<pid_t>(std::stol(r.output.substr(at)));
    EXPECT_NE(::kill(pid, 0), 0) << "process " << pid << " outlived the run";
    at = r.output.find('\n', at) + 1;
    ++pids;
  }
  EXPECT_EQ(pids, 2);
}

TEST(Solution, TellsACommandThatCannotRun) {
  EXPECT_TRUE(check_command({"sh"}).ok());
  EXPECT_TRUE(check_command({"/bin/sh", "-c", "true"}).ok());
  EXPECT_FALSE(check_command({"no-such-command-tengen"}).ok());
  EXPECT_FALSE(check_command({"./no-such-file"}).ok());
  char plain[] = "/tmp/tengen-not-executable-XXXXXX";
  const int fd = ::mkstemp(plain);
  ASSERT_GE(fd, 0);
  ::close(fd);
  ::chmod(plain, 0644);
  EXPECT_FALSE(check_command({plain}).ok());  // not executable
  ::unlink(plain);
  EXPECT_FALSE(check_command({"/tmp"}).ok());           // a directory
  const RunResult r = run_solution({"/no/such/program"}, "", {});
  EXPECT_EQ(r.end, RunResult::End::NotStarted);
  EXPECT_EQ(r.describe(), "cannot run the command: No such file or directory");
}

// A solution that exits without reading its input does not kill the caller, even with SIGPIPE's
// default disposition (a library user who never ignored it).
TEST(SolutionDeathTest, ASolutionThatStopsReadingDoesNotKillTheCaller) {
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
