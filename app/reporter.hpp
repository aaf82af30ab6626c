#pragma once
// What an analysis subcommand reports, in one place: its answers (on the one output of the run),
// its pictures (--show, --svg), warnings, and bad input with its file, line, column and case; the
// loop over the cases of an input, and the one place where running out of memory on an input
// becomes a bad-input error with its position.

#include <cstdint>
#include <functional>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/input.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/input_games.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {

/// What one run of an analysis subcommand reports over all its inputs: the command's name and
/// options, the one output they share, and the pictures drawn so far (numbered across the whole
/// run, so that no picture overwrites another).
class Reporter {
 public:
  /// `ahead`, when given, answers clean games of a large SGF input on its reading thread
  /// (sgf_games).
  Reporter(std::string_view command, const CommonOptions& options, text::Output& out, sgf::AnswerAhead ahead = {})
      : command_(command), options_(options), out_(out), ahead_(std::move(ahead)) {}

  text::Output& out() { return out_; }
  /// The name of the input being read when the run reads several, else nullptr.
  const std::string* file() const { return several_ ? &file_ : nullptr; }
  /// Starts input `name`; `several` tells whether the run reads more than one; `parsed`, when not
  /// null, is the input already read and parsed (sgf_games takes it).
  void start_input(const std::string& name, bool several, sgf::ParsedInput* parsed = nullptr) {
    file_ = name;
    several_ = several;
    parsed_ = parsed;
  }
  /// The files the run reads: no picture is written over one of them.
  void keep_inputs(std::vector<text::FileId> inputs) { inputs_ = std::move(inputs); }
  const CommonOptions& options() const { return options_; }
  bool json() const { return options_.json; }
  /// Whether --show or --svg asks for pictures.
  bool wants_picture() const { return options_.show || !options_.svg.empty(); }

  /// Reports bad input in `file`: flushes the answers so far, prints the error line
  /// ("tengen COMMAND: FILE:LINE:COL: CASE: message") and returns kExitBadInput (kExitOutput, after
  /// a second line, when the answers so far could not be written).
  int fail(const std::string& file, const Error& error);

  /// Draws the next picture: as text after the answer (--show), and as an SVG file (--svg); a
  /// board of more than render::kMaxPicturePoints is not drawn (a warning, once a run).
  /// Returns kExitOk, or kExitUsage (pending answers flushed) when the file cannot be written or
  /// is one of the inputs (keep_inputs), which is left as it was.
  int picture(const render::Diagram& diagram);

  /// One case: answer(out) writes its answer; then, when pictures are asked for, draw() makes its
  /// picture. Returns what picture() returns.
  template <class Answer, class Draw>
  int answer(Answer&& answer, Draw&& draw) {
    answer(out_);
    return wants_picture() ? picture(draw()) : kExitOk;
  }

  /// Runs work() (an exit code); when it runs out of memory, the input is bad input for this
  /// machine: reported against `file` at where() (an Error naming the place and the case).
  template <class Work, class Where>
  int guard(const std::string& file, Work&& work, Where&& where) {
    try {
      return work();
    } catch (const std::bad_alloc&) {
      return fail(file, out_of_memory(where()));
    }
  }

  /// The case loop of one input: until next() (a Result<bool>) says there is no case left, each case
  /// is answered as answer() does. Stops at the first bad case (reported against `file`), failed
  /// picture, or output that cannot be written. Runs under guard(file, ..., where).
  template <class Next, class Answer, class Draw, class Where>
  int cases(const std::string& file, Next&& next, Answer&& answer_case, Draw&& draw, Where&& where) {
    return guard(
        file,
        [&] {
          for (;;) {
            const Result<bool> more = next();
            if (!more) return fail(file, more.error());
            if (!*more) return kExitOk;
            if (const int rc = answer(answer_case, draw); rc != kExitOk) return rc;
            if (out_.failed()) return output_failed(command_, out_.error());
          }
        },
        where);
  }

  /// Reads an SGF input and calls each(game, label, record) for every game of it (game 1-based;
  /// label "game g" when the file has several, else empty). Reports the first error (exit 1), after
  /// the games before it, and stops at the first non-zero exit code of `each`. An input is read a
  /// few trees at a time; a large one on the other core, ahead of the answers, where the
  /// Reporter's AnswerAhead also answers its clean games while the answers lag (their text is
  /// written at their turn, in place of `each`). What reading
  /// repaired is said on standard error as warnings, or, with --strict, is an error. With
  /// `per_move` (answers per move), a game whose record has a bad move or setup is first given to
  /// `each` as far as it can be read, so that the moves before the error are answered.
  int sgf_games(text::Input& input,
                const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each,
                bool per_move = false);

  /// Writes the answers so far, before a line on standard error: kExitOk, or the code to stop with
  /// and say nothing more: kExitUsage when the answers were held and a file named cannot be read
  /// (said already), kExitOutput (said) when held answers could not be written, where without the
  /// hold the run would have stopped when they were.
  int flush_before_saying() {
    out_.flush();
    if (out_.stopped()) return kExitUsage;
    return out_.failed_early() ? output_failed(command_, out_.error()) : kExitOk;
  }

  /// Says each warning ("FILE:LINE:COL: [LABEL: ]warning: message"), after the answers so far; with
  /// --strict, the first is reported as an error instead and its code returned.
  int warn(const std::string& file, const std::vector<Error>& warnings, const std::string& label);

 private:
  std::string_view command_;
  const CommonOptions& options_;
  text::Output& out_;
  std::uint64_t pictures_ = 0;
  std::string file_;
  bool several_ = false;
  sgf::ParsedInput* parsed_ = nullptr;
  sgf::AnswerAhead ahead_;
  std::vector<text::FileId> inputs_;
  bool said_too_large_ = false;
};

/// Answers an SGF game that reads without a warning or an error, on the reading thread, when
/// nothing but answers comes of it: true with their text written to the Output (nothing to draw);
/// false when it must be answered at its turn instead (what it wrote is dropped). Given a file's
/// lone clean game (for_each_input), or a clean game of a large collection (Reporter::sgf_games).
using PreAnswer = sgf::AnswerAhead;

/// The one game of a parsed SGF file that reads without a warning or an error, or nullptr (what a
/// PreAnswer may answer alone).
const sgf::GameRecord* lone_clean_game(const sgf::ParsedFile& file);

/// Checks every input (exit 2, before any answer is written, when one is missing or unreadable:
/// with several files and no --svg, only when output is due and only those not opened yet), then opens
/// and runs `each` on them in order with one Reporter (exit 2 when one is a directory); stops at
/// the first non-zero exit code, every earlier answer written (kExitOutput when they could not be).
/// When `whole` says the inputs named are read whole (text::Input::read_whole) and there are several,
/// they are opened and read ahead on a thread of their own (text::ReadAhead); with `sgf`, those
/// are SGF files (read by Reporter::sgf_games), parsed there too, and, while the reading is far
/// enough ahead of the answers, answered there by `pre_answer` when it can: at its turn such an
/// input's answers are only written. The Reporter has `pre_answer` for the games of large inputs.
int for_each_input(std::string_view command, const CommonOptions& options,
                   const std::function<int(text::Input&, Reporter&)>& each,
                   const std::function<bool(const std::string&)>& whole = {}, bool sgf = false,
                   const PreAnswer& pre_answer = {});

}  // namespace tengen::app
