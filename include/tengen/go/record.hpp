#pragma once
/// \file
/// A Go game record (what sgf::read_game reads) played on a Game: the bridge between tengen::sgf and
/// the engine, which knows no format.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "tengen/go/game.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/game.hpp"

namespace tengen::go {

/// The game a record sets up, before its first action: the record's size, its komi (KM, else 0),
/// handicap (HA), player to move (PL) and counting (RU, by counting_of), and `rules` for the moves.
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

}  // namespace tengen::go
