#include "contest_picture.hpp"

#include "tengen/go/game.hpp"
#include "tengen/render/diagram.hpp"

namespace tengen::app {

std::string unit_picture(const contest::TestInput& input, std::size_t k) {
  if (input.format == contest::Format::Replay) {
    const auto& moves = input.cases.front().moves;
    go::Game game(19, 19, go::Rules{}, go::UndoHistory::Discard);
    go::Point last = go::kNoPoint;
    for (std::size_t i = 0; i < k && i < moves.size(); ++i) {
      last = game.board().point(moves[i].second - 1, moves[i].first - 1);
      game.play(last, i % 2 == 0 ? Color::Black : Color::White);
    }
    render::Diagram d = render::diagram_of(go::to_grid(game.board()));
    if (last != go::kNoPoint) d.mark(game.board().column_of(last), game.board().row_of(last));
    d.highlight_meaning = "the move";
    return render::to_text(d);
  }
  const contest::Case& c = input.cases.at(k - 1);
  render::Diagram d(c.cols, c.rows);
  for (int y = 0; y < c.rows; ++y) {
    for (int x = 0; x < c.cols; ++x) {
      const std::int8_t v = c.at(y, x);
      d.at(x, y) = v == 1 ? render::Cell::Black : v == 0 ? render::Cell::Empty : render::Cell::White;
    }
  }
  return render::to_text(d);
}

}  // namespace tengen::app
