#include "tengen/contest/solution.hpp"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace tengen::contest {

std::string RunResult::describe() const {
  switch (end) {
    case End::Exited: return fmt::format("exit code {}", code);
    case End::Signalled: return fmt::format("killed by signal {} ({})", code, strsignal(code));
    case End::TimedOut: return "time limit exceeded";
    case End::NotStarted: break;
  }
  return "cannot run the command";
}

RunResult run_solution(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits) {
  RunResult r;
  int to_child[2];
  int from_child[2];
  if (::pipe2(to_child, O_CLOEXEC) != 0) return r;
  if (::pipe2(from_child, O_CLOEXEC) != 0) {
    ::close(to_child[0]);
    ::close(to_child[1]);
    return r;
  }
  std::vector<char*> args;
  std::vector<std::string> copy = argv;
  for (std::string& a : copy) args.push_back(a.data());
  args.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::setpgid(0, 0);
    ::dup2(to_child[0], 0);
    ::dup2(from_child[1], 1);
    const int null = ::open("/dev/null", O_WRONLY);
    if (null >= 0) ::dup2(null, 2);
    if (limits.memory_mib > 0) {
      const rlim_t bytes = static_cast<rlim_t>(limits.memory_mib) << 20;
      const rlimit lim{bytes, bytes};
      ::setrlimit(RLIMIT_AS, &lim);
    }
    ::signal(SIGPIPE, SIG_DFL);
    ::execvp(args[0], args.data());
    ::_exit(127);
  }
  ::close(to_child[0]);
  ::close(from_child[1]);
  if (pid < 0) {
    ::close(to_child[1]);
    ::close(from_child[0]);
    return r;
  }
  // Feed the input and drain the output together, so that neither side waits on a full pipe.
  ::fcntl(to_child[1], F_SETFL, O_NONBLOCK);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(limits.seconds);
  std::size_t written = 0;
  int in_fd = to_child[1];
  if (input.empty()) {
    ::close(in_fd);
    in_fd = -1;
  }
  bool timed_out = false;
  char buffer[1 << 16];
  int out_fd = from_child[0];
  while (out_fd >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    pollfd fds[2] = {{out_fd, POLLIN, 0}, {in_fd, POLLOUT, 0}};
    const int ready = ::poll(fds, in_fd >= 0 ? 2 : 1, static_cast<int>(left.count()));
    if (ready < 0 && errno != EINTR) break;
    if (ready <= 0) continue;
    if (in_fd >= 0 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP)) != 0) {
      const ssize_t n = ::write(in_fd, input.data() + written, input.size() - written);
      if (n > 0) written += static_cast<std::size_t>(n);
      if (n < 0 && errno != EAGAIN && errno != EINTR) written = input.size();  // the solution stopped reading
      if (written == input.size()) {
        ::close(in_fd);
        in_fd = -1;
      }
    }
    if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
      const ssize_t n = ::read(out_fd, buffer, sizeof buffer);
      if (n > 0) {
        r.output.append(buffer, static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        ::close(out_fd);
        out_fd = -1;
      }
    }
  }
  if (in_fd >= 0) ::close(in_fd);
  if (timed_out) ::kill(-pid, SIGKILL);
  if (out_fd >= 0) ::close(out_fd);
  int status = 0;
  // The output may end before the process does: it still has until the deadline.
  while (!timed_out) {
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      timed_out = true;
      ::kill(-pid, SIGKILL);
      break;
    }
    ::usleep(1000);
  }
  if (timed_out) {
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  if (timed_out) {
    r.end = RunResult::End::TimedOut;
  } else if (WIFSIGNALED(status)) {
    r.end = RunResult::End::Signalled;
    r.code = WTERMSIG(status);
  } else {
    r.end = RunResult::End::Exited;
    r.code = WEXITSTATUS(status);
    if (r.code == 127) r.end = RunResult::End::NotStarted;
  }
  return r;
}

}  // namespace tengen::contest
