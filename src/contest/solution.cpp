#include "tengen/contest/solution.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include <dirent.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tengen/text/file.hpp"

namespace tengen::contest {
namespace {

/// What the keeper tells the parent once the solution has ended and its descendants are gone.
struct KeeperReport {
  int status = 0;      // the solution's wait status
  int exec_error = 0;  // errno of a failed exec (or fork), 0 when it ran
  int memory = 0;      // 1 when it went over the limit: killed by the keeper, or found by its peak
  long cpu_us = 0;     // the CPU time it used (user and system), in microseconds
};

// Everything the keeper does after fork is async-signal-safe: the parent has other threads.

void pause_ms(long ms) {
  timespec t{0, ms * 1'000'000};
  ::nanosleep(&t, nullptr);
}

/// A decimal number at s (no sign), and where it ends.
long read_number(const char*& s) {
  long v = 0;
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  return v;
}

/// The value in kB of the line starting with `key` (e.g. "VmPeak:") of /proc/PID/status, or -1.
long status_kb(pid_t pid, const char* key) {
  char path[64] = "/proc/";
  char* p = path + 6;
  char digits[16];
  int n = 0;
  for (long v = pid; v > 0; v /= 10) digits[n++] = static_cast<char>('0' + v % 10);
  while (n > 0) *p++ = digits[--n];
  std::memcpy(p, "/status", 8);
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char buffer[4096];
  const ssize_t got = ::read(fd, buffer, sizeof buffer - 1);
  ::close(fd);
  if (got <= 0) return -1;
  buffer[got] = '\0';
  const std::size_t key_length = std::strlen(key);
  for (const char* line = buffer; *line != '\0';) {
    if (std::strncmp(line, key, key_length) == 0) {
      const char* s = line + key_length;
      while (*s == ' ' || *s == '\t') ++s;
      return read_number(s);
    }
    const char* end = std::strchr(line, '\n');
    if (end == nullptr) break;
    line = end + 1;
  }
  return -1;
}

/// Kills every process whose parent is `parent`, found by reading /proc (getdents64, no memory
/// allocated); returns how many it found.
int kill_children(pid_t parent) {
  const int dir = ::open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return 0;
  int found = 0;
  alignas(8) char entries[8192];
  for (;;) {
    const long got = ::syscall(SYS_getdents64, dir, entries, sizeof entries);
    if (got <= 0) break;
    for (long at = 0; at < got;) {
      const auto* d = reinterpret_cast<const dirent64*>(entries + at);
      at += d->d_reclen;
      const char* name = d->d_name;
      if (*name < '1' || *name > '9') continue;
      const pid_t pid = static_cast<pid_t>(read_number(name));
      char path[64] = "/proc/";
      std::size_t length = 6;
      for (const char* s = d->d_name; *s != '\0' && length < 40; ++s) path[length++] = *s;
      std::memcpy(path + length, "/stat", 6);
      const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;
      char stat[512];
      const ssize_t n = ::read(fd, stat, sizeof stat - 1);
      ::close(fd);
      if (n <= 0) continue;
      stat[n] = '\0';
      // "pid (comm) state ppid ...": the command may hold anything, so the last ')' ends it.
      const char* close = std::strrchr(stat, ')');
      if (close == nullptr || close[1] == '\0' || close[2] == '\0' || close[3] == '\0') continue;
      const char* s = close + 4;
      if (read_number(s) == parent) {
        ::kill(pid, SIGKILL);
        ++found;
      }
    }
  }
  ::close(dir);
  return found;
}

/// The keeper: a subreaper between tengen and the solution. Its standard input and output are the
/// solution's, its standard error the report pipe. It runs the solution, waits for it (watching its
/// address space when there is a memory limit, and killing it when tengen says stop), then kills
/// every descendant left, reaps them, and reports. Never returns.
[[noreturn]] void keeper(char* const* argv, const RunLimits& limits, pid_t tengen) {
  // SIGTERM (tengen says stop, or tengen is gone: the parent-death signal) and SIGCHLD are taken
  // by sigtimedwait, never by a handler: no signal can fall between a check and a wait. So are the
  // terminal's SIGINT, SIGHUP and SIGQUIT, which reach the keeper in tengen's process group (the
  // solution has a group of its own): each stops the run as SIGTERM does, and the keeper still
  // kills what the solution left before it goes, rather than die and leave it to init.
  sigset_t wake;
  sigemptyset(&wake);
  for (const int sig : {SIGTERM, SIGCHLD, SIGINT, SIGHUP, SIGQUIT}) sigaddset(&wake, sig);
  ::sigprocmask(SIG_SETMASK, &wake, nullptr);
  ::prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (::getppid() != tengen) ::raise(SIGTERM);  // tengen went before the line above: stop at once
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  KeeperReport report;
  int exec_pipe[2];
  if (::pipe2(exec_pipe, O_CLOEXEC) != 0) {
    report.exec_error = errno;
    (void)!::write(2, &report, sizeof report);
    ::_exit(0);
  }
  // The solution starts as a copy of this process, itself a copy of tengen, and Linux carries a
  // process's resident peak across exec: its ru_maxrss is at least what tengen held at the fork
  // (hundreds of MiB while it keeps a large input). Only a peak above that is the solution's own.
  const long inherited_kb = limits.memory_mib > 0 ? status_kb(::getpid(), "VmRSS:") : 0;
  const pid_t solution = ::fork();
  if (solution == 0) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);  // only its copy as 2 reaches the program
    if (null >= 0) ::dup2(null, 2);
    ::signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    if (limits.memory_mib > 0) {
      // The keeper stops the run at the limit itself, within a millisecond of crossing it; the
      // system's wall on the address space, far above, only bounds what a millisecond can take
      // (threads and runtimes such as Node and Java reserve far more than they use).
      const rlim_t bytes = (static_cast<rlim_t>(limits.memory_mib) * 16 + 1024) << 20;
      const rlimit lim{bytes, bytes};
      ::setrlimit(RLIMIT_AS, &lim);
    }
    ::execvp(argv[0], argv);
    const int e = errno;
    (void)!::write(exec_pipe[1], &e, sizeof e);
    ::_exit(127);
  }
  ::close(exec_pipe[1]);
  ::close(0);
  ::close(1);
  if (solution < 0) {
    report.exec_error = errno;
  } else {
    // Until its exec, the solution's address space is this process's copy: it is watched only
    // from its own program on (the pipe closes at exec, or brings exec's error).
    int e = 0;
    ssize_t got = 0;
    while ((got = ::read(exec_pipe[0], &e, sizeof e)) < 0 && errno == EINTR) {
    }
    if (got == static_cast<ssize_t>(sizeof e)) report.exec_error = e;
    const long limit_kb = static_cast<long>(limits.memory_mib) * 1024;
    bool killed = false;
    for (;;) {
      int status = 0;
      rusage usage{};
      const pid_t done = ::wait4(solution, &status, WNOHANG, &usage);
      if (done == solution) {
        report.status = status;
        report.cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1'000'000L + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
        // A run that crossed the limit and ended between two looks is caught by its peak, when
        // that peak is its own (above what it inherited, with a MiB for the steps before exec).
        if (limit_kb > 0 && usage.ru_maxrss > limit_kb && usage.ru_maxrss > inherited_kb + 1024) report.memory = 1;
        break;
      }
      if (done < 0 && errno != EINTR) break;
      if (limit_kb > 0 && !killed && status_kb(solution, "VmHWM:") > limit_kb) {
        report.memory = 1;
        ::kill(-solution, SIGKILL);
        ::kill(solution, SIGKILL);
        killed = true;
      }
      const timespec tick{limit_kb > 0 && !killed ? 0 : 1, limit_kb > 0 && !killed ? 1'000'000 : 0};
      const int sig = ::sigtimedwait(&wake, nullptr, &tick);
      if (sig > 0 && sig != SIGCHLD && !killed) {
        ::kill(-solution, SIGKILL);
        ::kill(solution, SIGKILL);
        killed = true;
      }
    }
    // Whatever it left behind: its process group, then every orphan that came to the keeper (a
    // subreaper), until none is left.
    ::kill(-solution, SIGKILL);
    for (int round = 0; round < 20000; ++round) {
      const int found = kill_children(::getpid());
      pid_t reaped = 0;
      while ((reaped = ::waitpid(-1, nullptr, WNOHANG)) > 0) {
      }
      if (found == 0 && reaped < 0) break;  // ECHILD: no child left
      pause_ms(1);
    }
  }
  (void)!::write(2, &report, sizeof report);
  ::_exit(0);
}

