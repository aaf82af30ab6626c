#pragma once
/// \file
/// Memory taken from the kernel in aligned runs of 2 MiB, each asked for as one transparent huge
/// page: a large buffer written front to back costs a page fault per 2 MiB instead of one per 4 KiB
/// (on the virtual machines the benchmarks run on, a 4 KiB fault costs about 15 microseconds).

#include <cstddef>

namespace tengen::text {

/// 2 MiB of zeroed memory starting on a 2 MiB boundary, marked for a huge page (Linux's
/// madvise(MADV_HUGEPAGE): where the kernel declines, or elsewhere, it is plain pages, and nothing
/// else changes). Owns the mapping; moving leaves the source empty.
class PageRun {
 public:
  static constexpr std::size_t kBytes = std::size_t{1} << 21;

  /// Maps a run. Throws std::bad_alloc when the kernel gives no memory, as operator new does.
  /// Cost: three system calls; the memory is faulted in on first touch.
  PageRun();
  PageRun(PageRun&& other) noexcept : data_(other.data_) { other.data_ = nullptr; }
  PageRun& operator=(PageRun&& other) noexcept;
  PageRun(const PageRun&) = delete;
  PageRun& operator=(const PageRun&) = delete;
  ~PageRun();

  /// The first of kBytes bytes (nullptr once moved from).
  char* data() const { return data_; }

 private:
  void hint_huge_pages();
  char* data_ = nullptr;
};

}  // namespace tengen::text
