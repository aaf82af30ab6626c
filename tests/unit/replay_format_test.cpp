// ReplayReader: the count, the moves, and every invalid input with its position and case.

#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tengen/io/replay_format.hpp"

namespace tengen::io {
namespace {

TEST(ReplayFormat, ReadsCountMovesAndEnd) {
  TokenReader in("2\n3 4\n 5-6\n");
  ReplayReader r(in);
  ASSERT_EQ(*r.read_count(), 2);
  const auto a = r.read_move(1);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->row, 3);
  EXPECT_EQ(a->column, 4);
  EXPECT_EQ(a->position.line, 2u);
  const auto b = r.read_move(2);
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->column, -6);
  EXPECT_EQ(b->position.column, 2u);
  EXPECT_TRUE(r.read_end().ok());
}

TEST(ReplayFormat, Errors) {
  {
    TokenReader in("");
    ReplayReader r(in);
    const auto c = r.read_count();
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().case_label, "move count");
  }
  {
    TokenReader in("  -3");
    ReplayReader r(in);
    const auto c = r.read_count();
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().message, "the number of moves is -3, not at least 0");
    EXPECT_EQ(c.error().position.column, 3u);
  }
  {
    TokenReader in("3\n1 1\n2");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    ASSERT_TRUE(r.read_move(1).ok());
    const auto m = r.read_move(2);
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message, "the input ends after 1 of the 3 moves");
    EXPECT_EQ(m.error().case_label, "move 2");
    EXPECT_EQ(m.error().position.line, 3u);
    EXPECT_EQ(m.error().position.column, 2u);
  }
  {
    TokenReader in("1\n1 q");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    const auto m = r.read_move(1);
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message, "'q' is not an integer");
    EXPECT_EQ(m.error().position.column, 3u);
  }
  {
    TokenReader in("1\n1 1\n7");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    ASSERT_TRUE(r.read_move(1).ok());
    const auto e = r.read_end();
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().message, "unexpected 7 after the last of the 1 moves");
    EXPECT_EQ(e.error().case_label, "after move 1");
  }
}

/// Every move of the text as read_move reads them one at a time: value and position, or the error.
std::vector<std::string> one_at_a_time(const std::string& text, std::int64_t count) {
  TokenReader in(text);
  ReplayReader r(in);
  std::vector<std::string> out;
  for (std::int64_t k = 1; k <= count; ++k) {
    const auto m = r.read_move(k);
    if (!m) {
      out.push_back("error " + m.error().message + " " + std::to_string(m.error().position.line) + ":" +
                    std::to_string(m.error().position.column));
      return out;
    }
    out.push_back(std::to_string(m->row) + " " + std::to_string(m->column) + " @" + std::to_string(m->position.line) +
                  ":" + std::to_string(m->position.column));
  }
  const auto end = r.read_end();
  out.push_back(end ? "end" : "error " + end.error().message);
  return out;
}

// The batch reader takes what it can and leaves the rest to read_move: together they read every
// text, usual or not, as read_move alone does.
TEST(ReplayFormat, BatchesReadAsOneAtATime) {
  std::mt19937_64 rng(12);
  const std::vector<std::string> numbers = {"1", "7", "19", "20", "0", "-3", "+4", "0019", "12345678", "x", "4294967297"};
  const std::vector<std::string> spaces = {" ", "\n", "  ", "\r\n", "\t", " \n "};
  for (int round = 0; round < 2000; ++round) {
    const std::int64_t count = static_cast<std::int64_t>(rng() % 300);
    const bool odd = rng() % 3 == 0;  // now and then a number or a space out of the usual
    std::string text;
    for (std::int64_t i = 0; i < 2 * count + static_cast<std::int64_t>(rng() % 2); ++i) {
      text += odd && rng() % 200 == 0 ? numbers[rng() % numbers.size()] : std::to_string(1 + rng() % 19);
      text += odd && rng() % 50 == 0 ? spaces[rng() % spaces.size()] : (i % 2 == 0 ? " " : "\n");
    }
    const std::uint32_t limit = 1 + static_cast<std::uint32_t>(rng() % 19);
    TokenReader in(text);
    ReplayReader r(in);
    std::vector<std::string> got;
    std::vector<ReplayMove> batch(1 + rng() % 40);
    for (std::int64_t k = 1; k <= count;) {
      const std::size_t n = r.read_moves(batch.data(), std::min<std::size_t>(batch.size(), count - k + 1), limit);
      for (std::size_t i = 0; i < n; ++i, ++k) {
        ASSERT_GE(batch[i].row, 1);
        ASSERT_LE(batch[i].row, limit);
        got.push_back(std::to_string(batch[i].row) + " " + std::to_string(batch[i].column) + " @" +
                      std::to_string(batch[i].position.line) + ":" + std::to_string(batch[i].position.column));
      }
      if (k > count) break;
      const auto m = r.read_move(k++);
      if (!m) {
        got.push_back("error " + m.error().message + " " + std::to_string(m.error().position.line) + ":" +
                      std::to_string(m.error().position.column));
        break;
      }
      got.push_back(std::to_string(m->row) + " " + std::to_string(m->column) + " @" + std::to_string(m->position.line) +
                    ":" + std::to_string(m->position.column));
    }
    if (got.empty() || got.back().rfind("error", 0) != 0) {
      const auto end = r.read_end();
      got.push_back(end ? "end" : "error " + end.error().message);
    }
    ASSERT_EQ(got, one_at_a_time(text, count)) << text;
  }
}

}  // namespace
}  // namespace tengen::io
