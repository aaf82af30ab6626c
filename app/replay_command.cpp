// tengen replay: stones removed after every move of a game played on any empty point.

#include <fmt/compile.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "rule_options.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "tengen/go/game.hpp"
#include "tengen/io/output.hpp"
#include "tengen/io/replay_format.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/sgf/play.hpp"

namespace tengen::app {
namespace {

struct ReplayOptions {
  CommonOptions common;
  bool sgf = false;
  std::string size = "19";
  std::string suicide = "allow";
  std::string ko = "none";
  go::Rules rules{};
};

/// The position after a move: last move highlighted, removed stones starred.
render::Diagram picture(const go::Board& board, go::Point last, std::span<const go::Point> removed) {
  render::Diagram d = render::diagram_of(go::to_grid(board));
  d.highlight_meaning = "last move";
  for (go::Point p : removed) d.at(board.column_of(p), board.row_of(p)) = render::Cell::Removed;
  if (last != go::kNoPoint) d.mark(board.column_of(last), board.row_of(last));
  return d;
}

/// One line (or JSON object, or picture) for move k of any source.
/// `game` is the game's number in an SGF file, 0 for the classic format.
int answer(const ReplayOptions& o, std::size_t game, std::int64_t k, Color mover, go::Point p, int row, int col,
           const go::MoveResult& r, const go::Board& board, io::Output& out) {
  const std::uint32_t black = mover == Color::Black ? r.suicided : r.captured;
  const std::uint32_t white = mover == Color::Black ? r.captured : r.suicided;
  if (o.common.json) {
    nlohmann::ordered_json removed_points = nlohmann::ordered_json::array();
    for (go::Point q : r.removed) removed_points.push_back({board.row_of(q) + 1, board.column_of(q) + 1});
    nlohmann::ordered_json j;
    if (game != 0) j["game"] = game;
    j["move"] = k;
    j["color"] = color_name(mover);
    if (p == go::kNoPoint) {
      j["pass"] = true;
    } else {
      j["row"] = row;
      j["col"] = col;
    }
    j["removed"] = {{"black", black}, {"white", white}};
    j["removed_points"] = std::move(removed_points);
    out.write(j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
    out.write("\n");
    return kExitOk;
  }
  char* line = out.room();
  if (black < 10 && white < 10) {  // nearly every line: no formatting machinery needed
    line[0] = static_cast<char>('0' + black);
    line[1] = ' ';
    line[2] = static_cast<char>('0' + white);
    line[3] = '\n';
    out.commit(4);
  } else {
    out.commit(static_cast<std::size_t>(fmt::format_to(line, FMT_COMPILE("{} {}\n"), black, white) - line));
  }
  if (wants_picture(o.common)) {
    return show_picture("replay", o.common, static_cast<std::uint64_t>(k), picture(board, p, r.removed), out);
  }
  return kExitOk;
}

int replay_sgf(const ReplayOptions& o, const Input& input, io::Output& out) {
  return for_each_sgf_game("replay", input, out, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    go::Game game(record.info.width, record.info.height, o.rules, go::UndoHistory::Discard);
    int rc = kExitOk;
    const Result<Ok> played = sgf::play_record(
        record, game,
        [&](std::size_t k, const sgf::Action& a, const go::MoveResult& r) {
          const go::Point p = a.kind == sgf::Action::Kind::Pass ? go::kNoPoint : game.board().point(a.x, a.y);
          if (rc == kExitOk) rc = answer(o, g, static_cast<std::int64_t>(k), a.color, p, a.y + 1, a.x + 1, r, game.board(), out);
        },
        static_cast<std::size_t>(-1), label);
    if (rc != kExitOk) return rc;
    if (!played) {
      out.flush();
      return report("replay", input.name(), played.error());
    }
    return kExitOk;
  });
}

int replay_one(const ReplayOptions& o, int width, int height, const Input& input, io::Output& out) {
  if (is_sgf(input, o.sgf)) return replay_sgf(o, input, out);
  io::TokenReader tokens(input.fd(), [&out] { out.flush(); });
  io::ReplayReader reader(tokens);
  auto fail = [&](const Error& e) {
    out.flush();
    return report("replay", input.name(), e);
  };
  const Result<std::int64_t> count = reader.read_count();
  if (!count) return fail(count.error());
  go::Game game(width, height, o.rules, go::UndoHistory::Discard);
  const go::Board& board = game.board();
  for (std::int64_t k = 1; k <= *count; ++k) {
    const Result<io::ReplayMove> mv = reader.read_move(k);
    if (!mv) return fail(mv.error());
    if (mv->row < 1 || mv->row > height || mv->column < 1 || mv->column > width) {
      return fail({fmt::format("point ({}, {}) is off the board (rows 1 to {}, columns 1 to {})", mv->row,
                               mv->column, height, width),
                   mv->position, io::move_label(k)});
    }
    const go::Point p = board.point(static_cast<int>(mv->column - 1), static_cast<int>(mv->row - 1));
    const Color mover = k % 2 == 1 ? Color::Black : Color::White;
    const go::MoveResult r = game.play(p, mover);
    if (r.status != go::MoveStatus::Ok) {
      return fail({fmt::format("point ({}, {}) {}", mv->row, mv->column, go::describe(r.status)), mv->position,
                   io::move_label(k)});
    }
    if (const int rc = answer(o, 0, k, mover, p, static_cast<int>(mv->row), static_cast<int>(mv->column), r, board, out);
        rc != kExitOk) {
      return rc;
    }
  }
  if (const Result<Ok> end = reader.read_end(); !end) return fail(end.error());
  return kExitOk;
}

}  // namespace

std::function<int()> add_replay(CLI::App& app) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* sub = &add_analysis(app, "replay", "stones removed after every move of a game",
      "Replays games played on any empty point and prints, after each move, how many black and white\n"
      "stones were removed ('B W').\n"
      "Input: m, then m moves 'row column' (1-based, row 1 on top); Black plays the odd moves.\n"
      "After each move, opponent groups without liberties are removed first, then the mover's.\n"
      "SGF game records (FILE.sgf, or --sgf) replay their main line from the setup stones, passes\n"
      "included, on the board size they give; --size does not apply to them.\n"
      "Example: printf '3\\n1 2\\n1 1\\n2 1\\n' | tengen replay   prints 0 0, 0 0, 0 1",
      options->common);
  sub->add_flag("--sgf", options->sgf, "read the inputs as SGF game records (files ending in .sgf always are)");
  sub->add_option("--size", options->size, "board size N, or WxH (W columns, H rows)")
      ->default_val("19")
      ->check(CLI::Validator(
          [](std::string& s) { return parse_board_size(s) ? std::string{} : "expected N or WxH, each at least 1"; },
          "N|WxH", "board size"));
  sub->add_option("--suicide", options->suicide, "allow (the classic rule) or forbid suicide")
      ->check(CLI::IsMember({"allow", "forbid"}, CLI::ignore_case));
  sub->add_option("--ko", options->ko, "none (the classic rule), simple, or superko (positional)")
      ->check(CLI::IsMember({"none", "simple", "superko"}, CLI::ignore_case));
  return [options] {
    const std::pair<int, int> size = *parse_board_size(options->size);
    const int width = size.first;  // plain variables: lambdas may capture them in every compiler
    const int height = size.second;
    options->rules = parse_rules(options->suicide, options->ko);
    return run_inputs("replay", options->common, [&](const Input& input, io::Output& out) {
      return replay_one(*options, width, height, input, out);
    });
  };
}

}  // namespace tengen::app
