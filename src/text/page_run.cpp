#include "tengen/text/page_run.hpp"

#include <sys/mman.h>

#include <cstdint>
#include <new>
#include <utility>

namespace tengen::text {

PageRun::PageRun() {
  // Kernels from 6.7 put a mapping of 2 MiB on a 2 MiB boundary themselves; elsewhere, twice the
  // size is mapped and the two ends outside the first boundary given back (an address space cut
  // short by `ulimit -v` then holds 2 MiB more for a moment).
  void* mapped = mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) throw std::bad_alloc();
  if (reinterpret_cast<std::uintptr_t>(mapped) % kBytes == 0) {
    data_ = static_cast<char*>(mapped);
    hint_huge_pages();
    return;
  }
  munmap(mapped, kBytes);
  const std::size_t twice = 2 * kBytes;
  mapped = mmap(nullptr, twice, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(mapped);
  const std::uintptr_t aligned = (start + kBytes - 1) & ~std::uintptr_t{kBytes - 1};
  if (aligned != start) munmap(mapped, aligned - start);
  if (const std::uintptr_t end = start + twice; end != aligned + kBytes) {
    munmap(reinterpret_cast<void*>(aligned + kBytes), end - (aligned + kBytes));
  }
  data_ = reinterpret_cast<char*>(aligned);
  hint_huge_pages();
}

void PageRun::hint_huge_pages() {
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
