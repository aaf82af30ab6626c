// classic/reading.hpp: read_count and read_end (values, errors and labels); read_cells against a
// plain token-by-token reference on random boards, mostly of the usual layout (the fast paths) with
// every odd token and separator, glued signs, rows longer than a reading piece: the same cells, or
// the same error at the same place.

#include <gtest/gtest.h>

#include <charconv>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "tengen/classic/reading.hpp"

namespace tengen::classic {
namespace {

TEST(ClassicReading, ReadCount) {
  {
    text::TokenReader in("  12\n");
    const Result<std::int64_t> n = read_count(in, "boards", "board count");
    ASSERT_TRUE(n.ok());
    EXPECT_EQ(*n, 12);
  }
  {
    text::TokenReader in(" \n ");
    const Result<std::int64_t> n = read_count(in, "boards", "board count");
    ASSERT_FALSE(n.ok());
    EXPECT_EQ(n.error().message, "the input is empty: expected the number of boards");
    EXPECT_EQ(n.error().case_label, "board count");
  }
  {
    text::TokenReader in("\n-3");
    const Result<std::int64_t> n = read_count(in, "moves", "move count");
    ASSERT_FALSE(n.ok());
    EXPECT_EQ(n.error().message, "the number of moves is -3, not at least 0");
    EXPECT_EQ(n.error().case_label, "move count");
    EXPECT_EQ(n.error().position.line, 2u);
    EXPECT_EQ(n.error().position.column, 1u);
  }
  {
    text::TokenReader in("ten");
    const Result<std::int64_t> n = read_count(in, "moves", "move count");
    ASSERT_FALSE(n.ok());
    EXPECT_EQ(n.error().case_label, "move count");
  }
  text::TokenReader zero("0");
  EXPECT_EQ(*read_count(zero, "boards", "board count"), 0);
}

TEST(ClassicReading, ReadEnd) {
  text::TokenReader blank(" \n\t\r\n ");
  EXPECT_TRUE(read_end(blank, "board", "boards", 3).ok());
  text::TokenReader empty("");
  EXPECT_TRUE(read_end(empty, "move", "moves", 0).ok());
  text::TokenReader more("\n\n  7 8");
  const Result<Ok> extra = read_end(more, "board", "boards", 3);
  ASSERT_FALSE(extra.ok());
  EXPECT_EQ(extra.error().message, "unexpected 7 after the last of the 3 boards");
  EXPECT_EQ(extra.error().case_label, "after board 3");
  EXPECT_EQ(extra.error().position.line, 3u);
  EXPECT_EQ(extra.error().position.column, 3u);
  text::TokenReader junk("x");
  const Result<Ok> bad = read_end(junk, "move", "moves", 5);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().case_label, "after move 5");
}

struct Token {
  std::string text;
  bool number = false;
  std::int64_t value = 0;
  std::uint64_t line = 1;
  std::uint64_t column = 1;
};

bool space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool digit(char c) { return c >= '0' && c <= '9'; }

/// The tokens of `text` up to the first one that is not an integer: white space separates them, and
/// a sign right after a digit starts a new one ("1-1" is 1 and -1).
std::vector<Token> reference_tokens(const std::string& text) {
  std::vector<Token> out;
  std::uint64_t line = 1;
  std::size_t line_start = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (space(text[i])) {
      if (text[i] == '\n') {
        ++line;
        line_start = i + 1;
      }
      ++i;
      continue;
    }
    Token t;
    t.line = line;
    t.column = i - line_start + 1;
    std::size_t j = i;
    if (text[j] == '-' || text[j] == '+') ++j;
    const std::size_t digits = j;
    while (j < text.size() && digit(text[j])) ++j;
    const bool ends = j == text.size() || space(text[j]) || ((text[j] == '-' || text[j] == '+') && j > digits);
    t.text = text.substr(i, j - i);
    if (j > digits && ends) {
      const std::size_t from = text[i] == '+' ? i + 1 : i;
      const auto [end, ec] = std::from_chars(text.data() + from, text.data() + j, t.value);
      t.number = ec == std::errc{} && end == text.data() + j;
    }
    out.push_back(t);
    if (!t.number) break;
    i = j;
  }
  return out;
}

/// What read_cells should do, from the definition: each point in reading order takes the next
/// token, which must be an integer in lo..hi (-1 standing for minus_one).
struct Expected {
  bool ok = true;
  std::vector<std::uint8_t> cells;
  std::string message;  ///< empty for a token that is not an integer (the token reader's reason)
  std::uint64_t line = 0;
  std::uint64_t column = 0;
};

