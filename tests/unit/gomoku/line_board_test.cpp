// LineBoard: its windows hold the cells of the line, read one at a time with the frame as walls,
// on random boards of every shape; built from a Grid or played on, it holds the same points.

#include <gtest/gtest.h>

#include <random>

#include "tengen/gomoku/line_board.hpp"

namespace tengen::gomoku {
namespace {

TEST(LineBoard, WindowsHoldTheLineCellByCell) {
  std::mt19937_64 rng(7);
  constexpr int kDx[4] = {1, 0, 1, 1};
  constexpr int kDy[4] = {0, 1, 1, -1};
  for (int round = 0; round < 300; ++round) {
    const int w = 1 + static_cast<int>(rng() % 20);
    const int h = 1 + static_cast<int>(rng() % 20);
    Grid g;
    g.reset(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) g.at(x, y) = static_cast<std::uint8_t>(rng() % 3);
    }
    const LineBoard b(g);
    ASSERT_EQ(b.width(), w);
    ASSERT_EQ(b.height(), h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        ASSERT_EQ(b.at(x, y), g.color(x, y));
        for (int d = 0; d < 4; ++d) {
          const std::uint32_t window = b.window(b.index(x, y), b.step(static_cast<Direction>(d)));
          for (int k = -5; k <= 5; ++k) {
            const int px = x + k * kDx[d];
            const int py = y + k * kDy[d];
            const Color want = px >= 0 && py >= 0 && px < w && py < h ? g.color(px, py) : Color::Wall;
            ASSERT_EQ(static_cast<Color>(window >> (2 * (k + 5)) & 3), want)
                << w << "x" << h << " at " << x << "," << y << " direction " << d << " k " << k;
          }
        }
      }
    }
  }
}

TEST(LineBoard, SetChangesOnePoint) {
  LineBoard b(3, 2);
  b.set(b.index(2, 1), Color::White);
  b.set(b.index(0, 0), Color::Black);
  EXPECT_EQ(b.at(2, 1), Color::White);
  EXPECT_EQ(b.at(0, 0), Color::Black);
  EXPECT_EQ(b.at(1, 0), Color::Empty);
  EXPECT_EQ(b[b.index(2, 1) + 1], Color::Wall);
  EXPECT_EQ(b[b.index(0, 0) - static_cast<std::size_t>(b.stride())], Color::Wall);
}

}  // namespace
}  // namespace tengen::gomoku
