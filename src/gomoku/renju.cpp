#include "tengen/gomoku/renju.hpp"

#include <array>
#include <vector>

#include <fmt/format.h>

namespace tengen::gomoku {
namespace {

// ---- Shapes of one line ------------------------------------------------------------------------
// Whether Black's stone on a point makes a five, an overline, fours or threes along one line
// depends only on the five cells either side of it (any run that reaches past them is six long,
// whatever lies beyond). So each line's shape is read from a table over those ten cells, each
// empty, black or other (White and the wall are alike to Black). Only the threes need more than the
// line: each straight-four point must itself be a legal move, a question for the whole board.

// A shape is one 16-bit word.
constexpr std::uint16_t kFive = 1;      // exactly five through the stone
constexpr std::uint16_t kOverline = 2;  // six or more
constexpr int kFoursShift = 2;          // bits 2-3: how many fours (0, 1 or 2)
constexpr int kThreesShift = 4;         // bits 4-9: the points that make a straight four, k = -3..-1, 1..3

constexpr int kSide = LineBoard::kMargin;   // cells either side of the stone
constexpr int kCells = 2 * kSide + 1;       // the window, the stone in the middle
constexpr int kPatterns = 59049;            // 3^10: the ten cells around the stone

/// The offset from the stone of the point behind bit j of a shape's threes.
constexpr int three_offset(int j) { return j < 3 ? j - 3 : j - 2; }

/// One line's window with Black's stone in the middle; cells past it count as neither black nor
/// empty. The definitions, applied as renju.hpp states them.
class Window {
 public:
  explicit Window(int pattern) {
    for (int k = -kSide; k <= kSide; ++k) {
      if (k == 0) continue;
      cell(k) = static_cast<std::uint8_t>(pattern % 3);
      pattern /= 3;
    }
    cell(0) = kBlack;
  }

  std::uint16_t shape() {
    const int n = run(0);
    if (n == 5) return kFive;
    if (n >= 6) return kOverline;
    auto s = static_cast<std::uint16_t>(fours() << kFoursShift);
    for (int j = 0; j < 6; ++j) {
      if (straight_four_point(three_offset(j))) s = static_cast<std::uint16_t>(s | 1u << (kThreesShift + j));
    }
    return s;
  }

 private:
  std::uint8_t& cell(int k) { return cells_[static_cast<std::size_t>(k + kSide)]; }
  bool inside(int k) const { return k >= -kSide && k <= kSide; }
  bool black(int k) { return inside(k) && cell(k) == kBlack; }
  bool empty(int k) { return inside(k) && cell(k) == kEmpty; }

  /// Black stones in a row through k, itself included.
  int run(int k) {
    int n = 1;
    for (int j = k + 1; black(j); ++j) ++n;
    for (int j = k - 1; black(j); --j) ++n;
    return n;
  }
  /// Whether a black stone at empty k makes exactly five.
  bool completes_five(int k) {
    cell(k) = kBlack;
    const bool yes = run(k) == 5;
    cell(k) = kEmpty;
    return yes;
  }
  /// Whether every point strictly between the stone and k is black.
  bool joined(int k) {
    for (int j = (k < 0 ? k : 0) + 1; j < (k < 0 ? 0 : k); ++j) {
      if (!black(j)) return false;
    }
    return true;
  }
  /// The empty points within four of the stone that make exactly five with it, one four each; the
  /// two ends of a straight four (five apart) are one four.
  int fours() {
    int found[2] = {0, 0};
    int count = 0;
    for (int k = -4; k <= 4; ++k) {
      if (k == 0 || !empty(k) || !joined(k) || !completes_five(k)) continue;
      if (count < 2) found[count] = k;
      ++count;
    }
    return count == 2 && found[1] - found[0] == 5 ? 1 : count;
  }
  /// Whether a black stone at empty k makes exactly four in a row holding the stone, both ends of
  /// which are empty and make a five.
  bool straight_four_point(int k) {
    if (!empty(k) || !joined(k)) return false;
    cell(k) = kBlack;
    bool yes = run(0) == 4;
    if (yes) {
      int lo = 0;
      while (black(-lo - 1)) ++lo;
      const int a = -lo - 1;
      const int b = a + 5;
      yes = empty(a) && empty(b) && completes_five(a) && completes_five(b);
    }
    cell(k) = kEmpty;
    return yes;
  }

