#include "tengen/go/board.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "swar.hpp"

namespace tengen::go {
namespace {

/// What the four neighbours of a point are to a stone of colour c played there, indexed by c and
/// by their colours packed two bits each (left, right, up, down: packed_neighbours): bits 0-3 flag
/// the neighbours of colour c, bits 4-7 the opponent's, bits 8-10 count the empty ones. One lookup
/// instead of three tests a neighbour on the hot path of every move.
constexpr std::array<std::array<std::uint16_t, 256>, 3> kNeighbourhoods = [] {
  std::array<std::array<std::uint16_t, 256>, 3> t{};
  for (const Color c : {Color::Black, Color::White}) {
    for (unsigned packed = 0; packed < 256; ++packed) {
      unsigned entry = 0;
      for (unsigned i = 0; i < 4; ++i) {
        const auto k = static_cast<Color>((packed >> (2 * i)) & 3);
        if (k == c) entry |= 1u << i;
        if (k == opponent(c)) entry |= 16u << i;
        if (k == Color::Empty) entry += 256;
      }
      t[static_cast<unsigned>(c)][packed] = static_cast<std::uint16_t>(entry);
    }
  }
  return t;
}();

/// The colours of the cells at n[0..3], two bits each, n[0]'s lowest: an index of kNeighbourhoods.
unsigned packed_neighbours(const Color* color, const std::array<Point, 4>& n) {
  auto bits = [&](unsigned i) { return static_cast<unsigned>(color[n[i]]) << (2 * i); };
  return bits(0) | bits(1) | bits(2) | bits(3);
}

/// The distinct chains next to an empty point, with how many of their stones touch it.
struct NeighborChains {
  struct Entry {
    Point head;
    std::uint32_t touching;
    Color color;
  };
  std::array<Entry, 4> entries;
  int count = 0;
  bool has_empty = false;
};

}  // namespace

Board::Board(int width, int height)
    : width_(width),
      height_(height),
      cells_(padded::cells(static_cast<std::uint64_t>(width), static_cast<std::uint64_t>(height)) + 1) {
  assert(size_fits(width, height));
  const std::size_t cells = cells_.size();
  static_assert(Color::Empty == Color{}, "fresh zeroed cells are empty points");
  // Only the walls are written: the rows above and below, the cell between rows, the spare cell.
  Color* const color = cells_.color;
  const std::size_t s = static_cast<std::size_t>(stride());
  std::fill_n(color, s, Color::Wall);
  std::fill(color + (cells - s - 1), color + cells, Color::Wall);
  for (std::size_t i = s; i < cells; i += s) color[i] = Color::Wall;
  // Keys depend on the cell alone, so every board small enough shares one table, computed once.
  static const std::vector<std::uint64_t> shared = [] {
    std::vector<std::uint64_t> keys(2 * kKeyTableCells);
    for (Point p = 0; p < kKeyTableCells; ++p) {
      keys[2 * p] = hash_key(p, Color::Black);
      keys[2 * p + 1] = hash_key(p, Color::White);
    }
    return keys;
  }();
  if (cells <= kKeyTableCells) keys_ = shared.data();
}

Board Board::rebuilt() const {
  Board fresh = to_board(to_grid(*this));
  fresh.restore_ko(ko_point_, ko_color_);
  return fresh;
}

std::uint64_t Board::zobrist(Point p, Color c) {
  return hash_key(p, c);
}

std::uint64_t Board::hash_key(Point p, Color c) {
  // SplitMix64's finaliser: keys computed on demand cost no memory, which matters at 10^8 points.
  std::uint64_t z = ((static_cast<std::uint64_t>(p) << 1) | (c == Color::White ? 1u : 0u)) +
                    0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Inlined into play(): this is the hot path of every move. Returns a mask of neighbours (in the
// order left, right, up, down) holding opponent stones left without liberties: one at least of
// each such chain, zero exactly when the move captures nothing.
[[gnu::always_inline]] inline unsigned Board::place_stone(Point p, Color c, Point s) {
  Color* const color = cells_.color;
  Point* const head = cells_.head;
  Point* const next = cells_.next;
  std::uint32_t* const libs = cells_.libs;
  std::uint32_t* const size = cells_.sizes;
  const std::array<Point, 4> nbs{p - 1, p + 1, p - s, p + s};
  // Masks of the neighbours by colour: colour tests stay out of branches.
  const unsigned around = kNeighbourhoods[static_cast<unsigned>(c)][packed_neighbours(color, nbs)];
  const std::uint32_t empties = around >> 8;
  unsigned same = around & 15u;
  const unsigned other = (around >> 4) & 15u;
  // p was a liberty of every neighbouring stone. Empty and wall cells head the dummy cell 0, so
  // the decrement needs no branch. A chain left without liberties is flagged at its last
  // neighbour, as the count reaches zero.
  std::array<Point, 4> heads{};
  unsigned emptied = 0;
  for (unsigned i = 0; i < 4; ++i) {
    heads[i] = head[nbs[i]];
    emptied |= static_cast<unsigned>(--libs[heads[i]] == 0) << i;
  }
  color[p] = c;
  hash_ ^= key(p, c);
  ++stones_[static_cast<int>(c)];
  // Join the first same-coloured neighbour's chain, or, with none, p's own new chain: the same
  // steps either way, so no branch depends on the colours around p.
  head[p] = p;
  next[p] = p;
  size[p] = 0;
  libs[p] = 0;
  const std::array<Point, 5> joinable{nbs[0], nbs[1], nbs[2], nbs[3], p};
  const Point h = head[joinable[static_cast<unsigned>(std::countr_zero(same | 16u))]];
  same &= same - 1;
  head[p] = h;
  next[p] = next[h];
  next[h] = p;
  ++size[h];
  libs[h] += empties;
  // Other same-coloured neighbours mostly belong to that chain already: one rare branch decides.
  unsigned apart = same & swar::lanes_differ(heads, h);
  while (apart != 0) {
    const Point n = nbs[static_cast<unsigned>(std::countr_zero(apart))];
    apart &= apart - 1;
    if (head[n] != head[p]) merge(head[p], head[n]);
  }
  return other & emptied;
}

void Board::merge(Point keep, Point gone) {
  if (cells_.sizes[keep] < cells_.sizes[gone]) std::swap(keep, gone);
  Point q = gone;
  do {
    cells_.head[q] = keep;
    q = cells_.next[q];
  } while (q != gone);
  std::swap(cells_.next[keep], cells_.next[gone]);
  cells_.sizes[keep] += cells_.sizes[gone];
  cells_.libs[keep] += cells_.libs[gone];
}

void Board::remove_chain(Point head) {
  const Point s = static_cast<Point>(stride());
  const Color c = cells_.color[head];
  const std::size_t first = removed_count_;
  if (removed_.size() < first + cells_.sizes[head]) removed_.resize(first + cells_.sizes[head]);
  Point q = head;
  do {
    cells_.color[q] = Color::Empty;
    hash_ ^= key(q, c);
    removed_[removed_count_++] = q;
    const Point n = cells_.next[q];
    cells_.head[q] = 0;
    q = n;
  } while (q != head);
  stones_[static_cast<int>(c)] -= cells_.sizes[head];
  // A second pass, once every stone is gone, so only other chains gain the freed liberties.
  for (std::size_t i = first; i < removed_count_; ++i) {
    const Point r = removed_[i];
    for (Point n : {r - 1, r + 1, r - s, r + s}) ++cells_.libs[cells_.head[n]];  // cell 0 absorbs non-stones
  }
}

namespace {

NeighborChains neighbor_chains(const Color* color, const Point* head, Point p,
                               Point stride) {
  NeighborChains out;
  for (Point n : {p - 1, p + 1, p - stride, p + stride}) {
    const Color k = color[n];
    if (k == Color::Empty) {
      out.has_empty = true;
      continue;
    }
    if (k == Color::Wall) continue;
    const Point h = head[n];
    bool seen = false;
    for (int i = 0; i < out.count; ++i) {
      if (out.entries[i].head == h) {
        ++out.entries[i].touching;
        seen = true;
      }
    }
    if (!seen) out.entries[out.count++] = {h, 1, k};
  }
  return out;
}

}  // namespace

std::uint32_t Board::capture_count(Point p, Color c) const {
  const NeighborChains nc = neighbor_chains(cells_.color, cells_.head, p, static_cast<Point>(stride()));
  std::uint32_t stones = 0;
  for (int i = 0; i < nc.count; ++i) {
    const auto& e = nc.entries[i];
    if (e.color != c && cells_.libs[e.head] == e.touching) stones += cells_.sizes[e.head];
  }
  return stones;
}

bool Board::would_be_suicide(Point p, Color c) const {
  const NeighborChains nc = neighbor_chains(cells_.color, cells_.head, p, static_cast<Point>(stride()));
  if (nc.has_empty) return false;
  for (int i = 0; i < nc.count; ++i) {
    const auto& e = nc.entries[i];
    const bool only_liberty_is_p = cells_.libs[e.head] == e.touching;
    if (e.color == c ? !only_liberty_is_p : only_liberty_is_p) return false;
  }
  return true;
}

MoveStatus Board::check(Point p, Color c, const Rules& rules) const {
  assert(is_stone(c));
  if (!on_board(p)) return MoveStatus::OffBoard;
  if (cells_.color[p] != Color::Empty) return MoveStatus::Occupied;
  if (rules.ko != Ko::None && p == ko_point_ && c == ko_color_) return MoveStatus::Ko;
  if (rules.suicide == Suicide::Forbid && would_be_suicide(p, c)) return MoveStatus::Suicide;
  return MoveStatus::Ok;
}

MoveResult Board::play(Point p, Color c, const Rules& rules) {
  MoveResult result;
  if (rules == Rules{}) {
    if (!on_board(p)) return {MoveStatus::OffBoard};
    if (cells_.color[p] != Color::Empty) return {MoveStatus::Occupied};
  } else if (const MoveStatus s = check(p, c, rules); s != MoveStatus::Ok) {
    return {s};
  }
  removed_count_ = 0;
  // The stride and the arrays in locals: stores through uint32_t may alias the int members, which
  // would otherwise be read again after every one.
  const Point s = static_cast<Point>(width_ + 1);
  const unsigned dead = place_stone(p, c, s);
  ko_point_ = kNoPoint;
  // Most moves remove nothing: their result is made here, the rest in a call of its own (its
  // registers and loops stay off this path).
  if (dead == 0 && cells_.libs[cells_.head[p]] != 0) [[likely]] {
    result.removed = std::span<const Point>(removed_.data(), 0);
    return result;
  }
  return remove_after(p, c, dead);
}

MoveResult Board::remove_after(Point p, Color c, unsigned dead) {
  MoveResult result;
  const Point s = static_cast<Point>(width_ + 1);
  const Color opp = opponent(c);
  const std::array<Point, 4> nbs{p - 1, p + 1, p - s, p + s};
  if (dead != 0) {  // rarely: about one move in twelve captures
    // Every neighbour of a captured chain, so that the chains go in the order of their first
    // neighbour (left, right, up, down), and so do the removed stones.
    for (unsigned i = 0; i < 4; ++i) {
      dead |= static_cast<unsigned>(cells_.color[nbs[i]] == opp && cells_.libs[cells_.head[nbs[i]]] == 0) << i;
    }
  }
  while (dead != 0) {
    const Point n = nbs[static_cast<unsigned>(std::countr_zero(dead))];
    dead &= dead - 1;
    if (cells_.color[n] == opp) remove_chain(cells_.head[n]);  // two neighbours may share one chain
  }
  result.captured = static_cast<std::uint32_t>(removed_count_);
  const Point h = cells_.head[p];
  if (result.captured == 1 && cells_.sizes[h] == 1 && cells_.libs[h] == 1) {
    ko_point_ = removed_[0];
    ko_color_ = opp;
  }
  if (cells_.libs[h] == 0) {
    result.suicided = cells_.sizes[h];
    remove_chain(h);
  }
  result.removed = std::span<const Point>(removed_.data(), removed_count_);
  return result;
}

std::uint64_t Board::hash_after(Point p, Color c) const {
  const Point s = static_cast<Point>(stride());
  const NeighborChains nc = neighbor_chains(cells_.color, cells_.head, p, s);
  std::uint64_t h = hash_ ^ key(p, c);
  auto xor_chain = [&](Point head) {
    const Color k = cells_.color[head];
    Point q = head;
    do {
      h ^= key(q, k);
      q = cells_.next[q];
    } while (q != head);
  };
  bool keeps_liberty = nc.has_empty;
  for (int i = 0; i < nc.count; ++i) {
    const auto& e = nc.entries[i];
    const bool only_liberty_is_p = cells_.libs[e.head] == e.touching;
    if (e.color != c && only_liberty_is_p) {
      xor_chain(e.head);
      keeps_liberty = true;
    } else if (e.color == c && !only_liberty_is_p) {
      keeps_liberty = true;
    }
  }
  if (!keeps_liberty) {  // suicide: the new stone and every chain it joins come off
    h ^= key(p, c);
    for (int i = 0; i < nc.count; ++i) {
      if (nc.entries[i].color == c) xor_chain(nc.entries[i].head);
    }
  }
  return h;
}

void Board::set(Point p, Color c) {
  assert(on_board(p));
  ko_point_ = kNoPoint;
  const Color old = cells_.color[p];
  if (old == c) return;
  if (is_stone(old)) {
    const std::vector<Point> stones = chain_stones(p);
    // remove_chain appends to removed_, which a caller's span may still view: park it.
    std::vector<Point> parked;
    parked.swap(removed_);
    const std::size_t parked_count = removed_count_;
    removed_count_ = 0;
    remove_chain(cells_.head[p]);
    removed_.swap(parked);
    removed_count_ = parked_count;
    for (Point q : stones) {
      if (q != p) place_stone(q, old, static_cast<Point>(stride()));
    }
  }
  if (is_stone(c)) place_stone(p, c, static_cast<Point>(stride()));
}

void Board::set_many(std::span<const Placement> placements) {
  if (placements.size() == 1) return set(placements[0].point, placements[0].color);
  ko_point_ = kNoPoint;
  // The last placement of each point is its colour; kept in the placements' order.
  std::vector<std::uint32_t> order(placements.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return placements[a].point < placements[b].point; });
  std::vector<std::uint32_t> last;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i + 1 == order.size() || placements[order[i + 1]].point != placements[order[i]].point) last.push_back(order[i]);
  }
  // The stones that go (taken off, or of the other colour now), by point for lookups.
  std::vector<Point> leaving;
  for (const std::uint32_t i : last) {
    const Placement& pl = placements[i];
    if (is_stone(cells_.color[pl.point]) && cells_.color[pl.point] != pl.color) leaving.push_back(pl.point);
  }
  std::sort(last.begin(), last.end());
  if (!leaving.empty()) {
    std::sort(leaving.begin(), leaving.end());
    // remove_chain appends to removed_, which a caller's span may still view: park it.
    std::vector<Point> parked;
    parked.swap(removed_);
    const std::size_t parked_count = removed_count_;
    removed_count_ = 0;
    for (const std::uint32_t i : last) {
      const Point p = placements[i].point;
      const Color old = cells_.color[p];
      if (!is_stone(old) || !std::binary_search(leaving.begin(), leaving.end(), p)) continue;
      // The chain off once, the stones that stay back in its order (as set() puts them).
      const std::vector<Point> stones = chain_stones(p);
      remove_chain(cells_.head[p]);
      for (const Point q : stones) {
        if (!std::binary_search(leaving.begin(), leaving.end(), q)) place_stone(q, old, static_cast<Point>(stride()));
      }
    }
    removed_.swap(parked);
    removed_count_ = parked_count;
  }
  for (const std::uint32_t i : last) {
    const Placement& pl = placements[i];
    if (is_stone(pl.color) && cells_.color[pl.point] != pl.color) place_stone(pl.point, pl.color, static_cast<Point>(stride()));
  }
}

