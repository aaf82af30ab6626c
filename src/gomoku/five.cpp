#include "tengen/gomoku/five.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <tuple>

#include "swar.hpp"

namespace tengen::gomoku {

std::string_view direction_name(Direction d) {
  switch (d) {
    case Direction::Horizontal: return "horizontal";
    case Direction::Vertical: return "vertical";
    case Direction::DownRight: return "down-right";
    case Direction::UpRight: break;
  }
  return "up-right";
}

namespace {

// Boards up to 64 x 64: one bit mask per row and colour, bit x for column x. A line of at least five
// starting at (x, y) in a direction is the AND of five masks, each row shifted so that the stones of
// the line fall on bit x; the stone before it, and a sixth after it, are two more masks.
constexpr int kBitboardSide = 64;

void find_fives_bitboard(const Grid& g, Rule rule, std::vector<Five>& out) {
  constexpr int kPad = 6;  // empty rows above and below: no bounds checks for y - 5 .. y + 5
  std::array<std::array<std::uint64_t, kBitboardSide + 2 * kPad>, 2> masks{};
  for (int y = 0; y < g.height(); ++y) {
    const std::size_t row = g.index(0, y);
#if defined(__SSE2__)
    // Sixteen cells a step: one compare and one movemask a colour.
    for (int x = 0; x < g.width(); x += 16) {
      const auto n = static_cast<unsigned>(std::min(16, g.width() - x));
      const std::size_t at = row + static_cast<std::size_t>(x);
      alignas(16) std::uint8_t tail[16] = {};
      const std::uint8_t* cells = g.data() + at;
      if (at + 16 > g.cell_count()) {
        std::memcpy(tail, cells, n);
        cells = tail;
      }
      const __m128i v = swar::sse::load(cells);
      const std::uint64_t keep = (std::uint64_t{1} << n) - 1;  // cells past the row's end are walls or the next row
      const std::uint64_t black = swar::sse::bits(swar::sse::bytes_equal(v, swar::sse::splat(static_cast<char>(kBlack))));
      const std::uint64_t white = swar::sse::bits(swar::sse::bytes_equal(v, swar::sse::splat(static_cast<char>(kWhite))));
      masks[0][static_cast<std::size_t>(y + kPad)] |= (black & keep) << x;
      masks[1][static_cast<std::size_t>(y + kPad)] |= (white & keep) << x;
    }
#else
    for (int x = 0; x < g.width(); x += 8) {
      // Eight cells as one word; cells past the row's end are masked to 0, never equal to a colour.
      const auto n = static_cast<std::size_t>(std::min(8, g.width() - x));
      const std::size_t at = row + static_cast<std::size_t>(x);
      std::uint64_t w = 0;
      if (at + 8 <= g.cell_count()) {
        w = swar::load(g.data() + at);
        if (n < 8) w &= (std::uint64_t{1} << (8 * n)) - 1;
      } else {
        for (std::size_t i = 0; i < n; ++i) w |= static_cast<std::uint64_t>(g[at + i]) << (8 * i);
      }
      masks[0][static_cast<std::size_t>(y + kPad)] |= swar::bits_equal(w, kBlack) << x;
      masks[1][static_cast<std::size_t>(y + kPad)] |= swar::bits_equal(w, kWhite) << x;
    }
#endif
  }
  const bool caro = rule == Rule::Caro;
  for (const Color color : {Color::Black, Color::White}) {
    const std::uint64_t* m = masks[cell_value(color) - 1].data() + kPad;  // m[y] for y in -kPad .. height + kPad
    const std::uint64_t* o = masks[cell_value(opponent(color)) - 1].data() + kPad;
    // Per direction and row, the stones that start five in a row (or more): every row at once, in
    // a loop without branches that the compiler vectorizes. Most boards have none for a colour.
    std::array<std::array<std::uint64_t, kBitboardSide>, 4> runs;
    std::uint64_t any = 0;
    for (int y = 0; y < g.height(); ++y) {
      runs[0][y] = m[y] & (m[y] >> 1) & (m[y] >> 2) & (m[y] >> 3) & (m[y] >> 4);
      runs[1][y] = m[y] & m[y + 1] & m[y + 2] & m[y + 3] & m[y + 4];
      runs[2][y] = m[y] & (m[y + 1] >> 1) & (m[y + 2] >> 2) & (m[y + 3] >> 3) & (m[y + 4] >> 4);
      runs[3][y] = m[y] & (m[y - 1] >> 1) & (m[y - 2] >> 2) & (m[y - 3] >> 3) & (m[y - 4] >> 4);
      any |= runs[0][y] | runs[1][y] | runs[2][y] | runs[3][y];
    }
    if (any == 0) continue;
    const bool exact = !wins(rule, color, 6, false);
    for (int y = 0; y < g.height(); ++y) {
      if ((runs[0][y] | runs[1][y] | runs[2][y] | runs[3][y]) == 0) continue;
      // Per direction: the cell before the line's first stone, and the one after its fifth.
      const std::uint64_t before[4] = {m[y] << 1, m[y - 1], m[y - 1] << 1, m[y + 1] << 1};
      const std::uint64_t after[4] = {m[y] >> 5, m[y + 5], m[y + 5] >> 5, m[y - 5] >> 5};
      const std::uint64_t blocked[4] = {(o[y] << 1) & (o[y] >> 5), o[y - 1] & o[y + 5], (o[y - 1] << 1) & (o[y + 5] >> 5),
                                        (o[y + 1] << 1) & (o[y - 5] >> 5)};
      for (int d = 0; d < 4; ++d) {
        const std::uint64_t starts = runs[d][y] & ~before[d] & (exact ? ~after[d] : ~0ull) & (caro ? ~blocked[d] : ~0ull);
        for (std::uint64_t bits = starts; bits != 0; bits &= bits - 1) {
          out.push_back({color, std::countr_zero(bits), y, static_cast<Direction>(d), 0});
        }
      }
    }
  }
}

}  // namespace

std::vector<Five> find_fives(const Grid& g, Rule rule) {
  if (g.width() <= kBitboardSide && g.height() <= kBitboardSide) {
    std::vector<Five> out;
    find_fives_bitboard(g, rule, out);
    if (out.empty()) return out;
    for (Five& f : out) {  // the length, for freestyle and for --json
      const auto [dx, dy] = offset_of(f.direction);
      for (int x = f.x, y = f.y; x >= 0 && y >= 0 && x < g.width() && y < g.height() && g.color(x, y) == f.color;
           x += dx, y += dy) {
        ++f.length;
      }
    }
    std::sort(out.begin(), out.end(), [](const Five& a, const Five& b) {
      return std::tie(a.y, a.x, a.direction) < std::tie(b.y, b.x, b.direction);
    });
    return out;
  }
  // Each line is found once, from the stone with no same-coloured stone before it: that stone is the
  // leftmost (topmost when vertical), the one the answer reports.
  // Wider boards: a walk from every stone that has no same-coloured stone before it.
  auto inside = [&](int x, int y) { return x >= 0 && y >= 0 && x < g.width() && y < g.height(); };
  std::vector<Five> out;
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      const Color c = g.color(x, y);
      if (c == Color::Empty) continue;
      for (const Direction d : kDirections) {
        const auto [dx, dy] = offset_of(d);
        if (inside(x - dx, y - dy) && g.color(x - dx, y - dy) == c) continue;
        int length = 1;
        while (inside(x + length * dx, y + length * dy) && g.color(x + length * dx, y + length * dy) == c) ++length;
        auto opponent_at = [&](int xx, int yy) { return inside(xx, yy) && g.color(xx, yy) == opponent(c); };
        const bool blocked = opponent_at(x - dx, y - dy) && opponent_at(x + length * dx, y + length * dy);
        if (wins(rule, c, length, blocked)) out.push_back({c, x, y, d, length});
      }
    }
  }
  return out;
}

}  // namespace tengen::gomoku
