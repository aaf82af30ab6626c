// measure RUNS INPUT OUTPUT -- COMMAND...: runs COMMAND RUNS times with INPUT on stdin and stdout to
// OUTPUT, and prints "MEDIAN_MS PEAK_KB" (median wall time, largest peak resident set of the runs).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv) {
  if (argc < 6 || std::string_view(argv[4]) != "--") {
    std::fprintf(stderr, "usage: measure RUNS INPUT OUTPUT -- COMMAND...\n");
    return 2;
  }
  const int runs = std::atoi(argv[1]);
  std::vector<double> ms;
  long peak_kb = 0;
  for (int i = 0; i < runs; ++i) {
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
      const int in = open(argv[2], O_RDONLY);
      const int out = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (in < 0 || out < 0) _exit(127);
      dup2(in, 0);
      dup2(out, 1);
      execvp(argv[5], argv + 5);
      _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const auto stop = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      std::fprintf(stderr, "measure: %s failed\n", argv[5]);
      return 1;
    }
    ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    peak_kb = std::max(peak_kb, usage.ru_maxrss);
  }
  std::sort(ms.begin(), ms.end());
  std::printf("%.2f %ld\n", ms[ms.size() / 2], peak_kb);
  return 0;
}
