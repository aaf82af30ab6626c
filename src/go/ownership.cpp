// Ownership from random playouts. A playout keeps the empty points in a list it updates move by
// move (a point leaves when played, returns when its stone is taken), so a move costs about the
// same on any board, and the number of playouts shrinks as the board grows: the whole estimate is
// near linear in the points.

#include <algorithm>
#include <random>

#include "tengen/go/dead_stones.hpp"

namespace tengen::go {

namespace {

// The largest chain a playout may put in atari without capturing: throw-ins and the vital point of
// a dead eye shape sacrifice one or two stones, and without them dead groups with shared liberties
// look like seki; larger sacrifices throw away groups that live. On the tuning part (kgs-dev 2006
// and 2015, 4253 games, seed 1): 1 reproduces 3924 results, 2 3940, 3 3912; with the atari answers
// that refuse snapbacks and rescue by capture (2026-11-29): 1 4033, 2 4046, 3 4030.
constexpr std::uint32_t kMaxSacrifice = 2;
// Below this many playouts the shares are too coarse to tell a chain that lives from one that dies.
constexpr unsigned kFewestPlayouts = 16;
// The board the playout count is given for: 19x19. Larger boards get fewer in proportion.
constexpr std::uint64_t kFullBoardPoints = 361;

constexpr Rules kPlayoutRules{Suicide::Forbid, Ko::Simple};

/// The empty points a playout may still play, as a list with each point's place in it, updated
/// move by move. A true eye of either colour (Board::is_true_eye: its owner never fills it, the
/// other may only capture there) is parked outside the list until one of them is
/// taken off, so that a board full of eyes costs no search at the end of a playout; a capture there
/// is found as the answer to the atari that makes it possible.
struct EmptyPoints {
  static constexpr std::uint32_t kParked = 0xFFFF'FFFFu;
  std::vector<Point> list;
  std::vector<std::uint32_t> slot;  // by cell: the point's index in list, or kParked

  explicit EmptyPoints(const Board& b) : slot(b.cell_count(), kParked) {
    for (Point p = 0; p < b.cell_count(); ++p) {
      if (b.at(p) == Color::Empty) add(p);
    }
  }
  void add(Point p) {
    slot[p] = static_cast<std::uint32_t>(list.size());
    list.push_back(p);
  }
  /// Takes p out of the list (played, or parked); nothing when it is parked already.
  void remove(Point p) {
    if (slot[p] == kParked) return;
    const Point last = list.back();
    list[slot[p]] = last;
    slot[last] = slot[p];
    list.pop_back();
    slot[p] = kParked;
  }
  void swap(std::size_t i, std::size_t j) {
    std::swap(list[i], list[j]);
    slot[list[i]] = static_cast<std::uint32_t>(i);
    slot[list[j]] = static_cast<std::uint32_t>(j);
  }
  /// The stone on q was taken off: q and the parked points next to it are candidates again.
  void freed(const Board& b, Point q) {
    const auto s = static_cast<Point>(b.stride());
    if (slot[q] == kParked) add(q);
    for (const Point n : {q - 1, q + 1, q - s, q + s}) {
      if (b.at(n) == Color::Empty && slot[n] == kParked) add(n);
    }
  }
};

/// One playout from `start` with `to_move` first; adds each point's owner at its end to `share`
/// (+1 Black, -1 White).
class Playout {
 public:
  Playout(const Board& start, const EmptyPoints& empty, const std::vector<Point>& in_atari, std::mt19937_64& rng)
      : b_(start), empty_(empty), ataris_(in_atari), rng_(rng), known_(start.cell_count()) {}

