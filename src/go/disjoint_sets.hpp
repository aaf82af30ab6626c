#pragma once
// Union-find over small integers (cells, regions), for the go layer's walks. Internal to src/go.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tengen::go::detail {

/// Disjoint sets of 0 .. size() - 1, with path halving. O(log n) amortized per call.
class DisjointSets {
 public:
  explicit DisjointSets(std::size_t n) : parent_(n) {
    for (std::size_t i = 0; i < n; ++i) parent_[i] = static_cast<std::uint32_t>(i);
  }
  /// A new set of one element; returns it.
  std::uint32_t add() {
    parent_.push_back(static_cast<std::uint32_t>(parent_.size()));
    return parent_.back();
  }
  std::size_t size() const { return parent_.size(); }
  /// The representative of a's set.
  std::uint32_t find(std::uint32_t a) {
    while (parent_[a] != a) a = parent_[a] = parent_[parent_[a]];
    return a;
  }
  void unite(std::uint32_t a, std::uint32_t b) { parent_[find(a)] = find(b); }

 private:
  std::vector<std::uint32_t> parent_;
};

}  // namespace tengen::go::detail
