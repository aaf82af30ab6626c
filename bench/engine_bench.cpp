// Google Benchmark: engine time per move, no I/O (R1), and the same workload under stricter rules.
#include <benchmark/benchmark.h>

#include "tengen/go/capture.hpp"
#include "tengen/classic/capture.hpp"
#include "tengen/go/game.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/gomoku/renju.hpp"
#include "workloads.hpp"

namespace {

using tengen::go::Board;
using tengen::Color;
using tengen::go::Point;

std::vector<Point> r1_points() {
  static const std::vector<Point> points = [] {
    const Board shape(19, 19);
    std::vector<Point> out;
    for (const auto& [row, col] : tengen::bench::uniform_replay_moves(19, 500000, 1)) {
      out.push_back(shape.point(col - 1, row - 1));
    }
    return out;
  }();
  return points;
}

void set_per_move_counter(benchmark::State& state, std::size_t moves) {
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * moves));
  state.counters["ns_per_move"] = benchmark::Counter(static_cast<double>(moves) * 1e-9,
                                                     benchmark::Counter::kIsIterationInvariantRate |
                                                         benchmark::Counter::kInvert);
}

// R1: 500,000 moves on uniformly random empty points of 19x19, the classic rules.
void BM_R1_ReplayUniform(benchmark::State& state) {
  const std::vector<Point> points = r1_points();
  const tengen::go::Rules classic{};
  for (auto _ : state) {
    Board board(19, 19);
    std::uint64_t removed = 0;
    Color c = Color::Black;
    for (Point p : points) {
      removed += board.play(p, c, classic).removed.size();
      c = tengen::opponent(c);
    }
    benchmark::DoNotOptimize(removed);
  }
  set_per_move_counter(state, points.size());
}
BENCHMARK(BM_R1_ReplayUniform)->Unit(benchmark::kMillisecond);

// The same moves through Game with suicide forbidden and positional superko (refusals included).
void BM_GameSuperko(benchmark::State& state) {
  const std::vector<Point> points = r1_points();
  for (auto _ : state) {
    tengen::go::Game game(19, 19, {tengen::go::Suicide::Forbid, tengen::go::Ko::Superko},
                          tengen::go::UndoHistory::Discard);
    Color c = Color::Black;
    for (std::size_t i = 0; i < 100000; ++i) {
      if (game.play(points[i], c).status == tengen::go::MoveStatus::Ok) c = tengen::opponent(c);
    }
  }
  set_per_move_counter(state, 100000);
}
BENCHMARK(BM_GameSuperko)->Unit(benchmark::kMillisecond);

// The analyses of C1 and S1 without their I/O: a random 10000 x 10000 board as gen_input makes it
// (30% empty, 35% black, 35% white), and 5 x 10^7 stones on random points.
const tengen::Grid& c1_grid() {
  static const tengen::Grid g = [] {
    tengen::Grid out;
    out.reset(10000, 10000);
    tengen::bench::Rng rng(1);
    for (int y = 0; y < 10000; ++y) {
      for (int x = 0; x < 10000; ++x) {
        const auto r = rng.below(20);
        out.at(x, y) = r < 6 ? tengen::kEmpty : r < 13 ? tengen::kBlack : tengen::kWhite;
      }
    }
    return out;
  }();
  return g;
}

const tengen::Grid& s1_grid() {
  static const tengen::Grid g = [] {
    tengen::Grid out;
    out.reset(10000, 10000);
    tengen::bench::Rng rng(1);
    for (std::uint64_t placed = 0; placed < 50000000;) {
      std::uint8_t& c = out.at(static_cast<int>(rng.below(10000)), static_cast<int>(rng.below(10000)));
      if (c != tengen::kEmpty) continue;
      c = placed++ % 2 == 0 ? tengen::kBlack : tengen::kWhite;
    }
    return out;
  }();
  return g;
}

void BM_C1_BestCapture(benchmark::State& state) {
  tengen::Grid g = c1_grid();
  const auto threads = static_cast<unsigned>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(tengen::go::best_capture(g, tengen::Color::Black, tengen::go::classic_order, threads));
}
BENCHMARK(BM_C1_BestCapture)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_S1_Territory(benchmark::State& state) {
  tengen::Grid g = s1_grid();
  const auto threads = static_cast<unsigned>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(tengen::go::count_territory(g, nullptr, threads));
}
BENCHMARK(BM_S1_Territory)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// The region walk that count_territory falls back on (and uses for pictures), for comparison.
void BM_S1_TerritoryWalk(benchmark::State& state) {
  tengen::Grid g = s1_grid();
  const auto threads = static_cast<unsigned>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(tengen::go::walk_territory(g, nullptr, threads));
}
BENCHMARK(BM_S1_TerritoryWalk)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// F2: renju's forbidden points of 100,000 random 15x15 positions, 40% occupied (half each colour),
// reported per empty point checked. Positions with a five on the board (the game is over, and
// tengen five looks for no forbidden point) are drawn again.
void BM_F2_Forbidden(benchmark::State& state) {
  static const std::vector<tengen::Grid> positions = [] {
    std::vector<tengen::Grid> out(100'000);
    tengen::bench::Rng rng(15);
    for (tengen::Grid& g : out) {
      g.reset(15, 15);
      do {
        for (int y = 0; y < 15; ++y) {
          for (int x = 0; x < 15; ++x) {
            const auto r = rng.below(10);
            g.at(x, y) = r < 6 ? tengen::kEmpty : r < 8 ? tengen::kBlack : tengen::kWhite;
          }
        }
      } while (!tengen::gomoku::find_fives(g, tengen::gomoku::Rule::Renju).empty());
    }
    return out;
  }();
  std::uint64_t empty = 0;
  for (const tengen::Grid& g : positions) {
    for (int y = 0; y < 15; ++y) {
      for (int x = 0; x < 15; ++x) empty += g.at(x, y) == tengen::kEmpty;
    }
  }
  for (auto _ : state) {
    for (const tengen::Grid& g : positions) benchmark::DoNotOptimize(tengen::gomoku::forbidden_points(g));
  }
  state.counters["ns_per_point"] =
      benchmark::Counter(static_cast<double>(empty) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_F2_Forbidden)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
