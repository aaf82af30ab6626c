#include "tengen/classic/capture.hpp"


#include <fmt/compile.h>
#include <fmt/format.h>

#include "tengen/classic/reading.hpp"

namespace tengen::classic {

Result<bool> CaptureReader::read_case(Grid& grid, std::uint64_t k) {
  std::int64_t dims[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    const text::Scan scan = in_.next(dims[i]);
    if (scan == text::Scan::End && i == 0) return false;
    if (scan != text::Scan::Number) return text::scan_error(in_, scan, "the number of columns", case_label(k));
    if (dims[i] < 1) {
      return Error{fmt::format("the number of {} is {}, not at least 1", i == 0 ? "rows" : "columns", dims[i]),
                   in_.position(), case_label(k)};
    }
  }
  const auto [rows, columns] = dims;
  if (static_cast<std::uint64_t>(rows) * static_cast<std::uint64_t>(columns) > max_points_ ||
      !Grid::fits(columns, rows)) {
    return Error{fmt::format("a board of {} x {} points is too large", rows, columns), in_.position(), case_label(k)};
  }
  // Every point is read, and the walls are written after them: memory is touched only as the
  // board's text arrives, whatever size it declares.
  grid.reset_growing(static_cast<int>(columns), static_cast<int>(rows));
  static constexpr CellCodes kCodes{.lo = -1, .hi = 1, .minus_one = kWhite, .allowed = "-1, 0 or 1"};
  if (Result<Ok> cells = read_cells(in_, grid, kCodes, k); !cells) return cells.error();
  grid.seal();
  return true;
}

ClassicPoint classic_point(const Grid& g, const go::Capture& c) { return {c.x + 1, g.height() - c.y}; }

void write_capture(text::Output& out, const Grid& g, const std::optional<go::Capture>& best) {
  if (!best) {
    out.write("0 0 0\n");
    return;
  }
  const ClassicPoint p = classic_point(g, *best);
  out.print("{} {} {}\n", best->stones, p.x, p.y);
}

void write_captures(text::Output& out, const Grid& g, const std::vector<go::Capture>& moves) {
  out.print("{}\n", moves.size());
  for (const go::Capture& c : moves) write_capture(out, g, c);
}

void write_capture_json(text::Output& out, std::string_view start, std::uint64_t k, const Grid& g, Color mover,
                        const std::vector<go::Capture>& moves) {
  fmt::memory_buffer b;
  auto it = std::back_inserter(b);
  auto spill = [&] {
    if (b.size() < (std::size_t{1} << 16)) return;
    out.write({b.data(), b.size()});
    b.clear();
  };
  b.append(start.data(), start.data() + start.size());
  fmt::format_to(it, FMT_COMPILE("\"case\":{},\"rows\":{},\"cols\":{},\"color\":\"{}\",\"best\":"), k, g.height(),
                 g.width(), color_name(mover));
  auto move = [&](const go::Capture& c) {
    const ClassicPoint p = classic_point(g, c);
    fmt::format_to(it, FMT_COMPILE("{{\"stones\":{},\"x\":{},\"y\":{},\"row\":{},\"col\":{}"), c.stones, p.x, p.y,
                   c.y + 1, c.x + 1);
  };
  if (moves.empty()) {
    fmt::format_to(it, FMT_COMPILE("null"));
  } else {
    move(moves.front());
    fmt::format_to(it, FMT_COMPILE(",\"groups\":["));
    const char* group_comma = "";
    for (const auto& group : go::captured_groups(g, mover, moves.front().x, moves.front().y)) {
      fmt::format_to(it, FMT_COMPILE("{}["), group_comma);
      const char* comma = "";
      for (const std::uint32_t p : group) {
        fmt::format_to(it, FMT_COMPILE("{}[{},{}]"), comma, g.row(p) + 1, g.column(p) + 1);
        comma = ",";
        spill();
      }
      b.push_back(']');
      group_comma = ",";
    }
    fmt::format_to(it, FMT_COMPILE("]}}"));
  }
  fmt::format_to(it, FMT_COMPILE(",\"moves\":["));
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i != 0) b.push_back(',');
    move(moves[i]);
    b.push_back('}');
    spill();
  }
  fmt::format_to(it, FMT_COMPILE("]}}\n"));
  out.write({b.data(), b.size()});
}

render::Diagram capture_picture(const Grid& g, Color mover, const std::vector<go::Capture>& moves) {
  render::Diagram d = render::diagram_of(g);
  d.number_rows_from_bottom();  // as the answer counts Y: "1 1 3" is found at column 1, row 3
  if (moves.empty()) return d;
  const go::Capture& best = moves.front();
  d.at(best.x, best.y) = mover == Color::Black ? render::Cell::Black : render::Cell::White;
  d.mark(best.x, best.y);
  d.highlight_meaning = "capturing move";
  for (const auto& group : go::captured_groups(g, mover, best.x, best.y)) {
    for (const std::uint32_t p : group) d.at(g.column(p), g.row(p)) = render::Cell::Removed;
  }
  return d;
}

namespace {

class CaptureFormat final : public Format {
 public:
  std::string_view name() const override { return "capture"; }

  Result<Ok> read_into(std::string_view text, TestInput& out) const override { return read_cases<CaptureReader>(text, out); }

  std::string header(std::uint64_t) const override { return {}; }

  /// "n m", then the rows: 1 black, -1 white, 0 empty, a white cell's sign glued to the cell before.
  std::string case_text(const Case& c) const override {
    std::string out = fmt::format("{} {}\n", c.rows, c.cols);
    for (int y = 0; y < c.rows; ++y) {
      for (int x = 0; x < c.cols; ++x) {
        const Color v = c.at(y, x);
        // The statement's layout: a space before a cell unless its minus sign follows the number before.
        out += v == Color::White ? "-1" : x == 0 ? "" : " ";
        if (v != Color::White) out += v == Color::Black ? '1' : '0';
      }
      out += '\n';
    }
    return out;
  }

  std::vector<std::string> answers(const TestInput& input) const override {
    std::vector<std::string> out;
    for (const Case& c : input.cases) {
      Grid g = c.grid();
      const std::optional<go::Capture> best = go::best_capture(g, Color::Black, go::classic_order);
      out.push_back(text::written([&](text::Output& o) { write_capture(o, g, best); }));
    }
    return out;
  }

  std::size_t unit_tokens(std::string_view) const override { return 3; }

  std::string answer_fault(std::span<const std::string_view> u) const override {
    if (u.size() == 3 && u[0] == "0" && u[1] == "0" && u[2] == "0") return {};
    if (u.size() == 3 && answer_number(u[0], 1) && answer_number(u[1], 1) && answer_number(u[2], 1)) return {};
    return "not \"0 0 0\" or \"K X Y\" with K, X, Y from 1";
  }

  std::vector<std::string> problem_faults(const Case& c) const override {
    std::vector<std::string> out;
    if (c.rows > classic_side() || c.cols > classic_side()) {
      out.push_back(fmt::format("a board of {} x {}, above the problem's {} x {}", c.rows, c.cols, classic_side(), classic_side()));
    }
    return out;
  }

  int classic_side() const override { return 20; }
  bool glued_signs() const override { return true; }
  Cropping cropping() const override { return Cropping::Rectangle; }
};

}  // namespace

const Format& capture_format() {
  static const CaptureFormat format;
  return format;
}

}  // namespace tengen::classic
