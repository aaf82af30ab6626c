// go/dead_stones.hpp: Benson's pass-alive chains on hand-made positions and against the definition
// on random small boards, the playout estimate on finished positions with a known answer (KGS
// positions, and an independent tester's hand-made ones in data/hand_made_positions.txt),
// deterministic for a seed.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "../../hand_made_positions.hpp"
#include "pictures.hpp"
#include "tengen/go/dead_stones.hpp"
#include "tengen/go/reading.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/go/seki.hpp"

namespace tengen::go {
namespace {

/// A board from rows of text (X black, O white): the tests' picture helper, one row a line.
using testing::board;

TEST(DeadStones, PlayoutsShrinkInProportionPast19x19) {
  EXPECT_EQ(playouts_for(Board(19, 19), 160), 160u);
  EXPECT_EQ(playouts_for(Board(9, 9), 160), 160u);
  EXPECT_EQ(playouts_for(Board(38, 19), 160), 80u);    // twice the points, half the playouts
  EXPECT_EQ(playouts_for(Board(100, 100), 160), 16u);  // never fewer than 16
  EXPECT_EQ(playouts_for(Board(100, 100), 8), 8u);     // nor more than asked
}

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

TEST(DeadStones, BensonMarksTheOpponentsStonesInsideAVitalRegionWithTwo) {
  // Black lives with two eyes, one of them holding a white stone: that stone is 2, not pass-alive.
  const Board b = board({".OX.X", "XXXXX"});
  const auto black = pass_alive(b, Color::Black);
  EXPECT_EQ(black[b.point(1, 0)], 2);
  EXPECT_EQ(black[b.point(2, 0)], 1);
  EXPECT_EQ(black[b.point(3, 0)], 0);  // an empty point
  EXPECT_EQ(black[b.point(0, 1)], 1);
  // White has no pass-alive chain, and nothing of Black's is inside a region vital to one.
  const auto white = pass_alive(b, Color::White);
  for (Point p = 0; p < b.cell_count(); ++p) EXPECT_EQ(white[p], 0) << p;
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

TEST(DeadStones, AGroupKilledOnlyAfterTheAttackerFillsItsFalseEye) {
  // From a KGS game (2017-06-26-56), whose players marked the group dead. Points are (x, y) from
  // the top left. Black's seven stones at (1,7), (0,8) to (3,8), (1,9) and (3,9) have no eye and two
  // liberties, (0,7) and (0,9), and White can take neither at once: at (0,7) White's three stones
  // (0,5), (0,6), (1,6) would be left in atari, at (0,9) the eleven below. But those three stones
  // join White's wall at (2,6), a point all of whose neighbours are White's and two of whose
  // diagonals are Black's: a false eye. White fills it, plays (0,7) with liberties to spare, and
  // takes the group in atari. Playouts that never fill their own eye let it live every time. GNU Go
  // 3.8's final_status_list dead on the game lists these seven stones too.
  const Board b = board({
      "X.XOO.OXXXO.......X", ".X.XOO.OX.XO.....X.", "..XXXOOOXX.XOO.XX.X", ".X.XOOOO.XX.X..XOXX",
      "XXXOO.XXXXXX.XXOOXO", "OXOOXXXXOOXOXXO.OXO", "OO.OOOOOOXOOOO.OOOO", ".XOOOO.OXXXXOXOO.OX",
      "XXXXOXO.OXOOOXXO.OX", ".XOXOXOOOX.OXOXXOOX", "OOOOXXOX.X.OX.X.XXX", "O.OOX.OX.XOOXXOX...",
      "XOOXXOOOOOXOOX...XX", "XXOX.XOXXXXOX....XO", "XXX.XXXO.XXXXX.XXOO", "...XOXXOOOXOOXXXOOO",
      "..XXOOXXOOXOOOOXO..", ".XXOOOOO.OXXXXOO.OO", ".XOOOXX.OOOX.OOOO..",
  });
  const std::vector<Point> group = {b.point(1, 7), b.point(0, 8), b.point(1, 8), b.point(2, 8),
                                    b.point(3, 8), b.point(1, 9), b.point(3, 9)};
  ASSERT_EQ(b.at(b.point(2, 6)), Color::Empty);  // the false eye
  for (const Color to_move : {Color::Black, Color::White}) {
    const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 1});
    for (const Point p : group) {
      EXPECT_TRUE(std::binary_search(dead.begin(), dead.end(), p)) << color_name(to_move) << " to move, point " << p;
    }
  }
}

TEST(DeadStones, AKoShapedAtariIsConnectedOnlyToLiveStones) {
  // From a KGS game (2017-04-01-24), whose players marked White's stones in Black's upper-left
  // corner dead and Black's corner alive, as GNU Go 3.8 does. White's stone (5,2) is in atari, and
  // its one liberty (5,1) touches only White's stones (4,1), (6,1) and (5,0): the shape of a stone
  // its owner connects. But those stones are dead inside Black's corner; joined into one chain of
  // eight they made Black's corner look weak to the playouts, which then gave it up (and the game
  // to White by 43 points). The playouts of the position as it stands own those stones for Black,
  // so the stone is not connected.
  const Board b = board({
      ".....O......XXXOO.O", ".XXXO.OX....X.XXOO.", ".OOOXOXX...OXXXOOOO", "..XXXXOOXXXXXXXXXOX",
      "..XOXOOOOOXOXOXOXXX", "..XOOOXO.OOOXOOOOOO", "XXXXOXXXOOXXXOOOO.O", "OXOOOOXOO.OOOOXOOOX",
      "OOOOOXXOOOXXXXXXOXX", ".XOXXXXXXXX..X.XXXX", ".XOXOXXOX..XXOO.O..", "OOOOOXOOOXX.XXO.OO.",
      "XOXOOOXXOXOXXOXXXO.", "XXXXOXXXOOOOOOOXXXO", "..XOO.XOO.XXOOXX..X", ".XXXO.XXOO.XXOOXXX.",
      "..XOOOXXXXXXOO.OX..", "XXOOXXXXXOOOOO.OOXX", "XOOXXXX.XXXXO...OOO",
  });
  const std::vector<AtariConnection> k = atari_connections(b);
  ASSERT_TRUE(std::any_of(k.begin(), k.end(), [&](const AtariConnection& c) {
    return c.stone == b.point(5, 2) && c.point == b.point(5, 1);
  }));
  for (const Color to_move : {Color::Black, Color::White}) {
    const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 1});
    auto is_dead = [&](int x, int y) { return std::binary_search(dead.begin(), dead.end(), b.point(x, y)); };
    for (const auto& [x, y] : {std::pair{5, 2}, std::pair{4, 1}, std::pair{6, 1}, std::pair{5, 0}}) {
      EXPECT_TRUE(is_dead(x, y)) << color_name(to_move) << " to move, (" << x << ", " << y << ")";
    }
    for (const auto& [x, y] : {std::pair{1, 1}, std::pair{3, 3}, std::pair{1, 6}}) {
      EXPECT_FALSE(is_dead(x, y)) << color_name(to_move) << " to move, (" << x << ", " << y << ")";
    }
  }
}

