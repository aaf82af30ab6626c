#include "tengen/grid.hpp"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace tengen {

void advise_huge_pages(void* data, std::size_t bytes) {
#if defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{1} << 21;
  const auto begin = (reinterpret_cast<std::uintptr_t>(data) + kHuge - 1) & ~(kHuge - 1);
  const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(kHuge - 1);
  // Only advice: where it is refused, ordinary pages serve.
  if (end > begin) (void)madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  (void)data;
  (void)bytes;
#endif
}

void Grid::reset(int w, int h) {
  width = w;
  height = h;
  const std::size_t n = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
  if (n > cells.capacity() && n >= (std::size_t{32} << 20)) {
    // Reserve first, so that the advice comes before any page is touched.
    std::vector<std::uint8_t>().swap(cells);
    cells.reserve(n);
    advise_huge_pages(cells.data(), n);
  }
  cells.assign(n, kEmpty);
}

}  // namespace tengen
