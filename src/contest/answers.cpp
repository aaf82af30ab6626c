#include "tengen/contest/answers.hpp"

#include <fmt/format.h>

#include "tengen/go/capture.hpp"
#include "tengen/go/game.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"

namespace tengen::contest {
namespace {

/// The case as a Grid (capture's -1 is White).
Grid grid_of(const Case& c) {
  Grid g;
  g.reset(c.cols, c.rows);
  for (int y = 0; y < c.rows; ++y) {
    for (int x = 0; x < c.cols; ++x) {
      const std::int8_t v = c.at(y, x);
      g.at(x, y) = v == 1 ? kBlack : v == 0 ? kEmpty : kWhite;
    }
  }
  return g;
}

/// What `write` puts in an Output, as a string.
template <class Write>
std::string written(Write write) {
  std::string text;
  {
    text::Output out(text);
    write(out);
  }
  return text;
}

}  // namespace

std::string unit_label(Format format, std::size_t k) {
  return fmt::format("{} {}", format == Format::Replay ? "move" : "case", k);
}

std::vector<std::string> expected_answers(const TestInput& input) {
  std::vector<std::string> out;
  for (const Case& c : input.cases) {
    switch (input.format) {
      case Format::Score: {
        Grid g = grid_of(c);
        out.push_back(classic::score_line(go::margin(go::count_territory(g), go::Counting::Territory, 0)) + "\n");
        break;
      }
      case Format::Capture: {
        Grid g = grid_of(c);
        const std::optional<go::Capture> best = go::best_capture(g, Color::Black, go::classic_order);
        out.push_back(written([&](text::Output& o) { classic::write_capture(o, g, best); }));
        break;
      }
      case Format::Five: {
        const Grid g = grid_of(c);
        const std::vector<gomoku::Five> fives = gomoku::find_fives(g, gomoku::Rule::Standard);
        out.push_back(written([&](text::Output& o) { classic::write_five(o, fives); }));
        break;
      }
      case Format::Replay: {
        go::Game game(19, 19, go::Rules{}, go::UndoHistory::Discard);
        for (std::size_t k = 0; k < c.moves.size(); ++k) {
          const classic::ReplayMove mv{c.moves[k].first, c.moves[k].second};
          const classic::ReplayStep step = classic::play_replay_move(game, mv, static_cast<std::int64_t>(k + 1));
          out.push_back(written([&](text::Output& o) { classic::write_removed(o, go::removed_by_color(step.result, step.mover)); }));
        }
        break;
      }
    }
  }
  return out;
}

}  // namespace tengen::contest
