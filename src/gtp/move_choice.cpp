#include <algorithm>

#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {

go::Point choose_move(const go::Game& game, Color c, std::mt19937_64& rng,
                      const std::unordered_map<std::uint64_t, std::uint32_t>& seen) {
  const go::Board& board = game.board();
  const auto s = static_cast<go::Point>(board.stride());
  // The empty regions, their sizes and who borders them: a quiet move inside a small region that
  // only one colour borders (territory, or a hopeless invasion) is not chosen. Large one-colour
  // regions are open areas still worth playing in.
  const Grid g = go::to_grid(board);
  const std::size_t small = std::max<std::size_t>(4, static_cast<std::size_t>(board.width() * board.height()) / 10);
  std::vector<std::int32_t> region(g.cell_count(), -1);
  std::vector<std::pair<std::size_t, unsigned>> regions;  // size, bordering colours (bit 1 black, 2 white)
  for (std::size_t start = 0; start < g.cell_count(); ++start) {
    if (g[start] != kEmpty || region[start] >= 0) continue;
    const auto id = static_cast<std::int32_t>(regions.size());
    std::vector<std::size_t> stack{start};
    region[start] = id;
    std::size_t size = 0;
    unsigned borders = 0;
    while (!stack.empty()) {
      const std::size_t q = stack.back();
      stack.pop_back();
      ++size;
      for (const std::size_t n : {q - 1, q + 1, q - g.stride(), q + g.stride()}) {
        if (g[n] == kEmpty && region[n] < 0) {
          region[n] = id;
          stack.push_back(n);
        } else if (g[n] == kBlack || g[n] == kWhite) {
          borders |= g[n];
        }
      }
    }
    regions.emplace_back(size, borders);
  }
  std::vector<go::Point> best;
  std::uint32_t most = 0;
  std::vector<go::Point> quiet;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const go::Point p = board.point(x, y);
      if (board.at(p) != Color::Empty || game.check(p, c) != go::MoveStatus::Ok) continue;
      // A move that only removes its own stones (legal when suicide is allowed) is never chosen.
      if (board.check(p, c, go::Rules{go::Suicide::Forbid, go::Ko::None}) == go::MoveStatus::Suicide) continue;
      if (seen.contains(board.hash_after(p, c))) continue;  // a position that stood before
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
      const auto& [size, borders] = regions[static_cast<std::size_t>(region[g.index(x, y)])];
      const bool settled = size < small && (borders == kBlack || borders == kWhite);
      if (!own_eye && !settled) quiet.push_back(p);
    }
  }
  const std::vector<go::Point>& pool = best.empty() ? quiet : best;
  if (pool.empty()) return go::kNoPoint;
  return pool[static_cast<std::size_t>(rng() % pool.size())];
}

}  // namespace tengen::gtp
