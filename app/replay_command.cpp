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

namespace tengen::app {
namespace {

struct ReplayOptions {
  CommonOptions common;
  std::string size = "19";
  std::string suicide = "allow";
  std::string ko = "none";
  go::Rules rules{};
};

/// The position after a move: last move highlighted, removed stones starred.
render::Diagram picture(const go::Board& board, go::Point last, std::span<const go::Point> removed) {
  render::Diagram d(board.width(), board.height());
  d.highlight_meaning = "last move";
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const go::Color c = board.at(board.point(x, y));
      d.at(x, y) = c == go::Color::Black ? render::Cell::Black
                   : c == go::Color::White ? render::Cell::White
                                           : render::Cell::Empty;
    }
  }
  for (go::Point p : removed) d.at(board.column_of(p), board.row_of(p)) = render::Cell::Removed;
  d.mark(board.column_of(last), board.row_of(last));
  return d;
}

nlohmann::ordered_json move_json(std::int64_t k, const io::ReplayMove& mv, go::Color mover, const go::MoveResult& r,
                         const go::Board& board) {
  nlohmann::ordered_json removed_points = nlohmann::ordered_json::array();
  for (go::Point p : r.removed) removed_points.push_back({board.row_of(p) + 1, board.column_of(p) + 1});
  const bool black = mover == go::Color::Black;
  return {{"move", k},
          {"color", go::color_name(mover)},
          {"row", mv.row},
          {"col", mv.column},
          {"removed", {{"black", black ? r.suicided : r.captured}, {"white", black ? r.captured : r.suicided}}},
          {"removed_points", std::move(removed_points)}};
}

int replay_one(const ReplayOptions& o, int width, int height, const Input& input, io::Output& out) {
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
    const go::Color mover = k % 2 == 1 ? go::Color::Black : go::Color::White;
    const go::MoveResult r = game.play(p, mover);
    if (r.status != go::MoveStatus::Ok) {
      return fail({fmt::format("point ({}, {}) {}", mv->row, mv->column, go::describe(r.status)), mv->position,
                   io::move_label(k)});
    }
    if (o.common.json) {
      out.write(move_json(k, *mv, mover, r, board).dump());
      out.write("\n");
      continue;
    }
    const std::uint32_t black = mover == go::Color::Black ? r.suicided : r.captured;
    const std::uint32_t white = mover == go::Color::Black ? r.captured : r.suicided;
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
    if (o.common.show || !o.common.svg.empty()) {
      const render::Diagram d = picture(board, p, r.removed);
      if (o.common.show) out.write(render::to_text(d));
      if (const int rc = maybe_write_svg("replay", o.common, static_cast<std::uint64_t>(k), d); rc != kExitOk) {
        out.flush();
        return rc;
      }
    }
  }
  if (const Result<Ok> end = reader.read_end(); !end) return fail(end.error());
  return kExitOk;
}

}  // namespace

std::function<int()> add_replay(CLI::App& app) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* sub = app.add_subcommand("replay", "stones removed after every move of a game");
  sub->description(
      "Replays games played on any empty point and prints, after each move, how many black and white\n"
      "stones were removed ('B W').\n"
      "Input: m, then m moves 'row column' (1-based, row 1 on top); Black plays the odd moves.\n"
      "After each move, opponent groups without liberties are removed first, then the mover's.\n"
      "Example: printf '3\\n1 2\\n1 1\\n2 1\\n' | tengen replay   prints 0 0, 0 0, 0 1");
  add_common_options(*sub, options->common);
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
    const auto [width, height] = *parse_board_size(options->size);
    options->rules = parse_rules(options->suicide, options->ko);
    return run_inputs("replay", options->common, [&](const Input& input, io::Output& out) {
      return replay_one(*options, width, height, input, out);
    });
  };
}

}  // namespace tengen::app