Expected reference_cells(const std::string& text, int w, int h, const CellCodes& codes) {
  Expected e;
  const std::vector<Token> tokens = reference_tokens(text);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const std::size_t k = static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x);
      const std::string cell = "cell (" + std::to_string(y + 1) + ", " + std::to_string(x + 1) + ")";
      if (k >= tokens.size()) {
        e.ok = false;
        e.message = "the input ends where " + cell + " should be";
        return e;
      }
      const Token& t = tokens[k];
      e.line = t.line;
      e.column = t.column;
      if (!t.number) {
        e.ok = false;
        return e;
      }
      if (t.value < codes.lo || t.value > codes.hi) {
        e.ok = false;
        e.message = cell + " is " + std::to_string(t.value) + ", not " + std::string(codes.allowed);
        return e;
      }
      e.cells.push_back(t.value < 0 ? codes.minus_one : static_cast<std::uint8_t>(t.value));
    }
  }
  return e;
}

std::string random_board_text(std::mt19937_64& rng, int w, int h, const CellCodes& codes) {
  static const char* const kOdd[] = {"x", "2x", "+1", "01", "-0", "+0", "--1", "-", "10", "-2", "3", "99999999999999999999", "1-1", "0+1"};
  static const char* const kSpace[] = {"\t", "  ", "\r\n", "\v", "\f", "\n\n", "\r"};
  const bool usual = rng() % 3 != 0;
  const auto odd_per_mille = usual ? rng() % 3 : rng() % 40;
  std::string text;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (rng() % 1000 < odd_per_mille) {
        text += kOdd[rng() % std::size(kOdd)];
      } else {
        const int v = codes.lo + static_cast<int>(rng() % static_cast<unsigned>(codes.hi - codes.lo + 1));
        text += std::to_string(v);
      }
      const bool last = x + 1 == w;
      if (!usual && rng() % 10 == 0) {
        text += kSpace[rng() % std::size(kSpace)];
      } else if (!usual && rng() % 20 == 0 && !last) {
        // glued to the next cell: only a sign may follow a number directly
      } else {
        text += last ? "\n" : " ";
      }
    }
  }
  if (rng() % 8 == 0) text.resize(rng() % (text.size() + 1));  // ends inside the board
  return text;
}

TEST(ClassicReading, ReadCellsAgreesWithTokenByTokenReading) {
  const CellCodes codes_list[] = {{-1, 1, kWhite, "-1, 0 or 1"}, {0, 2, 0, "0, 1 or 2"}, {0, 9, 0, "0 to 9"},
                                  {-1, 0, 7, "-1 or 0"}};
  std::mt19937_64 rng(139);
  int errors = 0;
  int boards = 0;
  for (int round = 0; round < 3000; ++round) {
    const CellCodes& codes = codes_list[rng() % std::size(codes_list)];
    int w = 1 + static_cast<int>(rng() % (round % 5 == 0 ? 100 : 20));
    int h = 1 + static_cast<int>(rng() % 20);
    if (round % 500 == 499) {  // rows longer than a reading piece (65536 cells)
      w = 70000 + static_cast<int>(rng() % 3);
      h = 2;
    }
    const std::string text = random_board_text(rng, w, h, codes);
    const Expected want = reference_cells(text, w, h, codes);
    text::TokenReader in(text);
    Grid g;
    g.reset_growing(w, h);
    const Result<Ok> got = read_cells(in, g, codes, 4);
    const std::string context = "round " + std::to_string(round) + " " + std::to_string(w) + "x" + std::to_string(h);
    ASSERT_EQ(got.ok(), want.ok) << context << (got.ok() ? "" : ": " + got.error().message) << "\n"
                                 << text.substr(0, 400);
    if (!want.ok) {
      ++errors;
      EXPECT_EQ(got.error().case_label, "case 4") << context;
      if (!want.message.empty()) {
        EXPECT_EQ(got.error().message, want.message) << context;
      }
      if (want.message.find("ends where") == std::string::npos) {
        EXPECT_EQ(got.error().position.line, want.line) << context << ": " << got.error().message;
        EXPECT_EQ(got.error().position.column, want.column) << context << ": " << got.error().message;
      }
      continue;
    }
    ++boards;
    g.seal();
    Grid reference;
    reference.reset(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) reference.at(x, y) = want.cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)];
    }
    ASSERT_EQ(g, reference) << context;
    // The reader stands after the last cell: what follows is read next.
    const std::vector<Token> tokens = reference_tokens(text);
    const std::size_t n = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
    std::int64_t after = 0;
    const text::Scan next = in.next(after);
    if (tokens.size() > n && tokens[n].number) {
      EXPECT_EQ(next, text::Scan::Number) << context;
      EXPECT_EQ(after, tokens[n].value) << context;
    } else {
      EXPECT_EQ(next, tokens.size() > n ? text::Scan::Bad : text::Scan::End) << context;
    }
  }
  EXPECT_GT(errors, 300);
  EXPECT_GT(boards, 1000);
}

}  // namespace
}  // namespace tengen::classic