std::string mib(std::uint64_t bytes) { return fmt::format("{} MiB", bytes >> 20); }

}  // namespace

std::string RunResult::describe() const {
  switch (end) {
    case End::Exited: return fmt::format("exit code {}", code);
    case End::Signalled: return fmt::format("killed by signal {} ({})", code, strsignal(code));
    case End::TimedOut: return fmt::format("time limit of {} s exceeded", limits.seconds);
    case End::MemoryLimit: return fmt::format("memory limit of {} exceeded", mib(limits.memory_mib << 20));
    case End::OutputLimit: return fmt::format("output limit of {} exceeded", mib(limits.output_bytes));
    case End::NotStarted: break;
  }
  return fmt::format("cannot run the command: {}", std::strerror(code));
}

Result<Ok> check_command(const std::vector<std::string>& argv) {
  const std::string& name = argv.front();
  auto runnable = [](const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
  };
  if (name.empty()) return Error{"the command is empty"};
  if (name.find('/') != std::string::npos) {
    if (runnable(name)) return Ok{};
    return Error{fmt::format("cannot run '{}': {}", name, ::access(name.c_str(), F_OK) != 0 ? "no such file" : "not an executable file")};
  }
  const char* path = std::getenv("PATH");
  const std::string dirs = path != nullptr ? path : "/bin:/usr/bin";
  for (std::size_t start = 0; start <= dirs.size();) {
    const std::size_t end = std::min(dirs.find(':', start), dirs.size());
    const std::string dir = end > start ? dirs.substr(start, end - start) : ".";
    if (runnable(dir + "/" + name)) return Ok{};
    start = end + 1;
  }
  return Error{fmt::format("cannot run '{}': no such command on PATH", name)};
}

