// Local reading of the small regions a single chain encloses: an exact search of the moves inside,
// where random playouts cannot tell a seki from a group killed by a throw-in.

#include <algorithm>
#include <span>
#include <unordered_map>
#include <vector>

#include "tengen/go/reading.hpp"

namespace tengen::go {

namespace {

// The most points (empty, or stones of the small chains inside) of a region searched, and the
// largest chain inside one. On the tuning part (kgs-dev 2006 and 2015, 4253 games, seed 1):
// regions of 6, 8, 10 or 12 points reproduce the same 4016 results with chains of 4; chains of 2,
// 4, 6, 8 reproduce 4014, 4016, 4018, 4018 (seeds 2 and 3: 4 gives 4020 and 4015, 6 4022 and 4017).
constexpr std::size_t kMaxRegion = 8;
constexpr std::uint32_t kMaxInnerChain = 6;
// Budget of a search: positions visited, and moves deep. Past them it settles nothing.
constexpr std::uint32_t kMaxNodes = 50'000;
constexpr int kMaxDepth = 24;

// Simple ko for both, and either may pass: a ko taken must wait a pass to be retaken, as in the
// confirmation of life and death of the Japanese rules of 1989 (article 7), so a kill that
// needs a ko stands unless the owner can retake at once.
constexpr Rules kSearchRules{Suicide::Forbid, Ko::Simple};

enum class Outcome : std::uint8_t { Unknown, Captured, Survives };

/// A chain and the region it encloses, or nothing (an empty region) when it encloses none small
/// enough.
std::vector<Point> enclosed_region(const Board& b, Point head, std::vector<std::uint8_t>& mark) {
  const auto s = static_cast<Point>(b.stride());
  std::vector<Point> region;
  bool fits = true;
  auto add = [&](Point q) {
    if (mark[q] != 0) return;
    if (region.size() == kMaxRegion) {
      fits = false;
      return;
    }
    mark[q] = 1;
    region.push_back(q);
  };
  for (const Point q : b.chain_stones(head)) {
    for (const Point n : {q - 1, q + 1, q - s, q + s}) {
      if (b.at(n) == Color::Empty) add(n);
    }
  }
  for (std::size_t i = 0; i < region.size() && fits; ++i) {
    const Point q = region[i];
    for (const Point n : {q - 1, q + 1, q - s, q + s}) {
      const Color v = b.at(n);
      if (v == Color::Wall || mark[n] != 0 || (is_stone(v) && b.chain_head(n) == head)) continue;
      if (v == Color::Empty) {
        add(n);
      } else if (b.chain_size(n) > kMaxInnerChain) {
        fits = false;
      } else {
        for (const Point t : b.chain_stones(n)) add(t);
      }
      if (!fits) break;
    }
  }
  for (const Point q : region) mark[q] = 0;
  if (!fits) region.clear();
  return region;
}

/// Exact play inside a region: can the chain through `target` be captured? It plays on `b` and
/// takes every move back, so `b` is as it was after solve(): one board serves every search, and a
/// search costs what it reads, not a copy of the board.
class RegionSearch {
 public:
  RegionSearch(Board& b, const std::vector<Point>& region, Point target)
      : b_(b), region_(region), target_(target), owner_(b.at(target)) {}

  /// The chain's fate with `first` to move, both colours then playing in the region or passing.
  Outcome solve(Color first) { return search(first, false, 0); }

