#include "tengen/classic/format.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"

namespace tengen::classic {

std::size_t Case::stones() const {
  return static_cast<std::size_t>(std::count_if(cells.begin(), cells.end(), [](Color c) { return c != Color::Empty; }));
}

Grid Case::grid() const {
  Grid g;
  g.reset(cols, rows);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < cols; ++x) g.at(x, y) = cell_value(at(y, x));
  }
  return g;
}

Case Case::of(const Grid& g) {
  Case c = board(g.height(), g.width());
  for (int y = 0; y < c.rows; ++y) {
    for (int x = 0; x < c.cols; ++x) c.at(y, x) = g.color(x, y);
  }
  return c;
}

std::string Format::unit_label(std::size_t k) const { return fmt::format("{} {}", unit(), k); }

std::string Format::write(const TestInput& input) const {
  std::string out = header(input);
  for (const Case& c : input.cases) out += case_text(c);
  return out + trailer();
}

render::Diagram Format::unit_picture(const TestInput& input, std::size_t k) const {
  return render::diagram_of(input.cases.at(k - 1).grid());
}

std::span<const Format* const> formats() {
  static const std::array<const Format*, 4> all{&score_format(), &capture_format(), &five_format(), &replay_format()};
  return all;
}

const Format* format_named(std::string_view name) {
  for (const Format* f : formats()) {
    if (f->name() == name) return f;
  }
  return nullptr;
}

}  // namespace tengen::classic
