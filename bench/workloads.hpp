#pragma once
// Deterministic, seeded workloads of docs/performance.md, shared by the generator and the benchmarks.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tengen/contest/generate.hpp"

namespace tengen::bench {

/// The contest kit's SplitMix64 (contest::Random), with the draw the benchmark inputs were made
/// with: below() by multiply-shift on 32 bits, uniform enough for n far below 2^32; n >= 1.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : random_(seed) {}
  std::uint64_t next() { return random_.next(); }
  std::uint64_t below(std::uint64_t n) { return ((next() >> 32) * n) >> 32; }

 private:
  contest::Random random_;
};

/// R1: `moves` moves (row, column; 1-based) on uniformly random empty points of a size x size board,
/// colours alternating, played under the classic replay rules.
std::vector<std::pair<int, int>> uniform_replay_moves(int size, std::size_t moves, std::uint64_t seed);

/// The same moves as classic replay input text.
std::string replay_text(const std::vector<std::pair<int, int>>& moves);

}  // namespace tengen::bench
