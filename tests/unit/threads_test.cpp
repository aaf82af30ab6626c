// threads.hpp: threads_for's choice, run_both running the second job on a thread of its own (or
// here, after the first), waiting for both and rethrowing what either threw, and pipeline making
// a stream ahead of its use, in order, within its ring.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

#include "tengen/threads.hpp"

namespace tengen {
namespace {

TEST(Threads, SecondCoreIsTheMachinesCores) { EXPECT_EQ(second_core(), std::thread::hardware_concurrency() >= 2); }

TEST(Threads, ThreadsForTakesWhatIsAskedElseSplitsLargeWork) {
  EXPECT_EQ(threads_for(1, 1000000, 10), 1u);
  EXPECT_EQ(threads_for(3, 0, 10), 3u);
  EXPECT_EQ(threads_for(2, 0, 10), 2u);
  EXPECT_EQ(threads_for(0, 9, 10), 1u);
  const unsigned large = second_core() ? 2u : 1u;
  EXPECT_EQ(threads_for(0, 10, 10), large);
  EXPECT_EQ(threads_for(0, 11, 10), large);
  EXPECT_EQ(threads_for(0, UINT64_MAX, UINT64_MAX), large);
  EXPECT_EQ(threads_for(0, 0, 0), large);
}

TEST(Threads, RunBothOnTwoThreads) {
  const std::thread::id here = std::this_thread::get_id();
  std::thread::id first_on;
  std::thread::id second_on;
  std::atomic<int> done{0};
  run_both(
      2,
      [&] {
        first_on = std::this_thread::get_id();
        ++done;
      },
      [&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        second_on = std::this_thread::get_id();
        ++done;
      });
  EXPECT_EQ(done, 2);  // waited for the slower second job
  EXPECT_EQ(first_on, here);
  EXPECT_NE(second_on, here);
  EXPECT_NE(second_on, std::thread::id());
}

TEST(Threads, RunBothOnOneThreadRunsFirstThenSecondHere) {
  for (const unsigned threads : {0u, 1u}) {
    const std::thread::id here = std::this_thread::get_id();
    std::vector<int> order;
    std::vector<std::thread::id> on;
    run_both(
        threads,
        [&] {
          order.push_back(1);
          on.push_back(std::this_thread::get_id());
        },
        [&] {
          order.push_back(2);
          on.push_back(std::this_thread::get_id());
        });
    EXPECT_EQ(order, (std::vector<int>{1, 2}));
    EXPECT_EQ(on, (std::vector<std::thread::id>{here, here}));
  }
}

TEST(Threads, RunBothRethrowsAfterWaitingForBoth) {
  for (const unsigned threads : {1u, 2u}) {
    // The second job throws: rethrown here once the first is done.
    bool first_done = false;
    EXPECT_THROW(run_both(
                     threads, [&] { first_done = true; }, [] { throw std::runtime_error("second"); }),
                 std::runtime_error);
    EXPECT_TRUE(first_done);
  }
  // The first throws on two threads: the second still runs to its end before run_both gives up.
  std::atomic<bool> second_done{false};
  try {
    run_both(
        2, [] { throw std::logic_error("first"); },
        [&] {
          std::this_thread::sleep_for(std::chrono::milliseconds(30));
          second_done = true;
        });
    ADD_FAILURE() << "nothing thrown";
  } catch (const std::logic_error& e) {
    EXPECT_STREQ(e.what(), "first");
  }
  EXPECT_TRUE(second_done);
  // On one thread the first's exception comes through too.
  EXPECT_THROW(run_both(
                   1, [] { throw std::logic_error("first"); }, [] {}),
               std::logic_error);
}

/// A pipeline of `count` numbers over a ring of `ring`: what use() saw, in order, and the most
/// slots ever made and not yet used.
struct Stream {
  std::vector<int> seen;
  std::size_t most_ahead = 0;
};
Stream stream(unsigned threads, std::size_t ring, int count, int stop_after = -1) {
  Stream s;
  std::atomic<int> next{0};
  std::atomic<std::size_t> ahead{0};
  std::size_t most = 0;
  pipeline<int>(
      threads, ring,
      [&](int& slot) {
        if (next == count) return false;
        slot = next++;
        const std::size_t now = ++ahead;
        if (now > most) most = now;  // (the maker alone writes it)
        return true;
      },
      [&](int& slot) {
        // Slow enough that the maker fills the ring.
        std::this_thread::sleep_for(std::chrono::microseconds(200));
        s.seen.push_back(slot);
        --ahead;
        return static_cast<int>(s.seen.size()) != stop_after;
      });
  s.most_ahead = most;
  return s;
}

std::vector<int> first(int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) v[static_cast<std::size_t>(i)] = i;
  return v;
}

TEST(Threads, PipelineUsesEverySlotInOrderWithinItsRing) {
  for (const unsigned threads : {1u, 2u}) {
    for (const std::size_t ring : {2u, 3u, 8u}) {
      const Stream s = stream(threads, ring, 200);
      EXPECT_EQ(s.seen, first(200)) << threads << " threads, ring " << ring;
      EXPECT_LE(s.most_ahead, ring) << threads << " threads, ring " << ring;
      if (threads == 1) {
        EXPECT_EQ(s.most_ahead, 1u);
      }
    }
    EXPECT_TRUE(stream(threads, 4, 0).seen.empty());
  }
}

TEST(Threads, PipelineStopsWhenTheUseSaysSo) {
  for (const unsigned threads : {1u, 2u}) {
    EXPECT_EQ(stream(threads, 4, 1000, 7).seen, first(7));
  }
}

TEST(Threads, PipelineMakesOnASecondThreadAndUsesHere) {
  const std::thread::id here = std::this_thread::get_id();
  std::thread::id made_on;
  std::thread::id used_on;
  bool once = false;
  pipeline<int>(
      2, 2,
      [&](int&) {
        made_on = std::this_thread::get_id();
        return !std::exchange(once, true);
      },
      [&](int&) {
        used_on = std::this_thread::get_id();
        return true;
      });
  EXPECT_NE(made_on, here);
  EXPECT_EQ(used_on, here);
}

TEST(Threads, PipelineRethrowsTheMakersErrorAfterUsingWhatCameBefore) {
  for (const unsigned threads : {1u, 2u}) {
    int next = 0;
    std::vector<int> seen;
    EXPECT_THROW(pipeline<int>(
                     threads, 3,
                     [&](int& slot) {
                       if (next == 5) throw std::runtime_error("make");
                       slot = next++;
                       return true;
                     },
                     [&](int& slot) {
                       seen.push_back(slot);
                       return true;
                     }),
                 std::runtime_error);
    EXPECT_EQ(seen, first(5));
  }
}

TEST(Threads, PipelineRethrowsTheUsersErrorAndStopsTheMaking) {
  for (const unsigned threads : {1u, 2u}) {
    std::atomic<int> made{0};
    EXPECT_THROW(pipeline<int>(
                     threads, 3,
                     [&](int& slot) {
                       slot = made++;
                       return true;  // endless: only the stop ends it
                     },
                     [&](int& slot) {
                       if (slot == 4) throw std::logic_error("use");
                       return true;
                     }),
                 std::logic_error);
    EXPECT_LE(made, 4 + 3 + 1);
  }
}

}  // namespace
}  // namespace tengen
