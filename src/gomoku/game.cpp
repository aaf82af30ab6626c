#include "tengen/gomoku/game.hpp"

#include <string>

namespace tengen::gomoku {

namespace {

/// The run of c's stones through cell i along a line, and whether the opponent's stones close both
/// of its ends.
struct Line {
  int length = 0;
  bool blocked = false;
};

Line line_through(const LineBoard& b, std::size_t i, std::ptrdiff_t step, Color c) {
  // The walls around the points stop every walk.
  const auto at = [&](std::ptrdiff_t k) { return b[static_cast<std::size_t>(static_cast<std::ptrdiff_t>(i) + k * step)]; };
  std::ptrdiff_t ahead = 1;
  while (at(ahead) == c) ++ahead;
  std::ptrdiff_t behind = 1;
  while (at(-behind) == c) ++behind;
  return {static_cast<int>(ahead + behind - 1), at(ahead) == opponent(c) && at(-behind) == opponent(c)};
}

}  // namespace

Game::Game(int width, int height, Rule rule) : lines_(width, height), rule_(rule) {}

MoveOutcome Game::play(int x, int y, Color c) {
  MoveOutcome v;
  if (rule_ == Rule::Renju && c == Color::Black) {
    v.foul = renju_foul(lines_, x, y);
    if (v.foul != Foul::None && v.foul != Foul::Undecided) v.kind = MoveOutcome::Kind::Foul;
  }
  const auto i = static_cast<std::ptrdiff_t>(lines_.index(x, y));
  lines_.set(static_cast<std::size_t>(i), c);
  ++moves_;
  last_ = c;
  if (v.kind == MoveOutcome::Kind::Foul) return v;
  for (const Direction d : kDirections) {
    const Line line = line_through(lines_, static_cast<std::size_t>(i), lines_.step(d), c);
    if (wins(rule_, c, line.length, line.blocked) && line.length > v.length) {
      v.kind = MoveOutcome::Kind::Win;
      v.length = line.length;
    }
  }
  return v;
}

std::string column_name(int x) {
  std::string letters;
  for (int n = x + 1; n > 0; n = (n - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (n - 1) % 26));
  return letters;
}

std::string point_name(int x, int y, int height) { return column_name(x) + std::to_string(height - y); }

}  // namespace tengen::gomoku
