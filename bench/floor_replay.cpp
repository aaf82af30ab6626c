// The floor for R2: parses every integer of a replay input and writes "B W" lines, no analysis.
#include "floor_io.hpp"

int main() {
  floor_io::Reader in;
  floor_io::Writer out;
  std::int64_t m = 0, r = 0, c = 0;
  if (!in.next(m)) return 1;
  for (std::int64_t k = 0; k < m; ++k) {
    if (!in.next(r) || !in.next(c)) return 1;
    out.write("0 0\n");
  }
  return 0;
}
