#include "tengen/go/dead_stones.hpp"

#include <algorithm>
#include <random>

#include "tengen/go/regions.hpp"

namespace tengen::go {

namespace {

// A chain is dead unless its colour owns it clearly: in at least 60% of the playouts, net of the
// opponent's share (a mean ownership of 0.2). Chains that live at the end of a game own their
// points in nearly every playout; random play lets dead ones escape now and then. Measured on the
// KGS games that ended by counting: 0 gave 92.9%, 0.1 94.4%, 0.2 95.8%, 0.4 91.2% (seed 1).
constexpr double kAliveShare = 0.2;
// The largest chain a playout may put in atari without capturing: throw-ins and the vital point of
// a dead eye shape sacrifice one or two stones, and without them dead groups with shared liberties
// look like seki; larger sacrifices throw away groups that live.
constexpr std::uint32_t kMaxSacrifice = 2;

/// The liberty of p's chain when it has exactly one, else kNoPoint.
Point only_liberty(const Board& b, Point p) {
  const auto s = static_cast<Point>(b.stride());
  Point liberty = kNoPoint;
  for (const Point q : b.chain_stones(p)) {
    for (const Point n : {q - 1, q + 1, q - s, q + s}) {
      if (b.at(n) != Color::Empty || n == liberty) continue;
      if (liberty != kNoPoint) return kNoPoint;
      liberty = n;
    }
  }
  return liberty;
}

}  // namespace

std::vector<std::uint8_t> pass_alive(const Board& b, Color c) {
  const auto s = static_cast<Point>(b.stride());
  std::int32_t regions = 0;
  // The regions of c: connected sets of points that hold no stone of c.
  const std::vector<std::int32_t> region = label_regions(
      b.cell_count(), static_cast<Point>(b.stride()), [&](Point p) { return b.at(p) != c && b.at(p) != Color::Wall; },
      regions);
  // Chains of c by head; for each region, the chains that border it, and whether each empty point
  // of it is a liberty of a given chain.
  std::vector<Point> heads;
  for (Point p = 0; p < b.cell_count(); ++p) {
    if (b.at(p) == c && b.chain_head(p) == p) heads.push_back(p);
  }
  std::vector<std::uint8_t> chain_alive(heads.size(), 1);
  std::vector<std::uint8_t> region_alive(static_cast<std::size_t>(regions), 1);
  auto chain_index = [&](Point head) {
    return static_cast<std::size_t>(std::lower_bound(heads.begin(), heads.end(), head) - heads.begin());
  };
  // For each region: its empty points, and the chains next to it.
  std::vector<std::vector<Point>> empties(static_cast<std::size_t>(regions));
  std::vector<std::vector<std::size_t>> bordering(static_cast<std::size_t>(regions));
  for (Point p = 0; p < b.cell_count(); ++p) {
    if (region[p] < 0) continue;
    const auto r = static_cast<std::size_t>(region[p]);
    if (b.at(p) == Color::Empty) empties[r].push_back(p);
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      if (b.at(n) == c) bordering[r].push_back(chain_index(b.chain_head(n)));
    }
  }
  for (auto& list : bordering) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  // Region r is vital to chain k when every empty point of r is a liberty of k.
  auto vital_to = [&](std::size_t r, std::size_t k) {
    for (const Point e : empties[r]) {
      bool liberty = false;
      for (const Point n : {e - 1, e + 1, e - s, e + s}) liberty |= b.at(n) == c && chain_index(b.chain_head(n)) == k;
      if (!liberty) return false;
    }
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    // A region stays only while every chain that borders it stays.
    for (std::size_t r = 0; r < bordering.size(); ++r) {
      if (!region_alive[r]) continue;
      for (const std::size_t k : bordering[r]) {
        if (!chain_alive[k]) {
          region_alive[r] = 0;
          changed = true;
          break;
        }
      }
    }
    // A chain stays only with two regions vital to it.
    std::vector<int> vital(heads.size(), 0);
    for (std::size_t r = 0; r < bordering.size(); ++r) {
      if (!region_alive[r]) continue;
      for (const std::size_t k : bordering[r]) vital[k] += vital_to(r, k) ? 1 : 0;
    }
    for (std::size_t k = 0; k < heads.size(); ++k) {
      if (chain_alive[k] && vital[k] < 2) {
        chain_alive[k] = 0;
        changed = true;
      }
    }
  }
  std::vector<std::uint8_t> alive(b.cell_count(), 0);
  for (Point p = 0; p < b.cell_count(); ++p) {
    if (b.at(p) == c && chain_alive[chain_index(b.chain_head(p))]) alive[p] = 1;
  }
  // Regions vital to a surviving chain: the opponent's stones inside are dead (marked 2).
  for (std::size_t r = 0; r < bordering.size(); ++r) {
    if (!region_alive[r] || bordering[r].empty()) continue;
    bool vital_to_one = false;
    for (const std::size_t k : bordering[r]) vital_to_one |= chain_alive[k] && vital_to(r, k);
    if (!vital_to_one) continue;
    for (Point p = 0; p < b.cell_count(); ++p) {
      if (region[p] == static_cast<std::int32_t>(r) && b.at(p) == opponent(c)) alive[p] = 2;
    }
  }
  return alive;
}

