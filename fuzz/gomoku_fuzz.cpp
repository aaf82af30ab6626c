// Fuzz target: the Gomoku record readers (plain, Piskvork, SGF; the first byte chooses, and the
// rule), and the game they record played move by move. No input may crash them; every move read is
// on the board; a decided move agrees with find_fives.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/gomoku/game.hpp"
#include "tengen/gomoku/record.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto format = static_cast<tengen::gomoku::RecordFormat>(data[0] % 3);
  const auto rule = static_cast<tengen::gomoku::Rule>((data[0] / 3) % 4);
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const auto record = tengen::gomoku::read_record(text, format, 15, 15);
  if (!record || record->width > 64 || record->height > 64) return 0;
  tengen::gomoku::Game game(record->width, record->height, rule);
  for (const auto& m : record->moves) {
    if (m.x < 0 || m.y < 0 || m.x >= record->width || m.y >= record->height) std::abort();
    if (game.at(m.x, m.y) != tengen::Color::Empty) break;
    const auto v = game.play(m.x, m.y);
    if (v.kind == tengen::gomoku::MoveOutcome::Kind::Win && tengen::gomoku::find_fives(game.board(), rule).empty()) std::abort();
    if (v.kind != tengen::gomoku::MoveOutcome::Kind::None) break;
  }
  return 0;
}
