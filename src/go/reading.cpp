#include "tengen/go/reading.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>

#include "tengen/go/regions.hpp"

#include "go/disjoint_sets.hpp"

namespace tengen::go {

std::vector<Point> uncuttable_groups(const Board& board) {
  const auto s = static_cast<Point>(board.stride());
  detail::DisjointSets groups(board.cell_count());
  // Pairs of chains (by head, smaller first) seen sharing a liberty once: a second shared one joins.
  std::unordered_set<std::uint64_t> shared;
  for (Point l = 0; l < board.cell_count(); ++l) {
    if (board.at(l) != Color::Empty) continue;
    std::array<Point, 4> heads{};
    std::uint32_t k = 0;
    for (const Point n : {l - 1, l + 1, l - s, l + s}) {
      if (!is_stone(board.at(n))) continue;
      const Point h = board.chain_head(n);
      if (std::find(heads.begin(), heads.begin() + k, h) == heads.begin() + k) heads[k++] = h;
    }
    for (std::uint32_t i = 0; i < k; ++i) {
      for (std::uint32_t j = i + 1; j < k; ++j) {
        const Color c = board.at(heads[i]);
        if (board.at(heads[j]) != c) continue;
        const Point a = std::min(heads[i], heads[j]);
        const Point b = std::max(heads[i], heads[j]);
        // Joined too by one shared liberty where a cutting stone would be in atari at once.
        const bool first = shared.insert((static_cast<std::uint64_t>(a) << 32) | b).second;
        if (!first || !board.keeps_liberties(l, opponent(c))) groups.unite(a, b);
      }
    }
  }
  std::vector<Point> out(board.cell_count(), kNoPoint);
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (is_stone(board.at(p))) out[p] = groups.find(board.chain_head(p));
  }
  return out;
}

std::vector<AtariConnection> atari_connections(const Board& board) {
  const auto s = static_cast<Point>(board.stride());
  std::vector<AtariConnection> out;
  std::vector<std::uint8_t> taken(board.cell_count(), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if (!is_stone(c) || board.chain_size(p) != 1) continue;
    std::array<Point, 2> own{};
    if (board.liberties_up_to(p, 2, own.data()) != 1 || taken[own[0]]) continue;
    const Point l = own[0];
    bool joins = false;
    bool opposed = false;
    for (const Point n : {l - 1, l + 1, l - s, l + s}) {
      joins |= n != p && board.at(n) == c;
      opposed |= board.at(n) == opponent(c);
    }
    // Connected there, the chains around the point keep two liberties besides it: no atari.
    if (!joins || opposed || !board.keeps_liberties(l, c)) continue;
    taken[l] = 1;
    out.push_back({p, l});
  }
  return out;
}

// The most liberties of its own a group in a race read by race_winners may have.
constexpr std::int64_t kRaceLiberties = 4;

std::vector<std::uint8_t> race_winners(const Board& board, const std::vector<Point>& groups,
                                       const std::vector<std::uint8_t>& doubtful) {
  const auto s = static_cast<Point>(board.stride());
  constexpr Point kMany = kNoPoint - 1;
  // By group representative: liberties, an eye, and the one opposing doubtful group it touches
  // (kMany when more).
  std::vector<std::uint32_t> liberties(board.cell_count(), 0);
  std::vector<std::uint8_t> has_eye(board.cell_count(), 0);
  std::vector<Point> rival(board.cell_count(), kNoPoint);
  std::unordered_map<std::uint64_t, std::uint32_t> shared;  // (group, group) -> liberties shared
  auto meet = [&](Point g, Point other) {
    if (rival[g] == kNoPoint || rival[g] == other) {
      rival[g] = other;
    } else {
      rival[g] = kMany;
    }
  };
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color v = board.at(p);
    if (is_stone(v)) {
      for (const Point n : {p - 1, p + 1, p - s, p + s}) {
        if (board.at(n) == opponent(v) && doubtful[n]) meet(groups[p], groups[n]);
      }
      continue;
    }
    if (v != Color::Empty) continue;
    std::array<Point, 4> around{};
    std::uint32_t k = 0;
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      if (!is_stone(board.at(n))) continue;
      const Point g = groups[n];
      if (std::find(around.begin(), around.begin() + k, g) == around.begin() + k) around[k++] = g;
    }
    const bool eye = k > 0 && board.is_own_eye(p, board.at(around[0]));
    for (std::uint32_t i = 0; i < k; ++i) {
      ++liberties[around[i]];
      if (eye) has_eye[around[i]] = 1;
      for (std::uint32_t j = 0; j < k; ++j) {
        if (board.at(around[i]) == Color::Black && board.at(around[j]) == Color::White) {
          ++shared[(static_cast<std::uint64_t>(around[i]) << 32) | around[j]];
        }
      }
    }
  }
  std::vector<std::uint8_t> wins(board.cell_count(), 0);  // by group representative
  for (Point a = 0; a < board.cell_count(); ++a) {
    if (!is_stone(board.at(a)) || groups[a] != a || board.at(a) != Color::Black || !doubtful[a]) continue;
    const Point b = rival[a];
    if (b == kNoPoint || b == kMany || rival[b] != a || has_eye[a] || has_eye[b]) continue;
    const auto it = shared.find((static_cast<std::uint64_t>(a) << 32) | b);
    const std::int64_t both = it == shared.end() ? 0 : it->second;
    const std::int64_t own_a = static_cast<std::int64_t>(liberties[a]) - both;
    const std::int64_t own_b = static_cast<std::int64_t>(liberties[b]) - both;
    // Only races of few liberties and none shared: a group with more liberties that the playouts
    // still give up is dead for want of eyes in the other colour's area, not by a race, and shared
    // liberties make the count depend on approach moves this rule does not read.
    if (both != 0 || own_a > kRaceLiberties || own_b > kRaceLiberties) continue;
    if (own_a > own_b) wins[a] = 1;
    if (own_b > own_a) wins[b] = 1;
  }
  std::vector<std::uint8_t> out(board.cell_count(), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (is_stone(board.at(p)) && wins[groups[p]]) out[p] = 1;
  }
  return out;
}