 private:
  Outcome search(Color to_move, bool passed, int depth) {
    if (b_.at(target_) != owner_) return Outcome::Captured;
    if (depth >= kMaxDepth || ++nodes_ > kMaxNodes) return Outcome::Unknown;
    const std::uint64_t ko_key = b_.ko_point() == kNoPoint ? 0 : Board::zobrist(b_.ko_point(), b_.ko_color());
    const std::uint64_t key =
        b_.hash() ^ ko_key ^ (to_move == Color::White ? 0x9E3779B97F4A7C15ull : 0) ^ (passed ? 0xC2B2AE3D27D4EB4Full : 0);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    // The mover wants the outcome `goal`; the other outcome is what it settles for.
    const Outcome goal = to_move == owner_ ? Outcome::Survives : Outcome::Captured;
    bool unknown = false;
    auto consider = [&](Outcome o) {
      if (o == Outcome::Unknown) unknown = true;
      return o == goal;
    };
    bool reached = false;
    for (const Point p : region_) {
      if (b_.at(p) != Color::Empty || b_.check(p, to_move, kSearchRules) != MoveStatus::Ok) continue;
      const Point ko = b_.ko_point();
      const Color ko_color = b_.ko_color();
      const MoveResult r = b_.play(p, to_move, kSearchRules);
      // The stones it took off, kept for the undo on one stack for the whole search.
      const std::size_t taken = removed_.size();
      removed_.insert(removed_.end(), r.removed.begin(), r.removed.end());
      const Outcome o = search(opponent(to_move), false, depth + 1);
      b_.undo(p, to_move, std::span<const Point>(removed_).subspan(taken), r.captured);
      removed_.resize(taken);
      b_.restore_ko(ko, ko_color);
      if (consider(o)) {
        reached = true;
        break;
      }
    }
    if (!reached) {
      // A pass after a pass ends the play with the chain on the board.
      Outcome o = Outcome::Survives;
      if (!passed) {
        const Point ko = b_.ko_point();
        const Color ko_color = b_.ko_color();
        b_.pass();
        o = search(opponent(to_move), true, depth + 1);
        b_.restore_ko(ko, ko_color);
      }
      reached = consider(o);
    }
    const Outcome out = reached ? goal : unknown ? Outcome::Unknown : goal == Outcome::Captured ? Outcome::Survives : Outcome::Captured;
    if (out != Outcome::Unknown) memo_.emplace(key, out);
    return out;
  }

  Board& b_;
  const std::vector<Point>& region_;
  Point target_;
  Color owner_;
  std::uint32_t nodes_ = 0;
  std::vector<Point> removed_;
  std::unordered_map<std::uint64_t, Outcome> memo_;
};

/// Whether no opponent's chain next to the chain at `head`, but those inside its region, is
/// `doubtful`: no race outside the region decides what the search reads inside.
bool walls_hold(const Board& b, Point head, const std::vector<Point>& region, const std::vector<std::uint8_t>& doubtful) {
  const auto s = static_cast<Point>(b.stride());
  const Color c = b.at(head);
  for (const Point q : b.chain_stones(head)) {
    for (const Point n : {q - 1, q + 1, q - s, q + s}) {
      if (b.at(n) != opponent(c) || doubtful[n] == 0) continue;
      if (std::find(region.begin(), region.end(), n) == region.end()) return false;
    }
  }
  return true;
}

}  // namespace

std::vector<Fate> enclosed_fates(const Board& board, const std::vector<std::uint8_t>& doubtful) {
  std::vector<Fate> fate(board.cell_count(), Fate::Unsettled);
  Board work = board;
  std::vector<std::uint8_t> mark(board.cell_count(), 0);
  auto set_chain = [&](Point p, Fate f) {
    for (const Point q : board.chain_stones(p)) fate[q] = f;
  };
  for (Point h = 0; h < board.cell_count(); ++h) {
    const Color c = board.at(h);
    if (!is_stone(c) || board.chain_head(h) != h) continue;
    if (board.liberties_up_to(h, kMaxRegion + 1) > kMaxRegion) continue;
    const std::vector<Point> region = enclosed_region(board, h, mark);
    if (region.empty()) continue;
    if (!walls_hold(board, h, region, doubtful)) continue;
    const Outcome o = RegionSearch(work, region, h).solve(opponent(c));
    if (o == Outcome::Unknown) continue;
    set_chain(h, o == Outcome::Captured ? Fate::Dead : Fate::Alive);
    for (const Point q : region) {
      if (board.at(q) != opponent(c) || board.chain_head(q) != q) continue;
      if (o == Outcome::Captured) {
        set_chain(q, Fate::Alive);
        continue;
      }
      const Outcome inner = RegionSearch(work, region, q).solve(c);
      if (inner != Outcome::Unknown) set_chain(q, inner == Outcome::Captured ? Fate::Dead : Fate::Alive);
    }
  }
  return fate;
}

}  // namespace tengen::go
