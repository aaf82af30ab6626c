// text/line_reader.hpp: LineReader against splitting the whole text at its newlines, on random
// inputs with lines around the 1 MiB limit (of a longer line its head and whether the rest was
// blank), with and without a final newline, read from a pipe in pieces of every size and from a
// file; a read error ends the input.

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <ostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "temp_dir.hpp"
#include "tengen/text/line_reader.hpp"

namespace tengen::text {
namespace {

using Got = LineReader::Got;

struct Piece {
  Got got;
  std::string line;
  bool rest_blank = false;  // for TooLong
  char rest_first = 0;       // for TooLong
  friend bool operator==(const Piece&, const Piece&) = default;
  friend void PrintTo(const Piece& p, std::ostream* os) {
    *os << (p.got == Got::Line ? "Line" : p.got == Got::TooLong ? "TooLong" : "End") << " of " << p.line.size()
        << " bytes" << (p.rest_blank ? ", the rest blank" : "") << ", the rest's first byte " << int{p.rest_first};
  }
};

/// The definition: the text cut at each newline; a last piece without a newline is a line when it
/// is not empty; a line longer than kMaxLine is TooLong with its first kMaxLine bytes, and whether
/// every byte after them is a space or a control character (up to 32, or 127), and the first that
/// is not; then End.
std::vector<Piece> reference_lines(const std::string& text) {
  std::vector<Piece> out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    const bool last = end == std::string::npos;
    if (last) end = text.size();
    const std::size_t n = end - start;
    if (n > LineReader::kMaxLine) {
      bool blank = true;
      char first = 0;
      for (std::size_t i = start + LineReader::kMaxLine; i < end; ++i) {
        const auto b = static_cast<unsigned char>(text[i]);
        if (blank && !(b <= 32 || b == 127)) first = text[i];
        blank = blank && (b <= 32 || b == 127);
      }
      out.push_back({Got::TooLong, text.substr(start, LineReader::kMaxLine), blank, first});
    } else {
      out.push_back({Got::Line, text.substr(start, n)});
    }
    start = last ? end : end + 1;
  }
  out.push_back({Got::End, ""});
  return out;
}

/// Everything a LineReader gives on fd, up to its first End (and at most `most` pieces).
std::vector<Piece> read_lines(int fd, std::size_t most) {
  LineReader reader(fd);
  std::vector<Piece> out;
  std::string line = "junk";
  while (out.size() < most) {
    const Got got = reader.next(line);
    out.push_back({got, got == Got::End ? "" : line, got == Got::TooLong && reader.rest_blank(),
                   got == Got::TooLong ? reader.rest_first() : char{0}});
    if (got == Got::End) break;
  }
  return out;
}

/// Reads `text` through a pipe fed in random pieces by another thread.
std::vector<Piece> read_through_pipe(const std::string& text, std::uint64_t seed, std::size_t most) {
  int p[2];
  EXPECT_EQ(::pipe(p), 0);
  std::thread writer([&] {
    std::mt19937_64 rng(seed);
    for (std::size_t at = 0; at < text.size();) {
      const std::size_t piece = rng() % 4 == 0 ? 1 + rng() % 16 : 1 + rng() % 200000;
      const ssize_t n = ::write(p[1], text.data() + at, std::min(piece, text.size() - at));
      if (n <= 0) break;
      at += static_cast<std::size_t>(n);
    }
    ::close(p[1]);
  });
  std::vector<Piece> got = read_lines(p[0], most);
  // Drain what a failing reader left, so that the writer ends.
  char sink[4096];
  while (::read(p[0], sink, sizeof sink) > 0) {
  }
  writer.join();
  ::close(p[0]);
  return got;
}

std::string random_text(std::mt19937_64& rng) {
  constexpr std::size_t kMax = LineReader::kMaxLine;
  std::string text;
  const int lines = static_cast<int>(rng() % 6);
  for (int i = 0; i < lines; ++i) {
    std::size_t n = 0;
    switch (rng() % 6) {
      case 0: n = 0; break;
      case 1: n = kMax - 2 + rng() % 5; break;  // kMax - 2 .. kMax + 2
      case 2: n = kMax * 2 + rng() % 3; break;  // far over, across several reads
      case 3: n = 65536 - 2 + rng() % 5; break;  // around the reader's buffer
      default: n = rng() % 100;
    }
    std::string line(n, 'a');
    for (std::size_t k = 0; k < n; k += 1 + rng() % 5000) line[k] = static_cast<char>('b' + rng() % 20);
    // A long line whose rest is blank (as a GTP command padded with spaces), now and then.
    if (n > kMax && rng() % 2 == 0) {
      for (std::size_t k = kMax; k < n; ++k) line[k] = " \t\r\x7f\x01"[rng() % 5];
      // and then, now and then, a comment or a word
      if (rng() % 2 == 0) line[n - 1 - rng() % std::min<std::size_t>(n - kMax, 100000)] = "#x"[rng() % 2];
    }
    text += line;
    if (i + 1 < lines || rng() % 2 == 0) text += '\n';  // the last newline sometimes missing
  }
  return text;
}

// Pieces are read up to the first End (one more than the reference's at most, so that a piece too
// many shows).
TEST(LineReader, AgreesWithSplittingAtNewlines) {
  std::mt19937_64 rng(41);
  for (int round = 0; round < 60; ++round) {
    const std::string text = random_text(rng);
    const std::vector<Piece> want = reference_lines(text);
    const std::vector<Piece> got = read_through_pipe(text, rng(), want.size() + 1);
    ASSERT_EQ(got.size(), want.size()) << "round " << round;
    for (std::size_t i = 0; i < want.size(); ++i) {
      ASSERT_EQ(got[i].got, want[i].got) << "round " << round << " piece " << i;
      ASSERT_EQ(got[i].line.size(), want[i].line.size()) << "round " << round << " piece " << i;
      ASSERT_TRUE(got[i].line == want[i].line) << "round " << round << " piece " << i;
    }
  }
}

// A line over the limit that ends the input without a newline: TooLong, then End.
TEST(LineReader, ATooLongLastLineWithoutNewlineEndsTheInput) {
  const std::string text(LineReader::kMaxLine + 1, 'a');
  const std::vector<Piece> got = read_through_pipe(text, 1, 4);
  EXPECT_EQ(got, (std::vector<Piece>{{Got::TooLong, std::string(LineReader::kMaxLine, 'a'), false, 'a'}, {Got::End, ""}}));
}

TEST(LineReader, LinesUpToTheLimitAreKept) {
  const std::string exact(LineReader::kMaxLine, 'x');
  const std::string over(LineReader::kMaxLine + 1, 'y');
  const std::vector<Piece> got = read_through_pipe(exact + "\n" + over + "\nlast", 2, 10);
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(got[0].got, Got::Line);
  EXPECT_EQ(got[0].line.size(), LineReader::kMaxLine);
  EXPECT_EQ(got[1], (Piece{Got::TooLong, std::string(LineReader::kMaxLine, 'y'), false, 'y'}));
  EXPECT_EQ(got[2], (Piece{Got::Line, "last"}));
  EXPECT_EQ(got[3], (Piece{Got::End, ""}));
}

TEST(LineReader, SmallCases) {
  EXPECT_EQ(read_through_pipe("", 3, 5), (std::vector<Piece>{{Got::End, ""}}));
  EXPECT_EQ(read_through_pipe("\n", 3, 5), (std::vector<Piece>{{Got::Line, ""}, {Got::End, ""}}));
  EXPECT_EQ(read_through_pipe("a\n\nb", 3, 5),
            (std::vector<Piece>{{Got::Line, "a"}, {Got::Line, ""}, {Got::Line, "b"}, {Got::End, ""}}));
  EXPECT_EQ(read_through_pipe("play D4\r\n", 3, 5), (std::vector<Piece>{{Got::Line, "play D4\r"}, {Got::End, ""}}));
}

TEST(LineReader, ReadsAFileAndStaysAtItsEnd) {
  const testing::TempDir dir;
  const std::string path = dir.write("lines", "one\ntwo\n");
  const int fd = ::open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  LineReader reader(fd);
  std::string line;
  EXPECT_EQ(reader.next(line), Got::Line);
  EXPECT_EQ(line, "one");
  EXPECT_EQ(reader.next(line), Got::Line);
  EXPECT_EQ(line, "two");
  EXPECT_EQ(reader.next(line), Got::End);
  EXPECT_EQ(reader.next(line), Got::End);
  EXPECT_TRUE(line.empty());
  ::close(fd);
}

TEST(LineReader, AReadErrorEndsTheInput) {
  const testing::TempDir dir;
  const int fd = ::open(dir.root().c_str(), O_RDONLY | O_DIRECTORY);  // read() fails with EISDIR
  ASSERT_GE(fd, 0);
  LineReader reader(fd);
  std::string line = "x";
  EXPECT_EQ(reader.next(line), Got::End);
  ::close(fd);
  LineReader closed(-1);
  EXPECT_EQ(closed.next(line), Got::End);
}

TEST(LineReader, ALongLineKeepsItsHeadAndTellsWhetherTheRestWasBlank) {
  const std::size_t max = LineReader::kMaxLine;
  const std::string blank_tail = "7 name" + std::string(2 * max, ' ') + "\t\r";
  const std::string busy_tail = "# c" + std::string(max, ' ') + "name";
  const std::vector<Piece> got = read_through_pipe(blank_tail + "\n" + busy_tail + "\nafter\n", 5, 10);
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(got[0], (Piece{Got::TooLong, blank_tail.substr(0, max), true}));
  EXPECT_EQ(got[1], (Piece{Got::TooLong, busy_tail.substr(0, max), false, 'n'}));
  EXPECT_EQ(got[2], (Piece{Got::Line, "after"}));
}

}  // namespace
}  // namespace tengen::text
