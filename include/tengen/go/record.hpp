#pragma once
/// \file
/// Playing a game record on the engine: the bridge between tengen::sgf and tengen::go.

#include <cstddef>
#include <functional>
#include <string>

#include "tengen/go/game.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/game.hpp"

namespace tengen::go {

/// Called after move or pass number k (1-based) of a record with what the board did (for a pass:
/// an Ok result with nothing removed).
using AfterMove = std::function<void(std::size_t k, const sgf::Action& action, const go::MoveResult& result)>;

/// Plays actions [0, limit) of the record's main line on `game`, whose board must have the record's
/// size: setup stones with Game::set, moves with Game::play (under the game's rules), passes with
/// Game::pass. Stops with an Error (the move's position, "move k" or "game g, move k" when `game_label`
/// is given) at the first move the rules refuse. O(actions + stones removed).
Result<Ok> play_record(const sgf::GameRecord& record, go::Game& game, const AfterMove& after,
                       std::size_t limit = static_cast<std::size_t>(-1), const std::string& game_label = {});

}  // namespace tengen::go
