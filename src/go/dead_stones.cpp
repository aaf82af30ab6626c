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
// 3943). 0.2 stands in the middle of the flat stretch from 0.15 to 0.3, away from its edge. Checked
// again with the playouts' atari answers of 2026-11-29: 0.15 4040, 0.2 4046, 0.25 4036, 0.3 4026.
constexpr double kAliveShare = 0.2;

/// Whether colour c owns the stones `cells` clearly by the playouts' `share`: on average at least
/// kAliveShare net of the opponent.
bool owns_clearly(const std::vector<Point>& cells, Color c, const std::vector<float>& share) {
  double sum = 0;
  for (const Point q : cells) sum += share[q];
  const double mean = sum / static_cast<double>(cells.size());
  return c == Color::Black ? mean >= kAliveShare : mean <= -kAliveShare;
}

/// What one reading of a position says of its stones, a flag per cell.
struct Verdict {
  std::vector<std::uint8_t> dead;
  /// The stones the exact search of an enclosed region kills although the playouts keep them:
  /// the playouts, which could not see the kill, misjudge what stands next to them too.
  std::vector<std::uint8_t> read_dead;
};

/// The dead stones of `board` by the playouts' `share`, Benson's test and the local reading.
Verdict judge(const Board& board, const std::vector<float>& share) {
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
  // Where a chain encloses a small region alone, or one colour's live stones enclose an invasion,
  // reading it out settles what playouts cannot.
  std::vector<Fate> fate = enclosed_fates(board, doubtful);
  const std::vector<Fate> invaded = invaded_fates(board, doubtful, fate);
  Verdict v{std::vector<std::uint8_t>(board.cell_count(), 0), std::vector<std::uint8_t>(board.cell_count(), 0)};
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (fate[p] == Fate::Unsettled) fate[p] = invaded[p];
    if (fate[p] == Fate::Dead && doubtful[p] == 0) v.read_dead[p] = 1;
    if (fate[p] != Fate::Unsettled) doubtful[p] = fate[p] == Fate::Dead;
  }
  // Of two such groups racing each other, the one that wins by its liberties lives.
  const std::vector<std::uint8_t> wins = race_winners(board, group, doubtful);
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if (!is_stone(c)) continue;
    const std::vector<std::uint8_t>& own = c == Color::Black ? black : white;
    const std::vector<std::uint8_t>& other = c == Color::Black ? white : black;
    if (own[p] == 1 || fate[p] == Fate::Alive) continue;  // unconditionally alive, or read alive
    if (fate[p] == Fate::Dead || (wins[p] == 0 && (doubtful[p] != 0 || other[p] == 2))) v.dead[p] = 1;
  }
  return v;
}

}  // namespace

std::vector<Point> dead_stones(const Board& given, Color to_move, const PlayoutOptions& options) {
  // The same answer for the same position however it was reached (a GTP count after genmove and
  // undo, a record replayed by the command line).
  const Board position = given.rebuilt();
  const auto s = static_cast<Point>(position.stride());
  // The connectable ataris connected first: at the end of a game their owners simply connect, where
  // the stones they would join live (a stone joined to a dead group only makes the group look
  // stronger than it is). Whether those live, the playouts of the position as it stands say.
  Board board = position;
  std::vector<float> share = ownership(position, to_move, options);
  bool connected = false;
  for (const AtariConnection& k : atari_connections(position)) {
    const Color c = position.at(k.stone);
    bool live = true;
    for (const Point n : {k.point - 1, k.point + 1, k.point - s, k.point + s}) {
      if (n != k.stone && position.at(n) == c) live = live && owns_clearly(position.chain_stones(n), c, share);
    }
    if (!live) continue;
    board.play(k.point, c, Rules{});
    connected = true;
  }
  if (connected) share = ownership(board, to_move, options);
  Verdict v = judge(board, share);
  // A chain the reading kills that the playouts kept: they played on as if it stood, so the rest
  // is read again with it off the board (a race its neighbour wins only once it is taken).
  if (std::any_of(v.read_dead.begin(), v.read_dead.end(), [](std::uint8_t d) { return d != 0; })) {
    Board without = board;
    for (Point p = 0; p < board.cell_count(); ++p) {
      if (v.read_dead[p] != 0) without.set(p, Color::Empty);
    }
    const Verdict again = judge(without, ownership(without, to_move, options));
    for (Point p = 0; p < board.cell_count(); ++p) {
      if (v.read_dead[p] == 0 && is_stone(without.at(p))) v.dead[p] = again.dead[p];
    }
  }
  std::vector<Point> dead;
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (v.dead[p] != 0 && position.at(p) == board.at(p)) dead.push_back(p);
  }
  // Stones in their own area first: what is left of a dead invasion and the stones it cut off,
  // where both colours' live stones border them, is a race the playouts could not read.
  return revive_larger_side(board, revive_own_area(position, std::move(dead)), share);
}

}  // namespace tengen::go
