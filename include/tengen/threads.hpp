#pragma once
/// \file
/// The one thread policy of tengen: a job worth splitting runs on a second thread only when the
/// machine has two cores or more, and two jobs run at once are joined whatever either throws.

#include <cstdint>
#include <exception>
#include <system_error>
#include <thread>

namespace tengen {

/// Whether a second thread can run beside this one: the machine has two cores or more. O(1).
inline bool second_core() { return std::thread::hardware_concurrency() >= 2; }

/// The threads a job of `work` units takes: `asked` when it is not 0; otherwise 2 when the work is
/// `split_from` units or more and second_core(), else 1.
inline unsigned threads_for(unsigned asked, std::uint64_t work, std::uint64_t split_from) {
  if (asked != 0) return asked;
  return work >= split_from && second_core() ? 2 : 1;
}

/// Runs `first` in this thread and `second` in a new one (both here, one after the other, when
/// `threads` < 2 or no thread can be had), waits for both, and rethrows the first exception either
/// threw.
template <class First, class Second>
void run_both(unsigned threads, First&& first, Second&& second) {
  std::exception_ptr failed;
  std::thread helper;
  if (threads >= 2) {
    try {
      helper = std::thread([&] {
        try {
          second();
        } catch (...) {
          failed = std::current_exception();
        }
      });
    } catch (const std::system_error&) {
      // No thread to be had: both here, below.
    }
  }
  if (!helper.joinable()) {
    first();
    second();
    return;
  }
  try {
    first();
  } catch (...) {
    helper.join();
    throw;
  }
  helper.join();
  if (failed) std::rethrow_exception(failed);
}

}  // namespace tengen
