#include "tengen/go/capture.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <unordered_set>
#include <utility>

namespace tengen::go {
namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
constexpr std::uint8_t kWall = 3;
constexpr std::uint8_t kVisited = 4;

/// Explores the group of `prey` stones through `start` into `group`; returns its liberty when it has
/// exactly one, else kNone. `visit(q)` tells whether q is an unexplored prey stone (and marks it);
/// `empty(q)` whether q is a liberty; neighbours are q - 1, q + 1, q - stride, q + stride, all valid.
template <class Visit, class IsEmpty>
std::size_t explore(std::size_t start, std::size_t stride, Visit visit, IsEmpty empty,
                    std::vector<std::uint32_t>& group) {
  group.assign(1, static_cast<std::uint32_t>(start));
  std::size_t liberty = kNone;
  bool several = false;
  for (std::size_t i = 0; i < group.size(); ++i) {
    const std::size_t p = group[i];
    for (std::size_t q : {p - 1, p + 1, p - stride, p + stride}) {
      if (empty(q)) {
        several |= liberty != kNone && liberty != q;
        liberty = q;
      } else if (visit(q)) {
        group.push_back(static_cast<std::uint32_t>(q));
      }
    }
  }
  return several ? kNone : liberty;
}

/// The padded copy of a grid: a wall cell around it, so neighbours need no bounds checks.
struct Padded {
  explicit Padded(const Grid& g) : stride(static_cast<std::size_t>(g.width) + 2) {
    cells.assign(stride * (static_cast<std::size_t>(g.height) + 2), kWall);
    for (int y = 0; y < g.height; ++y) {
      std::copy_n(g.cells.begin() + static_cast<std::ptrdiff_t>(g.index(0, y)), g.width,
                  cells.begin() + static_cast<std::ptrdiff_t>(at(0, y)));
    }
  }
  std::size_t at(int x, int y) const {
    return (static_cast<std::size_t>(y) + 1) * stride + static_cast<std::size_t>(x) + 1;
  }
  std::size_t stride;
  std::vector<std::uint8_t> cells;
};

/// Stones taken by a move on each cell of the padded grid (zero where none): every prey group with
/// exactly one liberty adds its size at that liberty. The walk is branch-free per neighbour, since on
/// a random position every colour test would be a coin toss for the branch predictor.
std::vector<std::uint32_t> gains(const Grid& g, std::uint8_t mover, std::size_t& stride) {
  const auto prey = static_cast<std::uint8_t>(3 - mover);
  Padded pad(g);
  stride = pad.stride;
  const std::size_t n = pad.cells.size();
  std::vector<std::uint32_t> gain(n, 0);  // cell 0 is a wall: it absorbs groups without one liberty
  std::vector<std::uint32_t> group(64);
  std::uint8_t* cells = pad.cells.data();
  // Prey stones are found 8 cells at a time: a byte mask of the cells equal to `prey`, then its bits.
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
  const std::uint64_t pattern = 0x0101010101010101ull * prey;
  auto flood = [&](std::size_t start) {
    cells[start] = kVisited;
    group[0] = static_cast<std::uint32_t>(start);
    std::size_t size = 1;
    std::size_t liberty = kNone;
    std::size_t several = 0;
    for (std::size_t i = 0; i < size; ++i) {
      if (group.size() < size + 4) group.resize(2 * group.size());
      const std::size_t p = group[i];
      for (std::size_t q : {p - 1, p + 1, p - stride, p + stride}) {
        const std::uint8_t c = cells[q];
        const bool is_empty = c == kEmpty;
        const bool is_prey = c == prey;
        several |= static_cast<std::size_t>(is_empty & (liberty != kNone) & (liberty != q));
        liberty = is_empty ? q : liberty;
        group[size] = static_cast<std::uint32_t>(q);
        size += is_prey;
        cells[q] = is_prey ? kVisited : c;
      }
    }
    const bool single = (liberty != kNone) & (several == 0);
    gain[single ? liberty : 0] += static_cast<std::uint32_t>(size);
  };
  std::size_t base = 0;
  for (; base + 8 <= n; base += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, cells + base, 8);
    const std::uint64_t x = word ^ pattern;  // zero bytes where the cell is prey
    std::uint64_t hits = ~(((x & kLow7) + kLow7) | x | kLow7);
    while (hits != 0) {
      const std::size_t at = base + static_cast<std::size_t>(std::countr_zero(hits)) / 8;
      hits &= hits - 1;
      if (cells[at] == prey) flood(at);  // an earlier walk may have taken it
    }
  }
  for (; base < n; ++base) {
    if (cells[base] == prey) flood(base);
  }
  gain[0] = 0;
  return gain;
}

}  // namespace