RunResult run_solution(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits) {
  RunResult r;
  r.limits = limits;
  std::vector<std::string> copy = argv;
  std::vector<char*> args;
  for (std::string& a : copy) args.push_back(a.data());
  args.push_back(nullptr);
  // The test is a file, as judges give it (a solution may look at its size, map it or seek in
  // it): a file in memory, written whole before the run.
  int input_file = ::memfd_create("tengen-test", MFD_CLOEXEC);
  int from_child[2] = {-1, -1};
  int report_pipe[2] = {-1, -1};
  auto close_all = [&] {
    for (int* p : {from_child, report_pipe}) {
      for (int i = 0; i < 2; ++i) {
        if (p[i] >= 0) ::close(p[i]);
        p[i] = -1;
      }
    }
    if (input_file >= 0) ::close(input_file);
    input_file = -1;
  };
  if (input_file < 0) {
    r.code = errno;
    return r;
  }
  if (const int error = text::write_all(input_file, input); error != 0) {
    r.code = error;
    close_all();
    return r;
  }
  if (::lseek(input_file, 0, SEEK_SET) != 0 || ::pipe2(from_child, O_CLOEXEC) != 0 || ::pipe2(report_pipe, O_CLOEXEC) != 0) {
    r.code = errno;
    close_all();
    return r;
  }
  const pid_t tengen = ::getpid();
  const pid_t keeper_pid = ::fork();
  if (keeper_pid == 0) {
    // The keeper holds nothing but the solution's input, output and the report: other runs' files,
    // open in this process for other threads, must not stay open in it.
    if (::dup2(input_file, 0) < 0 || ::dup2(from_child[1], 1) < 0 || ::dup2(report_pipe[1], 2) < 0) ::_exit(1);
    ::close_range(3, ~0U, 0);
    keeper(args.data(), limits, tengen);
  }
  const int saved = errno;
  ::close(input_file);
  ::close(from_child[1]);
  ::close(report_pipe[1]);
  input_file = from_child[1] = report_pipe[1] = -1;
  if (keeper_pid < 0) {
    r.code = saved;
    close_all();
    return r;
  }
  // The limit is on CPU time, judged when the solution ends; the wall clock only stops one that
  // waits or loops for far longer (a busy machine slows a run's wall time, not its CPU time).
  const auto started = std::chrono::steady_clock::now();
  const auto deadline = started + std::chrono::duration<double>(limits.wall_seconds());
  bool stopped = false;
  bool reported = false;
  KeeperReport report;
  std::chrono::steady_clock::time_point drain_until{};
  std::chrono::steady_clock::time_point stopped_at{};
  auto stop = [&](RunResult::End why) {
    if (stopped) return;
    stopped = true;
    stopped_at = std::chrono::steady_clock::now();
    r.end = why;
    ::kill(keeper_pid, SIGTERM);
  };
  char buffer[1 << 16];
  while (from_child[0] >= 0 || !reported) {
    const auto now = std::chrono::steady_clock::now();
    if (!stopped && now >= deadline) stop(RunResult::End::TimedOut);
    // Once the keeper has reported, every writer is gone and the output ends at once; the drain is
    // bounded all the same.
    if (reported && now >= drain_until) break;
    const auto until = reported ? drain_until : stopped ? stopped_at + std::chrono::seconds(10) : deadline;
    const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count() + 1;
    pollfd fds[2] = {{report_pipe[0], POLLIN, 0}, {from_child[0], POLLIN, 0}};
    const int ready = ::poll(fds, 2, static_cast<int>(std::clamp<long long>(wait, 1, 1000)));
    if (ready < 0 && errno != EINTR) break;
    if (stopped && !reported && std::chrono::steady_clock::now() > stopped_at + std::chrono::seconds(10)) break;
    if (ready <= 0) continue;
    if (fds[1].fd >= 0 && (fds[1].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
      const ssize_t n = ::read(from_child[0], buffer, sizeof buffer);
      if (n > 0) {
        const std::size_t room = limits.output_bytes - std::min<std::size_t>(limits.output_bytes, r.output.size());
        r.output.append(buffer, std::min(room, static_cast<std::size_t>(n)));
        if (static_cast<std::size_t>(n) > room) {
          stop(RunResult::End::OutputLimit);
          ::close(from_child[0]);
          from_child[0] = -1;
        }
      } else if (n == 0 || errno != EINTR) {
        ::close(from_child[0]);
        from_child[0] = -1;
      }
    }
    if (fds[0].fd >= 0 && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
      const ssize_t n = ::read(report_pipe[0], &report, sizeof report);
      reported = true;
      if (n != static_cast<ssize_t>(sizeof report)) report = KeeperReport{};
      ::close(report_pipe[0]);
      report_pipe[0] = -1;
      drain_until = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
    }
  }
  if (!reported) {
    // The keeper did not answer in time: end it; its death kills the solution (PDEATHSIG).
    ::kill(keeper_pid, SIGKILL);
  }
  close_all();
  int keeper_status = 0;
  while (::waitpid(keeper_pid, &keeper_status, 0) < 0 && errno == EINTR) {
  }
  r.cpu_seconds = static_cast<double>(report.cpu_us) / 1e6;
  if (report.exec_error != 0) {
    r.end = RunResult::End::NotStarted;
    r.code = report.exec_error;
  } else if (stopped) {
    // r.end says why: the time or the output.
  } else if (report.memory != 0) {
    r.end = RunResult::End::MemoryLimit;
  } else if (r.cpu_seconds > limits.seconds) {
    r.end = RunResult::End::TimedOut;
  } else if (WIFSIGNALED(report.status)) {
    r.end = RunResult::End::Signalled;
    r.code = WTERMSIG(report.status);
  } else {
    r.end = RunResult::End::Exited;
    r.code = WEXITSTATUS(report.status);
  }
  return r;
}

}  // namespace tengen::contest
