// The score, capture and five readers: values, positions and case labels of errors.

#include <gtest/gtest.h>

#include "tengen/io/capture_format.hpp"
#include "tengen/io/five_format.hpp"
#include "tengen/io/score_format.hpp"

namespace tengen::io {
namespace {

TEST(ScoreFormat, ReadsCasesUntilZeroAloneOnItsLine) {
  TokenReader in("2 1 1\n1 1\n2 2\n1 0 0\n0\n9 9 9");
  ScoreReader r(in);
  Grid g;
  ASSERT_TRUE(*r.read_case(g, 1));
  EXPECT_EQ(g.width(), 2);
  EXPECT_EQ(g.at(0, 0), kBlack);
  EXPECT_EQ(g.at(1, 1), kWhite);
  ASSERT_TRUE(*r.read_case(g, 2));
  EXPECT_EQ(g.at(0, 0), kEmpty);
  const auto end = r.read_case(g, 3);
  ASSERT_TRUE(end.ok());
  EXPECT_FALSE(*end);
}

TEST(ScoreFormat, ErrorsNameTheCaseAndPlace) {
  TokenReader in("2 1 1\n1 1\n1 1\n");
  ScoreReader r(in);
  Grid g;
  const auto e = r.read_case(g, 4);
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().message, "two stones on point (1, 1)");
  EXPECT_EQ(e.error().case_label, "case 4");
  EXPECT_EQ(e.error().position.line, 3u);
  TokenReader big("70000 0 0");
  ScoreReader rb(big);
  EXPECT_FALSE(rb.read_case(g, 1).ok());
}

TEST(CaptureFormat, GluedMinusSignsAndRectangularBoards) {
  TokenReader in("2 3\n1-1-1\n0 0 1\n");
  CaptureReader r(in);
  Grid g;
  ASSERT_TRUE(*r.read_board(g, 1));
  EXPECT_EQ(g.width(), 3);
  EXPECT_EQ(g.height(), 2);
  EXPECT_EQ(g.at(0, 0), kBlack);
  EXPECT_EQ(g.at(2, 0), kWhite);
  EXPECT_EQ(g.at(2, 1), kBlack);
  EXPECT_FALSE(*r.read_board(g, 2));
}

TEST(CaptureFormat, HugeDimensionsAreRefusedNotAllocated) {
  TokenReader in("100000 100000\n");
  CaptureReader r(in);
  Grid g;
  const auto e = r.read_board(g, 1);
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().message, "a board of 100000 x 100000 points is too large");
}

TEST(FiveFormat, CountBoardsAndTrailingData) {
  std::string text = "1\n";
  for (int i = 0; i < 25; ++i) text += i == 7 ? "2 " : "0 ";
  TokenReader in(text);
  FiveReader r(in, 5);
  ASSERT_EQ(*r.read_count(), 1);
  Grid g;
  ASSERT_TRUE(r.read_board(g, 1).ok());
  EXPECT_EQ(g.at(2, 1), kWhite);
  EXPECT_TRUE(r.read_end().ok());
}

}  // namespace
}  // namespace tengen::io
