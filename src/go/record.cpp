#include "tengen/go/record.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace tengen::go {

Game game_of(const sgf::GameRecord& record, Rules rules, UndoHistory history) {
  const sgf::GameInfo& info = record.info;
  Game game(info.width, info.height, rules, history);
  game.set_komi(info.komi.value_or(0.0));
  game.set_handicap(info.handicap);
  // Who moves first is who did, whatever PL says; PL only when the record has no move: a game
  // stopped before its first move (GTP's loadsgf FILE 1) and written again gives the same colour.
  const auto first = std::find_if(record.actions.begin(), record.actions.end(),
                                  [](const sgf::Action& a) { return a.kind != sgf::Action::Kind::Setup; });
  if (first != record.actions.end()) {
    game.set_to_move(first->color);
  } else if (info.to_play) {
    game.set_to_move(*info.to_play);
  }
  game.set_counting(counting_of(info.rules));
  return game;
}

Error refused_move(const sgf::Action& a, MoveStatus status, std::uint64_t k, const std::string& game_label) {
  const std::string label = game_label.empty() ? move_label(static_cast<std::int64_t>(k))
                                               : fmt::format("{}, {}", game_label, move_label(static_cast<std::int64_t>(k)));
  return Error{fmt::format("{}[{}] (row {}, column {}) {}", a.color == Color::Black ? 'B' : 'W', sgf::point_name(a.x, a.y),
                           a.y + 1, a.x + 1, describe(status)),
               a.position, label};
}

Result<Ok> play_record(const sgf::GameRecord& record, Game& game, const AfterMove& after, std::uint64_t moves,
                       const std::string& game_label) {
  return play_record_with(
      record, game,
      [&](std::size_t k, const sgf::Action& a, const MoveResult& r) {
        if (after) after(k, a, r);
      },
      moves, game_label);
}

}  // namespace tengen::go
