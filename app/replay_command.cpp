// tengen replay: stones removed after every move of a game played on any empty point.

#include <memory>
#include <new>
#include <optional>

#include <fmt/compile.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/go/game.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/go/record.hpp"

namespace tengen::app {
namespace {

struct ReplayOptions {
  CommonOptions common;
  bool sgf = false;
  BoardSize size;
  go::Rules rules{};
};

/// Move k of a game and what it did. `game` is the game's number in an SGF file, 0 for the
/// classic format; `point` is kNoPoint for a pass.
struct Played {
  std::size_t game = 0;
  std::int64_t k = 0;
  Color mover = Color::Black;
  go::Point point = go::kNoPoint;
  go::MoveResult result;
  /// The opening of each JSON record: json_record_start of the input (owned by the caller).
  std::string_view start_ = "{";
  mutable fmt::memory_buffer json_{};

  void write(const Run& run, const go::Board& board, text::Output& out) const {
    const std::uint32_t black = mover == Color::Black ? result.suicided : result.captured;
    const std::uint32_t white = mover == Color::Black ? result.captured : result.suicided;
    if (!run.json()) {
      classic::write_removed(out, black, white);
      return;
    }
    // Written straight from the numbers, byte for byte what write_json_line would write (the
    // golden and JSON tests hold it to that): a JSON object per move is the bulk of --json output.
    fmt::memory_buffer& line = json_;
    line.clear();
    line.append(start_.data(), start_.data() + start_.size());
    auto it = std::back_inserter(line);
    if (game != 0) fmt::format_to(it, FMT_COMPILE("\"game\":{},"), game);
    fmt::format_to(it, FMT_COMPILE("\"move\":{},\"color\":\"{}\","), k, color_name(mover));
    if (point == go::kNoPoint) {
      fmt::format_to(it, FMT_COMPILE("\"pass\":true,"));
    } else {
      fmt::format_to(it, FMT_COMPILE("\"row\":{},\"col\":{},"), board.row_of(point) + 1, board.column_of(point) + 1);
    }
    fmt::format_to(it, FMT_COMPILE("\"removed\":{{\"black\":{},\"white\":{}}},\"removed_points\":["), black, white);
    for (std::size_t i = 0; i < result.removed.size(); ++i) {
      const go::Point q = result.removed[i];
      fmt::format_to(it, FMT_COMPILE("{}[{},{}]"), i == 0 ? "" : ",", board.row_of(q) + 1, board.column_of(q) + 1);
    }
    fmt::format_to(it, FMT_COMPILE("]}}\n"));
    out.write({line.data(), line.size()});
  }


  /// The position after the move: the move highlighted, the removed stones starred.
  render::Diagram draw(const go::Board& board) const {
    render::Diagram d = render::diagram_of(go::to_grid(board));
    d.highlight_meaning = "last move";
    for (go::Point p : result.removed) d.at(board.column_of(p), board.row_of(p)) = render::Cell::Removed;
    if (point != go::kNoPoint) d.mark(board.column_of(point), board.row_of(point));
    return d;
  }
};

int replay_sgf(Run& run, const ReplayOptions& o, Input& input) {
  return run.sgf_games(input, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    go::Game game(record.info.width, record.info.height, o.rules, go::UndoHistory::Discard);
    const go::Board& board = game.board();
    const std::string start = run.json() ? json_record_start(run) : std::string();
    int rc = kExitOk;
    const Result<Ok> played = go::play_record(
        record, game,
        [&](std::size_t k, const sgf::Action& a, const go::MoveResult& r) {
          const go::Point p = a.kind == sgf::Action::Kind::Pass ? go::kNoPoint : board.point(a.x, a.y);
          const Played move{g, static_cast<std::int64_t>(k), a.color, p, r, start};
          if (rc == kExitOk) {
            rc = run.answer([&](text::Output& out) { move.write(run, board, out); }, [&] { return move.draw(board); });
          }
        },
        static_cast<std::size_t>(-1), label);
    if (rc != kExitOk) return rc;
    if (!played) return run.fail(input.name(), played.error());
    return kExitOk;
  });
}

int replay_one(Run& run, const ReplayOptions& o, Input& input) {
  if (is_sgf(input.name(), o.sgf)) return replay_sgf(run, o, input);
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::ReplayReader reader(tokens);
  const Result<std::int64_t> count = reader.read_count();
  if (!count) return run.fail(input.name(), count.error());
  const int width = o.size.width;
  const int height = o.size.height;
  // An input without moves costs no board of the size asked for (its walls alone would take a byte
  // a cell); a board the machine cannot hold is reported at the move count.
  std::optional<go::Game> made;
  try {
    made.emplace(*count > 0 ? width : 1, *count > 0 ? height : 1, o.rules, go::UndoHistory::Discard);
  } catch (const std::bad_alloc&) {
    return run.fail(input.name(), Error{fmt::format("a {}x{} board does not fit in memory", width, height),
                                        tokens.position(), "move count"});
  }
  go::Game& game = *made;
  const go::Board& board = game.board();
  const std::string start = run.json() ? json_record_start(run) : std::string();
  Played move;
  move.start_ = start;
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        if (move.k == *count) {
          const Result<Ok> end = reader.read_end();
          if (!end) return end.error();
          return false;
        }
        const std::int64_t k = ++move.k;
        const Result<classic::ReplayMove> mv = reader.read_move(k);
        if (!mv) return mv.error();
        // classic::play_move's checks, written out: a Result per move costs 2% of a replay.
        if (mv->row < 1 || mv->row > height || mv->column < 1 || mv->column > width) return classic::off_board(board, *mv, k);
        move.point = board.point(static_cast<int>(mv->column - 1), static_cast<int>(mv->row - 1));
        move.mover = k % 2 == 1 ? Color::Black : Color::White;
        move.result = game.play(move.point, move.mover);
        if (move.result.status != go::MoveStatus::Ok) return classic::refused(move.result.status, *mv, k);
        return true;
      },
      [&](text::Output& out) { move.write(run, board, out); }, [&] { return move.draw(board); },
      [&] { return Error{"", tokens.position(), move_label(move.k)}; });
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
  add_board_size(sub, options->size, true, "board size N, or WxH (W columns, H rows)");
  add_go_rules(sub, options->rules, "allow (the classic rule) or forbid suicide",
               "none (the classic rule), simple, or superko (positional)");
  sub.callback([options, &exit_code] {
    exit_code = run_inputs(
        "replay", options->common, [&](Input& input, Run& run) { return replay_one(run, *options, input); },
        [&](const std::string& file) { return is_sgf(file, options->sgf); });
  });
}

}  // namespace tengen::app