TEST(DeadStones, ARaceIsReadAgainOnceTheReadingTakesAChainOff) {
  // From a KGS game (2017-05-26-7), whose players marked both black groups below dead, as GNU Go
  // 3.8 does. Black's thirteen stones around (1,15) and White's three at (1,17), (0,17), (1,16)
  // share their only liberties, (0,16) and (0,18): it looks like seki, and the playouts let both
  // live. The reading of the corner finds it dead: White throws in at (0,16), Black takes four
  // stones and is left with a square four, which White kills. Black's sixteen stones around
  // (6,13) have two liberties, (3,12) and (4,13), shared with White's six at (2,13), whose only
  // other neighbours are the thirteen: with those taken off, White's six have room and win the
  // race. Read again without the thirteen, the playouts give the sixteen up too.
  const Board b = board({
      "...XO..OXXX...XOO..", "..OXOOO.OX...X.XOOX", "..OXXXXOOXXXX..XOO.", ".XXXXXOXOXXXOX.XO.O",
      "X...XOOXOOXOOX.OXOO", "XXXXOO.XO.OOX...XXO", "OXXOXO.XOO.OX...XOO", "OXOOXXXXOXOOOX..XXX",
      "OO.OOXXOXXXXXXX....", "OO..OXOOOOOOOX.....", "O.OOXOO....OOX.....", "OOXXXXOXXOOXX......",
      "XXX.XXOXO..OX..O.XX", "XOOO.XXO.OOOOXXXXXO", "OOXOXXOOOOOOOOXXOOO", "XXXXOXOXXOXOXX.XO..",
      ".OXXOOOOXXXXXOXXO..", "OOXOOOOOX...XOXOO.O", ".XXXXXOXXX..XOOOO..",
  });
  for (const Color to_move : {Color::Black, Color::White}) {
    const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 1});
    auto is_dead = [&](int x, int y) { return std::binary_search(dead.begin(), dead.end(), b.point(x, y)); };
    EXPECT_TRUE(is_dead(1, 15)) << color_name(to_move);
    EXPECT_TRUE(is_dead(6, 13)) << color_name(to_move);
    EXPECT_FALSE(is_dead(2, 13)) << color_name(to_move);
    EXPECT_FALSE(is_dead(1, 17)) << color_name(to_move);
  }
}

