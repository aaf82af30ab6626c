// TokenReader: integers, glued signs, white space of every kind, positions, bad tokens, blocks.

#include <gtest/gtest.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

#include "tengen/grid.hpp"
#include "tengen/text/token_reader.hpp"

namespace tengen::text {
namespace {

std::vector<std::int64_t> all(std::string_view text) {
  TokenReader in(text);
  std::vector<std::int64_t> out;
  std::int64_t v = 0;
  while (in.next(v) == Scan::Number) out.push_back(v);
  return out;
}

TEST(TokenReader, ReadsIntegersAcrossAnyWhiteSpace) {
  EXPECT_EQ(all("1 2\n3\r\n\t4\n\n  5"), (std::vector<std::int64_t>{1, 2, 3, 4, 5}));
  EXPECT_EQ(all(""), std::vector<std::int64_t>{});
  EXPECT_EQ(all("  \n\n "), std::vector<std::int64_t>{});
  EXPECT_EQ(all("007 -0 +4"), (std::vector<std::int64_t>{7, 0, 4}));
}

TEST(TokenReader, MinusSignGluedToTheNumberBefore) {
  EXPECT_EQ(all("1-1 0"), (std::vector<std::int64_t>{1, -1, 0}));
  EXPECT_EQ(all("-1-1-1"), (std::vector<std::int64_t>{-1, -1, -1}));
  EXPECT_EQ(all("0 1-1-1 1"), (std::vector<std::int64_t>{0, 1, -1, -1, 1}));
}

TEST(TokenReader, ExtremeValues) {
  EXPECT_EQ(all("9223372036854775807 -9223372036854775808"),
            (std::vector<std::int64_t>{INT64_MAX, INT64_MIN}));
  TokenReader in("9223372036854775808");
  std::int64_t v = 0;
  EXPECT_EQ(in.next(v), Scan::Bad);
  EXPECT_EQ(in.bad_reason(), "'9223372036854775808' is too large a number");
}

TEST(TokenReader, PositionsAreLineAndColumnOfTheTokenStart) {
  TokenReader in("12 3\n\n  -4\r\n5");
  std::int64_t v = 0;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> where;
  while (in.next(v) == Scan::Number) where.emplace_back(in.position().line, in.position().column);
  EXPECT_EQ(where, (std::vector<std::pair<std::uint64_t, std::uint64_t>>{{1, 1}, {1, 4}, {3, 3}, {4, 1}}));
  EXPECT_EQ(in.position().line, 4u);  // end of input
  EXPECT_EQ(in.position().column, 2u);
}

TEST(TokenReader, BadTokensAreNamed) {
  for (auto [text, reason] : {std::pair{"12a", "'12a' is not an integer"}, {"x", "'x' is not an integer"},
                              {"--1", "'--1' is not an integer"}, {"-", "'-' is not an integer"},
                              {"1.5", "'1.5' is not an integer"}, {"\x01", "'\\x01' is not an integer"},
                              {"1-", "'-' is not an integer"}}) {
    TokenReader in(text);
    std::int64_t v = 0;
    Scan s = in.next(v);
    if (std::string_view(text) == "1-") {
      ASSERT_EQ(s, Scan::Number);
      s = in.next(v);
    }
    EXPECT_EQ(s, Scan::Bad) << text;
    EXPECT_EQ(in.bad_reason(), reason);
  }
  TokenReader in("1 2\n 3 zz");
  std::int64_t v = 0;
  while (in.next(v) == Scan::Number) {
  }
  EXPECT_EQ(in.position().line, 2u);
  EXPECT_EQ(in.position().column, 4u);
}

TEST(TokenReader, ReadsFromADescriptorAcrossBlockBoundaries) {
  // Over 2 MiB so that tokens straddle the 1 MiB blocks, with glued signs and CRLF.
  std::string text;
  std::vector<std::int64_t> want;
  for (int i = 0; text.size() < (5u << 19); ++i) {
    const std::int64_t v = (i % 3 == 0 ? -1 : 1) * static_cast<std::int64_t>(i) * 7919;
    text += std::to_string(v);
    const bool next_negative = (i + 1) % 3 == 0;
    text += next_negative && i % 7 == 0 ? "" : (i % 5 == 0 ? "\r\n" : " ");  // glue only before a minus
    want.push_back(v);
  }
  FILE* f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  ASSERT_EQ(std::fwrite(text.data(), 1, text.size(), f), text.size());
  std::fflush(f);
  std::rewind(f);
  int flushes = 0;
  TokenReader in(fileno(f), [&] { ++flushes; });
  std::vector<std::int64_t> got;
  std::int64_t v = 0;
  while (in.next(v) == Scan::Number) got.push_back(v);
  std::fclose(f);
  EXPECT_EQ(got, want);
  EXPECT_GE(flushes, 3);
}

// A number is one token however it is cut by the reads: many leading zeros, a writer that stops in
// the middle of a number (the second part is written only once the reader asks for more bytes).
TEST(TokenReader, ANumberCutByTheReadsIsOneToken) {
  for (const std::size_t zeros : {std::size_t{30}, std::size_t{70000}}) {
    int p[2];
    ASSERT_EQ(::pipe(p), 0);
    std::mutex m;
    std::condition_variable asked;
    int reads = 0;
    std::thread writer([&] {
      const std::string first = "1\n" + std::string(zeros, '0');
      for (std::size_t at = 0; at < first.size();) {
        const ssize_t n = ::write(p[1], first.data() + at, first.size() - at);
        if (n <= 0) break;
        at += static_cast<std::size_t>(n);
      }
      std::unique_lock lock(m);
      asked.wait(lock, [&] { return reads >= 2; });
      lock.unlock();
      ASSERT_EQ(::write(p[1], "1 2\n", 4), 4);
      ::close(p[1]);
    });
    TokenReader in(p[0], [&] {
      const std::lock_guard lock(m);
      ++reads;
      asked.notify_one();
    });
    std::vector<std::int64_t> got;
    std::int64_t v = 0;
    while (in.next(v) == Scan::Number) got.push_back(v);
    writer.join();
    ::close(p[0]);
    EXPECT_EQ(got, (std::vector<std::int64_t>{1, 1, 2})) << zeros;
  }
}

// A token of the reader's block (1 MiB) or more from a pipe is an error naming it, not two
// tokens; from memory (as a large file is mapped) too, so that the same bytes get the same answer.
// One byte less is a number.
TEST(TokenReader, ATokenOfTheBlocksSizeIsAnError) {
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  std::thread writer([&] {
    const std::string text = "7 " + std::string((1u << 20) + 10, '0') + "1\n";
    for (std::size_t at = 0; at < text.size();) {
      const ssize_t n = ::write(p[1], text.data() + at, text.size() - at);
      if (n <= 0) break;
      at += static_cast<std::size_t>(n);
    }
    ::close(p[1]);
  });
  TokenReader in(p[0]);
  std::int64_t v = 0;
  EXPECT_EQ(in.next(v), Scan::Number);
  EXPECT_EQ(v, 7);
  EXPECT_EQ(in.next(v), Scan::Bad);
  EXPECT_EQ(in.bad_reason(), "a token of 1 MiB or more");
  ::close(p[0]);  // the writer, blocked on a full pipe, gets EPIPE
  writer.join();
  const std::string at_limit = "7 " + std::string((1u << 20) - 1, '0') + "1 8";
  TokenReader mapped(at_limit);
  EXPECT_EQ(mapped.next(v), Scan::Number);
  EXPECT_EQ(mapped.next(v), Scan::Bad);
  EXPECT_EQ(mapped.bad_reason(), "a token of 1 MiB or more");
  const std::string below = "7 " + std::string((1u << 20) - 2, '0') + "1 8";
  EXPECT_EQ(all(below), (std::vector<std::int64_t>{7, 1, 8}));
}

TEST(TokenReader, LargeRegularFilesAreMappedSmallOnesRead) {
  // A little over kMapBytes, starting after a first line already read by someone else: the mapping
  // starts inside a page, and positions count from where the reader starts.
  std::string text = "skipped line\n";
  const std::size_t head = text.size();
  std::uint64_t lines = 0;
  while (text.size() < TokenReader::kMapBytes + 100) {
    text += std::to_string(text.size() % 9973) + (text.size() % 7 == 0 ? "\n" : " ");
    lines += text.back() == '\n';
  }
  text += "42";
  FILE* f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  ASSERT_EQ(std::fwrite(text.data(), 1, text.size(), f), text.size());
  std::fflush(f);
  ASSERT_EQ(std::fseek(f, static_cast<long>(head), SEEK_SET), 0);
  {
    TokenReader in(fileno(f));
    EXPECT_TRUE(in.holds_rest());
    std::int64_t v = 0;
    ASSERT_EQ(in.next(v), Scan::Number);
    EXPECT_EQ(v, static_cast<std::int64_t>(head % 9973));
    std::int64_t last = 0;
    while (in.next(v) == Scan::Number) last = v;
    EXPECT_EQ(last, 42);
    EXPECT_EQ(in.position().line, lines + 1);  // End is at the end of the last line
  }
  std::rewind(f);
  ASSERT_EQ(ftruncate(fileno(f), 1000), 0);
  TokenReader small(fileno(f));
  EXPECT_FALSE(small.holds_rest());
  std::fclose(f);
}

}  // namespace
}  // namespace tengen::text
