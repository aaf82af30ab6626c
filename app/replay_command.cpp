// tengen replay: stones removed after every move of a game played on any empty point.

#include <memory>

#include "cli.hpp"
#include "commands.hpp"
#include "reporter.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/go/record.hpp"
#include "tengen/text/json.hpp"

namespace tengen::app {
namespace {

/// The most points --size may ask for.
constexpr std::uint64_t kMaxReplayPoints = 100'000'000;

struct ReplayOptions {
  CommonOptions common;
  bool sgf = false;
  text::BoardSize size;
  go::Rules rules{};
};

/// The answers of a run's moves: each move's line or JSON record, and its picture.
struct MoveAnswers {
  const Reporter& run;
  std::string start;  ///< the opening of each JSON record (text::json_record_start)
  fmt::memory_buffer line{};

  void write(text::Output& out, std::size_t game, std::int64_t k, const go::Board& board, Color mover, go::Point point,
             const go::MoveResult& result) {
    if (run.json()) {
      classic::write_replay_json(out, line, start, game, k, board, mover, point, result);
    } else {
      classic::write_removed(out, go::removed_by_color(result, mover));
    }
  }
};

/// The classic lines of a record, one a move from its setup on: nothing to decide a move.
Result<Ok> replay_lines(const ReplayOptions& o, const sgf::GameRecord& record, text::Output& out, const std::string& label) {
  go::Game game = go::game_of(record, o.rules, go::UndoHistory::Discard);
  return go::play_record_with(
      record, game,
      [&](std::size_t, const sgf::Action& a, const go::MoveResult& r) { classic::write_removed(out, go::removed_by_color(r, a.color)); },
      UINT64_MAX, label);
}

int replay_sgf(Reporter& run, const ReplayOptions& o, text::Input& input) {
  return run.sgf_games(input, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    if (!run.json() && !run.wants_picture()) {
      const Result<Ok> played = replay_lines(o, record, run.out(), label);
      return played ? kExitOk : run.fail(input.name(), played.error());
    }
    go::Game game = go::game_of(record, o.rules, go::UndoHistory::Discard);
    MoveAnswers answers{run, run.json() ? text::json_record_start(run.file()) : std::string()};
    int rc = kExitOk;
    const Result<Ok> played = go::play_record_with(
        record, game,
        [&](std::size_t k, const sgf::Action& a, const go::MoveResult& r) {
          const go::Point p = a.kind == sgf::Action::Kind::Pass ? go::kNoPoint : game.board().point(a.x, a.y);
          if (rc != kExitOk) return;
          rc = run.answer([&](text::Output& out) { answers.write(out, g, static_cast<std::int64_t>(k), game.board(), a.color, p, r); },
                          [&] { return classic::replay_picture(game.board(), a.color, p, r); });
        },
        UINT64_MAX, label);
    if (rc != kExitOk) return rc;
    return played ? kExitOk : run.fail(input.name(), played.error());
  }, true);
}


int replay_one(Reporter& run, const ReplayOptions& o, text::Input& input) {
  if (is_sgf(input.name(), o.sgf)) return replay_sgf(run, o, input);
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::ReplayReader reader(tokens);
  const Result<std::int64_t> count = reader.read_count();
  if (!count) return run.fail(input.name(), count.error());
  MoveAnswers answers{run, run.json() ? text::json_record_start(run.file()) : std::string()};
  std::int64_t k = 0;
  classic::ReplayStep step;
  const auto where = [&] { return Error{"", tokens.position(), k == 0 ? "move count" : move_label(k)}; };
  return run.guard(
      input.name(),
      [&] {
        // An input without moves costs no board of the size asked for.
        go::Game game(*count > 0 ? o.size.width : 1, *count > 0 ? o.size.height : 1, o.rules, go::UndoHistory::Discard);
        return run.cases(
            input.name(),
            [&]() -> Result<bool> {
              if (k == *count) {
                const Result<Ok> end = reader.read_end();
                if (!end) return end.error();
                return false;
              }
              const Result<classic::ReplayMove> mv = reader.read_move(++k);
              if (!mv) return mv.error();
              step = classic::play_replay_move(game, *mv, k);
              if (step.result.status != go::MoveStatus::Ok) return classic::replay_error(game.board(), step, *mv, k);
              return true;
            },
            [&](text::Output& out) { answers.write(out, 0, k, game.board(), step.mover, step.point, step.result); },
            [&] { return classic::replay_picture(game.board(), step.mover, step.point, step.result); }, where);
      },
      where);
}

}  // namespace

void add_replay(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App& sub = add_analysis(app, "replay", "stones removed after every move of a game",
      "Replays games played on any empty point and prints, after each move, how many black and white\n"
      "stones were removed ('B W').\n"
      "Input: m, then m moves 'row column' (1-based, row 1 on top); Black plays the odd moves.\n"
      "After each move, opponent groups without liberties are removed first, then the mover's.\n"
      "SGF game records (FILE.sgf, or --sgf) replay their main line from the setup stones, passes\n"
      "included, on the board size they give; --size does not apply to them.\n"
      "Example: printf '3\\n1 2\\n1 1\\n2 1\\n' | tengen replay   prints 0 0, 0 0, 0 1",
      options->common);
  add_sgf_options(sub, options->sgf, options->common);
  // A replay board costs a byte a cell for its walls whatever its moves (two a point for a board of
  // one column): 10^8 points at most.
  add_board_size(sub, options->size, true, kMaxReplayPoints, "board size N, or WxH (W columns, H rows), up to 10^8 points");
  add_go_rules(sub, options->rules, "allow (the classic rule) or forbid suicide",
               "none (the classic rule), simple, or superko (positional)");
  sub.callback([options, &exit_code] {
    // Classic lines alone can be answered ahead, on the reading thread (JSON and pictures number
    // what they write across the run).
    PreAnswer ahead;
    if (!options->common.json && !options->common.show && options->common.svg.empty()) {
      // A clean game's lines, when it plays without an error.
      ahead = [&](const sgf::GameRecord& record, text::Output& out) { return replay_lines(*options, record, out, "").ok(); };
    }
    exit_code = for_each_input(
        "replay", options->common, [&](text::Input& input, Reporter& run) { return replay_one(run, *options, input); },
        [&](const std::string& file) { return is_sgf(file, options->sgf); }, true, ahead);
  });
}

}  // namespace tengen::app
