// Dead stones: Benson's pass-alive chains on hand-made positions, the playout estimate on finished
// positions with a known answer, deterministic for a seed; scoring under each rule set.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#include "tengen/go/dead_stones.hpp"
#include "pictures.hpp"
#include "tengen/go/scoring.hpp"

namespace tengen::go {
namespace {

/// A board from rows of text (X black, O white): the tests' picture helper, one row a line.
Board board(const std::vector<std::string>& rows) { return testing::board_from_rows(rows); }

TEST(DeadStones, BensonFindsTwoEyedGroupsOnly) {
  // Black: a wall with two separate eyes in the corner: pass-alive. White's group with one eye: not.
  const Board b = board({".X.X.O...", "XXXXXO.O.", "OOOOOOOOO", ".........", "........."});
  const auto black = pass_alive(b, Color::Black);
  const auto white = pass_alive(b, Color::White);
  EXPECT_EQ(black[b.point(1, 0)], 1);
  EXPECT_EQ(black[b.point(4, 1)], 1);
  EXPECT_EQ(white[b.point(5, 0)], 0);
  const Board one_eye = board({".XO......", "XXO......", "OOO......", ".........", "........."});
  EXPECT_EQ(pass_alive(one_eye, Color::Black)[one_eye.point(1, 0)], 0);
}

// ---- Pass-alive by brute force ------------------------------------------------------------------
// The definition itself: a stone of c is pass-alive when no sequence of the opponent's legal moves,
// c passing throughout, captures it. The opponent's stones only come and c's only go, so the
// positions reachable form no cycle; all of them are visited (small boards only).
struct Tiny {
  int w = 0;
  int h = 0;
  std::vector<char> cell;  // '.', 'X' (c), 'O' (the opponent)

