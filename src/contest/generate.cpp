#include "tengen/contest/generate.hpp"

#include <algorithm>
#include <cassert>

#include "tengen/go/game.hpp"
#include "tengen/gomoku/five.hpp"

namespace tengen::contest {
namespace {

constexpr std::uint64_t kClassicMoves = 500'000;

/// The classic limits of each format's board side.
int default_max(Format f) { return f == Format::Capture ? 20 : 19; }

Case blank(int rows, int cols) {
  Case c;
  c.rows = rows;
  c.cols = cols;
  c.cells.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), 0);
  return c;
}

/// Fills every empty cell with a stone with probability `density`, colour `colours` chooses.
template <class Colour>
void scatter(Case& c, Random& rng, double density, Colour colour) {
  for (auto& v : c.cells) {
    if (v == 0 && rng.chance(density)) v = colour();
  }
}

/// Stones of `stone` everywhere but a corridor one point wide that spirals in from the top-left
/// corner, with a wall one stone thick between its turns: an empty region as long as the board
/// allows, the shape that overflows recursive flood fills.
void spiral(Case& c, std::int8_t stone) {
  std::fill(c.cells.begin(), c.cells.end(), stone);
  auto open = [&](int y, int x) { return y >= 0 && x >= 0 && y < c.rows && x < c.cols && c.at(y, x) == 0; };
  auto inside = [&](int y, int x) { return y >= 0 && x >= 0 && y < c.rows && x < c.cols; };
  const int dy[4] = {0, 1, 0, -1};
  const int dx[4] = {1, 0, -1, 0};
  int y = 0;
  int x = 0;
  int d = 0;
  c.at(0, 0) = 0;
  for (int turns = 0; turns < 2;) {
    const int ny = y + dy[d];
    const int nx = x + dx[d];
    // A step is taken when it stays inside, and the point after it is not corridor already (so a
    // wall stays between the turns).
    if (inside(ny, nx) && !open(ny, nx) && !open(ny + dy[d], nx + dx[d])) {
      y = ny;
      x = nx;
      c.at(y, x) = 0;
      turns = 0;
    } else {
      d = (d + 1) % 4;
      ++turns;
    }
  }
}

/// Vertical stripes of `snake` joined at alternate ends, with `wall` between them: one group
/// winding over the whole board.
void snake(Case& c, std::int8_t snake_stone, std::int8_t wall) {
  for (int x = 0; x < c.cols; ++x) {
    for (int y = 0; y < c.rows; ++y) c.at(y, x) = x % 2 == 0 ? snake_stone : wall;
    if (x % 2 == 1) c.at((x / 2) % 2 == 0 ? c.rows - 1 : 0, x) = snake_stone;
  }
}

/// Removes stones from all but one exact five (their middle stones), so that at most one remains.
void at_most_one_five(Case& c) {
  for (;;) {
    Grid g;
    g.reset(c.cols, c.rows);
    for (int y = 0; y < c.rows; ++y) {
      for (int x = 0; x < c.cols; ++x) g.at(x, y) = static_cast<std::uint8_t>(c.at(y, x));
    }
    const std::vector<gomoku::Five> fives = gomoku::find_fives(g, gomoku::Rule::Standard);
    if (fives.size() <= 1) return;
    const gomoku::Five& f = fives.back();
    const auto [dx, dy] = gomoku::offset_of(f.direction);
    c.at(f.y + 2 * dy, f.x + 2 * dx) = 0;
  }
}

/// The shapes score and capture share (random, max, one-color, full, one-empty) on c; false for
/// any other shape, which is the caller's.
template <class Colour>
bool common_shape(Case& c, Random& rng, const std::string& shape, double density, Colour colour) {
  if (shape == "random" || shape == "max") {
    scatter(c, rng, density, colour);
  } else if (shape == "one-color") {
    const auto only = colour();
    scatter(c, rng, density, [&] { return only; });
  } else if (shape == "full" || shape == "one-empty") {
    scatter(c, rng, 1.0, colour);
    if (shape == "one-empty") c.cells[rng.below(c.cells.size())] = 0;
  } else {
    return false;
  }
  return true;
}

