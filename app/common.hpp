#pragma once
// What every analysis subcommand shares: its common options, opening inputs, reporting errors.

#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "tengen/result.hpp"

namespace tengen::app {

/// Exit codes of cli.md.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;

/// Options every analysis subcommand has.
struct CommonOptions {
  std::vector<std::string> files;
  bool json = false;
  bool show = false;
};

/// Registers FILE..., --json and --show on `sub`.
void add_common_options(CLI::App& sub, CommonOptions& options);

/// An open input: a file, or standard input for "-". Closes it when destroyed.
class Input {
 public:
  /// Opens `path` ("-" is standard input). On failure the message says why.
  static Result<Input> open(const std::string& path);
  Input(Input&& other) noexcept;
  Input& operator=(Input&&) = delete;
  Input(const Input&) = delete;
  ~Input();

  int fd() const { return fd_; }
  /// The name used in messages: the path, or "<stdin>".
  const std::string& name() const { return name_; }

 private:
  Input(int fd, std::string name) : fd_(fd), name_(std::move(name)) {}
  int fd_;
  std::string name_;
};

/// Every input named (standard input when none), opened up front so that an unreadable file is a
/// command-line error (exit 2) before any answer is written. Prints the error itself.
bool open_inputs(std::string_view command, const std::vector<std::string>& files, std::vector<Input>& out);

/// Prints "tengen COMMAND: FILE:LINE:COL: CASE: message" on stderr and returns kExitBadInput.
int report(std::string_view command, const std::string& file, const Error& error);

}  // namespace tengen::app
