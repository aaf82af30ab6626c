// A testlib checker of the four classic problems (FORMAT chosen by -DSCORE, -DCAPTURE, -DFIVE or
// -DREPLAY), to measure how often tengen check agrees with testlib (agreement.sh). Reads the units
// token by token from the answer and the output, as a checker of these problems would.
#include "testlib.h"
#include <string>
int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  int units = 0;
#if defined(SCORE)
  for (;;) { if (inf.seekEof()) break; long long n = inf.readLong(); if (n == 0) break; long long b = inf.readLong(), w = inf.readLong(); for (long long i = 0; i < 2 * (b + w); ++i) inf.readLong(); ++units; }
#elif defined(CAPTURE)
  while (!inf.seekEof()) { long long n = inf.readLong(), m = inf.readLong(); for (long long i = 0; i < n * m; ++i) inf.readLong(); ++units; }
#elif defined(FIVE)
  units = inf.readInt();
#else
  units = inf.readInt();
#endif
  for (int k = 1; k <= units; ++k) {
#if defined(SCORE)
    std::string e = ans.readWord(), g = ouf.readWord();
    if (e != g) quitf(_wa, "case %d: expected %s, got %s", k, e.c_str(), g.c_str());
    if (e != "Draw") {
      for (int i = 0; i < 2; ++i) { std::string e2 = ans.readWord(), g2 = ouf.readWord(); if (e2 != g2) quitf(_wa, "case %d", k); }
      long long x = ans.readLong(), y = ouf.readLong(); if (x != y) quitf(_wa, "case %d", k);
    }
#elif defined(CAPTURE)
    for (int i = 0; i < 3; ++i) { long long x = ans.readLong(), y = ouf.readLong(); if (x != y) quitf(_wa, "case %d", k); }
#elif defined(FIVE)
    long long x = ans.readLong(), y = ouf.readLong(); if (x != y) quitf(_wa, "case %d", k);
    if (x != 0) for (int i = 0; i < 2; ++i) { long long a = ans.readLong(), b = ouf.readLong(); if (a != b) quitf(_wa, "case %d", k); }
#else
    for (int i = 0; i < 2; ++i) { long long x = ans.readLong(), y = ouf.readLong(); if (x != y) quitf(_wa, "move %d", k); }
#endif
  }
  quitf(_ok, "%d units", units);
}