Case score_case(Random& rng, const std::string& shape, int n, double density) {
  Case c = blank(n, n);
  auto colour = [&] { return static_cast<std::int8_t>(1 + rng.below(2)); };
  if (common_shape(c, rng, shape, density, colour)) {
    // made
  } else if (shape == "spiral") {
    const std::int8_t wall = colour();
    spiral(c, wall);
    // Sometimes a stone of the other colour in the corridor: the long region is then neutral.
    if (rng.chance(0.5)) c.cells[rng.below(c.cells.size())] = static_cast<std::int8_t>(3 - wall);
  }
  // The classic promise: at least one stone.
  if (std::all_of(c.cells.begin(), c.cells.end(), [](std::int8_t v) { return v == 0; })) {
    c.cells[rng.below(c.cells.size())] = colour();
  }
  return c;
}

Case capture_case(Random& rng, const std::string& shape, int rows, int cols, double density) {
  Case c = blank(rows, cols);
  auto colour = [&] { return static_cast<std::int8_t>(rng.below(2) == 0 ? 1 : -1); };
  if (common_shape(c, rng, shape, density, colour)) {
    // made
  } else if (shape == "snake") {
    snake(c, -1, 1);
    c.cells[rng.below(c.cells.size())] = 0;  // the snake's one liberty, or a hole in the wall
  } else if (shape == "shared-liberty") {
    // White groups around one empty point, each with no other liberty: one move takes them all.
    scatter(c, rng, 1.0, [] { return std::int8_t{1}; });
    const int y = rng.between(0, rows - 1);
    const int x = rng.between(0, cols - 1);
    c.at(y, x) = 0;
    for (const auto& [dy, dx] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      if (y + dy >= 0 && y + dy < rows && x + dx >= 0 && x + dx < cols && rng.chance(0.8)) c.at(y + dy, x + dx) = -1;
    }
  } else if (shape == "edges") {
    // Single white stones on the edges and in the corners, most with one liberty left.
    scatter(c, rng, density, [] { return std::int8_t{1}; });
    for (int y = 0; y < rows; ++y) {
      for (int x = 0; x < cols; ++x) {
        const bool edge = y == 0 || x == 0 || y == rows - 1 || x == cols - 1;
        if (edge && rng.chance(0.3)) c.at(y, x) = -1;
      }
    }
  }
  return c;
}

Case five_case(Random& rng, const std::string& shape, bool classic, double density) {
  Case c = blank(19, 19);
  auto colour = [&] { return static_cast<std::int8_t>(1 + rng.below(2)); };
  auto line = [&](int y, int x, int dy, int dx, int length, std::int8_t stone) {
    for (int i = 0; i < length; ++i) {
      const int yy = y + i * dy;
      const int xx = x + i * dx;
      if (yy >= 0 && yy < 19 && xx >= 0 && xx < 19) c.at(yy, xx) = stone;
    }
  };
  scatter(c, rng, shape == "random" ? density : density / 3, colour);
  if (shape == "six") {
    // A six and a five of one colour near each other: a six is no five.
    const int y = rng.between(0, 12);
    line(y, rng.between(0, 13), 0, 1, 6, 1);
    line(y + 3, rng.between(0, 14), 0, 1, 5, 1);
    c.at(y + 1, 0) = 0;
  } else if (shape == "several") {
    for (int i = 0; i < 3; ++i) line(rng.between(0, 18), rng.between(0, 14), 0, 1, 5, colour());
  } else if (shape == "edge-diagonals") {
    const std::int8_t stone = colour();
    if (rng.chance(0.5)) {
      line(0, rng.between(0, 14), 1, 1, 5, stone);  // down-right from the top edge
    } else {
      line(18, rng.between(0, 14), -1, 1, 5, stone);  // up-right from the bottom edge
    }
  }
  if (classic) at_most_one_five(c);
  return c;
}

