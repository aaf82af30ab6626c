// text/read_ahead.hpp: ReadAhead gives the inputs in order, as Input::open would (errors too), the
// regular files its predicate accepts already read whole, or without a thread opened at their
// turn; more files than it may hold ahead; stopping early; FIFOs neither read ahead nor waited on.

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <new>
#include <string>
#include <thread>
#include <vector>

#include "temp_dir.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/file_batch.hpp"
#include "tengen/text/read_ahead.hpp"

namespace tengen::text {
namespace {

const std::function<bool(const std::string&)> kAll = [](const std::string&) { return true; };
const std::function<bool(const std::string&)> kNone = [](const std::string&) { return false; };
const std::function<bool(const std::string&)> kSgf = [](const std::string& name) { return has_extension(name, ".sgf"); };
// Both ways of reading ahead: every test of them holds for each.
constexpr ReadAhead::Reading kAheadWays[] = {ReadAhead::Reading::Ahead, ReadAhead::Reading::AheadInBatches};

TEST(ReadAhead, GivesEveryInputInOrderWithItsBytes) {
  const testing::TempDir dir;
  std::vector<std::string> names;
  std::vector<std::string> contents;
  // More files than are held ahead (kMaxFiles), of both kinds the predicate sorts.
  for (int k = 0; k < 3 * static_cast<int>(ReadAhead::kMaxFiles) + 5; ++k) {
    // Some larger than a batch reads (FileBatch::kBytes), read one by one.
    const std::size_t size = k % 50 == 7 ? FileBatch::kBytes + static_cast<std::size_t>(k) : static_cast<std::size_t>(k * 37 % 5000);
    contents.push_back(std::string(size, static_cast<char>('a' + k % 26)));
    names.push_back(dir.write("f" + std::to_string(k) + (k % 3 == 0 ? ".sgf" : ".txt"), contents.back()));
  }
  for (const ReadAhead::Reading way : kAheadWays) {
    for (const auto* whole : {&kAll, &kNone, &kSgf}) {
      ReadAhead ahead(names, *whole, {}, way);
      std::size_t batchable = 0;
      for (std::size_t k = 0; k < names.size(); ++k) {
        Result<Input> in = ahead.next();
        ASSERT_TRUE(in.ok()) << in.error().message;
        EXPECT_EQ(in->name(), names[k]);
        EXPECT_TRUE(in->regular());
        if ((*whole)(names[k])) {
          EXPECT_EQ(in->fd(), -1) << names[k] << " was not read ahead";
          EXPECT_EQ(in->bytes_read(), contents[k].size());
        } else {
          EXPECT_GE(in->fd(), 0) << names[k] << " was read though not accepted";
          EXPECT_EQ(in->bytes_read(), 0u);
        }
        const Result<std::string> bytes = in->read_whole();
        ASSERT_TRUE(bytes.ok());
        ASSERT_EQ(*bytes, contents[k]) << names[k];
        if ((*whole)(names[k]) && contents[k].size() < FileBatch::kBytes) ++batchable;
      }
      // In batches every small file read whole came from one, where the system has them.
      const bool batches = ahead.may_batch() && FileBatch::make() != nullptr;
      EXPECT_EQ(ahead.batched(), batches ? batchable : 0u);
    }
  }
}

// prepare runs on each input read whole, in order, with its number; its work kept in slot
// k % kInFlight of a ring is never overwritten before its input is done with.
TEST(ReadAhead, PreparesInputsReadWholeInARingOfSlots) {
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 4 * static_cast<int>(ReadAhead::kInFlight) + 3; ++k) {
    names.push_back(dir.write("p" + std::to_string(k) + (k % 4 == 1 ? ".txt" : ".sgf"), "bytes of " + std::to_string(k)));
  }
  struct Slot {
    std::size_t input = SIZE_MAX;
    std::string bytes;
  };
  std::vector<Slot> ring(ReadAhead::kInFlight);
  for (const ReadAhead::Reading way : kAheadWays) {
    std::size_t prepared = 0;  // written on the reading thread only
    ReadAhead ahead(names, kSgf, [&](Input& in, std::size_t k, std::size_t) -> std::uint64_t {
      EXPECT_TRUE(has_extension(in.name(), ".sgf")) << in.name();
      EXPECT_EQ(in.name(), names[k]);
      ++prepared;
      Result<std::string> bytes = in.read_whole();
      ring[k % ring.size()] = {k, bytes ? *bytes : std::string()};
      return ring[k % ring.size()].bytes.size();
    }, way);
    for (std::size_t k = 0; k < names.size(); ++k) {
      Result<Input> in = ahead.next();
      ASSERT_TRUE(in.ok());
      const Slot& slot = ring[k % ring.size()];
      if (kSgf(names[k])) {
        ASSERT_EQ(slot.input, k);
        // Still there while the input is in use, the reading thread having gone on meanwhile.
        std::this_thread::sleep_for(std::chrono::microseconds(k % 7 == 0 ? 2000 : 0));
        EXPECT_EQ(slot.bytes, "bytes of " + std::to_string(k));
        EXPECT_EQ(slot.input, k);
      } else {
        EXPECT_NE(slot.input, k);
        const Result<std::string> bytes = in->read_whole();  // not taken by prepare
        ASSERT_TRUE(bytes.ok());
        EXPECT_EQ(*bytes, "bytes of " + std::to_string(k));
      }
    }
    EXPECT_EQ(prepared, names.size() - (names.size() + 2) / 4);
    ring.assign(ring.size(), Slot{});
  }
}

TEST(ReadAhead, RunningOutOfMemoryAheadIsSaidAtThatInputsTurn) {
  // prepare runs out of memory on input 5: inputs 0 to 4 come, then next() throws bad_alloc on the
  // answering thread (no exception leaves the reading thread).
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 9; ++k) names.push_back(dir.write("m" + std::to_string(k), "bytes " + std::to_string(k)));
  ReadAhead ahead(names, kAll, [](Input&, std::size_t k, std::size_t) -> std::uint64_t {
    if (k == 5) throw std::bad_alloc();
    return 0;
  });
    for (int k = 0; k < 5; ++k) {
    Result<Input> in = ahead.next();
    ASSERT_TRUE(in.ok());
    EXPECT_EQ(in->name(), names[static_cast<std::size_t>(k)]);
  }
  EXPECT_THROW(ahead.next(), std::bad_alloc);
}

