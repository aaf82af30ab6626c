#pragma once
// The finished positions an independent tester made by hand (unit/data/hand_made_positions.txt),
// for the tests that read them (unit and GTP tests alike): the standard library alone.

#include <fstream>
#include <string>
#include <vector>

namespace tengen::testing {

/// One position: its name, and its rows from the top (X O live, x o dead, B W in seki, . empty).
struct HandMadePosition {
  std::string name;
  std::vector<std::string> rows;
};

/// The positions of the file at `path` ("= NAME KOMI NOTE" opens one, its rows follow, '#' starts
/// a comment); none when it cannot be read.
inline std::vector<HandMadePosition> read_hand_made_positions(const std::string& path) {
  std::ifstream in(path);
  std::vector<HandMadePosition> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    if (line[0] == '=') {
      out.push_back({line.substr(2, line.find(' ', 2) - 2), {}});
    } else if (!out.empty()) {
      out.back().rows.push_back(line);
    }
  }
  return out;
}

}  // namespace tengen::testing
