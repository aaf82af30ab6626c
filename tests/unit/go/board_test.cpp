// Board: geometry, legality under each rule, ko, hashes, setup, exact liberties.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "pictures.hpp"
#include "tengen/go/board.hpp"

namespace tengen::go {
namespace {

using testing::board_from_picture;
using testing::pic;
using testing::picture;

constexpr Rules kClassic{};
constexpr Rules kStrict{Suicide::Forbid, Ko::Simple};

TEST(Board, SizesThatFit) {
  EXPECT_TRUE(Board::size_fits(1, 1));
  EXPECT_TRUE(Board::size_fits(10000, 10000));
  EXPECT_TRUE(Board::size_fits(1, 100'000'000));
  EXPECT_FALSE(Board::size_fits(0, 5));
  EXPECT_FALSE(Board::size_fits(5, -1));
  EXPECT_FALSE(Board::size_fits(100'000, 100'000));
}

TEST(Board, PointsMapToColumnsAndRowsOnRectangularBoards) {
  for (auto [w, h] : {std::pair{9, 13}, {1, 7}, {1000, 3}, {7, 1}}) {
    Board b(w, h);
    EXPECT_EQ(b.check_consistency(), "");
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; x += 1 + w / 10) {
        const Point p = b.point(x, y);
        EXPECT_TRUE(b.on_board(p));
        EXPECT_EQ(b.column_of(p), x);
        EXPECT_EQ(b.row_of(p), y);
        EXPECT_EQ(b.at(p), Color::Empty);
      }
    }
    EXPECT_FALSE(b.on_board(kNoPoint));
    EXPECT_FALSE(b.on_board(b.point(w - 1, h - 1) + 1));
    EXPECT_FALSE(b.on_board(static_cast<Point>(b.cell_count())));
  }
}

TEST(Board, RefusesOccupiedAndOffBoardLeavingBoardUnchanged) {
  Board b(5, 5);
  ASSERT_EQ(b.play(b.point(2, 2), Color::Black, kClassic).status, MoveStatus::Ok);
  const auto hash = b.hash();
  EXPECT_EQ(b.play(b.point(2, 2), Color::White, kClassic).status, MoveStatus::Occupied);
  EXPECT_EQ(b.play(b.point(2, 2), Color::White, kStrict).status, MoveStatus::Occupied);
  EXPECT_EQ(b.play(kNoPoint, Color::White, kStrict).status, MoveStatus::OffBoard);
  EXPECT_EQ(b.play(b.point(4, 0) + 1, Color::White, kClassic).status, MoveStatus::OffBoard);
  EXPECT_EQ(b.hash(), hash);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, SuicideForbiddenIsRefusedAllowedRemovesTheGroup) {
  Board b = board_from_picture(R"(
    X X O .
    . O . .
    O . . .)");
  const auto before = picture(b);
  EXPECT_EQ(b.check(b.point(0, 1), Color::Black, kStrict), MoveStatus::Suicide);
  EXPECT_EQ(b.play(b.point(0, 1), Color::Black, kStrict).status, MoveStatus::Suicide);
  EXPECT_EQ(picture(b), before);
  // White may fill there: it captures.
  EXPECT_EQ(b.check(b.point(0, 1), Color::White, kStrict), MoveStatus::Ok);
  const MoveResult r = b.play(b.point(0, 1), Color::Black, kClassic);
  EXPECT_EQ(r.suicided, 3u);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, SimpleKoForbidsTheImmediateRetakeOnly) {
  Board b = board_from_picture(R"(
    . X O .
    X O . O
    . X O .
    . . . .)");
  // Black captures at (2,1): the classic ko shape.
  MoveResult r = b.play(b.point(2, 1), Color::Black, kStrict);
  ASSERT_EQ(r.status, MoveStatus::Ok);
  ASSERT_EQ(r.captured, 1u);
  EXPECT_EQ(b.ko_point(), b.point(1, 1));
  EXPECT_EQ(b.check(b.point(1, 1), Color::White, kStrict), MoveStatus::Ko);
  EXPECT_EQ(b.check(b.point(1, 1), Color::White, kClassic), MoveStatus::Ok);
  EXPECT_EQ(b.check(b.point(1, 1), Color::White, Rules{Suicide::Allow, Ko::Superko}), MoveStatus::Ko);
  // Black may fill the ko himself.
  EXPECT_EQ(b.check(b.point(1, 1), Color::Black, kStrict), MoveStatus::Ok);
  // A ko threat elsewhere, an answer, and the retake is legal again.
  ASSERT_EQ(b.play(b.point(3, 3), Color::White, kStrict).status, MoveStatus::Ok);
  EXPECT_EQ(b.ko_point(), kNoPoint);
  ASSERT_EQ(b.play(b.point(2, 3), Color::Black, kStrict).status, MoveStatus::Ok);
  EXPECT_EQ(b.play(b.point(1, 1), Color::White, kStrict).captured, 1u);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, CapturingTwoStonesMakesNoKo) {
  Board b = board_from_picture(R"(
    . X . X .
    X O . O X
    . X . X .)");
  const MoveResult r = b.play(b.point(2, 1), Color::Black, kStrict);
  EXPECT_EQ(r.status, MoveStatus::Ok);
  EXPECT_EQ(r.captured, 2u);
  EXPECT_EQ(b.ko_point(), kNoPoint);
}