  void run(Color c, std::vector<float>& share) {
    const auto s = static_cast<Point>(b_.stride());
    const std::uint64_t limit = 3 * static_cast<std::uint64_t>(b_.width()) * static_cast<std::uint64_t>(b_.height());
    int passes = 0;
    Point last = kNoPoint;
    for (std::uint64_t move = 0; move < limit && passes < 2; ++move) {
      // Each colour's first move answers every atari on the board; later moves answer the ataris
      // the last move made or left.
      const Point urgent = move < 2 ? capture_anywhere(c, false) : urgent_near(last, c);
      Point played = urgent != kNoPoint && keeps(urgent, c, 0) ? urgent : kNoPoint;
      if (played == kNoPoint) played = random_move(c);
      if (played == kNoPoint) {
        b_.pass();
        ++passes;
      } else {
        passes = 0;
      }
      last = played;
      c = opponent(c);
    }
    for (Point p = 0; p < b_.cell_count(); ++p) {
      const Color v = b_.at(p);
      if (v == Color::Black) share[p] += 1.0f;
      if (v == Color::White) share[p] -= 1.0f;
      if (v != Color::Empty) continue;
      unsigned touch = 0;
      for (const Point n : {p - 1, p + 1, p - s, p + s}) touch |= b_.at(n) == Color::Black ? 1u : b_.at(n) == Color::White ? 2u : 0u;
      if (touch == 1) share[p] += 1.0f;
      if (touch == 2) share[p] -= 1.0f;
    }
  }

 private:
  /// The liberty of the chain through stone p when it has exactly one, else kNoPoint.
  Point only_liberty(Point p) const {
    const Point h = b_.chain_head(p);
    const std::uint32_t pseudo = b_.pseudo_liberties(p);
    if (pseudo > 4) return kNoPoint;  // a liberty touches at most four stones
    // The answer stands while the chain keeps its size and pseudo-liberties (a liberty filled or
    // freed, a stone joined, each changes one of them) and the liberty found stays empty: a long
    // chain at the end of a playout is walked once, not at every move next to it.
    Known& k = known_[h];
    if (k.size == b_.chain_size(p) && k.pseudo == pseudo && (k.liberty == kNoPoint || b_.at(k.liberty) == Color::Empty)) {
      return k.liberty;
    }
    k = {b_.chain_size(p), pseudo, b_.liberties_up_to(p, 2, found_) == 1 ? found_[0] : kNoPoint};
    return k.liberty;
  }

  /// The answer to an atari for c at the chain through stone n: take it (an opponent's chain), or
  /// extend from it (c's own), when the point is legal; kNoPoint otherwise.
  Point answer(Point n, Color c) const {
    const Point lib = only_liberty(n);
    if (lib == kNoPoint || b_.check(lib, c, kPlayoutRules) != MoveStatus::Ok) return kNoPoint;
    return lib;
  }

  /// Whether c taking the one-stone chain in atari at n by playing its liberty `lib` is a snapback:
  /// the chain c makes there has more than one stone and no liberty but the point it took, and
  /// nothing else is captured by the move.
  bool snapback(Point lib, Point n, Color c) const {
    if (b_.chain_size(n) != 1 || b_.capture_count(lib, c) != 1) return false;  // takes more
    const auto s = static_cast<Point>(b_.stride());
    bool joined = false;
    for (const Point q : {lib - 1, lib + 1, lib - s, lib + s}) {
      const Color v = b_.at(q);
      if (v == Color::Empty) return false;
      if (v != c) continue;
      joined = true;
      Point found[2];
      const std::uint32_t k = b_.liberties_up_to(q, 2, found);
      for (std::uint32_t i = 0; i < k; ++i) {
        if (found[i] != lib) return false;
      }
    }
    return joined;
  }

  /// c's rescue of its own chain in atari at n: taking an opponent's chain next to it that is in
  /// atari too (not a snapback), else extending at its liberty when that gives two liberties.
  Point rescue_of(Point n, Point lib, Color c) const {
    const auto s = static_cast<Point>(b_.stride());
    for (const Point q : b_.chain_stones(n)) {
      for (const Point m : {q - 1, q + 1, q - s, q + s}) {
        if (b_.at(m) != opponent(c)) continue;
        const Point take = answer(m, c);
        if (take != kNoPoint && !snapback(take, m, c)) return take;
      }
    }
    return lib;
  }

