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

void write_forbidden(text::Output& out, const std::vector<gomoku::ForbiddenPoint>& forbidden) {
  for (const gomoku::ForbiddenPoint& f : forbidden) out.print("{} {} {}\n", f.y + 1, f.x + 1, gomoku::foul_name(f.foul));
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

namespace {

class FiveFormat final : public Format {
 public:
  std::string_view name() const override { return "five"; }

  Result<Ok> read_into(std::string_view text, TestInput& out) const override {
    text::TokenReader in(text);
    FiveReader reader(in, classic_side());
    const Result<std::int64_t> count = reader.read_count();
    if (!count) return count.error();
    Grid grid;
    for (std::int64_t k = 1; k <= *count; ++k) {
      if (const Result<Ok> read = reader.read_board(grid, static_cast<std::uint64_t>(k)); !read) return read.error();
      out.cases.push_back(Case::of(grid));
    }
    return reader.read_end();
  }

  std::string header(std::uint64_t count) const override { return fmt::format("{}\n", count); }
  std::string_view header_label() const override { return "board count"; }
  std::optional<std::size_t> numbers_per_line() const override { return static_cast<std::size_t>(classic_side()); }

  /// The rows: 0 empty, 1 black, 2 white.
  std::string case_text(const Case& c) const override {
    std::string out;
    for (int y = 0; y < c.rows; ++y) {
      for (int x = 0; x < c.cols; ++x) out += fmt::format("{}{}", x == 0 ? "" : " ", cell_value(c.at(y, x)));
      out += '\n';
    }
    return out;
  }

  std::vector<std::string> answers(const TestInput& input) const override {
    std::vector<std::string> out;
    for (const Case& c : input.cases) {
      const std::vector<gomoku::Five> fives = gomoku::find_fives(c.grid(), gomoku::Rule::Standard);
      out.push_back(text::written([&](text::Output& o) { write_five(o, fives); }));
    }
    return out;
  }

  std::size_t unit_tokens(std::string_view first) const override { return first == "0" ? 1 : 3; }

  std::string answer_fault(std::span<const std::string_view> u) const override {
    if (u.size() == 1 && u[0] == "0") return {};
    if (u.size() == 3 && (u[0] == "1" || u[0] == "2") && answer_number(u[1], 1) && answer_number(u[2], 1)) return {};
    return "not \"0\" or \"W\" and \"R C\" with W 1 or 2";
  }

  std::vector<std::string> problem_faults(const Case& c) const override {
    std::vector<std::string> out;
    const auto fives = gomoku::find_fives(c.grid(), gomoku::Rule::Standard);
    if (fives.size() > 1) out.push_back(fmt::format("{} fives: the problem promises at most one", fives.size()));
    return out;
  }

  bool fixed_side() const override { return true; }
};

}  // namespace

const Format& five_format() {
  static const FiveFormat format;
  return format;
}

}  // namespace tengen::classic
