#include "tengen/go/seki.hpp"

#include <algorithm>
#include <array>

namespace tengen::go {
namespace {

/// The chains of a position given as a colour per cell: an id per stone, and for each chain its
/// colour and up to three of its liberties (three are enough to tell "one after a move" apart).
struct Chains {
  static constexpr std::int32_t kNone = -1;
  std::vector<std::int32_t> id;
  std::vector<Color> color;
  std::vector<std::array<Point, 3>> liberties;
  std::vector<std::uint8_t> liberty_count;  // distinct liberties found, at most 3

  Chains(const std::vector<Color>& cells, Point stride) : id(cells.size(), kNone) {
    std::vector<Point> stack;
    for (Point p = 0; p < cells.size(); ++p) {
      const Color c = cells[p];
      if (!is_stone(c) || id[p] != kNone) continue;
      const auto k = static_cast<std::int32_t>(color.size());
      color.push_back(c);
      liberties.push_back({});
      liberty_count.push_back(0);
      id[p] = k;
      stack.assign(1, p);
      while (!stack.empty()) {
        const Point q = stack.back();
        stack.pop_back();
        for (const Point n : {q - 1, q + 1, q - stride, q + stride}) {
          if (cells[n] == c && id[n] == kNone) {
            id[n] = k;
            stack.push_back(n);
          } else if (cells[n] == Color::Empty) {
            add_liberty(k, n);
          }
        }
      }
    }
  }

  void add_liberty(std::int32_t k, Point p) {
    auto& libs = liberties[static_cast<std::size_t>(k)];
    std::uint8_t& n = liberty_count[static_cast<std::size_t>(k)];
    if (n == 3 || std::find(libs.begin(), libs.begin() + n, p) != libs.begin() + n) return;
    libs[n++] = p;
  }
};

}  // namespace

std::vector<Point> seki_stones(const Board& board, std::span<const Point> dead) {
  const auto s = static_cast<Point>(board.stride());
  std::vector<Color> cells(board.colors(), board.colors() + board.cell_count());
  for (const Point p : dead) cells[p] = Color::Empty;
  const Chains chains(cells, s);
  std::vector<std::uint8_t> in_seki(chains.color.size(), 0);

  // Whether c at empty d would be in atari and capture nothing.
  auto self_atari = [&](Point d, Color c) {
    std::array<Point, 8> libs{};
    std::size_t n = 0;
    auto add = [&](Point p) {
      if (p != d && std::find(libs.begin(), libs.begin() + static_cast<std::ptrdiff_t>(n), p) == libs.begin() + static_cast<std::ptrdiff_t>(n)) {
        if (n < libs.size()) libs[n++] = p;
      }
    };
    for (const Point q : {d - 1, d + 1, d - s, d + s}) {
      if (cells[q] == Color::Empty) add(q);
      const std::int32_t k = chains.id[q];
      if (k == Chains::kNone) continue;
      const auto i = static_cast<std::size_t>(k);
      if (chains.color[i] == c) {
        if (chains.liberty_count[i] == 3) return false;  // two liberties at least once d is filled
        for (std::uint8_t j = 0; j < chains.liberty_count[i]; ++j) add(chains.liberties[i][j]);
      } else if (chains.liberty_count[i] == 1) {
        return false;  // d is the opponent chain's last liberty: the move captures
      }
    }
    return n <= 1;
  };

  for (Point d = 0; d < cells.size(); ++d) {
    if (cells[d] != Color::Empty || board.at(d) == Color::Wall) continue;
    bool black = false;
    bool white = false;
    for (const Point q : {d - 1, d + 1, d - s, d + s}) {
      black |= cells[q] == Color::Black;
      white |= cells[q] == Color::White;
    }
    if (!black || !white || !self_atari(d, Color::Black) || !self_atari(d, Color::White)) continue;
    for (const Point q : {d - 1, d + 1, d - s, d + s}) {
      if (chains.id[q] != Chains::kNone) in_seki[static_cast<std::size_t>(chains.id[q])] = 1;
    }
  }

  // A group in seki is in seki whole: the chains of one colour around one empty region share it.
  // Spread along empty regions bordered by one colour only (eyes), until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<std::uint8_t> seen(cells.size(), 0);
    std::vector<Point> stack;
    std::vector<std::int32_t> around;
    for (Point p = 0; p < cells.size(); ++p) {
      if (cells[p] != Color::Empty || seen[p] || board.at(p) == Color::Wall) continue;
      around.clear();
      unsigned colours = 0;
      seen[p] = 1;
      stack.assign(1, p);
      while (!stack.empty()) {
        const Point q = stack.back();
        stack.pop_back();
        for (const Point n : {q - 1, q + 1, q - s, q + s}) {
          if (cells[n] == Color::Empty && !seen[n]) {
            seen[n] = 1;
            stack.push_back(n);
          } else if (is_stone(cells[n])) {
            colours |= cells[n] == Color::Black ? 1u : 2u;
            around.push_back(chains.id[n]);
          }
        }
      }
      if (colours == 3) continue;
      const bool any = std::any_of(around.begin(), around.end(), [&](std::int32_t k) { return in_seki[static_cast<std::size_t>(k)] != 0; });
      if (!any) continue;
      for (const std::int32_t k : around) {
        if (!in_seki[static_cast<std::size_t>(k)]) {
          in_seki[static_cast<std::size_t>(k)] = 1;
          changed = true;
        }
      }
    }
  }

  std::vector<Point> out;
  for (Point p = 0; p < cells.size(); ++p) {
    if (chains.id[p] != Chains::kNone && in_seki[static_cast<std::size_t>(chains.id[p])]) out.push_back(p);
  }
  return out;
}

}  // namespace tengen::go
