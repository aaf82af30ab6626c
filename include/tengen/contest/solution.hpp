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

/// The limits a solution runs under: CPU time, memory and the output kept.
struct RunLimits {
  double seconds = 5;                          ///< CPU time, user and system (its wall time: wall_seconds())
  std::uint64_t memory_mib = 0;                ///< peak resident memory, 0 for none; at most kMaxMemoryMib
  std::uint64_t output_bytes = std::uint64_t{64} << 20;  ///< standard output kept; more is "output limit exceeded"
  /// The wall time a run may take: twice the CPU limit and a second more, for a solution that
  /// sleeps, waits or loops without end (as judges cap a CPU time limit with a wall one).
  double wall_seconds() const { return 2 * seconds + 1; }
};

/// How a run ended.
struct RunResult {
  enum class End : std::uint8_t { Exited, Signalled, TimedOut, MemoryLimit, OutputLimit, NotStarted } end = End::NotStarted;
  int code = 0;        ///< the exit status, the signal, or for NotStarted the errno of exec
  std::string output;  ///< what it wrote on standard output (at most limits.output_bytes)
  double cpu_seconds = 0;  ///< the CPU time it used, user and system (0 when it did not start)
  RunLimits limits;    ///< the limits it ran under, for describe()
  /// "exit code 1", "killed by signal 11 (Segmentation fault)", "time limit of 2 s exceeded",
  /// "memory limit of 64 MiB exceeded", "output limit of 64 MiB exceeded", "cannot run: ...".
  std::string describe() const;
  bool ok() const { return end == End::Exited && code == 0; }
};

/// Whether argv[0] names a program that can be run: a path (with a '/') to an executable file, or
/// a name found on PATH as execvp looks it up. The error says why not. Precondition: argv not empty.
Result<Ok> check_command(const std::vector<std::string>& argv);

/// Runs argv (argv[0] found on PATH) with `input` on standard input (a file in memory: its size is
/// known, it may be mapped or read again) and standard error discarded. The run ends when the
/// solution's process ends (past the time limit when its CPU time, user and system, is over it),
/// at the wall time limit (a time-out too), when its resident memory grows past the memory limit
/// (its peak, VmHWM, checked every millisecond: memory used, not address space reserved, which
/// threads and runtimes reserve far beyond it; the system refuses it more than 16 times the limit
/// and 1 GiB of address space), or when its output passes the output limit; then every process it started is killed,
/// those that left its process group or session too (its parent for the run is a subreaper that
/// kills its descendants). Thread-safe: several runs may go on at once.
RunResult run_solution(const std::vector<std::string>& argv, const std::string& input, const RunLimits& limits);

}  // namespace tengen::contest