std::vector<Point> revive_own_area(const Board& board, std::vector<Point> dead) {
  const auto s = static_cast<Point>(board.stride());
  std::vector<std::uint8_t> is_dead(board.cell_count(), 0);
  for (const Point p : dead) is_dead[p] = 1;
  std::int32_t count = 0;
  const std::vector<std::int32_t> region = label_regions(
      board.cell_count(), s, [&](Point p) { return board.at(p) == Color::Empty || is_dead[p] != 0; }, count);
  // The colours of the live stones around each region, and of the dead stones in it, as cell
  // values or'ed (Black 1, White 2).
  std::vector<std::uint8_t> border(static_cast<std::size_t>(count), 0);
  std::vector<std::uint8_t> inside(static_cast<std::size_t>(count), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (region[p] < 0) continue;
    if (is_dead[p] != 0) inside[static_cast<std::size_t>(region[p])] |= cell_value(board.at(p));
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      if (is_stone(board.at(n)) && is_dead[n] == 0) border[static_cast<std::size_t>(region[p])] |= cell_value(board.at(n));
    }
  }
  // A region no live stone borders whose dead stones are all of one colour (the only stones of a
  // small board) would be nobody's: no opponent is there to take them off.
  std::erase_if(dead, [&](Point p) {
    const auto r = static_cast<std::size_t>(region[p]);
    return border[r] == cell_value(board.at(p)) || (border[r] == 0 && inside[r] == cell_value(board.at(p)));
  });
  return dead;
}

std::vector<Point> revive_larger_side(const Board& board, std::vector<Point> dead, const std::vector<float>& share) {
  const auto s = static_cast<Point>(board.stride());
  std::vector<std::uint8_t> is_dead(board.cell_count(), 0);
  for (const Point p : dead) is_dead[p] = 1;
  std::int32_t count = 0;
  const std::vector<std::int32_t> touching =
      label_regions(board.cell_count(), s, [&](Point p) { return is_dead[p] != 0; }, count);
  // Per set of touching dead stones and colour (side_of: Black 0, White 1): the stones, the sum of
  // the playouts' share from that colour's side, and whether they are one chain.
  struct Side {
    std::uint32_t stones = 0;
    double favour = 0;
    Point chain = kNoPoint;  // the one chain of its stones, kMany when several
  };
  constexpr Point kMany = kNoPoint - 1;
  auto side_of = [&](Point p) { return board.at(p) == Color::Black ? 0 : 1; };
  std::vector<std::array<Side, 2>> sides(static_cast<std::size_t>(count));
  for (const Point p : dead) {
    Side& side = sides[static_cast<std::size_t>(touching[p])][side_of(p)];
    ++side.stones;
    side.favour += side_of(p) == 0 ? share[p] : -share[p];
    const Point h = board.chain_head(p);
    side.chain = side.chain == kNoPoint || side.chain == h ? h : kMany;
  }
  constexpr int kNone = -1;
  std::vector<int> lives(sides.size(), kNone);
  for (std::size_t r = 0; r < sides.size(); ++r) {
    const Side& b = sides[r][0];
    const Side& w = sides[r][1];
    if (b.stones == 0 || w.stones == 0) continue;
    // One chain against one: a race, which the side with more liberties wins (outside liberties or
    // shared, the one that has more fills the other's first).
    if (b.chain != kMany && w.chain != kMany) {
      const std::uint32_t lb = board.liberties(b.chain);
      const std::uint32_t lw = board.liberties(w.chain);
      if (lb != lw) {
        lives[r] = lb > lw ? 0 : 1;
        continue;
      }
    }
    if (b.stones != w.stones) {
      lives[r] = b.stones > w.stones ? 0 : 1;
      continue;
    }
    const double fb = b.favour / b.stones;
    const double fw = w.favour / w.stones;
    if (fb != fw) lives[r] = fb > fw ? 0 : 1;
  }
  std::erase_if(dead, [&](Point p) { return lives[static_cast<std::size_t>(touching[p])] == side_of(p); });
  return dead;
}

}  // namespace tengen::go
