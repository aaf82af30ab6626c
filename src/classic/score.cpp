#include "tengen/classic/score.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>

#include <fmt/format.h>

#include "text/batch_reader.hpp"
#include "swar.hpp"
#include "tengen/threads.hpp"
#include "tengen/classic/reading.hpp"
#include "tengen/text/json.hpp"

namespace tengen::classic {

namespace {

/// Puts the stones on the grid, refusing a point taken twice.
struct GridSink {
  Grid& grid;
  std::size_t index(std::uint32_t row, std::uint32_t column) const {
    return grid.index(static_cast<int>(column - 1), static_cast<int>(row - 1));
  }
  void prefetch(std::size_t i, std::uint8_t) const { __builtin_prefetch(grid.data() + i, 1); }
  bool taken(std::size_t i) const { return grid[i] != kEmpty; }
  void put(std::size_t i, std::uint8_t color) const { grid[i] = color; }
};

/// A bit a point for each colour, rows padded to whole words; one thread's stones. 1/4 byte a
/// point, so that the random writes of a large board stay in the cache.
struct Planes {
  struct Free {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::size_t words_per_row = 0;
  std::unique_ptr<std::uint64_t, Free> color[2];  // black, white

  bool reset(int n) {
    words_per_row = (static_cast<std::size_t>(n) + 63) / 64;
    const std::size_t words = words_per_row * static_cast<std::size_t>(n);
    for (auto& plane : color) {
      // calloc: the pages of a colour the thread has no stones of are never touched.
      plane.reset(static_cast<std::uint64_t*>(std::calloc(words, sizeof(std::uint64_t))));
      if (plane == nullptr) return false;
    }
    return true;
  }
};

/// Stones first to last (numbered as in read_stones) of a case of count[0] black and count[1] white
/// stones on an n x n board, from `in` into `planes`, with no check but the shape of the tokens and
/// the bounds of the board: false at anything else, and the case must be read again with
/// read_stones. Points taken twice are left for expand() to find.
bool fill_planes(text::TokenReader& in, Planes& planes, std::uint32_t n, const std::int64_t count[2], std::int64_t first,
                 std::int64_t last) {
  // Each bit is set kAhead stones after its word is prefetched: the cache misses of a large board
  // in random order then overlap, instead of queueing.
  constexpr std::size_t kRead = 256;
  constexpr std::size_t kAhead = 512;
  std::array<std::uint32_t, 2 * kRead> pairs;
  std::array<std::uint64_t*, kAhead> word{};
  std::array<std::uint64_t, kAhead> bit{};
  std::size_t placed = 0;
  const std::size_t row_bits = planes.words_per_row * 64;
  for (std::int64_t j = first; j < last;) {
    const bool black = j < count[0];
    const std::int64_t colour_end = std::min(last, black ? count[0] : count[0] + count[1]);
    const auto m = static_cast<std::size_t>(std::min<std::int64_t>(kRead, colour_end - j));
    if (!text::BatchReader(in).plain_pairs(pairs.data(), m, n)) return false;
    std::uint64_t* const plane = planes.color[black ? 0 : 1].get();
    for (std::size_t i = 0; i < m; ++i, ++placed) {
      const std::size_t at = (pairs[2 * i] - 1) * row_bits + (pairs[2 * i + 1] - 1);
      const std::size_t slot = placed % kAhead;
      if (placed >= kAhead) *word[slot] |= bit[slot];
      word[slot] = plane + at / 64;
      bit[slot] = std::uint64_t{1} << (at % 64);
      __builtin_prefetch(word[slot], 1);
    }
    j += static_cast<std::int64_t>(m);
  }
  for (std::size_t i = 0; i < std::min(placed, kAhead); ++i) *word[i] |= bit[i];
  return true;
}

/// Stones first to last (black ones, then white ones, numbered from 0) of a case of count[0] black
/// and count[1] white stones on an n x n board, from `in` into `sink`.
template <class Sink>
Result<Ok> read_stones(text::TokenReader& in, Sink& sink, std::int64_t n, const std::int64_t count[2], std::int64_t first,
                       std::int64_t last, std::uint64_t k) {
  // Stones are placed in batches: every cell of a batch is prefetched before the first is checked,
  // so that on a large board in random order the cache misses overlap instead of queueing.
  constexpr std::size_t kBatch = 64;
  std::array<text::NumberPair, kBatch> batch;
  std::array<std::size_t, kBatch> cells;
  auto place = [&](std::size_t pending, std::uint8_t color) -> Result<Ok> {
    for (std::size_t i = 0; i < pending; ++i) {
      cells[i] = sink.index(batch[i].first, batch[i].second);
      sink.prefetch(cells[i], color);
    }
    for (std::size_t i = 0; i < pending; ++i) {
      if (sink.taken(cells[i])) {
        return Error{fmt::format("two stones on point ({}, {})", batch[i].first, batch[i].second), batch[i].at,
                     case_label(k)};
      }
      sink.put(cells[i], color);
    }
    return Ok{};
  };
  for (std::int64_t j = first; j < last;) {
    const bool black = j < count[0];
    const std::uint8_t color = black ? kBlack : kWhite;
    const std::int64_t colour_end = std::min(last, black ? count[0] : count[0] + count[1]);
    const auto want = static_cast<std::size_t>(std::min<std::int64_t>(kBatch, colour_end - j));
    std::size_t got = text::BatchReader(in).pairs(batch.data(), want, static_cast<std::uint32_t>(n));
    if (got < want) {
      // A pair the fast path left: read it the general way, with its position for errors.
      std::int64_t r = 0;
      std::int64_t c = 0;
      text::Scan scan = in.next(r);
      const TextPosition stone = in.position();
      if (scan == text::Scan::Number) scan = in.next(c);
      if (scan != text::Scan::Number || r < 1 || r > n || c < 1 || c > n) {
        // Earlier stones first: a duplicate among them is the earlier error.
        if (Result<Ok> placed = place(got, color); !placed) return placed.error();
        const auto stone_number = j + static_cast<std::int64_t>(got) + 1 - (black ? 0 : count[0]);
        if (scan != text::Scan::Number) {
          return text::scan_error(in, scan,
                            fmt::format("{} stone {} of {}", black ? "black" : "white", stone_number, count[black ? 0 : 1]),
                            case_label(k));
        }
        return Error{fmt::format("point ({}, {}) is off the {}x{} board", r, c, n, n), stone, case_label(k)};
      }
      batch[got++] = {static_cast<std::uint32_t>(r), static_cast<std::uint32_t>(c), stone};
    }
    if (Result<Ok> placed = place(got, color); !placed) return placed.error();
    j += static_cast<std::int64_t>(got);
  }
  return Ok{};
}

/// Writes rows [y0, y1) of the grid from the two threads' planes, with their walls (and the wall
/// row above the first row or below the last one); returns the number of points they hold a stone
/// on. It falls short of the number of stones read when a point was taken twice (in one plane or in
/// several).
std::uint64_t expand(Grid& grid, const Planes& a, const Planes& b, int y0, int y1) {
  static_assert(kBlack == 1 && kWhite == 2);
  std::uint64_t stones = 0;
  const auto n = static_cast<std::size_t>(grid.width());
  if (y0 == 0) std::memset(grid.data(), kWall, grid.stride());
  if (y1 == grid.height()) std::memset(grid.data() + grid.index(0, y1) - 1, kWall, grid.stride());
  for (int y = y0; y < y1; ++y) {
    const std::size_t row = static_cast<std::size_t>(y) * a.words_per_row;
    std::uint8_t* out = grid.data() + grid.index(0, y);
    out[-1] = kWall;
    for (std::size_t word = 0; word < a.words_per_row; ++word) {
      const std::uint64_t black = a.color[0].get()[row + word] | b.color[0].get()[row + word];
      const std::uint64_t white = a.color[1].get()[row + word] | b.color[1].get()[row + word];
      stones += static_cast<std::uint64_t>(swar::bits(black | white));
      for (std::size_t x = 64 * word, shift = 0; x < n && shift < 64; x += 8, shift += 8) {
        const std::uint64_t cells = swar::spread(black >> shift) | swar::spread(white >> shift) << 1;
        if (x + 8 <= n) {
          swar::store(out + x, cells);
        } else {
          for (std::size_t i = 0; x + i < n; ++i) out[x + i] = static_cast<std::uint8_t>(cells >> (8 * i));
        }
      }
    }
  }
  return stones;
}

}  // namespace

std::string_view count_rule_name(go::Counting counting) { return go::counts_stones(counting) ? "area" : "territory"; }

std::string score_line(double margin) {
  if (margin == 0) return "Draw";
  return fmt::format("{} wins by {}", margin > 0 ? "Black" : "White", std::fabs(margin));
}

Result<bool> ScoreReader::read_case(Grid& grid, std::uint64_t k) {
  std::int64_t n = 0;
  text::Scan scan = in_.next(n);
  if (scan == text::Scan::End) return false;
  if (scan == text::Scan::Bad) return text::scan_error(in_, scan, "", case_label(k));
  const TextPosition at = in_.position();
  case_at_ = at;
  // The terminator is a 0 alone on its line: the first token of its line (a line after the one
  // the last case ended on), with nothing but blanks after it up to the end of the line. Nothing
  // after it is read, so the answers so far are final at once.
  if (n == 0 && (last_line_ == 0 || at.line > last_line_) && text::BatchReader(in_).rest_of_line_blank()) return false;
  if (n < 1 || n > max_size_) {
    return Error{fmt::format("the board size is {}, not between 1 and {}", n, max_size_), at, case_label(k)};
  }
  std::int64_t count[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    scan = in_.next(count[i]);
    if (scan != text::Scan::Number) return text::scan_error(in_, scan, i == 0 ? "the black stone count" : "the white stone count", case_label(k));
    if (count[i] < 0) {
      return Error{fmt::format("the {} stone count is {}, not at least 0", i == 0 ? "black" : "white", count[i]),
                   in_.position(), case_label(k)};
    }
  }
  // Every count is checked against the board alone before any sum: no sum of input numbers overflows.
  const auto points = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
  if (static_cast<std::uint64_t>(count[0]) > points || static_cast<std::uint64_t>(count[1]) > points - static_cast<std::uint64_t>(count[0])) {
    return Error{fmt::format("{} + {} stones do not fit on {} points", count[0], count[1], points), in_.position(),
                 case_label(k)};
  }
  const std::int64_t total = count[0] + count[1];
  const bool parallel = in_.holds_rest() && threads_for(0, static_cast<std::uint64_t>(total), static_cast<std::uint64_t>(parallel_from_)) == 2;
  if (parallel) {
    grid.reset_for_overwrite(static_cast<int>(n), static_cast<int>(n));
    if (read_stones_in_parallel(grid, count)) {
      last_line_ = in_.position().line;
      return true;
    }
  }
  // The walls are written once the stones are in: memory is touched only as the stones arrive,
  // whatever size the case declares.
  grid.reset_unsealed(static_cast<int>(n), static_cast<int>(n));
  GridSink sink{grid};
  if (Result<Ok> placed = read_stones(in_, sink, n, count, 0, total, k); !placed) return placed.error();
  grid.seal();
  last_line_ = in_.position().line;
  return true;
}

bool ScoreReader::read_stones_in_parallel(Grid& grid, const std::int64_t count[2]) {
  // Two threads, each reading about half of the stones into its own bit planes, which then become
  // the grid. The second thread finds where its half starts by counting tokens (far faster than
  // reading them), so it takes a little less than half. Anything wrong (a bad token, a point taken
  // twice, within a thread or across them) and the case is read again in one thread, which finds
  // the first error in reading order.
  const int n = grid.width();
  const std::int64_t total = count[0] + count[1];
  Planes first_planes;
  Planes second_planes;
  if (!first_planes.reset(n) || !second_planes.reset(n)) return false;
  const std::int64_t split = total / 2 + total / 20;
  text::TokenReader second = in_.fork();
  bool second_ok = false;
  std::uint64_t top = 0;
  std::uint64_t bottom = 0;
  text::TokenReader first = in_.fork();
  bool first_ok = false;
  run_both(
      2, [&] { first_ok = fill_planes(first, first_planes, static_cast<std::uint32_t>(n), count, 0, split); },
      [&] {
        second_ok = text::BatchReader(second).skip(2 * static_cast<std::uint64_t>(split)) &&
                    fill_planes(second, second_planes, static_cast<std::uint32_t>(n), count, split, total);
      });
  if (!first_ok || !second_ok) return false;
  run_both(
      2, [&] { top = expand(grid, first_planes, second_planes, 0, n / 2); },
      [&] { bottom = expand(grid, first_planes, second_planes, n / 2, n); });
  if (top + bottom != static_cast<std::uint64_t>(total)) return false;
  in_.join(second);
  return true;
}

namespace {

/// "size" for a square board, else "cols" and "rows".
void put_size(text::JsonWriter& j, int width, int height) {
  if (width == height) {
    j.field("size", width);
  } else {
    j.field("cols", width);
    j.field("rows", height);
  }
}

/// "game": the record's information, when there is one.
void put_game_info(text::JsonWriter& j, const sgf::GameInfo* info) {
  if (info == nullptr) return;
  j.key("game");
  j.begin_object();
  for (const auto& [key, value] : {std::pair<const char*, const std::string*>{"black", &info->black},
                                   {"white", &info->white}, {"result", &info->result}, {"rules", &info->rules},
                                   {"date", &info->date}, {"event", &info->event}, {"name", &info->name}}) {
    j.field(key, std::string_view(*value));
  }
  j.end_object();
}

void write_line(text::Output& out, fmt::memory_buffer& b) {
  b.push_back('\n');
  out.write({b.data(), b.size()});
}

/// A list of points as [row, column] pairs (1-based).
void put_points(text::JsonWriter& j, std::string_view key, const go::Board& board, const std::vector<go::Point>& points) {
  j.key(key);
  j.begin_array();
  for (const go::Point p : points) {
    j.begin_array();
    j.value(board.row_of(p) + 1);
    j.value(board.column_of(p) + 1);
    j.end_array();
  }
  j.end_array();
}

}  // namespace

void write_score_json(text::Output& out, const std::string* file, std::uint64_t k, const Grid& g,
                      const go::Territory& t, go::Counting counting, double komi, double margin, const sgf::GameInfo* info) {
  const bool area = go::counts_stones(counting);
  fmt::memory_buffer b;
  text::JsonWriter j(b);
  j.begin_record(file);
  j.field("case", k);
  put_size(j, g.width(), g.height());
  j.field("rule", count_rule_name(counting));
  j.field("komi", komi);
  auto side = [&](std::string_view colour, std::uint64_t stones, std::uint64_t territory, double extra) {
    j.key(colour);
    j.begin_object();
    j.field("stones", stones);
    j.field("territory", territory);
    j.field("points", go::points_sum(static_cast<double>(territory + (area ? stones : 0)), extra));
    j.end_object();
  };
  side("black", t.black_stones, t.black_territory, 0);
  side("white", t.white_stones, t.white_territory, komi);
  j.field("neutral", t.neutral);
  j.field("winner", margin > 0 ? "black" : margin < 0 ? "white" : "draw");
  j.field("margin", std::fabs(margin));
  j.field("result", std::string_view(score_line(margin)));
  put_game_info(j, info);
  j.end_object();
  write_line(out, b);
}

void write_count_json(text::Output& out, const std::string* file, std::uint64_t k, const go::Game& game,
                      const go::FinalScore& f, const sgf::GameInfo* info) {
  const go::Board& board = game.board();
  fmt::memory_buffer b;
  text::JsonWriter j(b);
  j.begin_record(file);
  j.field("case", k);
  put_size(j, board.width(), board.height());
  j.field("rules", go::counting_name(game.counting()));
  j.field("komi", game.komi());
  const go::GameScore& score = f.score;
  const go::Territory& t = score.territory;
  auto side = [&](std::string_view colour, std::uint64_t stones, std::uint64_t territory, std::uint64_t prisoners,
                  double points) {
    j.key(colour);
    j.begin_object();
    j.field("stones", stones);
    j.field("territory", territory);
    j.field("prisoners", prisoners);
    j.field("points", points);
    j.end_object();
  };
  side("black", t.black_stones, t.black_territory, score.prisoners[1], score.black);
  side("white", t.white_stones, t.white_territory, score.prisoners[2], score.white);
  j.field("neutral", t.neutral);
  j.field("handicap_points", score.handicap_points);
  put_points(j, "dead", board, f.dead);
  put_points(j, "seki", board, score.seki);
  j.field("result", std::string_view(go::result_text(f.margin())));
  put_game_info(j, info);
  j.end_object();
  write_line(out, b);
}

render::Diagram territory_picture(const Grid& g, const Grid& owner) {
  render::Diagram d = render::diagram_of(g);
  d.empty_meaning = "neutral";
  for (int y = 0; y < owner.height(); ++y) {
    for (int x = 0; x < owner.width(); ++x) {
      const Color c = owner.color(x, y);
      if (c == Color::Black) d.at(x, y) = render::Cell::BlackArea;
      if (c == Color::White) d.at(x, y) = render::Cell::WhiteArea;
    }
  }
  return d;
}

render::Diagram count_picture(const go::Board& board, const go::FinalScore& f) {
  Grid g = go::to_grid(board);
  for (const go::Point p : f.dead) g[p] = kEmpty;
  // The count's own owners where it has them: the points it gives nobody (seki eyes, teire under
  // Japanese counting) are drawn as nobody's, as counted.
  Grid owner = f.score.owner;
  if (owner.cell_count() == 0) go::count_territory(g, &owner);
  render::Diagram d = territory_picture(g, owner);
  for (const go::Point p : f.dead) {
    d.at(board.column_of(p), board.row_of(p)) = board.at(p) == Color::Black ? render::Cell::DeadBlack : render::Cell::DeadWhite;
  }
  return d;
}

namespace {

class ScoreFormat final : public Format {
 public:
  std::string_view name() const override { return "score"; }

