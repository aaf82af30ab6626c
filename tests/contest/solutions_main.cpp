// contest_solutions MODE: runs one of the test solutions (solutions.hpp) on standard input, as a
// contestant's program would. A crash of the solution (a deep recursion) aborts. MODE "hog" is a
// program that takes memory, a MiB at a time (each byte written), until it is stopped.

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "solutions.hpp"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  if (std::string(argv[1]) == "hog") {
    std::vector<char*> kept;
    for (;;) {
      kept.push_back(static_cast<char*>(std::malloc(1 << 20)));
      if (kept.back() == nullptr) return 1;
      std::memset(kept.back(), 1, 1 << 20);
      if (kept.size() % 1024 == 0) std::fputc(kept.back()[kept.size() % (1 << 20)], stderr);
    }
  }
  const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  try {
    const std::string out = tengen::contest_tests::solve(argv[1], input);
    std::fwrite(out.data(), 1, out.size(), stdout);
  } catch (...) {
    std::abort();
  }
  return 0;
}
