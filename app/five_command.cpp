// tengen five: exact five in a row (Gomoku).

#include <memory>
#include <optional>

#include <fmt/compile.h>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "case_pipeline.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/gomoku/game.hpp"
#include "tengen/gomoku/renju.hpp"
#include "tengen/text/file.hpp"
#include "tengen/gomoku/record.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/reading.hpp"
#include "tengen/classic/five.hpp"

namespace tengen::app {
namespace {

struct FiveOptions {
  CommonOptions common;
  gomoku::Rule rule = gomoku::Rule::Standard;
  BoardSize size;
  bool forbidden = false;  ///< list renju's forbidden points after each answer
  bool game = false;       ///< the inputs are game records
  bool size_given = false;
};

/// How a recorded game went: decided at move `move` (1-based), or not decided (move 0).
struct Outcome {
  std::size_t move = 0;
  Color mover = Color::Black;
  gomoku::MoveVerdict verdict;
  int x = 0;
  int y = 0;
};

/// "black wins at move 37 (H8)", "black loses by foul (double-three) at move 29 (H8)", or "no result
/// after 120 moves".
std::string result_line(const Outcome& o, std::size_t moves, int height) {
  if (o.move == 0) return fmt::format("no result after {} move{}", moves, moves == 1 ? "" : "s");
  const std::string point = gomoku::point_name(o.x, o.y, height);
  if (o.verdict.kind == gomoku::MoveVerdict::Kind::Foul) {
    return fmt::format("black loses by foul ({}) at move {} ({})", gomoku::foul_name(o.verdict.foul), o.move, point);
  }
  return fmt::format("{} wins at move {} ({})", color_name(o.mover), o.move, point);
}

/// Plays a game record and answers it: the result line (or with --json every move's verdict and the
/// result), and the picture of the final board with the deciding move marked.
int five_game(Run& run, const FiveOptions& o, Input& input) {
  const Result<std::string> text = input.read_whole();
  if (!text) return run.fail(input.name(), text.error());
  const gomoku::RecordFormat format = input.name() == "<stdin>" ? gomoku::RecordFormat::Plain : gomoku::record_format_of(input.name());
  const int side_w = o.size_given ? o.size.width : 15;
  const int side_h = o.size_given ? o.size.height : 15;
  const Result<gomoku::GomokuRecord> record = gomoku::read_gomoku_record(*text, format, side_w, side_h);
  if (!record) return run.fail(input.name(), record.error());
  gomoku::Game game(record->width, record->height, o.rule);
  Outcome outcome;
  std::vector<nlohmann::ordered_json> verdicts;
  for (std::size_t k = 1; k <= record->moves.size(); ++k) {
    const gomoku::RecordMove& m = record->moves[k - 1];
    if (game.at(m.x, m.y) != Color::Empty) {
      return run.fail(input.name(), Error{fmt::format("{} is already occupied", gomoku::point_name(m.x, m.y, record->height)),
                                          m.at, move_label(static_cast<std::int64_t>(k))});
    }
    if (outcome.move != 0) {
      const std::string why = fmt::format("the record goes on after the game was decided at move {}", outcome.move);
      if (o.common.strict) return run.fail(input.name(), Error{why, m.at, move_label(static_cast<std::int64_t>(k))});
      run.out().flush();
      say(fmt::format("tengen five: {}:{}:{}: warning: {}", input.name(), m.at.line, m.at.column, why));
      break;
    }
    const Color mover = game.to_move();
    const gomoku::MoveVerdict v = game.play(m.x, m.y);
    if (run.json()) {
      nlohmann::ordered_json j{{"move", k}, {"color", color_name(mover)}, {"row", m.y + 1}, {"col", m.x + 1},
                               {"point", gomoku::point_name(m.x, m.y, record->height)},
                               {"verdict", v.kind == gomoku::MoveVerdict::Kind::Win    ? "win"
                                           : v.kind == gomoku::MoveVerdict::Kind::Foul ? "foul"
                                                                                       : "none"}};
      if (v.kind == gomoku::MoveVerdict::Kind::Foul) j["foul"] = gomoku::foul_name(v.foul);
      verdicts.push_back(std::move(j));
    }
    if (v.kind != gomoku::MoveVerdict::Kind::None) outcome = {k, mover, v, m.x, m.y};
  }
  const std::size_t played = game.moves();
  return run.answer(
      [&](text::Output& out) {
        if (!run.json()) {
          out.print("{}\n", result_line(outcome, played, record->height));
          return;
        }
        for (const nlohmann::ordered_json& j : verdicts) write_json_line(run, j, out);
        write_json_line(run, {{"result", result_line(outcome, played, record->height)}, {"moves", played}}, out);
      },
      [&] {
        render::Diagram d = render::diagram_of(game.board());
        if (outcome.move != 0) {
          d.mark(outcome.x, outcome.y);
          d.highlight_meaning = outcome.verdict.kind == gomoku::MoveVerdict::Kind::Foul ? "the foul" : "the winning move";
        }
        return d;
      });
}

/// One board's findings: its fives, and under renju Black's forbidden points.
struct Found {
  std::vector<gomoku::Five> fives;
  std::vector<gomoku::ForbiddenPoint> forbidden;
};

/// A board's JSON record, written straight from the numbers: byte for byte what nlohmann's dump of
/// the same object writes (the JSON tests hold every line to that).
void write_five_json(const Run& run, std::uint64_t k, const Found& found, bool renju, text::Output& out) {
  fmt::memory_buffer b;
  auto it = std::back_inserter(b);
  const std::vector<gomoku::Five>& fives = found.fives;
  const std::string start = json_record_start(run);
  b.append(start.data(), start.data() + start.size());
  fmt::format_to(it, FMT_COMPILE("\"case\":{},\"winner\":{}"), k, fives.empty() ? 0 : cell_value(fives.front().color));
  if (!fives.empty()) fmt::format_to(it, FMT_COMPILE(",\"row\":{},\"col\":{}"), fives.front().y + 1, fives.front().x + 1);
  fmt::format_to(it, FMT_COMPILE(",\"fives\":["));
  for (std::size_t i = 0; i < fives.size(); ++i) {
    const gomoku::Five& f = fives[i];
    fmt::format_to(it, FMT_COMPILE("{}{{\"color\":{},\"row\":{},\"col\":{},\"direction\":\"{}\",\"length\":{}}}"), i == 0 ? "" : ",",
                   cell_value(f.color), f.y + 1, f.x + 1, gomoku::direction_name(f.direction), f.length);
  }
  b.push_back(']');
  if (renju) {
    fmt::format_to(it, FMT_COMPILE(",\"forbidden\":["));
    for (std::size_t i = 0; i < found.forbidden.size(); ++i) {
      const gomoku::ForbiddenPoint& f = found.forbidden[i];
      fmt::format_to(it, FMT_COMPILE("{}{{\"row\":{},\"col\":{},\"reason\":\"{}\"}}"), i == 0 ? "" : ",", f.y + 1, f.x + 1,
                     gomoku::foul_name(f.foul));
    }
    b.push_back(']');
  }
  fmt::format_to(it, FMT_COMPILE("}}\n"));
  out.write({b.data(), b.size()});
}

/// The board with the reported five highlighted and the forbidden points marked.
render::Diagram picture(const Grid& g, const Found& found) {
  render::Diagram d = render::diagram_of(g);
  for (const gomoku::ForbiddenPoint& f : found.forbidden) d.at(f.x, f.y) = render::Cell::Forbidden;
  const std::vector<gomoku::Five>& fives = found.fives;
  if (fives.empty()) return d;
  const gomoku::Five& f = fives.front();
  const int dx = f.direction == gomoku::Direction::Vertical ? 0 : 1;
  const int dy = f.direction == gomoku::Direction::Horizontal ? 0 : f.direction == gomoku::Direction::UpRight ? -1 : 1;
  for (int i = 0; i < f.length; ++i) d.mark(f.x + i * dx, f.y + i * dy);
  d.highlight_meaning = "the five";
  return d;
}

/// A board as read, and where its last cell stands.
struct BoardCase {
  Grid grid;
  TextPosition at{};
};

int five_one(Run& run, const FiveOptions& o, Input& input) {
  if (o.game) return five_game(run, o, input);
  const int size = o.size_given ? o.size.width : 19;
  // From a regular file, small boards (those in flight stay within a few megabytes) are read on a
  // second thread while this one answers them.
  const bool pipelined = size <= 64 && never_waits(input.fd());
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
  auto out_of_memory = [&] {
    return Error{"not enough memory for this input", tokens.position(), case_label(static_cast<std::uint64_t>(read))};
  };
  std::optional<CasePipeline<BoardCase>> pipeline;
  if (pipelined) pipeline.emplace(read_board, out_of_memory);
  BoardCase own;
  const BoardCase* board = &own;
  std::int64_t k = 0;
  Found found;
  const bool renju = o.rule == gomoku::Rule::Renju;
  // The forbidden points are looked for when they are shown: listed, in JSON, or drawn.
  const bool fouls = renju && (o.forbidden || run.json() || run.wants_picture());
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        if (pipeline) {
          const Result<const BoardCase*> next = pipeline->next();
          if (!next) return next.error();
          if (*next == nullptr) return false;
          board = *next;
        } else {
          const Result<bool> more = read_board(own);
          if (!more || !*more) return more;
        }
        ++k;
        found.fives = gomoku::find_fives(board->grid, o.rule);
        found.forbidden.clear();
        // Once a five stands the game is over: no point is forbidden any more.
        if (fouls && found.fives.empty()) found.forbidden = gomoku::forbidden_points(board->grid);
        return true;
      },
      [&](text::Output& out) {
        if (run.json()) {
          write_five_json(run, static_cast<std::uint64_t>(k), found, renju, out);
          return;
        }
        classic::write_five(out, found.fives);
        if (o.forbidden) {
          for (const gomoku::ForbiddenPoint& f : found.forbidden) {
            out.print("{} {} {}\n", f.y + 1, f.x + 1, gomoku::foul_name(f.foul));
          }
        }
      },
      [&] { return picture(board->grid, found); },
      [&] {
        // The reading thread's position is its own: the case's last cell stands for it.
        if (pipeline) return Error{"", board->at, case_label(static_cast<std::uint64_t>(k))};
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
  add_board_size(sub, options->size, true, "board size N (default 19; 15 for plain game records), or WxH for game records")
      ->each([options](const std::string&) { options->size_given = true; });
  sub.add_flag("--game", options->game,
               "the inputs are game records (plain moves, Piskvork .psq, SGF): the result of each, and the move that "
               "decided it");
  sub.add_flag("--strict", options->common.strict, "a game record that goes on after the game was decided is an error");
  sub.add_flag("--forbidden", options->forbidden,
               "with --rule renju: after each answer, one line 'row column reason' per point where Black may not play");
  sub.callback([options, &exit_code] {
    if (!options->game && options->size_given && options->size.width != options->size.height) {
      say("tengen five: --size: boards are square, N (WxH is for game records) (see tengen five --help)");
      exit_code = kExitUsage;
      return;
    }
    if (options->forbidden && options->rule != gomoku::Rule::Renju) {
      say("tengen five: --forbidden needs --rule renju (only renju has forbidden points) (see tengen five --help)");
      exit_code = kExitUsage;
      return;
    }
    exit_code = run_inputs(
        "five", options->common, [&](Input& input, Run& run) { return five_one(run, *options, input); },
        [&](const std::string&) { return options->game; });
  });
}

}  // namespace tengen::app
