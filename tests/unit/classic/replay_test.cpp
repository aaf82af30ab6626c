// ReplayReader: the count, the moves, and every invalid input with its position and case.

#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tengen/classic/reading.hpp"
#include "tengen/classic/replay.hpp"

namespace tengen::classic {
namespace {

TEST(ReplayFormat, ReadsCountMovesAndEnd) {
  text::TokenReader in("2\n3 4\n 5-6\n");
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
    text::TokenReader in("");
    ReplayReader r(in);
    const auto c = r.read_count();
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().case_label, "move count");
  }
  {
    text::TokenReader in("  -3");
    ReplayReader r(in);
    const auto c = r.read_count();
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().message, "the number of moves is -3, not at least 0");
    EXPECT_EQ(c.error().position.column, 3u);
  }
  {
    text::TokenReader in("3\n1 1\n2");
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
    text::TokenReader in("1\n1 q");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    const auto m = r.read_move(1);
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message, "'q' is not an integer");
    EXPECT_EQ(m.error().position.column, 3u);
  }
  {
    text::TokenReader in("1\n1 1\n7");
    ReplayReader r(in);
    ASSERT_TRUE(r.read_count().ok());
    ASSERT_TRUE(r.read_move(1).ok());
    const auto e = r.read_end();
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().message, "unexpected 7 after the last of the 1 moves");
    EXPECT_EQ(e.error().case_label, "after move 1");
  }
}

std::string describe(const ReplayMove& m) {
  return std::to_string(m.row) + " " + std::to_string(m.column) + " @" + std::to_string(m.position.line) + ":" +
         std::to_string(m.position.column);
}
std::string describe(const Error& e) {
  return "error " + e.message + " @" + std::to_string(e.position.line) + ":" + std::to_string(e.position.column);
}

/// Every move of the text ("m", then the moves) as ReplayReader reads them: value and position, or
/// the error; then the end.
std::vector<std::string> replay_reader(const std::string& text) {
  text::TokenReader in(text);
  ReplayReader r(in);
  const std::int64_t count = *r.read_count();
  std::vector<std::string> out;
  for (std::int64_t k = 1; k <= count; ++k) {
    const auto m = r.read_move(k);
    out.push_back(m ? describe(*m) : describe(m.error()));
    if (!m) return out;
  }
  const auto end = r.read_end();
  out.push_back(end ? "end" : describe(end.error()));
  return out;
}

/// The same, read the plain way: two tokens a move, each where the token reader finds it.
std::vector<std::string> token_by_token(const std::string& text) {
  text::TokenReader in(text);
  std::int64_t count = 0;
  in.next(count);
  std::vector<std::string> out;
  for (std::int64_t k = 1; k <= count; ++k) {
    ReplayMove m;
    text::Scan scan = in.next(m.row);
    m.position = in.position();
    if (scan == text::Scan::Number) scan = in.next(m.column);
    if (scan != text::Scan::Number) {
      const std::string why = scan == text::Scan::Bad ? in.bad_reason()
                                                : "the input ends after " + std::to_string(k - 1) + " of the " +
                                                      std::to_string(count) + " moves";
      out.push_back(describe(Error{why, in.position()}));
      return out;
    }
    out.push_back(describe(m));
  }
  const auto end = read_end(in, "move", "moves", count);
  out.push_back(end ? "end" : describe(end.error()));
  return out;
}

// Moves of the usual shape are read ahead in batches, the others one at a time: together they read
// every text, usual or not, as reading token by token does, positions and errors included.
TEST(ReplayFormat, ReadingAheadReadsAsTokenByToken) {
  std::mt19937_64 rng(12);
  const std::vector<std::string> numbers = {"1", "7", "19", "20", "0", "-3", "+4", "0019", "12345678", "x", "4294967297"};
  const std::vector<std::string> spaces = {" ", "\n", "  ", "\r\n", "\t", " \n "};
  for (int round = 0; round < 2000; ++round) {
    // Now and then more moves than a batch holds, a number or a space out of the usual, a count that
    // the moves fall short of or go past.
    const std::int64_t count = static_cast<std::int64_t>(round % 50 == 0 ? 4096 + rng() % 5000 : rng() % 300);
    const bool odd = rng() % 3 == 0;
    std::string text = std::to_string(count) + "\n";
    // A token short, one or ten moves too many (more than the batch reader's look-ahead).
    const std::int64_t extra[] = {0, -1, 1, 20};
    const std::int64_t tokens = 2 * count + (odd ? extra[rng() % 4] : 0);
    for (std::int64_t i = 0; i < tokens; ++i) {
      text += odd && rng() % 200 == 0 ? numbers[rng() % numbers.size()] : std::to_string(1 + rng() % 19);
      text += odd && rng() % 50 == 0 ? spaces[rng() % spaces.size()] : (i % 2 == 0 ? " " : "\n");
    }
    ASSERT_EQ(replay_reader(text), token_by_token(text)) << text.substr(0, 2000);
  }
}

}  // namespace
}  // namespace tengen::classic
