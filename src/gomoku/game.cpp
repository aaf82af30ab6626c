#include "tengen/gomoku/game.hpp"

#include <array>
#include <string>

namespace tengen::gomoku {

Game::Game(int width, int height, Rule rule) : rule_(rule) { board_.reset(width, height); }

MoveVerdict Game::play(int x, int y) {
  const Color c = to_move();
  MoveVerdict v;
  if (rule_ == Rule::Renju && c == Color::Black) {
    v.foul = renju_foul(board_, x, y);
    if (v.foul != Foul::None) v.kind = MoveVerdict::Kind::Foul;
  }
  board_.at(x, y) = cell_value(c);
  ++moves_;
  if (v.kind == MoveVerdict::Kind::Foul) return v;
  constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
  auto inside = [&](int xx, int yy) { return xx >= 0 && yy >= 0 && xx < board_.width() && yy < board_.height(); };
  for (const auto& [dx, dy] : kDirections) {
    int ahead = 0;
    while (inside(x + (ahead + 1) * dx, y + (ahead + 1) * dy) && board_.color(x + (ahead + 1) * dx, y + (ahead + 1) * dy) == c) ++ahead;
    int behind = 0;
    while (inside(x - (behind + 1) * dx, y - (behind + 1) * dy) && board_.color(x - (behind + 1) * dx, y - (behind + 1) * dy) == c) ++behind;
    const int length = ahead + behind + 1;
    auto opponent_at = [&](int xx, int yy) { return inside(xx, yy) && board_.color(xx, yy) == opponent(c); };
    const bool blocked = opponent_at(x + (ahead + 1) * dx, y + (ahead + 1) * dy) &&
                         opponent_at(x - (behind + 1) * dx, y - (behind + 1) * dy);
    if (wins(rule_, c, length, blocked) && length > v.length) {
      v.kind = MoveVerdict::Kind::Win;
      v.length = length;
    }
  }
  return v;
}

std::string point_name(int x, int y, int height) {
  std::string letters;
  for (int n = x + 1; n > 0; n = (n - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (n - 1) % 26));
  return letters + std::to_string(height - y);
}

}  // namespace tengen::gomoku