TEST(DeadStones, AnAtariIsAnsweredByTakingItsNeighbourNotBySnapback) {
  // From a KGS game (2017-02-23-20), whose players marked White's three stones (2,16), (2,17),
  // (2,18) dead and Black's corner (0,15), (0,16), (1,16), (1,17), (1,18) alive, as GNU Go 3.8
  // does. White's three are in atari: their one liberty, (3,18), is Black's to take and a suicide
  // for White. Black's corner has two liberties, (0,17) and (0,18). When White throws in at (0,17),
  // the playouts answered by taking that stone at (0,18), a snapback: the corner is left with one
  // liberty and White takes all six. They now answer an atari on their own chain by taking an
  // opponent's chain in atari next to it, (3,18) here, and never take a stone into a snapback; the
  // playouts owned the corner for White in 70% of them before, and the analysis gave it up.
  const Board b = board({
      "...X........XOOX.X.", "..X.X......XXXOXX.X", "XXXXOXX..O.XOOOOXXX", "OXOOOX.X.XXXXOOOOOX",
      "OOO.OOX.X..XOO..OOO", ".O.OXOOX.XXOO.X.XXO", ".OOXXO.OXXOXXX.XXO.", "O.OXOOOOOOOXO.XOOO.",
      ".OXXOOXOOXXOOOO....", "O.OXXXXOOXOOOXOOOOO", ".OOOX.OXXXOXXXXOXXX", "XOXXX.XXXOXX.XXXOOX",
      "O.OX...XOOOOXXOOOOX", ".OOX...XXO.OX.O.OXX", "OOOX..XOO.OXX.XXX.X", "XOXX..XXOOOOOX...X.",
      "XXOX.XXO.O.XOXXX...", ".XOX.XOO...O.OOXX..", ".XO.XOO.....O.OOX..",
  });
  ASSERT_EQ(b.liberties(b.point(2, 16)), 1u);
  ASSERT_EQ(b.liberties(b.point(0, 15)), 2u);
  for (const Color to_move : {Color::Black, Color::White}) {
    const std::vector<float> share = ownership(b, to_move, {.playouts = 160, .seed = 1});
    EXPECT_GT(share[b.point(0, 16)], 0.8f) << color_name(to_move);
    const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 1});
    auto is_dead = [&](int x, int y) { return std::binary_search(dead.begin(), dead.end(), b.point(x, y)); };
    for (const auto& [x, y] : {std::pair{2, 16}, std::pair{2, 17}, std::pair{2, 18}}) {
      EXPECT_TRUE(is_dead(x, y)) << color_name(to_move) << " to move, (" << x << ", " << y << ")";
    }
    for (const auto& [x, y] : {std::pair{0, 15}, std::pair{0, 16}, std::pair{1, 16}, std::pair{1, 17}, std::pair{1, 18}}) {
      EXPECT_FALSE(is_dead(x, y)) << color_name(to_move) << " to move, (" << x << ", " << y << ")";
    }
  }
}

// ---- An independent tester's positions -------------------------------------------------------------

/// The position turned a quarter (column x of row y goes to row x, column n - 1 - y) with the
/// colours swapped: the same answer, read from another corner by the other colour.
std::vector<std::string> turned_and_swapped(const std::vector<std::string>& rows) {
  const std::size_t n = rows.size();
  std::vector<std::string> out(n, std::string(n, '.'));
  const std::string from = "XOxoBW";
  const std::string to = "OXoxWB";
  for (std::size_t y = 0; y < n; ++y) {
    for (std::size_t x = 0; x < n; ++x) {
      const std::size_t k = from.find(rows[y][x]);
      out[x][n - 1 - y] = k == std::string::npos ? rows[y][x] : to[k];
    }
  }
  return out;
}

/// What the picture says: the stones it marks dead, and those it marks in seki, in cell order.
std::pair<std::vector<Point>, std::vector<Point>> marked(const Board& b, const std::vector<std::string>& rows) {
  std::pair<std::vector<Point>, std::vector<Point>> out;
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[y].size()); ++x) {
      const char ch = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (ch == 'x' || ch == 'o') out.first.push_back(b.point(x, y));
      if (ch == 'B' || ch == 'W') out.second.push_back(b.point(x, y));
    }
  }
  std::sort(out.first.begin(), out.first.end());
  std::sort(out.second.begin(), out.second.end());
  return out;
}

