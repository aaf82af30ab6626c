// Fuzz target: the score reader and the territory count. Reading ends in a value or an Error; the
// counts always add up to the board, and the board is left as it was.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/go/territory.hpp"
#include "tengen/io/score_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  tengen::io::TokenReader tokens(std::string_view(reinterpret_cast<const char*>(data), size));
  tengen::io::ScoreReader reader(tokens, 256);  // larger boards: refused, not allocated
  tengen::Grid grid;
  for (std::uint64_t k = 1; k < 64; ++k) {
    const auto read = reader.read_case(grid, k);
    if (!read || !*read) return 0;
    const tengen::Grid before = grid;
    const auto t = tengen::go::count_territory(grid);
    if (t.black_stones + t.white_stones + t.black_territory + t.white_territory + t.neutral != grid.points()) std::abort();
    if (!(grid == before)) std::abort();  // the analysis leaves no mark
  }
  return 0;
}
