// The floor for S1: every integer of a score input, a verdict line per case, no analysis.
#include "floor_io.hpp"

int main() {
  floor_io::Writer out;
  int header = 0;          // numbers of the case's header read: n, then the two counts
  std::int64_t left = 0;   // coordinates left in the case
  floor_io::scan([&](std::int64_t v) {
    if (header == 0) {
      if (v == 0) return false;  // the terminator
      header = 1;
      return true;
    }
    if (header < 3) {
      left += 2 * v;
      if (++header == 3 && left == 0) {
        out.write("Black wins by 1\n");
        header = 0;
      }
      return true;
    }
    if (--left == 0) {
      out.write("Black wins by 1\n");
      header = 0;
    }
    return true;
  });
  return 0;
}
