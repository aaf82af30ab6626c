// tengen five: exact five in a row (Gomoku).

#include <memory>
#include <optional>

#include <fmt/format.h>

#include "tengen/text/case_pipeline.hpp"
#include "tengen/threads.hpp"
#include "cli.hpp"
#include "commands.hpp"
#include "reporter.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/gomoku/record.hpp"
#include "tengen/gomoku/renju.hpp"
#include "tengen/text/json.hpp"

namespace tengen::app {
namespace {

struct FiveOptions {
  CommonOptions common;
  gomoku::Rule rule = gomoku::Rule::Standard;
  text::BoardSize size;
  bool forbidden = false;  ///< list renju's forbidden points after each answer
  bool game = false;       ///< the inputs are game records
  bool size_given = false;
};

/// Plays each game of a record file and answers it: the result line (or with --json every move's
/// outcome and the result), and the picture of the final board with the deciding move marked.
int five_game(Reporter& run, const FiveOptions& o, text::Input& input) {
  const Result<std::string> text = input.read_whole();
  if (!text) return run.fail(input.name(), text.error());
  const auto format = input.name() == text::kStdinName ? gomoku::RecordFormat::Plain : gomoku::record_format_of(input.name());
  const gomoku::Records records =
      gomoku::read_records(*text, format, o.size_given ? o.size.width : 15, o.size_given ? o.size.height : 15);
  if (const int rc = run.warn(input.name(), records.warnings, {}); rc != kExitOk) return rc;
  const bool several = records.several;
  for (std::size_t g = 1; g <= records.games.size(); ++g) {
    const gomoku::Record& record = records.games[g - 1];
    const std::size_t game = several ? g : 0;
    const std::string label = several ? fmt::format("game {}", g) : std::string();
    if (const int rc = run.warn(input.name(), record.warnings, label); rc != kExitOk) return rc;
    // With --json each move's record is written as it is played.
    const gomoku::AfterGomokuMove json_line = [&](std::size_t k, Color mover, const gomoku::RecordMove& m,
                                                  const gomoku::MoveOutcome& v) {
      gomoku::write_move_json(run.out(), run.file(), game, k, mover, m, v, record.height);
    };
    Result<gomoku::PlayedRecord> played = gomoku::play_record(record, o.rule, run.json() ? json_line : nullptr);
    if (!played) {
      played.error().case_label = nested_label(label, played.error().case_label);
      return run.fail(input.name(), played.error());
    }
    if (const std::optional<Error> why = gomoku::goes_on_warning(record, *played)) {
      if (const int rc = run.warn(input.name(), {*why}, label); rc != kExitOk) return rc;
    }
    const int rc = run.answer(
        [&](text::Output& out) {
          if (run.json()) {
            gomoku::write_result_json(out, run.file(), game, *played);
          } else {
            out.print("{}\n", gomoku::result_line(*played));
          }
        },
        [&] { return gomoku::record_picture(*played); });
    if (rc != kExitOk) return rc;
  }
  // What ends the file comes after the answers of the games before it.
  return records.error ? run.fail(input.name(), *records.error) : kExitOk;
}

/// A board as read, and where its last cell stands.
struct BoardCase {
  Grid grid;
  TextPosition at{};
};

int five_one(Reporter& run, const FiveOptions& o, text::Input& input) {
  if (o.game) return five_game(run, o, input);
  const int size = o.size_given ? o.size.width : 19;
  // From a regular file, small boards (those in flight stay within a few megabytes) are read on a
  // second thread while this one answers them.
  const bool pipelined = size <= 64 && text::never_waits(input.fd()) && second_core();
  // Input read on the other thread never waits on a writer: nothing to flush before a read there.
  text::TokenReader tokens(input.fd(), pipelined ? std::function<void()>() : [&run] { run.out().flush(); });
  classic::FiveReader reader(tokens, size);
  const Result<std::int64_t> count = reader.read_count();
  if (!count) return run.fail(input.name(), count.error());
  std::int64_t read = 0;
  auto read_board = [&](BoardCase& b) -> Result<bool> {
    if (read == *count) {
      const Result<Ok> end = reader.read_end();
      if (!end) return end.error();
      return false;
    }
    const Result<Ok> board = reader.read_board(b.grid, static_cast<std::uint64_t>(++read));
    if (!board) return board.error();
    b.at = tokens.position();
    return true;
  };
  auto no_memory = [&] { return out_of_memory(Error{"", tokens.position(), case_label(static_cast<std::uint64_t>(read))}); };
  text::CaseSource<BoardCase> boards(read_board, no_memory, pipelined);
  const BoardCase* board = nullptr;
  std::int64_t k = 0;
  std::vector<gomoku::Five> fives;
  std::vector<gomoku::ForbiddenPoint> forbidden;
  const bool renju = o.rule == gomoku::Rule::Renju;
  // The forbidden points are looked for when they are shown: listed, in JSON, or drawn.
  const bool fouls = renju && (o.forbidden || run.json() || run.wants_picture());
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        const Result<const BoardCase*> next = boards.next();
        if (!next) return next.error();
        if (*next == nullptr) return false;
        board = *next;
        ++k;
        fives = gomoku::find_fives(board->grid, o.rule);
        forbidden.clear();
        // Once a five stands the game is over: no point is forbidden any more.
        if (fouls && fives.empty()) forbidden = gomoku::forbidden_points(board->grid);
        for (const gomoku::ForbiddenPoint& f : forbidden) {
          if (f.foul != gomoku::Foul::Undecided) continue;
          return Error{gomoku::undecided_message(f), board->at, case_label(static_cast<std::uint64_t>(k))};
        }
        return true;
      },
      [&](text::Output& out) {
        if (run.json()) {
          classic::write_five_json(out, text::json_record_start(run.file()), static_cast<std::uint64_t>(k), fives,
                                   renju ? &forbidden : nullptr);
          return;
        }
        classic::write_five(out, fives);
        if (o.forbidden) classic::write_forbidden(out, forbidden);
      },
      [&] { return classic::five_picture(board->grid, fives, forbidden); },
      [&] {
        // The reading thread's position is its own: the case's last cell stands for it.
        if (boards.ahead()) return Error{"", board != nullptr ? board->at : TextPosition{}, case_label(static_cast<std::uint64_t>(k))};
        return Error{"", tokens.position(), case_label(static_cast<std::uint64_t>(read))};
      });
}

}  // namespace

