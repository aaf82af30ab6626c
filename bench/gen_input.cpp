// Writes a benchmark input of performance.md to stdout: gen_input WORKLOAD [COUNT] [SEED].
//   replay: COUNT moves (default 500000) on uniformly random empty points of 19x19 (R1, R2).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "workloads.hpp"

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  const unsigned long long count = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 500000;
  const unsigned long long seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
  if (what == "replay") {
    const std::string text = tengen::bench::replay_text(tengen::bench::uniform_replay_moves(19, count, seed));
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  std::fprintf(stderr, "usage: gen_input replay [COUNT] [SEED]\n");
  return 2;
}
