#include <algorithm>
#include <array>
#include <iterator>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "tengen/render/diagram.hpp"

namespace tengen::render {
namespace {

constexpr int kCell = 24;
constexpr int kMargin = 28;

/// The star points of a w x h board, as the usual boards have them: the four corner points (the
/// third line below 13, the fourth from 13 on) from 9 x 9 on, the centre on odd sides, and the four
/// side points too from 19 x 19 on: five on 9 x 9, 13 x 13 and renju's 15 x 15, nine on 19 x 19.
std::vector<std::pair<int, int>> star_points(int w, int h) {
  if (w < 9 || h < 9) return {};
  const int ex = w >= 13 ? 3 : 2;
  const int ey = h >= 13 ? 3 : 2;
  std::vector<std::pair<int, int>> out{{ex, ey}, {w - 1 - ex, ey}, {ex, h - 1 - ey}, {w - 1 - ex, h - 1 - ey}};
  if (w % 2 == 1 && h % 2 == 1) {
    out.emplace_back(w / 2, h / 2);
    if (w >= 19 && h >= 19) out.insert(out.end(), {{w / 2, ey}, {ex, h / 2}, {w - 1 - ex, h / 2}, {w / 2, h - 1 - ey}});
  }
  return out;
}

template <class... Args>
void put(fmt::memory_buffer& out, fmt::format_string<Args...> format, Args&&... args) {
  fmt::format_to(std::back_inserter(out), format, std::forward<Args>(args)...);
}

}  // namespace

std::string picture_path(const std::string& pattern, std::uint64_t k) {
  const std::string number = std::to_string(k);
  if (pattern.find("{n}") != std::string::npos) {
    std::string out = pattern;
    for (std::size_t at = out.find("{n}"); at != std::string::npos; at = out.find("{n}", at + number.size())) {
      out.replace(at, 3, number);
    }
    return out;
  }
  if (k == 1) return pattern;
  const std::size_t slash = pattern.find_last_of('/');
  std::size_t dot = pattern.find_last_of('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) dot = pattern.size();
  return pattern.substr(0, dot) + "-" + number + pattern.substr(dot);
}

std::string xml_escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string to_svg(const Diagram& d) {
  const int board_w = (d.width - 1) * kCell;
  const int board_h = (d.height - 1) * kCell;
  const int legend_y = kMargin + board_h + kCell;
  // The row names stand right-aligned left of the board, which moves right for long ones ("1000").
  std::size_t longest = 0;
  for (int y = 0; y < d.height; ++y) longest = std::max(longest, d.row_label(y).size());
  const int left = std::max(kMargin, kCell / 2 + 8 + 6 * static_cast<int>(longest));
  const int width = std::max(left + kMargin + board_w, 240);
  // The legend: one swatch and label per mark that appears, wrapped to the picture's width.
  enum class Swatch { Black, White, BlackArea, WhiteArea, Removed, Forbidden, DeadBlack, DeadWhite, Ring, None };
  std::array<bool, static_cast<std::size_t>(Cell::DeadWhite) + 1> used{};
  for (Cell c : d.cells) used[static_cast<std::size_t>(c)] = true;
  const bool lit = std::find(d.highlight.begin(), d.highlight.end(), 1) != d.highlight.end();
  std::vector<std::pair<Swatch, std::string_view>> legend;
  auto name = [&](Cell c, Swatch swatch, std::string_view text) {
    if (used[static_cast<std::size_t>(c)]) legend.emplace_back(swatch, text);
  };
  name(Cell::Black, Swatch::Black, "black");
  name(Cell::White, Swatch::White, "white");
  name(Cell::BlackArea, Swatch::BlackArea, "black territory");
  name(Cell::WhiteArea, Swatch::WhiteArea, "white territory");
  name(Cell::Removed, Swatch::Removed, "removed stone");
  name(Cell::Forbidden, Swatch::Forbidden, "forbidden for Black");
  name(Cell::DeadBlack, Swatch::DeadBlack, "dead black stone");
  name(Cell::DeadWhite, Swatch::DeadWhite, "dead white stone");
  if (lit && !d.highlight_meaning.empty()) legend.emplace_back(Swatch::Ring, d.highlight_meaning);
  if (!d.caption.empty()) legend.emplace_back(Swatch::None, d.caption);  // text alone
  struct Placed {
    Swatch swatch;
    std::string_view text;
    double x;
    double y;
  };
  std::vector<Placed> placed;
  double lx = kMargin - kCell / 2;
  double ly = legend_y + kCell / 2;
  for (const auto& [swatch, text] : legend) {
    const double advance = (swatch == Swatch::None ? 0.0 : kCell * 0.6) + 6.0 * static_cast<double>(text.size()) + 14;
    if (lx + advance > width && lx > kMargin) {
      lx = kMargin - kCell / 2;
      ly += kCell;
    }
    placed.push_back({swatch, text, lx, ly});
    lx += advance;
  }
  const int height = static_cast<int>(ly) + kCell;
  auto cx = [left](int x) { return left + x * kCell; };
  auto cy = [](int y) { return kMargin + y * kCell; };
  fmt::memory_buffer out;
  put(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  put(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"10\">\n",
      width, height);
  put(out, "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", width, height);
  put(out, "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#dcb35c\"/>\n", left - kCell / 2,
      kMargin - kCell / 2, board_w + kCell, board_h + kCell);
  put(out, "<g stroke=\"#000000\" stroke-width=\"1\">\n");
  for (int x = 0; x < d.width; ++x) put(out, "<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\"/>\n", cx(x), cy(0), cy(d.height - 1));
  for (int y = 0; y < d.height; ++y) put(out, "<line x1=\"{1}\" y1=\"{0}\" x2=\"{2}\" y2=\"{0}\"/>\n", cy(y), cx(0), cx(d.width - 1));
  put(out, "</g>\n<g fill=\"#000000\">\n");
  for (const auto& [x, y] : star_points(d.width, d.height)) put(out, "<circle cx=\"{}\" cy=\"{}\" r=\"3\"/>\n", cx(x), cy(y));
  put(out, "</g>\n<g fill=\"#333333\" text-anchor=\"middle\">\n");
  for (int x = 0; x < d.width; ++x) put(out, "<text x=\"{}\" y=\"{}\">{}</text>\n", cx(x), kMargin - kCell / 2 - 3, xml_escaped(d.column_label(x)));
  put(out, "</g>\n<g fill=\"#333333\" text-anchor=\"end\">\n");
  for (int y = 0; y < d.height; ++y) put(out, "<text x=\"{}\" y=\"{}\">{}</text>\n", left - kCell / 2 - 3, cy(y) + 3, xml_escaped(d.row_label(y)));
  put(out, "</g>\n");
  const double r = kCell * 0.47;
  const double square = kCell * 0.36;
  auto stone = [&](double x, double y, bool black) {
    put(out, "<circle cx=\"{}\" cy=\"{}\" r=\"{:.2f}\" fill=\"{}\" stroke=\"#000000\"/>\n", x, y, r,
        black ? "#111111" : "#f8f8f8");
  };
  auto faded = [&](double x, double y, bool black) {
    put(out, "<circle cx=\"{}\" cy=\"{}\" r=\"{:.2f}\" fill=\"{}\" stroke=\"#000000\" opacity=\"0.45\"/>\n", x, y, r,
        black ? "#111111" : "#f8f8f8");
  };
  auto area = [&](double x, double y, bool black) {
    put(out, "<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"{}\" stroke=\"#555555\"/>\n",
        x - square / 2, y - square / 2, square, square, black ? "#111111" : "#f8f8f8");
  };
  auto cross = [&](double x, double y) {
    const double a = kCell * 0.2;
    put(out, "<path d=\"M{:.2f} {:.2f}L{:.2f} {:.2f}M{:.2f} {:.2f}L{:.2f} {:.2f}\" stroke=\"#cc0000\" stroke-width=\"2\"/>\n",
        x - a, y - a, x + a, y + a, x - a, y + a, x + a, y - a);
  };
  auto forbidden = [&](double x, double y) {
    const double a = kCell * 0.22;
    put(out, "<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"none\" stroke=\"#1f4fbf\" "
        "stroke-width=\"1.5\"/>\n", x - a, y - a, 2 * a, 2 * a);
    put(out, "<path d=\"M{:.2f} {:.2f}L{:.2f} {:.2f}M{:.2f} {:.2f}L{:.2f} {:.2f}\" stroke=\"#1f4fbf\" stroke-width=\"1.5\"/>\n",
        x - a, y - a, x + a, y + a, x - a, y + a, x + a, y - a);
  };
  auto ring = [&](double x, double y) {
    put(out, "<circle cx=\"{}\" cy=\"{}\" r=\"{:.2f}\" fill=\"none\" stroke=\"#dd0000\" stroke-width=\"2.5\"/>\n", x, y,
        kCell * 0.26);
  };
  for (int y = 0; y < d.height; ++y) {
    for (int x = 0; x < d.width; ++x) {
      switch (d.at(x, y)) {
        case Cell::Black: stone(cx(x), cy(y), true); break;
        case Cell::White: stone(cx(x), cy(y), false); break;
        case Cell::BlackArea: area(cx(x), cy(y), true); break;
        case Cell::WhiteArea: area(cx(x), cy(y), false); break;
        case Cell::Removed: cross(cx(x), cy(y)); break;
        case Cell::Forbidden: forbidden(cx(x), cy(y)); break;
        case Cell::DeadBlack: faded(cx(x), cy(y), true); cross(cx(x), cy(y)); break;
        case Cell::DeadWhite: faded(cx(x), cy(y), false); cross(cx(x), cy(y)); break;
        case Cell::Empty: break;
      }
      if (d.marked(x, y)) ring(cx(x), cy(y));
    }
  }
  for (const Placed& p : placed) {
    switch (p.swatch) {
      case Swatch::Black: stone(p.x, p.y, true); break;
      case Swatch::White: stone(p.x, p.y, false); break;
      case Swatch::BlackArea: area(p.x, p.y, true); break;
      case Swatch::WhiteArea: area(p.x, p.y, false); break;
      case Swatch::Removed: cross(p.x, p.y); break;
      case Swatch::Forbidden: forbidden(p.x, p.y); break;
      case Swatch::DeadBlack: faded(p.x, p.y, true); cross(p.x, p.y); break;
      case Swatch::DeadWhite: faded(p.x, p.y, false); cross(p.x, p.y); break;
      case Swatch::Ring: ring(p.x, p.y); break;
      case Swatch::None: break;
    }
    const double text_x = p.swatch == Swatch::None ? p.x - kCell / 2 : p.x + kCell * 0.6;
    put(out, "<text x=\"{:.2f}\" y=\"{:.2f}\" fill=\"#000000\">{}</text>\n", text_x, p.y + 3.5, xml_escaped(p.text));
  }
  put(out, "</svg>\n");
  return fmt::to_string(out);
}

}  // namespace tengen::render
