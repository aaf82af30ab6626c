#include "tengen/classic/five.hpp"


#include <fmt/compile.h>
#include <fmt/format.h>

#include "tengen/classic/reading.hpp"

namespace tengen::classic {

Result<std::int64_t> FiveReader::read_count() {
  Result<std::int64_t> count = classic::read_count(in_, "boards", "board count");
  if (count) count_ = *count;
  return count;
}

Result<Ok> FiveReader::read_board(Grid& grid, std::uint64_t k) {
  // Walls after the points: memory is touched only as the board's text arrives.
  grid.reset_growing(size_, size_);
  static constexpr CellCodes kCodes{.lo = 0, .hi = 2, .minus_one = 0, .allowed = "0, 1 or 2"};
  if (Result<Ok> cells = read_cells(in_, grid, kCodes, k); !cells) return cells;
  grid.seal();
  return Ok{};
}

Result<Ok> FiveReader::read_end() { return classic::read_end(in_, "board", "boards", count_); }

void write_five(text::Output& out, const std::vector<gomoku::Five>& fives) {
  if (fives.empty()) {
    out.write("0\n");
    return;
  }
  const gomoku::Five& f = fives.front();
  out.print("{}\n{} {}\n", cell_value(f.color), f.y + 1, f.x + 1);
}

void write_five_json(text::Output& out, std::string_view start, std::uint64_t k, const std::vector<gomoku::Five>& fives,
                     const std::vector<gomoku::ForbiddenPoint>* forbidden) {
  fmt::memory_buffer b;
  auto it = std::back_inserter(b);
  b.append(start.data(), start.data() + start.size());
  fmt::format_to(it, FMT_COMPILE("\"case\":{},\"winner\":{}"), k, fives.empty() ? 0 : cell_value(fives.front().color));
  if (!fives.empty()) fmt::format_to(it, FMT_COMPILE(",\"row\":{},\"col\":{}"), fives.front().y + 1, fives.front().x + 1);
  fmt::format_to(it, FMT_COMPILE(",\"fives\":["));
  for (std::size_t i = 0; i < fives.size(); ++i) {
    const gomoku::Five& f = fives[i];
    fmt::format_to(it, FMT_COMPILE("{}{{\"color\":{},\"row\":{},\"col\":{},\"direction\":\"{}\",\"length\":{}}}"),
                   i == 0 ? "" : ",", cell_value(f.color), f.y + 1, f.x + 1, gomoku::direction_name(f.direction), f.length);
  }
  b.push_back(']');
  if (forbidden != nullptr) {
    fmt::format_to(it, FMT_COMPILE(",\"forbidden\":["));
    for (std::size_t i = 0; i < forbidden->size(); ++i) {
      const gomoku::ForbiddenPoint& f = (*forbidden)[i];
      fmt::format_to(it, FMT_COMPILE("{}{{\"row\":{},\"col\":{},\"reason\":\"{}\"}}"), i == 0 ? "" : ",", f.y + 1,
                     f.x + 1, gomoku::foul_name(f.foul));
    }
    b.push_back(']');
  }
  fmt::format_to(it, FMT_COMPILE("}}\n"));
  out.write({b.data(), b.size()});
}

render::Diagram five_picture(const Grid& g, const std::vector<gomoku::Five>& fives,
                             const std::vector<gomoku::ForbiddenPoint>& forbidden) {
  render::Diagram d = render::diagram_of(g);
  for (const gomoku::ForbiddenPoint& f : forbidden) d.at(f.x, f.y) = render::Cell::Forbidden;
  if (fives.empty()) return d;
  const gomoku::Five& f = fives.front();
  const auto [dx, dy] = gomoku::offset_of(f.direction);
  for (int i = 0; i < f.length; ++i) d.mark(f.x + i * dx, f.y + i * dy);
  d.highlight_meaning = "the five";
  return d;
}

}  // namespace tengen::classic
