// Fuzz target: the Gomoku record readers (plain, Piskvork, SGF; the first byte chooses, and the
// rule), and every game they read played to its decision as five --game plays it, its warning of
// moves after the decision made. No input may crash them; every move read is on its board, which
// is never larger than kMaxRecordSide; a win agrees with find_fives on the final board.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/gomoku/record.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto format = static_cast<tengen::gomoku::RecordFormat>(data[0] % 3);
  const auto rule = static_cast<tengen::gomoku::Rule>((data[0] / 3) % 4);
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const auto records = tengen::gomoku::read_records(text, format, 15, 15);
  for (const tengen::gomoku::Record& record : records.games) {
    if (record.width > tengen::gomoku::kMaxRecordSide || record.height > tengen::gomoku::kMaxRecordSide) std::abort();
    for (const auto& m : record.moves) {
      if (m.x < 0 || m.y < 0 || m.x >= record.width || m.y >= record.height) std::abort();
    }
    if (record.width > 64 || record.height > 64) continue;  // the fuzzer's time, not a limit of tengen's
    const auto played = tengen::gomoku::play_record(record, rule);
    if (!played) continue;
    const auto& d = played->decision;
    if (d.outcome.kind == tengen::gomoku::MoveOutcome::Kind::Win && tengen::gomoku::find_fives(played->game.board(), rule).empty()) {
      std::abort();
    }
    (void)tengen::gomoku::result_line(*played);
    (void)tengen::gomoku::goes_on_warning(record, *played);
  }
  return 0;
}
