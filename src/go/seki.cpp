#include "tengen/go/seki.hpp"

#include <algorithm>

#include "tengen/go/regions.hpp"

namespace tengen::go {

std::vector<Point> seki_stones(const Board& board, std::span<const Point> dead) {
  const auto s = static_cast<Point>(board.stride());
  Board b = board;
  for (const Point p : dead) b.set(p, Color::Empty);
  std::vector<std::uint8_t> in_seki(b.cell_count(), 0);  // by chain head

  for (Point d = 0; d < b.cell_count(); ++d) {
    if (b.at(d) != Color::Empty) continue;
    bool black = false;
    bool white = false;
    for (const Point q : {d - 1, d + 1, d - s, d + s}) {
      black |= b.at(q) == Color::Black;
      white |= b.at(q) == Color::White;
    }
    // A point where either colour would put itself in atari (or capture nothing and die).
    if (!black || !white || b.keeps_liberties(d, Color::Black) || b.keeps_liberties(d, Color::White)) continue;
    for (const Point q : {d - 1, d + 1, d - s, d + s}) {
      if (is_stone(b.at(q))) in_seki[b.chain_head(q)] = 1;
    }
  }

  // A group in seki is in seki whole: the chains of one colour around one empty region (an eye)
  // share it. The chains around each such region, then spread along them until nothing changes.
  std::int32_t count = 0;
  const std::vector<std::int32_t> region =
      label_regions(b.cell_count(), s, [&](Point p) { return b.at(p) == Color::Empty; }, count);
  std::vector<std::vector<Point>> around(static_cast<std::size_t>(count));  // the chains around each region
  std::vector<unsigned> colours(static_cast<std::size_t>(count), 0);      // 1 black, 2 white, 3 both
  for (Point p = 0; p < b.cell_count(); ++p) {
    if (region[p] < 0) continue;
    const auto r = static_cast<std::size_t>(region[p]);
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      if (!is_stone(b.at(n))) continue;
      colours[r] |= b.at(n) == Color::Black ? 1u : 2u;
      around[r].push_back(b.chain_head(n));
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t r = 0; r < around.size(); ++r) {
      const std::vector<Point>& heads = around[r];
      if (colours[r] == 3 || std::none_of(heads.begin(), heads.end(), [&](Point h) { return in_seki[h] != 0; })) continue;
      for (const Point h : heads) {
        changed |= in_seki[h] == 0;
        in_seki[h] = 1;
      }
    }
  }

  std::vector<Point> out;
  for (Point p = 0; p < b.cell_count(); ++p) {
    if (is_stone(b.at(p)) && in_seki[b.chain_head(p)]) out.push_back(p);
  }
  return out;
}

}  // namespace tengen::go
