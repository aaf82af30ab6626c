#pragma once
// What every analysis subcommand shares: its common options, opening inputs, the case loop, pictures
// and reporting errors.

#include <cstdint>
#include <functional>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "tengen/text/output.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/game.hpp"

namespace tengen::app {

/// Exit codes of docs/cli.md.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitOutput = 3;  ///< the answers could not be written (a full disk, a closed stdout)

/// Writes one line (a newline is added) to standard error. Never throws, never fails the run: when
/// standard error is closed or full the line is lost, and the exit code still tells.
void say(std::string_view line);

/// Reports that the answers could not be written (errno value `error`) and returns kExitOutput.
int output_failed(std::string_view command, int error);

/// Options every analysis subcommand has.
struct CommonOptions {
  std::vector<std::string> files;
  bool json = false;
  bool show = false;
  std::string svg;  ///< path pattern, empty for none
  bool strict = false;  ///< SGF repairs are errors, not warnings
};

/// Adds an analysis subcommand: its name, one-line summary for `tengen --help`, the longer
/// description for its own --help, and the options every analysis subcommand has (FILE..., --json,
/// --show, --svg).
CLI::App& add_analysis(CLI::App& app, const std::string& name, const std::string& summary,
                       const std::string& description, CommonOptions& options);

/// Adds --sgf (into `forced`) and --strict, the options of subcommands that read SGF records.
void add_sgf_options(CLI::App& sub, bool& forced, CommonOptions& options);


/// An open input: a file, or standard input for "-". Closes it when destroyed.
class Input {
 public:
  /// Opens `path` ("-" is standard input). On failure (a directory too) the message says why.
  /// `ahead`: opened ahead of its turn, so a FIFO must not block the opening (it does not wait for a
  /// writer; reads block as usual).
  static Result<Input> open(const std::string& path, bool ahead = false);
  Input(Input&& other) noexcept;
  Input& operator=(Input&&) = delete;
  Input(const Input&) = delete;
  ~Input();

  /// The open file; -1 once read_now() has read it.
  int fd() const { return fd_; }
  /// The name used in messages: the path, or "<stdin>".
  const std::string& name() const { return name_; }

  /// The whole input (at most text::kMaxRecordBytes), or why it cannot be read: what read_now() read,
  /// else read from fd() now. Call it once.
  Result<std::string> read_whole();
  /// Reads the whole input now and closes the file (the read-ahead's part).
  void read_now();
  /// Whether it is a regular file (not standard input, a pipe or a device).
  bool regular() const { return regular_; }
  /// The bytes read_now() holds (0 when it has not read, or could not).
  std::uint64_t bytes_read() const { return read_ && *read_ ? (*read_)->size() : 0; }

 private:
  Input(int fd, std::string name, bool regular) : fd_(fd), name_(std::move(name)), regular_(regular) {}
  int fd_;
  std::string name_;
  bool regular_ = false;
  std::optional<Result<std::string>> read_;
};

/// Whether reading fd never waits on a writer: a regular file (standard input too, when it is one).
/// Such input may be read ahead on another thread, as stopping early never waits on a read.
bool never_waits(int fd);

/// True when the input is to be read as SGF: forced (--sgf), or a name ending in ".sgf" (any case).
bool is_sgf(const std::string& name, bool forced);

/// The first of `files` that cannot be read ("NAME: reason"), standard input ("-") aside, or none:
/// a missing or unreadable file is a command-line error (exit 2) before any answer is written. One
/// access call a name, not open and close: a run may name thousands of small files. (A directory
/// passes here and is refused by Input::open when its turn comes, still exit 2.)
std::optional<std::string> unreadable_input(const std::vector<std::string>& files);

/// The file name for picture number k: `{n}` in the pattern becomes k; without `{n}`, picture 1 is
/// the pattern itself and picture k > 1 gets "-k" before the extension.
std::string svg_path(const std::string& pattern, std::uint64_t k);

/// One run of an analysis subcommand over all its inputs: the command's name and options, the one
/// output they share, and the pictures drawn so far (numbered across the whole run, so that no
/// picture overwrites another).
class Run {
 public:
  Run(std::string_view command, const CommonOptions& options, text::Output& out)
      : command_(command), options_(options), out_(out) {}

