// contest/validate.hpp: a valid input has no violation; an input the reader refuses has that one;
// the original problem's limits and promises with --classic; the judge's layout with --strict, each
// fault at its line and column with its case; at most `limit` violations.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/contest/validate.hpp"

namespace tengen::contest {
namespace {

const ValidateOptions kPlain{};
const ValidateOptions kClassic{.classic = true};
const ValidateOptions kStrict{.strict = true};

TEST(Validate, ValidInputsHaveNoViolation) {
  const std::string score = "3 1 1\n1 1\n2 2\n0\n";
  const std::string capture = "2 3\n1 -1 0\n0 1 1\n";
  const std::string replay = "3\n1 1\n1 2\n19 19\n";
  for (const ValidateOptions& o : {kPlain, kClassic, kStrict, ValidateOptions{.classic = true, .strict = true}}) {
    EXPECT_TRUE(validate(classic::score_format(), score, o).empty());
    EXPECT_TRUE(validate(classic::capture_format(), capture, o).empty());
    EXPECT_TRUE(validate(classic::replay_format(), replay, o).empty());
  }
  std::string five = "1\n";
  for (int r = 0; r < 19; ++r) {
    for (int c = 0; c < 19; ++c) five += std::string(c == 0 ? "" : " ") + (r == 3 && c < 5 ? "1" : "0");
    five += "\n";
  }
  EXPECT_TRUE(validate(classic::five_format(), five, {.classic = true, .strict = true}).empty());
}

// A game of no move is "0" alone: valid in the format (m >= 0), its one line the move count;
// only the original problem (--classic) wants a move. A blank line after it is still a fault.
TEST(Validate, AGameOfNoMoveIsOneLine) {
  EXPECT_TRUE(validate(classic::replay_format(), "0\n", kStrict).empty());
  EXPECT_TRUE(validate(classic::replay_format(), "0\n", kPlain).empty());
  const std::vector<Error> classic = validate(classic::replay_format(), "0\n", {.classic = true, .strict = true});
  ASSERT_EQ(classic.size(), 1u);
  EXPECT_EQ(classic[0].message, "no move: the problem has 1 <= m");
  const std::vector<Error> blank = validate(classic::replay_format(), "0\n\n", kStrict);
  ASSERT_EQ(blank.size(), 1u);
  EXPECT_EQ(blank[0].message, "empty line");
  EXPECT_EQ(blank[0].position.line, 2u);
  // Score and capture with no case at all keep their own rules.
  EXPECT_TRUE(validate(classic::score_format(), "0\n", kStrict).empty());
}

// A byte the layout has no place for is named, and shown escaped: the message stays one line.
TEST(Validate, StrictFaultsShowBytesEscaped) {
  struct Example {
    const char* text;
    const char* message;
  };
  for (const Example& c : {Example{"2 2\r\n1 0\n0 -1\n", "a carriage return (code 13): lines end with a line feed alone"},
                        Example{"2 2\t\n1 0\n0 -1\n", "a tab (code 9) where the format puts a single space"},
                        Example{"2 2\n1 0\v\n0 -1\n", "character '\\x0b' (code 11) where the format has only digits, '-' and single spaces"}}) {
    const std::vector<Error> e = validate(classic::capture_format(), c.text, kStrict);
    ASSERT_FALSE(e.empty()) << c.text;
    EXPECT_EQ(e[0].message, c.message);
    for (const Error& each : e) {
      for (const char ch : each.message) EXPECT_TRUE(ch >= 0x20 && ch != 0x7f) << each.message;
    }
  }
}

TEST(Validate, AnInputTheReaderRefusesHasThatOneViolation) {
  const std::vector<Error> e = validate(classic::score_format(), "2 1 1\n1 1\n\n1 1\n0\n", {.classic = true, .strict = true});
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].message, "two stones on point (1, 1)");
  EXPECT_EQ(e[0].position.line, 4u);
  EXPECT_EQ(e[0].case_label, "case 1");
  const std::vector<Error> occupied = validate(classic::replay_format(), "2\n3 3\n3 3\n", kPlain);
  ASSERT_EQ(occupied.size(), 1u);
  EXPECT_EQ(occupied[0].case_label, "move 2");
  EXPECT_EQ(occupied[0].position.line, 3u);
}

