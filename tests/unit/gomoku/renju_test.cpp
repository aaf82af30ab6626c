// Renju fouls: hand-made positions with their reasoning, and a randomized differential test against
// a deliberately literal reference that applies the RIF definitions to windows of each line.

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "tengen/gomoku/line_board.hpp"
#include "tengen/gomoku/renju.hpp"

namespace tengen::gomoku {
namespace {

// ---- The reference -------------------------------------------------------------------------
// Every definition is applied to windows of the line through the point, the plainest way: a five
// is a window of five black stones whose neighbours beyond it are not black; a four is a set of
// four black stones that, with one empty point of their window of five, make a five (distinct
// sets, distinct fours: the two ends of a straight four share their set); a straight four is four
// black stones in a row with an empty point at each end, each of which makes a five; a three is an
// empty point that makes a straight four through the stone, makes no five, and is no foul itself.

struct Ref {
  Grid g;
  int w() const { return g.width(); }
  int h() const { return g.height(); }
  std::uint8_t at(int x, int y) const { return x >= 0 && y >= 0 && x < w() && y < h() ? g.at(x, y) : kWall; }

  static constexpr int kD[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  // Is there a window of exactly five black stones along d holding (x, y)?
  bool five_along(int x, int y, int d) const {
    for (int s = -4; s <= 0; ++s) {
      bool all = true;
      for (int i = 0; i < 5; ++i) all &= at(x + (s + i) * kD[d][0], y + (s + i) * kD[d][1]) == kBlack;
      const bool before = at(x + (s - 1) * kD[d][0], y + (s - 1) * kD[d][1]) == kBlack;
      const bool after = at(x + (s + 5) * kD[d][0], y + (s + 5) * kD[d][1]) == kBlack;
      if (all && !before && !after) return true;
    }
    return false;
  }
  bool five(int x, int y) const {
    for (int d = 0; d < 4; ++d) {
      if (five_along(x, y, d)) return true;
    }
    return false;
  }
  bool overline(int x, int y) const {
    for (int d = 0; d < 4; ++d) {
      for (int s = -5; s <= 0; ++s) {
        bool all = true;
        for (int i = 0; i < 6; ++i) all &= at(x + (s + i) * kD[d][0], y + (s + i) * kD[d][1]) == kBlack;
        if (all) return true;
      }
    }
    return false;
  }
  int fours(int x, int y) {
    int total = 0;
    for (int d = 0; d < 4; ++d) {
      std::set<std::vector<int>> sets;
      for (int s = -4; s <= 0; ++s) {
        std::vector<int> stones;
        int empty = -1;
        int empties = 0;
        for (int i = 0; i < 5; ++i) {
          const std::uint8_t v = at(x + (s + i) * kD[d][0], y + (s + i) * kD[d][1]);
          if (v == kBlack) stones.push_back(s + i);
          if (v == kEmpty) empty = s + i, ++empties;
        }
        if (stones.size() != 4 || empties != 1) continue;
        const int ex = x + empty * kD[d][0];
        const int ey = y + empty * kD[d][1];
        g.at(ex, ey) = kBlack;
        const bool makes = five_along(ex, ey, d);
        g.at(ex, ey) = kEmpty;
        if (makes) sets.insert(stones);
      }
      total += static_cast<int>(sets.size());
    }
    return total;
  }
  // With the stone k steps along d placed: a straight four along d holding (x, y) and that stone.
  bool straight_four_along(int x, int y, int d, int k) {
    for (int s = -3; s <= 0; ++s) {  // the four's stones at s .. s + 3, relative to (x, y)
      bool all = true;
      for (int i = 0; i < 4; ++i) all &= at(x + (s + i) * kD[d][0], y + (s + i) * kD[d][1]) == kBlack;
      if (!all || k < s || k > s + 3) continue;
      const int ax = x + (s - 1) * kD[d][0], ay = y + (s - 1) * kD[d][1];
      const int bx = x + (s + 4) * kD[d][0], by = y + (s + 4) * kD[d][1];
      if (at(ax, ay) != kEmpty || at(bx, by) != kEmpty) continue;
      bool ends = true;
      for (const auto& [ex, ey] : {std::pair{ax, ay}, std::pair{bx, by}}) {
        g.at(ex, ey) = kBlack;
        ends &= five_along(ex, ey, d);
        g.at(ex, ey) = kEmpty;
      }
      if (ends) return true;
    }
    return false;
  }
  int threes(int x, int y, int depth) {
    int total = 0;
    for (int d = 0; d < 4; ++d) {
      bool found = false;
      for (int k = -4; k <= 4 && !found; ++k) {
        const int qx = x + k * kD[d][0], qy = y + k * kD[d][1];
        if (k == 0 || at(qx, qy) != kEmpty) continue;
        g.at(qx, qy) = kBlack;
        const bool straight = straight_four_along(x, y, d, k) && !five(qx, qy);
        g.at(qx, qy) = kEmpty;
        found = straight && foul(qx, qy, depth + 1) == Foul::None;
      }
      total += found ? 1 : 0;
    }
    return total;
  }
  Foul foul(int x, int y, int depth) {
    if (depth > kMaxFoulDepth) return Foul::None;
    g.at(x, y) = kBlack;
    Foul f = Foul::None;
    if (!five(x, y)) {
      if (overline(x, y)) f = Foul::Overline;
      else if (fours(x, y) >= 2) f = Foul::DoubleFour;
      else if (threes(x, y, depth) >= 2) f = Foul::DoubleThree;
    }
    g.at(x, y) = kEmpty;
    return f;
  }
};

/// A board from rows of text: X black, O white, anything else empty.
Grid board(const std::vector<std::string>& rows) {
  Grid g;
  g.reset(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      g.at(x, y) = c == 'X' ? kBlack : c == 'O' ? kWhite : kEmpty;
    }
  }
  return g;
}

/// The foul at the point marked '*' (empty), by renju_foul and by the reference.
Foul foul_at_star(const std::vector<std::string>& rows, Foul* reference = nullptr) {
  Grid g = board(rows);
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != '*') continue;
      if (reference != nullptr) *reference = Ref{g}.foul(x, y, 0);
      LineBoard b(g);
      return renju_foul(b, x, y);
    }
  }
  return Foul::None;
}

