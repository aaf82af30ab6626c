#pragma once
// Deterministic, seeded workloads of docs/performance.md, shared by the generator and the benchmarks.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tengen::bench {

/// SplitMix64: a small generator whose output is the same on every platform.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform enough in [0, n) for n far below 2^32 (Lemire's multiply-shift on 32 bits); n >= 1.
  std::uint64_t below(std::uint64_t n) { return ((next() >> 32) * n) >> 32; }

 private:
  std::uint64_t state_;
};

/// R1: `moves` moves (row, column; 1-based) on uniformly random empty points of a size x size board,
/// colours alternating, played under the classic replay rules.
std::vector<std::pair<int, int>> uniform_replay_moves(int size, std::size_t moves, std::uint64_t seed);

/// The same moves as classic replay input text.
std::string replay_text(const std::vector<std::pair<int, int>>& moves);

}  // namespace tengen::bench
