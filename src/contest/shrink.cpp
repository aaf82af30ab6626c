#include "tengen/contest/shrink.hpp"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "tengen/text/number.hpp"

namespace tengen::contest {
namespace {

using Candidate = std::optional<classic::TestInput>;

/// The case without rows [top, top + rows) and columns [left, left + cols).
classic::Case without_lines(const classic::Case& c, int top, int rows, int left, int cols) {
  classic::Case out;
  out.rows = c.rows - rows;
  out.cols = c.cols - cols;
  out.cells.reserve(static_cast<std::size_t>(out.rows) * static_cast<std::size_t>(out.cols));
  for (int y = 0; y < c.rows; ++y) {
    if (y >= top && y < top + rows) continue;
    for (int x = 0; x < c.cols; ++x) {
      if (x < left || x >= left + cols) out.cells.push_back(c.at(y, x));
    }
  }
  return out;
}

class Shrinker {
 public:
  Shrinker(classic::TestInput input, const std::function<bool(const classic::TestInput&)>& fails, const ShrinkOptions& o)
      : format_(*input.format), fails_(fails), o_(o), deadline_(std::chrono::steady_clock::now() + o.time) {
    result_.input = std::move(input);
  }

  ShrinkResult run() {
    if (format_.game()) {
      shortest_prefix();
      // Moves go in pairs first, which keeps the colours of the moves after them; then one at a time.
      const auto count = [&] { return moves().size(); };
      const auto cut = [&](std::size_t from, std::size_t n) { return without_moves(from, n); };
      for (bool progress = true; progress && !spent();) {
        progress = remove_chunks(count, cut, 2);
        progress |= remove_chunks(count, cut, 1);
        progress |= remove_move_pairs();
        progress |= shift_moves();
      }
    } else {
      for (bool progress = true; progress && !spent();) {
        progress = remove_chunks([&] { return cases().size(); }, [&](std::size_t from, std::size_t n) { return without_cases(from, n); });
        for (std::size_t k = 0; k < cases().size() && !spent(); ++k) {
          progress |= remove_lines(k);
          progress |= remove_chunks([&] { return stones(k).size(); }, [&](std::size_t from, std::size_t n) { return without_stones(k, from, n); });
        }
      }
    }
    result_.cut_short = spent();
    return std::move(result_);
  }

 private:
  const std::vector<classic::Case>& cases() const { return result_.input.cases; }
  const std::vector<std::pair<int, int>>& moves() const { return cases().front().moves; }

  bool spent() const { return result_.runs >= o_.budget || std::chrono::steady_clock::now() >= deadline_; }

  /// Runs a candidate when it is valid; true (and it becomes the input) when it still fails.
  bool attempt(Candidate candidate) {
    if (!candidate || spent()) return false;
    for (const classic::Case& c : candidate->cases) {
      if (!format_.keeps(c) || (o_.within_problem && !format_.problem_faults(c).empty())) return false;
    }
    ++result_.runs;
    if (!fails_(*candidate)) return false;
    result_.input = std::move(*candidate);
    if (o_.progress) o_.progress(result_.input, result_.runs);
    return true;
  }

  /// Delta debugging over `count()` parts: chunks of half of them, then of a quarter..., then
  /// single parts, each removed in turn (a chunk that goes leaves the next in its place). True
  /// when anything went.
  /// Chunks are multiples of `unit` parts (the last one of a round may be shorter).
  template <class Count, class Without>
  bool remove_chunks(Count count, Without without, std::size_t unit = 1) {
    bool any = false;
    const auto rounded = [unit](std::size_t n) { return std::max(unit, n / unit * unit); };
    for (std::size_t size = rounded(count() / 2);; size = rounded(size / 2)) {
      for (std::size_t from = 0; from < count() && !spent();) {
        if (attempt(without(from, std::min(size, count() - from)))) {
          any = true;
        } else {
          from += size;
        }
      }
      if (size == unit || spent()) return any;
    }
  }

  Candidate without_cases(std::size_t from, std::size_t n) const {
    classic::TestInput t{result_.input.format, {}};
    for (std::size_t k = 0; k < cases().size(); ++k) {
      if (k < from || k >= from + n) t.cases.push_back(cases()[k]);
    }
    return t;
  }

  Candidate with_case(std::size_t k, classic::Case c) const {
    classic::TestInput t = result_.input;
    t.cases[k] = std::move(c);
    return t;
  }

  std::vector<std::size_t> stones(std::size_t k) const {
    std::vector<std::size_t> out;
    const classic::Case& c = cases()[k];
    for (std::size_t i = 0; i < c.cells.size(); ++i) {
      if (c.cells[i] != Color::Empty) out.push_back(i);
    }
    return out;
  }

  Candidate without_stones(std::size_t k, std::size_t from, std::size_t n) const {
    classic::Case c = cases()[k];
    const std::vector<std::size_t> all = stones(k);
    for (std::size_t i = from; i < from + n; ++i) c.cells[all[i]] = Color::Empty;
    return with_case(k, std::move(c));
  }

