// The structural index (src/sgf/structural_index.hpp): the SSE2 path and its scalar reference
// against the definition, walked window by window as the reader walks it, on random text rich in
// the bytes that matter, every length, several window sizes and both kinds of charset.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "sgf/structural_index.hpp"

namespace tengen::sgf {
namespace {

/// The index by its definition: every byte tested on its own.
std::vector<std::uint32_t> by_definition(std::string_view s, bool double_byte) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const bool structural = std::string_view("()[];\\\n").find(static_cast<char>(c)) != std::string_view::npos ||
                            (double_byte && c > 0x80);
    if (structural) out.push_back(static_cast<std::uint32_t>(i));
  }
  return out;
}

/// The entries a walk reads, stepping one or three entries at a time as the reader does, and
/// checking at each step the two entries it may look ahead at against `want` (the sentinel past it).
std::vector<std::uint32_t> walk(StructuralIndex index, std::size_t bytes, const std::vector<std::uint32_t>& want,
                                std::mt19937_64& rng) {
  std::vector<std::uint32_t> out;
  auto wanted = [&](std::size_t n) { return n < want.size() ? want[n] : static_cast<std::uint32_t>(bytes); };
  std::size_t k = 0;
  for (std::size_t n = 0; index[k] != bytes; ) {
    out.push_back(index[k]);
    EXPECT_EQ(index[k + 1], wanted(n + 1));
    EXPECT_EQ(index[k + 2], wanted(n + 2));
    const std::size_t step = rng() % 2 == 0 || n + 3 > want.size() ? 1 : 3;
    for (std::size_t s = 1; s < step; ++s) out.push_back(index[k + s]);
    n += step;
    k = index.keep(k + step);
    if (out.size() > want.size()) break;  // a walk that never reaches the sentinel
  }
  for (std::size_t s = 0; s < StructuralIndex::kSentinels; ++s) EXPECT_EQ(index[k + s], bytes);
  return out;
}

TEST(StructuralIndex, FastPathAndScalarAgreeWithTheDefinitionWindowByWindow) {
  std::mt19937_64 rng(25);
  // Near misses included: the neighbours of each structural byte, 0x80 beside 0x81, NUL.
  const char bytes[] = {'(', ')', '[', ']', ';', '\\', '\n', '\'', '*', ':', '<', 'Z', '^', '\x80', '\x81', '\xff', '\x7f', '\0', ' ', 'a', 'B', '\r', '\t'};
  const std::string alphabet(bytes, sizeof bytes);
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 300, '\0');
    const std::size_t used = 1 + rng() % alphabet.size();  // some texts with few distinct bytes
    for (char& ch : s) ch = alphabet[rng() % used];
    // Windows of one block, a few, and the default: windows with no structural byte in them too.
    const std::size_t window = round % 3 == 0 ? 64 : round % 3 == 1 ? 128 : StructuralIndex::kWindowBytes;
    for (const bool double_byte : {false, true}) {
      const std::vector<std::uint32_t> want = by_definition(s, double_byte);
      for (const auto method : {StructuralIndex::Method::Sse, StructuralIndex::Method::Scalar}) {
        ASSERT_EQ(walk(StructuralIndex(s, double_byte, window, method), s.size(), want, rng), want) << "round " << round;
      }
    }
  }
}

// A walk that jumps ahead (the reader after a tree read in one pass) finds there the entries the
// definition gives from that byte on, within the window, past it, or at the end.
TEST(StructuralIndex, SkipToFindsTheFirstEntryAtOrAfterTheByte) {
  std::mt19937_64 rng(26);
  const std::string alphabet = "()[];\\\naaaaaaaaaaaaaaaaaaaa";
  for (int round = 0; round < 5000; ++round) {
    std::string s(rng() % 600, 'a');
    for (char& ch : s) ch = alphabet[rng() % alphabet.size()];
    const std::vector<std::uint32_t> want = by_definition(s, false);
    const std::size_t window = round % 2 == 0 ? 64 : StructuralIndex::kWindowBytes;
    for (const auto method : {StructuralIndex::Method::Sse, StructuralIndex::Method::Scalar}) {
      StructuralIndex index(s, false, window, method);
      std::size_t k = 0;
      std::size_t at = 0;  // the byte the walk is at
      while (index[k] != s.size()) {
        if (rng() % 3 == 0) {
          at = index[k] + 1;
          k = index.keep(k + 1);
        } else {
          at = std::min(s.size(), at + rng() % 200);
          k = index.skip_to(k, at);
        }
        // The first entry from `at` on, and the two after it, as the definition has them.
        const auto first = static_cast<std::size_t>(std::lower_bound(want.begin(), want.end(), at) - want.begin());
        for (std::size_t e = 0; e < StructuralIndex::kSentinels; ++e) {
          const std::uint32_t expected = first + e < want.size() ? want[first + e] : static_cast<std::uint32_t>(s.size());
          ASSERT_EQ(index[k + e], expected) << "round " << round << " at " << at;
        }
      }
    }
  }
}

TEST(StructuralIndex, LongTextWithoutStructuralBytesSlidesToTheSentinel) {
  // Several windows with nothing in them, then one byte: the first entry is found past them all.
  std::string s(64 * 10, 'a');
  s += ";";
  s += std::string(64 * 5, 'b');
  StructuralIndex index(s, false, 64);
  EXPECT_EQ(index[0], 640u);
  EXPECT_EQ(index[1], s.size());
  const std::size_t k = index.keep(1);
  EXPECT_EQ(index[k], s.size());
  EXPECT_EQ(index[k + 2], s.size());
}

TEST(StructuralIndex, FinishLeavesTheSentinelAlone) {
  StructuralIndex index("(;B[aa];W[bb])", false, 64);
  EXPECT_EQ(index[0], 0u);
  const std::size_t k = index.finish();
  for (std::size_t s = 0; s < StructuralIndex::kSentinels; ++s) EXPECT_EQ(index[k + s], 14u);
}

TEST(StructuralIndex, EmptyTextIsTheSentinelAlone) {
  const StructuralIndex index("", false);
  EXPECT_EQ(index[0], 0u);
  EXPECT_EQ(index[2], 0u);
}

}  // namespace
}  // namespace tengen::sgf
