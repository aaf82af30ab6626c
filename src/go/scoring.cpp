#include "tengen/go/scoring.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "tengen/go/seki.hpp"
#include "tengen/text/number.hpp"

#include "tengen/go/regions.hpp"

namespace tengen::go {

namespace {

/// Takes point q, counted as territory in `owner` and `t`, out of it: it counts for nobody.
void count_for_nobody(Point q, Grid& owner, Territory& t) {
  (owner[q] == kBlack ? t.black_territory : t.white_territory) -= 1;
  t.neutral += 1;
  owner[q] = kEmpty;
}

/// Gives the territory regions that touch a stone in seki to nobody: out of `t`'s territory, into
/// its neutral points. `owner` is count_territory's. Returns how many points that took.
std::uint64_t take_seki_points(const Grid& g, Grid& owner, const std::vector<Point>& seki, Territory& t) {
  const auto s = static_cast<Point>(g.stride());
  std::int32_t count = 0;
  const std::vector<std::int32_t> region =
      label_regions(g.cell_count(), s, [&](Point p) { return g[p] == kEmpty; }, count);
  std::vector<std::uint8_t> touches(static_cast<std::size_t>(count), 0);
  for (const Point p : seki) {
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      if (region[n] >= 0) touches[static_cast<std::size_t>(region[n])] = 1;
    }
  }
  std::uint64_t taken = 0;
  for (Point p = 0; p < g.cell_count(); ++p) {
    if (region[p] < 0 || !touches[static_cast<std::size_t>(region[p])] || owner[p] == kEmpty) continue;
    count_for_nobody(p, owner, t);
    ++taken;
  }
  return taken;
}

/// The points a player must fill in their own territory before the count (teire), as KGS counts
/// them. Once the dame are filled, a group with a single liberty left must connect there, and that
/// point of its territory counts for nobody. The owner gets the benefit of the doubt: every dame
/// point is taken as the group's own stone (joining the chains it touches), and only a group that
/// still has one liberty, a point of its own territory, loses it. Out of `t`'s territory into its
/// neutral points; `owner` as count_territory's. Returns how many.
std::uint64_t take_teire_points(const Grid& g, Grid& owner, Territory& t) {
  const auto s = static_cast<Point>(g.stride());
  std::vector<Point> teire;
  auto dame = [&](Point q) { return g[q] == kEmpty && owner[q] == kEmpty; };
  for (const std::uint8_t c : {kBlack, kWhite}) {
    // c's groups: its stones joined through the dame. For each, its own-territory liberties (the
    // first, and how many up to two).
    std::int32_t count = 0;
    const std::vector<std::int32_t> group =
        label_regions(g.cell_count(), s, [&](Point p) { return g[p] == c || dame(p); }, count);
    std::vector<std::uint8_t> stones(static_cast<std::size_t>(count), 0);
    std::vector<Point> liberty(static_cast<std::size_t>(count), 0);
    std::vector<int> liberties(static_cast<std::size_t>(count), 0);
    for (Point p = 0; p < g.cell_count(); ++p) {
      if (group[p] < 0) continue;
      const auto r = static_cast<std::size_t>(group[p]);
      stones[r] |= g[p] == c ? 1 : 0;
      for (const Point n : {p - 1, p + 1, p - s, p + s}) {
        if (g[n] == kEmpty && owner[n] == c && n != liberty[r] && liberties[r] < 2) {
          liberty[r] = n;
          ++liberties[r];
        }
      }
    }
    for (std::size_t r = 0; r < stones.size(); ++r) {
      if (stones[r] && liberties[r] == 1) teire.push_back(liberty[r]);
    }
  }
  std::uint64_t taken = 0;
  for (const Point q : teire) {
    if (owner[q] == kEmpty) continue;  // two groups, one point
    count_for_nobody(q, owner, t);
    ++taken;
  }
  return taken;
}

}  // namespace

GameScore score_game(const Board& board, std::span<const Point> dead, const std::uint64_t captured[3], Counting counting,
                     double komi, int handicap) {
  GameScore s;
  Grid g = to_grid(board);
  if (!removes_dead(counting)) {
    s.territory = count_territory(g);
  } else {
    for (const Point p : dead) {
      ++s.prisoners[cell_value(opponent(board.at(p)))];
      g[p] = kEmpty;
    }
    s.seki = seki_stones(board, dead);
    s.territory = count_territory(g, &s.owner);
    if (counting == Counting::Japanese) {
      if (!s.seki.empty()) s.seki_points = take_seki_points(g, s.owner, s.seki, s.territory);
      s.teire_points = take_teire_points(g, s.owner, s.territory);
    }
  }
  const Territory& t = s.territory;
  switch (counting) {
    case Counting::Territory:
      s.black = static_cast<double>(t.black_territory);
      s.white = static_cast<double>(t.white_territory);
      break;
    case Counting::Japanese:
      s.prisoners[1] += captured[1];
      s.prisoners[2] += captured[2];
      s.black = static_cast<double>(t.black_territory + s.prisoners[1]);
      s.white = static_cast<double>(t.white_territory + s.prisoners[2]);
      break;
    case Counting::TrompTaylor:
    case Counting::Chinese:
    case Counting::Aga:
    case Counting::NewZealand:
      s.black = static_cast<double>(t.black_territory + t.black_stones);
      s.white = static_cast<double>(t.white_territory + t.white_stones);
      break;
  }
  if (handicap >= 2 && counting == Counting::Chinese) s.handicap_points = static_cast<std::uint64_t>(handicap);
  if (handicap >= 2 && counting == Counting::Aga) s.handicap_points = static_cast<std::uint64_t>(handicap) - 1;
  s.white += static_cast<double>(s.handicap_points);
  s.white = points_sum(s.white, komi);
  return s;
}

FinalScore score_finished(const Game& game, const DeadStoneOptions& dead) {
  FinalScore f;
  // Under the countings that count every stone alive (the classic territory count, area,
  // Tromp-Taylor) no stone is dead at the end: none is looked for, none is shown as removed.
  if (dead.estimate && removes_dead(game.counting())) f.dead = dead_stones(game.board(), game.to_move(), dead.playouts);
  const std::uint64_t captured[3] = {0, game.prisoners(Color::Black), game.prisoners(Color::White)};
  f.score = score_game(game.board(), f.dead, captured, game.counting(), game.komi(), game.handicap());
  return f;
}

std::string result_text(double margin) {
  if (margin == 0) return "0";
  return fmt::format("{}+{}", margin > 0 ? 'B' : 'W', std::fabs(margin));
}

double points_sum(double a, double b) {
  // Both are whole thousandths: added as whole numbers of them, then one division, correctly rounded.
  static_assert(text::kKomiDecimals == 3, "a komi is whole thousandths");
  constexpr double kScale = 1000;
  return static_cast<double>(std::llround(a * kScale) + std::llround(b * kScale)) / kScale;
}

double GameScore::margin() const { return points_sum(black, -white); }

double margin(const Territory& t, Counting counting, double komi) {
  const bool area = counts_stones(counting);
  auto points = [&](std::uint64_t territory, std::uint64_t stones) {
    return static_cast<double>(territory + (area ? stones : 0));
  };
  return points_sum(points(t.black_territory, t.black_stones) - points(t.white_territory, t.white_stones), -komi);
}

}  // namespace tengen::go