TEST(Board, HashAfterPredictsThePlayedPosition) {
  Board b = board_from_picture(R"(
    . O X .
    O X . .
    X . . O
    . . O .)");
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 4; ++x) {
      for (Color c : {Color::Black, Color::White}) {
        Board copy = b;
        const Point p = copy.point(x, y);
        if (copy.at(p) != Color::Empty) continue;
        const auto predicted = copy.hash_after(p, c);
        ASSERT_EQ(copy.play(p, c, kClassic).status, MoveStatus::Ok);
        EXPECT_EQ(copy.hash(), predicted) << x << "," << y;
      }
    }
  }
}

TEST(Board, HashDependsOnStonesOnly) {
  Board a(5, 5);
  Board b(5, 5);
  a.set(a.point(1, 1), Color::Black);
  a.set(a.point(2, 2), Color::White);
  b.set(b.point(2, 2), Color::White);
  b.set(b.point(1, 1), Color::Black);
  EXPECT_EQ(a.hash(), b.hash());
  b.set(b.point(1, 1), Color::White);
  EXPECT_NE(a.hash(), b.hash());
  b.set(b.point(1, 1), Color::Empty);
  b.set(b.point(2, 2), Color::Empty);
  EXPECT_EQ(b.hash(), 0u);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, RemovingASetupStoneSplitsItsChain) {
  Board b = board_from_picture(R"(
    X X X
    . . .)");
  b.set(b.point(1, 0), Color::Empty);
  EXPECT_EQ(b.check_consistency(), "");
  EXPECT_NE(b.chain_head(b.point(0, 0)), b.chain_head(b.point(2, 0)));
  EXPECT_EQ(b.liberties(b.point(0, 0)), 2u);
  EXPECT_EQ(picture(b), pic("X . X\n. . ."));
}

