// Local reading: each rule on hand-made positions, with the reasoning that makes the answer right.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pictures.hpp"
#include "tengen/go/dead_stones.hpp"
#include "tengen/go/reading.hpp"

namespace tengen::go {
namespace {

Board board(const std::vector<std::string>& rows) { return testing::board_from_rows(rows); }

// ---- Ko-shaped ataris ------------------------------------------------------------------------------

// Black's stone at (3, 2) is in atari, and its one liberty (2, 2) touches only black stones: White
// could take it only as a ko, Black simply connects, and the stone lives with the wall.
const std::vector<std::string> kKoAtari = {
    "..XOO..",
    "..XOO..",
    ".X.XO..",
    "..XOO..",
    "..XOO..",
};

TEST(KoConnections, AStoneInAtariAtAKoShapedPointConnects) {
  const Board b = board(kKoAtari);
  const std::vector<KoConnection> k = ko_connections(b);
  ASSERT_EQ(k.size(), 1u);
  EXPECT_EQ(k[0].stone, b.point(3, 2));
  EXPECT_EQ(k[0].point, b.point(2, 2));
}

TEST(KoConnections, NotWhenTheLibertyTouchesAnEmptyPointOrAnOpponent) {
  // The liberty has an empty neighbour: White's stone there would have a liberty of its own, no
  // ko: a plain capture.
  std::vector<std::string> rows = kKoAtari;
  rows[2][1] = '.';
  EXPECT_TRUE(ko_connections(board(rows)).empty());
  // The liberty touches a white stone: taking joins it, again no ko.
  rows[2][1] = 'O';
  EXPECT_TRUE(ko_connections(board(rows)).empty());
}

TEST(KoConnections, NotForTwoStonesOrWhenConnectingLeavesAnAtari) {
  // Two black stones in atari: White's capture is no ko (two stones come off), so no connection.
  const Board two = board({"..XOO..", "..XOOO.", ".X.XXO.", "..XOOO.", "..XOO.."});
  EXPECT_TRUE(ko_connections(two).empty());
  // Black's chains around the point have no other liberty: connected, the whole lot is in atari,
  // and White takes it all. (The corner: the stone at (1, 0) and the point (0, 0).)
  const Board short_of_liberties = board({".XO....", "XOO....", "OO.....", ".......", "......."});
  EXPECT_TRUE(ko_connections(short_of_liberties).empty());
}

TEST(KoConnections, TheConnectedStoneIsAliveWhoeverMovesFirst) {
  const Board b = board(kKoAtari);
  // Played out as it stands, White takes the ko in most playouts and the stone looks dead.
  EXPECT_LT(ownership(b, Color::White, {.playouts = 160, .seed = 1})[b.point(3, 2)], 0.2f);
  for (const Color to_move : {Color::Black, Color::White}) {
    EXPECT_TRUE(dead_stones(b, to_move, {.playouts = 160, .seed = 1}).empty()) << color_name(to_move);
  }
}

}  // namespace
}  // namespace tengen::go
