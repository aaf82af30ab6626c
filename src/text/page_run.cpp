#include "tengen/text/page_run.hpp"

#include <sys/mman.h>

#include <cstdint>
#include <new>
#include <utility>

namespace tengen::text {

PageRun::PageRun() {
  // Twice the size, then the two ends outside the first 2 MiB boundary given back.
  const std::size_t twice = 2 * kBytes;
  void* mapped = mmap(nullptr, twice, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(mapped);
  const std::uintptr_t aligned = (start + kBytes - 1) & ~std::uintptr_t{kBytes - 1};
  if (aligned != start) munmap(mapped, aligned - start);
  if (const std::uintptr_t end = start + twice; end != aligned + kBytes) {
    munmap(reinterpret_cast<void*>(aligned + kBytes), end - (aligned + kBytes));
  }
  data_ = reinterpret_cast<char*>(aligned);
#ifdef MADV_HUGEPAGE
  (void)madvise(data_, kBytes, MADV_HUGEPAGE);  // a hint: declined, the run is plain pages
#endif
}

PageRun& PageRun::operator=(PageRun&& other) noexcept {
  if (this != &other) {
    if (data_ != nullptr) munmap(data_, kBytes);
    data_ = std::exchange(other.data_, nullptr);
  }
  return *this;
}

PageRun::~PageRun() {
  if (data_ != nullptr) munmap(data_, kBytes);
}

}  // namespace tengen::text
