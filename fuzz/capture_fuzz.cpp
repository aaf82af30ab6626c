// Fuzz target: the capture reader and the capturing moves of both colours. Every listed move is on
// an empty point, no move beats the best, the groups it takes add up to its count, and the board is
// left as it was; two threads find what one finds.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/go/capture.hpp"
#include "tengen/classic/capture.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  tengen::text::TokenReader tokens(std::string_view(reinterpret_cast<const char*>(data), size));
  tengen::classic::CaptureReader reader(tokens, 1u << 16);  // larger boards: refused, not allocated
  tengen::Grid grid;
  for (std::uint64_t k = 1; k < 64; ++k) {
    const auto read = reader.read_case(grid, k);
    if (!read || !*read) return 0;
    const tengen::Grid before = grid;
    for (const tengen::Color mover : {tengen::Color::Black, tengen::Color::White}) {
      const auto moves = tengen::go::capturing_moves(grid, mover);
      const auto best = tengen::go::best_capture(grid, mover, tengen::go::classic_order);
      if (!(grid == before) || best.has_value() == moves.empty()) std::abort();  // no mark left
      for (const auto& c : moves) {
        if (tengen::go::classic_order(c, *best)) std::abort();
        if (grid.at(c.x, c.y) != tengen::kEmpty) std::abort();
        std::uint64_t stones = 0;
        for (const auto& g : tengen::go::captured_groups(grid, mover, c.x, c.y)) stones += g.size();
        if (stones != c.stones) std::abort();
      }
      // Two threads (the board split at its middle row) find the same moves; threads are slow to
      // start, so only on a sample of inputs.
      if (k == 1 && size % 4 == 0) {
        const auto split = tengen::go::capturing_moves(grid, mover, 2);
        if (!(grid == before) || split.size() != moves.size()) std::abort();
        for (std::size_t i = 0; i < moves.size(); ++i) {
          if (split[i].stones != moves[i].stones || split[i].x != moves[i].x || split[i].y != moves[i].y) std::abort();
        }
      }
    }
  }
  return 0;
}
