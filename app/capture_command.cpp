// tengen capture: the move that captures the most stones.

#include <algorithm>
#include <memory>

#include "cli.hpp"
#include "commands.hpp"
#include "reporter.hpp"
#include "tengen/classic/capture.hpp"
#include "tengen/go/capture.hpp"
#include "tengen/text/json.hpp"

namespace tengen::app {
namespace {

struct CaptureOptions {
  CommonOptions common;
  Color mover = Color::Black;
  bool all = false;
};

int capture_one(Reporter& run, const CaptureOptions& o, text::Input& input) {
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::CaptureReader reader(tokens);
  Grid grid;
  std::uint64_t k = 0;
  std::vector<go::Capture> moves;  // best first: every capturing move, or only the best
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_case(grid, ++k);
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
          classic::write_capture_json(out, text::json_record_start(run.file()), k, grid, o.mover, moves);
        } else if (o.all) {
          classic::write_captures(out, grid, moves);
        } else {
          classic::write_capture(out, grid, moves.empty() ? std::nullopt : std::optional<go::Capture>(moves.front()));
        }
      },
      [&] { return classic::capture_picture(grid, o.mover, moves); }, [&] { return Error{"", tokens.position(), case_label(k)}; });
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
    exit_code = for_each_input("capture", options->common,
                               [&](text::Input& input, Reporter& run) { return capture_one(run, *options, input); });
  });
}

}  // namespace tengen::app
