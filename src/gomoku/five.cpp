#include "tengen/gomoku/five.hpp"

#include <array>

namespace tengen::gomoku {

std::string_view direction_name(Direction d) {
  switch (d) {
    case Direction::Horizontal: return "horizontal";
    case Direction::Vertical: return "vertical";
    case Direction::DownRight: return "down-right";
    case Direction::UpRight: break;
  }
  return "up-right";
}

std::vector<Five> find_fives(const Grid& g, FiveRule rule) {
  struct Step {
    int dx;
    int dy;
    Direction direction;
  };
  // Each line is found once, from the stone with no same-coloured stone before it: that stone is the
  // leftmost (topmost when vertical), the one the answer reports.
  constexpr std::array<Step, 4> kSteps{{{1, 0, Direction::Horizontal},
                                        {0, 1, Direction::Vertical},
                                        {1, 1, Direction::DownRight},
                                        {1, -1, Direction::UpRight}}};
  auto inside = [&](int x, int y) { return x >= 0 && y >= 0 && x < g.width && y < g.height; };
  std::vector<Five> out;
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const std::uint8_t c = g.at(x, y);
      if (c == kEmpty) continue;
      for (const Step& s : kSteps) {
        if (inside(x - s.dx, y - s.dy) && g.at(x - s.dx, y - s.dy) == c) continue;
        int length = 1;
        while (inside(x + length * s.dx, y + length * s.dy) && g.at(x + length * s.dx, y + length * s.dy) == c) {
          ++length;
        }
        if (length == 5 || (length > 5 && rule == FiveRule::Freestyle)) out.push_back({c, x, y, s.direction, length});
      }
    }
  }
  return out;
}

}  // namespace tengen::gomoku
