// color.hpp: the four colours, their byte values (a Grid cell's), opponent, is_stone and names.

#include <gtest/gtest.h>

#include <cstdint>

#include "tengen/color.hpp"

namespace tengen {
namespace {

constexpr Color kAll[] = {Color::Empty, Color::Black, Color::White, Color::Wall};

TEST(Color, ByteValuesAreTheCellValues) {
  EXPECT_EQ(cell_value(Color::Empty), 0);
  EXPECT_EQ(cell_value(Color::Black), 1);
  EXPECT_EQ(cell_value(Color::White), 2);
  EXPECT_EQ(cell_value(Color::Wall), 3);
  for (const Color c : kAll) EXPECT_EQ(cell_value(c), static_cast<std::uint8_t>(c));
}

TEST(Color, OpponentSwapsTheTwoPlayers) {
  EXPECT_EQ(opponent(Color::Black), Color::White);
  EXPECT_EQ(opponent(Color::White), Color::Black);
  for (const Color c : {Color::Black, Color::White}) EXPECT_EQ(opponent(opponent(c)), c);
}

TEST(Color, OnlyBlackAndWhiteAreStones) {
  EXPECT_FALSE(is_stone(Color::Empty));
  EXPECT_TRUE(is_stone(Color::Black));
  EXPECT_TRUE(is_stone(Color::White));
  EXPECT_FALSE(is_stone(Color::Wall));
  // Every other byte a Color may hold by mistake is no stone either.
  for (int v = 3; v < 256; ++v) EXPECT_FALSE(is_stone(static_cast<Color>(v))) << v;
}

TEST(Color, Names) {
  EXPECT_EQ(color_name(Color::Empty), "empty");
  EXPECT_EQ(color_name(Color::Black), "black");
  EXPECT_EQ(color_name(Color::White), "white");
  EXPECT_EQ(color_name(Color::Wall), "wall");
}

}  // namespace
}  // namespace tengen
