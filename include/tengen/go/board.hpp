#pragma once
/// \file
/// The Go board: stones, chains and liberties, updated incrementally move by move.
///
/// Every cell that holds no stone has head 0 (a wall cell), so neighbour updates need no branch on
/// colour: cell 0's counters absorb them and are never read as a chain's.
///
/// Layout: the padded layout of a Grid (tengen::padded), and one spare wall cell at the end, so
/// a point has the same index on a Board as on a Grid of its size, and the four neighbours of any
/// playing point are p - 1, p + 1, p - stride and p + stride with no bounds checks. Chains are circular singly linked lists of
/// their stones with a head; per-chain data (stone count, pseudo-liberties) lives at the head.
/// Pseudo-liberties count (stone, empty neighbour) pairs: exact liberties are computed on request,
/// and a chain has no liberty exactly when its pseudo-liberty count is zero.

#include <cstdint>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>
#include <span>
#include <string>
#include <vector>

#include "tengen/go/rules.hpp"
#include "tengen/grid.hpp"

namespace tengen::go {

/// Index of a cell of the padded board. Cell 0 is always a wall, so 0 never names a playing point.
using Point = std::uint32_t;

namespace detail {
/// An allocator whose fresh memory comes zeroed from calloc and whose value-initialisation writes
/// nothing: a vector of n zeros costs no page until it is used, so a board's memory follows the
/// stones played on it rather than its size.
template <class T>
struct ZeroedAllocator {
  using value_type = T;
  ZeroedAllocator() = default;
  template <class U>
  ZeroedAllocator(const ZeroedAllocator<U>&) noexcept {}  // NOLINT(google-explicit-constructor)
  T* allocate(std::size_t n) {
    if (void* p = std::calloc(n, sizeof(T))) return static_cast<T*>(p);
    throw std::bad_alloc();
  }
  void deallocate(T* p, std::size_t) noexcept { std::free(p); }
  template <class U>
  void construct(U*) noexcept {}  // calloc has zeroed it: value-initialisation is a no-op
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  friend bool operator==(const ZeroedAllocator&, const ZeroedAllocator&) { return true; }
};
/// A vector of zeros that costs no page until it is written.
template <class T>
using ZeroedVector = std::vector<T, ZeroedAllocator<T>>;
static_assert(std::is_trivially_copyable_v<std::uint32_t>);

/// A board's arrays of cells, in one zeroed block (one allocation a board, not five): the colours
/// (a byte a cell) and, at chain heads, pseudo-liberties and stones; at every stone its chain's head
/// and the next stone of its circular list. The four arrays of words come first, the colours after
/// them (the arrays never overlap). A copy points into a block of its own.
class BoardCells {
 public:
  BoardCells() = default;
  /// `cells` cells, every one zero (Empty, heading cell 0). O(cells), no page touched.
  explicit BoardCells(std::size_t cells) : words_(4 * cells + (cells + 3) / 4), cells_(cells) { aim(); }
  BoardCells(const BoardCells& other) : words_(other.words_), cells_(other.cells_) { aim(); }
  BoardCells(BoardCells&& other) noexcept : words_(std::move(other.words_)), cells_(other.cells_) {
    aim();
    other.cells_ = 0;
    other.aim();
  }
  BoardCells& operator=(const BoardCells& other) {
    if (this != &other) {
      words_ = other.words_;
      cells_ = other.cells_;
      aim();
    }
    return *this;
  }
  BoardCells& operator=(BoardCells&& other) noexcept {
    if (this != &other) {
      words_ = std::move(other.words_);
      cells_ = other.cells_;
      aim();
      other.cells_ = 0;
      other.aim();
    }
    return *this;
  }
  ~BoardCells() = default;

  /// The number of cells.
  std::size_t size() const { return cells_; }

  Color* color = nullptr;
  Point* head = nullptr;
  Point* next = nullptr;
  std::uint32_t* libs = nullptr;   ///< at heads: pseudo-liberties
  std::uint32_t* sizes = nullptr;  ///< at heads: stones

 private:
  void aim() {
    std::uint32_t* const w = words_.data();
    head = w;
    next = w + cells_;
    libs = w + 2 * cells_;
    sizes = w + 3 * cells_;
    color = reinterpret_cast<Color*>(w + 4 * cells_);
  }
  ZeroedVector<std::uint32_t> words_;
  std::size_t cells_ = 0;
};
}  // namespace detail

/// A point that is not on any board: "no ko", "no move".
inline constexpr Point kNoPoint = 0;

/// The outcome of Board::play. `removed` lists the stones taken off (opponent stones first, then
/// the mover's own on suicide); it stays valid until the board is next changed.
struct MoveResult {
  MoveStatus status = MoveStatus::Ok;
  std::uint32_t captured = 0;  ///< opponent stones removed
  std::uint32_t suicided = 0;  ///< the mover's own stones removed (only when suicide is allowed)
  std::span<const Point> removed{};
};

/// The stones a move removed, by colour.
struct RemovedStones {
  std::uint32_t black = 0;
  std::uint32_t white = 0;
};

/// What a move of `mover` removed, by colour: the opponent's captured stones, the mover's own
/// suicided ones. O(1).
constexpr RemovedStones removed_by_color(const MoveResult& r, Color mover) {
  return mover == Color::Black ? RemovedStones{r.suicided, r.captured} : RemovedStones{r.captured, r.suicided};
}

/// A Go position: stones on a wall-padded 1-D array, chains as circular lists with a head that
/// keeps their stone count and pseudo-liberties, the simple-ko point and a Zobrist hash. It knows the rules of a move
/// (captures, suicide, simple ko) but no history: go::Game adds that. check_consistency() verifies
/// every invariant.
class Board {
 public:
  /// True when a width x height board can be represented: padded::fits (both at least 1, the
  /// padded array small enough). Boards of 10^8 points and far more fit.
  static constexpr bool size_fits(std::int64_t width, std::int64_t height) { return padded::fits(width, height); }

