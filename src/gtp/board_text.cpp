#include <fmt/format.h>

#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {

std::string board_text(const go::Board& board) {
  const int w = board.width();
  const int h = board.height();
  std::string letters = "  ";
  for (int x = 0; x < w; ++x) letters += fmt::format(" {}", vertex_name(x, 0, h)[0]);
  std::string text = "\n" + letters + "\n";
  for (int y = 0; y < h; ++y) {
    text += fmt::format("{:>2}", h - y);
    for (int x = 0; x < w; ++x) text += fmt::format(" {}", ".XO"[cell_value(board.at(board.point(x, y)))]);
    text += fmt::format(" {}\n", h - y);
  }
  text += letters;
  return text;
}

}  // namespace tengen::gtp