std::vector<Capture> capturing_moves(const Grid& g, std::uint8_t mover) {
  std::size_t stride = 0;
  const std::vector<std::uint32_t> gain = gains(g, mover, stride);
  std::vector<Capture> out;
  for (int y = 0; y < g.height; ++y) {
    const std::uint32_t* row = gain.data() + (static_cast<std::size_t>(y) + 1) * stride + 1;
    for (int x = 0; x < g.width; ++x) {
      if (row[x] != 0) out.push_back({row[x], x, y});
    }
  }
  return out;
}

std::optional<Capture> best_capture(const Grid& g, std::uint8_t mover) {
  std::size_t stride = 0;
  const std::vector<std::uint32_t> gain = gains(g, mover, stride);
  std::optional<Capture> best;
  std::uint32_t most = 0;
  for (int y = 0; y < g.height; ++y) {  // row by row, in memory order
    const std::uint32_t* row = gain.data() + (static_cast<std::size_t>(y) + 1) * stride + 1;
    for (int x = 0; x < g.width; ++x) {
      if (row[x] < most || row[x] == 0) continue;
      const Capture c{row[x], x, y};
      if (!best || better_capture(c, *best)) {
        best = c;
        most = row[x];
      }
    }
  }
  return best;
}

std::vector<std::vector<std::uint32_t>> captured_groups(const Grid& g, std::uint8_t mover, int x, int y) {
  const auto prey = static_cast<std::uint8_t>(3 - mover);
  const auto w = static_cast<std::size_t>(g.width);
  const auto h = static_cast<std::size_t>(g.height);
  // Explores in unpadded indices with a sentinel for "outside": only the groups next to the point are
  // walked, so a sparse set of visited points is enough.
  const std::size_t stride = w + 2;  // virtual padding: index (y + 1) * stride + x + 1
  auto cell = [&](std::size_t q) -> std::uint8_t {
    const std::size_t qy = q / stride;
    const std::size_t qx = q % stride;
    if (qy == 0 || qx == 0 || qy > h || qx > w) return kWall;
    return g.cells[(qy - 1) * w + (qx - 1)];
  };
  std::unordered_set<std::size_t> seen;
  auto visit = [&](std::size_t q) { return cell(q) == prey && seen.insert(q).second; };
  auto empty = [&](std::size_t q) { return cell(q) == kEmpty; };
  const std::size_t p = (static_cast<std::size_t>(y) + 1) * stride + static_cast<std::size_t>(x) + 1;
  std::vector<std::vector<std::uint32_t>> out;
  std::vector<std::uint32_t> group;
  for (std::size_t s : {p - 1, p + 1, p - stride, p + stride}) {
    if (!visit(s) || explore(s, stride, visit, empty, group) != p) continue;
    std::vector<std::uint32_t> points;
    for (std::uint32_t q : group) {
      points.push_back(static_cast<std::uint32_t>((q / stride - 1) * w + (q % stride - 1)));
    }
    std::sort(points.begin(), points.end());
    out.push_back(std::move(points));
  }
  return out;
}

bool better_capture(const Capture& a, const Capture& b) {
  if (a.stones != b.stones) return a.stones > b.stones;
  if (a.x != b.x) return a.x < b.x;
  return a.y > b.y;
}

}  // namespace tengen::go
