#include "tengen/go/capture.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <unordered_set>
#include <utility>

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

/// Walks every prey group once and adds each group with exactly one liberty to that liberty's
/// gain. The walk is branch-free per neighbour, since on a random position every colour test would
/// be a coin toss for the branch predictor.
void count_gains(Grid& g, std::uint8_t prey, BigGains& big) {
  std::uint8_t* cells = g.data();
  const std::size_t stride = g.stride();
  const std::size_t n = g.cell_count();
  std::vector<std::uint32_t> group(64);
  std::uint8_t sink = 0;  // the gain cell of groups without exactly one liberty
  auto flood = [&](std::size_t start) {
    // Everything the loop uses is a local whose address is never taken: the byte stores to cells
    // may alias any memory, and would otherwise force a reload of each captured variable.
    std::uint32_t* r = group.data();
    std::size_t capacity = group.size();
    const std::size_t step = stride;
    const std::uint8_t enemy = prey;
    std::uint8_t* const c = cells;
    c[start] = enemy | kTaken;
    r[0] = static_cast<std::uint32_t>(start);
    std::size_t size = 1;
    std::size_t liberty = kNone;
    std::size_t several = 0;
    for (std::size_t i = 0; i < size; ++i) {
      if (capacity < size + 4) {
        group.resize(2 * capacity);
        r = group.data();
        capacity = group.size();
      }
      const std::size_t p = r[i];
      // Masks, not conditional expressions: the compiler turns those into branches.
      auto look = [&](std::size_t q) {
        const std::uint8_t v = c[q];
        const std::size_t is_empty = (v & kNotEmptyBits) == 0;
        const std::size_t is_prey = v == enemy;
        several |= is_empty & (liberty != kNone) & (liberty != q);
        liberty ^= (liberty ^ q) & (0 - is_empty);
        r[size] = static_cast<std::uint32_t>(q);
        size += is_prey;
        c[q] = static_cast<std::uint8_t>(v | (is_prey << 7));
      };
      look(p - 1);
      look(p + 1);
      look(p - step);
      look(p + step);
    }
    const bool single = (liberty != kNone) & (several == 0);
    std::uint8_t* gain = single ? c + liberty : &sink;
    const std::size_t total = (*gain >> 2) + size;
    if (total <= kSmallGain) {
      *gain = static_cast<std::uint8_t>(total << 2);
    } else if (single) {
      add_gain(c, liberty, size, big);
    }
    sink = 0;
  };
  // Prey stones are found 8 cells at a time: a byte mask of the cells equal to `prey`, then its bits.
  // Each word is loaded before the walks from the word before it: loaded after them, it would wait
  // for their byte stores to reach the cache (a wide load cannot take a value from narrow stores).
  std::size_t base = 0;
  std::uint64_t next = n >= 8 ? swar::load(cells) : 0;
  for (; base + 8 <= n; base += 8) {
    const std::uint64_t word = next;
    if (base + 16 <= n) next = swar::load(cells + base + 8);
    for (std::uint64_t hits = swar::bytes_equal(word, prey); hits != 0; hits &= hits - 1) {
      const std::size_t at = base + swar::first(hits);
      if (cells[at] == prey) flood(at);  // an earlier walk may have taken it
    }
  }
  for (; base < n; ++base) {
    if (cells[base] == prey) flood(base);
  }
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
    const std::uint64_t kept = w & swar::kLow7 & ~((gains >> 7) * 0xFF);
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

std::vector<Capture> capturing_moves(Grid& g, std::uint8_t mover) {
  BigGains big;
  count_gains(g, static_cast<std::uint8_t>(3 - mover), big);
  std::vector<Capture> out;
  restore(g, big, [&](std::size_t c, std::uint64_t gain) { out.push_back({gain, g.column(c), g.row(c)}); });
  return out;
}

std::optional<Capture> best_capture(Grid& g, std::uint8_t mover) {
  BigGains big;
  count_gains(g, static_cast<std::uint8_t>(3 - mover), big);
  std::optional<Capture> best;
  restore(g, big, [&](std::size_t c, std::uint64_t gain) {
    if (best && gain < best->stones) return;
    const Capture here{gain, g.column(c), g.row(c)};
    if (!best || better_capture(here, *best)) best = here;
  });
  return best;
}

std::vector<std::vector<std::uint32_t>> captured_groups(const Grid& g, std::uint8_t mover, int x, int y) {
  const auto prey = static_cast<std::uint8_t>(3 - mover);
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

bool better_capture(const Capture& a, const Capture& b) {
  if (a.stones != b.stones) return a.stones > b.stones;
  if (a.x != b.x) return a.x < b.x;
  return a.y > b.y;
}

}  // namespace tengen::go
