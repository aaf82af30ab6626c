// Text diagrams: coordinates, glyphs, highlighted runs, legend, no trailing spaces.

#include <gtest/gtest.h>

#include <string>
#include <vector>

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

// A pass highlights nothing: the caption says it, after the legend on the same line.
TEST(Diagram, ACaptionFollowsTheLegend) {
  Diagram pass(2, 1);
  pass.at(0, 0) = Cell::Black;
  pass.highlight_meaning = "last move";
  EXPECT_EQ(to_text(pass), "  1 2\n1 X .\nlegend: . empty, X black\n");
  pass.caption = "White passed";
  EXPECT_EQ(to_text(pass), "  1 2\n1 X .\nlegend: . empty, X black; White passed\n");
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

// Named edges (a game record's letters, rows from the bottom): names of two characters stand
// upright like numbers, rows right-aligned; the SVG writes each name whole.
TEST(Diagram, NamedEdgesAsAGameRecordNamesPoints) {
  Diagram d(28, 3);
  d.at(27, 2) = Cell::Black;
  for (int x = 0; x < 26; ++x) d.column_names.push_back(std::string(1, static_cast<char>('A' + x)));
  d.column_names.insert(d.column_names.end(), {"AA", "AB"});
  d.row_names = {"3", "2", "1"};
  const std::string text = to_text(d);
  EXPECT_EQ(text.substr(0, text.find("legend")),
            "                                                      A A\n"
            "  A B C D E F G H I J K L M N O P Q R S T U V W X Y Z A B\n"
            "3 . . . . . . . . . . . . . . . . . . . . . . . . . . . .\n"
            "2 . . . . . . . . . . . . . . . . . . . . . . . . . . . .\n"
            "1 . . . . . . . . . . . . . . . . . . . . . . . . . . . X\n");
  const std::string svg = to_svg(d);
  EXPECT_NE(svg.find(">AB</text>"), std::string::npos);
  EXPECT_NE(svg.find(">3</text>"), std::string::npos);
  EXPECT_EQ(svg.find(">28</text>"), std::string::npos);  // no number where a name is given
}

// Dead stones keep their colour's letter, each run of them in a row in square brackets; the legend
// names what appears and nothing else (no white without a white stone, no highlight that marks
// nothing, as after a pass).
TEST(Diagram, DeadStonesInBracketsAndALegendOfWhatAppears) {
  Diagram d(5, 2);
  d.at(0, 0) = Cell::BlackArea;
  d.at(1, 0) = Cell::DeadWhite;
  d.at(2, 0) = Cell::DeadWhite;
  d.at(3, 0) = Cell::Black;
  d.at(4, 1) = Cell::DeadBlack;
  d.empty_meaning = "neutral";
  d.highlight_meaning = "last move";
  EXPECT_EQ(to_text(d),
            "  1 2 3 4 5\n"
            "1 x[O O]X .\n"
            "2 . . . .[X]\n"
            "legend: . neutral, X black, O white, x black territory, [..] dead stones\n");
  Diagram lone(2, 1);
  lone.at(0, 0) = Cell::DeadWhite;
  EXPECT_EQ(to_text(lone), "  1 2\n1[O].\nlegend: . empty, O white, [..] dead stones\n");
  Diagram empty(1, 1);
  empty.highlight_meaning = "last move";
  EXPECT_EQ(to_text(empty), "  1\n1 .\nlegend: . empty\n");
}

TEST(Diagram, RowsNumberedFromTheBottom) {
  Diagram d(1, 3);
  d.number_rows_from_bottom();
  EXPECT_EQ(d.row_names, (std::vector<std::string>{"3", "2", "1"}));
  EXPECT_EQ(to_text(d).substr(0, 16), "  1\n3 .\n2 .\n1 .\n");
}

}  // namespace
}  // namespace tengen::render
