// tengen five: exact five in a row (Gomoku).

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/io/five_format.hpp"

namespace tengen::app {
namespace {

struct FiveOptions {
  CommonOptions common;
  std::string rule = "exact";
  int size = 19;
};

nlohmann::ordered_json five_json(std::uint64_t k, const std::vector<gomoku::Five>& fives) {
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
  return out;
}

render::Diagram picture(const Grid& g, const std::vector<gomoku::Five>& fives) {
  render::Diagram d = render::diagram_of(g);
  if (fives.empty()) return d;
  const gomoku::Five& f = fives.front();
  const int dx = f.direction == gomoku::Direction::Vertical ? 0 : 1;
  const int dy = f.direction == gomoku::Direction::Horizontal ? 0 : f.direction == gomoku::Direction::UpRight ? -1 : 1;
  for (int i = 0; i < f.length; ++i) d.mark(f.x + i * dx, f.y + i * dy);
  d.highlight_meaning = "the five";
  return d;
}

int five_one(const FiveOptions& o, const Input& input, io::Output& out, std::uint64_t& pictures) {
  io::TokenReader tokens(input.fd(), [&out] { out.flush(); });
  io::FiveReader reader(tokens, o.size);
  const gomoku::FiveRule rule = o.rule == "freestyle" ? gomoku::FiveRule::Freestyle : gomoku::FiveRule::Exact;
  auto fail = [&](const Error& e) {
    out.flush();
    return report("five", input.name(), e);
  };
  const Result<std::int64_t> count = reader.read_count();
  if (!count) return fail(count.error());
  Grid grid;
  for (std::int64_t k = 1; k <= *count; ++k) {
    const Result<Ok> read = reader.read_board(grid, static_cast<std::uint64_t>(k));
    if (!read) return fail(read.error());
    const std::vector<gomoku::Five> fives = gomoku::find_fives(grid, rule);
    if (o.common.json) {
      out.write(five_json(static_cast<std::uint64_t>(k), fives).dump());
      out.write("\n");
    } else if (fives.empty()) {
      out.write("0\n");
    } else {
      out.print("{}\n{} {}\n", cell_value(fives.front().color), fives.front().y + 1, fives.front().x + 1);
    }
    if (wants_picture(o.common)) {
      if (const int rc = show_picture("five", o.common, ++pictures, picture(grid, fives), out); rc != kExitOk) return rc;
    }
  }
  if (const Result<Ok> end = reader.read_end(); !end) return fail(end.error());
  return kExitOk;
}

}  // namespace

std::function<int()> add_five(CLI::App& app) {
  auto options = std::make_shared<FiveOptions>();
  CLI::App* sub = &add_analysis(app, "five", "five in a row",
      "Finds a winner with exactly five stones in an unbroken line (horizontal, vertical, diagonal).\n"
      "Prints the winner (1 black, 2 white, 0 none) and, for a winner, 'row column' of the five's\n"
      "leftmost stone (topmost when vertical); with several fives, the first such stone in reading order.\n"
      "Input: t, then t boards of 19 x 19 cells, row 1 on top: 0 empty, 1 black, 2 white.\n"
      "Example: tengen five --show board.txt",
      options->common);
  sub->add_option("--rule", options->rule, "exact (six in a row does not win) or freestyle (five or more win)")
      ->check(CLI::IsMember({"exact", "freestyle"}));
  sub->add_option("--size", options->size, "board size N (default 19)")->check(CLI::Range(1, 65534));
  return [options] {
    std::uint64_t pictures = 0;
    return run_inputs("five", options->common,
                      [&](const Input& input, io::Output& out) { return five_one(*options, input, out, pictures); });
  };
}

}  // namespace tengen::app
