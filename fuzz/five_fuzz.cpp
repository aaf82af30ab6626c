// Fuzz target: the five reader (board size from the first byte) and the five finder. Every five
// found starts on a stone of its colour.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/gomoku/five.hpp"
#include "tengen/classic/five.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int side = 1 + data[0] % 19;
  tengen::text::TokenReader tokens(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  tengen::classic::FiveReader reader(tokens, side);
  const auto count = reader.read_count();
  if (!count) return 0;
  tengen::Grid grid;
  for (std::int64_t k = 1; k <= *count && k < 64; ++k) {
    if (!reader.read_board(grid, static_cast<std::uint64_t>(k))) return 0;
    for (auto rule : {tengen::gomoku::Rule::Standard, tengen::gomoku::Rule::Freestyle, tengen::gomoku::Rule::Renju,
                      tengen::gomoku::Rule::Caro}) {
      for (const auto& f : tengen::gomoku::find_fives(grid, rule)) {
        if (grid.color(f.x, f.y) != f.color || f.length < 5) std::abort();
      }
    }
  }
  (void)reader.read_end();
  return 0;
}