/// Each position of the data file `file` (`count` of them): its dead stones and stones in seki, as
/// drawn with either colour to move, and turned a quarter with the colours swapped.
void expect_hand_made(const std::string& file, std::size_t count) {
  const std::vector<testing::HandMadePosition> positions = testing::read_hand_made_positions(TENGEN_TEST_DATA "/" + file);
  ASSERT_EQ(positions.size(), count) << "missing " TENGEN_TEST_DATA "/" << file;
  for (const testing::HandMadePosition& hp : positions) {
    for (int turned = 0; turned < 2; ++turned) {
      const std::vector<std::string> rows = turned != 0 ? turned_and_swapped(hp.rows) : hp.rows;
      std::vector<std::string> stones = rows;
      for (std::string& r : stones) {
        for (char& ch : r) ch = ch == 'x' || ch == 'B' ? 'X' : ch == 'o' || ch == 'W' ? 'O' : ch;
      }
      const Board b = board(stones);
      const auto [want_dead, want_seki] = marked(b, rows);
      for (const Color to_move : {Color::Black, Color::White}) {
        if (turned != 0 && to_move == Color::White) continue;  // one colour is enough to see the turn
        const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 1});
        EXPECT_EQ(dead, want_dead) << hp.name << (turned != 0 ? " turned and swapped" : "") << ", "
                                   << color_name(to_move) << " to move";
        EXPECT_EQ(seki_stones(b, dead), want_seki) << hp.name << (turned != 0 ? " turned and swapped" : "");
      }
    }
  }
}

TEST(DeadStones, AnIndependentTestersHandMadePositions) {
  // 29 finished positions on 9x9, 13x13 and 19x19 (dead invaders, two eyes and a false eye, seki
  // with and without eyes, a snapback, mutual ataris, a decided race, nakade shapes with the vital
  // point held or empty, connectable ataris).
  expect_hand_made("hand_made_positions.txt", 29);
}

TEST(DeadStones, ASecondTestersRacesAndSeki) {
  // 17 more by a second tester (and two seki of a third), who had seen neither the tests nor the first file: races with and
  // without shared liberties where the smaller chain has more liberties and wins, a group with an
  // eye against one without, seki with two and three shared liberties (one side much larger), a bulky five
  // killed, invasions of small areas (9x9, 13x13, 19x19).
  expect_hand_made("hand_made_races.txt", 17);
}

/// Random legal moves of alternating colours on `game` (passing where none is found).
void play_randomly(Game& game, int moves, std::mt19937_64& rng) {
  const Board& b = game.board();
  for (int k = 0; k < moves; ++k) {
    const Color c = game.to_move();
    for (int tries = 0; tries < 50; ++tries) {
      const Point p = b.point(static_cast<int>(rng() % static_cast<unsigned>(b.width())),
                              static_cast<int>(rng() % static_cast<unsigned>(b.height())));
      if (game.check(p, c) == MoveStatus::Ok) {
        game.play(p, c);
        break;
      }
      if (tries == 49) game.pass(c);
    }
  }
}

TEST(DeadStones, TheSamePositionHasTheSameAnswerHoweverReached) {
  // A GTP count after genmove and undo counted another answer: the playouts followed the chains'
  // inner order, which moves, captures and undos change while the position stays.
  int changed_inside = 0;
  for (std::uint64_t seed = 0; seed < 24; ++seed) {
    std::mt19937_64 rng(seed);
    Game game(9, 9, Rules{}, UndoHistory::Keep);
    play_randomly(game, 70, rng);
    const Board before = game.board();
    const std::vector<float> share = ownership(before, game.to_move(), {.playouts = 40, .seed = 3});
    const std::vector<Point> dead = dead_stones(before, game.to_move(), {.playouts = 40, .seed = 3});
    // As genmove does: moves tried and taken back, one at a time and a few deep.
    for (int tried = 0; tried < 200; ++tried) {
      play_randomly(game, 1 + tried % 6, rng);
      while (game.moves_played() > 70) ASSERT_TRUE(game.undo());
    }
    const Board& after = game.board();
    ASSERT_EQ(after.hash(), before.hash());
    for (Point p = 0; p < after.cell_count(); ++p) {
      if (is_stone(after.at(p)) && after.chain_head(p) != before.chain_head(p)) {
        ++changed_inside;
        break;
      }
    }
    EXPECT_EQ(ownership(after, game.to_move(), {.playouts = 40, .seed = 3}), share) << "seed " << seed;
    EXPECT_EQ(dead_stones(after, game.to_move(), {.playouts = 40, .seed = 3}), dead) << "seed " << seed;
    // And a board of the same stones set in another order, as a record's setup would.
    Board set(9, 9);
    for (Point p = before.cell_count(); p-- > 0;) {
      if (is_stone(before.at(p))) set.set(p, before.at(p));
    }
    EXPECT_EQ(dead_stones(set, game.to_move(), {.playouts = 40, .seed = 3}), dead) << "seed " << seed;
  }
  EXPECT_GT(changed_inside, 0);  // the test reaches positions whose inner order changed
}

}  // namespace
}  // namespace tengen::go
