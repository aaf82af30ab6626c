// The floor for C1: parses every integer of a capture input and writes a "K X Y" line per board.
#include "floor_io.hpp"

int main() {
  floor_io::Reader in;
  floor_io::Writer out;
  std::int64_t n = 0, m = 0, v = 0;
  while (in.next(n) && in.next(m)) {
    for (std::int64_t i = 0; i < n * m; ++i) {
      if (!in.next(v)) return 1;
    }
    out.write("0 0 0\n");
  }
  return 0;
}