Case replay_case(Random& rng, const std::string& shape, std::uint64_t moves) {
  Case c = blank(19, 19);
  c.cells.clear();
  go::Game game(19, 19, go::Rules{}, go::UndoHistory::Discard);
  const go::Board& board = game.board();
  // Local play keeps to a small square; the other shapes bias the next move towards what makes
  // their event (a capture, a suicide, a ko retake) and otherwise play anywhere.
  const int side = shape == "local" ? rng.between(2, 5) : 19;
  const int top = rng.between(0, 19 - side);
  const int left = rng.between(0, 19 - side);
  std::vector<go::Point> empty;
  for (std::uint64_t k = 0; k < moves; ++k) {
    const Color mover = k % 2 == 0 ? Color::Black : Color::White;
    empty.clear();
    std::vector<go::Point> wanted;
    for (int y = top; y < top + side; ++y) {
      for (int x = left; x < left + side; ++x) {
        const go::Point p = board.point(x, y);
        if (board.at(p) != Color::Empty) continue;
        empty.push_back(p);
        const bool captures = board.capture_count(p, mover) > 0;
        const bool suicide = board.check(p, mover, go::Rules{go::Suicide::Forbid, go::Ko::None}) == go::MoveStatus::Suicide;
        if ((shape == "big-capture" && captures) || (shape == "suicide" && suicide) ||
            (shape == "ko" && captures && board.capture_count(p, mover) == 1)) {
          wanted.push_back(p);
        }
      }
    }
    if (empty.empty()) break;
    const std::vector<go::Point>& pool = !wanted.empty() && rng.chance(0.7) ? wanted : empty;
    const go::Point p = pool[rng.below(pool.size())];
    game.play(p, mover);
    c.moves.emplace_back(board.row_of(p) + 1, board.column_of(p) + 1);
  }
  return c;
}

}  // namespace

std::vector<std::string_view> shapes(Format format) {
  switch (format) {
    case Format::Score: return {"mix", "random", "max", "one-color", "full", "one-empty", "spiral"};
    case Format::Capture:
      return {"mix", "random", "max", "one-color", "full", "one-empty", "snake", "shared-liberty", "edges"};
    case Format::Five: return {"mix", "random", "six", "several", "edge-diagonals"};
    case Format::Replay: break;
  }
  return {"mix", "random", "ko", "big-capture", "suicide", "local", "long"};
}

TestInput generate(Format format, const GenOptions& o) {
  Random rng(o.seed * 0x2545F4914F6CDD1Dull + static_cast<std::uint64_t>(format) + 1);
  TestInput out;
  out.format = format;
  const int lo = o.min_size > 0 ? o.min_size : format == Format::Five ? 19 : 1;
  const int hi = o.max_size > 0 ? o.max_size : format == Format::Five ? 19 : default_max(format);
  const auto all = shapes(format);
  auto pick = [&]() -> std::string {
    if (o.shape != "mix") return o.shape;
    std::vector<std::string_view> choices(all.begin() + 1, all.end());
    // "several" breaks the classic five promise, "long" is a whole input of its own.
    std::erase_if(choices, [&](std::string_view s) { return (s == "several" && o.classic) || s == "long"; });
    return std::string(choices[rng.below(choices.size())]);
  };
  auto density = [&] { return o.density >= 0 ? o.density : 0.1 + 0.8 * static_cast<double>(rng.below(1000)) / 1000; };
  if (format == Format::Replay) {
    const std::string shape = pick();
    const std::uint64_t moves = shape == "long" ? kClassicMoves : o.cases;
    out.cases.push_back(replay_case(rng, shape, o.classic ? std::min(moves, kClassicMoves) : moves));
    return out;
  }
  for (std::uint64_t k = 0; k < o.cases; ++k) {
    const std::string shape = pick();
    const int n = shape == "max" ? hi : rng.between(lo, hi);
    switch (format) {
      case Format::Score: out.cases.push_back(score_case(rng, shape, n, density())); break;
      case Format::Capture: {
        const int cols = shape == "max" ? hi : rng.between(lo, hi);
        out.cases.push_back(capture_case(rng, shape, n, cols, density()));
        break;
      }
      case Format::Five: out.cases.push_back(five_case(rng, shape, o.classic, density())); break;
      case Format::Replay: break;
    }
  }
  return out;
}

}  // namespace tengen::contest
