// Fuzz target: the replay reader feeding a game under rules chosen by the first byte. Whatever the
// bytes, reading ends in a value or an Error, and the board stays consistent.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/go/game.hpp"
#include "tengen/classic/replay.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t mode = data[0];
  const tengen::go::Rules rules{mode & 1 ? tengen::go::Suicide::Forbid : tengen::go::Suicide::Allow,
                                static_cast<tengen::go::Ko>((mode >> 1) % 3)};
  const int side = 1 + (mode >> 3) % 19;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  tengen::text::TokenReader tokens(text);
  tengen::classic::ReplayReader reader(tokens);
  const auto count = reader.read_count();
  if (!count) return 0;
  tengen::go::Game game(side, side, rules, tengen::go::UndoHistory::Keep);
  for (std::int64_t k = 1; k <= *count; ++k) {
    const auto mv = reader.read_move(k);
    if (!mv) return 0;
    const auto step = tengen::classic::play_replay_move(game, *mv, k);
    if (step.result.status == tengen::go::MoveStatus::OffBoard || step.result.status == tengen::go::MoveStatus::Occupied) return 0;
    if (k % 16 == 0 && !game.board().check_consistency().empty()) std::abort();
  }
  while (game.undo()) {
  }
  if (!game.board().check_consistency().empty() || game.board().hash() != 0) std::abort();
  (void)reader.read_end();
  return 0;
}