TEST(ReadAhead, DestroyedBeforeAnyInputWaitsForNothing) {
  // A run whose names fail their check takes no input: the reading thread, busy opening them, stops.
  const testing::TempDir dir;
  const std::string a = dir.write("a", "1");
  const std::string missing = dir.path("missing");
  const std::vector<std::string> names{a, a, missing, a};
  ReadAhead ahead(names, kAll);
  EXPECT_EQ(unreadable_input(names), missing + ": No such file or directory");
}

// prepare learns how far the reading is ahead: with the answering side taking nothing until every
// input is prepared, input k has the k before it waiting (fewer files than the room ahead).
TEST(ReadAhead, PrepareKnowsHowManyInputsWaitBeforeIt) {
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 40; ++k) names.push_back(dir.write("w" + std::to_string(k) + ".sgf", "w"));
  std::vector<std::size_t> waiting(names.size(), SIZE_MAX);
  std::atomic<std::size_t> prepared{0};
  ReadAhead ahead(names, kSgf, [&](Input&, std::size_t k, std::size_t before) -> std::uint64_t {
    waiting[k] = before;
    ++prepared;
    return 0;
  });
  ASSERT_TRUE(ahead.ahead());
  while (prepared < names.size()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  for (std::size_t k = 0; k < names.size(); ++k) {
    ASSERT_TRUE(ahead.next().ok());
    EXPECT_EQ(waiting[k], k);
  }
}

TEST(ReadAhead, WithoutAThreadTheSameInputsAtTheirTurn) {
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 100; ++k) names.push_back(dir.write("f" + std::to_string(k), "bytes " + std::to_string(k)));
  names.insert(names.begin() + 50, dir.root().string());
  bool prepared = false;
  ReadAhead here(names, kAll, [&](Input&, std::size_t, std::size_t) -> std::uint64_t {
    prepared = true;
    return 0;
  }, ReadAhead::Reading::AtTheirTurn);
  EXPECT_FALSE(here.ahead());
  for (std::size_t k = 0; k < names.size(); ++k) {
    Result<Input> in = here.next();
    if (k == 50) {
      ASSERT_FALSE(in.ok());
      EXPECT_EQ(in.error().message, dir.root().string() + ": Is a directory");
      continue;
    }
    ASSERT_TRUE(in.ok());
    EXPECT_EQ(in->bytes_read(), 0u) << "opened, not read";
    EXPECT_EQ(*in->read_whole(), "bytes " + std::to_string(k < 50 ? k : k - 1));
  }
  EXPECT_FALSE(prepared);
  EXPECT_TRUE(ReadAhead(names, kAll).ahead());
}

// Under a low limit on open files the batches, which hold a ring and up to 32 files open, are
// left alone: one file at a time, the same inputs.
TEST(ReadAhead, ALowLimitOnOpenFilesReadsOneByOne) {
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 100; ++k) names.push_back(dir.write("n" + std::to_string(k), std::to_string(k)));
  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_NOFILE, &saved), 0);
  rlimit low = saved;
  low.rlim_cur = std::min<rlim_t>(saved.rlim_cur, 40);
  ASSERT_EQ(::setrlimit(RLIMIT_NOFILE, &low), 0);
  {
    ReadAhead ahead(names, kAll);
    EXPECT_FALSE(ahead.may_batch());
    for (std::size_t k = 0; k < names.size(); ++k) {
      Result<Input> in = ahead.next();
      ASSERT_TRUE(in.ok()) << in.error().message;
      EXPECT_EQ(*in->read_whole(), std::to_string(k));
    }
    EXPECT_EQ(ahead.batched(), 0u);
  }
  ASSERT_EQ(::setrlimit(RLIMIT_NOFILE, &saved), 0);
}

