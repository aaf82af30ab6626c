// BatchReader (src/text/batch_reader.hpp): each fast path against next() and against its scalar reference, on random
// streams of mostly well-formed tokens with every separator and odd token the fast paths leave to
// next(); forks and joins.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "text/batch_reader.hpp"
#include "tengen/grid.hpp"
#include "tengen/text/token_reader.hpp"

namespace tengen::text {
namespace {

// The fast paths against next(): random streams of mostly well-formed tokens, with every separator
// and odd token the fast paths leave to next(). Both readings must give the same values, the same
// stop (a bad token, the same reason) and the same positions.

/// One token of a random stream and the white space after it.
std::string random_cell_token(std::mt19937_64& rng) {
  static const char* const kOdd[] = {"-0", "+1", "2", "10", "-2", "x", "--1", "-", "01", "3"};
  static const char* const kSpace[] = {" ", " ", " ", " ", "\n", "\r\n", "\t", "  ", "\n\n", "\v"};
  const auto r = rng() % 1000;
  std::string token = r < 3 ? kOdd[rng() % 10] : r < 333 ? "-1" : r < 666 ? "0" : "1";
  if (rng() % 20 == 0) return token;  // glued to the next token
  return token + kSpace[rng() % 10];
}

struct Reading {
  std::vector<std::int64_t> values;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> positions;  // of the tokens read by next()
  Scan end = Scan::End;
  std::string reason;
  std::uint64_t end_line = 0;
  std::uint64_t end_column = 0;
};

/// Reads cells (-1, 0, 1 as 2, 0, 1) through next_cells, falling back to next() for the rest.
Reading cells_fast(std::string_view text, std::size_t chunk) {
  TokenReader in(text);
  Reading out;
  std::vector<std::uint8_t> cells(chunk);
  for (;;) {
    const std::size_t got = BatchReader(in).cells(cells.data(), chunk, 1, kWhite);
    for (std::size_t i = 0; i < got; ++i) out.values.push_back(cells[i] == kWhite ? -1 : cells[i]);
    if (got == chunk) continue;
    std::int64_t v = 0;
    out.end = in.next(v);
    out.end_line = in.position().line;
    out.end_column = in.position().column;
    if (out.end != Scan::Number || v < -1 || v > 1) break;
    out.values.push_back(v);
    out.positions.emplace_back(out.end_line, out.end_column);
  }
  out.reason = out.end == Scan::Bad ? in.bad_reason() : "";
  return out;
}

Reading cells_slow(std::string_view text, std::vector<std::pair<std::uint64_t, std::uint64_t>>& all_positions) {
  TokenReader in(text);
  Reading out;
  std::int64_t v = 0;
  for (;;) {
    out.end = in.next(v);
    out.end_line = in.position().line;
    out.end_column = in.position().column;
    if (out.end != Scan::Number || v < -1 || v > 1) break;
    out.values.push_back(v);
    all_positions.emplace_back(out.end_line, out.end_column);
  }
  out.reason = out.end == Scan::Bad ? in.bad_reason() : "";
  return out;
}

TEST(BatchReader, NextCellsAgreesWithNext) {
  std::mt19937_64 rng(5);
  for (int round = 0; round < 300; ++round) {
    std::string text;
    const auto tokens = 1 + rng() % 3000;
    for (std::uint64_t i = 0; i < tokens; ++i) text += random_cell_token(rng);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> all_positions;
    const Reading slow = cells_slow(text, all_positions);
    const Reading fast = cells_fast(text, 1 + rng() % 600);
    ASSERT_EQ(fast.values, slow.values) << "round " << round;
    EXPECT_EQ(fast.end, slow.end);
    EXPECT_EQ(fast.reason, slow.reason);
    EXPECT_EQ(fast.end_line, slow.end_line) << "round " << round;
    EXPECT_EQ(fast.end_column, slow.end_column) << "round " << round;
    // Every token next() read after the fast path is where next() alone finds it.
    for (const auto& at : fast.positions) {
      EXPECT_NE(std::find(all_positions.begin(), all_positions.end(), at), all_positions.end());
    }
  }
}

TEST(BatchReader, NextCellsOnFiveBoardsTakesNoMinus) {
  TokenReader in("0 1 2 2 1 0 1 2 0 0 1 2 -1 1");
  std::vector<std::uint8_t> cells(14);
  EXPECT_EQ(BatchReader(in).cells(cells.data(), 14, 2, 0), 12u);
  EXPECT_EQ(std::vector<std::uint8_t>(cells.begin(), cells.begin() + 12),
            (std::vector<std::uint8_t>{0, 1, 2, 2, 1, 0, 1, 2, 0, 0, 1, 2}));
  std::int64_t v = 0;
  EXPECT_EQ(in.next(v), Scan::Number);
  EXPECT_EQ(v, -1);
}

TEST(BatchReader, NextPairsAgreesWithNext) {
  std::mt19937_64 rng(6);
  static const char* const kSpace[] = {" ", " ", " ", "\n", "\r\n", "\t", "   ", "\n\n", "\f"};
  for (int round = 0; round < 300; ++round) {
    const auto limit = static_cast<std::uint32_t>(1 + rng() % (round % 2 == 0 ? 20 : 20000));
    std::string text;
    std::vector<std::int64_t> numbers;
    const auto count = 2 * (1 + rng() % 2000);
    for (std::uint64_t i = 0; i < count; ++i) {
      const auto r = rng() % 1000;
      std::string token = r == 0 ? "+5" : r == 1 ? "12345678" : r == 2 ? "0" : r == 3 ? "x" : r == 4 ? "-3"
                        : r == 5 ? std::to_string(limit + 1) : std::to_string(1 + rng() % limit);
      text += token;
      text += rng() % 50 == 0 ? "-1 " : kSpace[rng() % 9];  // sometimes a glued negative number
    }
    // The reference: next() alone, pairs within [1, limit] until anything else.
    std::vector<std::pair<std::int64_t, std::int64_t>> want;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> want_at;
    {
      TokenReader in(text);
      std::int64_t a = 0;
      std::int64_t b = 0;
      while (in.next(a) == Scan::Number) {
        const auto at = std::pair{in.position().line, in.position().column};
        if (in.next(b) != Scan::Number || a < 1 || b < 1 || a > limit || b > limit) break;
        want.emplace_back(a, b);
        want_at.push_back(at);
      }
    }
    // The fast path in batches, and next() for the pair it leaves.
    std::vector<std::pair<std::int64_t, std::int64_t>> got;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> got_at;
    TokenReader in(text);
    std::vector<NumberPair> batch(1 + rng() % 100);
    for (;;) {
      const std::size_t n = BatchReader(in).pairs(batch.data(), batch.size(), limit);
      for (std::size_t i = 0; i < n; ++i) {
        got.emplace_back(batch[i].first, batch[i].second);
        got_at.emplace_back(batch[i].at.line, batch[i].at.column);
      }
      if (n == batch.size()) continue;
      std::int64_t a = 0;
      std::int64_t b = 0;
      if (in.next(a) != Scan::Number) break;
      const auto at = std::pair{in.position().line, in.position().column};
      if (in.next(b) != Scan::Number || a < 1 || b < 1 || a > limit || b > limit) break;
      got.emplace_back(a, b);
      got_at.push_back(at);
    }
    ASSERT_EQ(got, want) << "round " << round;
    ASSERT_EQ(got_at, want_at) << "round " << round;
  }
}

// next_plain_pairs against a reference on the raw text: long random streams (so that its 64-byte
// path runs, across blocks and chunks) of numbers and every kind of white space, read in random
// batches after a few tokens read with next(). It must read exactly the first 2n tokens when each is
// 1 to 7 plain digits within [1, limit], else say false; and after it next() must find what it
// finds after reading those tokens one by one, value and position.
TEST(BatchReader, NextPlainPairsAgreesWithAReference) {
  std::mt19937_64 rng(8);
  static const char* const kSpace[] = {" ", " ", " ", " ", "\n", "\r\n", "\t", "   ", "\n\n", "\f", "\v", " \n "};
  for (int round = 0; round < 600; ++round) {
    const std::uint32_t limit = round % 3 == 0 ? 20 : round % 3 == 1 ? 10000 : 0xFFFFFFFFu;
    const bool flawed = round % 2 == 0;
    std::string text = round % 5 == 0 ? "7" : "10000 3 4\n";  // read with next() first
    const auto head = static_cast<std::uint64_t>(round % 5 == 0 ? 1 : 3);
    const auto tokens = 1 + rng() % 6000;
    for (std::uint64_t i = 0; i < tokens; ++i) {
      const auto r = rng() % 3000;
      const auto cap = std::min<std::uint64_t>(limit, 9'999'999);
      std::string token = std::to_string(1 + rng() % cap);
      if (r < 30) token = std::string(1 + rng() % 3, '0') + token;  // leading zeros
      if (flawed && r == 30) token = "12345678";
      if (flawed && r == 31) token = "0";
      if (flawed && r == 32) token = std::to_string(std::uint64_t{limit} + 1);
      if (flawed && r == 33) token = "x";
      if (flawed && r == 34) token = "+5";
      if (flawed && r == 35) token += "-1";
      if (flawed && r == 36) token = "00000001";
      text += (i == 0 ? " " : "") + token;
      text += kSpace[rng() % 12];
    }
    if (rng() % 2 == 0) text.pop_back();  // the input may end right after a number
    // The reference: the tokens between white space, on the raw text.
    const std::string_view space = " \t\n\v\f\r";
    std::vector<std::string> words;
    for (std::size_t i = 0; i < text.size();) {
      const std::size_t start = text.find_first_not_of(space, i);
      if (start == std::string::npos) break;
      const std::size_t stop = std::min(text.find_first_of(space, start), text.size());
      words.push_back(text.substr(start, stop - start));
      i = stop;
    }
    const auto pairs = static_cast<std::size_t>(1 + rng() % ((words.size() - head) / 2 + 3));
    auto plain = [&](const std::string& w) {
      return !w.empty() && w.size() <= 7 && w.find_first_not_of("0123456789") == std::string::npos &&
             std::stoull(w) >= 1 && std::stoull(w) <= limit;
    };
    bool want_ok = head + 2 * pairs <= words.size();
    for (std::size_t i = 0; want_ok && i < 2 * pairs; ++i) want_ok = plain(words[head + i]);

    TokenReader fast(text);
    std::int64_t v = 0;
    for (std::uint64_t i = 0; i < head; ++i) ASSERT_EQ(fast.next(v), Scan::Number);
    std::vector<std::uint32_t> got;
    bool ok = true;
    for (std::size_t done = 0; ok && done < pairs;) {
      const std::size_t batch = std::min<std::size_t>(pairs - done, 1 + rng() % (rng() % 2 == 0 ? 10 : 700));
      std::vector<std::uint32_t> out(2 * batch);
      ok = BatchReader(fast).plain_pairs(out.data(), batch, limit);
      got.insert(got.end(), out.begin(), out.end());
      done += batch;
    }
    ASSERT_EQ(ok, want_ok) << "round " << round;
    if (!ok) continue;
    for (std::size_t i = 0; i < 2 * pairs; ++i) ASSERT_EQ(got[i], std::stoull(words[head + i])) << "round " << round << " number " << i;
    TokenReader slow(text);
    for (std::uint64_t i = 0; i < head + 2 * pairs; ++i) ASSERT_EQ(slow.next(v), Scan::Number);
    std::int64_t a = 0;
    const Scan want = slow.next(v);
    ASSERT_EQ(fast.next(a), want) << "round " << round;
    if (want == Scan::Number) {
      ASSERT_EQ(a, v) << "round " << round;
    }
    ASSERT_EQ(fast.position().line, slow.position().line) << "round " << round;
    ASSERT_EQ(fast.position().column, slow.position().column) << "round " << round;
  }
}

// skip_tokens against next(): random streams of digits and every kind of white space, some with a
// byte skip_tokens does not take. Skipping c tokens and reading on must give what reading c + 1
// tokens gives, value and position, or false when a byte other than a digit or white space comes
// before token c + 1.
TEST(BatchReader, SkipTokensAgreesWithNext) {
  std::mt19937_64 rng(7);
  static const char* const kSpace[] = {" ", " ", " ", "\n", "\r\n", "\t", "   ", "\n\n", "\f", "\v"};
  for (int round = 0; round < 400; ++round) {
    std::string text = rng() % 4 == 0 ? "\n " : "";
    const auto tokens = 1 + rng() % 400;
    for (std::uint64_t i = 0; i < tokens; ++i) {
      text += std::to_string(rng() % (rng() % 2 == 0 ? 10 : 100000000));
      text += kSpace[rng() % 10];
    }
    if (round % 3 == 0) text[rng() % text.size()] = "-x+"[rng() % 3];
    const auto skip = rng() % (tokens + 2);
    // The reference: where token skip + 1 starts, and whether a byte not taken comes before it.
    std::size_t stop = 0;
    std::uint64_t seen = 0;
    bool clean = true;
    for (; stop < text.size(); ++stop) {
      const char c = text[stop];
      const bool digit = c >= '0' && c <= '9';
      if (digit && (stop == 0 || !(text[stop - 1] >= '0' && text[stop - 1] <= '9')) && seen++ == skip) break;
      if (!digit && std::string_view(" \t\n\v\f\r").find(c) == std::string_view::npos) clean = false;
    }
    const bool want_ok = clean && seen >= skip;
    TokenReader fast(text);
    ASSERT_EQ(BatchReader(fast).skip(skip), want_ok) << "round " << round;
    if (!want_ok) continue;
    TokenReader slow(text);
    std::int64_t v = 0;
    for (std::uint64_t i = 0; i < skip; ++i) ASSERT_EQ(slow.next(v), Scan::Number);
    std::int64_t a = 0;
    const Scan want = slow.next(v);
    ASSERT_EQ(fast.next(a), want) << "round " << round;
    if (want == Scan::Number) {
      ASSERT_EQ(a, v);
    }
    ASSERT_EQ(fast.position().line, slow.position().line) << "round " << round;
    ASSERT_EQ(fast.position().column, slow.position().column) << "round " << round;
  }
}

TEST(BatchReader, ForkReadsOnAndJoinMovesTheReader) {
  TokenReader in("1 2\n3 4\n  5 6");
  std::int64_t v = 0;
  ASSERT_EQ(in.next(v), Scan::Number);
  ASSERT_TRUE(in.holds_rest());
  const TokenReader start = in.fork();
  TokenReader ahead = in.fork();
  ASSERT_TRUE(BatchReader(ahead).skip(3));
  ASSERT_EQ(ahead.next(v), Scan::Number);
  EXPECT_EQ(v, 5);
  EXPECT_EQ(ahead.position().line, 3u);
  EXPECT_EQ(ahead.position().column, 3u);
  in.join(ahead);
  ASSERT_EQ(in.next(v), Scan::Number);
  EXPECT_EQ(v, 6);
  EXPECT_EQ(in.position().column, 5u);
  in.join(start);  // and back
  ASSERT_EQ(in.next(v), Scan::Number);
  EXPECT_EQ(v, 2);
  EXPECT_EQ(in.position().line, 1u);
}

/// What next() finds after a batch read: the token, its value and where it starts.
std::tuple<Scan, std::int64_t, std::uint64_t, std::uint64_t> next_token(TokenReader& in) {
  std::int64_t v = 0;
  const Scan scan = in.next(v);
  return {scan, scan == Scan::Number ? v : 0, in.position().line, in.position().column};
}

/// A random stream of numbers from 1 to `limit` (sometimes past it, or with a flaw), separated by
/// every kind of white space.
std::string random_numbers(std::mt19937_64& rng, std::size_t count, std::uint32_t limit) {
  static const char* const kSpace[] = {" ", " ", "\n", "\r\n", "\t", "  \n ", "\n\n"};
  static const char* const kFlaw[] = {"x", "-1", "+5", "12345678", "0", "00000001", "7-"};
  std::string text;
  for (std::size_t i = 0; i < count; ++i) {
    text += rng() % 5000 == 0 ? kFlaw[rng() % 7] : std::to_string(1 + rng() % (rng() % 50 == 0 ? limit + 1 : limit));
    text += kSpace[rng() % 7];
  }
  return text;
}

TEST(BatchReader, FastPathsReadWhatTheirScalarReferencesRead) {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 400; ++round) {
    // Cells.
    std::string text;
    const auto tokens = 1 + rng() % 2000;
    for (std::uint64_t i = 0; i < tokens; ++i) text += random_cell_token(rng);
    {
      TokenReader fast(text);
      TokenReader slow(text);
      const std::size_t n = 1 + rng() % 2500;
      std::vector<std::uint8_t> a(n);
      std::vector<std::uint8_t> b(n);
      const std::size_t got = BatchReader(fast).cells(a.data(), n, 1, kWhite);
      ASSERT_EQ(got, BatchReader(slow).cells_scalar(b.data(), n, 1, kWhite)) << "round " << round;
      ASSERT_TRUE(std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(got), b.begin())) << "round " << round;
      ASSERT_EQ(next_token(fast), next_token(slow)) << "round " << round;
    }
    // Plain pairs.
    const std::uint32_t limit = 1 + static_cast<std::uint32_t>(rng() % 20000);
    const std::size_t pairs = 1 + rng() % 3000;
    text = random_numbers(rng, 2 * pairs + rng() % 3, limit);
    {
      TokenReader fast(text);
      TokenReader slow(text);
      std::vector<std::uint32_t> a(2 * pairs);
      std::vector<std::uint32_t> b(2 * pairs);
      const bool ok = BatchReader(fast).plain_pairs(a.data(), pairs, limit);
      ASSERT_EQ(ok, BatchReader(slow).plain_pairs_scalar(b.data(), pairs, limit)) << "round " << round;
      if (ok) {
        ASSERT_EQ(a, b) << "round " << round;
        ASSERT_EQ(next_token(fast), next_token(slow)) << "round " << round;
      }
    }
    // Skipping tokens.
    {
      TokenReader fast(text);
      TokenReader slow(text);
      const std::uint64_t count = rng() % (2 * pairs + 2);
      const bool ok = BatchReader(fast).skip(count);
      ASSERT_EQ(ok, BatchReader(slow).skip_scalar(count)) << "round " << round;
      if (ok) {
        ASSERT_EQ(next_token(fast), next_token(slow)) << "round " << round;
      }
    }
  }
}

}  // namespace
}  // namespace tengen::text
