// The floor for S1: parses every integer of a score input and writes a verdict line per case.
#include "floor_io.hpp"

int main() {
  floor_io::Reader in;
  floor_io::Writer out;
  std::int64_t n = 0, b = 0, w = 0, v = 0;
  while (in.next(n) && n != 0 && in.next(b) && in.next(w)) {
    for (std::int64_t i = 0; i < 2 * (b + w); ++i) {
      if (!in.next(v)) return 1;
    }
    out.write("Black wins by 1\n");
  }
  return 0;
}
