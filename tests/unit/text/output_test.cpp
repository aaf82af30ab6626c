// text::Output: what goes in comes out in order, through every way of writing (print, write, room and
// commit), across its block boundaries; a descriptor that refuses the bytes makes flush() false.

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <random>
#include <string>

#include "tengen/text/output.hpp"

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

}  // namespace
}  // namespace tengen::text
