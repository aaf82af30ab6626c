// Edit distance held to its definition (the fewest single-byte insertions, deletions and
// substitutions, found by a breadth-first search over edits), and nearest() on the words it serves.

#include <gtest/gtest.h>

#include <map>
#include <queue>
#include <random>
#include <string>

#include "tengen/text/nearest.hpp"

namespace tengen::text {
namespace {

/// The fewest edits from a to b over the alphabet "abc", by breadth-first search.
std::size_t edits_by_search(const std::string& a, const std::string& b) {
  std::map<std::string, std::size_t> seen{{a, 0}};
  std::queue<std::string> todo;
  todo.push(a);
  while (!todo.empty()) {
    const std::string s = todo.front();
    todo.pop();
    if (s == b) return seen[s];
    std::vector<std::string> next;
    for (std::size_t i = 0; i <= s.size(); ++i) {
      for (const char c : std::string("abc")) {
        next.push_back(s.substr(0, i) + c + s.substr(i));
        if (i < s.size()) next.push_back(s.substr(0, i) + c + s.substr(i + 1));
      }
      if (i < s.size()) next.push_back(s.substr(0, i) + s.substr(i + 1));
    }
    for (const std::string& n : next) {
      if (n.size() <= 6 && seen.emplace(n, seen[s] + 1).second) todo.push(n);
    }
  }
  return SIZE_MAX;
}

TEST(Nearest, EditDistanceIsTheFewestEdits) {
  std::mt19937 rng(3);
  auto word = [&] {
    std::string w(rng() % 5, 'a');
    for (char& c : w) c = static_cast<char>('a' + rng() % 3);
    return w;
  };
  for (int i = 0; i < 150; ++i) {
    const std::string a = word();
    const std::string b = word();
    EXPECT_EQ(edit_distance(a, b), edits_by_search(a, b)) << a << " -> " << b;
  }
}

TEST(Nearest, FindsTheWordMeant) {
  const std::vector<std::string_view> formats{"score", "capture", "five", "replay"};
  EXPECT_EQ(nearest("scor", formats), "score");     // a prefix
  EXPECT_EQ(nearest("captrue", formats), "capture");  // two edits
  EXPECT_EQ(nearest("fiv", formats), "five");
  EXPECT_EQ(nearest("go", formats), "");            // nothing near
  EXPECT_EQ(nearest("", formats), "");
  EXPECT_EQ(nearest("suicid", {"ko", "suicide", "local"}), "suicide");
}

TEST(Nearest, NotAmongListsTheWords) {
  EXPECT_EQ(not_among("chinse", {"chinese", "japanese", "aga"}), "chinse not in {chinese,japanese,aga} (did you mean 'chinese'?)");
  EXPECT_EQ(not_among("maybe", {"none", "auto"}), "maybe not in {none,auto}");
  EXPECT_EQ(not_among("x", {}), "x not in {}");
}

TEST(Nearest, DidYouMeanEndsAMessage) {
  const std::vector<std::string_view> rules{"chinese", "japanese", "aga"};
  EXPECT_EQ(did_you_mean("chinse", rules), " (did you mean 'chinese'?)");
  EXPECT_EQ(did_you_mean("korean", rules), "");
}

}  // namespace
}  // namespace tengen::text
