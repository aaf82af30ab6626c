#include "tengen/grid.hpp"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <new>
#include <utility>

namespace tengen {

Grid::Grid(const Grid& other) { *this = other; }

Grid::Grid(Grid&& other) noexcept { *this = std::move(other); }

Grid& Grid::operator=(Grid&& other) noexcept {
  if (this == &other) return *this;
  width_ = std::exchange(other.width_, 0);
  height_ = std::exchange(other.height_, 0);
  size_ = std::exchange(other.size_, 0);
  capacity_ = std::exchange(other.capacity_, 0);
  cells_ = std::move(other.cells_);
  return *this;
}

Grid& Grid::operator=(const Grid& other) {
  if (this == &other) return *this;
  if (other.size_ > capacity_) {
    cells_.reset(static_cast<std::uint8_t*>(std::malloc(other.size_)));
    if (cells_ == nullptr) throw std::bad_alloc();
    capacity_ = other.size_;
  }
  width_ = other.width_;
  height_ = other.height_;
  size_ = other.size_;
  if (size_ != 0) std::memcpy(cells_.get(), other.cells_.get(), size_);
  return *this;
}

bool operator==(const Grid& a, const Grid& b) {
  return a.width_ == b.width_ && a.height_ == b.height_ &&
         (a.size_ == 0 || std::memcmp(a.cells_.get(), b.cells_.get(), a.size_) == 0);
}

bool Grid::allocate(std::size_t n, bool zeroed) {
  if (n <= capacity_) return !zeroed;
  cells_.reset();  // the old block goes first: two large grids need not fit at once
  capacity_ = 0;
  cells_.reset(static_cast<std::uint8_t*>(zeroed ? std::calloc(n, 1) : std::malloc(n)));
  if (cells_ == nullptr) throw std::bad_alloc();
  capacity_ = n;
  return true;
}

void Grid::reset(int w, int h) {
  reset_unsealed(w, h);
  seal();
}

void Grid::reset_unsealed(int w, int h) {
  assert(fits(w, h));
  const std::size_t n = padded::cells(static_cast<std::uint64_t>(w), static_cast<std::uint64_t>(h));
  if (!allocate(n, true)) std::memset(cells_.get(), kEmpty, n);
  width_ = w;
  height_ = h;
  size_ = n;
}

void Grid::reset_growing(int w, int h) {
  assert(fits(w, h));
  constexpr std::size_t kFirst = std::size_t{1} << 20;
  size_ = padded::cells(static_cast<std::uint64_t>(w), static_cast<std::uint64_t>(h));
  allocate(std::min(size_, std::max(kFirst, capacity_)), false);
  width_ = w;
  height_ = h;
}

void Grid::grow(std::size_t n) {
  assert(n <= size_);
  const std::size_t grown = std::min(size_, std::max(n, 2 * capacity_));
  void* p = std::realloc(cells_.get(), grown);
  if (p == nullptr) throw std::bad_alloc();
  (void)cells_.release();
  cells_.reset(static_cast<std::uint8_t*>(p));
  capacity_ = grown;
}

void Grid::seal() {
  ensure(size_);
  const std::size_t s = stride();
  const std::size_t n = size_;
  std::uint8_t* c = cells_.get();
  std::memset(c, kWall, s);
  std::memset(c + n - s, kWall, s);
  for (std::size_t i = s; i < n; i += s) c[i] = kWall;
}

void Grid::reset_for_overwrite(int w, int h) {
  assert(fits(w, h));
  size_ = padded::cells(static_cast<std::uint64_t>(w), static_cast<std::uint64_t>(h));
  allocate(size_, false);
  width_ = w;
  height_ = h;
}

}  // namespace tengen