void Board::undo(Point p, Color c, std::span<const Point> removed, std::uint32_t captured) {
  if (cells_.color[p] != Color::Empty) set(p, Color::Empty);
  const Color opp = opponent(c);
  for (std::size_t i = 0; i < removed.size(); ++i) {
    if (i < captured) {
      place_stone(removed[i], opp, static_cast<Point>(stride()));
    } else if (removed[i] != p) {
      place_stone(removed[i], c, static_cast<Point>(stride()));
    }
  }
  ko_point_ = kNoPoint;
}

std::vector<Point> Board::chain_stones(Point p) const {
  assert(is_stone(cells_.color[p]));
  std::vector<Point> out;
  out.reserve(cells_.sizes[cells_.head[p]]);
  Point q = p;
  do {
    out.push_back(q);
    q = cells_.next[q];
  } while (q != p);
  return out;
}

std::uint32_t Board::liberties_up_to(Point p, std::uint32_t limit, Point* found) const {
  if (found == nullptr && limit > 0 && cells_.libs[cells_.head[p]] > 4 * (limit - 1)) return limit;
  const Point s = static_cast<Point>(stride());
  std::array<Point, 8> local{};
  Point* out = found != nullptr ? found : local.data();
  if (found == nullptr && limit > local.size()) return std::min(limit, liberties(p));
  std::uint32_t count = 0;
  Point q = p;
  do {
    for (Point n : {q - 1, q + 1, q - s, q + s}) {
      if (cells_.color[n] != Color::Empty || std::find(out, out + count, n) != out + count) continue;
      if (count == limit) return count;
      out[count++] = n;
    }
    q = cells_.next[q];
  } while (q != p && count < limit);
  return count;
}