  std::array<std::uint8_t, kCells> cells_{};
};

/// The shape of every window, and the step from two bits a cell to a base-3 digit.
struct Tables {
  std::array<std::uint16_t, 1024> ternary{};  // five cells, two bits each -> base 3 (White, Wall -> 2)
  std::vector<std::uint16_t> shape;            // by base-3 pattern, the cells left of the stone low

  Tables() : shape(kPatterns) {
    for (unsigned v = 0; v < 1024; ++v) {
      unsigned t = 0;
      for (int j = 4; j >= 0; --j) {
        const unsigned c = v >> (2 * j) & 3;
        t = t * 3 + (c < 2 ? c : 2);
      }
      ternary[v] = static_cast<std::uint16_t>(t);
    }
    for (int p = 0; p < kPatterns; ++p) shape[static_cast<std::size_t>(p)] = Window(p).shape();
  }

  /// The shape of a LineBoard::window (its middle cell is the stone's, whatever it holds).
  std::uint16_t of(std::uint32_t window) const {
    return shape[ternary[window & 1023] + 243u * ternary[window >> 12 & 1023]];
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

/// What Black's move at an empty point does, as far as renju's fouls go.
enum class Outcome : std::uint8_t { Legal, Five, Overline, DoubleFour, DoubleThree, Undecided };

class Checker {
 public:
  explicit Checker(LineBoard& b) : b_(b), t_(tables()), steps_{b.step(Direction::Horizontal), b.step(Direction::Vertical), b.step(Direction::DownRight), b.step(Direction::UpRight)} {}

  /// Black at empty cell i, `depth` levels into the threes' check. At depth 0 the count of points
  /// examined starts afresh.
  Outcome outcome(std::size_t i, int depth) {
    if (depth > kMaxFoulDepth || ++checks_ > kMaxFoulChecks) return Outcome::Undecided;
    return outcome(i, {b_.window(i, steps_[0]), b_.window(i, steps_[1]), b_.window(i, steps_[2]), b_.window(i, steps_[3])}, depth);
  }
  /// The same, given the windows around cell i along the four directions (LineBoard::window).
  Outcome outcome(std::size_t i, const std::array<std::uint32_t, 4>& windows, int depth) {
    if (depth == 0) checks_ = 0;
    std::array<std::uint16_t, 4> s{};
    for (int d = 0; d < 4; ++d) s[d] = t_.of(windows[d]);
    const unsigned any = s[0] | s[1] | s[2] | s[3];
    if (any & kFive) return Outcome::Five;
    if (any & kOverline) return Outcome::Overline;
    int fours = 0;
    int lines_with_threes = 0;
    for (const std::uint16_t x : s) {
      fours += x >> kFoursShift & 3;
      lines_with_threes += (x >> kThreesShift) != 0;
    }
    if (fours >= 2) return Outcome::DoubleFour;
    if (lines_with_threes < 2) return Outcome::Legal;
    b_.set(i, Color::Black);
    int threes = 0;
    int unknown = 0;  // threes whose straight-four points are not decided
    for (int d = 0; d < 4 && threes < 2; ++d) {
      const Three t = real_three(i, d, s[d] >> kThreesShift, depth);
      threes += t == Three::Real;
      unknown += t == Three::Unknown;
    }
    b_.set(i, Color::Empty);
    if (threes >= 2) return Outcome::DoubleThree;
    return threes + unknown >= 2 ? Outcome::Undecided : Outcome::Legal;
  }

 private:
  enum class Three : std::uint8_t { Real, NotReal, Unknown };

  // A three is real when one of its straight-four points is a legal move that makes no five.
  Three real_three(std::size_t i, int d, unsigned points, int depth) {
    bool unknown = false;
    for (int j = 0; j < 6; ++j) {
      if ((points >> j & 1) == 0) continue;
      const std::size_t q = i + static_cast<std::size_t>(three_offset(j) * steps_[d]);
      const Outcome o = outcome(q, depth + 1);
      if (o == Outcome::Legal) return Three::Real;
      unknown |= o == Outcome::Undecided;
    }
    return unknown ? Three::Unknown : Three::NotReal;
  }

  LineBoard& b_;
  const Tables& t_;
  std::array<std::ptrdiff_t, 4> steps_;
  int checks_ = 0;  // points examined for the point at depth 0
};

Foul foul_of(Outcome o) {
  switch (o) {
    case Outcome::Overline: return Foul::Overline;
    case Outcome::DoubleFour: return Foul::DoubleFour;
    case Outcome::DoubleThree: return Foul::DoubleThree;
    case Outcome::Undecided: return Foul::Undecided;
    case Outcome::Legal:
    case Outcome::Five: break;
  }
  return Foul::None;
}

}  // namespace

std::string_view foul_name(Foul f) {
  switch (f) {
    case Foul::None: return "none";
    case Foul::Overline: return "overline";
    case Foul::DoubleFour: return "double-four";
    case Foul::DoubleThree: return "double-three";
    case Foul::Undecided: break;
  }
  return "undecided";
}

std::string undecided_message(const ForbiddenPoint& f) {
  return fmt::format("whether black may play row {} column {} is not decided: {}", f.y + 1, f.x + 1, undecided_reason());
}

std::string undecided_reason() {
  return fmt::format("its threes nest deeper than tengen reads ({} levels, {} points examined)", kMaxFoulDepth, kMaxFoulChecks);
}

Foul renju_foul(LineBoard& b, int x, int y) { return foul_of(Checker(b).outcome(b.index(x, y), 0)); }

std::vector<ForbiddenPoint> forbidden_points(const Grid& g) {
  std::vector<ForbiddenPoint> out;
  LineBoard b(g);
  Checker checker(b);
  // Every point's four windows, slid along from its neighbours' rather than read afresh: one new
  // cell a window. The vertical and diagonal ones are kept a row at a time.
  const auto w = static_cast<std::size_t>(g.width());
  constexpr std::uint32_t kMask = (1u << (2 * (2 * LineBoard::kMargin + 1))) - 1;
  constexpr int kTop = 4 * LineBoard::kMargin;  // the shift of a window's last cell
  std::vector<std::uint32_t> down(w);
  std::vector<std::uint32_t> down_right(w);
  std::vector<std::uint32_t> up_right(w);
  for (int y = 0; y < g.height(); ++y) {
    const std::size_t first = b.index(0, y);
    const std::uint8_t* row = b.data() + first;
    if (y == 0) {
      for (std::size_t x = 0; x < w; ++x) {
        down[x] = b.window(first + x, b.step(Direction::Vertical));
        down_right[x] = b.window(first + x, b.step(Direction::DownRight));
        up_right[x] = b.window(first + x, b.step(Direction::UpRight));
      }
    } else {
      const std::uint8_t* lead = row + LineBoard::kMargin * b.stride();  // the row five below
      for (std::size_t x = 0; x < w; ++x) down[x] = down[x] >> 2 | std::uint32_t{lead[x]} << kTop;
      for (std::size_t x = w - 1; x > 0; --x) down_right[x] = down_right[x - 1] >> 2 | std::uint32_t{lead[x + 5]} << kTop;
      down_right[0] = b.window(first, b.step(Direction::DownRight));
      for (std::size_t x = 0; x + 1 < w; ++x) up_right[x] = (up_right[x + 1] << 2 & kMask) | *(lead + x - 5);
      up_right[w - 1] = b.window(first + w - 1, b.step(Direction::UpRight));
    }
    std::uint32_t across = b.window(first, 1);
    for (std::size_t x = 0; x < w; ++x) {
      if (x > 0) across = across >> 2 | std::uint32_t{row[x + 5]} << kTop;
      if (row[x] != kEmpty) continue;
      const Outcome o = checker.outcome(first + x, {across, down[x], down_right[x], up_right[x]}, 0);
      if (const Foul f = foul_of(o); f != Foul::None) out.push_back({static_cast<int>(x), y, f});
    }
  }
  return out;
}

}  // namespace tengen::gomoku
