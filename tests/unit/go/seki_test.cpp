// Seki: hand-made positions with shared liberties that neither side can fill (with and without
// eyes), and their look-alikes that are not seki (dame between living groups, a side that can
// approach); Japanese counting gives the eyes of groups in seki to nobody, area counting does not.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pictures.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/go/seki.hpp"

namespace tengen::go {
namespace {

using testing::board;

/// The stones in seki of the position (no dead stones) as a picture: S where a stone is in seki,
/// '.' elsewhere.
std::vector<std::string> seki_picture(const std::vector<std::string>& position) {
  const Board b = board(position);
  std::vector<std::string> rows(static_cast<std::size_t>(b.height()), std::string(static_cast<std::size_t>(b.width()), '.'));
  for (const Point p : seki_stones(b, {})) rows[static_cast<std::size_t>(b.row_of(p))][static_cast<std::size_t>(b.column_of(p))] = 'S';
  return rows;
}

// Black's inner chain and White's inner chain have only the two points between them as liberties:
// whoever plays either is left in atari, so neither does. No eyes.
const std::vector<std::string> kNoEyes = {
    "OX.OX",
    "OX.OX",
    "OXXOX",
    ".OOX.",
    ".....",
};

TEST(Seki, TwoSharedLibertiesNoEyes) {
  EXPECT_EQ(seki_picture(kNoEyes), (std::vector<std::string>{".S.S.", ".S.S.", ".SSS.", ".....", "....."}));
}

TEST(Seki, OneSideCanApproach) {
  // The same, but White's inner chain has a liberty outside: White can fill a shared point without
  // self-atari and then capture. Not seki.
  std::vector<std::string> rows = kNoEyes;
  rows[1][4] = '.';
  const Board b = board(rows);
  EXPECT_TRUE(seki_stones(b, {}).empty());
}

// One eye each (top-left for Black, top-right for White) and one shared liberty between them.
const std::vector<std::string> kEyes = {
    ".XX.OO.",
    "XXXXOOO",
    "OOOOXXX",
    ".......",
    ".......",
};

TEST(Seki, OneEyeEachAndOneSharedLiberty) {
  EXPECT_EQ(seki_picture(kEyes), (std::vector<std::string>{".SS.SS.", "SSSSSSS", ".......", ".......", "......."}));
}

// One eye each, (0, 0) for Black and (0, 4) for White, and two shared liberties, (0, 2) and (1, 2):
// either may fill one, and the one who fills the second is captured. Filling a shared point is no
// self-atari here, so the seki shows in the liberties of the two chains, not at one point.
const std::vector<std::string> kEyesAndTwoShared = {
    ".X.O.OX",
    "XX.OOOX",
    "OXXOXXX",
    "OOOXXXX",
    "O.OX.X.",
    "OOOXXXX",
    "O.OX.X.",
};

TEST(Seki, OneEyeEachAndTwoSharedLiberties) {
  EXPECT_EQ(seki_picture(kEyesAndTwoShared),
            (std::vector<std::string>{".S.S.S.", "SS.SSS.", ".SSS...", ".......", ".......", ".......", "......."}));
  const Board b = board(kEyesAndTwoShared);
  const std::uint64_t none[3] = {0, 0, 0};
  EXPECT_EQ(score_game(b, {}, none, Counting::Japanese, 0).seki_points, 2u);  // the two eyes
}

TEST(Seki, AnEyeAgainstNoEyeIsARaceNotSeki) {
  // Black's eye filled: Black's chain has only the two shared liberties, White's its eye as well.
  // White fills one and captures: no seki.
  std::vector<std::string> rows = kEyesAndTwoShared;
  rows[0][0] = 'X';
  EXPECT_TRUE(seki_stones(board(rows), {}).empty());
}

TEST(Seki, ThreeSharedLibertiesNoEyes) {
  // The chains' only liberties are the three points of column 2 (rows 0 to 2): a fill leaves two
  // each, and the next fill is a self-atari for either colour.
  EXPECT_EQ(seki_picture({"OX.OX.X", "OX.OXXX", "OX.OX.X", "OXXOXXX", "OOOXXXX", ".OOX.X.", "O.OXXXX"}),
            (std::vector<std::string>{".S.S...", ".S.S...", ".S.S...", ".SSS...", ".......", ".......", "......."}));
}

TEST(Seki, AnEyeSharedWithOtherChainsIsNoEyeOfTheSeki) {
  // From a KGS game's lower edge. White's chain (2, 2), (1, 3), (2, 3), (3, 3) has two liberties:
  // (4, 3), shared with Black's stone (5, 3), and (3, 2), which White's chains above and to the
  // right also surround: White connects there, so it is no eye of that chain alone, and Black's
  // (6, 3) is an eye its stone shares with Black's other chains. Dame and a connection, not seki.
  const Board b = board({"XOOOOXO.O", ".XXO.OX.X", ".XO.OOXX.", "XOOO.X.X."});
  EXPECT_TRUE(seki_stones(b, {}).empty());
}

TEST(Seki, DameBetweenLivingGroupsIsNotSeki) {
  const Board b = board({".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."});
  EXPECT_TRUE(seki_stones(b, {}).empty());
}

TEST(Seki, AChainInAtariOnTheSharedPointIsCapturedNotSeki) {
  // Black's chain at the top has only the shared point left: White playing there captures.
  const Board b = board({"X.O..", "OOO..", ".....", ".....", "....."});
  EXPECT_TRUE(seki_stones(b, {}).empty());
}

TEST(Seki, DeadStonesComeOffFirst) {
  // A dead white stone on the shared point of kEyes: off the board, the seki is there.
  std::vector<std::string> rows = kEyes;
  rows[0][3] = 'O';
  const Board b = board(rows);
  EXPECT_TRUE(seki_stones(b, {}).empty());  // with the stone on: White's chain has one liberty
  EXPECT_EQ(seki_stones(b, std::vector<Point>{b.point(3, 0)}).size(), 11u);
}

TEST(Seki, JapaneseCountingGivesTheEyesInSekiToNobody) {
  const Board b = board(kEyes);
  const std::uint64_t none[3] = {0, 0, 0};
  const GameScore japanese = score_game(b, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(japanese.seki.size(), 11u);
  EXPECT_EQ(japanese.seki_points, 2u);
  EXPECT_EQ(japanese.territory.black_territory, 0u);
  EXPECT_EQ(japanese.territory.white_territory, 0u);
  EXPECT_EQ(japanese.black, 0);
  EXPECT_EQ(japanese.white, 0);
  // Area counting counts the eyes and the stones in seki.
  const GameScore chinese = score_game(b, {}, none, Counting::Chinese, 0);
  EXPECT_EQ(chinese.seki_points, 0u);
  EXPECT_EQ(chinese.territory.black_territory, 1u);
  EXPECT_EQ(chinese.black, 9 + 1);  // nine stones and the eye
  EXPECT_EQ(chinese.white, 9 + 1);
}

// Black's stone (1, 0) and White's chain are in seki at (2, 0): either colour there is left in
// atari. Black's stone shares its eye (0, 0) with Black's big chain, which also surrounds five points
// of its own below. The seki is the stone's and White's chain's, not the big chain's: those five
// points are Black's territory (KGS counts them; a count that spread the seki along every chain
// around a shared eye gave them to nobody).
const std::vector<std::string> kSekiBesideALiveGroup = {
    ".X.O.OX",
    "XOOOOOX",
    "XXXXXXX",
    "X.....X",
    "XXXXXXX",
    "OOOOOOO",
    ".......",
};

TEST(Seki, TheSekiStaysWithTheChainsAtTheSharedPoint) {
  EXPECT_EQ(seki_picture(kSekiBesideALiveGroup),
            (std::vector<std::string>{".S.S.S.", ".SSSSS.", ".......", ".......", ".......", ".......", "......."}));
  const Board b = board(kSekiBesideALiveGroup);
  const std::uint64_t none[3] = {0, 0, 0};
  const GameScore japanese = score_game(b, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(japanese.seki_points, 2u);  // the two eyes, (0, 0) and (4, 0)
  EXPECT_EQ(japanese.territory.black_territory, 5u);
  EXPECT_EQ(japanese.territory.white_territory, 7u);
}

}  // namespace
}  // namespace tengen::go
