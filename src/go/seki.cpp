#include "tengen/go/seki.hpp"

#include <vector>

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
  std::vector<Point> out;
  for (Point p = 0; p < b.cell_count(); ++p) {
    if (is_stone(b.at(p)) && in_seki[b.chain_head(p)]) out.push_back(p);
  }
  return out;
}

}  // namespace tengen::go