  text::Output& out() { return out_; }
  /// The name of the input being read when the run reads several, else nullptr.
  const std::string* file() const { return several_ ? &file_ : nullptr; }
  /// Starts input `name`; `several` tells whether the run reads more than one.
  void start_input(const std::string& name, bool several) {
    file_ = name;
    several_ = several;
  }
  const CommonOptions& options() const { return options_; }
  bool json() const { return options_.json; }
  /// Whether --show or --svg asks for pictures.
  bool wants_picture() const { return options_.show || !options_.svg.empty(); }

  /// Reports bad input in `file`: flushes the answers so far, prints the error line
  /// ("tengen COMMAND: FILE:LINE:COL: CASE: message") and returns kExitBadInput (kExitOutput, after
  /// a second line, when the answers so far could not be written).
  int fail(const std::string& file, const Error& error);

  /// Draws the next picture: as text after the answer (--show), and as an SVG file (--svg).
  /// Returns kExitOk, or kExitUsage (pending answers flushed) when the file cannot be written.
  int picture(const render::Diagram& diagram);

  /// One case: answer(out) writes its answer; then, when pictures are asked for, draw() makes its
  /// picture. Returns what picture() returns.
  template <class Answer, class Draw>
  int answer(Answer&& answer, Draw&& draw) {
    answer(out_);
    return wants_picture() ? picture(draw()) : kExitOk;
  }

  /// The case loop of one input: until next() (a Result<bool>) says there is no case left, each case
  /// is answered as answer() does. Stops at the first bad case (reported against `file`), failed
  /// picture, or output that cannot be written. A case the machine has no memory for is bad input
  /// for this machine: reported at where() (an Error naming the place and the case; its message is
  /// set here).
  template <class Next, class Answer, class Draw, class Where>
  int cases(const std::string& file, Next&& next, Answer&& answer_case, Draw&& draw, Where&& where) {
    try {
      for (;;) {
        const Result<bool> more = next();
        if (!more) return fail(file, more.error());
        if (!*more) return kExitOk;
        if (const int rc = answer(answer_case, draw); rc != kExitOk) return rc;
        if (out_.failed()) return output_failed(command_, out_.error());
      }
    } catch (const std::bad_alloc&) {
      Error e = where();
      e.message = "not enough memory for this input";
      return fail(file, e);
    }
  }

  /// Reads an SGF input and calls each(game, label, record) for every game of it (game 1-based;
  /// label "game g" when the file has several, else empty). Reports the first error (exit 1), and
  /// stops at the first non-zero exit code of `each`. What reading repaired is said on standard
  /// error as warnings, or, with --strict, is an error.
  int sgf_games(Input& input,
                const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each);

 private:
  /// Says each warning ("FILE:LINE:COL: [LABEL: ]warning: message"); with --strict, the first is
  /// reported as an error instead and its code returned.
  int warn(const std::string& file, const std::vector<Error>& warnings, const std::string& label);

  std::string_view command_;
  const CommonOptions& options_;
  text::Output& out_;
  std::uint64_t pictures_ = 0;
  std::string file_;
  bool several_ = false;
};

/// Checks every input (exit 2, before any answer, when one is missing or unreadable), then opens
/// and runs `each` on them in order in one Run (exit 2 when one is a directory); stops at the first
/// non-zero exit code, every earlier answer written (kExitOutput when they could not be). When
/// `whole` says the inputs named are read whole (Input::read_whole) and there are several, they
/// are checked, opened and read ahead on a thread of their own (ReadAhead).
int run_inputs(std::string_view command, const CommonOptions& options, const std::function<int(Input&, Run&)>& each,
               const std::function<bool(const std::string&)>& whole = {});

}  // namespace tengen::app
