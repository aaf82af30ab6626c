#pragma once
/// \file
/// The one thread policy of tengen: a job worth splitting runs on a second thread only when the
/// machine has two cores or more, and two jobs run at once are joined whatever either throws.

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

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

/// Makes and uses a stream of work in order, the making on a second thread ahead of the using:
/// `make(slot)` fills a Slot (returns false, leaving it unused, when there is nothing more) and
/// `use(slot)` takes it (returns false to stop early). The Slots are a ring of `ring` (2 or more)
/// reused in turn, so memory is bounded by the ring, and a slot is made again only once used.
/// With `threads` < 2 (or no thread to be had) both run here, by turns. Returns once the making
/// and the using have both stopped. What `make` throws is rethrown here after every slot made
/// before it is used; what `use` throws stops the making and is rethrown.
template <class Slot, class Make, class Use>
void pipeline(unsigned threads, std::size_t ring, Make&& make, Use&& use) {
  std::vector<Slot> slots(ring < 2 ? 2 : ring);
  ring = slots.size();
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t made = 0;  // slots [used, made) are made and not yet used
  std::size_t used = 0;
  bool end = false;   // the making is over
  bool stop = false;  // the using is over
  std::exception_ptr failed;
  std::thread maker;
  if (threads >= 2) {
    try {
      maker = std::thread([&] {
        try {
          for (;;) {
            std::size_t at = 0;
            {
              std::unique_lock lock(mutex);
              changed.wait(lock, [&] { return stop || made - used < ring; });
              if (stop) break;
              at = made % ring;
            }
            const bool more = make(slots[at]);
            const std::lock_guard lock(mutex);
            if (!more) break;
            ++made;
            changed.notify_all();
          }
        } catch (...) {
          const std::lock_guard lock(mutex);
          failed = std::current_exception();
        }
        const std::lock_guard lock(mutex);
        end = true;
        changed.notify_all();
      });
    } catch (const std::system_error&) {
      // No thread to be had: both here, below.
    }
  }
  if (!maker.joinable()) {
    while (make(slots[0]) && use(slots[0])) {
    }
    return;
  }
  auto finish = [&] {
    {
      const std::lock_guard lock(mutex);
      stop = true;
      changed.notify_all();
    }
    maker.join();
  };
  bool to_the_end = false;
  try {
    for (;;) {
      std::size_t at = 0;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return made > used || end; });
        if (made == used) {
          to_the_end = true;
          break;
        }
        at = used % ring;
      }
      const bool more = use(slots[at]);
      {
        const std::lock_guard lock(mutex);
        ++used;
        changed.notify_all();
      }
      if (!more) break;
    }
  } catch (...) {
    finish();
    throw;
  }
  finish();
  if (to_the_end && failed) std::rethrow_exception(failed);
}

}  // namespace tengen
