#include "tengen/contest/generate.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

#include <fmt/format.h>

#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/go/game.hpp"
#include "tengen/gomoku/five.hpp"
#include "tengen/text/nearest.hpp"

namespace tengen::contest {
namespace {

/// Fills every empty cell with a stone with probability `density`, colour `colours` chooses.
template <class Colour>
void scatter(classic::Case& c, Random& rng, double density, Colour colour) {
  for (Color& v : c.cells) {
    if (v == Color::Empty && rng.chance(density)) v = colour();
  }
}

/// Stones of `stone` everywhere but a corridor one point wide that spirals in from the top-left
/// corner, with a wall one stone thick between its turns: an empty region as long as the board
/// allows, the shape that overflows recursive flood fills.
void spiral(classic::Case& c, Color stone) {
  std::fill(c.cells.begin(), c.cells.end(), stone);
  auto open = [&](int y, int x) { return y >= 0 && x >= 0 && y < c.rows && x < c.cols && c.at(y, x) == Color::Empty; };
  auto inside = [&](int y, int x) { return y >= 0 && x >= 0 && y < c.rows && x < c.cols; };
  const int dy[4] = {0, 1, 0, -1};
  const int dx[4] = {1, 0, -1, 0};
  int y = 0;
  int x = 0;
  int d = 0;
  c.at(0, 0) = Color::Empty;
  for (int turns = 0; turns < 2;) {
    const int ny = y + dy[d];
    const int nx = x + dx[d];
    // A step is taken when it stays inside, and the point after it is not corridor already (so a
    // wall stays between the turns).
    if (inside(ny, nx) && !open(ny, nx) && !open(ny + dy[d], nx + dx[d])) {
      y = ny;
      x = nx;
      c.at(y, x) = Color::Empty;
      turns = 0;
    } else {
      d = (d + 1) % 4;
      ++turns;
    }
  }
}

/// Vertical stripes of `snake` joined at alternate ends, with `wall` between them: one group
/// winding over the whole board.
void snake(classic::Case& c, Color snake_stone, Color wall) {
  for (int x = 0; x < c.cols; ++x) {
    for (int y = 0; y < c.rows; ++y) c.at(y, x) = x % 2 == 0 ? snake_stone : wall;
    if (x % 2 == 1) c.at((x / 2) % 2 == 0 ? c.rows - 1 : 0, x) = snake_stone;
  }
}

/// Removes stones from all but one exact five (their middle stones), so that at most one remains.
void at_most_one_five(classic::Case& c) {
  for (;;) {
    const std::vector<gomoku::Five> fives = gomoku::find_fives(c.grid(), gomoku::Rule::Standard);
    if (fives.size() <= 1) return;
    const gomoku::Five& f = fives.back();
    const auto [dx, dy] = gomoku::offset_of(f.direction);
    c.at(f.y + 2 * dy, f.x + 2 * dx) = Color::Empty;
  }
}

/// The shapes score and capture share (random, max, one-color, full, one-empty) on c; false for
/// any other shape, which is the caller's.
template <class Colour>
bool common_shape(classic::Case& c, Random& rng, const std::string& shape, double density, Colour colour) {
  if (shape == "random" || shape == "max") {
    scatter(c, rng, density, colour);
  } else if (shape == "one-color") {
    const auto only = colour();
    scatter(c, rng, density, [&] { return only; });
  } else if (shape == "full" || shape == "one-empty") {
    scatter(c, rng, 1.0, colour);
    if (shape == "one-empty") c.cells[rng.below(c.cells.size())] = Color::Empty;
  } else {
    return false;
  }
  return true;
}

/// What every format's generator draws the same way, in the same order: each case's shape, side
/// and density.
struct Draw {
  Random& rng;
  const GenOptions& o;
  int lo = 1;  // the sides drawn
  int hi = 19;
  std::vector<std::string_view> choices;  // the shapes "mix" draws from

