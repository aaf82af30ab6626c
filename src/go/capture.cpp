#include "tengen/go/capture.hpp"

#include <algorithm>
#include <limits>
#include <unordered_set>
#include <utility>

namespace tengen::go {
namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

/// Explores the group of `prey` stones through `start` into `group`; returns its
/// liberty when it has exactly one, else kNone.
/// `mark(q)` returns true the first time it sees q.
template <class Mark>
std::size_t explore(const Grid& g, std::uint8_t prey, std::size_t start, Mark mark, std::vector<std::uint32_t>& group) {
  const std::size_t n = g.size();
  const auto w = static_cast<std::size_t>(g.width);
  group.assign(1, static_cast<std::uint32_t>(start));
  mark(start);
  std::size_t liberty = kNone;
  bool several = false;
  for (std::size_t i = 0; i < group.size(); ++i) {
    const std::size_t p = group[i];
    const std::size_t x = p % w;
    auto visit = [&](std::size_t q) {
      const std::uint8_t c = g.cells[q];
      if (c == kEmpty) {
        several |= liberty != kNone && liberty != q;
        liberty = q;
      } else if (c == prey && mark(q)) {
        group.push_back(static_cast<std::uint32_t>(q));
      }
    };
    if (x > 0) visit(p - 1);
    if (x + 1 < w) visit(p + 1);
    if (p >= w) visit(p - w);
    if (p + w < n) visit(p + w);
  }
  return several ? kNone : liberty;
}

}  // namespace

std::vector<Capture> capturing_moves(const Grid& g, std::uint8_t mover) {
  const auto prey = static_cast<std::uint8_t>(3 - mover);
  const std::size_t n = g.size();
  const auto w = static_cast<std::size_t>(g.width);
  std::vector<std::uint8_t> seen(n, 0);
  std::vector<std::uint32_t> gain(n, 0);  // stones taken by playing there
  std::vector<std::uint32_t> group;
  for (std::size_t start = 0; start < n; ++start) {
    if (g.cells[start] != prey || seen[start]) continue;
    auto mark = [&seen](std::size_t q) { return !std::exchange(seen[q], 1); };
    const std::size_t liberty = explore(g, prey, start, mark, group);
    if (liberty != kNone) gain[liberty] += static_cast<std::uint32_t>(group.size());
  }
  std::vector<Capture> out;
  for (std::size_t p = 0; p < n; ++p) {
    if (gain[p] != 0) out.push_back({gain[p], static_cast<int>(p % w), static_cast<int>(p / w)});
  }
  return out;
}

std::vector<std::vector<std::uint32_t>> captured_groups(const Grid& g, std::uint8_t mover, int x, int y) {
  const auto prey = static_cast<std::uint8_t>(3 - mover);
  const std::size_t p = g.index(x, y);
  const auto w = static_cast<std::size_t>(g.width);
  std::vector<std::size_t> starts;
  if (static_cast<std::size_t>(x) > 0) starts.push_back(p - 1);
  if (static_cast<std::size_t>(x) + 1 < w) starts.push_back(p + 1);
  if (p >= w) starts.push_back(p - w);
  if (p + w < g.size()) starts.push_back(p + w);
  // Only the groups next to p are explored, so a sparse set of visited points is enough.
  std::unordered_set<std::size_t> seen;
  auto mark = [&seen](std::size_t q) { return seen.insert(q).second; };
  std::vector<std::vector<std::uint32_t>> out;
  std::vector<std::uint32_t> group;
  for (std::size_t s : starts) {
    if (g.cells[s] != prey || seen.contains(s)) continue;
    if (explore(g, prey, s, mark, group) == p) {
      std::sort(group.begin(), group.end());
      out.push_back(group);
    }
  }
  return out;
}

bool better_capture(const Capture& a, const Capture& b) {
  if (a.stones != b.stones) return a.stones > b.stones;
  if (a.x != b.x) return a.x < b.x;
  return a.y > b.y;
}

}  // namespace tengen::go
