#pragma once
// What every analysis subcommand shares: its common options, opening inputs, reporting errors.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "tengen/grid.hpp"
#include "tengen/io/output.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/game.hpp"

namespace tengen::app {

/// Exit codes of docs/cli.md.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;

/// Options every analysis subcommand has.
struct CommonOptions {
  std::vector<std::string> files;
  bool json = false;
  bool show = false;
  std::string svg;  ///< path pattern, empty for none
};

/// Adds an analysis subcommand: its name, one-line summary for `tengen --help`, the longer
/// description for its own --help, and the options every analysis subcommand has (FILE..., --json,
/// --show, --svg).
CLI::App& add_analysis(CLI::App& app, const std::string& name, const std::string& summary,
                       const std::string& description, CommonOptions& options);

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

/// True when the input is to be read as SGF: forced (--sgf), or a name ending in ".sgf" (any case).
bool is_sgf(const Input& input, bool forced);

/// The whole input. Error: a read error.
Result<std::string> read_all(const Input& input);

/// Reads an SGF input and calls `each(game, label, record)` for every game of it (game 1-based;
/// label "game g" when the file has several, else empty). Reports the first error (exit 1), and
/// stops at the first non-zero exit code of `each`.
int for_each_sgf_game(std::string_view command, const Input& input, io::Output& out,
                      const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each);

/// Checks that every input named can be opened (standard input when none), so that an unreadable
/// file is a command-line error (exit 2) before any answer is written; closes them again, since a run
/// may name more files than a process may hold open. Prints the error itself.
bool check_inputs(std::string_view command, const std::vector<std::string>& files);

/// Prints "tengen COMMAND: FILE:LINE:COL: CASE: message" on stderr and returns kExitBadInput.
int report(std::string_view command, const std::string& file, const Error& error);

/// Opens every input (exit 2 when one cannot be read), then runs `each` on them in order with one
/// shared output; stops at the first non-zero exit code, every earlier answer written.
int run_inputs(std::string_view command, const CommonOptions& options,
               const std::function<int(const Input&, io::Output&)>& each);

/// The file name for picture number k: `{n}` in the pattern becomes k; without `{n}`, picture 1 is
/// the pattern itself and picture k > 1 gets "-k" before the extension.
std::string svg_path(const std::string& pattern, std::uint64_t k);

/// Writes picture number k when --svg was given. Returns kExitOk, or prints why and returns kExitUsage.
int maybe_write_svg(std::string_view command, const CommonOptions& options, std::uint64_t k,
                    const render::Diagram& diagram);

/// Whether --show or --svg asks for pictures.
inline bool wants_picture(const CommonOptions& o) { return o.show || !o.svg.empty(); }

/// The picture of case k: as text after the answer (--show), and as an SVG file (--svg). Returns
/// kExitOk, or kExitUsage (pending answers flushed) when the file cannot be written.
int show_picture(std::string_view command, const CommonOptions& options, std::uint64_t k,
                 const render::Diagram& diagram, io::Output& out);

}  // namespace tengen::app
