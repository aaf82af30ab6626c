#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {

go::Point choose_move(const go::Game& game, Color c, std::mt19937_64& rng) {
  const go::Board& board = game.board();
  const auto s = static_cast<go::Point>(board.stride());
  std::vector<go::Point> best;
  std::uint32_t most = 0;
  std::vector<go::Point> quiet;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const go::Point p = board.point(x, y);
      if (board.at(p) != Color::Empty || game.check(p, c) != go::MoveStatus::Ok) continue;
      // A move that only removes its own stones (legal when suicide is allowed) is never chosen.
      if (board.check(p, c, go::Rules{go::Suicide::Forbid, go::Ko::None}) == go::MoveStatus::Suicide) continue;
      const std::uint32_t taken = board.capture_count(p, c);
      if (taken > 0) {
        if (taken > most) best.clear();
        if (taken >= most) {
          most = taken;
          best.push_back(p);
        }
        continue;
      }
      bool own_eye = true;
      for (go::Point n : {p - 1, p + 1, p - s, p + s}) own_eye &= board.at(n) == c || board.at(n) == Color::Wall;
      if (!own_eye) quiet.push_back(p);
    }
  }
  const std::vector<go::Point>& pool = best.empty() ? quiet : best;
  if (pool.empty()) return go::kNoPoint;
  return pool[static_cast<std::size_t>(rng() % pool.size())];
}

}  // namespace tengen::gtp
