#include "tengen/go/game.hpp"

#include <utility>

namespace tengen::go {

Game::Game(int width, int height, Rules rules, UndoHistory history)
    : board_(width, height), rules_(rules), history_(history) {
  remember_position();
}

Game::Game(Board position, Rules rules, UndoHistory history)
    : board_(std::move(position)), rules_(rules), history_(history) {
  remember_position();
}

void Game::remember_position() {
  if (keeps_positions()) ++positions_[board_.hash()];
}

void Game::forget_position() {
  // A position from before set_rules() may be missing: then there is nothing to forget.
  if (const auto it = positions_.find(board_.hash()); it != positions_.end() && --it->second == 0) positions_.erase(it);
}

MoveStatus Game::check(Point p, Color c) const {
  const MoveStatus s = board_.check(p, c, rules_);
  if (s != MoveStatus::Ok || rules_.ko != Ko::Superko) return s;
  return positions_.contains(board_.hash_after(p, c)) ? MoveStatus::Superko : MoveStatus::Ok;
}

MoveResult Game::play_with_history(Point p, Color c) {
  if (rules_.ko == Ko::Superko) {
    if (const MoveStatus s = check(p, c); s != MoveStatus::Ok) return {s};
  }
  const Step before{Step::Kind::Move, c, p, 0, 0, board_.ko_point(), board_.ko_color(), last_mover_, passes_, removed_.size()};
  const MoveResult r = board_.play(p, c, rules_);
  if (r.status != MoveStatus::Ok) return r;
  count_move(c, r);
  remember_position();
  if (history_ == UndoHistory::Keep) {
    steps_.push_back(before);
    steps_.back().captured = r.captured;
    steps_.back().suicided = r.suicided;
    removed_.insert(removed_.end(), r.removed.begin(), r.removed.end());
  }
  return r;
}

void Game::pass(Color c) {
  if (history_ == UndoHistory::Keep) {
    steps_.push_back(
        {Step::Kind::Pass, c, kNoPoint, 0, 0, board_.ko_point(), board_.ko_color(), last_mover_, passes_, removed_.size()});
  }
  board_.pass();
  last_mover_ = c;
  ++passes_;
  ++moves_played_;
  // Counted as a move is, so that undoing the pass takes one count off.
  remember_position();
}

void Game::set(Point p, Color c) {
  const Board::Placement one{p, c};
  set_many(std::span(&one, 1));
}

void Game::set_many(std::span<const Board::Placement> placements) {
  board_.set_many(placements);
  if (history_ == UndoHistory::Keep) {
    for (const Board::Placement& pl : placements) {
      steps_.push_back({Step::Kind::Setup, pl.color, pl.point, 0, 0, kNoPoint, Color::Empty, last_mover_, passes_, removed_.size()});
    }
  }
  undo_floor_ = steps_.size();
  positions_.clear();
  remember_position();
}

void Game::set_rules(Rules rules) {
  const bool kept = keeps_positions();
  rules_ = rules;
  if (!kept) {
    positions_.clear();
    remember_position();
  }
}

bool Game::undo() {
  if (undoable() == 0) return false;
  const Step s = steps_.back();
  steps_.pop_back();
  --moves_played_;
  forget_position();
  if (s.kind == Step::Kind::Move) {
    const std::span<const Point> removed(removed_.data() + s.removed_begin, removed_.size() - s.removed_begin);
    board_.undo(s.point, s.color, removed, s.captured);
    removed_.resize(s.removed_begin);
    prisoners_[cell_value(s.color)] -= s.captured;
    prisoners_[cell_value(opponent(s.color))] -= s.suicided;
  }
  // A pass cleared the ko; undoing it restores the restriction that stood before.
  board_.restore_ko(s.ko_before, s.ko_color_before);
  last_mover_ = s.mover_before;
  passes_ = s.passes_before;
  return true;
}

Color Game::to_move() const {
  if (last_mover_ != Color::Empty) return opponent(last_mover_);
  if (to_play_ != Color::Empty) return to_play_;
  return handicap_ >= 2 ? Color::White : Color::Black;
}

}  // namespace tengen::go
