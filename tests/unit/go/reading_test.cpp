// Local reading: each rule on hand-made positions, with the reasoning that makes the answer right.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "go/local_game.hpp"
#include "pictures.hpp"
#include "reference_board.hpp"
#include "tengen/go/dead_stones.hpp"
#include "tengen/go/reading.hpp"

namespace tengen::go {
namespace {

using testing::board;

// ---- Ataris their owners connect -----------------------------------------------------------------

// Black's stone at (3, 2) is in atari, and its one liberty (2, 2) touches only black stones: White
// could take it only as a ko, Black simply connects, and the stone lives with the wall.
const std::vector<std::string> kKoAtari = {
    "..XOO..",
    "..XOO..",
    ".X.XO..",
    "..XOO..",
    "..XOO..",
};

TEST(AtariConnections, AStoneInAtariAtAKoShapedPointConnects) {
  const Board b = board(kKoAtari);
  const std::vector<AtariConnection> k = atari_connections(b);
  ASSERT_EQ(k.size(), 1u);
  EXPECT_EQ(k[0].stone, b.point(3, 2));
  EXPECT_EQ(k[0].point, b.point(2, 2));
}

TEST(AtariConnections, AlsoWhenTheLibertyTouchesAnEmptyPointButNotAnOpponent) {
  // The liberty has an empty neighbour in Black's area: White's capture there would leave a white
  // stone inside it with a liberty of its own, which Black takes; Black simply connects.
  std::vector<std::string> rows = kKoAtari;
  rows[2][1] = '.';
  const std::vector<AtariConnection> k = atari_connections(board(rows));
  ASSERT_EQ(k.size(), 1u);
  EXPECT_EQ(k[0].point, board(rows).point(2, 2));
  // The liberty touches a white stone: taking joins it to White's stones, a plain capture.
  rows[2][1] = 'O';
  EXPECT_TRUE(atari_connections(board(rows)).empty());
  // The liberty touches no black stone but the one in atari: playing there is an escape, not a
  // connection.
  EXPECT_TRUE(atari_connections(board({".......", "...O...", "..O.XO.", "...O...", "......."})).empty());
}

TEST(AtariConnections, NotForTwoStonesOrWhenConnectingLeavesAnAtari) {
  // Two black stones in atari: White's capture is no ko (two stones come off), so no connection.
  const Board two = board({"..XOO..", "..XOOO.", ".X.XXO.", "..XOOO.", "..XOO.."});
  EXPECT_TRUE(atari_connections(two).empty());
  // Black's chains around the point have no other liberty: connected, the whole lot is in atari,
  // and White takes it all. (The corner: the stone at (1, 0) and the point (0, 0).)
  const Board short_of_liberties = board({".XO....", "XOO....", "OO.....", ".......", "......."});
  EXPECT_TRUE(atari_connections(short_of_liberties).empty());
}

TEST(AtariConnections, TheConnectedStoneIsAliveWhoeverMovesFirst) {
  const Board b = board(kKoAtari);
  // Played out as it stands, White takes the ko in most playouts and the stone looks dead.
  EXPECT_LT(ownership(b, Color::White, {.playouts = 160, .seed = 1})[b.point(3, 2)], 0.2f);
  for (const Color to_move : {Color::Black, Color::White}) {
    EXPECT_TRUE(dead_stones(b, to_move, {.playouts = 160, .seed = 1}).empty()) << color_name(to_move);
  }
}

// ---- Groups the opponent cannot cut --------------------------------------------------------------

// A bamboo joint: Black's chains (1, 0)-(1, 1) and (3, 0)-(3, 1) share the liberties (2, 0) and
// (2, 1). White's stone on either is answered on the other, so they live or die as one.
TEST(UncuttableGroups, TwoSharedLibertiesJoin) {
  const Board b = board({".X.X...", ".X.X...", ".......", "...O...", "......."});
  const std::vector<Point> g = uncuttable_groups(b);
  EXPECT_EQ(g[b.point(1, 0)], g[b.point(3, 1)]);
  EXPECT_EQ(g[b.point(1, 0)], g[b.point(1, 1)]);
  EXPECT_NE(g[b.point(1, 0)], g[b.point(3, 3)]);  // another colour: never joined
  EXPECT_EQ(g[b.point(0, 0)], kNoPoint);          // an empty point belongs to no group
}

// One shared liberty with room around it: White's stone at (3, 1) keeps the liberties (3, 0) and
// (3, 2); it cuts, and the two black stones are separate groups.
TEST(UncuttableGroups, OneOpenSharedLibertyDoesNotJoin) {
  const Board b = board({".......", "..X.X..", ".......", "......."});
  const std::vector<Point> g = uncuttable_groups(b);
  EXPECT_NE(g[b.point(2, 1)], g[b.point(4, 1)]);
}

// The cutting point (3, 1) between Black's chains (2, 1)-(2, 2) and (4, 1)-(4, 2): a white stone
// there joins the white stone (3, 2), which has no other liberty, and the two keep only (3, 0):
// Black takes them at once. The cut fails, the chains are one group. Black's stone (3, 3) shares
// only the open point (2, 3) with the first chain and (4, 3) with the second: White may cut there,
// so it stays apart.
TEST(UncuttableGroups, ACutThatIsASelfAtariJoins) {
  const Board b = board({".......", "..X.X..", "..XOX..", "...X...", "......."});
  const std::vector<Point> g = uncuttable_groups(b);
  EXPECT_EQ(g[b.point(2, 1)], g[b.point(4, 2)]);
  EXPECT_NE(g[b.point(2, 1)], g[b.point(3, 3)]);
}

// The same cut where it captures: with (3, 2) white and Black's chain (2, 1)-(2, 2) in atari at
// (3, 1), White's stone there takes it, so the point is a real cut, not a self-atari.
TEST(UncuttableGroups, ACutThatCapturesDoesNotJoin) {
  const Board b = board({"..O....", ".OX.X..", ".OXOX..", "..O....", "......."});
  const std::vector<Point> g = uncuttable_groups(b);
  EXPECT_NE(g[b.point(2, 1)], g[b.point(4, 1)]);
}

// On the edge, between Black's stones (0, 0) and (2, 0) with Black on (1, 1) below: White's stone
// on (1, 0) would have no liberty at all (suicide), so the three black stones are one group.
TEST(UncuttableGroups, ACutWithNoLibertyJoins) {
  const Board b = board({"X.X....", ".X.....", "......."});
  const std::vector<Point> g = uncuttable_groups(b);
  EXPECT_EQ(g[b.point(0, 0)], g[b.point(2, 0)]);
  EXPECT_EQ(g[b.point(0, 0)], g[b.point(1, 1)]);
}

// ---- Capturing races -----------------------------------------------------------------------------

// Black's chain in column 3 and White's in column 4 touch along their length and share no liberty.
// Black's liberties are (2, 0), (2, 2) and (2, 3), White's (5, 0) and (5, 2); none is an eye (each
// touches stones of both colours or an empty point). The walls around them have liberties to
// spare. White to move takes one of Black's liberties (2 against 2), Black takes one of White's (2
// against 1), and White cannot catch up: Black captures first whoever starts.
const std::vector<std::string> kRace = {
    ".O.XO.X..",
    ".OOXOXX..",
    ".O.XO.X..",
    ".O.XOXX..",
    ".OOOXX...",
    ".........",
};

/// The doubtful flags of the chains through the given stones: the playouts' "dead" for the test.
std::vector<std::uint8_t> doubtful_chains(const Board& b, const std::vector<Point>& stones) {
  std::vector<std::uint8_t> out(b.cell_count(), 0);
  for (const Point s : stones) {
    for (const Point p : b.chain_stones(s)) out[p] = 1;
  }
  return out;
}

TEST(RaceWinners, MoreLibertiesWinWhoeverMovesFirst) {
  const Board b = board(kRace);
  const std::vector<std::uint8_t> wins =
      race_winners(b, uncuttable_groups(b), doubtful_chains(b, {b.point(3, 0), b.point(4, 0)}));
  for (int y = 0; y < 4; ++y) {
    EXPECT_EQ(wins[b.point(3, y)], 1) << y;  // Black's chain wins its race and lives
    EXPECT_EQ(wins[b.point(4, y)], 0) << y;  // White's stays dead
  }
  EXPECT_EQ(wins[b.point(1, 0)], 0);  // the walls are no part of the race
  EXPECT_EQ(wins[b.point(6, 0)], 0);
}

TEST(RaceWinners, EqualLibertiesGoToWhoeverMovesFirst) {
  // White's stone on (2, 3) leaves Black two liberties against two: the side to move wins, which
  // the rule does not guess.
  std::vector<std::string> rows = kRace;
  rows[3][2] = 'O';
  const Board b = board(rows);
  const std::vector<std::uint8_t> wins =
      race_winners(b, uncuttable_groups(b), doubtful_chains(b, {b.point(3, 0), b.point(4, 0)}));
  EXPECT_EQ(std::count(wins.begin(), wins.end(), 1), 0);
}

TEST(RaceWinners, OnlyBetweenTwoGroupsThePlayoutsGiveUp) {
  // White's chain judged alive: no race to read, Black's chain keeps the playouts' verdict.
  const Board b = board(kRace);
  const std::vector<std::uint8_t> wins = race_winners(b, uncuttable_groups(b), doubtful_chains(b, {b.point(3, 0)}));
  EXPECT_EQ(std::count(wins.begin(), wins.end(), 1), 0);
}

TEST(RaceWinners, NotWithASharedLibertyOrAnEye) {
  // An empty point between the chains (White's stone at (4, 3) taken away, (4, 3) now touches both):
  // a shared liberty, where approach moves decide; the rule leaves it to the playouts.
  std::vector<std::string> shared = kRace;
  shared[3][4] = '.';
  const Board s = board(shared);
  EXPECT_EQ(race_winners(s, uncuttable_groups(s), doubtful_chains(s, {s.point(3, 0), s.point(4, 0)}))[s.point(3, 0)], 0);
  // White's liberty (5, 2) made an eye (Black's stones around it turned White's wall): a group with
  // an eye is no plain race either.
  const Board e = board({".O.XO.X..", ".OOXOOX..", ".O.XO.OX.", ".O.XOOX..", ".OOOXX...", "........."});
  EXPECT_EQ(race_winners(e, uncuttable_groups(e), doubtful_chains(e, {e.point(3, 0), e.point(4, 0)}))[e.point(3, 0)], 0);
}

// ---- Regions a chain encloses alone --------------------------------------------------------------

/// No stone in doubt: the tests read the region alone, with no race outside it.
using testing::none_doubtful;

// Black's chain has no eye; its two liberties, (0, 0) and (3, 0), are the two liberties of White's
// two stones inside. Neither side fills one at first sight (the filler is left in atari), so the
// playouts call it seki. It is not: White throws in at (0, 0), Black must take the three stones
// at (3, 0), and White plays (1, 0), the middle of the straight three Black is left with: one eye.
const std::vector<std::string> kThrowInKills = {
    ".OO.XXX",
    "XXXXXXX",
    "OOOOOOO",
    ".......",
};

TEST(EnclosedFates, AThrowInIntoAShortEyeSpaceKills) {
  const Board b = board(kThrowInKills);
  const std::vector<Fate> f = enclosed_fates(b, none_doubtful(b));
  EXPECT_EQ(f[b.point(0, 1)], Fate::Dead);
  EXPECT_EQ(f[b.point(6, 0)], Fate::Dead);  // the whole chain
  EXPECT_EQ(f[b.point(1, 0)], Fate::Alive);  // White's stones inside live on its death
  EXPECT_EQ(f[b.point(2, 0)], Fate::Alive);
}

// The same with four white stones inside: the throw-in leaves Black a straight five, which makes
// two eyes whatever White plays in it, and Black filling a shared liberty puts its own chain in
// atari. Both live: seki.
TEST(EnclosedFates, ALongerChainInsideMakesSeki) {
  const Board b = board({".OOOO.X", "XXXXXXX", "OOOOOOO", "......."});
  const std::vector<Fate> f = enclosed_fates(b, none_doubtful(b));
  EXPECT_EQ(f[b.point(0, 1)], Fate::Alive);
  EXPECT_EQ(f[b.point(1, 0)], Fate::Alive);
  EXPECT_EQ(f[b.point(4, 0)], Fate::Alive);
}

// Two separate one-point eyes: White can play in neither (suicide), so Black lives.
TEST(EnclosedFates, TwoEyesLive) {
  const Board b = board({".X.XO..", "XXXXO..", "OOOOO..", "......."});
  EXPECT_EQ(enclosed_fates(b, none_doubtful(b))[b.point(1, 0)], Fate::Alive);
}

TEST(EnclosedFates, NothingWhenTheRegionIsLarge) {
  // Nine empty points behind the chain: too many to read.
  const Board b = board({".........", "XXXXXXXXX", "OOOOOOOOO", "........."});
  EXPECT_EQ(enclosed_fates(b, none_doubtful(b))[b.point(0, 1)], Fate::Unsettled);
}

TEST(EnclosedFates, NothingWhenAWallIsNotSafe) {
  // White's wall is in doubt: a race outside the region may decide, so nothing is said.
  const Board b = board(kThrowInKills);
  std::vector<std::uint8_t> doubtful = none_doubtful(b);
  for (int x = 0; x < 7; ++x) doubtful[b.point(x, 2)] = 1;
  EXPECT_EQ(enclosed_fates(b, doubtful)[b.point(0, 1)], Fate::Unsettled);
  // Nor when the region holds a chain of seven stones: too large to read.
  const Board seven = board({".OOOOOOO.X", "XXXXXXXXXX", "OOOOOOOOOO", ".........."});
  EXPECT_EQ(enclosed_fates(seven, none_doubtful(seven))[seven.point(0, 1)], Fate::Unsettled);
}

// kThrowInKills with room for White's wall to live: the playouts never throw three stones in, so
// they give Black's chain to Black; the reading finds it dead, whoever is to move.
TEST(EnclosedFates, DeadStonesTakesTheReadingOverThePlayouts) {
  const Board b = board({
      ".OO.XXXO.",
      "XXXXXXXO.",
      "OOOOOOOO.",
      ".........",
      ".........",
  });
  for (const Color to_move : {Color::Black, Color::White}) {
    const std::vector<Point> dead = dead_stones(b, to_move, {.playouts = 160, .seed = 1});
    EXPECT_NE(std::find(dead.begin(), dead.end(), b.point(0, 1)), dead.end()) << color_name(to_move);
    EXPECT_EQ(std::find(dead.begin(), dead.end(), b.point(1, 0)), dead.end()) << color_name(to_move);
  }
}

// ---- Enclosed regions against a reference written from the definitions ---------------------------

// The region of the chain through (x, y) by its definition: the points reached from the chain's
// liberties without crossing the chain; readable when it has at most 8 points and every chain in
// it at most 6 stones. Empty when it is not readable.
std::vector<std::pair<int, int>> reference_region(const testing::ReferenceBoard& b, int w, int h, int x, int y) {
  const std::vector<std::pair<int, int>> chain = b.group(x, y);
  auto in = [](const std::vector<std::pair<int, int>>& v, std::pair<int, int> q) { return std::find(v.begin(), v.end(), q) != v.end(); };
  std::vector<std::pair<int, int>> region;
  for (const auto& [cx, cy] : chain) {
    for (const auto& [dx, dy] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      const std::pair q{cx + dx, cy + dy};
      if (q.first >= 0 && q.first < w && q.second >= 0 && q.second < h && b.at(q.first, q.second) == 0 && !in(region, q)) region.push_back(q);
    }
  }
  for (std::size_t i = 0; i < region.size(); ++i) {
    const auto [rx, ry] = region[i];
    for (const auto& [dx, dy] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      const std::pair q{rx + dx, ry + dy};
      if (q.first < 0 || q.first >= w || q.second < 0 || q.second >= h || in(chain, q) || in(region, q)) continue;
      region.push_back(q);
    }
  }
  for (const auto& [rx, ry] : region) {
    if (b.at(rx, ry) != 0 && b.group(rx, ry).size() > 6) return {};
  }
  return region.size() <= 8 ? region : std::vector<std::pair<int, int>>{};
}

TEST(EnclosedFates, AgreeWithPlainMinimaxOnRandomBoards) {
#ifdef NDEBUG
  constexpr int kTrials = 3000;
#else
  constexpr int kTrials = 600;  // sanitizer builds: a fifth of the boards
#endif
  std::mt19937_64 rng(20261125);
  int compared = 0;
  int dead = 0;
  for (int trial = 0; trial < kTrials; ++trial) {
    const int w = 3 + static_cast<int>(rng() % 4);
    const int h = 3 + static_cast<int>(rng() % 3);
    std::vector<std::string> rows(static_cast<std::size_t>(h), std::string(static_cast<std::size_t>(w), '.'));
    testing::ReferenceBoard ref(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const auto r = rng() % 100;
        const int c = r < 30 ? 0 : r < 65 ? 1 : 2;
        rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = ".XO"[c];
        ref.set(x, y, c);
      }
    }
    const Board b = board(rows);
    bool legal = true;  // every chain with a liberty, as in a game
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) legal = legal && (ref.at(x, y) == 0 || ref.liberties(x, y) > 0);
    }
    if (!legal) continue;
    const std::vector<Fate> fate = enclosed_fates(b, none_doubtful(b));
    // Each stone's region, and whether the stone lies inside another colour's region (a chain
    // that region's reading may settle instead of its own).
    std::vector<std::vector<std::pair<int, int>>> region_of(static_cast<std::size_t>(w * h));
    std::vector<std::uint8_t> inside_other(static_cast<std::size_t>(w * h), 0);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        if (ref.at(x, y) != 0) region_of[static_cast<std::size_t>(y * w + x)] = reference_region(ref, w, h, x, y);
      }
    }
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        for (const auto& [rx, ry] : region_of[static_cast<std::size_t>(y * w + x)]) {
          if (ref.at(rx, ry) == 3 - ref.at(x, y)) inside_other[static_cast<std::size_t>(ry * w + rx)] = 1;
        }
      }
    }
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const int owner = ref.at(x, y);
        if (owner == 0 || b.chain_head(b.point(x, y)) != b.point(x, y)) continue;  // a chain once
        const std::vector<std::pair<int, int>>& region = region_of[static_cast<std::size_t>(y * w + x)];
        if (region.empty() || inside_other[static_cast<std::size_t>(y * w + x)]) continue;
        const testing::RefOutcome want = testing::reference_solve(ref, region, x, y, owner, 3 - owner, false, 9);
        const Fate f = fate[b.point(x, y)];
        if (want == testing::RefOutcome::Unknown || f == Fate::Unsettled) continue;
        ++compared;
        dead += want == testing::RefOutcome::Captured;
        EXPECT_EQ(f, want == testing::RefOutcome::Captured ? Fate::Dead : Fate::Alive)
            << "trial " << trial << " chain at (" << x << ", " << y << ")\n" << testing::picture(b);
      }
    }
  }
  // The comparison must have met both verdicts many times.
  EXPECT_GT(compared, kTrials / 25);
  EXPECT_GT(dead, kTrials / 75);
  EXPECT_GT(compared - dead, kTrials / 75);
  std::printf("enclosed chains compared: %d (%d dead)\n", compared, dead);
}

}  // namespace
}  // namespace tengen::go
