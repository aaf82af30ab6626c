#include "tengen/go/dead_stones.hpp"

#include <algorithm>

#include "tengen/go/reading.hpp"

namespace tengen::go {

namespace {

// A chain is dead unless its colour owns it clearly: in at least 60% of the playouts, net of the
// opponent's share (a mean ownership of 0.2). Chains that live at the end of a game own their
// points in nearly every playout; random play lets dead ones escape now and then. Results
// reproduced on the tuning part (kgs-dev 2006 and 2015, 4253 games, seed 1): 0.05 3912, 0.1 3925,
// 0.15 3937, 0.2 3940, 0.25 3941, 0.3 3947, 0.35 3925, 0.4 3901, 0.5 3759 (seed 2: 0.2 3939, 0.3
// 3943). 0.2 stands in the middle of the flat stretch from 0.15 to 0.3, away from its edge.
constexpr double kAliveShare = 0.2;

}  // namespace

std::vector<Point> dead_stones(const Board& position, Color to_move, const PlayoutOptions& options) {
  // The ko-shaped ataris connected first: at the end of a game their owners simply connect.
  Board board = position;
  for (const KoConnection& k : ko_connections(position)) board.play(k.point, position.at(k.stone), Rules{});
  const std::vector<float> share = ownership(board, to_move, options);
  const std::vector<std::uint8_t> black = pass_alive(board, Color::Black);
  const std::vector<std::uint8_t> white = pass_alive(board, Color::White);
  // Chains the opponent cannot cut apart live or die together: the mean is the group's.
  const std::vector<Point> group = uncuttable_groups(board);
  std::vector<double> sum(board.cell_count(), 0.0);
  std::vector<std::uint32_t> stones(board.cell_count(), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (group[p] == kNoPoint) continue;
    sum[group[p]] += share[p];
    ++stones[group[p]];
  }
  // A group the playouts give up on: its colour owns it, on average, less than kAliveShare.
  std::vector<std::uint8_t> doubtful(board.cell_count(), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if (!is_stone(c)) continue;
    const double mean = sum[group[p]] / static_cast<double>(stones[group[p]]);
    doubtful[p] = (c == Color::Black && mean < kAliveShare) || (c == Color::White && mean > -kAliveShare);
  }
  // Where a chain encloses a small region alone, reading it out settles what playouts cannot.
  const std::vector<Fate> fate = enclosed_fates(board, doubtful);
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (fate[p] != Fate::Unsettled) doubtful[p] = fate[p] == Fate::Dead;
  }
  // Of two such groups racing each other, the one that wins by its liberties lives.
  const std::vector<std::uint8_t> wins = race_winners(board, group, doubtful);
  std::vector<Point> dead;
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if (!is_stone(c) || position.at(p) != c) continue;
    const std::vector<std::uint8_t>& own = c == Color::Black ? black : white;
    const std::vector<std::uint8_t>& other = c == Color::Black ? white : black;
    if (own[p] == 1 || fate[p] == Fate::Alive) continue;  // unconditionally alive, or read alive
    if (fate[p] == Fate::Dead) {
      dead.push_back(p);
      continue;
    }
    if (wins[p] != 0) continue;  // wins its race
    if (doubtful[p] != 0 || other[p] == 2) dead.push_back(p);
  }
  std::sort(dead.begin(), dead.end());
  return dead;
}

}  // namespace tengen::go