struct Position {
  const char* why;
  std::vector<std::string> rows;
  Foul want;
};

// Hand-made positions, each with its reasoning. '*' is Black's move.
const std::vector<Position> kPositions = {
    {"two open threes crossing at the move: double three",
     {".........", ".........", "...X.....", "...X.....", ".XX*.....", ".........", "........."}, Foul::DoubleThree},
    {"one open three: legal", {".........", ".........", ".........", ".XX*.....", ".........", "........."}, Foul::None},
    {"a three and a closed line: the horizontal is blocked by White, only one three",
     {".........", "...X.....", "...X.....", "OXX*.....", ".........", "........."}, Foul::None},
    {"split threes count: X.X* and a vertical three", {"...........", "....X......", "....X......", ".X.X*......", "...........", "..........."}, Foul::DoubleThree},
    {"two fours in two lines: double four", {".........", "....X....", "....X....", "....X....", ".XXX*....", ".........", "........."}, Foul::DoubleFour},
    {"four-four on one line, X.XX*.X through the middle: double four", {"............", "..X.XX*.X...", "............"}, Foul::DoubleFour},
    {"four-four on one line, XX*X.X... XX.*X.XX: double four", {"............", ".XX.*X.XX...", "............"}, Foul::DoubleFour},
    {"a straight four and nothing else: legal", {"..........", "..XXX*....", ".........."}, Foul::None},
    {"six in a row: overline", {"...........", ".XXX*XX....", "..........."}, Foul::Overline},
    {"seven in a row: overline", {"...........", "XXX*XXX....", "..........."}, Foul::Overline},
    {"exactly five wins, though it is also a double four elsewhere", {"..........", "....X.....", "....X.....", "....X.....", "XXXX*.....", ".........."}, Foul::None},
    {"a five in one line and an overline in another at once: the five wins, not a foul",
     {"..........", "...X......", "...X......", "...X......", "...X......", ".XX*XXX...", ".........."}, Foul::None},
    {"the same overline without the five: overline", {"..........", "..........", ".XX*XXX...", ".........."}, Foul::Overline},
    {"a five and a three: the five wins", {"..........", "...X......", "...X......", "...X......", "...X......", ".XX*......", ".........."}, Foul::None},
    {"a three blocked at one end by the edge: no straight four, so no three: legal",
     {"*XX......", "X........", "X........", ".........", "........."}, Foul::None},
    {"a three and a four: legal (four-three)", {".........", "....X....", "....X....", "....X....", "..XX*....", ".........", "........."}, Foul::None},
    {"a double three where one straight-four point is itself a double four: not a double three",
     {"...............", "...............", "......X........", "...............", "......X........", "..XX.*.........", "...............",
      "...............", "..............."},
     Foul::None},
    {"a double three in diagonal lines", {".........", ".X.....X.", "..X...X..", "...*.....", ".........", ".........", "........."}, Foul::None},
    {"two diagonal threes crossing at the move", {".........", ".........", "..X...X..", "...X.X...", "....*....", ".........", ".........", "........."}, Foul::DoubleThree},
    {"White's overline wins for White; Black to move at an empty point near it: no foul", {"OOOOOO...", ".........", "..XX*....", "........."}, Foul::None},
    {"a three through the move with a split shape X*.X: and a vertical: double three", {"..........", "...X......", "...X......", "..X*.X....", "..........", ".........."}, Foul::DoubleThree},
    {"a four and an overline are an overline", {".........", "....X....", "....X....", "....X....", "XXX.*XX..", ".........", "........."}, Foul::None},
    // A three spoiled by overlines: across, X..XX*..X; the straight four at the left (2) would need
    // its left end (1) to make five, but 0-5 is six; at the right (6) its right end (7) makes 3-8,
    // six. No straight four, so no three across: with the vertical three, one three: legal.
    {"a three whose straight fours would end in overlines is no three: legal",
     {"..........", ".....X....", ".....X....", "X..XX*..X.", "..........", ".........."}, Foul::None},
    {"the same without the stone at the left: the straight four at the left stands: double three",
     {"..........", ".....X....", ".....X....", "...XX*..X.", "..........", ".........."}, Foul::DoubleThree},
    // The disputed case, read literally: across, ..XX*; each point that makes the straight four
    // (1 and 5 of the row) also completes a vertical five, so it is not a three "without at the
    // same time a five". With the vertical three under the move: one three, legal.
    {"a three whose straight-four points also make fives is no three (RIF read literally): legal",
     {".........", ".X...X...", ".X...X...", ".X...X...", ".X...X...", "..XX*....", "....X....", "....X....", ".........", "........."},
     Foul::None},
    {"two fours in the two diagonals at once: double four",
     {"..........", ".X.....X..", "..X...X...", "...X.X....", "....*.....", "..........", "..........", ".........."}, Foul::DoubleFour},
    {"nine in a row: still an overline", {"...........", "XXXX*XXXX..", "..........."}, Foul::Overline},
    {"a split three across (X.X*) and a three down a diagonal: double three",
     {"..........", "..........", "..X.......", "...X......", ".X.X*.....", "..........", ".........."}, Foul::DoubleThree},
    {"a four in one diagonal and a three in the other: legal (four-three)",
     {"..........", ".X........", "..X....X..", "...X..X...", "....*.....", "..........", ".........."}, Foul::None},
    {"a three across closed by White at both far ends (OXX*.O): no straight four, with a vertical three: legal",
     {"..........", "....X.....", "....X.....", ".OXX*.O...", "..........", ".........."}, Foul::None},
    {"a three across the top row; the stones below the corner make only two on the diagonal through the move: one three, legal",
     {".*XX......", "X.........", "X.........", "..........", "..........", ".........."}, Foul::None},
};