bool Board::keeps_liberties(Point p, Color c) const {
  const Point s = static_cast<Point>(stride());
  Point first = kNoPoint;  // a liberty besides p; a second one settles it
  auto second_liberty = [&](Point q) {
    if (q == p || q == first) return false;
    if (first == kNoPoint) {
      first = q;
      return false;
    }
    return true;
  };
  for (const Point n : {p - 1, p + 1, p - s, p + s}) {
    const Color v = cells_.color[n];
    if (v == Color::Empty && second_liberty(n)) return true;
    if (v == opponent(c) && liberties_up_to(n, 2) == 1) return true;  // its one liberty is p: captured
    if (v == c) {
      std::array<Point, 3> found{};
      const std::uint32_t k = liberties_up_to(n, 3, found.data());
      if (k == 3) return true;  // two besides p at least
      for (std::uint32_t i = 0; i < k; ++i) {
        if (second_liberty(found[i])) return true;
      }
    }
  }
  return false;
}

std::uint32_t Board::liberties(Point p) const {
  const Point s = static_cast<Point>(stride());
  std::vector<Point> libs;
  Point q = p;
  do {
    for (Point n : {q - 1, q + 1, q - s, q + s}) {
      if (cells_.color[n] == Color::Empty) libs.push_back(n);
    }
    q = cells_.next[q];
  } while (q != p);
  std::sort(libs.begin(), libs.end());
  return static_cast<std::uint32_t>(std::unique(libs.begin(), libs.end()) - libs.begin());
}

