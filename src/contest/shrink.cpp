#include "tengen/contest/shrink.hpp"

#include <algorithm>


namespace tengen::contest {
namespace {

/// The case without rows [top, rows - bottom) and columns [left, cols - right) kept only.
classic::Case cropped(const classic::Case& c, int top, int bottom, int left, int right) {
  classic::Case out;
  out.rows = c.rows - top - bottom;
  out.cols = c.cols - left - right;
  for (int y = top; y < c.rows - bottom; ++y) {
    for (int x = left; x < c.cols - right; ++x) out.cells.push_back(c.at(y, x));
  }
  return out;
}

}  // namespace

std::size_t stones_of(const classic::TestInput& input) {
  std::size_t n = 0;
  for (const classic::Case& c : input.cases) n += c.moves.size() + c.stones();
  return n;
}

std::vector<classic::TestInput> smaller_inputs(const classic::TestInput& input) {
  const classic::Format& format = *input.format;
  std::vector<classic::TestInput> out;
  auto with_case = [&](std::size_t k, classic::Case c) {
    if (!format.keeps(c)) return;
    classic::TestInput t = input;
    t.cases[k] = std::move(c);
    out.push_back(std::move(t));
  };
  // Fewer cases: one alone, then one left out.
  if (input.cases.size() > 1) {
    for (std::size_t k = 0; k < input.cases.size(); ++k) out.push_back({input.format, {input.cases[k]}});
    for (std::size_t k = 0; k < input.cases.size(); ++k) {
      classic::TestInput t = input;
      t.cases.erase(t.cases.begin() + static_cast<std::ptrdiff_t>(k));
      out.push_back(std::move(t));
    }
  }
  for (std::size_t k = 0; k < input.cases.size(); ++k) {
    const classic::Case& c = input.cases[k];
    if (format.game()) {
      const auto& m = c.moves;
      const std::size_t n = m.size();
      auto without = [&](std::size_t from, std::size_t count) {
        classic::Case d = c;
        d.moves.erase(d.moves.begin() + static_cast<std::ptrdiff_t>(from), d.moves.begin() + static_cast<std::ptrdiff_t>(from + count));
        with_case(k, std::move(d));
      };
      if (n >= 2) without(n / 2, n - n / 2);  // the second half
      for (std::size_t chunk = n / 2 & ~std::size_t{1}; chunk >= 2; chunk /= 2) {
        for (std::size_t from = 0; from + chunk <= n; from += chunk) without(from, chunk);
      }
      if (n >= 1) without(n - 1, 1);
      for (std::size_t i = 0; i + 2 <= n; ++i) without(i, 2);
      continue;
    }
    // A smaller board: a row or a column off an edge (square boards lose both).
    if (format.cropping() == classic::Format::Cropping::Square && c.rows > 1) {
      with_case(k, cropped(c, 0, 1, 0, 1));
      with_case(k, cropped(c, 1, 0, 1, 0));
    } else if (format.cropping() == classic::Format::Cropping::Rectangle) {
      if (c.rows > 1) {
        with_case(k, cropped(c, 0, 1, 0, 0));
        with_case(k, cropped(c, 1, 0, 0, 0));
      }
      if (c.cols > 1) {
        with_case(k, cropped(c, 0, 0, 0, 1));
        with_case(k, cropped(c, 0, 0, 1, 0));
      }
    }
    // Fewer stones: halves of them, then one at a time.
    std::vector<std::size_t> stones;
    for (std::size_t i = 0; i < c.cells.size(); ++i) {
      if (c.cells[i] != Color::Empty) stones.push_back(i);
    }
    for (std::size_t chunk = stones.size() / 2; chunk >= 2; chunk /= 2) {
      for (std::size_t from = 0; from + chunk <= stones.size(); from += chunk) {
        classic::Case d = c;
        for (std::size_t i = from; i < from + chunk; ++i) d.cells[stones[i]] = Color::Empty;
        with_case(k, std::move(d));
      }
    }
    for (const std::size_t i : stones) {
      classic::Case d = c;
      d.cells[i] = Color::Empty;
      with_case(k, std::move(d));
    }
  }
  return out;
}

classic::TestInput shrink(classic::TestInput input, const std::function<bool(const classic::TestInput&)>& fails,
                          std::size_t budget) {
  std::size_t start = 0;  // where the last success was: the next round tries from there first
  for (;;) {
    const std::vector<classic::TestInput> next = smaller_inputs(input);
    bool found = false;
    for (std::size_t i = 0; i < next.size() && budget > 0; ++i) {
      const std::size_t j = (start + i) % next.size();
      --budget;
      if (fails(next[j])) {
        input = next[j];
        start = j;
        found = true;
        break;
      }
    }
    if (!found) return input;
  }
}

}  // namespace tengen::contest
