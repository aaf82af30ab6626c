// Fuzz target: the score reader and the territory count. Reading ends in a value or an Error; the
// counts always add up to the board, and the board is left as it was. Two
// threads (the reader's and the count's) must give what one gives, on a sample of first cases.
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string_view>

#include "tengen/go/territory.hpp"
#include "tengen/classic/score.hpp"

namespace {
bool same(const tengen::go::Territory& a, const tengen::go::Territory& b) {
  return a.black_stones == b.black_stones && a.white_stones == b.white_stones &&
         a.black_territory == b.black_territory && a.white_territory == b.white_territory && a.neutral == b.neutral;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tengen::text::TokenReader tokens(text);
  tengen::text::TokenReader tokens2(text);
  // Larger boards than 256: refused, not allocated.
  tengen::classic::ScoreReader reader(tokens, 256, std::numeric_limits<std::int64_t>::max());
  tengen::classic::ScoreReader reader2(tokens2, 256, 1);
  tengen::Grid grid;
  tengen::Grid grid2;
  for (std::uint64_t k = 1; k < 64; ++k) {
    const auto read = reader.read_case(grid, k);
    const bool both = k == 1 && size % 4 == 0;  // threads are slow to start: a sample is enough
    if (both) {
      const auto read2 = reader2.read_case(grid2, k);
      if (read.ok() != read2.ok()) std::abort();
      if (!read.ok() && (read.error().message != read2.error().message ||
                         read.error().position.line != read2.error().position.line ||
                         read.error().position.column != read2.error().position.column)) {
        std::abort();
      }
      if (read.ok() && (*read != *read2 || (*read && !(grid == grid2)))) std::abort();
    }
    if (!read || !*read) return 0;
    const tengen::Grid before = grid;
    const auto t = tengen::go::walk_territory(grid, nullptr, 1);
    if (t.black_stones + t.white_stones + t.black_territory + t.white_territory + t.neutral != grid.points()) std::abort();
    if (!(grid == before)) std::abort();  // the analysis leaves no mark
    // The bit-parallel fill, with room for any board of this size, counts the same.
    const auto filled = tengen::go::fill_territory(grid, 1, std::uint64_t{1} << 40);
    if (!filled || !same(t, *filled)) std::abort();
    if (both && !same(t, tengen::go::walk_territory(grid, nullptr, 2))) std::abort();
    if (both && !same(t, *tengen::go::fill_territory(grid, 2, std::uint64_t{1} << 40))) std::abort();
    if (!(grid == before)) std::abort();
  }
  return 0;
}
