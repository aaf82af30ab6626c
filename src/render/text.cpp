#include "tengen/render/diagram.hpp"

#include <array>

#include <fmt/format.h>

namespace tengen::render {
namespace {

constexpr std::array<char, 7> kGlyph{'.', 'X', 'O', 'x', 'o', '*', '#'};
constexpr std::array<const char*, 7> kMeaning{"empty", "black", "white", "black territory", "white territory",
                                              "removed stone", "forbidden for Black"};

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
  const int label = static_cast<int>(fmt::formatted_size("{}", d.height));
  const int digits = static_cast<int>(fmt::formatted_size("{}", d.width));
  std::string out;
  for (int place = digits - 1; place >= 0; --place) {
    std::string line(static_cast<std::size_t>(label), ' ');
    int power = 1;
    for (int i = 0; i < place; ++i) power *= 10;
    for (int x = 1; x <= d.width; ++x) {
      line += ' ';
      line += x >= power ? static_cast<char>('0' + (x / power) % 10) : ' ';
    }
    trim_right(line);
    out += line;
    out += '\n';
  }
  std::array<bool, 7> used{};
  for (int y = 0; y < d.height; ++y) {
    std::string line = fmt::format("{:>{}}", y + 1, label);
    bool open = false;
    for (int x = 0; x < d.width; ++x) {
      const bool lit = d.marked(x, y);
      line += lit && !open ? '(' : (!lit && open ? ')' : ' ');
      open = lit;
      const Cell c = d.at(x, y);
      used[static_cast<std::size_t>(c)] = true;
      line += kGlyph[static_cast<std::size_t>(c)];
    }
    if (open) line += ')';
    trim_right(line);
    out += line;
    out += '\n';
  }
  std::string legend = "legend:";
  for (std::size_t i = 0; i < kGlyph.size(); ++i) {
    if (used[i] || i == 1 || i == 2) {
      legend += fmt::format(" {} {},", kGlyph[i], i == 0 ? std::string_view(d.empty_meaning) : kMeaning[i]);
    }
  }
  if (!d.highlight_meaning.empty()) legend += fmt::format(" (..) {},", d.highlight_meaning);
  legend.pop_back();
  out += legend;
  out += '\n';
  return out;
}

}  // namespace tengen::render
