// gtp/command.hpp: command lines as the protocol cleans and splits them (against a plain reference
// on random lines), colours, passes, and vertices: every point of every board up to 25 x 25 named
// and read back, I skipped, the rest refused.

#include <gtest/gtest.h>

#include <climits>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "tengen/gtp/command.hpp"

namespace tengen::gtp {
namespace {

/// The protocol's preprocessing, plainly: control characters (but tab) dropped, everything from '#'
/// dropped, tabs made spaces; then words split at spaces, the first an id when it is all digits
/// and fits.
std::optional<Command> reference_command(const std::string& line) {
  std::string clean;
  for (const char c : line) {
    if (c == '#') break;
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t') clean += ' ';
    if (u >= 32 && u != 127) clean += c;
  }
  std::vector<std::string> words;
  std::string word;
  for (const char c : clean + " ") {
    if (c != ' ') {
      word += c;
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  if (words.empty()) return std::nullopt;
  Command cmd;
  std::size_t first = 0;
  const std::string& w = words[0];
  bool all_digits = true;
  for (const char c : w) all_digits &= c >= '0' && c <= '9';
  const std::string trimmed = w.substr(std::min(w.find_first_not_of('0'), w.size()));
  const std::string most = std::to_string(LLONG_MAX);
  if (all_digits && (trimmed.size() < most.size() || (trimmed.size() == most.size() && trimmed <= most))) {
    cmd.id = trimmed.empty() ? 0 : std::stoll(trimmed);
    first = 1;
  }
  if (first < words.size()) {
    cmd.name = words[first];
    cmd.args.assign(words.begin() + static_cast<std::ptrdiff_t>(first) + 1, words.end());
  }
  return cmd;
}

TEST(GtpCommand, ParsesAsTheReferenceOnRandomLines) {
  std::mt19937_64 rng(149);
  const std::string alphabet = std::string("ab19 \t#\x01\x7f\r-") + '\0';
  const char* const words[] = {"play", "genmove", "b", "D4", "12", "007", "99999999999999999999", "komi", "6.5", "#x"};
  for (int round = 0; round < 50000; ++round) {
    std::string line;
    const int parts = static_cast<int>(rng() % 6);
    for (int i = 0; i < parts; ++i) {
      if (rng() % 2) {
        line += words[rng() % std::size(words)];
      } else {
        const std::size_t n = rng() % 4;
        for (std::size_t k = 0; k < n; ++k) line += alphabet[rng() % alphabet.size()];
      }
      line += rng() % 4 == 0 ? "\t" : " ";
    }
    const std::optional<Command> want = reference_command(line);
    const std::optional<Command> got = parse_command(line);
    ASSERT_EQ(got.has_value(), want.has_value()) << '"' << line << '"';
    if (!want) continue;
    ASSERT_EQ(got->id, want->id) << '"' << line << '"';
    ASSERT_EQ(got->name, want->name) << '"' << line << '"';
    ASSERT_EQ(got->args, want->args) << '"' << line << '"';
  }
}

TEST(GtpCommand, Examples) {
  EXPECT_EQ(parse_command(""), std::nullopt);
  EXPECT_EQ(parse_command("  \t "), std::nullopt);
  EXPECT_EQ(parse_command("# just a comment"), std::nullopt);
  const auto play = parse_command("12 play\tb  D4 # the move\r");
  ASSERT_TRUE(play.has_value());
  EXPECT_EQ(play->id, 12);
  EXPECT_EQ(play->name, "play");
  EXPECT_EQ(play->args, (std::vector<std::string>{"b", "D4"}));
  const auto cleaned = parse_command("pl\x01" "ay\x7f w pass");
  ASSERT_TRUE(cleaned.has_value());
  EXPECT_EQ(cleaned->id, std::nullopt);
  EXPECT_EQ(cleaned->name, "play");
  EXPECT_EQ(cleaned->args, (std::vector<std::string>{"w", "pass"}));
  // Names are case-sensitive and kept as written.
  EXPECT_EQ(parse_command("Quit")->name, "Quit");
}

TEST(GtpCommand, Colors) {
  for (const char* b : {"b", "B", "black", "Black", "BLACK"}) EXPECT_EQ(parse_color(b), Color::Black) << b;
  for (const char* w : {"w", "W", "white", "WhItE"}) EXPECT_EQ(parse_color(w), Color::White) << w;
  for (const char* bad : {"", "bl", "blackk", "x", "1", " b", "empty"}) EXPECT_EQ(parse_color(bad), std::nullopt) << bad;
}

TEST(GtpCommand, Passes) {
  for (const char* p : {"pass", "PASS", "Pass", "pASs"}) EXPECT_TRUE(is_pass(p)) << p;
  for (const char* p : {"", "pas", "passs", " pass", "A1"}) EXPECT_FALSE(is_pass(p)) << p;
  EXPECT_EQ(parse_vertex("pass", 19, 19), std::nullopt);
}

/// The protocol's name of a point: a letter from A to Z without I, then the row from the bottom.
std::string reference_name(int x, int y, int height) {
  return std::string(1, "ABCDEFGHJKLMNOPQRSTUVWXYZ"[x]) + std::to_string(height - y);
}

TEST(GtpCommand, EveryPointOfEveryBoardIsNamedAndReadBack) {
  EXPECT_EQ(kMaxSide, 25);
  for (int w = 1; w <= kMaxSide; ++w) {
    for (int h = 1; h <= kMaxSide; ++h) {
      for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
          const std::string name = vertex_name(x, y, h);
          ASSERT_EQ(name, reference_name(x, y, h));
          const std::optional<Vertex> v = parse_vertex(name, w, h);
          ASSERT_TRUE(v.has_value()) << name << " on " << w << "x" << h;
          ASSERT_EQ(v->x, x);
          ASSERT_EQ(v->y, y);
          std::string lower = name;
          lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
          ASSERT_TRUE(parse_vertex(lower, w, h).has_value()) << lower;
        }
        // Just off the board: the next column and the rows 0 and h + 1.
        if (w < kMaxSide) {
          ASSERT_EQ(parse_vertex(reference_name(w, 0, h), w, h), std::nullopt);
        }
        ASSERT_EQ(parse_vertex(reference_name(0, h, h), w, h), std::nullopt);  // row 0
        ASSERT_EQ(parse_vertex(reference_name(0, -1, h), w, h), std::nullopt);  // row h + 1
      }
    }
  }
}

TEST(GtpCommand, VerticesThatAreNone) {
  EXPECT_EQ(parse_vertex("A1", 19, 19)->y, 18);
  EXPECT_EQ(parse_vertex("J1", 19, 19)->x, 8);  // I is skipped
  for (const char* bad : {"I5", "i5", "A", "1", "", "A-1", "A+1", "A1x", "A 1", "AA1", "@1", "[1", "A99999999999999999999"}) {
    EXPECT_EQ(parse_vertex(bad, 19, 19), std::nullopt) << bad;
  }
}

}  // namespace
}  // namespace tengen::gtp