TEST(Validate, StrictSaysTheLayoutFaultsBeforeARefusedPlace) {
  // A doubled space in case 1 (line 2), a case 2 on one line (line 3), then case 3's cell x (line 5):
  // in the order of the text, as a judge reading it would meet them; nothing after the refused place.
  const std::string capture = "1 2\n1  0\n1 2 1 0\n1 2\n1 x  0\n 1 1\n";
  const std::vector<Error> e = validate(classic::capture_format(), capture, kStrict);
  ASSERT_EQ(e.size(), 3u);
  EXPECT_EQ(e[0].message, "two spaces in a row");
  EXPECT_EQ(e[0].position.line, 2u);
  EXPECT_EQ(e[0].case_label, "case 1");
  EXPECT_EQ(e[1].message, "4 numbers on this line, where the format puts 2");
  EXPECT_EQ(e[1].position.line, 3u);
  EXPECT_EQ(e[1].case_label, "case 2");
  EXPECT_EQ(e[2].position.line, 5u);
  EXPECT_EQ(e[2].position.column, 3u);
  EXPECT_EQ(e[2].case_label, "case 3");
  // Without --strict, the refused place alone.
  ASSERT_EQ(validate(classic::capture_format(), capture, kPlain).size(), 1u);
  // A fault on the refused line before the refused column comes first; one after it is not said.
  const std::vector<Error> same_line = validate(classic::replay_format(), "2\n1 1\n3  x\n", kStrict);
  ASSERT_EQ(same_line.size(), 2u);
  EXPECT_EQ(same_line[0].message, "two spaces in a row");
  EXPECT_EQ(same_line[0].case_label, "move 2");
  EXPECT_EQ(same_line[1].position.line, 3u);
  EXPECT_EQ(same_line[1].position.column, 4u);
  EXPECT_EQ(validate(classic::replay_format(), "2\n1 1\n3 x  4\n", kStrict).size(), 1u);
  // No part is held to its layout past the refused place: "1+" is a count and a move's '+'.
  const std::vector<Error> count = validate(classic::replay_format(), "1+\n3 10\n9 6\n", kStrict);
  ASSERT_EQ(count.size(), 1u);
  EXPECT_EQ(count[0].position.line, 1u);
  // Layout faults of whole lines and faults inside lines come in the order of the text: the count
  // line that also holds the first move (line 1) before line 2's trailing space.
  const std::vector<Error> order = validate(classic::replay_format(), "36 18\n10 5111 \n", kStrict);
  ASSERT_GE(order.size(), 2u);
  EXPECT_EQ(order[0].position.line, 1u);
  EXPECT_EQ(order[1].position.line, 2u);
  const std::vector<Error> header = validate(classic::five_format(), "01\n\n0 0\n", kStrict);
  ASSERT_EQ(header.size(), 4u);
  EXPECT_EQ(header[0].message, "a number with a leading zero");
  EXPECT_EQ(header[0].case_label, "board count");
  EXPECT_EQ(header[1].message, "empty line");
  EXPECT_EQ(header[1].position.line, 2u);
  EXPECT_EQ(header[2].message, "2 numbers on this line, where the format puts 19");
  EXPECT_EQ(header[2].case_label, "case 1");
  EXPECT_EQ(header[3].position.line, 4u);
  EXPECT_EQ(header[3].case_label, "case 1");
}

