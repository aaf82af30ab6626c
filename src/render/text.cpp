#include "tengen/render/diagram.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace tengen::render {
namespace {

// By Cell, up to Forbidden; a dead stone is drawn as its colour's stone (shown(), in brackets).
constexpr std::array<char, 7> kGlyph{'.', 'X', 'O', 'x', 'o', '*', '#'};
constexpr std::array<const char*, 7> kMeaning{"empty", "black", "white", "black territory", "white territory",
                                              "removed stone", "forbidden for Black"};

/// The cell whose glyph draws c: a dead stone's colour, else c itself.
constexpr Cell shown(Cell c) { return c == Cell::DeadBlack ? Cell::Black : c == Cell::DeadWhite ? Cell::White : c; }

/// How a point is enclosed in its row: not, with the highlighted points "(..)", or with the dead
/// stones "[..]".
enum class Run { None, Marked, Dead };

constexpr char opening(Run r) { return r == Run::Marked ? '(' : '['; }
constexpr char closing(Run r) { return r == Run::Marked ? ')' : ']'; }

void trim_right(std::string& line) {
  while (!line.empty() && line.back() == ' ') line.pop_back();
}

}  // namespace

Diagram diagram_of(const Grid& grid) {
  Diagram d(grid.width(), grid.height());
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      const Color c = grid.color(x, y);
      d.at(x, y) = c == Color::Black ? Cell::Black : c == Color::White ? Cell::White : Cell::Empty;
    }
  }
  return d;
}

std::string to_text(const Diagram& d) {
  assert(d.column_names.empty() || d.column_names.size() == static_cast<std::size_t>(d.width));
  assert(d.row_names.empty() || d.row_names.size() == static_cast<std::size_t>(d.height));
  std::vector<std::string> columns;
  std::vector<std::string> rows;
  std::size_t tall = 0;   // the longest column name
  std::size_t label = 0;  // the longest row name
  for (int x = 0; x < d.width; ++x) tall = std::max(tall, columns.emplace_back(d.column_label(x)).size());
  for (int y = 0; y < d.height; ++y) label = std::max(label, rows.emplace_back(d.row_label(y)).size());
  std::string out;
  // Each column's name stands upright, its last character on the line above the board.
  for (std::size_t place = tall; place > 0; --place) {
    std::string line(label, ' ');
    for (const std::string& name : columns) {
      line += ' ';
      line += name.size() >= place ? name[name.size() - place] : ' ';
    }
    trim_right(line);
    out += line;
    out += '\n';
  }
  std::array<bool, kGlyph.size()> used{};
  bool lit = false;   // a point is highlighted
  bool dead = false;  // a stone is dead
  for (int y = 0; y < d.height; ++y) {
    std::string line = fmt::format("{:>{}}", rows[static_cast<std::size_t>(y)], label);
    Run open = Run::None;
    for (int x = 0; x < d.width; ++x) {
      const Cell c = d.at(x, y);
      const Run run = d.marked(x, y) ? Run::Marked : shown(c) != c ? Run::Dead : Run::None;
      // One character stands between two points: no run ends where another begins.
      assert(run == open || run == Run::None || open == Run::None);
      line += run == open ? ' ' : run == Run::None ? closing(open) : opening(run);
      open = run;
      lit = lit || run == Run::Marked;
      dead = dead || shown(c) != c;
      used[static_cast<std::size_t>(shown(c))] = true;
      line += kGlyph[static_cast<std::size_t>(shown(c))];
    }
    if (open != Run::None) line += closing(open);
    trim_right(line);
    out += line;
    out += '\n';
  }
  std::string legend = "legend:";
  for (std::size_t i = 0; i < kGlyph.size(); ++i) {
    if (used[i]) legend += fmt::format(" {} {},", kGlyph[i], i == 0 ? std::string_view(d.empty_meaning) : kMeaning[i]);
  }
  if (dead) legend += " [..] dead stones,";
  if (lit && !d.highlight_meaning.empty()) legend += fmt::format(" (..) {},", d.highlight_meaning);
  legend.pop_back();
  if (!d.caption.empty()) legend += "; " + d.caption;
  out += legend;
  out += '\n';
  return out;
}

}  // namespace tengen::render
