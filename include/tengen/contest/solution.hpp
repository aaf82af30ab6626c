#pragma once
/// \file
/// Running a contestant's solution, as a judge does: a command given its input on standard input,
/// its output captured, within a time limit (and a memory limit where the system allows it).

#include <cstdint>
#include <string>
#include <vector>

namespace tengen::contest {

struct RunLimits {
  double seconds = 5;            ///< wall time
  unsigned long memory_mib = 0;  ///< address space, 0 for none
};

/// How a run ended.
struct RunResult {
  enum class End : std::uint8_t { Exited, Signalled, TimedOut, NotStarted } end = End::NotStarted;
  int code = 0;        ///< the exit status, or the signal
  std::string output;  ///< what it wrote on standard output
  /// "exit code 1", "killed by signal 11", "time limit of 2 s exceeded", "cannot run: ...".
  std::string describe() const;
  bool ok() const { return end == End::Exited && code == 0; }
};

/// Runs argv (argv[0] found on PATH) with `input` on standard input and standard error discarded.
/// The process and its children are killed at the time limit. Thread-safe.
RunResult run_solution(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits);

}  // namespace tengen::contest