  /// c's answer to the ataris around the last move: a capture first, else a rescue.
  Point urgent_near(Point last, Color c) const {
    if (last == kNoPoint) return kNoPoint;
    const auto s = static_cast<Point>(b_.stride());
    // The own chain in atari to rescue (the last one found) is walked once, after every capture
    // near the move is known to be missing.
    Point own = kNoPoint;
    Point own_liberty = kNoPoint;
    for (const Point n : {last, last - 1, last + 1, last - s, last + s}) {
      if (!is_stone(b_.at(n))) continue;
      const Point lib = answer(n, c);
      if (lib == kNoPoint) continue;
      if (b_.at(n) == opponent(c)) {
        if (!snapback(lib, n, c)) return lib;
        continue;
      }
      own = n;
      own_liberty = lib;
    }
    return own == kNoPoint ? kNoPoint : rescue_of(own, own_liberty, c);
  }

  /// c's capture of a chain in atari anywhere (the stones the playout saw in atari, kept until
  /// their chain is gone or has two liberties again); `parked_only`: only a capture at a point
  /// the list of empty points holds no more (an eye).
  Point capture_anywhere(Color c, bool parked_only) {
    for (std::size_t i = 0; i < ataris_.size();) {
      const Point n = ataris_[i];
      const Point lib = is_stone(b_.at(n)) ? only_liberty(n) : kNoPoint;
      if (lib == kNoPoint) {
        ataris_[i] = ataris_.back();
        ataris_.pop_back();
        continue;
      }
      ++i;
      if (b_.at(n) != opponent(c) || (parked_only && empty_.slot[lib] != EmptyPoints::kParked)) continue;
      if (b_.check(lib, c, kPlayoutRules) == MoveStatus::Ok) return lib;
    }
    return kNoPoint;
  }

  /// Whether c's move at p captures something, or leaves the chain it makes (p and the chains it
  /// joins) two liberties or at most `max_sacrifice` stones. Asked before playing, so that a move
  /// refused costs no undo (which rebuilds a joined chain: a whole board's worth at the end of a
  /// playout on a large board). Precondition: the move is legal.
  bool keeps_liberties(Point p, Color c, std::uint32_t max_sacrifice) const {
    const auto s = static_cast<Point>(b_.stride());
    Point libs[2] = {kNoPoint, kNoPoint};
    std::uint32_t count = 0;
    auto add = [&](Point q) {
      if (q == p || (count > 0 && libs[0] == q) || count == 2) return;
      libs[count++] = q;
    };
    Point heads[4] = {kNoPoint, kNoPoint, kNoPoint, kNoPoint};
    std::uint32_t joined = 0;
    std::uint64_t size = 1;
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      const Color v = b_.at(n);
      if (v == Color::Empty) add(n);
      if (v == opponent(c) && only_liberty(n) == p) return true;  // it captures
      if (v != c) continue;
      const Point h = b_.chain_head(n);
      if (std::find(heads, heads + joined, h) != heads + joined) continue;
      heads[joined++] = h;
      size += b_.chain_size(n);
      // Two liberties besides p at least: known in O(1) from the pseudo-liberties of a long chain.
      if (b_.pseudo_liberties(n) > 8) return true;
      Point found[3];
      const std::uint32_t k = b_.liberties_up_to(n, 3, found);
      if (k == 3) return true;
      for (std::uint32_t i = 0; i < k; ++i) add(found[i]);
    }
    return count == 2 || size <= max_sacrifice;
  }

  /// Plays c at p unless it captures nothing and leaves a chain of more than `max_sacrifice` stones
  /// in atari (keeps_liberties): random play would otherwise throw away groups that live, and the
  /// ownership would say they die. Returns whether it played. Precondition: the move is legal.
  bool keeps(Point p, Color c, std::uint32_t max_sacrifice) {
    if (!keeps_liberties(p, c, max_sacrifice)) return false;
    const MoveResult r = b_.play(p, c, kPlayoutRules);
    empty_.remove(p);
    for (const Point q : r.removed) {
      empty_.freed(b_, q);
      known_[q] = {};  // a chain that reuses q as its head starts afresh
    }
    const auto s = static_cast<Point>(b_.stride());
    for (const Point n : {p, p - 1, p + 1, p - s, p + s}) {
      if (is_stone(b_.at(n)) && only_liberty(n) != kNoPoint) ataris_.push_back(n);
    }
    return true;
  }

