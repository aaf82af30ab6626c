#include "tengen/go/capture.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <unordered_set>
#include <thread>
#include <utility>

#include "split_walk.hpp"
#include "swar.hpp"

namespace tengen::go {
namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

// While gains are counted, the grid's cells hold more than point values:
// - an explored prey stone has kTaken added;
// - an empty point that captures holds its gain g as g << 2 for g <= kSmallGain, or kBigGain when
//   the gain is kept in the overflow map. Either way an empty point is a cell with (c & 0x83) == 0.
// restore() puts every cell back.
constexpr std::uint8_t kTaken = 0x80;
constexpr std::uint32_t kSmallGain = 30;
constexpr std::uint8_t kBigGain = 31 << 2;
constexpr std::uint8_t kNotEmptyBits = 0x83;
static_assert(kTaken == 1 << 7 && (kBigGain & kNotEmptyBits) == 0 && ((kSmallGain << 2) & kNotEmptyBits) == 0);
static_assert(((kEmpty | kBlack | kWhite | kWall) & ~3u) == 0, "point values fit in the low bits");

using BigGains = std::unordered_map<std::uint32_t, std::uint64_t>;

/// Adds `stones` to the gain of empty cell c.
void add_gain(std::uint8_t* cells, std::size_t c, std::uint64_t stones, BigGains& big) {
  if (cells[c] == kBigGain) {
    big[static_cast<std::uint32_t>(c)] += stones;
    return;
  }
  const std::uint64_t gain = (cells[c] >> 2) + stones;
  if (gain <= kSmallGain) {
    cells[c] = static_cast<std::uint8_t>(gain << 2);
  } else {
    cells[c] = kBigGain;
    big[static_cast<std::uint32_t>(c)] = gain;
  }
}

/// A prey group, or part of one, as a union-find node: its stones and its liberties so far (none,
/// one cell, or several).
struct Group {
  std::uint64_t size = 0;
  std::size_t liberty = kNone;
  bool several = false;

  void add_liberty(std::size_t cell) {
    several |= liberty != kNone && liberty != cell;
    liberty = cell;
  }
  void add(const Group& other) {
    size += other.size;
    several |= other.several;
    if (other.liberty != kNone) add_liberty(other.liberty);
  }
};

/// Walks every prey group of `range` once and adds each group with exactly one liberty to that
/// liberty's gain. Walks must not leave [lo, hi): the caller walls it in. A group with a stone on
/// the range's edge gains nothing yet: it is kept in `edge`
/// (detail::walk_edge). The walk is branch-free per neighbour, since on a random position every
/// colour test would be a coin toss for the branch predictor.
struct GainSweep {
  Grid& g;
  std::uint8_t prey = 0;
  detail::HalfRange range{};
  BigGains big{};
  detail::EdgeItems<Group> edge{};

