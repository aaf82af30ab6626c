// classic/capture.hpp: the capture reader (glued minus signs, rectangular boards, sizes refused
// before memory is taken).

#include <gtest/gtest.h>

#include "tengen/classic/capture.hpp"

namespace tengen::classic {
namespace {

TEST(CaptureFormat, GluedMinusSignsAndRectangularBoards) {
  text::TokenReader in("2 3\n1-1-1\n0 0 1\n");
  CaptureReader r(in);
  Grid g;
  ASSERT_TRUE(*r.read_case(g, 1));
  EXPECT_EQ(g.width(), 3);
  EXPECT_EQ(g.height(), 2);
  EXPECT_EQ(g.at(0, 0), kBlack);
  EXPECT_EQ(g.at(2, 0), kWhite);
  EXPECT_EQ(g.at(2, 1), kBlack);
  EXPECT_FALSE(*r.read_case(g, 2));
}

TEST(CaptureFormat, HugeDimensionsAreRefusedNotAllocated) {
  text::TokenReader in("100000 100000\n");
  CaptureReader r(in);
  Grid g;
  const auto e = r.read_case(g, 1);
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().message, "a board of 100000 x 100000 points is too large");
}

}  // namespace
}  // namespace tengen::classic
