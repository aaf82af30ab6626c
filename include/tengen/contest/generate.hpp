#pragma once
/// \file
/// Test inputs for the four classic formats, from a seed: the same seed gives the same bytes on
/// every machine (a fixed generator, no library distributions). Shapes aim at the mistakes real
/// solutions make: recursion that overflows, wrong tie-breaks, sixes taken for fives, suicides...

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/classic/format.hpp"

namespace tengen::contest {

/// What to generate. Sizes are board sides (rows and columns drawn apart for capture); for replay
/// the board is 19 x 19 and `cases` counts moves.
struct GenOptions {
  std::uint64_t seed = 1;
  std::uint64_t cases = 10;
  int min_size = 0;    ///< 0: the format's default range (score 1..19, capture 1..20, five 19)
  int max_size = 0;
  double density = -1;  ///< share of points with a stone; below 0, drawn per case
  std::string shape = "mix";
  /// Leave the original problem's limits and promises (larger boards, several fives, a score
  /// board with no stone, a replay with no move); by default every input keeps them.
  bool beyond = false;
};

/// The shapes of a format, "mix" first (each case a shape drawn at random).
std::vector<std::string_view> shapes(const classic::Format& format);

/// Why `options` cannot generate inputs of `format` (for a usage error: "--shape: ..." naming the
/// option), or "" when they can: a shape the format lacks (with the nearest name), sizes the format
/// does not take, and, unless options.beyond, what would break the original problem's limits or
/// promises (larger boards, several fives a board, a score board with no stone).
std::string options_fault(const classic::Format& format, const GenOptions& options);

/// A generated input. Precondition: options.shape is one of shapes(format); sizes within what the
/// format takes. Deterministic in (format, options).
classic::TestInput generate(const classic::Format& format, const GenOptions& options);

/// The bytes of generate(format, options) in the format's layout (Format::header, case_text,
/// trailer), handed to `write` a case at a time: memory for one case, whatever options.cases is.
void generate_text(const classic::Format& format, const GenOptions& options, const std::function<void(std::string_view)>& write);

/// The options of the largest input the original problem allows, as `options` otherwise: replay's
/// 500,000 moves (shape "long"), or 1,000 boards of the largest side (shape "max").
GenOptions largest(const classic::Format& format, GenOptions options);

/// A deterministic random source (SplitMix64): the same numbers on every machine.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// A number in [0, n), n >= 1.
  std::uint64_t below(std::uint64_t n) { return next() % n; }
  /// A number in [lo, hi].
  int between(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo) + 1)); }
  /// True with probability p.
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

 private:
  std::uint64_t state_;
};

}  // namespace tengen::contest