  /// Rows and columns of case k, interior ones too, in chunks from halves down to single lines. A
  /// square board loses a chunk of rows with a chunk of columns of the same size, any two.
  bool remove_lines(std::size_t k) {
    switch (format_.cropping()) {
      case classic::Format::Cropping::None: return false;
      case classic::Format::Cropping::Rectangle: {
        const bool rows = remove_chunks([&] { return static_cast<std::size_t>(cases()[k].rows); }, [&](std::size_t from, std::size_t n) {
          const classic::Case& c = cases()[k];
          return n >= static_cast<std::size_t>(c.rows) ? Candidate{} : with_case(k, without_lines(c, static_cast<int>(from), static_cast<int>(n), 0, 0));
        });
        const bool cols = remove_chunks([&] { return static_cast<std::size_t>(cases()[k].cols); }, [&](std::size_t from, std::size_t n) {
          const classic::Case& c = cases()[k];
          return n >= static_cast<std::size_t>(c.cols) ? Candidate{} : with_case(k, without_lines(c, 0, 0, static_cast<int>(from), static_cast<int>(n)));
        });
        return rows || cols;
      }
      case classic::Format::Cropping::Square: break;
    }
    bool any = false;
    for (int size = std::max(1, cases()[k].rows / 2);; size = std::max(1, size / 2)) {
      bool progress = true;
      while (progress && !spent()) {
        progress = false;
        const int n = cases()[k].rows;
        if (size >= n) break;
        // Chunks of rows and of columns, the same chunk first (the board's diagonal), then any two.
        for (int pass = 0; pass < 2 && !progress; ++pass) {
          for (int top = 0; top + size <= n && !progress && !spent(); top += size) {
            for (int left = pass == 0 ? top : 0; left + size <= n && !progress && !spent(); left += size) {
              if (pass == 1 && left == top) continue;
              progress = attempt(with_case(k, without_lines(cases()[k], top, size, left, size)));
              if (pass == 0) break;
            }
          }
        }
        any |= progress;
      }
      if (size == 1 || spent()) return any;
    }
  }

  Candidate without_moves(std::size_t from, std::size_t n) const {
    classic::Case c = cases().front();
    c.moves.erase(c.moves.begin() + static_cast<std::ptrdiff_t>(from), c.moves.begin() + static_cast<std::ptrdiff_t>(from + n));
    return with_case(0, std::move(c));
  }

  /// The whole game moved up or left, as far as it goes: a pattern in the open that still fails
  /// at the edge or in the corner needs fewer stones there. Coordinates only go down, so this ends.
  bool shift_moves() {
    bool any = false;
    for (const bool rows : {true, false}) {
      int least = 19;
      for (const auto& [r, c] : moves()) least = std::min(least, rows ? r : c);
      for (int by = least - 1; by >= 1 && !spent(); by = by / 2) {
        classic::Case c = cases().front();
        for (auto& [r, col] : c.moves) (rows ? r : col) -= by;
        if (attempt(with_case(0, std::move(c)))) {
          any = true;
          break;
        }
      }
    }
    return any;
  }

  /// A black move and a white move, any two, the others interleaved again in their order: every
  /// move keeps its colour, and only those between the two shift by one turn. On a game short
  /// enough for the square of its moves.
  bool remove_move_pairs() {
    bool any = false;
    for (std::size_t b = 0; 2 * b < moves().size() && moves().size() <= 400 && !spent(); ++b) {
      for (std::size_t w = 0; 2 * w + 1 < moves().size() && !spent(); ++w) {
        if (w == b || w + 1 == b) continue;  // neighbours: a chunk of two took them already
        std::vector<std::pair<int, int>> colour[2];
        for (std::size_t i = 0; i < moves().size(); ++i) {
          if (i != 2 * b && i != 2 * w + 1) colour[i % 2].push_back(moves()[i]);
        }
        classic::Case c = cases().front();
        c.moves.clear();
        for (std::size_t i = 0; i < colour[0].size() || i < colour[1].size(); ++i) {
          if (i < colour[0].size()) c.moves.push_back(colour[0][i]);
          if (i < colour[1].size()) c.moves.push_back(colour[1][i]);
        }
        if (attempt(with_case(0, std::move(c)))) {
          any = true;
          w = 0;
        }
      }
    }
    return any;
  }

  Candidate prefix(std::size_t n) const { return without_moves(n, moves().size() - n); }

  /// The shortest prefix that still fails, by bisection (the first wrong move's prefix first):
  /// a handful of runs cut a long game down to where it goes wrong.
  void shortest_prefix() {
    if (o_.failing_unit > 0 && o_.failing_unit < moves().size()) attempt(prefix(o_.failing_unit));
    std::size_t passes = 0;  // the longest prefix known to pass
    while (moves().size() - passes > 1 && !spent()) {
      const std::size_t mid = passes + (moves().size() - passes) / 2;
      if (!attempt(prefix(mid))) passes = mid;
    }
  }

  const classic::Format& format_;
  const std::function<bool(const classic::TestInput&)>& fails_;
  const ShrinkOptions& o_;
  std::chrono::steady_clock::time_point deadline_;
  ShrinkResult result_;
};

}  // namespace

std::size_t stones_of(const classic::TestInput& input) {
  std::size_t n = 0;
  for (const classic::Case& c : input.cases) n += c.moves.size() + c.stones();
  return n;
}

std::string size_text(const classic::TestInput& input) {
  const std::size_t units = stones_of(input);
  if (input.format->game()) return text::counted(units, "move");
  if (input.cases.size() == 1) {
    const classic::Case& c = input.cases.front();
    return fmt::format("a {} x {} board with {}", c.rows, c.cols, text::counted(units, "stone"));
  }
  return fmt::format("{} with {}", text::counted(input.cases.size(), "board"), text::counted(units, "stone"));
}

ShrinkResult shrink(classic::TestInput input, const std::function<bool(const classic::TestInput&)>& fails,
                    const ShrinkOptions& options) {
  return Shrinker(std::move(input), fails, options).run();
}

}  // namespace tengen::contest
