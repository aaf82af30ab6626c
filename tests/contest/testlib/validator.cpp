// The strict layout of three classic inputs as a testlib validator checks it (compiled with -DSCORE,
// -DFIVE or -DREPLAY; testlib.h is not part of tengen). Measured against `tengen validate --strict`
// by agreement.sh. Score is held to its statement's layout (a colour's stones on one line).
#include "testlib.h"

#include <set>
#include <utility>

int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
#if defined(SCORE)
  for (;;) {
    const int n = inf.readInt();
    if (n == 0) {
      inf.readEoln();
      break;
    }
    inf.ensuref(n >= 1, "n < 1");
    inf.readSpace();
    const int b = inf.readInt(0, n * n);
    inf.readSpace();
    const int w = inf.readInt(0, n * n);
    inf.readEoln();
    std::set<std::pair<int, int>> seen;
    for (const int count : {b, w}) {
      for (int i = 0; i < count; ++i) {
        if (i > 0) inf.readSpace();
        const int r = inf.readInt(1, n);
        inf.readSpace();
        const int c = inf.readInt(1, n);
        inf.ensuref(seen.insert({r, c}).second, "two stones on one point");
      }
      inf.readEoln();
    }
  }
#elif defined(FIVE)
  const int t = inf.readInt(0, 1000000);
  inf.readEoln();
  for (int k = 0; k < t; ++k) {
    for (int r = 0; r < 19; ++r) {
      for (int c = 0; c < 19; ++c) {
        if (c > 0) inf.readSpace();
        inf.readInt(0, 2);
      }
      inf.readEoln();
    }
  }
#elif defined(REPLAY)
  const int m = inf.readInt(0, 1000000);
  inf.readEoln();
  // (A move onto a stone, which tengen's reader refuses, would need the game played: not checked.)
  for (int k = 0; k < m; ++k) {
    inf.readInt(1, 19);
    inf.readSpace();
    inf.readInt(1, 19);
    inf.readEoln();
  }
#endif
  inf.readEof();
}