std::string Board::check_consistency() const {
  const Point s = static_cast<Point>(stride());
  const std::size_t cells = cells_.size();
  std::uint64_t hash = 0;
  std::uint64_t stones[4] = {0, 0, 0, 0};
  for (Point p = 0; p < cells; ++p) {
    const bool inside = p >= s + 1 && p < cells - s && p % s != 0;
    if (inside != (cells_.color[p] != Color::Wall)) return fmt::format("cell {}: wall misplaced", p);
    if (!is_stone(cells_.color[p])) {
      // The branch-free neighbour updates rely on it: every cell without a stone heads cell 0.
      if (cells_.head[p] != 0) return fmt::format("cell {}: no stone but head {}", p, cells_.head[p]);
      continue;
    }
    hash ^= zobrist(p, cells_.color[p]);
    ++stones[static_cast<int>(cells_.color[p])];
    const Point h = cells_.head[p];
    if (h >= cells || cells_.color[h] != cells_.color[p] || cells_.head[h] != h) {
      return fmt::format("point {}: head {} is not a head of its colour", p, h);
    }
    for (Point n : {p - 1, p + 1, p - s, p + s}) {
      if (cells_.color[n] == cells_.color[p] && cells_.head[n] != h) return fmt::format("points {} and {}: split chain", p, n);
    }
    if (h != p) continue;
    std::uint64_t count = 0;
    std::uint64_t libs = 0;
    Point q = p;
    do {
      if (++count > cells || cells_.head[q] != h || cells_.color[q] != cells_.color[p]) {
        return fmt::format("chain {}: list reaches point {} of another chain", p, q);
      }
      for (Point n : {q - 1, q + 1, q - s, q + s}) libs += cells_.color[n] == Color::Empty;
      q = cells_.next[q];
    } while (q != p);
    if (count != cells_.sizes[h]) return fmt::format("chain {}: size {} but {} stones listed", h, cells_.sizes[h], count);
    if (libs != cells_.libs[h]) return fmt::format("chain {}: pseudo-liberties {} but {} counted", h, cells_.libs[h], libs);
  }
  // Every stone whose head is h was listed from h only if the list sizes add up to the stone count.
  std::uint64_t listed = 0;
  for (Point p = 0; p < cells; ++p) {
    if (is_stone(cells_.color[p]) && cells_.head[p] == p) listed += cells_.sizes[p];
  }
  if (listed != stones[1] + stones[2]) return fmt::format("{} stones but {} in chain lists", stones[1] + stones[2], listed);
  if (stones[1] != stones_[1] || stones[2] != stones_[2]) return "stone counts differ";
  // Each chain must be connected: a walk over same-coloured neighbours from its head reaches all of it.
  std::vector<std::uint8_t> seen(cells, 0);
  std::vector<Point> stack;
  for (Point p = 0; p < cells; ++p) {
    if (!is_stone(cells_.color[p]) || cells_.head[p] != p) continue;
    std::uint64_t reached = 0;
    stack.assign(1, p);
    seen[p] = 1;
    while (!stack.empty()) {
      const Point q = stack.back();
      stack.pop_back();
      ++reached;
      for (Point n : {q - 1, q + 1, q - s, q + s}) {
        if (cells_.color[n] == cells_.color[p] && !seen[n]) {
          seen[n] = 1;
          stack.push_back(n);
        }
      }
    }
    if (reached != cells_.sizes[p]) return fmt::format("chain {}: {} stones but {} connected", p, cells_.sizes[p], reached);
  }
  if (hash != hash_) return "hash differs from the stones";
  if (ko_point_ != kNoPoint && (ko_point_ >= cells || cells_.color[ko_point_] != Color::Empty)) {
    return fmt::format("ko point {} is not empty", ko_point_);
  }
  return {};
}

Grid to_grid(const Board& board) {
  static_assert(sizeof(Color) == 1, "a Board's colours are a Grid's cells");
  Grid g;
  g.reset_for_overwrite(board.width(), board.height());
  std::memcpy(g.data(), board.colors(), g.cell_count());
  return g;
}

Board to_board(const Grid& grid) {
  Board board(grid.width(), grid.height());
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      if (const Color c = grid.color(x, y); c != Color::Empty) board.set(board.point(x, y), c);
    }
  }
  return board;
}

}  // namespace tengen::go
