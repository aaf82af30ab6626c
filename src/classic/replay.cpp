#include "tengen/classic/replay.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "tengen/classic/reading.hpp"
#include "text/batch_reader.hpp"

namespace tengen::classic {

Result<std::int64_t> ReplayReader::read_count() {
  Result<std::int64_t> count = classic::read_count(in_, "moves", "move count");
  if (count) count_ = *count;
  return count;
}

bool ReplayReader::read_ahead(std::int64_t k) {
  if (k > count_) return false;
  // BatchReader::pairs takes numbers of up to 7 digits: whatever the board, its own checks come later.
  constexpr std::uint32_t kLargest = 9'999'999;
  std::array<text::NumberPair, 256> pairs;
  ahead_.clear();
  next_ = 0;
  const auto want = static_cast<std::size_t>(std::min(kAhead, count_ - k + 1));
  while (ahead_.size() < want) {
    const std::size_t asked = std::min(want - ahead_.size(), pairs.size());
    const std::size_t read = text::BatchReader(in_).pairs(pairs.data(), asked, kLargest);
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

Error replay_error(const go::Board& board, const ReplayStep& step, const ReplayMove& mv, std::int64_t k) {
  if (step.result.status == go::MoveStatus::OffBoard) {
    return Error{fmt::format("point ({}, {}) is off the board (rows 1 to {}, columns 1 to {})", mv.row, mv.column,
                             board.height(), board.width()),
                 mv.position, move_label(k)};
  }
  return Error{fmt::format("point ({}, {}) {}", mv.row, mv.column, go::describe(step.result.status)), mv.position,
               move_label(k)};
}

namespace {

/// Sorts distinct cell indices below `cells`: a bitmap pass on boards of up to 64 x 64 cells when
/// there are many (a large suicide of random play), else std::sort. O(n + cells / 64) or O(n log n).
void sort_points(go::Point* begin, go::Point* end, std::size_t cells) {
  const auto n = static_cast<std::size_t>(end - begin);
  constexpr std::size_t kWords = 64;
  if (n <= 16 || cells > 64 * kWords) {
    std::sort(begin, end);
    return;
  }
  std::array<std::uint64_t, kWords> bits;
  const std::size_t words = (cells + 63) / 64;
  std::fill_n(bits.begin(), words, 0);
  for (const go::Point* p = begin; p != end; ++p) bits[*p >> 6] |= std::uint64_t{1} << (*p & 63);
  for (std::size_t w = 0; w < words; ++w) {
    for (std::uint64_t b = bits[w]; b != 0; b &= b - 1) *begin++ = static_cast<go::Point>(64 * w + static_cast<std::size_t>(std::countr_zero(b)));
  }
}

}  // namespace

void write_replay_json(text::Output& out, fmt::memory_buffer& line, std::string_view start, std::size_t game,
                       std::int64_t k, const go::Board& board, Color mover, go::Point point, const go::MoveResult& result) {
  // Straight from the numbers: a JSON object per move is the bulk of --json output.
  const go::RemovedStones removed = go::removed_by_color(result, mover);
  line.clear();
  line.append(start.data(), start.data() + start.size());
  auto it = std::back_inserter(line);
  if (game != 0) fmt::format_to(it, FMT_COMPILE("\"game\":{},"), game);
  fmt::format_to(it, FMT_COMPILE("\"move\":{},\"color\":\"{}\","), k, color_name(mover));
  if (point == go::kNoPoint) {
    fmt::format_to(it, FMT_COMPILE("\"pass\":true,"));
  } else {
    fmt::format_to(it, FMT_COMPILE("\"row\":{},\"col\":{},"), board.row_of(point) + 1, board.column_of(point) + 1);
  }
  fmt::format_to(it, FMT_COMPILE("\"removed\":{{\"black\":{},\"white\":{}}},\"removed_points\":["), removed.black,
                 removed.white);
  // In reading order (row by row, left to right; point indices are row-major), the opponent's
  // stones, then the mover's own: not the order the chains happen to list them in. Most moves
  // remove no stone or one: nothing to sort then.
  std::span<const go::Point> points = result.removed;
  std::vector<go::Point> sorted;
  if (points.size() > 1) {
    sorted.assign(points.begin(), points.end());
    sort_points(sorted.data(), sorted.data() + result.captured, board.cell_count());
    sort_points(sorted.data() + result.captured, sorted.data() + sorted.size(), board.cell_count());
    points = sorted;
  }
  for (std::size_t i = 0; i < points.size(); ++i) {
    const go::Point q = points[i];
    fmt::format_to(it, FMT_COMPILE("{}[{},{}]"), i == 0 ? "" : ",", board.row_of(q) + 1, board.column_of(q) + 1);
  }
  fmt::format_to(it, FMT_COMPILE("]}}\n"));
  out.write({line.data(), line.size()});
}

render::Diagram replay_picture(const go::Board& board, Color mover, go::Point point, const go::MoveResult& result) {
  render::Diagram d = render::diagram_of(go::to_grid(board));
  d.highlight_meaning = "last move";
  for (const go::Point p : result.removed) d.at(board.column_of(p), board.row_of(p)) = render::Cell::Removed;
  if (point != go::kNoPoint) {
    d.mark(board.column_of(point), board.row_of(point));
  } else {
    d.caption = mover == Color::White ? "White passed" : "Black passed";
  }
  return d;
}

namespace {

class ReplayFormat final : public Format {
 public:
  std::string_view name() const override { return "replay"; }
  bool game() const override { return true; }

  Result<Ok> read_into(std::string_view text, TestInput& out) const override {
    text::TokenReader in(text);
    ReplayReader reader(in);
    const Result<std::int64_t> count = reader.read_count();
    if (!count) return count.error();
    Case& c = out.cases.emplace_back();
    c.rows = c.cols = classic_side();
    // Played as they are read, so that a move onto a stone is the error tengen replay gives.
    go::Game game(c.cols, c.rows, go::Rules{}, go::UndoHistory::Discard);
    for (std::int64_t k = 1; k <= *count; ++k) {
      const Result<ReplayMove> mv = reader.read_move(k);
      if (!mv) return mv.error();
      const ReplayStep step = play_replay_move(game, *mv, k);
      if (step.result.status != go::MoveStatus::Ok) return replay_error(game.board(), step, *mv, k);
      c.moves.emplace_back(static_cast<int>(mv->row), static_cast<int>(mv->column));
    }
    return reader.read_end();
  }

  std::string header(std::uint64_t count) const override { return fmt::format("{}\n", count); }
  std::string_view header_label() const override { return "move count"; }
  std::optional<std::size_t> numbers_per_line() const override { return 2; }

  std::string case_text(const Case& c) const override {
    std::string out;
    for (const auto& [r, col] : c.moves) out += fmt::format("{} {}\n", r, col);
    return out;
  }

  std::vector<std::string> answers(const TestInput& input) const override {
    std::vector<std::string> out;
    for (const Case& c : input.cases) {
      go::Game game(c.cols, c.rows, go::Rules{}, go::UndoHistory::Discard);
      for (std::size_t k = 0; k < c.moves.size(); ++k) {
        const ReplayStep step = play_replay_move(game, {c.moves[k].first, c.moves[k].second}, static_cast<std::int64_t>(k + 1));
        out.push_back(text::written([&](text::Output& o) { write_removed(o, go::removed_by_color(step.result, step.mover)); }));
      }
    }
    return out;
  }

  std::size_t unit_tokens(std::string_view) const override { return 2; }

  std::string answer_fault(std::span<const std::string_view> u) const override {
    if (u.size() == 2 && answer_number(u[0], 0) && answer_number(u[1], 0)) return {};
    return "not \"B W\", two counts from 0";
  }

  std::vector<std::string> problem_faults(const Case& c) const override {
    std::vector<std::string> out;
    if (c.moves.size() > kClassicMoves) out.push_back(fmt::format("{} moves, above the problem's {}", c.moves.size(), kClassicMoves));
    if (c.moves.empty()) out.emplace_back("no move: the problem has 1 <= m");
    return out;
  }

  bool fixed_side() const override { return true; }

  /// Every move on an empty point.
  bool keeps(const Case& c) const override {
    go::Game game(c.cols, c.rows, go::Rules{}, go::UndoHistory::Discard);
    for (std::size_t k = 0; k < c.moves.size(); ++k) {
      const ReplayStep step = play_replay_move(game, {c.moves[k].first, c.moves[k].second}, static_cast<std::int64_t>(k + 1));
      if (step.result.status != go::MoveStatus::Ok) return false;
    }
    return true;
  }

  /// The position after move k, that move marked.
  render::Diagram unit_picture(const TestInput& input, std::size_t k) const override {
    const Case& c = input.cases.front();
    go::Game game(c.cols, c.rows, go::Rules{}, go::UndoHistory::Discard);
    ReplayStep step;
    for (std::size_t i = 0; i < k && i < c.moves.size(); ++i) {
      step = play_replay_move(game, {c.moves[i].first, c.moves[i].second}, static_cast<std::int64_t>(i + 1));
    }
    render::Diagram d = render::diagram_of(go::to_grid(game.board()));
    if (step.point != go::kNoPoint) d.mark(game.board().column_of(step.point), game.board().row_of(step.point));
    d.highlight_meaning = "the move";
    return d;
  }
};

}  // namespace

const Format& replay_format() {
  static const ReplayFormat format;
  return format;
}

}  // namespace tengen::classic