std::vector<float> ownership(const Board& board, Color to_move, const PlayoutOptions& options) {
  std::vector<float> share(board.cell_count(), 0.0f);
  std::mt19937_64 rng(options.seed);
  const Rules rules{Suicide::Forbid, Ko::Simple};
  const auto s = static_cast<Point>(board.stride());
  std::vector<Point> empty;
  for (unsigned playout = 0; playout < options.playouts; ++playout) {
    Board b = board;
    Color c = to_move;
    int passes = 0;
    const int limit = 3 * board.width() * board.height();
    Point last = kNoPoint;
    // Plays c at p and keeps the move unless it captures nothing and leaves a chain of more than
    // `max_sacrifice` stones in atari: random play would otherwise throw away groups that live,
    // and the ownership would say they die.
    auto keeps = [&](Point p, std::uint32_t max_sacrifice) {
      const Point ko_point = b.ko_point();
      const Color ko_color = b.ko_color();
      const MoveResult r = b.play(p, c, rules);
      if (r.captured != 0 || b.liberties(p) != 1 || b.chain_size(p) <= max_sacrifice) return true;
      b.undo(p, c, {}, 0);
      b.restore_ko(ko_point, ko_color);
      return false;
    };
    for (int move = 0; move < limit && passes < 2; ++move) {
      // Local answers to the last move first, as a player would: take a chain it left in atari, or
      // save one's own chain it put in atari. Random play alone lets dead groups live.
      Point urgent = kNoPoint;
      if (last != kNoPoint) {
        for (const Point n : {last, last - 1, last + 1, last - s, last + s}) {
          if (b.at(n) != opponent(c) && b.at(n) != c) continue;
          const Point lib = only_liberty(b, n);
          if (lib == kNoPoint || b.check(lib, c, rules) != MoveStatus::Ok) continue;
          urgent = lib;
          if (b.at(n) == opponent(c)) break;  // a capture comes before a rescue
        }
      }
      Point played = kNoPoint;
      if (urgent != kNoPoint && keeps(urgent, 0)) played = urgent;
      if (played == kNoPoint) {
        empty.clear();
        for (Point p = 0; p < b.cell_count(); ++p) {
          if (b.at(p) == Color::Empty) empty.push_back(p);
        }
        // Random candidates, tried without replacement until one is legal, fills no own eye and
        // is kept.
        for (std::size_t left = empty.size(); left > 0 && played == kNoPoint; --left) {
          const std::size_t i = static_cast<std::size_t>(rng() % left);
          const Point p = empty[i];
          std::swap(empty[i], empty[left - 1]);
          if (!b.is_own_eye(p, c) && b.check(p, c, rules) == MoveStatus::Ok && keeps(p, kMaxSacrifice)) played = p;
        }
      }
      if (played != kNoPoint) {
        passes = 0;
      } else {
        b.pass();
        ++passes;
      }
      last = played;
      c = opponent(c);
    }
    for (Point p = 0; p < b.cell_count(); ++p) {
      const Color v = b.at(p);
      if (v == Color::Black) share[p] += 1.0f;
      if (v == Color::White) share[p] -= 1.0f;
      if (v != Color::Empty) continue;
      unsigned touch = 0;
      for (const Point n : {p - 1, p + 1, p - s, p + s}) touch |= b.at(n) == Color::Black ? 1u : b.at(n) == Color::White ? 2u : 0u;
      if (touch == 1) share[p] += 1.0f;
      if (touch == 2) share[p] -= 1.0f;
    }
  }
  for (float& v : share) v /= static_cast<float>(options.playouts);
  return share;
}

std::vector<Point> dead_stones(const Board& board, Color to_move, const PlayoutOptions& options) {
  const std::vector<float> share = ownership(board, to_move, options);
  const std::vector<std::uint8_t> black = pass_alive(board, Color::Black);
  const std::vector<std::uint8_t> white = pass_alive(board, Color::White);
  std::vector<Point> dead;
  std::vector<std::uint8_t> seen(board.cell_count(), 0);
  for (Point p = 0; p < board.cell_count(); ++p) {
    const Color c = board.at(p);
    if ((c != Color::Black && c != Color::White) || seen[p]) continue;
    const std::vector<Point> chain = board.chain_stones(p);
    double sum = 0;
    for (const Point q : chain) {
      seen[q] = 1;
      sum += share[q];
    }
    const double mean = sum / static_cast<double>(chain.size());
    const std::vector<std::uint8_t>& own = c == Color::Black ? black : white;
    const std::vector<std::uint8_t>& other = c == Color::Black ? white : black;
    if (own[p] == 1) continue;  // unconditionally alive
    const bool dies = (c == Color::Black && mean < kAliveShare) || (c == Color::White && mean > -kAliveShare) || other[p] == 2;
    if (dies) dead.insert(dead.end(), chain.begin(), chain.end());
  }
  std::sort(dead.begin(), dead.end());
  return dead;
}

}  // namespace tengen::go
