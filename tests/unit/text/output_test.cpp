// text::Output: what goes in comes out in order, through every way of writing (print, write, room and
// commit), across its block boundaries; a descriptor that refuses the bytes makes flush() false;
// hold() writes nothing until its release says so, once, and drops everything when it says no.

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <random>
#include <string>

#include "tengen/text/output.hpp"
#include "tengen/text/page_run.hpp"

namespace tengen::text {
namespace {

/// Everything written to a temporary file through `fill`, read back.
template <class Fill>
std::string written(Fill fill) {
  std::FILE* f = std::tmpfile();
  EXPECT_NE(f, nullptr);
  {
    Output out(fileno(f));
    fill(out);
  }  // the destructor flushes
  std::string back;
  std::rewind(f);
  for (int c = std::fgetc(f); c != EOF; c = std::fgetc(f)) back += static_cast<char>(c);
  std::fclose(f);
  return back;
}

TEST(Output, EveryWayOfWritingKeepsTheOrder) {
  std::mt19937_64 rng(3);
  std::string want;
  const std::string got = written([&](Output& out) {
    for (int i = 0; i < 20000; ++i) {
      switch (rng() % 4) {
        case 0: {
          const auto v = static_cast<unsigned>(rng() % 100000);
          out.print("{} ", v);
          want += std::to_string(v) + " ";
          break;
        }
        case 1: {
          const std::string text(rng() % 700, static_cast<char>('a' + rng() % 26));  // longer than kRoom
          out.write(text);
          want += text;
          break;
        }
        case 2: {
          const std::size_t n = rng() % Output::kRoom;
          char* p = out.room();
          for (std::size_t j = 0; j < n; ++j) p[j] = static_cast<char>('A' + j % 26);
          out.commit(n);
          for (std::size_t j = 0; j < n; ++j) want += static_cast<char>('A' + j % 26);
          break;
        }
        default:
          EXPECT_TRUE(out.flush());
      }
    }
  });
  EXPECT_GT(want.size(), std::size_t{1} << 20);  // many blocks
  EXPECT_EQ(got, want);
}

TEST(Output, FlushSaysWhenTheBytesAreRefused) {
  const int full = ::open("/dev/full", O_WRONLY);
  if (full < 0) GTEST_SKIP() << "no /dev/full";
  Output out(full);
  EXPECT_FALSE(out.failed());
  out.write("an answer\n");
  EXPECT_FALSE(out.flush());
  EXPECT_TRUE(out.failed());
  EXPECT_EQ(out.error(), ENOSPC);
  out.write("later\n");
  EXPECT_FALSE(out.flush());  // a failure stays
  ::close(full);
  Output closed(-1);
  closed.write("x");
  EXPECT_FALSE(closed.flush());
  EXPECT_EQ(closed.error(), EBADF);
  Output nothing(-1);
  EXPECT_TRUE(nothing.flush());  // nothing pending: nothing to refuse
}

/// A temporary file to write to, and what it holds so far.
class TempFile {
 public:
  TempFile() : f_(std::tmpfile()) { EXPECT_NE(f_, nullptr); }
  ~TempFile() { std::fclose(f_); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  int fd() const { return fileno(f_); }
  std::string contents() const {
    std::string back;
    std::rewind(f_);
    for (int c = std::fgetc(f_); c != EOF; c = std::fgetc(f_)) back += static_cast<char>(c);
    return back;
  }

 private:
  std::FILE* f_;
};

/// Prints 0 to count - 1, each with a space after it (many blocks of text); returns the text.
std::string print_numbers(Output& out, int count) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    out.print("{} ", i);
    text += std::to_string(i) + " ";
  }
  return text;
}

constexpr std::size_t kNoMost = std::size_t{1} << 30;

TEST(Output, HeldTextWaitsForItsReleaseAtTheFirstFlush) {
  const TempFile f;
  int calls = 0;
  std::string want;
  {
    Output out(f.fd());
    out.hold([&] { return ++calls > 0; }, kNoMost);
    want = print_numbers(out, 50000);
    EXPECT_GT(want.size(), std::size_t{1} << 17);
    EXPECT_EQ(calls, 0);
    EXPECT_EQ(f.contents(), "");
    EXPECT_TRUE(out.flush());
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(f.contents(), want);
    out.write("after\n");
    want += "after\n";
    EXPECT_TRUE(out.flush());
    EXPECT_FALSE(out.stopped());
  }
  EXPECT_EQ(calls, 1);  // once
  EXPECT_EQ(f.contents(), want);
}

TEST(Output, TextHeldAcrossSeveralRunsComesOutWhole) {
  // More than two runs of held blocks (each 2 MiB), written every way: short prints, room and
  // commit, and writes longer than a block.
  const TempFile f;
  std::string want;
  std::mt19937 random(7);
  {
    Output out(f.fd());
    out.hold([] { return true; }, kNoMost);
    while (want.size() < 3 * PageRun::kBytes) {
      switch (random() % 3) {
        case 0: {
          const unsigned n = static_cast<unsigned>(random());
          out.print("{} ", n);
          want += std::to_string(n) + " ";
          break;
        }
        case 1: {
          const std::size_t n = random() % Output::kRoom;
          char* room = out.room();
          for (std::size_t i = 0; i < n; ++i) room[i] = static_cast<char>('a' + (want.size() + i) % 26);
          for (std::size_t i = 0; i < n; ++i) want += static_cast<char>('a' + (want.size()) % 26);
          out.commit(n);
          break;
        }
        default: {
          const std::string text(random() % 200000, static_cast<char>('A' + random() % 26));
          out.write(text);
          want += text;
        }
      }
    }
    EXPECT_EQ(f.contents(), "");
    EXPECT_TRUE(out.flush());
    EXPECT_EQ(f.contents(), want);
    out.write("after\n");
    want += "after\n";
  }
  EXPECT_EQ(f.contents(), want);
}

TEST(Output, MoreThanTheMostHeldCallsTheReleaseWithoutAFlush) {
  const TempFile f;
  int calls = 0;
  Output out(f.fd());
  out.hold([&] { return ++calls > 0; }, 100000);
  std::string want;
  while (calls == 0) {
    out.write("0123456789");
    want += "0123456789";
    ASSERT_LE(want.size(), std::size_t{200000});  // the most, and a block more
  }
  EXPECT_GT(want.size(), std::size_t{100000});
  EXPECT_EQ(f.contents(), want);
}

TEST(Output, ARefusedReleaseDropsTheHeldTextAndAllLaterText) {
  const TempFile f;
  int calls = 0;
  {
    Output out(f.fd());
    out.hold([&] { return ++calls < 0; }, kNoMost);
    print_numbers(out, 50000);
    EXPECT_TRUE(out.flush());  // nothing refused the bytes: they were dropped
    EXPECT_TRUE(out.stopped());
    EXPECT_FALSE(out.failed());
    out.write("later\n");
    EXPECT_TRUE(out.flush());
  }
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(f.contents(), "");
}

TEST(Output, AFailureOnAHeldBlockIsEarly) {
  const int full = ::open("/dev/full", O_WRONLY);
  if (full < 0) GTEST_SKIP() << "no /dev/full";
  Output small(full);
  small.hold([] { return true; }, kNoMost);
  small.write("less than a block\n");
  EXPECT_FALSE(small.flush());
  EXPECT_FALSE(small.failed_early());  // without the hold, this flush would have failed the same
  Output large(full);
  large.hold([] { return true; }, kNoMost);
  print_numbers(large, 50000);  // blocks that, without the hold, were written as they filled
  EXPECT_FALSE(large.failed());
  EXPECT_FALSE(large.flush());
  EXPECT_TRUE(large.failed_early());
  EXPECT_EQ(large.error(), ENOSPC);
  // A failure after the holding, or with nothing held, is not early, however many flushes follow.
  Output plain(full);
  plain.write("a line\n");
  EXPECT_FALSE(plain.flush());
  plain.write("another\n");
  EXPECT_FALSE(plain.flush());
  EXPECT_FALSE(plain.failed_early());
  Output released(full);
  released.hold([] { return true; }, kNoMost);
  released.write("held, less than a block\n");
  EXPECT_FALSE(released.flush());
  print_numbers(released, 50000);  // blocks written as they fill, the holding over
  EXPECT_FALSE(released.flush());
  EXPECT_FALSE(released.failed_early());
  ::close(full);
}

TEST(Output, EndingTheHoldWritesWithoutTheRelease) {
  const TempFile f;
  int calls = 0;
  Output out(f.fd());
  out.hold([&] { return ++calls > 0; }, kNoMost);
  const std::string want = print_numbers(out, 30000);
  out.end_hold();
  EXPECT_TRUE(out.flush());
  EXPECT_EQ(calls, 0);
  EXPECT_EQ(f.contents(), want);
  // Into a string, the same.
  std::string sink;
  Output into(sink);
  into.hold([] { return true; }, 10);
  into.write("held");
  EXPECT_EQ(sink, "");
  into.flush();
  EXPECT_EQ(sink, "held");
}

}  // namespace
}  // namespace tengen::text
