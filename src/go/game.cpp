#include "tengen/go/game.hpp"

namespace tengen::go {

Game::Game(int width, int height, Rules rules, UndoHistory history)
    : board_(width, height), rules_(rules), history_(history) {
  remember_position();
}

void Game::remember_position() {
  if (rules_.ko == Ko::Superko) ++positions_[board_.hash()];
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
  const Point ko_before = board_.ko_point();
  const Color ko_color_before = board_.ko_color();
  const MoveResult r = board_.play(p, c, rules_);
  if (r.status != MoveStatus::Ok) return r;
  remember_position();
  if (history_ == UndoHistory::Keep) {
    moves_.push_back({p, c, ko_color_before, ko_before, r.captured,
                      static_cast<std::uint32_t>(r.removed.size()), removed_.size()});
    removed_.insert(removed_.end(), r.removed.begin(), r.removed.end());
  }
  return r;
}

void Game::pass(Color c) {
  if (history_ == UndoHistory::Keep) {
    moves_.push_back({kNoPoint, c, board_.ko_color(), board_.ko_point(), 0, 0, removed_.size()});
  }
  board_.pass();
}

void Game::set(Point p, Color c) {
  board_.set(p, c);
  moves_.clear();
  removed_.clear();
  positions_.clear();
  remember_position();
}

void Game::set_rules(Rules rules) {
  rules_ = rules;
  positions_.clear();
  remember_position();
}

bool Game::undo() {
  if (moves_.empty()) return false;
  const Record m = moves_.back();
  moves_.pop_back();
  if (m.point == kNoPoint) {
    board_.pass();
  } else {
    if (rules_.ko == Ko::Superko) {
      // A position seen before set_rules() may be missing: then there is nothing to forget.
      if (const auto it = positions_.find(board_.hash()); it != positions_.end() && --it->second == 0) {
        positions_.erase(it);
      }
    }
    const std::span<const Point> removed(removed_.data() + m.removed_begin, m.removed_count);
    board_.undo(m.point, m.color, removed, m.captured);
    removed_.resize(m.removed_begin);
  }
  // A pass cleared the ko; undoing it restores the restriction that stood before.
  board_.restore_ko(m.ko_before, m.ko_color_before);
  return true;
}

}  // namespace tengen::go
