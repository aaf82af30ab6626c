// LineReader: lines of any length from a descriptor; of a line over the limit, its first kMaxLine
// bytes and whether the rest was blank.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <thread>

#include <unistd.h>

#include "tengen/text/line_reader.hpp"

namespace tengen::text {
namespace {

/// Every line of `input` as LineReader gives it: the Got, the line's size, its first bytes and
/// (for TooLong) rest_blank, read through a pipe written by another thread.
struct Read {
  LineReader::Got got;
  std::size_t size;
  std::string start;
  bool rest_blank;
};
std::vector<Read> read_all(const std::string& input) {
  int fds[2];
  EXPECT_EQ(pipe(fds), 0);
  std::thread writer([&] {
    std::size_t done = 0;
    while (done < input.size()) {
      const ssize_t n = write(fds[1], input.data() + done, input.size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    close(fds[1]);
  });
  LineReader reader(fds[0]);
  std::vector<Read> out;
  std::string line;
  for (LineReader::Got got; (got = reader.next(line)) != LineReader::Got::End;) {
    out.push_back({got, line.size(), line.substr(0, 8), got == LineReader::Got::TooLong && reader.rest_blank()});
  }
  writer.join();
  close(fds[0]);
  return out;
}

TEST(LineReader, ShortLinesWholeAndTheLastWithoutANewline) {
  const auto r = read_all("name\n\n12 play b A1\nlast");
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ(r[0].start, "name");
  EXPECT_EQ(r[1].size, 0u);
  EXPECT_EQ(r[2].start, "12 play ");
  EXPECT_EQ(r[3].start, "last");
  for (const Read& x : r) EXPECT_EQ(x.got, LineReader::Got::Line);
}

TEST(LineReader, ALongLineKeepsItsHeadAndTellsWhetherTheRestWasBlank) {
  const std::size_t max = LineReader::kMaxLine;
  const std::string exact(max, 'x');
  const std::string blank_tail = "7 name" + std::string(2 * max, ' ') + "\t\r";
  const std::string busy_tail = "# c" + std::string(max, ' ') + "name";
  const auto r = read_all(exact + "\n" + blank_tail + "\n" + busy_tail + "\nafter\n");
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ(r[0].got, LineReader::Got::Line) << "exactly kMaxLine bytes is a line";
  EXPECT_EQ(r[0].size, max);
  EXPECT_EQ(r[1].got, LineReader::Got::TooLong);
  EXPECT_EQ(r[1].size, max);
  EXPECT_EQ(r[1].start, "7 name  ");
  EXPECT_TRUE(r[1].rest_blank);
  EXPECT_EQ(r[2].got, LineReader::Got::TooLong);
  EXPECT_EQ(r[2].start, "# c     ");
  EXPECT_FALSE(r[2].rest_blank);
  EXPECT_EQ(r[3].got, LineReader::Got::Line);
  EXPECT_EQ(r[3].start, "after");
}

}  // namespace
}  // namespace tengen::text