// Where every line of a case holds as many numbers (five's rows, replay's moves), a line of the
// refused part before the refused place with another count is a fault at that line, said first:
// where a testlib validator, reading line by line, stops. Only the first such line is said.
TEST(Validate, StrictSaysAShortLineOfTheRefusedPartAtItsLine) {
  struct Example {
    const classic::Format& format;
    std::string text;
    std::uint64_t line;
    std::string message;
    std::string label;
  };
  std::string rows;
  for (int y = 0; y < 19; ++y) rows += "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
  for (const Example& c : {Example{classic::replay_format(), "3\n8 16\n8 17\n916\n", 4, "1 numbers on this line, where the format puts 2", "move 3"},
                        Example{classic::replay_format(), "3\n816\n+ 1\n9 16\n", 2, "1 numbers on this line, where the format puts 2", "move 1"},
                        Example{classic::five_format(), "2\n" + rows + "0 0\n\n0 0 7\n", 21, "2 numbers on this line, where the format puts 19", "case 2"},
                        Example{classic::five_format(), "1\n0 0 0\n\n" + rows, 2, "3 numbers on this line, where the format puts 19", "case 1"}}) {
    const std::vector<Error> e = validate(c.format, c.text, kStrict);
    ASSERT_EQ(e.size(), 2u) << c.text;
    EXPECT_EQ(e[0].position.line, c.line) << c.text;
    EXPECT_EQ(e[0].message, c.message) << c.text;
    EXPECT_EQ(e[0].case_label, c.label) << c.text;
    EXPECT_GT(e[1].position.line, c.line) << c.text;  // the reader's own fault, after it
    EXPECT_EQ(validate(c.format, c.text, kPlain).size(), 1u) << c.text;
  }
  // A line of the refused place itself is the reader's to say, and whole lines before it are fine.
  EXPECT_EQ(validate(classic::replay_format(), "2\n1 1\n3 x\n", kStrict).size(), 1u);
}

TEST(Validate, ClassicLimitsAndPromises) {
  // Score: n <= 19 and at least one stone; each fault at its case's first token.
  const std::string score = "20 1 0\n1 1\n2 0 0\n0\n";
  EXPECT_TRUE(validate(classic::score_format(), score, kPlain).empty());
  const std::vector<Error> s = validate(classic::score_format(), score, kClassic);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].case_label, "case 1");
  EXPECT_EQ(s[0].position.line, 1u);
  EXPECT_EQ(s[1].case_label, "case 2");
  EXPECT_EQ(s[1].position.line, 3u);
  EXPECT_EQ(s[1].position.column, 1u);
  // Capture: n, m <= 20.
  std::string wide = "1 21\n";
  for (int c = 0; c < 21; ++c) wide += c == 0 ? "0" : " 0";
  wide += "\n";
  EXPECT_TRUE(validate(classic::capture_format(), wide, kPlain).empty());
  const std::vector<Error> c = validate(classic::capture_format(), "1 1\n0\n" + wide, kClassic);
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0].case_label, "case 2");
  EXPECT_EQ(c[0].position.line, 3u);
  // Five: at most one five a board.
  std::string two = "1\n";
  for (int r = 0; r < 19; ++r) {
    for (int col = 0; col < 19; ++col) two += std::string(col == 0 ? "" : " ") + ((r == 0 || r == 5) && col < 5 ? "2" : "0");
    two += "\n";
  }
  EXPECT_TRUE(validate(classic::five_format(), two, kPlain).empty());
  const std::vector<Error> f = validate(classic::five_format(), two, kClassic);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].case_label, "case 1");
  // Replay: 1 <= m <= 500000.
  EXPECT_EQ(validate(classic::replay_format(), "0\n", kClassic).size(), 1u);
  EXPECT_TRUE(validate(classic::replay_format(), "0\n", kPlain).empty());
  // 500,001 moves: Black and White each make an eye for the other (4 moves), then each plays
  // into the other's eye, a suicide that leaves the point empty, again and again.
  std::string many = std::to_string(classic::kClassicMoves + 1) + "\n1 2\n19 18\n2 1\n18 19\n";
  for (std::uint64_t k = 5; k <= classic::kClassicMoves + 1; ++k) many += k % 2 == 1 ? "19 19\n" : "1 1\n";
  EXPECT_TRUE(validate(classic::replay_format(), many, kPlain).empty());
  const std::vector<Error> r = validate(classic::replay_format(), many, kClassic);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].case_label, "move count");
  EXPECT_EQ(r[0].position.line, 1u);
}

