#pragma once
/// \file
/// A Go game record (what sgf::read_game reads) played on a Game: the bridge between tengen::sgf and
/// the engine, which knows no format.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tengen/go/game.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/game.hpp"

namespace tengen::go {

/// The game a record sets up, before its first action: the record's size, its komi (KM, else 0),
/// handicap (HA), player to move (the colour of its first move or pass, else PL) and counting (RU,
/// by counting_of), and `rules` for the moves. O(actions before the first move).
/// Precondition: Board::size_fits(the record's size).
Game game_of(const sgf::GameRecord& record, Rules rules, UndoHistory history);

/// Called after move or pass number k (1-based) of a record with what the board did (for a pass:
/// an Ok result with nothing removed).
using AfterMove = std::function<void(std::size_t k, const sgf::Action& action, const MoveResult& result)>;

/// Plays the record's main line on `game` (game_of's, or one of the record's size): setup stones
/// with Game::set, moves with Game::play (under the game's rules), passes with Game::pass; only the
/// first `moves` moves and passes (the setup stones before the next one too). Stops with an Error
/// (the move's position, "move k" or "game g, move k" when `game_label` is given) at the first move
/// the rules refuse. O(actions + stones removed).
Result<Ok> play_record(const sgf::GameRecord& record, Game& game, const AfterMove& after = {},
                       std::uint64_t moves = UINT64_MAX, const std::string& game_label = {});

/// The Error play_record gives for move k (1-based), which the rules refused with `status`.
Error refused_move(const sgf::Action& action, MoveStatus status, std::uint64_t k, const std::string& game_label);

/// play_record with `after` called directly (any callable taking play_record's three arguments),
/// for callers that answer every move: no std::function call a move.
template <class After>
Result<Ok> play_record_with(const sgf::GameRecord& record, Game& game, After&& after, std::uint64_t moves = UINT64_MAX,
                            const std::string& game_label = {}) {
  const Board& board = game.board();
  std::uint64_t k = 0;
  // The setup stones before a move go down together: a chain that loses many of them (AE over a
  // group) is taken apart once.
  std::vector<Board::Placement> setup;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const sgf::Action& a = record.actions[i];
    if (a.kind == sgf::Action::Kind::Setup) {
      setup.push_back({board.point(a.x, a.y), a.color});
      if (i + 1 == record.actions.size() || record.actions[i + 1].kind != sgf::Action::Kind::Setup) {
        game.set_many(setup);
        setup.clear();
      }
      continue;
    }
    if (k == moves) break;
    ++k;
    if (a.kind == sgf::Action::Kind::Pass) {
      game.pass(a.color);
      after(k, a, MoveResult{});
      continue;
    }
    const MoveResult r = game.play(board.point(a.x, a.y), a.color);
    if (r.status != MoveStatus::Ok) return refused_move(a, r.status, k, game_label);
    after(k, a, r);
  }
  return Ok{};
}

}  // namespace tengen::go
