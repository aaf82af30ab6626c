// Text diagrams: coordinates, glyphs, highlighted runs, legend, no trailing spaces.

#include <gtest/gtest.h>

#include "tengen/render/diagram.hpp"

namespace tengen::render {
namespace {

TEST(Diagram, SmallBoardWithLastMoveAndRemovedStone) {
  Diagram d(3, 2);
  d.at(0, 0) = Cell::Black;
  d.at(1, 0) = Cell::White;
  d.at(2, 1) = Cell::Removed;
  d.mark(1, 0);
  d.highlight_meaning = "last move";
  EXPECT_EQ(to_text(d),
            "  1 2 3\n"
            "1 X(O).\n"
            "2 . . *\n"
            "legend: . empty, X black, O white, * removed stone, (..) last move\n");
}

TEST(Diagram, WideBoardsNumberColumnsVerticallyAndRowsRightAligned) {
  Diagram d(12, 10);
  d.at(11, 9) = Cell::WhiteArea;
  d.mark(0, 9);
  d.mark(1, 9);
  const std::string text = to_text(d);
  EXPECT_EQ(text.substr(0, text.find("\n 1 ")),
            "                     1 1 1\n"
            "   1 2 3 4 5 6 7 8 9 0 1 2");
  EXPECT_NE(text.find("\n10(. .). . . . . . . . . o\n"), std::string::npos) << text;
  EXPECT_EQ(text.find(" \n"), std::string::npos);
}

}  // namespace
}  // namespace tengen::render
