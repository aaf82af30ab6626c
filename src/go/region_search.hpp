#pragma once
// The exact local search of the dead-stone reading (go::enclosed_fates, go::invaded_fates): both
// colours play inside a region, or pass, until a chain is taken or both pass. Internal to src/go.

#include <span>
#include <unordered_map>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::go::detail {

// Budget of a search: positions visited, and moves deep. Past them it settles nothing.
inline constexpr std::uint32_t kMaxNodes = 50'000;
inline constexpr int kMaxDepth = 24;

// Simple ko for both, and either may pass: a ko taken must wait a pass to be retaken, as in the
// confirmation of life and death of the Japanese rules of 1989 (article 7), so a kill that
// needs a ko stands unless the owner can retake at once.
inline constexpr Rules kSearchRules{Suicide::Forbid, Ko::Simple};

/// What a search finds of its target chain.
enum class Outcome : std::uint8_t { Unknown, Captured, Survives };

/// Exact play inside a region: can the chain through `target` be captured? It plays on `b` and
/// takes every move back, so `b` is as it was after solve(): one board serves every search, and a
/// search costs what it reads, not a copy of the board.
class RegionSearch {
 public:
  /// `region`: the points either colour may play on when empty (stones on them may be taken).
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

}  // namespace tengen::go::detail
