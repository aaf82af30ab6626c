#include "tengen/go/reading.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <utility>

namespace tengen::go {

namespace {

/// Up to three liberties of each chain, found once a chain (by head) and kept: a rule that asks
/// about the same chain from many points walks it once.
class FewLiberties {
 public:
  explicit FewLiberties(const Board& b) : b_(b) {}
  /// Up to three liberties of the chain through stone p, and how many.
  std::pair<const std::array<Point, 3>*, std::uint32_t> of(Point p) {
    const Point h = b_.chain_head(p);
    auto [it, fresh] = known_.try_emplace(h);
    if (fresh) it->second.count = b_.liberties_up_to(h, 3, it->second.points.data());
    return {&it->second.points, it->second.count};
  }

 private:
  struct Known {
    std::array<Point, 3> points{};
    std::uint32_t count = 0;
  };
  const Board& b_;
  std::unordered_map<Point, Known> known_;
};

}  // namespace

std::vector<KoConnection> ko_connections(const Board& board) {
  const auto s = static_cast<Point>(board.stride());
  std::vector<KoConnection> out;
  std::vector<std::uint8_t> taken(board.cell_count(), 0);
  FewLiberties libs(board);
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if (!is_stone(c) || board.chain_size(p) != 1) continue;
    const auto [own, count] = libs.of(p);
    if (count != 1 || taken[(*own)[0]]) continue;
    const Point l = (*own)[0];
    bool own_only = true;
    for (const Point n : {l - 1, l + 1, l - s, l + s}) own_only &= board.at(n) == c || board.at(n) == Color::Wall;
    if (!own_only) continue;
    // Connected there, the chains around the point keep two liberties besides it: no atari.
    std::array<Point, 2> joined{};
    std::uint32_t found = 0;
    for (const Point n : {l - 1, l + 1, l - s, l + s}) {
      if (n == p || board.at(n) != c) continue;
      const auto [points, k] = libs.of(n);
      for (std::uint32_t i = 0; i < k && found < 2; ++i) {
        const Point q = (*points)[i];
        if (q != l && std::find(joined.begin(), joined.begin() + found, q) == joined.begin() + found) joined[found++] = q;
      }
    }
    if (found < 2) continue;
    taken[l] = 1;
    out.push_back({p, l});
  }
  return out;
}

}  // namespace tengen::go