TEST(Renju, HandMadePositions) {
  for (const Position& p : kPositions) {
    Foul reference = Foul::None;
    const Foul got = foul_at_star(p.rows, &reference);
    EXPECT_EQ(got, reference) << p.why << ": renju_foul and the reference differ";
    EXPECT_EQ(foul_name(got), foul_name(p.want)) << p.why;
  }
}

/// A chain of `levels` threes (an independent tester's construction): Black at (6, 6) makes two
/// threes, a split one towards the next point q and a second one across; Black at q does the same,
/// one step further, each level turning between the row and the column, and the last point makes a
/// four and a three (legal). So the last point is legal, the one before a double three (its three
/// towards the last point is real), the one before that legal (that three's point is forbidden)...
/// (6, 6) is a double three exactly when `levels` is odd, and only reading every level tells.
Grid chain_of_threes(int levels) {
  Grid g;
  const int n = levels + 12;
  g.reset(n, n);
  int row = 6;
  int col = 6;
  auto across = [&](int level) {
    const int sign = level % 2 == 0 ? 1 : -1;  // below-left on even levels, above-right on odd ones
    for (const int k : {2, 3}) g.at(col - sign * k, row + sign * k) = kBlack;
  };
  for (int level = 0; level < levels; ++level) {
    const int dr = level % 2 == 0 ? 0 : 1;
    const int dc = 1 - dr;
    g.at(col + dc, row + dr) = kBlack;  // q X q' X: the three towards the next point q'
    g.at(col + 3 * dc, row + 3 * dr) = kBlack;
    across(level);
    row += 2 * dr;
    col += 2 * dc;
  }
  across(levels);
  return g;
}