  // The chain of point p and whether it has a liberty.
  bool has_liberty(int p, std::vector<char>& seen) const {
    std::vector<int> stack{p};
    seen[static_cast<std::size_t>(p)] = 1;
    bool liberty = false;
    while (!stack.empty()) {
      const int q = stack.back();
      stack.pop_back();
      const int x = q % w;
      const int y = q / w;
      const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
      for (const auto& [nx, ny] : next) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const int n = ny * w + nx;
        if (cell[static_cast<std::size_t>(n)] == '.') liberty = true;
        if (cell[static_cast<std::size_t>(n)] == cell[static_cast<std::size_t>(q)] && !seen[static_cast<std::size_t>(n)]) {
          seen[static_cast<std::size_t>(n)] = 1;
          stack.push_back(n);
        }
      }
    }
    return liberty;
  }
  // The opponent plays at empty p: c's chains without a liberty go; false (and nothing changes)
  // when the move is suicide.
  bool opponent_plays(int p) {
    cell[static_cast<std::size_t>(p)] = 'O';
    for (int q = 0; q < w * h; ++q) {
      std::vector<char> seen(cell.size(), 0);
      if (cell[static_cast<std::size_t>(q)] != 'X' || has_liberty(q, seen)) continue;
      for (std::size_t i = 0; i < cell.size(); ++i) {
        if (seen[i]) cell[i] = '.';
      }
    }
    std::vector<char> seen(cell.size(), 0);
    return has_liberty(p, seen);
  }
  std::string key() const { return std::string(cell.begin(), cell.end()); }
};

/// For each point: 1 where c's stone can never be captured, as the definition says.
std::vector<int> pass_alive_by_search(const Tiny& start) {
  std::vector<int> alive(start.cell.size(), 0);
  for (std::size_t i = 0; i < alive.size(); ++i) alive[i] = start.cell[i] == 'X';
  std::unordered_set<std::string> seen{start.key()};
  std::vector<Tiny> stack{start};
  while (!stack.empty()) {
    const Tiny t = stack.back();
    stack.pop_back();
    for (std::size_t i = 0; i < alive.size(); ++i) {
      if (t.cell[i] != 'X') alive[i] = 0;
    }
    for (int p = 0; p < t.w * t.h; ++p) {
      if (t.cell[static_cast<std::size_t>(p)] != '.') continue;
      Tiny next = t;
      if (next.opponent_plays(p) && seen.insert(next.key()).second) stack.push_back(next);
    }
  }
  return alive;
}

TEST(DeadStones, BensonAgreesWithTheDefinitionOnRandomSmallBoards) {
  std::mt19937_64 rng(1958);
  int alive_stones = 0;
  int other_stones = 0;
  for (int round = 0; round < 600; ++round) {
    Tiny t;
    t.w = 3 + static_cast<int>(rng() % 3);
    t.h = 3 + static_cast<int>(rng() % 2);
    t.cell.assign(static_cast<std::size_t>(t.w * t.h), '.');
    for (char& c : t.cell) {
      const auto r = rng() % 100;
      c = r < 55 ? 'X' : r < 70 ? 'O' : '.';
    }
    std::vector<std::string> rows;
    for (int y = 0; y < t.h; ++y) rows.emplace_back(t.cell.begin() + y * t.w, t.cell.begin() + (y + 1) * t.w);
    const Board b = board(rows);
    // The picture may hold chains without liberties; the definition starts from a legal position.
    bool legal = true;
    for (int p = 0; p < t.w * t.h; ++p) {
      std::vector<char> seen(t.cell.size(), 0);
      if (t.cell[static_cast<std::size_t>(p)] != '.' && !t.has_liberty(p, seen)) legal = false;
    }
    if (!legal) continue;
    const std::vector<int> want = pass_alive_by_search(t);
    const std::vector<std::uint8_t> got = pass_alive(b, Color::Black);
    std::string picture;
    for (const std::string& r : rows) picture += r + "\n";
    for (int y = 0; y < t.h; ++y) {
      for (int x = 0; x < t.w; ++x) {
        const auto i = static_cast<std::size_t>(y * t.w + x);
        if (t.cell[i] != 'X') continue;
        ASSERT_EQ(got[b.point(x, y)] == 1, want[i] == 1) << "round " << round << " at " << x << "," << y << "\n" << picture;
        (want[i] ? alive_stones : other_stones) += 1;
      }
    }
  }
  EXPECT_GT(alive_stones, 300);
  EXPECT_GT(other_stones, 300);
}

TEST(DeadStones, AnInvaderInsideTerritoryIsDead) {
  const Board b = board({".........", ".XXXXXXX.", ".X.....X.", ".X..O..X.", ".X.....X.", ".XXXXXXX.", "OOOOOOOOO",
                         ".........", "........."});
  const std::vector<Point> dead = dead_stones(b, Color::Black, {.playouts = 100, .seed = 3});
  ASSERT_EQ(dead.size(), 1u);
  EXPECT_EQ(dead[0], b.point(4, 3));
  // The same seed, the same answer.
  EXPECT_EQ(ownership(b, Color::Black, {.playouts = 50, .seed = 9}), ownership(b, Color::Black, {.playouts = 50, .seed = 9}));
}

TEST(DeadStones, ScoringUnderEachRuleSet) {
  // 5x5: Black owns the top two rows, White the bottom two; a dead white stone in Black's area.
  const Board b = board({".O...", ".....", "XXXXX", "OOOOO", "....."});
  const std::vector<Point> dead{b.point(1, 0)};
  const std::uint64_t captured[3] = {0, 2, 1};  // Black took 2 stones in the game, White 1
  const GameScore chinese = score_game(b, dead, captured, Counting::Chinese, 0.5);
  EXPECT_EQ(chinese.black, 15);  // 5 stones + 10 points
  EXPECT_EQ(chinese.white, 10.5);  // 5 stones + 5 points + komi
  const GameScore japanese = score_game(b, dead, captured, Counting::Japanese, 0.5);
  EXPECT_EQ(japanese.black, 10 + 2 + 1);  // territory, captures, the dead stone
  EXPECT_EQ(japanese.white, 5 + 1 + 0.5);
  const GameScore classic = score_game(b, dead, captured, Counting::Territory, 0);
  EXPECT_EQ(classic.black, 0);  // the white stone counts as alive: no region is Black's alone
  EXPECT_EQ(score_game(b, dead, captured, Counting::Chinese, 0.5, 3).white, 13.5);  // handicap 3
  EXPECT_EQ(score_game(b, dead, captured, Counting::Aga, 0.5, 3).white, 12.5);
  // New Zealand: area counting with the dead stones off, and nothing for the handicap stones.
  const GameScore nz = score_game(b, dead, captured, Counting::NewZealand, 0.5, 3);
  EXPECT_EQ(nz.black, 15);
  EXPECT_EQ(nz.white, 10.5);
}

TEST(DeadStones, TheCountingARecordsRulesName) {
  EXPECT_EQ(counting_of("Japanese"), Counting::Japanese);
  EXPECT_EQ(counting_of("korean"), Counting::Japanese);
  EXPECT_EQ(counting_of("AGA"), Counting::Aga);
  EXPECT_EQ(counting_of("NZ"), Counting::NewZealand);
  EXPECT_EQ(counting_of("New Zealand"), Counting::NewZealand);
  EXPECT_EQ(counting_of("Tromp-Taylor"), Counting::TrompTaylor);
  EXPECT_EQ(counting_of("Chinese"), Counting::Chinese);
  EXPECT_EQ(counting_of(""), Counting::Chinese);
  EXPECT_EQ(counting_name(Counting::NewZealand), "new-zealand");
  EXPECT_TRUE(removes_dead(Counting::NewZealand));
  EXPECT_TRUE(counts_stones(Counting::NewZealand));
}

TEST(DeadStones, JapaneseCountingTakesThePointsWhereGroupsMustConnect) {
  // White's stone at the top has one dame and one point of White's territory as liberties: once
  // Black fills the dame it is in atari, so White connects at B1's right (2, 0) before the count.
  // Japanese counting (as KGS counts) gives White 3 - 1; area counting is unchanged.
  const Board b = board({".O...", "XXOOO", ".XXXX", ".....", "....."});
  const std::uint64_t none[3] = {0, 0, 0};
  const GameScore japanese = score_game(b, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(japanese.teire_points, 1u);
  EXPECT_EQ(japanese.territory.white_territory, 2u);
  EXPECT_EQ(japanese.territory.black_territory, 11u);
  EXPECT_EQ(japanese.margin(), 9);
  const GameScore chinese = score_game(b, {}, none, Counting::Chinese, 0);
  EXPECT_EQ(chinese.teire_points, 0u);
  EXPECT_EQ(chinese.black, 11 + 6);
  EXPECT_EQ(chinese.white, 3 + 4);
  // Connected, the stone's group has two points of territory as liberties: nothing to add.
  const Board safe = board({".OO..", "XXOOO", ".XXXX", ".....", "....."});
  const GameScore connected = score_game(safe, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(connected.teire_points, 0u);
  EXPECT_EQ(connected.territory.white_territory, 2u);
}

TEST(DeadStones, AFalseEyeMakesNoSecondEye) {
  // Black's group on the top edge has two eye points, but the left one is false: the chain at the
  // left has it as its only liberty (White's stone below the middle cuts it off), so White takes
  // that chain there, and the rest has one eye. All of Black's stones are dead; White owns the board.
  const Board b = board({"OX.X.XO", "OXXOXXO", "OOOOOOO", ".......", "......."});
  for (const Color to_move : {Color::Black, Color::White}) {
    const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 5});
    EXPECT_EQ(dead.size(), 7u) << color_name(to_move) << " to move";
  }
  const std::uint64_t none[3] = {0, 0, 0};
  const std::vector<Point> dead = dead_stones(b, Color::Black, {.playouts = 160, .seed = 5});
  EXPECT_EQ(score_game(b, dead, none, Counting::Chinese, 0).margin(), -35);
  EXPECT_EQ(score_game(b, dead, none, Counting::Japanese, 0).margin(), -(23 + 7));  // territory, prisoners
}

TEST(DeadStones, TwoRealEyesLiveEvenWithTheCornerStoneApart) {
  // The corner stone touches only the two eye points; with them it belongs to the group, which
  // Benson's test finds pass-alive: nothing here is dead.
  const Board b = board({"X.XO...", ".XXO...", "XXOO...", "OOO....", "......."});
  EXPECT_EQ(pass_alive(b, Color::Black)[b.point(0, 0)], 1);
  EXPECT_TRUE(dead_stones(b, Color::White, {.playouts = 160, .seed = 5}).empty());
}

}  // namespace
}  // namespace tengen::go
