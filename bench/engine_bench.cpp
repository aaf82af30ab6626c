// Google Benchmark: engine time per move, no I/O (R1), and the same workload under stricter rules.
#include <benchmark/benchmark.h>

#include "tengen/go/game.hpp"
#include "workloads.hpp"

namespace {

using tengen::go::Board;
using tengen::go::Color;
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
      c = tengen::go::opponent(c);
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
      if (game.play(points[i], c).status == tengen::go::MoveStatus::Ok) c = tengen::go::opponent(c);
    }
  }
  set_per_move_counter(state, 100000);
}
BENCHMARK(BM_GameSuperko)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
