// ReplayReader: the count, the moves, and every invalid input with its position and case.

#include <gtest/gtest.h>

#include "tengen/io/replay_format.hpp"

namespace tengen::io {
namespace {

TEST(ReplayFormat, ReadsCountMovesAndEnd) {
  TokenReader in("2\n3 4\n 5-6\n");
  ReplayReader r(in);
  ASSERT_EQ(*r.read_count(), 2);
  const auto a = r.read_move(1);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->row, 3);
  EXPECT_EQ(a->column, 4);
  EXPECT_EQ(a->position.line, 2u);
  const auto b = r.read_move(2);
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->column, -6);
  EXPECT_EQ(b->position.column, 2u);
  EXPECT_TRUE(r.read_end().ok());
}

TEST(ReplayFormat, Errors) {
  {
    TokenReader in("");
    ReplayReader r(in);
    const auto c = r.read_count();
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().case_label, "move count");
  }
  {
    TokenReader in("  -3");
    ReplayReader r(in);
    const auto c = r.read_count();
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().message, "the number of moves is -3, not at least 0");
    EXPECT_EQ(c.error().position.column, 3u);
  }
  {
    TokenReader in("3\n1 1\n2");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    ASSERT_TRUE(r.read_move(1).ok());
    const auto m = r.read_move(2);
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message, "the input ends after 1 of the 3 moves");
    EXPECT_EQ(m.error().case_label, "move 2");
    EXPECT_EQ(m.error().position.line, 3u);
    EXPECT_EQ(m.error().position.column, 2u);
  }
  {
    TokenReader in("1\n1 q");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    const auto m = r.read_move(1);
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message, "'q' is not an integer");
    EXPECT_EQ(m.error().position.column, 3u);
  }
  {
    TokenReader in("1\n1 1\n7");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    ASSERT_TRUE(r.read_move(1).ok());
    const auto e = r.read_end();
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().message, "unexpected 7 after the last of the 1 moves");
    EXPECT_EQ(e.error().case_label, "after move 1");
  }
}

}  // namespace
}  // namespace tengen::io
