#pragma once
/// \file
/// Running a contestant's solution, as a judge does: a command given its input on standard input,
/// its output captured up to a limit, within a time limit and a memory limit, and every process it
/// started killed when the run is over.

#include <cstdint>
#include <string>
#include <vector>

#include "tengen/result.hpp"

namespace tengen::contest {

/// The largest --memory-limit, in MiB (1 TiB): a limit in bytes then never overflows.
inline constexpr std::uint64_t kMaxMemoryMib = std::uint64_t{1} << 20;

/// The limits a solution runs under: wall time, address space and the output kept.
struct RunLimits {
  double seconds = 5;                          ///< wall time
  std::uint64_t memory_mib = 0;                ///< address space, 0 for none; at most kMaxMemoryMib
  std::uint64_t output_bytes = std::uint64_t{64} << 20;  ///< standard output kept; more is "output limit exceeded"
};

/// How a run ended.
struct RunResult {
  enum class End : std::uint8_t { Exited, Signalled, TimedOut, MemoryLimit, OutputLimit, NotStarted } end = End::NotStarted;
  int code = 0;        ///< the exit status, the signal, or for NotStarted the errno of exec
  std::string output;  ///< what it wrote on standard output (at most limits.output_bytes)
  RunLimits limits;    ///< the limits it ran under, for describe()
  /// "exit code 1", "killed by signal 11 (Segmentation fault)", "time limit of 2 s exceeded",
  /// "memory limit of 64 MiB exceeded", "output limit of 64 MiB exceeded", "cannot run: ...".
  std::string describe() const;
  bool ok() const { return end == End::Exited && code == 0; }
};

/// Whether argv[0] names a program that can be run: a path (with a '/') to an executable file, or
/// a name found on PATH as execvp looks it up. The error says why not. Precondition: argv not empty.
Result<Ok> check_command(const std::vector<std::string>& argv);

/// Runs argv (argv[0] found on PATH) with `input` on standard input and standard error discarded.
/// The run ends when the solution's process ends, at the time limit, when its address space grows
/// past the memory limit (its peak, VmPeak, checked every millisecond; the system refuses it more
/// than 16 times the limit and 1 GiB), or when its output passes the output limit; then every process it started is killed,
/// those that left its process group or session too (its parent for the run is a subreaper that
/// kills its descendants). Thread-safe: several runs may go on at once.
RunResult run_solution(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits);

}  // namespace tengen::contest