/// The foul at (6, 6) of chain_of_threes(levels), from forbidden_points.
Foul chain_start(int levels) {
  for (const ForbiddenPoint& f : forbidden_points(chain_of_threes(levels))) {
    if (f.x == 6 && f.y == 6) return f.foul;
  }
  return Foul::None;
}

TEST(Renju, AChainOfThreesIsReadToItsEnd) {
  // 33 and 34 levels took the old 32-level bound; up to kMaxFoulDepth the parity decides.
  for (const int levels : {1, 2, 9, 10, 33, 34, 35, 36, kMaxFoulDepth - 1, kMaxFoulDepth}) {
    EXPECT_EQ(chain_start(levels), levels % 2 == 1 ? Foul::DoubleThree : Foul::None) << levels << " levels";
  }
  // Deeper than tengen reads: not decided, never guessed, and renju_foul says the same.
  for (const int levels : {kMaxFoulDepth + 1, kMaxFoulDepth + 2, 3 * kMaxFoulDepth}) {
    EXPECT_EQ(chain_start(levels), Foul::Undecided) << levels << " levels";
    LineBoard b(chain_of_threes(levels));
    EXPECT_EQ(renju_foul(b, 6, 6), Foul::Undecided) << levels << " levels";
  }
  EXPECT_EQ(foul_name(Foul::Undecided), "undecided");
}

TEST(Renju, RandomPositionsAgreeWithTheReference) {
  // The reference reads every line through every point, the slowest test of the suite: 40,000
  // positions (the foul counts below show each kind met hundreds of times), 5,000 in sanitizer builds.
#ifdef NDEBUG
  constexpr int kRounds = 40'000;
#else
  constexpr int kRounds = 5'000;  // sanitizer builds: the same code, fewer rounds
#endif
  std::mt19937_64 rng(2027);
  std::uint64_t forbidden = 0;
  std::uint64_t kinds[5] = {0, 0, 0, 0, 0};
  for (int round = 0; round < kRounds; ++round) {
    Grid g;
    const int n = 7 + static_cast<int>(rng() % 16);
    g.reset(n, round % 5 == 0 ? 7 + static_cast<int>(rng() % 16) : n);
    const unsigned fill = 5 + static_cast<unsigned>(rng() % 60);  // per cent
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) {
        if (rng() % 100 < fill) g.at(x, y) = rng() % 100 < 55 ? kBlack : kWhite;
      }
    }
    const std::vector<ForbiddenPoint> got = forbidden_points(g);
    // Every position, a five already on the board or not: a point's foul is the lines through it.
    std::vector<ForbiddenPoint> want;
    Ref ref{g};
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) {
        if (g.at(x, y) != kEmpty) continue;
        if (const Foul f = ref.foul(x, y, 0); f != Foul::None) want.push_back({x, y, f});
      }
    }
    if (got.size() != want.size()) {
      std::string picture;
      for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) picture += ".XO"[g.at(x, y)];
        picture += '\n';
      }
      for (const auto& f : got) picture += "got " + std::to_string(f.x) + "," + std::to_string(f.y) + " " + std::string(foul_name(f.foul)) + "\n";
      for (const auto& f : want) picture += "want " + std::to_string(f.x) + "," + std::to_string(f.y) + " " + std::string(foul_name(f.foul)) + "\n";
      FAIL() << "round " << round << "\n" << picture;
    }
    for (std::size_t i = 0; i < got.size(); ++i) {
      ASSERT_EQ(got[i].x, want[i].x) << "round " << round;
      ASSERT_EQ(got[i].y, want[i].y) << "round " << round;
      ASSERT_EQ(got[i].foul, want[i].foul) << "round " << round << " at " << got[i].x << "," << got[i].y;
      ++kinds[static_cast<int>(got[i].foul)];
    }
    forbidden += got.size();
  }
  EXPECT_GT(forbidden, static_cast<std::uint64_t>(kRounds) / 10);
  EXPECT_GT(kinds[static_cast<int>(Foul::Overline)], 0u);
  EXPECT_GT(kinds[static_cast<int>(Foul::DoubleFour)], 0u);
  EXPECT_GT(kinds[static_cast<int>(Foul::DoubleThree)], 0u);
}

}  // namespace
}  // namespace tengen::gomoku