  Result<Ok> read_into(std::string_view text, TestInput& out) const override { return read_cases<ScoreReader>(text, out); }

  std::string header(std::uint64_t) const override { return {}; }

  /// "n b w", then a line of the black stones and a line of the white ones (empty for a colour
  /// with none), each colour in reading order, as the statement lays them out.
  std::string case_text(const Case& c) const override {
    std::string lines[2];
    std::size_t count[2] = {0, 0};
    for (int y = 0; y < c.rows; ++y) {
      for (int x = 0; x < c.cols; ++x) {
        if (c.at(y, x) == Color::Empty) continue;
        const int i = c.at(y, x) == Color::Black ? 0 : 1;
        fmt::format_to(std::back_inserter(lines[i]), "{}{} {}", count[i] == 0 ? "" : " ", y + 1, x + 1);
        ++count[i];
      }
    }
    return fmt::format("{} {} {}\n{}\n{}\n", c.rows, count[0], count[1], lines[0], lines[1]);
  }

  std::string trailer() const override { return "0\n"; }

  /// The statement's (a line a colour) and one stone a line.
  std::vector<std::vector<std::size_t>> line_layouts(const Case& c) const override {
    std::size_t black = 0;
    for (const Color v : c.cells) black += v == Color::Black;
    const std::size_t white = c.stones() - black;
    std::vector<std::size_t> each_stone(1 + black + white, 2);
    each_stone[0] = 3;
    return {{3, 2 * black, 2 * white}, each_stone};
  }

