#pragma once
/// \file
/// A picture of a board, independent of where it came from: stones, a glyph on chosen empty
/// points, and highlighted points. Subcommands fill one in; printers turn it into text or SVG.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tengen/grid.hpp"

namespace tengen::render {

/// The most points of a board drawn (1000 x 1000): a picture is about 2 bytes a point as text and
/// 100 as SVG, and one of a larger board is more than anyone reads.
inline constexpr std::uint64_t kMaxPicturePoints = 1'000'000;

/// What a point holds in a picture.
enum class Cell : std::uint8_t {
  Empty,
  Black,
  White,
  BlackArea,  ///< an empty point that is Black's territory
  WhiteArea,  ///< an empty point that is White's territory
  Removed,    ///< an empty point whose stone was just removed
  Forbidden,  ///< an empty point where Black may not play (a renju foul)
  DeadBlack,  ///< a black stone the count takes as dead (never marked, nor next to a marked point)
  DeadWhite,  ///< a white stone the count takes as dead (likewise)
};

/// A board picture, row 0 on top, column 0 on the left.
struct Diagram {
  /// An all-empty width x height picture.
  Diagram(int w, int h)
      : width(w), height(h), cells(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), Cell::Empty),
        highlight(cells.size(), 0) {}

  int width;
  int height;
  std::vector<Cell> cells;
  std::vector<std::uint8_t> highlight;  ///< 1 where the answer points (last move, capture, five)
  /// What a highlighted point means, for the legend, e.g. "last move".
  std::string highlight_meaning;
  /// What '.' means, for the legend: "empty", or "neutral" where territory is marked.
  std::string empty_meaning = "empty";
  /// A remark on the picture as a whole, after the legend: "White passed" (the position after a
  /// pass, where no point is highlighted); empty for none.
  std::string caption;
  /// The names written along the edges, one a column (left to right) and one a row (top to
  /// bottom), as a game record names its points ("A".."O", "15".."1"); empty: numbers from 1,
  /// column 1 on the left and row 1 on top, as the classic formats count. Either empty or full.
  std::vector<std::string> column_names;
  std::vector<std::string> row_names;

  /// Names the rows as answers that count them from the bottom do: the bottom row 1, the top one
  /// `height`. O(height).
  void number_rows_from_bottom() {
    row_names.clear();
    for (int y = 0; y < height; ++y) row_names.push_back(std::to_string(height - y));
  }

  Cell& at(int x, int y) { return cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)]; }
  Cell at(int x, int y) const { return cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)]; }
  void mark(int x, int y) { highlight[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] = 1; }
  bool marked(int x, int y) const { return highlight[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] != 0; }
  /// The name written at column x (0 on the left), and at row y (0 on top): column_names' and
  /// row_names', or the number from 1. O(1).
  std::string column_label(int x) const { return column_names.empty() ? std::to_string(x + 1) : column_names[static_cast<std::size_t>(x)]; }
  std::string row_label(int y) const { return row_names.empty() ? std::to_string(y + 1) : row_names[static_cast<std::size_t>(y)]; }
};

/// A picture of a grid's stones: Black, White and Empty cells, nothing marked. O(points).
/// (A go::Board becomes a picture through go::to_grid.)
Diagram diagram_of(const Grid& grid);

/// The picture as text: column names on top (one line per character, the names right-aligned:
/// numbers from 1 unless Diagram::column_names), row names on the left, right-aligned,
/// one glyph per point ('X' black, 'O' white, '.' empty, 'x'/'o' territory, '*' removed stone,
/// '#' forbidden point), runs of highlighted points in a row enclosed in parentheses and runs of
/// dead stones ('X' or 'O') in square brackets, then one legend line naming the glyphs and marks
/// that appear. Every line ends in '\n' with no trailing space. O(width * height).
std::string to_text(const Diagram& d);

}  // namespace tengen::render

namespace tengen::render {

/// The picture as a standalone SVG document: a wooden board with its grid, star points on 9x9 and
/// larger boards (five, and nine from 19x19 on), coordinates as in to_text, stones, territory squares, red crosses on removed
/// stones, dead stones faded under a red cross, blue squared crosses on forbidden points, red
/// rings on highlighted points, and a legend of what appears below. O(width * height).
std::string to_svg(const Diagram& d);

/// The file name of picture number k (k >= 1) of a run drawing to `pattern`: each "{n}" in the
/// pattern becomes k; without "{n}", picture 1 is the pattern itself and picture k > 1 gets "-k"
/// before the extension (the last '.' after the last '/'), or at the end when there is none:
/// "b.svg", "b-2.svg", "b-3.svg". O(length).
std::string picture_path(const std::string& pattern, std::uint64_t k);

/// `text` with '&', '<', '>' and '"' as XML entities, for
/// text in SVG pictures and in testlib's -appes result file. O(length).
std::string xml_escaped(std::string_view text);

}  // namespace tengen::render
