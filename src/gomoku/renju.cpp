#include "tengen/gomoku/renju.hpp"

#include <algorithm>
#include <array>

#include "tengen/gomoku/five.hpp"

namespace tengen::gomoku {
namespace {

constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

/// Black's lines on a work grid, where stones are put and taken back while a point is examined.
class Lines {
 public:
  explicit Lines(Grid& g) : g_(g) {}

  bool black(int x, int y) const { return inside(x, y) && g_.at(x, y) == kBlack; }
  bool empty(int x, int y) const { return inside(x, y) && g_.at(x, y) == kEmpty; }
  void put(int x, int y, std::uint8_t v) { g_.at(x, y) = v; }

  /// Black stones in a row through (x, y) (itself included) along direction d.
  int run(int x, int y, int d) const {
    const auto [dx, dy] = kDirections[static_cast<std::size_t>(d)];
    int n = 1;
    for (int k = 1; black(x + k * dx, y + k * dy); ++k) ++n;
    for (int k = 1; black(x - k * dx, y - k * dy); ++k) ++n;
    return n;
  }

  /// Whether Black's stone at (x, y) is part of exactly five in a row in some direction.
  bool five(int x, int y) const {
    for (int d = 0; d < 4; ++d) {
      if (run(x, y, d) == 5) return true;
    }
    return false;
  }

  /// Whether a Black stone at empty (x, y) would make exactly five along d.
  bool completes_five(int x, int y, int d) {
    put(x, y, kBlack);
    const bool yes = run(x, y, d) == 5;
    put(x, y, kEmpty);
    return yes;
  }

  /// The fours along d through Black's stone at (x, y): the empty points within four of it that make
  /// exactly five with it, one four each, but the two ends of a straight four are one four.
  int fours(int x, int y, int d) {
    const auto [dx, dy] = kDirections[static_cast<std::size_t>(d)];
    int found[2] = {0, 0};
    int count = 0;
    for (int k = -4; k <= 4; ++k) {
      const int qx = x + k * dx;
      const int qy = y + k * dy;
      if (k == 0 || !empty(qx, qy) || !completes_five(qx, qy, d)) continue;
      // The five through q must hold (x, y): every point between them is black.
      bool joined = true;
      for (int j = std::min(0, k) + 1; j < std::max(0, k); ++j) joined &= black(x + j * dx, y + j * dy);
      if (!joined) continue;
      if (count < 2) found[count] = k;
      ++count;
    }
    if (count == 2 && found[1] - found[0] == 5) return 1;  // .XXXX.: one straight four
    return count;
  }

  /// Whether Black's stone at (x, y) makes a three along d: an empty point within three of it that
  /// turns the line into a straight four holding (x, y), without making a five anywhere, and that is
  /// itself no foul.
  bool three(int x, int y, int d, int depth) {
    const auto [dx, dy] = kDirections[static_cast<std::size_t>(d)];
    for (int k = -3; k <= 3; ++k) {
      const int qx = x + k * dx;
      const int qy = y + k * dy;
      if (k == 0 || !empty(qx, qy)) continue;
      put(qx, qy, kBlack);
      // The straight four must be the one q makes with (x, y): every point between them black.
      bool joined = true;
      for (int j = std::min(0, k) + 1; j < std::max(0, k); ++j) joined &= black(x + j * dx, y + j * dy);
      const bool straight = joined && straight_four(qx, qy, d) && !five(qx, qy);
      put(qx, qy, kEmpty);
      if (straight && foul(qx, qy, depth + 1) == Foul::None) return true;
    }
    return false;
  }

  /// Whether Black's stone at (x, y) is in exactly four in a row along d, both ends of which make a
  /// five (open, and no black stone just past them).
  bool straight_four(int x, int y, int d) {
    const auto [dx, dy] = kDirections[static_cast<std::size_t>(d)];
    if (run(x, y, d) != 4) return false;
    int lo = 0;
    while (black(x - (lo + 1) * dx, y - (lo + 1) * dy)) ++lo;
    const int hi = 3 - lo;
    const int ax = x - (lo + 1) * dx;
    const int ay = y - (lo + 1) * dy;
    const int bx = x + (hi + 1) * dx;
    const int by = y + (hi + 1) * dy;
    return empty(ax, ay) && empty(bx, by) && completes_five(ax, ay, d) && completes_five(bx, by, d);
  }

  /// The foul of Black at empty (x, y), `depth` levels into the threes' check.
  Foul foul(int x, int y, int depth) {
    if (depth > kMaxFoulDepth) return Foul::None;
    put(x, y, kBlack);
    Foul result = Foul::None;
    if (!five(x, y)) {
      int fours_made = 0;
      int threes_made = 0;
      bool overline = false;
      for (int d = 0; d < 4; ++d) overline |= run(x, y, d) >= 6;
      if (!overline) {
        for (int d = 0; d < 4; ++d) fours_made += fours(x, y, d);
        if (fours_made < 2) {
          for (int d = 0; d < 4 && threes_made < 2; ++d) threes_made += three(x, y, d, depth) ? 1 : 0;
        }
      }
      result = overline ? Foul::Overline : fours_made >= 2 ? Foul::DoubleFour : threes_made >= 2 ? Foul::DoubleThree : Foul::None;
    }
    put(x, y, kEmpty);
    return result;
  }

 private:
  bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < g_.width() && y < g_.height(); }
  Grid& g_;
};

}  // namespace

std::string_view foul_name(Foul f) {
  switch (f) {
    case Foul::None: return "none";
    case Foul::Overline: return "overline";
    case Foul::DoubleFour: return "double-four";
    case Foul::DoubleThree: break;
  }
  return "double-three";
}

Foul renju_foul(Grid& g, int x, int y) { return Lines(g).foul(x, y, 0); }

std::vector<ForbiddenPoint> forbidden_points(const Grid& g) {
  std::vector<ForbiddenPoint> out;
  Grid work = g;
  Lines lines(work);
  if (!find_fives(g, Rule::Renju).empty()) return {};  // a five on the board: the game is over
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (g.at(x, y) != kEmpty) continue;
      if (const Foul f = lines.foul(x, y, 0); f != Foul::None) out.push_back({x, y, f});
    }
  }
  return out;
}

}  // namespace tengen::gomoku
