// to_svg: well-formed XML (parsed by libxml2) for every kind of mark, and a golden picture.

#include <gtest/gtest.h>
#include <libxml/parser.h>

#include <fstream>
#include <set>
#include <sstream>

#include "tengen/render/diagram.hpp"

namespace tengen::render {
namespace {

Diagram sample() {
  Diagram d(9, 9);
  d.at(2, 2) = Cell::Black;
  d.at(3, 2) = Cell::White;
  d.at(0, 0) = Cell::BlackArea;
  d.at(8, 8) = Cell::WhiteArea;
  d.at(4, 4) = Cell::Removed;
  d.at(6, 6) = Cell::DeadBlack;
  d.at(7, 7) = Cell::DeadWhite;
  d.mark(2, 2);
  d.highlight_meaning = "last move <&>";
  return d;
}

bool well_formed(const std::string& xml) {
  xmlDocPtr doc = xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "picture.svg", nullptr,
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == nullptr) return false;
  const xmlNode* root = xmlDocGetRootElement(doc);
  const bool svg = root != nullptr && std::string_view(reinterpret_cast<const char*>(root->name)) == "svg";
  xmlFreeDoc(doc);
  return svg;
}

TEST(Svg, WellFormedForEveryMarkAndSize) {
  EXPECT_TRUE(well_formed(to_svg(sample())));
  for (auto [w, h] : {std::pair{1, 1}, {19, 19}, {13, 7}, {2, 30}}) EXPECT_TRUE(well_formed(to_svg(Diagram(w, h))));
  EXPECT_FALSE(well_formed("<svg><g></svg>"));  // the check itself can fail
}

TEST(Svg, ForbiddenPointsHaveTheirMarkAndLegend) {
  Diagram d(9, 9);
  d.at(4, 4) = Cell::Forbidden;
  const std::string svg = to_svg(d);
  EXPECT_TRUE(well_formed(svg));
  EXPECT_NE(svg.find("forbidden for Black"), std::string::npos);
  EXPECT_NE(svg.find("#1f4fbf"), std::string::npos);  // its own colour
  EXPECT_EQ(to_svg(Diagram(9, 9)).find("forbidden"), std::string::npos);
}

TEST(Svg, TheLegendNamesWhatAppears) {
  Diagram d(9, 9);
  d.at(4, 4) = Cell::DeadWhite;
  d.highlight_meaning = "last move";  // nothing marked: a pass
  const std::string svg = to_svg(d);
  EXPECT_NE(svg.find(">dead white stone</text>"), std::string::npos);
  for (const char* absent : {">black</text>", ">white</text>", ">dead black stone</text>", ">last move</text>"}) {
    EXPECT_EQ(svg.find(absent), std::string::npos) << absent;
  }
}

TEST(Svg, ACaptionIsTextAfterTheLegend) {
  Diagram d(9, 9);
  d.at(2, 2) = Cell::Black;
  d.caption = "White passed <&>";
  const std::string svg = to_svg(d);
  EXPECT_TRUE(well_formed(svg));
  const std::size_t caption = svg.find(">White passed &lt;&amp;&gt;</text>");
  ASSERT_NE(caption, std::string::npos);
  EXPECT_GT(caption, svg.find(">black</text>"));
  d.caption.clear();
  EXPECT_EQ(to_svg(d).find("passed"), std::string::npos);
}

TEST(Svg, LongRowNamesStandLeftOfTheBoard) {
  Diagram d(2, 2);
  d.row_names = {"1000", "999"};
  const std::string svg = to_svg(d);
  // Right-aligned against the board, whose left edge moves right to make room for four digits.
  EXPECT_NE(svg.find("text-anchor=\"end\""), std::string::npos);
  const std::size_t at = svg.find(">1000</text>");
  ASSERT_NE(at, std::string::npos);
  const std::size_t x = svg.rfind("x=\"", at) + 3;
  EXPECT_GE(std::stoi(svg.substr(x)), 4 * 6 + 4);  // room for four characters of about 6 pixels
}

TEST(Svg, GoldenPicture) {
  std::ifstream in(TENGEN_TEST_DATA "/sample.svg", std::ios::binary);
  ASSERT_TRUE(in) << "missing " TENGEN_TEST_DATA "/sample.svg";
  std::stringstream want;
  want << in.rdbuf();
  EXPECT_EQ(to_svg(sample()), want.str());
}

TEST(PicturePath, NumbersThePicturesOfARun) {
  EXPECT_EQ(picture_path("board.svg", 1), "board.svg");
  EXPECT_EQ(picture_path("board.svg", 2), "board-2.svg");
  EXPECT_EQ(picture_path("out/board.svg", 12), "out/board-12.svg");
  EXPECT_EQ(picture_path("out.d/board", 3), "out.d/board-3") << "a dot in a directory is no extension";
  EXPECT_EQ(picture_path("board", 3), "board-3");
  EXPECT_EQ(picture_path("a.b.svg", 2), "a.b-2.svg");
  EXPECT_EQ(picture_path("case{n}.svg", 1), "case1.svg");
  EXPECT_EQ(picture_path("{n}/x{n}.svg", 10), "10/x10.svg");
  EXPECT_EQ(picture_path("{n}{n}", 7), "77") << "a number written in is not read again as a pattern";
}

TEST(PicturePath, NoPictureOfARunOverwritesAnother) {
  for (const std::string pattern : {"b.svg", "b-2.svg", "b", "d.x/b", "p{n}.svg", "{n}", ".svg", "x."}) {
    std::set<std::string> seen;
    for (std::uint64_t k = 1; k <= 1000; ++k) EXPECT_TRUE(seen.insert(picture_path(pattern, k)).second) << pattern << " " << k;
  }
}

}  // namespace
}  // namespace tengen::render
