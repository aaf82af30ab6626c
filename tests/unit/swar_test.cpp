// The byte tricks of src/swar.hpp against the plain loops they stand for.

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "swar.hpp"

namespace tengen::swar {
namespace {

TEST(Swar, BytesEqualAndCountAgreeWithPlainLoops) {
  std::mt19937_64 rng(3);
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 40, '\0');
    // Few distinct bytes, the high ones included: neighbours of c must not be counted.
    for (char& ch : s) ch = static_cast<char>("[;]\x80\xff\x5b\x5a\x00"[rng() % 8]);
    const auto c = static_cast<std::uint8_t>("[;\xff\x00"[rng() % 4]);
    ASSERT_EQ(count_bytes(s, c), static_cast<std::size_t>(std::count(s.begin(), s.end(), static_cast<char>(c)))) << round;
    if (s.size() >= 8) {
      const std::uint64_t flags = bytes_equal(load(s.data()), c);
      for (std::size_t i = 0; i < 8; ++i) {
        ASSERT_EQ((flags >> (8 * i)) & 0xFF, static_cast<std::uint8_t>(s[i]) == c ? 0x80u : 0u) << round;
      }
    }
  }
}

TEST(Swar, LanesDifferFlagsEachValueNotEqualToX) {
  std::mt19937_64 rng(5);
  for (int round = 0; round < 20000; ++round) {
    // Few distinct values, the highest bit included, so that equal and unequal lanes both come.
    const std::array<std::uint32_t, 3> pool{static_cast<std::uint32_t>(rng()), 0x8000'0000u, 0u};
    std::array<std::uint32_t, 4> v{};
    for (auto& x : v) x = pool[rng() % 3];
    const std::uint32_t x = pool[rng() % 3];
    unsigned want = 0;
    for (unsigned i = 0; i < 4; ++i) want |= (v[i] != x ? 1u : 0u) << i;
    ASSERT_EQ(lanes_differ(v, x), want) << round;
  }
}

TEST(Swar, CountBytesOverLongTexts) {
  // Long enough for a lane's counter to be summed several times (255 steps of 16 bytes), with
  // every byte equal to c in one of them (each lane then counts to 255).
  std::mt19937_64 rng(6);
  for (const std::size_t size : {std::size_t{4080}, std::size_t{4096}, std::size_t{12345}, std::size_t{100003}}) {
    std::string s(size, '\0');
    for (char& ch : s) ch = static_cast<char>("[;]\xff"[rng() % 4]);
    for (const std::uint8_t c : {std::uint8_t{'['}, std::uint8_t{0xFF}, std::uint8_t{'x'}}) {
      ASSERT_EQ(count_bytes(s, c), static_cast<std::size_t>(std::count(s.begin(), s.end(), static_cast<char>(c)))) << size;
    }
    const std::string all(size, ';');
    ASSERT_EQ(count_bytes(all, ';'), size);
  }
}

TEST(Swar, PositionsListsTheSetBitsInOrder) {
  std::mt19937_64 rng(4);
  for (int round = 0; round < 20000; ++round) {
    const std::uint64_t bits = rng() & rng() & (round % 2 == 0 ? rng() : ~0ull);
    const auto base = static_cast<std::uint32_t>(rng() % 1000000);
    std::vector<std::uint32_t> want;
    for (std::uint32_t i = 0; i < 64; ++i) {
      if ((bits >> i) & 1) want.push_back(base + i);
    }
    std::vector<std::uint32_t> got(64);
    got.resize(static_cast<std::size_t>(positions(bits, base, got.data()) - got.data()));
    ASSERT_EQ(got, want) << round;
  }
}

#if defined(__SSE2__)
TEST(Swar, SseBytesAmongAndBits64AgreeWithPlainLoops) {
  std::mt19937_64 rng(5);
  for (int round = 0; round < 20000; ++round) {
    char block[64];
    for (char& ch : block) ch = "()[]\\;\n'*:Z\x80\x81\xff\0"[rng() % 15];
    const std::uint64_t got = sse::bits64(block, [](__m128i v) { return sse::bytes_among<'(', ';', '\\', '\n'>(v); });
    std::uint64_t want = 0;
    for (std::size_t i = 0; i < 64; ++i) {
      const char c = block[i];
      if (c == '(' || c == ';' || c == '\\' || c == '\n') want |= std::uint64_t{1} << i;
    }
    ASSERT_EQ(got, want) << round;
  }
}
#endif

}  // namespace
}  // namespace tengen::swar
