// threads.hpp: threads_for's choice, and run_both running the second job on a thread of its own
// (or here, after the first), waiting for both and rethrowing what either threw.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
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

}  // namespace
}  // namespace tengen
