// The floor for F1: parses every integer of a five input and writes a line per board.
#include "floor_io.hpp"

int main() {
  floor_io::Reader in;
  floor_io::Writer out;
  std::int64_t t = 0, v = 0;
  if (!in.next(t)) return 1;
  for (std::int64_t k = 0; k < t; ++k) {
    for (int i = 0; i < 19 * 19; ++i) {
      if (!in.next(v)) return 1;
    }
    out.write("0\n");
  }
  return 0;
}
