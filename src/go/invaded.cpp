// Local reading of the small regions one colour's live stones enclose: an exact search of the
// moves inside, where random playouts misjudge the stones of the other colour that invaded them.

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "tengen/go/reading.hpp"

#include "go/region_search.hpp"

namespace tengen::go {

namespace {

using detail::Outcome;
using detail::RegionSearch;

// The most points (empty, or stones) of a region searched, and the fewest liberties outside it
// each wall chain must have (so that no move inside puts one in danger). Chosen on the tuning part
// (kgs-dev 2006 and 2015, 4253 games, seed 1), results reproduced with every other rule in place
// (4028 without this search): regions of 12 points 4028, 16 4029, 20 4026, 24 4023 (walls of 3
// liberties); walls of 2 liberties 4026 (the walls of a race outside the region held as if they
// lived), 3 4029, 4 4028 (16 points).
constexpr std::size_t kMaxPoints = 16;
constexpr std::uint32_t kWallLiberties = 3;

/// The region of the stone at h: the points joined to it through empty points, stones of its colour
/// and the other colour's stones the playouts doubt, walled by that colour's other stones and the
/// edge; a wall chain whose liberties all lie in the region is inside it too. Empty when larger
/// than kMaxPoints, when a wall has fewer than kWallLiberties outside it, or when it has no empty
/// point. `mark` is all zero before and after.
std::vector<Point> invaded_region(const Board& b, Point h, const std::vector<std::uint8_t>& doubtful,
                                  std::vector<std::uint8_t>& mark) {
  const auto s = static_cast<Point>(b.stride());
  const Color c = opponent(b.at(h));
  std::vector<Point> region;
  bool fits = true;
  auto add = [&](Point q) {
    if (mark[q] != 0) return;
    if (region.size() == kMaxPoints) {
      fits = false;
      return;
    }
    mark[q] = 1;
    region.push_back(q);
  };
  auto inside_wall = [&](Point n) {
    for (const Point t : b.chain_stones(n)) {
      for (const Point l : {t - 1, t + 1, t - s, t + s}) {
        if (b.at(l) == Color::Empty && mark[l] == 0) return false;
      }
    }
    return true;
  };
  add(h);
  for (bool grew = true; grew && fits;) {
    grew = false;
    for (std::size_t i = 0; i < region.size() && fits; ++i) {
      const Point q = region[i];
      for (const Point n : {q - 1, q + 1, q - s, q + s}) {
        const Color v = b.at(n);
        if (v == Color::Wall || mark[n] != 0 || (v == c && doubtful[n] == 0)) continue;
        add(n);
        if (!fits) break;
      }
    }
    for (std::size_t i = 0; i < region.size() && fits; ++i) {
      const Point q = region[i];
      for (const Point n : {q - 1, q + 1, q - s, q + s}) {
        if (b.at(n) != c || mark[n] != 0 || !inside_wall(n)) continue;
        for (const Point t : b.chain_stones(n)) add(t);
        grew = true;
      }
    }
  }
  // The walls must hold whatever is played inside.
  for (std::size_t i = 0; i < region.size() && fits; ++i) {
    const Point q = region[i];
    for (const Point n : {q - 1, q + 1, q - s, q + s}) {
      if (b.at(n) != c || mark[n] != 0) continue;
      std::array<Point, 64> libs{};
      const std::uint32_t k = b.liberties_up_to(n, static_cast<std::uint32_t>(libs.size()), libs.data());
      std::uint32_t outside = 0;
      for (std::uint32_t j = 0; j < k; ++j) outside += mark[libs[j]] == 0 ? 1 : 0;
      if (outside < kWallLiberties) fits = false;
    }
  }
  for (const Point q : region) mark[q] = 0;
  if (!fits || std::none_of(region.begin(), region.end(), [&](Point q) { return b.at(q) == Color::Empty; })) {
    region.clear();
  }
  return region;
}

}  // namespace

std::vector<Fate> invaded_fates(const Board& board, const std::vector<std::uint8_t>& doubtful,
                                const std::vector<Fate>& settled) {
  std::vector<Fate> fate(board.cell_count(), Fate::Unsettled);
  Board work = board;
  std::vector<std::uint8_t> seen(board.cell_count(), 0);
  std::vector<std::uint8_t> mark(board.cell_count(), 0);
  auto set_chain = [&](Point p, Fate f) {
    for (const Point q : board.chain_stones(p)) fate[q] = f;
  };
  // Every readable region first, then the largest first: a region found from a stone that another
  // region encloses (the invader's stones seen from the defender's cut-off stones) is read as part
  // of the outer one.
  std::vector<std::vector<Point>> regions;
  for (Point h = 0; h < board.cell_count(); ++h) {
    if (!is_stone(board.at(h)) || seen[h] != 0) continue;
    std::vector<Point> region = invaded_region(board, h, doubtful, mark);
    for (const Point q : board.chain_stones(h)) seen[q] = 1;
    for (const Point q : region) {
      if (board.at(q) == board.at(h)) seen[q] = 1;
    }
    if (!region.empty()) regions.push_back(std::move(region));
  }
  std::stable_sort(regions.begin(), regions.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
  for (const std::vector<Point>& region : regions) {
    if (std::any_of(region.begin(), region.end(), [&](Point q) {
          return settled[q] != Fate::Unsettled || (is_stone(board.at(q)) && fate[q] != Fate::Unsettled);
        })) {
      continue;
    }
    const Color o = board.at(region.front());
    const Color c = opponent(o);
    // Each of the invader's chains: taken by the enclosing colour moving first, or not.
    bool all_taken = true;
    bool known = true;
    for (const Point q : region) {
      if (board.at(q) != o || board.chain_head(q) != q) continue;
      const Outcome r = RegionSearch(work, region, q).solve(c);
      if (r != Outcome::Unknown) set_chain(q, r == Outcome::Captured ? Fate::Dead : Fate::Alive);
      all_taken = all_taken && r == Outcome::Captured;
      known = known && r != Outcome::Unknown;
    }
    if (!known) continue;
    // The enclosing colour's chains inside: alive when every invader is taken, else read again.
    for (const Point q : region) {
      if (board.at(q) != c || board.chain_head(q) != q) continue;
      if (all_taken) {
        set_chain(q, Fate::Alive);
        continue;
      }
      const Outcome r = RegionSearch(work, region, q).solve(o);
      if (r != Outcome::Unknown) set_chain(q, r == Outcome::Captured ? Fate::Dead : Fate::Alive);
    }
  }
  return fate;
}

}  // namespace tengen::go