  /// A random legal move for c that fills no true eye and is kept: candidates drawn without replacement,
  /// eyes parked on the way. kNoPoint when there is none (c passes).
  Point random_move(Color c) {
    // A capture in an eye, which the list no longer holds, as the draw of one more candidate.
    const Point capture = capture_anywhere(c, true);
    if (capture != kNoPoint && rng_() % (empty_.list.size() + 1) == 0 && keeps(capture, c, kMaxSacrifice)) return capture;
    for (std::size_t left = empty_.list.size(); left > 0; --left) {
      const std::size_t i = static_cast<std::size_t>(rng_() % left);
      const Point p = empty_.list[i];
      empty_.swap(i, left - 1);
      // A false eye stays: a group whose chains join only there is attacked after its colour
      // fills it, and without that the playouts let such dead groups live.
      if (b_.is_true_eye(p, Color::Black) || b_.is_true_eye(p, Color::White)) {
        empty_.swap(left - 1, empty_.list.size() - 1);
        empty_.remove(p);
        continue;
      }
      if (b_.check(p, c, kPlayoutRules) == MoveStatus::Ok && keeps(p, c, kMaxSacrifice)) return p;
    }
    return capture != kNoPoint && keeps(capture, c, kMaxSacrifice) ? capture : kNoPoint;
  }

  Board b_;
  EmptyPoints empty_;
  std::vector<Point> ataris_;
  std::mt19937_64& rng_;
  mutable Point found_[2] = {kNoPoint, kNoPoint};
  /// What only_liberty() found for a chain, by its head: its size and pseudo-liberties then.
  struct Known {
    std::uint32_t size = 0;
    std::uint32_t pseudo = 0;
    Point liberty = kNoPoint;
  };
  mutable std::vector<Known> known_;
};

}  // namespace

unsigned playouts_for(const Board& board, unsigned wanted) {
  const std::uint64_t points = static_cast<std::uint64_t>(board.width()) * static_cast<std::uint64_t>(board.height());
  if (points <= kFullBoardPoints) return wanted;
  const std::uint64_t scaled = wanted * kFullBoardPoints / points;
  return static_cast<unsigned>(std::clamp<std::uint64_t>(scaled, std::min(wanted, kFewestPlayouts), wanted));
}

std::vector<float> ownership(const Board& given, Color to_move, const PlayoutOptions& options) {
  const Board board = given.rebuilt();  // the same shares for the same position, however reached
  std::vector<float> share(board.cell_count(), 0.0f);
  std::mt19937_64 rng(options.seed);
  const EmptyPoints empty(board);
  std::vector<Point> in_atari;  // a stone of each chain in atari at the start
  for (Point p = 0; p < board.cell_count(); ++p) {
    if (is_stone(board.at(p)) && board.chain_head(p) == p && board.liberties_up_to(p, 2) == 1) in_atari.push_back(p);
  }
  const unsigned playouts = playouts_for(board, options.playouts);
  // Each colour moves first in half the playouts: after both players passed, who would move next
  // says nothing about the position, and a colour that always moves first saves weak groups the
  // other half would lose. Results reproduced on the tuning part (kgs-dev 2006 and 2015, 4253
  // games): seeds 1, 2, 3 gave 3940, 3939, 3929 with `to_move` always first, 3956, 3952, 3951 now.
  for (unsigned k = 0; k < playouts; ++k) {
    Playout(board, empty, in_atari, rng).run(k % 2 == 0 ? to_move : opponent(to_move), share);
  }
  for (float& v : share) v /= static_cast<float>(playouts);
  return share;
}

}  // namespace tengen::go
