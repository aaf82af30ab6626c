// tengen capture: the move that captures the most stones.

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "tengen/go/capture.hpp"
#include "tengen/io/capture_format.hpp"

namespace tengen::app {
namespace {

struct CaptureOptions {
  CommonOptions common;
  std::string color = "black";
  bool all = false;
};

/// The classic coordinates of a move: X the column from the left, Y the row from the bottom.
std::pair<int, int> classic_xy(const Grid& g, const go::Capture& c) { return {c.x + 1, g.height() - c.y}; }

nlohmann::ordered_json capture_json(std::uint64_t k, const Grid& g, const CaptureOptions& o, Color mover,
                                    const std::vector<go::Capture>& moves) {
  auto move = [&](const go::Capture& c) {
    const auto [x, y] = classic_xy(g, c);
    return nlohmann::ordered_json{{"stones", c.stones}, {"x", x}, {"y", y}, {"row", c.y + 1}, {"col", c.x + 1}};
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
  return {{"case", k}, {"rows", g.height()}, {"cols", g.width()}, {"color", o.color},
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

int capture_one(const CaptureOptions& o, const Input& input, io::Output& out, std::uint64_t& pictures) {
  io::TokenReader tokens(input.fd(), [&out] { out.flush(); });
  io::CaptureReader reader(tokens);
  const Color mover = o.color == "white" ? Color::White : Color::Black;
  Grid grid;
  for (std::uint64_t k = 1;; ++k) {
    const Result<bool> read = reader.read_board(grid, k);
    if (!read) {
      out.flush();
      return report("capture", input.name(), read.error());
    }
    if (!*read) return kExitOk;
    // The classic answer needs only the best move; the list is for --all, --json and pictures.
    std::vector<go::Capture> moves;
    if (o.all || o.common.json) {
      moves = go::capturing_moves(grid, mover);
      std::sort(moves.begin(), moves.end(), go::better_capture);
    } else if (const std::optional<go::Capture> best = go::best_capture(grid, mover)) {
      moves.push_back(*best);
    }
    if (o.common.json) {
      out.write(capture_json(k, grid, o, mover, moves).dump());
      out.write("\n");
    } else if (o.all) {
      out.print("{}\n", moves.size());
      for (const go::Capture& c : moves) {
        const auto [x, y] = classic_xy(grid, c);
        out.print("{} {} {}\n", c.stones, x, y);
      }
    } else if (moves.empty()) {
      out.write("0 0 0\n");
    } else {
      const auto [x, y] = classic_xy(grid, moves.front());
      out.print("{} {} {}\n", moves.front().stones, x, y);
    }
    if (wants_picture(o.common)) {
      if (const int rc = show_picture("capture", o.common, ++pictures, picture(grid, mover, moves), out); rc != kExitOk) {
        return rc;
      }
    }
  }
}

}  // namespace

std::function<int()> add_capture(CLI::App& app) {
  auto options = std::make_shared<CaptureOptions>();
  CLI::App* sub = &add_analysis(app, "capture", "best capturing move",
      "Finds the move that captures the most stones: a stone on an empty point takes every opponent\n"
      "group whose only liberty is that point. Prints 'K X Y' per board: K stones taken by the move at\n"
      "column X from the left and row Y from the bottom (ties: smallest X, then smallest Y), or 0 0 0.\n"
      "Input: boards 'n m' (rows, columns), then n rows of m cells: 0 empty, -1 white, 1 black.\n"
      "Example: printf '3 3\\n0 1 0\\n1 -1 0\\n0 1 0\\n' | tengen capture   prints 1 3 2",
      options->common);
  sub->add_option("--color", options->color, "who plays: black (the classic question) or white")
      ->check(CLI::IsMember({"black", "white"}));
  sub->add_flag("--all", options->all, "every capturing move, best first: a count line, then 'K X Y' lines");
  return [options] {
    std::uint64_t pictures = 0;
    return run_inputs("capture", options->common, [&](const Input& input, io::Output& out) {
      return capture_one(*options, input, out, pictures);
    });
  };
}

}  // namespace tengen::app