  void run();
};

void GainSweep::run() {
  std::uint8_t* cells = g.data();
  const std::size_t stride = g.stride();
  std::vector<std::uint32_t> group(64);
  // Walks the group of `start` into group[0, size) and returns its size and liberties.
  auto flood = [&](std::size_t start) __attribute__((always_inline)) {
    struct Liberties {
      std::size_t liberty = kNone;
      std::size_t several = 0;
    };
    const std::uint8_t enemy = prey;
    // Masks, not conditional expressions: the compiler turns those into branches.
    auto look = [enemy](Liberties l, std::size_t q, std::uint8_t v) __attribute__((always_inline)) {
      // is_prey first: in this order GCC 12 keeps the walk in registers (C1 7% faster).
      const std::size_t is_prey = v == enemy;
      const std::size_t is_empty = (v & kNotEmptyBits) == 0;
      l.several |= is_empty & (l.liberty != kNone) & (l.liberty != q);
      l.liberty ^= (l.liberty ^ q) & (0 - is_empty);
      return detail::LookResult<Liberties>{l, is_prey};
    };
    const auto found = detail::flood(cells, stride, start, kTaken, Liberties{}, look, group);
    return Group{found.size, found.state.liberty, found.state.several != 0};
  };
  detail::walk_edge(cells, range, prey, flood, group, edge);
  std::uint8_t sink = 0;  // the gain cell of groups without exactly one liberty
  detail::walk_from_each(cells, range.lo, range.hi, prey, [&](std::size_t start) {
    const Group found = flood(start);
    const bool single = (found.liberty != kNone) & !found.several;
    std::uint8_t* at = single ? cells + found.liberty : &sink;
    const std::uint64_t total = (*at >> 2) + found.size;
    if (total <= kSmallGain) {
      *at = static_cast<std::uint8_t>(total << 2);
    } else if (single) {
      add_gain(cells, found.liberty, found.size, big);
    }
    sink = 0;
  });
}

/// count_gains on two threads, one per half (detail::join_halves): the middle row's runs of prey
/// stones join the groups of both halves that touch them, and its empty points are liberties.
void split_gains(Grid& g, std::uint8_t prey, BigGains& big) {
  const detail::Split split = detail::split_of(g);
  GainSweep top{.g = g, .prey = prey, .range = split.top};
  GainSweep bottom{.g = g, .prey = prey, .range = split.bottom};
  // The halves' cells now hold marks and gains: a prey stone is prey with or without kTaken, an
  // empty point any cell without the bits of a stone, a mark or a wall.
  struct Rules {
    std::uint8_t prey;
    std::size_t stride;
    std::size_t width;
    bool open_cell(std::uint8_t v) const { return (v & ~kTaken) == prey; }
    bool continues(std::uint8_t v) const { return v == prey; }
    void touch(Group& group, std::size_t i, std::uint8_t v) const {
      if (v == kEmpty) group.add_liberty(i);
    }
    void extend(Group& run, std::size_t i, std::size_t x, const std::vector<std::uint8_t>& row, std::uint8_t up,
                std::uint8_t down) const {
      auto is_empty = [](std::uint8_t c) { return (c & kNotEmptyBits) == 0; };
      run.size += 1;
      if (is_empty(up)) run.add_liberty(i - stride);
      if (is_empty(down)) run.add_liberty(i + stride);
      if (x > 0 && row[x - 1] == kEmpty) run.add_liberty(i - 1);
      if (x + 1 < width && row[x + 1] == kEmpty) run.add_liberty(i + 1);
    }
  };
  std::vector<std::uint8_t> row;
  const std::vector<Group> merged =
      detail::join_halves<Group>(g, split, top, bottom, Rules{prey, g.stride(), split.width}, row);
  big = std::move(top.big);
  big.insert(bottom.big.begin(), bottom.big.end());
  for (const Group& found : merged) {
    if (found.size != 0 && found.liberty != kNone && !found.several) add_gain(g.data(), found.liberty, found.size, big);
  }
}

/// Adds every prey group with exactly one liberty to that liberty's gain; on two threads when
/// `threads` >= 2 and the board has 3 rows or more.
void count_gains(Grid& g, std::uint8_t prey, BigGains& big, unsigned threads) {
  if (threads >= 2 && g.height() >= 3) {
    split_gains(g, prey, big);
    return;
  }
  GainSweep whole{.g = g, .prey = prey, .range = {.lo = 0, .hi = g.cell_count()}};
  whole.run();
  big = std::move(whole.big);
}

/// Calls visit(cell, gain) for every capturing point in reading order, and puts every cell of g
/// back to its point value.
template <class Visit>
void restore(Grid& g, const BigGains& big, Visit visit) {
  std::uint8_t* cells = g.data();
  const std::size_t n = g.cell_count();
  auto gain_of = [&](std::size_t c) -> std::uint64_t {
    return cells[c] == kBigGain ? big.at(static_cast<std::uint32_t>(c)) : cells[c] >> 2;
  };
  std::size_t base = 0;
  for (; base + 8 <= n; base += 8) {
    const std::uint64_t w = swar::load(cells + base);
    const std::uint64_t gains = swar::bytes_equal(w & (swar::kOnes * kNotEmptyBits), 0) & ~swar::bytes_equal(w, 0);
    for (std::uint64_t hits = gains; hits != 0; hits &= hits - 1) {
      const std::size_t at = base + swar::first(hits);
      visit(at, gain_of(at));
    }
    const std::uint64_t kept = w & swar::kLow7 & ~swar::widen(gains);
    swar::store(cells + base, kept);
  }
  for (; base < n; ++base) {
    const std::uint8_t c = cells[base];
    if (c != 0 && (c & kNotEmptyBits) == 0) {
      visit(base, gain_of(base));
      cells[base] = kEmpty;
    }
    cells[base] &= static_cast<std::uint8_t>(~kTaken);
  }
}

/// Explores the group of `prey` stones through `start` into `group`; returns its liberty when it has
/// exactly one, else kNone. `visit(q)` tells whether q is an unexplored prey stone (and marks it).
template <class Visit>
std::size_t explore(const Grid& g, std::size_t start, Visit visit, std::vector<std::uint32_t>& group) {
  group.assign(1, static_cast<std::uint32_t>(start));
  const std::size_t stride = g.stride();
  std::size_t liberty = kNone;
  bool several = false;
  for (std::size_t i = 0; i < group.size(); ++i) {
    const std::size_t p = group[i];
    for (std::size_t q : {p - 1, p + 1, p - stride, p + stride}) {
      if (g[q] == kEmpty) {
        several |= liberty != kNone && liberty != q;
        liberty = q;
      } else if (visit(q)) {
        group.push_back(static_cast<std::uint32_t>(q));
      }
    }
  }
  return several ? kNone : liberty;
}

}  // namespace

