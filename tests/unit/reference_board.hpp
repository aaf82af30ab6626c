#pragma once
// A deliberately simple Go board for differential tests: a 2-D grid, flood fill for every group,
// whole positions kept for ko and superko. Slow and obviously right.

#include <set>
#include <utility>
#include <vector>

#include "tengen/go/rules.hpp"

namespace tengen::testing {

class ReferenceBoard {
 public:
  ReferenceBoard(int width, int height) : w_(width), h_(height), grid_(static_cast<std::size_t>(width * height), 0) {
    seen_.insert(grid_);
  }

  struct Outcome {
    go::MoveStatus status = go::MoveStatus::Ok;
    int captured = 0;
    int suicided = 0;
    std::set<std::pair<int, int>> removed;  // (x, y)
  };

  /// Plays colour c (1 black, 2 white) at (x, y) under the rules, moves alternating.
  Outcome play(int x, int y, int c, const go::Rules& rules);

  /// Puts colour c (0 empty, 1 black, 2 white) on (x, y) as setup: no capture, no ko after it.
  void set(int x, int y, int c) {
    grid_[static_cast<std::size_t>(y * w_ + x)] = c;
    has_before_last_ = false;
  }
  /// A pass: the position before the last move is now this one, so a ko may be retaken.
  void pass() {
    before_last_ = grid_;
    has_before_last_ = true;
  }

  /// 0 empty, 1 black, 2 white.
  int at(int x, int y) const { return grid_[static_cast<std::size_t>(y * w_ + x)]; }
  /// Distinct empty points next to the group through (x, y).
  int liberties(int x, int y) const;
  /// The group through (x, y), by flood fill.
  std::vector<std::pair<int, int>> group(int x, int y) const;

 private:
  using Grid = std::vector<int>;
  std::vector<std::pair<int, int>> group_in(const Grid& g, int x, int y) const;
  int liberties_in(const Grid& g, int x, int y) const;

  int w_;
  int h_;
  Grid grid_;
  Grid before_last_;  // the position before the previous move, for simple ko
  bool has_before_last_ = false;
  std::set<Grid> seen_;
};

}  // namespace tengen::testing
