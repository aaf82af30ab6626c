// A program outside the project that uses the installed library: plays a capture and checks it.
#include <cstdio>

#include <tengen/go/board.hpp>

int main() {
  tengen::go::Board board(3, 3);
  const tengen::go::Rules rules;
  board.play(board.point(0, 0), tengen::Color::White, rules);
  board.play(board.point(1, 0), tengen::Color::Black, rules);
  const auto r = board.play(board.point(0, 1), tengen::Color::Black, rules);
  if (r.captured != 1 || !board.check_consistency().empty()) return 1;
  std::puts("captured 1");
  return 0;
}
