// The structural index (src/sgf/structural_index.hpp): the SSE2 path against its scalar reference
// and against the definition, on random text rich in the bytes that matter, every length and both
// kinds of charset.

#include <gtest/gtest.h>

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

std::vector<std::uint32_t> entries(const StructuralIndex& index, std::size_t bytes) {
  std::vector<std::uint32_t> out;
  for (std::size_t k = 0; k < index.size(); ++k) out.push_back(index[k]);
  for (std::size_t k = 0; k < StructuralIndex::kSentinels; ++k) EXPECT_EQ(index[index.size() + k], bytes);
  return out;
}

TEST(StructuralIndex, FastPathAgreesWithScalarAndDefinition) {
  std::mt19937_64 rng(25);
  // Near misses included: the neighbours of each structural byte, 0x80 beside 0x81, NUL.
  const char bytes[] = {'(', ')', '[', ']', ';', '\\', '\n', '\'', '*', ':', '<', 'Z', '^', '\x80', '\x81', '\xff', '\x7f', '\0', ' ', 'a', 'B', '\r', '\t'};
  const std::string alphabet(bytes, sizeof bytes);
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 300, '\0');
    const std::size_t used = 1 + rng() % alphabet.size();  // some texts with few distinct bytes
    for (char& ch : s) ch = alphabet[rng() % used];
    for (const bool double_byte : {false, true}) {
      const std::vector<std::uint32_t> want = by_definition(s, double_byte);
      ASSERT_EQ(entries(StructuralIndex(s, double_byte), s.size()), want) << "round " << round;
      ASSERT_EQ(entries(StructuralIndex::scalar(s, double_byte), s.size()), want) << "round " << round;
    }
  }
}

TEST(StructuralIndex, EmptyTextIsTheSentinelAlone) {
  const StructuralIndex index("", false);
  EXPECT_EQ(index.size(), 0u);
  EXPECT_EQ(index[0], 0u);
}

}  // namespace
}  // namespace tengen::sgf
