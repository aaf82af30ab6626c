// classic/five.hpp: the five reader (the board count, boards of any size, nothing after the last).

#include <gtest/gtest.h>

#include <string>

#include "tengen/classic/five.hpp"

namespace tengen::classic {
namespace {

TEST(FiveFormat, CountBoardsAndTrailingData) {
  std::string text = "1\n";
  for (int i = 0; i < 25; ++i) text += i == 7 ? "2 " : "0 ";
  text::TokenReader in(text);
  FiveReader r(in, 5);
  ASSERT_EQ(*r.read_count(), 1);
  Grid g;
  ASSERT_TRUE(r.read_board(g, 1).ok());
  EXPECT_EQ(g.at(2, 1), kWhite);
  EXPECT_TRUE(r.read_end().ok());
}

}  // namespace
}  // namespace tengen::classic