// What a check of the names still has to look at: those not opened, and those whose opening failed.
TEST(ReadAhead, ProgressSaysWhichNamesWereOpenedAndWhichFailed) {
  const testing::TempDir dir;
  const std::string a = dir.write("a", "1");
  const std::string missing = dir.path("missing");
  const std::vector<std::string> names{a, dir.root().string(), a, missing, a};
  for (const ReadAhead::Reading way : kAheadWays) {
    ReadAhead ahead(names, kAll, {}, way);
    for (std::size_t k = 0; k < 3; ++k) (void)ahead.next();
    const ReadAhead::Progress mid = ahead.progress();
    EXPECT_GE(mid.opened, 3u);  // those taken at least; ahead, maybe every one
    ASSERT_FALSE(mid.failed.empty());
    EXPECT_EQ(mid.failed.front(), 1u);
    for (std::size_t k = 3; k < names.size(); ++k) (void)ahead.next();
    const ReadAhead::Progress end = ahead.progress();
    EXPECT_EQ(end.opened, names.size());
    EXPECT_EQ(end.failed, (std::vector<std::size_t>{1, 3}));
  }
  ReadAhead here(names, kAll, {}, ReadAhead::Reading::AtTheirTurn);
  EXPECT_EQ(here.progress().opened, 0u);
  (void)here.next();
  (void)here.next();
  EXPECT_EQ(here.progress().opened, 2u);
  EXPECT_EQ(here.progress().failed, std::vector<std::size_t>{1});
}

TEST(ReadAhead, ADirectoryIsTheErrorOfItsTurn) {
  const testing::TempDir dir;
  const std::string a = dir.write("a", "first");
  const std::string b = dir.write("b", "last");
  const std::string missing = dir.path("missing");
  const std::vector<std::string> names{a, dir.root().string(), b, missing, a};
  for (const ReadAhead::Reading way : kAheadWays) {
    ReadAhead ahead(names, kAll, {}, way);
    Result<Input> first = ahead.next();
    ASSERT_TRUE(first.ok());
    EXPECT_EQ(*first->read_whole(), "first");
    const Result<Input> directory = ahead.next();
    ASSERT_FALSE(directory.ok());
    EXPECT_EQ(directory.error().message, dir.root().string() + ": Is a directory");
    Result<Input> last = ahead.next();
    ASSERT_TRUE(last.ok());
    EXPECT_EQ(*last->read_whole(), "last");
    const Result<Input> gone = ahead.next();  // gone since the names were checked
    ASSERT_FALSE(gone.ok());
    EXPECT_EQ(gone.error().message, missing + ": No such file or directory");
    Result<Input> again = ahead.next();
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again->read_whole(), "first");
  }
}

TEST(ReadAhead, StopsEarlyWithoutWaiting) {
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 500; ++k) names.push_back(dir.write("f" + std::to_string(k), std::to_string(k)));
  for (const ReadAhead::Reading way : kAheadWays) {
    for (const int taken : {0, 1, 20, 100}) {
      auto done = std::async(std::launch::async, [&] {
        ReadAhead ahead(names, kAll, {}, way);
        for (int k = 0; k < taken; ++k) {
          Result<Input> in = ahead.next();
          if (!in || *in->read_whole() != std::to_string(k)) return false;
        }
        return true;
      });
      ASSERT_EQ(done.wait_for(std::chrono::seconds(20)), std::future_status::ready) << "stuck after " << taken;
      EXPECT_TRUE(done.get()) << taken;
    }
  }
}

TEST(ReadAhead, AFifoIsOpenedButNotReadAhead) {
  const testing::TempDir dir;
  const std::string fifo = dir.path("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string after = dir.write("after", "x");
  const std::vector<std::string> names{fifo, after};
  for (const ReadAhead::Reading way : kAheadWays) {
    auto done = std::async(std::launch::async, [&] {
      ReadAhead ahead(names, kAll, {}, way);
      Result<Input> in = ahead.next();
      if (!in) return in.error().message;
      if (in->regular() || in->bytes_read() != 0) return std::string("the FIFO was read ahead");
      Result<Input> next = ahead.next();
      return next ? *next->read_whole() : next.error().message;
      // Destroyed with the FIFO never read, no writer having come.
    });
    ASSERT_EQ(done.wait_for(std::chrono::seconds(10)), std::future_status::ready) << "waits on the FIFO";
    EXPECT_EQ(done.get(), "x");
  }
}

}  // namespace
}  // namespace tengen::text