// set_many is set() a placement at a time, in one step: the same stones, chains, liberties and
// hash on random boards and random batches (points repeated, stones taken off, recoloured, put
// on), and the same captures in the moves played after.
TEST(Board, SetManyIsSetOneAfterAnother) {
  std::mt19937 rng(20261201);
  for (int round = 0; round < 400; ++round) {
    const int w = 1 + static_cast<int>(rng() % 7);
    const int h = 1 + static_cast<int>(rng() % 7);
    Board one(w, h);
    Board many(w, h);
    for (int batch = 0; batch < 6; ++batch) {
      std::vector<Board::Placement> placements(rng() % (2 * w * h + 1));
      for (Board::Placement& pl : placements) {
        pl.point = one.point(static_cast<int>(rng() % w), static_cast<int>(rng() % h));
        pl.color = static_cast<Color>(rng() % 3);
      }
      for (const Board::Placement& pl : placements) one.set(pl.point, pl.color);
      many.set_many(placements);
      ASSERT_EQ(many.check_consistency(), "") << round;
      ASSERT_EQ(picture(many), picture(one)) << round;
      EXPECT_EQ(many.hash(), one.hash()) << round;
      for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
          const Point p = one.point(x, y);
          if (one.at(p) == Color::Empty) continue;
          EXPECT_EQ(many.liberties(p), one.liberties(p)) << round;
          EXPECT_EQ(many.chain_size(many.chain_head(p)), one.chain_size(one.chain_head(p))) << round;
        }
      }
      // A few moves on both: the same stones come off.
      for (int m = 0; m < 4; ++m) {
        const Point p = one.point(static_cast<int>(rng() % w), static_cast<int>(rng() % h));
        const Color c = rng() % 2 == 0 ? Color::Black : Color::White;
        const MoveResult a = one.play(p, c, kClassic);
        std::vector<Point> removed_one(a.removed.begin(), a.removed.end());
        const MoveResult b = many.play(p, c, kClassic);
        std::vector<Point> removed_many(b.removed.begin(), b.removed.end());
        ASSERT_EQ(b.status, a.status) << round;
        std::sort(removed_one.begin(), removed_one.end());
        std::sort(removed_many.begin(), removed_many.end());
        EXPECT_EQ(removed_many, removed_one) << round;
        ASSERT_EQ(picture(many), picture(one)) << round;
      }
    }
  }
}

TEST(Board, ExactLibertiesCountSharedPointsOnce) {
  Board b = board_from_picture(R"(
    . . . .
    . X X .
    . X . .
    . . . .)");
  EXPECT_EQ(b.liberties(b.point(1, 1)), 7u);
  EXPECT_EQ(b.pseudo_liberties(b.point(1, 1)), 8u);  // (2,2) counts twice
  EXPECT_EQ(b.chain_size(b.point(2, 1)), 3u);
  EXPECT_EQ(b.chain_stones(b.point(1, 2)).size(), 3u);
}

TEST(Board, LongSnakeChainsWork) {
  // A 1 x 200000 line: one chain of 199999 stones, captured at once.
  Board b(200000, 1);
  for (int x = 1; x < 200000; ++x) b.play(b.point(x, 0), Color::White, kClassic);
  EXPECT_EQ(b.chain_size(b.point(5, 0)), 199999u);
  const MoveResult r = b.play(b.point(0, 0), Color::Black, kClassic);
  EXPECT_EQ(r.captured, 199999u);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, HundredMillionPoints) {
  // 10^8 points: a capture in each corner, the chains and liberties as on a small board.
  Board b(10000, 10000);
  const int n = 9999;
  for (auto [x, y] : {std::pair{0, 0}, {n, 0}, {0, n}, {n, n}}) {
    b.play(b.point(x, y), Color::White, kClassic);
    b.play(b.point(x == 0 ? 1 : n - 1, y), Color::Black, kClassic);
    const MoveResult r = b.play(b.point(x, y == 0 ? 1 : n - 1), Color::Black, kClassic);
    EXPECT_EQ(r.captured, 1u);
    EXPECT_EQ(b.at(b.point(x, y)), Color::Empty);
  }
  EXPECT_EQ(b.stone_count(Color::Black), 8u);
  EXPECT_EQ(b.liberties(b.point(1, 0)), 3u);
}

TEST(Board, ConsistencyCheckNoticesCorruption) {
  // A board copied and then edited stone by stone stays consistent; a changed colour would not.
  Board b(3, 3);
  b.set(b.point(0, 0), Color::Black);
  EXPECT_EQ(b.check_consistency(), "");
  EXPECT_EQ(b.stone_count(Color::Black), 1u);
}

