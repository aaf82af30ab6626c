// measure RUNS INPUT OUTPUT -- COMMAND... [--vs COMMAND...]
// Runs each command RUNS times with INPUT on stdin and stdout to OUTPUT, alternating between the
// two commands so that both meet the same machine, and prints per command "MEDIAN_MS PEAK_KB"
// (median wall time, largest peak resident set), one command a line.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Command {
  std::vector<char*> argv;
  std::vector<double> ms;
  long peak_kb = 0;
};

bool run(Command& c, const char* input, const char* output) {
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    const int in = open(input, O_RDONLY);
    const int out = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    execvp(c.argv[0], c.argv.data());
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  const auto stop = std::chrono::steady_clock::now();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "measure: %s failed\n", c.argv[0]);
    return false;
  }
  c.ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
  c.peak_kb = std::max(c.peak_kb, usage.ru_maxrss);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6 || std::string_view(argv[4]) != "--") {
    std::fprintf(stderr, "usage: measure RUNS INPUT OUTPUT -- COMMAND... [--vs COMMAND...]\n");
    return 2;
  }
  std::vector<Command> commands(1);
  for (int i = 5; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--vs") {
      commands.emplace_back();
      continue;
    }
    commands.back().argv.push_back(argv[i]);
  }
  for (Command& c : commands) c.argv.push_back(nullptr);
  const int runs = std::atoi(argv[1]);
  for (int i = 0; i < runs; ++i) {
    for (Command& c : commands) {
      if (!run(c, argv[2], argv[3])) return 1;
    }
  }
  for (Command& c : commands) {
    std::sort(c.ms.begin(), c.ms.end());
    std::printf("%.2f %ld\n", c.ms[c.ms.size() / 2], c.peak_kb);
  }
  return 0;
}
