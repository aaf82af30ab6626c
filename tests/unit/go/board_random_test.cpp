// Randomized differential tests: the incremental board against the flood-fill reference, over many
// sizes and every rule combination; random play/undo restores the exact position and hash.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "reference_board.hpp"
#include "tengen/go/game.hpp"

namespace tengen::go {
namespace {

using testing::ReferenceBoard;

struct Size {
  int w;
  int h;
};

constexpr Size kSizes[] = {{1, 1}, {1, 2}, {2, 1}, {1, 7}, {7, 1}, {2, 2}, {3, 3}, {2, 5}, {4, 4},  {5, 3},
                           {6, 6}, {9, 9}, {3, 9}, {13, 7}, {19, 19}, {25, 25}, {25, 2}, {1, 25}};

std::vector<Rules> all_rules() {
  std::vector<Rules> out;
  for (Suicide s : {Suicide::Allow, Suicide::Forbid}) {
    for (Ko k : {Ko::None, Ko::Simple, Ko::Superko}) out.push_back({s, k});
  }
  return out;
}

// Compares every point, and the exact liberties and size of every chain. The reference floods each
// group once, for the first of its points met (flooding it for every point costs the area squared).
void expect_same(const Board& b, const ReferenceBoard& ref) {
  struct Flooded {
    int liberties = -1;
    std::size_t size = 0;
  };
  std::vector<Flooded> of_point(static_cast<std::size_t>(b.width() * b.height()));
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const Point p = b.point(x, y);
      ASSERT_EQ(static_cast<int>(b.at(p)), ref.at(x, y)) << "at (" << x << ", " << y << ")";
      if (ref.at(x, y) != 0) {
        Flooded& here = of_point[static_cast<std::size_t>(y * b.width() + x)];
        if (here.liberties < 0) {
          const auto group = ref.group(x, y);
          const Flooded flooded{ref.liberties(x, y), group.size()};
          for (const auto& [gx, gy] : group) of_point[static_cast<std::size_t>(gy * b.width() + gx)] = flooded;
        }
        ASSERT_EQ(b.liberties(p), static_cast<std::uint32_t>(here.liberties));
        // Counted up to a limit, with or without the points: the reference's count, capped, and
        // each point found an empty neighbour of the chain, none twice.
        for (std::uint32_t limit = 1; limit <= 3; ++limit) {
          const auto want = std::min(limit, static_cast<std::uint32_t>(here.liberties));
          ASSERT_EQ(b.liberties_up_to(p, limit), want);
          Point found[3] = {};
          ASSERT_EQ(b.liberties_up_to(p, limit, found), want);
          for (std::uint32_t i = 0; i < want; ++i) {
            ASSERT_EQ(b.at(found[i]), Color::Empty);
            ASSERT_EQ(std::count(found, found + want, found[i]), 1);
            const auto s = static_cast<Point>(b.stride());
            bool touches = false;
            for (const Point n : {found[i] - 1, found[i] + 1, found[i] - s, found[i] + s}) {
              touches |= is_stone(b.at(n)) && b.chain_head(n) == b.chain_head(p);
            }
            ASSERT_TRUE(touches);
          }
        }
        ASSERT_EQ(b.chain_size(p), here.size);
        ASSERT_GT(b.pseudo_liberties(p), 0u);
      }
    }
  }
}