TEST(Board, ATrueEyeAllowsOneOpponentDiagonalInsideAndNoneOnTheEdge) {
  // The centre point (2, 2): Black's neighbours all round; White's stones on its diagonals.
  const Board one = testing::board_from_rows({".....", ".OX..", ".X.X.", "..X..", "....."});
  EXPECT_TRUE(one.is_own_eye(one.point(2, 2), Color::Black));
  EXPECT_TRUE(one.is_true_eye(one.point(2, 2), Color::Black));    // one diagonal: still true
  EXPECT_FALSE(one.is_true_eye(one.point(2, 2), Color::White));   // not White's eye at all
  const Board two = testing::board_from_rows({".....", ".OX..", ".X.X.", "..XO.", "....."});
  EXPECT_TRUE(two.is_own_eye(two.point(2, 2), Color::Black));
  EXPECT_FALSE(two.is_true_eye(two.point(2, 2), Color::Black));   // two diagonals: false
  // On the edge, (2, 0): one of White's diagonals makes it false; in the corner, (0, 0), too.
  const Board edge = testing::board_from_rows({".X.X.", "..X..", ".....", ".....", "....."});
  EXPECT_TRUE(edge.is_true_eye(edge.point(2, 0), Color::Black));
  const Board side = testing::board_from_rows({"OX.X.", ".OX..", ".....", ".....", "....."});
  EXPECT_TRUE(side.is_own_eye(side.point(2, 0), Color::Black));
  EXPECT_FALSE(side.is_true_eye(side.point(2, 0), Color::Black));  // (1, 1) is White's
  const Board corner = testing::board_from_rows({".X...", "XO...", ".....", ".....", "....."});
  EXPECT_TRUE(corner.is_own_eye(corner.point(0, 0), Color::Black));
  EXPECT_FALSE(corner.is_true_eye(corner.point(0, 0), Color::Black));
  const Board corner_true = testing::board_from_rows({".X...", "XX...", ".....", ".....", "....."});
  EXPECT_TRUE(corner_true.is_true_eye(corner_true.point(0, 0), Color::Black));
}

TEST(Board, RebuiltHasTheSameStonesKoAndHashInPointOrder) {
  std::mt19937_64 rng(5);
  for (int round = 0; round < 20; ++round) {
    Board b(7 + round % 5, 6 + round % 3);
    for (int k = 0; k < 120; ++k) {
      const Point p = b.point(static_cast<int>(rng() % static_cast<unsigned>(b.width())),
                              static_cast<int>(rng() % static_cast<unsigned>(b.height())));
      if (b.check(p, k % 2 == 0 ? Color::Black : Color::White, Rules{}) == MoveStatus::Ok) {
        b.play(p, k % 2 == 0 ? Color::Black : Color::White, Rules{});
      }
    }
    const Board r = b.rebuilt();
    EXPECT_EQ(r.check_consistency(), "");
    ASSERT_EQ(r.cell_count(), b.cell_count());
    for (Point p = 0; p < b.cell_count(); ++p) ASSERT_EQ(r.at(p), b.at(p));
    EXPECT_EQ(r.hash(), b.hash());
    EXPECT_EQ(r.ko_point(), b.ko_point());
    EXPECT_EQ(r.ko_color(), b.ko_color());
    // The inner order is the position's: the same stones set in reverse order, rebuilt, have the
    // same chain heads and the same order of each chain's stones.
    Board other(b.width(), b.height());
    for (Point p = b.cell_count(); p-- > 0;) {
      if (is_stone(b.at(p))) other.set(p, b.at(p));
    }
    const Board o = other.rebuilt();
    for (Point p = 0; p < r.cell_count(); ++p) {
      if (!is_stone(r.at(p))) continue;
      ASSERT_EQ(o.chain_head(p), r.chain_head(p)) << p;
      ASSERT_EQ(o.chain_stones(p), r.chain_stones(p)) << p;
    }
  }
}

}  // namespace
}  // namespace tengen::go