void add_five(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<FiveOptions>();
  CLI::App& sub = add_analysis(app, "five", "five in a row",
      "Finds a winner with exactly five stones in an unbroken line (horizontal, vertical, diagonal).\n"
      "Prints the winner (1 black, 2 white, 0 none) and, for a winner, 'row column' of the five's\n"
      "leftmost stone (topmost when vertical); with several fives, the first such stone in reading order.\n"
      "Input: t, then t boards of 19 x 19 cells, row 1 on top: 0 empty, 1 black, 2 white.\n"
      "Example: tengen five --show board.txt",
      options->common);
  add_choice(sub, "--rule", options->rule,
             Words<gomoku::Rule>{{"exact", gomoku::Rule::Standard},
                                 {"standard", gomoku::Rule::Standard},
                                 {"freestyle", gomoku::Rule::Freestyle},
                                 {"renju", gomoku::Rule::Renju},
                                 {"caro", gomoku::Rule::Caro}},
             "exact or standard (only exactly five wins), freestyle (five or more), renju (Black exactly five, "
             "White five or more), caro (exactly five, not blocked at both ends)");
  add_board_size(sub, options->size, true, std::uint64_t{kMaxSquareSide} * kMaxSquareSide,
                 "board size N (default 19; 15 for plain game records), or WxH for game records")
      ->each([options](const std::string&) { options->size_given = true; });
  sub.add_flag("--game", options->game,
               "the inputs are game records (plain moves, Piskvork .psq, SGF): the result of each, and the move that "
               "decided it");
  sub.add_flag("--strict", options->common.strict,
               "with --game: a record that needs a repair, or goes on after the game was decided, is an error");
  sub.add_flag("--forbidden", options->forbidden,
               "with --rule renju, of boards: after each answer, one line 'row column reason' per point where Black may not play");
  sub.callback([options, &exit_code] {
    if (options->game && options->size_given &&
        (options->size.width > gomoku::kMaxRecordSide || options->size.height > gomoku::kMaxRecordSide)) {
      exit_code = usage_error("five", fmt::format("--size: a game record's board is at most {}x{}", gomoku::kMaxRecordSide,
                                                  gomoku::kMaxRecordSide));
      return;
    }
    if (!options->game && options->size_given && options->size.width != options->size.height) {
      exit_code = usage_error("five", "--size: boards are square, N (WxH is for game records)");
      return;
    }
    if (options->common.strict && !options->game) {
      exit_code = usage_error("five", "--strict needs --game (it is about game records)");
      return;
    }
    if (options->forbidden && options->game) {
      exit_code = usage_error("five", "--forbidden lists the forbidden points of boards, not of game records (--game)");
      return;
    }
    if (options->forbidden && options->rule != gomoku::Rule::Renju) {
      exit_code = usage_error("five", "--forbidden needs --rule renju (only renju has forbidden points)");
      return;
    }
    exit_code = for_each_input(
        "five", options->common, [&](text::Input& input, Reporter& run) { return five_one(run, *options, input); },
        [&](const std::string&) { return options->game; });
  });
}

}  // namespace tengen::app
