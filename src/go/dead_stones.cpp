#include "tengen/go/dead_stones.hpp"

#include <algorithm>

#include "tengen/go/reading.hpp"

namespace tengen::go {

namespace {

// A chain is dead unless its colour owns it clearly: in at least 60% of the playouts, net of the
// opponent's share (a mean ownership of 0.2). Chains that live at the end of a game own their
// points in nearly every playout; random play lets dead ones escape now and then. Measured on the
// KGS games that ended by counting: 0 gave 92.9%, 0.1 94.4%, 0.2 95.8%, 0.4 91.2% (seed 1).
constexpr double kAliveShare = 0.2;

}  // namespace

std::vector<Point> dead_stones(const Board& position, Color to_move, const PlayoutOptions& options) {
  // The ko-shaped ataris connected first: at the end of a game their owners simply connect.
  Board board = position;
  for (const KoConnection& k : ko_connections(position)) board.play(k.point, position.at(k.stone), Rules{});
  const std::vector<float> share = ownership(board, to_move, options);
  const std::vector<std::uint8_t> black = pass_alive(board, Color::Black);
  const std::vector<std::uint8_t> white = pass_alive(board, Color::White);
  std::vector<Point> dead;
  std::vector<std::uint8_t> seen(board.cell_count(), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if ((c != Color::Black && c != Color::White) || seen[p]) continue;
    const std::vector<Point> chain = board.chain_stones(p);
    double sum = 0;
    for (const Point q : chain) {
      seen[q] = 1;
      sum += share[q];
    }
    const double mean = sum / static_cast<double>(chain.size());
    const std::vector<std::uint8_t>& own = c == Color::Black ? black : white;
    const std::vector<std::uint8_t>& other = c == Color::Black ? white : black;
    if (own[p] == 1) continue;  // unconditionally alive
    const bool dies = (c == Color::Black && mean < kAliveShare) || (c == Color::White && mean > -kAliveShare) || other[p] == 2;
    if (!dies) continue;
    for (const Point q : chain) {
      if (position.at(q) == c) dead.push_back(q);
    }
  }
  std::sort(dead.begin(), dead.end());
  return dead;
}

}  // namespace tengen::go