  std::vector<std::string> answers(const TestInput& input) const override {
    std::vector<std::string> out;
    for (const Case& c : input.cases) {
      Grid g = c.grid();
      out.push_back(score_line(go::margin(go::count_territory(g), go::Counting::Territory, 0)) + "\n");
    }
    return out;
  }

  std::size_t unit_tokens(std::string_view first) const override { return first == "Draw" ? 1 : 4; }

  std::string answer_fault(std::span<const std::string_view> u) const override {
    if (u.size() == 1 && u[0] == "Draw") return {};
    if (u.size() == 4 && (u[0] == "Black" || u[0] == "White") && u[1] == "wins" && u[2] == "by" && answer_number(u[3], 1)) return {};
    return "not \"Draw\" or \"Black|White wins by N\"";
  }

  std::vector<std::string> problem_faults(const Case& c) const override {
    std::vector<std::string> out;
    if (c.rows > classic_side()) out.push_back(fmt::format("the board size is {}, above the problem's {}", c.rows, classic_side()));
    if (c.stones() == 0) out.emplace_back("no stone: the problem promises 1 <= b + w");
    return out;
  }

  Cropping cropping() const override { return Cropping::Square; }
  bool keeps(const Case& c) const override { return c.stones() > 0; }
};

}  // namespace

const Format& score_format() {
  static const ScoreFormat format;
  return format;
}

}  // namespace tengen::classic
