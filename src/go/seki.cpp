#include "tengen/go/seki.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tengen::go {
namespace {

/// The most liberties a chain in seki is looked for with: a chain with more is not.
constexpr std::uint32_t kSekiLiberties = 8;

/// Whether the empty point p is an eye of the chain through `stone` alone: each of its neighbours
/// is a wall or a stone of that chain (an eye it shares with another chain may be a live group's).
bool own_eye_of_chain(const Board& b, Point p, Point stone) {
  const auto s = static_cast<Point>(b.stride());
  for (const Point q : {p - 1, p + 1, p - s, p + s}) {
    if (b.at(q) != Color::Wall && (!is_stone(b.at(q)) || b.chain_head(q) != b.chain_head(stone))) return false;
  }
  return true;
}

/// Whether the black chain through `black` and the white chain through `white` live in seki on
/// their own: every liberty of each is shared with the other or is an eye of its own (an empty
/// point that only that chain surrounds), each has one such eye at most, and they share at least two
/// liberties without eyes or at least one with an eye each. Filling a shared liberty then only
/// shortens both, and whoever fills the last but one is captured (a chain with an eye against
/// one without is a capturing race, not seki). O(chain sizes).
bool lone_pair_in_seki(const Board& b, Point black, Point white) {
  std::array<Point, kSekiLiberties + 1> lb{};
  std::array<Point, kSekiLiberties + 1> lw{};
  const std::uint32_t nb = b.liberties_up_to(black, kSekiLiberties + 1, lb.data());
  const std::uint32_t nw = b.liberties_up_to(white, kSekiLiberties + 1, lw.data());
  if (nb > kSekiLiberties || nw > kSekiLiberties) return false;
  auto has = [](const auto& list, std::uint32_t n, Point p) { return std::find(list.begin(), list.begin() + n, p) != list.begin() + n; };
  std::uint32_t shared = 0;
  std::uint32_t black_eyes = 0;
  std::uint32_t white_eyes = 0;
  for (std::uint32_t i = 0; i < nb; ++i) {
    if (has(lw, nw, lb[i])) {
      ++shared;
    } else if (own_eye_of_chain(b, lb[i], black)) {
      ++black_eyes;
    } else {
      return false;  // a liberty outside: Black can approach, or run
    }
  }
  for (std::uint32_t i = 0; i < nw; ++i) {
    if (has(lb, nb, lw[i])) continue;
    if (!own_eye_of_chain(b, lw[i], white)) return false;
    ++white_eyes;
  }
  if (black_eyes != white_eyes || black_eyes > 1) return false;
  return shared >= (black_eyes == 0 ? 2u : 1u);
}

}  // namespace

std::vector<Point> seki_stones(const Board& board, std::span<const Point> dead) {
  const auto s = static_cast<Point>(board.stride());
  // A copy only when there are dead stones to take off: on a large board it is most of the memory.
  std::optional<Board> without_dead;
  if (!dead.empty()) {
    without_dead.emplace(board);
    for (const Point p : dead) without_dead->set(p, Color::Empty);
  }
  const Board& b = without_dead ? *without_dead : board;
  std::vector<std::uint8_t> in_seki(b.cell_count(), 0);  // by chain head
  for (Point d = 0; d < b.cell_count(); ++d) {
    if (b.at(d) != Color::Empty) continue;
    const std::array<Point, 4> around{d - 1, d + 1, d - s, d + s};
    bool black = false;
    bool white = false;
    for (const Point q : around) {
      black |= b.at(q) == Color::Black;
      white |= b.at(q) == Color::White;
    }
    if (!black || !white) continue;
    // A point where either colour would put itself in atari (or capture nothing and die).
    if (!b.keeps_liberties(d, Color::Black) && !b.keeps_liberties(d, Color::White)) {
      for (const Point q : around) {
        if (is_stone(b.at(q))) in_seki[b.chain_head(q)] = 1;
      }
      continue;
    }
    // Or a liberty of two chains in seki with more shared liberties than one.
    for (const Point q : around) {
      if (b.at(q) != Color::Black) continue;
      for (const Point r : around) {
        if (b.at(r) != Color::White || !lone_pair_in_seki(b, q, r)) continue;
        in_seki[b.chain_head(q)] = 1;
        in_seki[b.chain_head(r)] = 1;
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
