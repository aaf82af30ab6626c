// tengen capture: the move that captures the most stones.

#include <algorithm>
#include <memory>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/go/capture.hpp"
#include "tengen/classic/capture.hpp"
#include "tengen/classic/reading.hpp"

namespace tengen::app {
namespace {

struct CaptureOptions {
  CommonOptions common;
  Color mover = Color::Black;
  bool all = false;
};

/// A capture's JSON record, written straight from the numbers into the output, a block at a time
/// (the records of large boards run to hundreds of megabytes): byte for byte what nlohmann's dump
/// of the same object writes, which the JSON tests hold every line to.
void write_capture_json(const Run& run, std::uint64_t k, const Grid& g, Color mover, const std::vector<go::Capture>& moves,
                        text::Output& out) {
  fmt::memory_buffer b;
  auto it = std::back_inserter(b);
  auto spill = [&] {
    if (b.size() < (std::size_t{1} << 16)) return;
    out.write({b.data(), b.size()});
    b.clear();
  };
  const std::string start = json_record_start(run);
  b.append(start.data(), start.data() + start.size());
  fmt::format_to(it, FMT_COMPILE("\"case\":{},\"rows\":{},\"cols\":{},\"color\":\"{}\",\"best\":"), k, g.height(), g.width(),
                 color_name(mover));
  auto move = [&](const go::Capture& c) {
    const classic::ClassicPoint p = classic::classic_point(g, c);
    fmt::format_to(it, FMT_COMPILE("{{\"stones\":{},\"x\":{},\"y\":{},\"row\":{},\"col\":{}"), c.stones, p.x, p.y, c.y + 1,
                   c.x + 1);
  };
  if (moves.empty()) {
    fmt::format_to(it, FMT_COMPILE("null"));
  } else {
    move(moves.front());
    fmt::format_to(it, FMT_COMPILE(",\"groups\":["));
    const char* group_comma = "";
    for (const auto& group : go::captured_groups(g, mover, moves.front().x, moves.front().y)) {
      fmt::format_to(it, FMT_COMPILE("{}["), group_comma);
      const char* comma = "";
      for (const std::uint32_t p : group) {
        fmt::format_to(it, FMT_COMPILE("{}[{},{}]"), comma, g.row(p) + 1, g.column(p) + 1);
        comma = ",";
        spill();
      }
      b.push_back(']');
      group_comma = ",";
    }
    fmt::format_to(it, FMT_COMPILE("]}}"));
  }
  fmt::format_to(it, FMT_COMPILE(",\"moves\":["));
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i != 0) b.push_back(',');
    move(moves[i]);
    b.push_back('}');
    spill();
  }
  fmt::format_to(it, FMT_COMPILE("]}}\n"));
  out.write({b.data(), b.size()});
}

/// The position after the best capture: the move highlighted, the stones it took starred.
render::Diagram picture(const Grid& g, Color mover, const std::vector<go::Capture>& moves) {
  render::Diagram d = render::diagram_of(g);
  if (moves.empty()) return d;
  const go::Capture& best = moves.front();
  d.at(best.x, best.y) = mover == Color::Black ? render::Cell::Black : render::Cell::White;
  d.mark(best.x, best.y);
  d.highlight_meaning = "capturing move";
  for (const auto& group : go::captured_groups(g, mover, best.x, best.y)) {
    for (std::uint32_t p : group) d.at(g.column(p), g.row(p)) = render::Cell::Removed;
  }
  return d;
}

int capture_one(Run& run, const CaptureOptions& o, Input& input) {
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::CaptureReader reader(tokens);
  Grid grid;
  std::uint64_t k = 0;
  std::vector<go::Capture> moves;  // best first: every capturing move, or only the best
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_board(grid, ++k);
        if (!read || !*read) return read;
        // The classic answer needs only the best move; the list is for --all, --json and pictures.
        moves.clear();
        if (o.all || run.json()) {
          moves = go::capturing_moves(grid, o.mover);
          std::sort(moves.begin(), moves.end(), go::classic_order);
        } else if (const std::optional<go::Capture> best = go::best_capture(grid, o.mover, go::classic_order)) {
          moves.push_back(*best);
        }
        return true;
      },
      [&](text::Output& out) {
        if (run.json()) {
          write_capture_json(run, k, grid, o.mover, moves, out);
        } else if (o.all) {
          classic::write_captures(out, grid, moves);
        } else {
          classic::write_capture(out, grid, moves.empty() ? std::nullopt : std::optional<go::Capture>(moves.front()));
        }
      },
      [&] { return picture(grid, o.mover, moves); }, [&] { return Error{"", tokens.position(), case_label(k)}; });
}

}  // namespace

void add_capture(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<CaptureOptions>();
  CLI::App& sub = add_analysis(app, "capture", "best capturing move",
      "Finds the move that captures the most stones: a stone on an empty point takes every opponent\n"
      "group whose only liberty is that point. Prints 'K X Y' per board: K stones taken by the move at\n"
      "column X from the left and row Y from the bottom (ties: smallest X, then smallest Y), or 0 0 0.\n"
      "Input: boards 'n m' (rows, columns), then n rows of m cells: 0 empty, -1 white, 1 black.\n"
      "Example: printf '3 3\\n0 1 0\\n1 -1 0\\n0 1 0\\n' | tengen capture   prints 1 3 2",
      options->common);
  add_choice(sub, "--color", options->mover, Words<Color>{{"black", Color::Black}, {"white", Color::White}},
             "who plays: black (the classic question) or white");
  sub.add_flag("--all", options->all, "every capturing move, best first: a count line, then 'K X Y' lines");
  sub.callback([options, &exit_code] {
    exit_code = run_inputs("capture", options->common,
                           [&](Input& input, Run& run) { return capture_one(run, *options, input); });
  });
}

}  // namespace tengen::app
