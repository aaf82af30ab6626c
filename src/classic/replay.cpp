#include "tengen/classic/replay.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "tengen/classic/reading.hpp"
#include "text/bulk.hpp"

namespace tengen::classic {

Result<std::int64_t> ReplayReader::read_count() {
  Result<std::int64_t> count = classic::read_count(in_, "moves", "move count");
  if (count) count_ = *count;
  return count;
}

bool ReplayReader::read_ahead(std::int64_t k) {
  if (k > count_) return false;
  // Bulk::pairs takes numbers of up to 7 digits: whatever the board, its own checks come later.
  constexpr std::uint32_t kLargest = 9'999'999;
  std::array<text::NumberPair, 256> pairs;
  ahead_.clear();
  next_ = 0;
  const auto want = static_cast<std::size_t>(std::min(kAhead, count_ - k + 1));
  while (ahead_.size() < want) {
    const std::size_t asked = std::min(want - ahead_.size(), pairs.size());
    const std::size_t read = text::Bulk(in_).pairs(pairs.data(), asked, kLargest);
    for (std::size_t i = 0; i < read; ++i) ahead_.push_back({pairs[i].first, pairs[i].second, pairs[i].at});
    if (read < asked) break;
  }
  return !ahead_.empty();
}

Result<ReplayMove> ReplayReader::read_one(std::int64_t k) {
  ReplayMove mv;
  text::Scan scan = in_.next(mv.row);
  if (scan == text::Scan::Number) {
    mv.position = in_.position();
    scan = in_.next(mv.column);
    if (scan == text::Scan::Number) return mv;
  }
  return move_error(k, scan);
}

Error ReplayReader::move_error(std::int64_t k, text::Scan scan) const {
  if (scan == text::Scan::Bad) return Error{in_.bad_reason(), in_.position(), move_label(k)};
  return Error{fmt::format("the input ends after {} of the {} moves", k - 1, count_), in_.position(), move_label(k)};
}

Result<Ok> ReplayReader::read_end() { return classic::read_end(in_, "move", "moves", count_); }

Error off_board(const go::Board& board, const ReplayMove& mv, std::int64_t k) {
  return Error{fmt::format("point ({}, {}) is off the board (rows 1 to {}, columns 1 to {})", mv.row, mv.column,
                           board.height(), board.width()),
               mv.position, move_label(k)};
}

Error refused(go::MoveStatus status, const ReplayMove& mv, std::int64_t k) {
  return Error{fmt::format("point ({}, {}) {}", mv.row, mv.column, go::describe(status)), mv.position, move_label(k)};
}

Result<go::MoveResult> play_move(go::Game& game, const ReplayMove& mv, std::int64_t k) {
  const go::Board& board = game.board();
  if (mv.row < 1 || mv.row > board.height() || mv.column < 1 || mv.column > board.width()) return off_board(board, mv, k);
  const go::Point p = board.point(static_cast<int>(mv.column - 1), static_cast<int>(mv.row - 1));
  const go::MoveResult r = game.play(p, k % 2 == 1 ? Color::Black : Color::White);
  if (r.status != go::MoveStatus::Ok) return refused(r.status, mv, k);
  return r;
}

}  // namespace tengen::classic
