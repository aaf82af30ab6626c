// Picture tests: a board drawn in ASCII, a move, and the expected board, chains and liberties.

#include <gtest/gtest.h>

#include "pictures.hpp"

namespace tengen::go {
namespace {

using testing::board_from_picture;
using testing::chain_picture;
using testing::liberty_picture;
using testing::pic;
using testing::picture;

struct Case {
  const char* name;
  const char* before;
  int x, y;  // 0-based column and row of the move
  Color color;
  const char* after;
  const char* liberties;
  const char* chains;
  std::uint32_t captured;
  std::uint32_t suicided;
};

const Case kCases[] = {
    {"corner capture", R"(
      O X .
      . . .
      . . .)",
     0, 1, Color::Black, R"(
      . X .
      X . .
      . . .)",
     R"(
      . 3 .
      3 . .
      . . .)",
     R"(
      . a .
      b . .
      . . .)",
     1, 0},
    {"edge capture of a two-stone chain", R"(
      . X O O .
      . . X X .
      . . . . .)",
     4, 0, Color::Black, R"(
      . X . . X
      . . X X .
      . . . . .)",
     R"(
      . 3 . . 2
      . . 6 6 .
      . . . . .)",
     R"(
      . a . . b
      . . c c .
      . . . . .)",
     2, 0},
    {"one move captures four groups sharing the last liberty", R"(
      . X O X .
      X O . O X
      . X O X .)",
     2, 1, Color::Black, R"(
      . X . X .
      X . X . X
      . X . X .)",
     R"(
      . 3 . 3 .
      3 . 4 . 3
      . 3 . 3 .)",
     R"(
      . a . b .
      c . d . e
      . f . g .)",
     4, 0},
    {"suicide of one stone", R"(
      . O .
      O . .
      . . .)",
     0, 0, Color::Black, R"(
      . O .
      O . .
      . . .)",
     R"(
      . 3 .
      3 . .
      . . .)",
     R"(
      . a .
      b . .
      . . .)",
     0, 1},
    {"suicide of a group", R"(
      X X O .
      . O . .
      O . . .)",
     0, 1, Color::Black, R"(
      . . O .
      . O . .
      O . . .)",
     R"(
      . . 3 .
      . 4 . .
      2 . . .)",
     R"(
      . . a .
      . b . .
      c . . .)",
     0, 3},
    {"a capture saves the stone from suicide", R"(
      . O X .
      O X . .
      X . . .)",
     0, 0, Color::Black, R"(
      X . X .
      . X . .
      X . . .)",
     R"(
      2 . 3 .
      . 4 . .
      2 . . .)",
     R"(
      a . b .
      . c . .
      d . . .)",
     2, 0},
    {"merge of four chains", R"(
      . X . .
      X . X .
      . X . .)",
     1, 1, Color::Black, R"(
      . X . .
      X X X .
      . X . .)",
     R"(
      . 5 . .
      5 5 5 .
      . 5 . .)",
     R"(
      . a . .
      a a a .
      . a . .)",
     0, 0},
    {"1x1 board: the only move is suicide", ".", 0, 0, Color::White, ".", ".", ".", 0, 1},
    {"1xN board: capture at the end", "O X . O X", 2, 0, Color::White, "O . O O X", "1 . 1 1 0", "a . b b c",
     1, 0},
};

TEST(BoardPictures, MovesGiveExpectedBoardsChainsAndLiberties) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.name);
    Board b = board_from_picture(c.before);
    ASSERT_EQ(b.check_consistency(), "");
    const MoveResult r = b.play(b.point(c.x, c.y), c.color, Rules{});
    ASSERT_EQ(r.status, MoveStatus::Ok);
    EXPECT_EQ(r.captured, c.captured);
    EXPECT_EQ(r.suicided, c.suicided);
    EXPECT_EQ(r.removed.size(), c.captured + c.suicided);
    EXPECT_EQ(picture(b), pic(c.after));
    EXPECT_EQ(chain_picture(b), pic(c.chains));
    EXPECT_EQ(b.check_consistency(), "");
    EXPECT_EQ(liberty_picture(b), pic(c.liberties));
  }
}

}  // namespace
}  // namespace tengen::go
