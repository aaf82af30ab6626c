// The floor for F1: every integer of a five input, a line per 19x19 board, no analysis.
#include "floor_io.hpp"

int main() {
  floor_io::Writer out;
  std::int64_t boards = -1;
  int cells = 0;
  floor_io::scan([&](std::int64_t) {
    if (boards < 0) return (boards = 0, true);
    if (++cells == 19 * 19) {
      cells = 0;
      out.write("0\n");
    }
    return true;
  });
  return 0;
}
