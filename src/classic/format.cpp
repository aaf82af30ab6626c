#include "tengen/classic/format.hpp"

#include <algorithm>
#include <array>
#include <charconv>

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

Result<TestInput> Format::read(std::string_view text) const {
  TestInput out{this, {}};
  if (Result<Ok> read = read_into(text, out); !read) return read.error();
  return out;
}

std::string Format::write(const TestInput& input) const {
  std::string out = header(units(input));
  for (const Case& c : input.cases) out += case_text(c);
  return out + trailer();
}

std::vector<Error> Format::classic_faults(const TestInput& input, std::span<const TextPosition> case_at) const {
  std::vector<Error> out;
  for (std::size_t k = 0; k < input.cases.size(); ++k) {
    for (std::string& fault : problem_faults(input.cases[k])) {
      if (game()) {
        out.push_back({std::move(fault), {1, 1}, std::string(header_label())});
      } else {
        out.push_back({std::move(fault), k < case_at.size() ? case_at[k] : TextPosition{}, case_label(k + 1)});
      }
    }
  }
  return out;
}

render::Diagram Format::unit_picture(const TestInput& input, std::size_t k) const {
  return render::diagram_of(input.cases.at(k - 1).grid());
}

bool answer_number(std::string_view t, std::int64_t lo) {
  const std::size_t first = t.starts_with('-') ? 1 : 0;
  if (first == t.size() || (t[first] == '0' && (t.size() > first + 1 || first == 1))) return false;
  std::int64_t v = 0;
  const auto [end, error] = std::from_chars(t.data(), t.data() + t.size(), v);  // range-checked
  return error == std::errc() && end == t.data() + t.size() && v >= lo;
}

std::vector<std::size_t> tokens_per_line(std::string_view text) {
  std::vector<std::size_t> out;
  std::size_t count = 0;
  bool in_token = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      out.push_back(count);
      count = 0;
      in_token = false;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      in_token = false;
    } else {
      if (!in_token || (c == '-' && i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9')) ++count;
      in_token = true;
    }
  }
  if (!text.empty() && text.back() != '\n') out.push_back(count);
  return out;
}

std::vector<std::vector<std::size_t>> Format::line_layouts(const Case& c) const { return {tokens_per_line(case_text(c))}; }

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