  std::string shape() {
    if (o.shape != "mix") return o.shape;
    return std::string(choices[rng.below(choices.size())]);
  }
  int side(const std::string& shape) { return shape == "max" ? hi : rng.between(lo, hi); }
  double density() { return o.density >= 0 ? o.density : 0.1 + 0.8 * static_cast<double>(rng.below(1000)) / 1000; }
};

classic::Case score_case(Draw& draw, const std::string& shape, int n) {
  Random& rng = draw.rng;
  const double density = draw.density();
  classic::Case c = classic::Case::board(n, n);
  auto colour = [&] { return static_cast<Color>(1 + rng.below(2)); };
  if (common_shape(c, rng, shape, density, colour)) {
    // made
  } else if (shape == "spiral") {
    const Color wall = colour();
    spiral(c, wall);
    // Sometimes a stone of the other colour in the corridor: the long region is then neutral.
    if (rng.chance(0.5)) c.cells[rng.below(c.cells.size())] = opponent(wall);
  }
  // The problem's promise: at least one stone.
  if (c.stones() == 0 && !draw.o.beyond) c.cells[rng.below(c.cells.size())] = colour();
  return c;
}

classic::Case capture_case(Draw& draw, const std::string& shape, int rows) {
  Random& rng = draw.rng;
  const int cols = draw.side(shape);
  const double density = draw.density();
  classic::Case c = classic::Case::board(rows, cols);
  auto colour = [&] { return rng.below(2) == 0 ? Color::Black : Color::White; };
  if (common_shape(c, rng, shape, density, colour)) {
    // made
  } else if (shape == "snake") {
    snake(c, Color::White, Color::Black);
    c.cells[rng.below(c.cells.size())] = Color::Empty;  // the snake's one liberty, or a hole in the wall
  } else if (shape == "shared-liberty") {
    // White groups around one empty point, each with no other liberty: one move takes them all.
    scatter(c, rng, 1.0, [] { return Color::Black; });
    const int y = rng.between(0, rows - 1);
    const int x = rng.between(0, cols - 1);
    c.at(y, x) = Color::Empty;
    for (const auto& [dy, dx] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      if (y + dy >= 0 && y + dy < rows && x + dx >= 0 && x + dx < cols && rng.chance(0.8)) c.at(y + dy, x + dx) = Color::White;
    }
  } else if (shape == "edges") {
    // Single white stones on the edges and in the corners, most with one liberty left.
    scatter(c, rng, density, [] { return Color::Black; });
    for (int y = 0; y < rows; ++y) {
      for (int x = 0; x < cols; ++x) {
        const bool edge = y == 0 || x == 0 || y == rows - 1 || x == cols - 1;
        if (edge && rng.chance(0.3)) c.at(y, x) = Color::White;
      }
    }
  }
  return c;
}

classic::Case five_case(Draw& draw, const std::string& shape, int) {
  Random& rng = draw.rng;
  const double density = draw.density();
  classic::Case c = classic::Case::board(19, 19);
  auto colour = [&] { return static_cast<Color>(1 + rng.below(2)); };
  auto line = [&](int y, int x, int dy, int dx, int length, Color stone) {
    for (int i = 0; i < length; ++i) {
      const int yy = y + i * dy;
      const int xx = x + i * dx;
      if (yy >= 0 && yy < 19 && xx >= 0 && xx < 19) c.at(yy, xx) = stone;
    }
  };
  scatter(c, rng, shape == "random" || shape == "max" ? density : density / 3, colour);
  if (shape == "six") {
    // A six and a five of one colour near each other: a six is no five.
    const int y = rng.between(0, 12);
    line(y, rng.between(0, 13), 0, 1, 6, Color::Black);
    line(y + 3, rng.between(0, 14), 0, 1, 5, Color::Black);
    c.at(y + 1, 0) = Color::Empty;
  } else if (shape == "several") {
    for (int i = 0; i < 3; ++i) line(rng.between(0, 18), rng.between(0, 14), 0, 1, 5, colour());
  } else if (shape == "edge-diagonals") {
    const Color stone = colour();
    if (rng.chance(0.5)) {
      line(0, rng.between(0, 14), 1, 1, 5, stone);  // down-right from the top edge
    } else {
      line(18, rng.between(0, 14), -1, 1, 5, stone);  // up-right from the bottom edge
    }
  }
  if (!draw.o.beyond) at_most_one_five(c);
  return c;
}

classic::Case replay_case(Random& rng, const std::string& shape, std::uint64_t moves) {
  classic::Case c;
  c.rows = c.cols = 19;
  go::Game game(19, 19, go::Rules{}, go::UndoHistory::Discard);
  const go::Board& board = game.board();
  // Local play keeps to a small square while it has an empty point, then goes on over the whole
  // board (which always has one: a move on the last empty point takes a chain off), so that the
  // game has the moves asked for; the other shapes bias the next move towards what makes their
  // event (a capture, a suicide, a ko retake) and otherwise play anywhere.
  int side = shape == "local" ? rng.between(2, 5) : 19;
  int top = rng.between(0, 19 - side);
  int left = rng.between(0, 19 - side);
  std::vector<go::Point> empty;
  const bool aimed = shape == "big-capture" || shape == "suicide" || shape == "ko";
  // The empty points of the square, a bit each in reading order: the other shapes draw the k-th
  // of them, as the scan below would, without scanning the board every move.
  std::array<std::uint64_t, 6> open{};
  auto bit = [&](go::Point p) { return static_cast<std::size_t>((board.row_of(p) - top) * side + board.column_of(p) - left); };
  auto mark = [&](go::Point p) {
    const std::size_t i = bit(p);
    const std::uint64_t b = std::uint64_t{1} << (i % 64);
    open[i / 64] = board.at(p) == Color::Empty ? open[i / 64] | b : open[i / 64] & ~b;
  };
  for (int i = 0; i < side * side; ++i) open[static_cast<std::size_t>(i) / 64] |= std::uint64_t{1} << (i % 64);
  for (std::uint64_t k = 0; k < moves; ++k) {
    const Color mover = k % 2 == 0 ? Color::Black : Color::White;
    go::Point p = go::kNoPoint;
    if (!aimed) {
      std::uint64_t count = 0;
      for (const std::uint64_t w : open) count += static_cast<std::uint64_t>(std::popcount(w));
      if (count == 0 && side < 19) {
        side = 19;
        top = left = 0;
        open.fill(0);
        for (int y = 0; y < 19; ++y) {
          for (int x = 0; x < 19; ++x) mark(board.point(x, y));
        }
        for (const std::uint64_t w : open) count += static_cast<std::uint64_t>(std::popcount(w));
      }
      if (count == 0) break;
      std::uint64_t nth = rng.below(count);
      for (std::size_t w = 0; w < open.size(); ++w) {
        const auto here = static_cast<std::uint64_t>(std::popcount(open[w]));
        if (nth >= here) {
          nth -= here;
          continue;
        }
        std::uint64_t bits = open[w];
        for (; nth > 0; --nth) bits &= bits - 1;
        const int i = static_cast<int>(64 * w) + std::countr_zero(bits);
        p = board.point(left + i % side, top + i / side);
        break;
      }
    } else {
      empty.clear();
      std::vector<go::Point> wanted;
      for (int y = top; y < top + side; ++y) {
        for (int x = left; x < left + side; ++x) {
          const go::Point q = board.point(x, y);
          if (board.at(q) != Color::Empty) continue;
          empty.push_back(q);
          const bool captures = board.capture_count(q, mover) > 0;
          const bool suicide = board.check(q, mover, go::Rules{go::Suicide::Forbid, go::Ko::None}) == go::MoveStatus::Suicide;
          if ((shape == "big-capture" && captures) || (shape == "suicide" && suicide) ||
              (shape == "ko" && captures && board.capture_count(q, mover) == 1)) {
            wanted.push_back(q);
          }
        }
      }
      if (empty.empty()) break;
      const std::vector<go::Point>& pool = !wanted.empty() && rng.chance(0.7) ? wanted : empty;
      p = pool[rng.below(pool.size())];
    }
    const go::MoveResult result = game.play(p, mover);
    mark(p);
    for (const go::Point q : result.removed) mark(q);
    c.moves.emplace_back(board.row_of(p) + 1, board.column_of(p) + 1);
  }
  return c;
}

/// A format's generator: its shapes ("mix" first), the smallest side it draws, and how it makes a
/// board case of a shape and side (none for a game: replay_case makes its one case).
struct Generator {
  const classic::Format& format;
  std::vector<std::string_view> shapes;
  int min_side;
  classic::Case (*board)(Draw& draw, const std::string& shape, int side);
};

const std::vector<Generator>& generators() {
  static const std::vector<Generator> all{
      {classic::score_format(), {"mix", "random", "max", "one-color", "full", "one-empty", "spiral"}, 1, score_case},
      {classic::capture_format(),
       {"mix", "random", "max", "one-color", "full", "one-empty", "snake", "shared-liberty", "edges"},
       1,
       capture_case},
      {classic::five_format(), {"mix", "random", "max", "six", "several", "edge-diagonals"}, 19, five_case},
      {classic::replay_format(), {"mix", "random", "ko", "big-capture", "suicide", "local", "long"}, 19, nullptr},
  };
  return all;
}

const Generator& generator_of(const classic::Format& format) {
  const auto& all = generators();
  return *std::find_if(all.begin(), all.end(), [&](const Generator& g) { return &g.format == &format; });
}

}  // namespace

std::vector<std::string_view> shapes(const classic::Format& format) { return generator_of(format).shapes; }

namespace {

/// Each case of the input that (format, o) gives, in order, to `each`.
void for_each_case(const classic::Format& format, const GenOptions& o, const std::function<void(const classic::Case&)>& each) {
  const Generator& gen = generator_of(format);
  // The format's place among the formats seeds it: the same bytes as ever for each seed.
  const auto formats = classic::formats();
  const auto index = static_cast<std::uint64_t>(std::find(formats.begin(), formats.end(), &format) - formats.begin());
  Random rng(o.seed * 0x2545F4914F6CDD1Dull + index + 1);
  Draw draw{rng, o, o.min_size > 0 ? o.min_size : gen.min_side, o.max_size > 0 ? o.max_size : format.classic_side(),
            std::vector<std::string_view>(gen.shapes.begin() + 1, gen.shapes.end())};
  // "several" breaks the five promise; "long" and "max" are the largest inputs, drawn apart.
  std::erase_if(draw.choices, [&](std::string_view s) { return (s == "several" && !o.beyond) || s == "long" || (s == "max" && format.fixed_side()); });
  if (gen.board == nullptr) {
    const std::string shape = draw.shape();
    std::uint64_t moves = shape == "long" ? classic::kClassicMoves : o.cases;
    if (!o.beyond) moves = std::clamp<std::uint64_t>(moves, 1, classic::kClassicMoves);
    each(replay_case(rng, shape, moves));
    return;
  }
  for (std::uint64_t k = 0; k < o.cases; ++k) {
    const std::string shape = draw.shape();
    each(gen.board(draw, shape, draw.side(shape)));
  }
}

}  // namespace

classic::TestInput generate(const classic::Format& format, const GenOptions& o) {
  classic::TestInput out{&format, {}};
  for_each_case(format, o, [&](const classic::Case& c) { out.cases.push_back(c); });
  return out;
}

void generate_text(const classic::Format& format, const GenOptions& o, const std::function<void(std::string_view)>& write) {
  if (format.game()) {
    for_each_case(format, o, [&](const classic::Case& c) {
      write(format.header(c.moves.size()));
      write(format.case_text(c));
    });
  } else {
    write(format.header(o.cases));
    for_each_case(format, o, [&](const classic::Case& c) { write(format.case_text(c)); });
  }
  write(format.trailer());
}

GenOptions largest(const classic::Format& format, GenOptions o) {
  o.shape = format.game() ? "long" : "max";
  o.cases = format.game() ? classic::kClassicMoves : 1000;
  o.min_size = o.max_size = 0;
  return o;
}

std::string options_fault(const classic::Format& format, const GenOptions& options) {
  const std::vector<std::string_view> all = shapes(format);
  if (std::find(all.begin(), all.end(), options.shape) == all.end()) {
    return fmt::format("--shape for {}: {}", format.name(), text::not_among(options.shape, all));
  }
  const int side = format.classic_side();
  if (options.max_size > 0 && format.fixed_side() && (options.min_size != side || options.max_size != side)) {
    return fmt::format("--size: {} boards are {} x {}", format.name(), side, side);
  }
  if (options.beyond) return {};
  // Within the problem (the default), what would break its limits or promises is refused.
  if (options.max_size > side) {
    return fmt::format("--size: the {} problem has boards up to {} (--beyond leaves its limits)", format.name(), side);
  }
  if (options.shape == "several") {
    return "--shape several: the five problem promises at most one five a board (--beyond leaves its promises)";
  }
  if (format.name() == "score" && options.density == 0) {
    return "--density 0: the score problem promises a stone on every board (--beyond leaves its promises)";
  }
  return {};
}

}  // namespace tengen::contest