unsigned capture_threads(const Grid& g, unsigned threads) {
  return threads_for(threads, g.points(), kSplitCapturePoints);
}

std::vector<Capture> capturing_moves(Grid& g, Color mover, unsigned threads) {
  BigGains big;
  count_gains(g, cell_value(opponent(mover)), big, capture_threads(g, threads));
  std::vector<Capture> out;
  restore(g, big, [&](std::size_t c, std::uint64_t gain) { out.push_back({gain, g.column(c), g.row(c)}); });
  return out;
}

std::optional<Capture> best_capture(Grid& g, Color mover, CaptureOrder better, unsigned threads) {
  BigGains big;
  count_gains(g, cell_value(opponent(mover)), big, capture_threads(g, threads));
  std::optional<Capture> best;
  restore(g, big, [&](std::size_t c, std::uint64_t gain) {
    if (best && gain < best->stones) return;
    const Capture here{gain, g.column(c), g.row(c)};
    if (!best || better(here, *best)) best = here;
  });
  return best;
}

std::vector<std::vector<std::uint32_t>> captured_groups(const Grid& g, Color mover, int x, int y) {
  const auto prey = cell_value(opponent(mover));
  // Only the groups next to the point are walked, so a sparse set of visited cells is enough.
  std::unordered_set<std::size_t> seen;
  auto visit = [&](std::size_t q) { return g[q] == prey && seen.insert(q).second; };
  const std::size_t p = g.index(x, y);
  const std::size_t stride = g.stride();
  std::vector<std::vector<std::uint32_t>> out;
  std::vector<std::uint32_t> group;
  for (std::size_t s : {p - 1, p + 1, p - stride, p + stride}) {
    if (!visit(s) || explore(g, s, visit, group) != p) continue;
    std::sort(group.begin(), group.end());
    out.push_back(group);
  }
  return out;
}

bool classic_order(const Capture& a, const Capture& b) {
  if (a.stones != b.stones) return a.stones > b.stones;
  if (a.x != b.x) return a.x < b.x;
  return a.y > b.y;  // the lower row: the larger row index from the top
}

}  // namespace tengen::go
