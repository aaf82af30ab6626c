// tengen capture: the move that captures the most stones.

#include <algorithm>
#include <memory>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/go/capture.hpp"
#include "tengen/io/capture_format.hpp"
#include "tengen/io/classic.hpp"

namespace tengen::app {
namespace {

struct CaptureOptions {
  CommonOptions common;
  Color mover = Color::Black;
  bool all = false;
};

nlohmann::ordered_json capture_json(std::uint64_t k, const Grid& g, Color mover, const std::vector<go::Capture>& moves) {
  auto move = [&](const go::Capture& c) {
    const io::ClassicPoint p = io::classic_point(g, c);
    return nlohmann::ordered_json{{"stones", c.stones}, {"x", p.x}, {"y", p.y}, {"row", c.y + 1}, {"col", c.x + 1}};
  };
  nlohmann::ordered_json best = nullptr;
  if (!moves.empty()) {
    best = move(moves.front());
    nlohmann::ordered_json groups = nlohmann::ordered_json::array();
    for (const auto& group : go::captured_groups(g, mover, moves.front().x, moves.front().y)) {
      nlohmann::ordered_json points = nlohmann::ordered_json::array();
      for (std::uint32_t p : group) {
        points.push_back({g.row(p) + 1, g.column(p) + 1});
      }
      groups.push_back(std::move(points));
    }
    best["groups"] = std::move(groups);
  }
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const go::Capture& c : moves) all.push_back(move(c));
  return {{"case", k}, {"rows", g.height()}, {"cols", g.width()}, {"color", color_name(mover)},
          {"best", std::move(best)}, {"moves", std::move(all)}};
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
  io::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  io::CaptureReader reader(tokens);
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
          std::sort(moves.begin(), moves.end(), io::classic_order);
        } else if (const std::optional<go::Capture> best = go::best_capture(grid, o.mover, io::classic_order)) {
          moves.push_back(*best);
        }
        return true;
      },
      [&](io::Output& out) {
        if (run.json()) {
          write_json_line(run, capture_json(k, grid, o.mover, moves), out);
        } else if (o.all) {
          io::write_captures(out, grid, moves);
        } else {
          io::write_capture(out, grid, moves.empty() ? std::nullopt : std::optional<go::Capture>(moves.front()));
        }
      },
      [&] { return picture(grid, o.mover, moves); }, [&] { return Error{"", tokens.position(), io::case_label(k)}; });
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