  /// An empty board; precondition: size_fits(width, height). O(width * height).
  Board(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  /// Distance between vertically adjacent cells.
  int stride() const { return width_ + 1; }

  /// The point at column x, row y (0-based, row 0 on top); precondition: on the board.
  Point point(int x, int y) const {
    return static_cast<Point>(padded::index(x, y, padded::stride(static_cast<std::uint64_t>(width_))));
  }
  /// Column (0-based) of a playing point.
  int column_of(Point p) const { return static_cast<int>(p % static_cast<Point>(stride())) - 1; }
  /// Row (0-based, 0 on top) of a playing point.
  int row_of(Point p) const { return static_cast<int>(p / static_cast<Point>(stride())) - 1; }
  /// True when p is a playing point (not a wall, not outside the array).
  bool on_board(Point p) const { return p < cells_.size() && cells_.color[p] != Color::Wall; }

  /// What stands on cell p; precondition: p < cell_count().
  Color at(Point p) const { return cells_.color[p]; }
  /// Every cell: colors()[p] is at(p), for p < cell_count().
  const Color* colors() const { return cells_.color; }
  /// Number of cells in the padded array.
  std::size_t cell_count() const { return cells_.size(); }

  /// Whether c may play at p under the rules. Positional superko needs the game's history and is
  /// checked by Game; here Ko::Superko forbids the immediate ko retake, which always repeats.
  /// O(1) apart from the size of adjacent chains when a ko must be examined.
  MoveStatus check(Point p, Color c, const Rules& rules) const;

  /// Plays c at p: removes opponent chains left without liberties, then the mover's chain if it has
  /// none. Refuses (board unchanged, status set) a move that check() refuses.
  /// Amortized O(1) plus the number of stones removed and relabelled.
  MoveResult play(Point p, Color c, const Rules& rules);

  /// A pass: clears the ko restriction.
  void pass() { ko_point_ = kNoPoint; }

  /// The position hash after c plays at p, without playing; precondition: check(p, c, any) is Ok
  /// or Suicide. Costs the size of the chains that the move removes.
  std::uint64_t hash_after(Point p, Color c) const;

  /// Whether every neighbour of p is a stone of c or a wall: c playing there would fill its own
  /// eye. O(1).
  bool is_own_eye(Point p, Color c) const {
    const auto s = static_cast<Point>(stride());
    for (const Point n : {p - 1, p + 1, p - s, p + s}) {
      if (cells_.color[n] != c && cells_.color[n] != Color::Wall) return false;
    }
    return true;
  }

  /// Whether p is an eye of c that c need never fill: is_own_eye, and the opponent holds fewer
  /// than two of its diagonal points (none when p is on the edge). Otherwise it is a false eye, a
  /// point c may have to fill to join the chains around it. O(1).
  bool is_true_eye(Point p, Color c) const {
    if (!is_own_eye(p, c)) return false;
    const auto s = static_cast<Point>(stride());
    unsigned opponents = 0;
    bool edge = false;
    for (const Point d : {p - s - 1, p - s + 1, p + s - 1, p + s + 1}) {
      opponents += cells_.color[d] == opponent(c);
      edge |= cells_.color[d] == Color::Wall;
    }
    return opponents < (edge ? 1u : 2u);
  }

  /// The opponent stones c would capture by playing at empty p (0 when none). O(1).
  std::uint32_t capture_count(Point p, Color c) const;

  /// Whether c playing at empty p would capture, or leave the chain it makes at least two
  /// liberties: false for a self-atari (and a suicide). The board is not changed. O(size of the
  /// chains next to p) at worst.
  bool keeps_liberties(Point p, Color c) const;

  /// Puts a stone (Black or White) on empty p, or empties p (Empty), with no capture: setup stones
  /// of a game record and undo. Emptying a stone costs the size of its chain. Clears the ko.
  void set(Point p, Color c);

  /// A point and the colour a setup puts there (Empty takes a stone off).
  struct Placement {
    Point point;
    Color color;
  };
  /// set() for each placement in order, as one step: the same colours, but each chain a stone
  /// leaves is taken apart once, not once a stone (a node's AE over a chain of k stones costs k,
  /// not k^2). O(placements log placements + the stones of the chains they leave). Clears the ko.
  void set_many(std::span<const Placement> placements);

  /// The same position built afresh (to_board(to_grid(*this))), and the same ko. Its
  /// chains' inner order (which stone heads a chain, the order of a chain's stones), which the
  /// dead-stone playouts and reading follow, then depends on the position alone, not on the moves,
  /// captures and undos that reached it. O(points).
  Board rebuilt() const;

  /// Takes back a move played by play(): `removed` and `captured` come from its MoveResult (copied
  /// out: the result's span dies with the next change). Precondition: no other change happened
  /// since. Leaves no ko; restore_ko() puts back the one that stood before the move.
  void undo(Point p, Color c, std::span<const Point> removed, std::uint32_t captured);

  /// Sets the ko restriction: colour c may not play at p (kNoPoint: no restriction). For undo.
  void restore_ko(Point p, Color c) {
    ko_point_ = p;
    ko_color_ = c;
  }

  /// The point where an immediate ko retake is forbidden, or kNoPoint.
  Point ko_point() const { return ko_point_; }
  /// The colour that may not retake at ko_point().
  Color ko_color() const { return ko_color_; }

  /// Zobrist hash of the stones on the board (not of the player to move or the ko).
  std::uint64_t hash() const { return hash_; }

  /// The key a stone of colour c on p contributes to hash().
  static std::uint64_t zobrist(Point p, Color c);

  /// Exact number of distinct liberties of the chain through stone p. O(chain size * log).
  std::uint32_t liberties(Point p) const;
  /// The distinct liberties of the chain through stone p, counted up to `limit` (never more is
  /// returned); when `found` is given (room for `limit` points) the ones counted are written there.
  /// O(1) when only the count is asked and the chain has more than 4 x (limit - 1) pseudo-liberties
  /// (a liberty touches at most four stones of it); otherwise O(chain size x limit) at worst.
  std::uint32_t liberties_up_to(Point p, std::uint32_t limit, Point* found = nullptr) const;
  /// Number of stones of the chain through stone p. O(1).
  std::uint32_t chain_size(Point p) const { return cells_.sizes[cells_.head[p]]; }
  /// The head (representative) of the chain through stone p: equal heads, same chain. O(1).
  Point chain_head(Point p) const { return cells_.head[p]; }
  /// Pseudo-liberties of the chain through stone p: zero exactly when it has no liberty. O(1).
  std::uint32_t pseudo_liberties(Point p) const { return cells_.libs[cells_.head[p]]; }
  /// The stones of the chain through stone p, starting at p.
  std::vector<Point> chain_stones(Point p) const;

  /// Number of stones of colour c on the board. O(1).
  std::uint64_t stone_count(Color c) const { return stones_[static_cast<int>(c) & 3]; }

  /// Recomputes everything from the colours alone and compares: chain membership, list shape,
  /// sizes, pseudo-liberties, stone counts, hash, walls, ko. Returns "" when consistent, else a
  /// description of the first fault. O(cells).
  std::string check_consistency() const;

 private:
  static constexpr std::size_t kKeyTableCells = std::size_t{1} << 13;
  static std::uint64_t hash_key(Point p, Color c);
  /// zobrist(p, c), from a table on boards small enough for one to be cheap.
  std::uint64_t key(Point p, Color c) const {
    return keys_ == nullptr ? hash_key(p, c) : keys_[2 * p + (c == Color::White ? 1 : 0)];
  }
  unsigned place_stone(Point p, Color c, Point stride);
  // play()'s end for a move that removes stones (`dead`: place_stone's mask), captures or suicide.
  [[gnu::noinline]] MoveResult remove_after(Point p, Color c, unsigned dead);
  void remove_chain(Point head);
  void merge(Point keep, Point gone);
  bool would_be_suicide(Point p, Color c) const;

  int width_;
  int height_;
  // Zeroed and untouched until used: a board's memory follows its stones (and one byte a cell for
  // the walls).
  detail::BoardCells cells_;
  std::vector<Point> removed_;       // scratch for MoveResult::removed: its first removed_count_
  std::size_t removed_count_ = 0;
  // Zobrist keys, 2 a cell, on small boards only: the one immutable table every such board shares
  // (copying it for each board was a tenth of setting up a game record's board).
  const std::uint64_t* keys_ = nullptr;
  std::uint64_t hash_ = 0;
  std::uint64_t stones_[4] = {0, 0, 0, 0};
  Point ko_point_ = kNoPoint;
  Color ko_color_ = Color::Empty;
};

/// The stones of `board` as a Grid of its size (the same cell indices). O(cells), one copy.
Grid to_grid(const Board& board);

/// The stones of `grid` (kBlack, kWhite, kEmpty points) on a Board of its size, as setup stones
/// (no capture, no ko). Precondition: no analysis is marking the grid. O(cells).
Board to_board(const Grid& grid);

}  // namespace tengen::go