TEST(Validate, StrictLayoutFaultsAtTheirPlaces) {
  struct Example {
    const classic::Format* format;
    const char* text;
    const char* message;
    std::uint64_t line;
    std::uint64_t column;
    const char* label;
  };
  const Example cases[] = {
      {&classic::capture_format(), "1 2\n1  0\n", "two spaces in a row", 2, 2, "case 1"},
      {&classic::capture_format(), "1 2\n 1 0\n", "space at the start of the line", 2, 1, "case 1"},
      {&classic::capture_format(), "1 2\n1 0 \n", "space at the end of the line", 2, 4, "case 1"},
      {&classic::capture_format(), "1 2\n1\t0\n", "a tab (code 9) where the format puts a single space", 2, 2, "case 1"},
      {&classic::capture_format(), "1 2\n0 1\r\n", "a carriage return (code 13): lines end with a line feed alone", 2, 4, "case 1"},
      {&classic::capture_format(), "1 2\n01 0\n", "a number with a leading zero", 2, 1, "case 1"},
      {&classic::capture_format(), "1 2\n0 -0\n", "a minus zero: 0 has no sign", 2, 3, "case 1"},
      {&classic::capture_format(), "1 3\n0 -01 0\n", "a number with a leading zero", 2, 4, "case 1"},
      {&classic::capture_format(), "1 2\n1 0\n\n", "empty line", 3, 1, "case 1"},
      {&classic::capture_format(), "1 2\n1 0\n2 1\n1 0\n", "2 numbers on this line, where the format puts 1", 4, 1, "case 2"},
      {&classic::capture_format(), "1 2 1 0\n", "4 numbers on this line, where the format puts 2", 1, 1, "case 1"},
      {&classic::score_format(), "1 1 0\n1 1\n0", "the input does not end with a newline", 3, 2, ""},
      {&classic::score_format(), "1 1 0\n1 1\n", "the input does not end with a line holding 0", 3, 1, ""},
      {&classic::replay_format(), "2\n1 1\n+2 2\n", "character '+' (code 43) where the format has only digits, '-' and single spaces", 3, 1, "move 2"},
      {&classic::replay_format(), "1\n1 1\n\n", "empty line", 3, 1, "after move 1"},
  };
  for (const Example& c : cases) {
    EXPECT_TRUE(validate(*c.format, c.text, kPlain).empty()) << c.text;
    const std::vector<Error> e = validate(*c.format, c.text, kStrict);
    ASSERT_FALSE(e.empty()) << c.text;
    EXPECT_EQ(e[0].message, c.message) << c.text;
    EXPECT_EQ(e[0].position.line, c.line) << c.text;
    EXPECT_EQ(e[0].position.column, c.column) << c.text;
    EXPECT_EQ(e[0].case_label, c.label) << c.text;
  }
}

TEST(Validate, AtMostLimitViolations) {
  std::string text = "9 9\n";
  for (int r = 0; r < 9; ++r) text += " 0  0 0 0 0 0 0 0 0 \n";  // three faults a line, one reported a line
  EXPECT_EQ(validate(classic::capture_format(), text, kStrict).size(), 9u);
  EXPECT_EQ(validate(classic::capture_format(), text, {.strict = true, .limit = 4}).size(), 4u);
  EXPECT_EQ(validate(classic::capture_format(), text, {.strict = true, .limit = 0}).size(), 0u);
  const std::vector<Error> all = validate(classic::capture_format(), text, kStrict);
  for (std::size_t i = 0; i < all.size(); ++i) EXPECT_EQ(all[i].position.line, i + 2);
  // The first `limit` of all the violations, whatever the limit: the checks add in their own
  // orders (a header fault, the lines' faults, the missing last newline), and fewer are held.
  for (const std::string& input : {text, "09 9\n" + text.substr(4), "09 9\n" + text.substr(4, text.size() - 5)}) {
    const std::vector<Error> every = validate(classic::capture_format(), input, {.strict = true, .limit = 1000});
    ASSERT_GE(every.size(), 9u);
    for (std::size_t limit = 0; limit <= every.size(); ++limit) {
      const std::vector<Error> first = validate(classic::capture_format(), input, {.strict = true, .limit = limit});
      ASSERT_EQ(first.size(), limit);
      for (std::size_t i = 0; i < limit; ++i) {
        EXPECT_EQ(first[i].message, every[i].message) << limit;
        EXPECT_EQ(first[i].position.line, every[i].position.line) << limit;
        EXPECT_EQ(first[i].position.column, every[i].position.column) << limit;
      }
    }
  }
}

}  // namespace
}  // namespace tengen::contest
