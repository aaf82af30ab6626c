// The floor for C1: every integer of a capture input, a "K X Y" line per board, no analysis.
#include "floor_io.hpp"

int main() {
  floor_io::Writer out;
  std::int64_t n = -1;
  std::int64_t left = -1;  // cells left of the current board; -1 before its size
  floor_io::scan([&](std::int64_t v) {
    if (left < 0) {
      if (n < 0) return (n = v, true);
      left = n * v;
      n = -1;
    } else {
      --left;
    }
    if (left == 0) {
      out.write("0 0 0\n");
      left = -1;
    }
    return true;
  });
  return 0;
}
