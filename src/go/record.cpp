#include "tengen/go/record.hpp"

#include <fmt/format.h>

namespace tengen::go {

Result<Ok> play_record(const sgf::GameRecord& record, go::Game& game, const AfterMove& after, std::size_t limit,
                       const std::string& game_label) {
  const go::Board& board = game.board();
  std::size_t k = 0;
  for (std::size_t i = 0; i < record.actions.size() && i < limit; ++i) {
    const sgf::Action& a = record.actions[i];
    if (a.kind == sgf::Action::Kind::Setup) {
      game.set(board.point(a.x, a.y), a.color);
      continue;
    }
    ++k;
    if (a.kind == sgf::Action::Kind::Pass) {
      game.pass(a.color);
      if (after) after(k, a, go::MoveResult{});
      continue;
    }
    const go::MoveResult r = game.play(board.point(a.x, a.y), a.color);
    if (r.status != go::MoveStatus::Ok) {
      const std::string label = game_label.empty() ? fmt::format("move {}", k) : fmt::format("{}, move {}", game_label, k);
      return Error{fmt::format("{}[{}] (row {}, column {}) {}", a.color == Color::Black ? 'B' : 'W',
                               sgf::point_name(a.x, a.y), a.y + 1, a.x + 1, go::describe(r.status)),
                   a.position, label};
    }
    if (after) after(k, a, r);
  }
  return Ok{};
}

}  // namespace tengen::go