TEST(BoardRandom, AgreesWithFloodFillReference) {
#ifdef NDEBUG
  constexpr int kGames = 4;
#else
  constexpr int kGames = 1;  // sanitizer builds: one game of each size and rules
#endif
  std::mt19937_64 rng(20261122);
  long total_moves = 0;
  long keeps_asked = 0;
  for (const Rules& rules : all_rules()) {
    for (const Size size : kSizes) {
      for (int game = 0; game < kGames; ++game) {
        Game g(size.w, size.h, rules, UndoHistory::Discard);
        ReferenceBoard ref(size.w, size.h);
        const int area = size.w * size.h;
        const int moves = std::min(1000, 8 * area + 20);
        int color = 1;
        for (int k = 0; k < moves; ++k) {
          // Mostly random points, a few off the board, to cover refusals too.
          const int x = static_cast<int>(rng() % static_cast<unsigned>(size.w + 1)) - (rng() % 16 == 0 ? 1 : 0);
          const int y = static_cast<int>(rng() % static_cast<unsigned>(size.h));
          if (x >= 0 && x < size.w && ref.at(x, y) == 0 && k % 3 == 0) {
            // keeps_liberties, asked before the move: the reference plays it on a copy (no ko,
            // suicide allowed) and counts the liberties of the stone's group.
            ReferenceBoard copy = ref;
            const ReferenceBoard::Outcome o = copy.play(x, y, color, Rules{Suicide::Allow, Ko::None});
            const bool keeps = o.captured > 0 || (o.suicided == 0 && copy.liberties(x, y) >= 2);
            ASSERT_EQ(g.board().keeps_liberties(g.board().point(x, y), static_cast<Color>(color)), keeps)
                << "move " << k << " at (" << x << ", " << y << ")";
            ++keeps_asked;
          }
          const ReferenceBoard::Outcome want = ref.play(x, y, color, rules);
          if (x < 0 || x >= size.w) {
            ASSERT_EQ(want.status, MoveStatus::OffBoard);
            continue;
          }
          const Point p = g.board().point(x, y);
          const MoveResult got = g.play(p, static_cast<Color>(color));
          ++total_moves;
          ASSERT_EQ(got.status, want.status) << "move " << k << " at (" << x << ", " << y << ") size " << size.w
                                             << "x" << size.h;
          ASSERT_EQ(got.captured, static_cast<std::uint32_t>(want.captured));
          ASSERT_EQ(got.suicided, static_cast<std::uint32_t>(want.suicided));
          std::set<std::pair<int, int>> removed;
          for (Point q : got.removed) removed.emplace(g.board().column_of(q), g.board().row_of(q));
          ASSERT_EQ(removed, want.removed);
          ASSERT_EQ(g.board().check_consistency(), "");
          if (got.status == MoveStatus::Ok) color = 3 - color;
          if (k % 7 == 0 || area <= 25) expect_same(g.board(), ref);
        }
        expect_same(g.board(), ref);
      }
    }
  }
  EXPECT_GE(total_moves, 25000 * kGames);
  EXPECT_GE(keeps_asked, 2500 * kGames);
}

TEST(BoardRandom, PlayAndUndoRestoreExactPositions) {
  std::mt19937_64 rng(7);
  for (const Rules& rules : all_rules()) {
    for (const Size size : kSizes) {
      Game g(size.w, size.h, rules);
      struct Snapshot {
        std::vector<Color> cells;
        std::uint64_t hash;
        Point ko;
      };
      auto snapshot = [&] {
        Snapshot s{{}, g.board().hash(), g.board().ko_point()};
        for (int y = 0; y < size.h; ++y) {
          for (int x = 0; x < size.w; ++x) s.cells.push_back(g.board().at(g.board().point(x, y)));
        }
        return s;
      };
      std::vector<Snapshot> stack{snapshot()};
      Color c = Color::Black;
      for (int step = 0; step < 600; ++step) {
        if (!stack.empty() && stack.size() > 1 && rng() % 3 == 0) {
          ASSERT_TRUE(g.undo());
          stack.pop_back();
          const Snapshot now = snapshot();
          ASSERT_EQ(now.cells, stack.back().cells) << "step " << step;
          ASSERT_EQ(now.hash, stack.back().hash);
          ASSERT_EQ(now.ko, stack.back().ko);
          c = opponent(c);
        } else if (rng() % 10 == 0) {
          g.pass(c);
          stack.push_back(snapshot());
          c = opponent(c);
        } else {
          const int x = static_cast<int>(rng() % static_cast<unsigned>(size.w));
          const int y = static_cast<int>(rng() % static_cast<unsigned>(size.h));
          if (g.play(g.board().point(x, y), c).status != MoveStatus::Ok) continue;
          stack.push_back(snapshot());
          c = opponent(c);
        }
        ASSERT_EQ(g.board().check_consistency(), "");
      }
      while (stack.size() > 1) {
        ASSERT_TRUE(g.undo());
        stack.pop_back();
        ASSERT_EQ(g.board().hash(), stack.back().hash);
      }
      EXPECT_FALSE(g.undo());
      EXPECT_EQ(g.board().hash(), 0u);
      EXPECT_EQ(g.board().stone_count(Color::Black) + g.board().stone_count(Color::White), 0u);
    }
  }
}

}  // namespace
}  // namespace tengen::go
