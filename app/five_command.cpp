// tengen five: exact five in a row (Gomoku).

#include <memory>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/gomoku/renju.hpp"
#include "tengen/io/classic.hpp"
#include "tengen/io/five_format.hpp"

namespace tengen::app {
namespace {

struct FiveOptions {
  CommonOptions common;
  gomoku::Rule rule = gomoku::Rule::Standard;
  BoardSize size;
  bool forbidden = false;  ///< list renju's forbidden points after each answer
};

/// One board's findings: its fives, and under renju Black's forbidden points.
struct Found {
  std::vector<gomoku::Five> fives;
  std::vector<gomoku::ForbiddenPoint> forbidden;
};

nlohmann::ordered_json five_json(std::uint64_t k, const Found& found, bool renju) {
  const std::vector<gomoku::Five>& fives = found.fives;
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const gomoku::Five& f : fives) {
    all.push_back({{"color", cell_value(f.color)},
                   {"row", f.y + 1},
                   {"col", f.x + 1},
                   {"direction", gomoku::direction_name(f.direction)},
                   {"length", f.length}});
  }
  nlohmann::ordered_json out{{"case", k}, {"winner", fives.empty() ? 0 : cell_value(fives.front().color)}};
  if (!fives.empty()) {
    out["row"] = fives.front().y + 1;
    out["col"] = fives.front().x + 1;
  }
  out["fives"] = std::move(all);
  if (renju) {
    nlohmann::ordered_json forbidden = nlohmann::ordered_json::array();
    for (const gomoku::ForbiddenPoint& f : found.forbidden) {
      forbidden.push_back({{"row", f.y + 1}, {"col", f.x + 1}, {"reason", gomoku::foul_name(f.foul)}});
    }
    out["forbidden"] = std::move(forbidden);
  }
  return out;
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

int five_one(Run& run, const FiveOptions& o, const Input& input) {
  io::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  io::FiveReader reader(tokens, o.size.width);
  const Result<std::int64_t> count = reader.read_count();
  if (!count) return run.fail(input.name(), count.error());
  Grid grid;
  std::int64_t k = 0;
  Found found;
  const bool renju = o.rule == gomoku::Rule::Renju;
  // The forbidden points are looked for when they are shown: listed, in JSON, or drawn.
  const bool fouls = renju && (o.forbidden || run.json() || run.wants_picture());
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        if (k == *count) {
          const Result<Ok> end = reader.read_end();
          if (!end) return end.error();
          return false;
        }
        const Result<Ok> read = reader.read_board(grid, static_cast<std::uint64_t>(++k));
        if (!read) return read.error();
        found.fives = gomoku::find_fives(grid, o.rule);
        found.forbidden.clear();
        if (fouls) found.forbidden = gomoku::forbidden_points(grid);
        return true;
      },
      [&](io::Output& out) {
        if (run.json()) {
          write_json_line(run, five_json(static_cast<std::uint64_t>(k), found, renju), out);
          return;
        }
        io::write_five(out, found.fives);
        if (o.forbidden) {
          for (const gomoku::ForbiddenPoint& f : found.forbidden) {
            out.print("{} {} {}\n", f.y + 1, f.x + 1, gomoku::foul_name(f.foul));
          }
        }
      },
      [&] { return picture(grid, found); },
      [&] { return Error{"", tokens.position(), io::case_label(static_cast<std::uint64_t>(k))}; });
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
  add_board_size(sub, options->size, false, "board size N (default 19)");
  sub.add_flag("--forbidden", options->forbidden,
               "with --rule renju: after each answer, one line 'row column reason' per point where Black may not play");
  sub.callback([options, &exit_code] {
    if (options->forbidden && options->rule != gomoku::Rule::Renju) {
      say("tengen five: --forbidden needs --rule renju (only renju has forbidden points) (see tengen five --help)");
      exit_code = kExitUsage;
      return;
    }
    exit_code = run_inputs("five", options->common,
                           [&](const Input& input, Run& run) { return five_one(run, *options, input); });
  });
}

}  // namespace tengen::app
