// The floor for R2: every integer of a replay input, a "B W" line per move, no analysis.
#include "floor_io.hpp"

int main() {
  floor_io::Writer out;
  std::int64_t moves = -1;  // the count, then the numbers of moves left to read
  int half = 0;
  floor_io::scan([&](std::int64_t v) {
    if (moves < 0) return (moves = 2 * v) > 0;
    if (++half == 2) {
      half = 0;
      out.write("0 0\n");
    }
    return --moves > 0;
  });
  return 0;
}
