#pragma once
// Eight bytes at a time in one 64-bit word ("SIMD within a register"), and sixteen in a vector
// with SSE2: the byte tests the readers and the one-pass analyses share, each a named one-liner
// defined once. Byte i of a word is the byte at address + i on every host. Internal to the library.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tengen::swar {

inline constexpr std::uint64_t kOnes = 0x0101010101010101ull;
inline constexpr std::uint64_t kHigh = 0x8080808080808080ull;
inline constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;

/// The eight bytes at p.
inline std::uint64_t load(const void* p) {
  std::uint64_t w = 0;
  std::memcpy(&w, p, 8);
  if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
  return w;
}

/// Writes w as the eight bytes at p (the inverse of load).
inline void store(void* p, std::uint64_t w) {
  if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
  std::memcpy(p, &w, 8);
}

/// 0x80 in each byte of w equal to c, 0 elsewhere. Exact (no false hits from borrows).
inline std::uint64_t bytes_equal(std::uint64_t w, std::uint8_t c) {
  const std::uint64_t x = w ^ (kOnes * c);
  return ~(((x & kLow7) + kLow7) | x | kLow7);
}

/// 0x80 in each byte of w greater than k (k < 0x7F), 0 elsewhere.
inline std::uint64_t bytes_above(std::uint64_t w, std::uint8_t k) {
  return (((w & kLow7) + kOnes * (0x7Fu - k)) | w) & kHigh;
}

/// A mask of 0x80 flags as 8 bits: bit i set where byte i is flagged.
inline std::uint64_t gather(std::uint64_t flags) {
  // One multiply gathers the flags into the top byte: shifted down, byte i's flag is bit 8i, and
  // the multiplier's bit 7(7 - i) + 7 moves it to bit 56 + i. No two products share a bit, so
  // nothing carries.
  return ((flags >> 7) * 0x0102040810204080ull) >> 56;
}

/// Bit i set where byte i of w equals c: eight cells compared at once, into 8 bits.
inline std::uint64_t bits_equal(std::uint64_t w, std::uint8_t c) { return gather(bytes_equal(w, c)); }

/// The bytes of w that are flagged (0x80) as whole bytes of 0xFF, the others 0.
inline std::uint64_t widen(std::uint64_t flags) { return (flags >> 7) * 0xFF; }

/// 0x01 in byte i for each bit i of a byte, by table: the inverse of bits_equal's gathering.
inline constexpr std::array<std::uint64_t, 256> kSpread = [] {
  std::array<std::uint64_t, 256> table{};
  for (unsigned bits = 0; bits < 256; ++bits) {
    for (unsigned i = 0; i < 8; ++i) table[bits] |= std::uint64_t{(bits >> i) & 1} << (8 * i);
  }
  return table;
}();
inline std::uint64_t spread(std::uint64_t bits) { return kSpread[bits & 0xFF]; }

/// How many bytes a mask of 0x80 flags marks. A multiply, not popcount: without -mpopcnt that is a
/// library call.
inline int count(std::uint64_t flags) { return static_cast<int>(((flags >> 7) * kOnes) >> 56); }

/// The number of set bits of x; no popcount instruction without -mpopcnt.
inline int bits(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * kOnes) >> 56);
}

/// The byte index of the lowest flag of a nonzero mask.
inline std::size_t first(std::uint64_t flags) { return static_cast<std::size_t>(std::countr_zero(flags)) / 8; }

/// Writes base + i for each set bit i of `bits`, lowest first, from `out` on; returns the end. The
/// step from a mask of flagged bytes to a structural index (their offsets, in order).
inline std::uint32_t* positions(std::uint64_t bits, std::uint32_t base, std::uint32_t* out) {
  for (; bits != 0; bits &= bits - 1) *out++ = base + static_cast<std::uint32_t>(std::countr_zero(bits));
  return out;
}

#if defined(__SSE2__)
/// The same byte tests sixteen bytes at a time, on a 128-bit vector (SSE2: every x86-64 has it).
/// Flags are 0xFF bytes; bits() gathers them as 16 bits, bit i for byte i.
namespace sse {

/// The sixteen bytes at p.
inline __m128i load(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }

/// Sixteen bytes c.
inline __m128i splat(char c) { return _mm_set1_epi8(c); }

/// 0xFF in each byte of v equal to the same byte of c (splat(c) for one byte), 0 elsewhere.
inline __m128i bytes_equal(__m128i v, __m128i c) { return _mm_cmpeq_epi8(v, c); }

/// 0xFF in each byte of v from `from` to from + count - 1 (unsigned bytes), 0 elsewhere: a signed
/// compare after the subtraction, the top bits flipped.
inline __m128i bytes_within(__m128i v, char from, int count) {
  const __m128i bias = _mm_set1_epi8(static_cast<char>(0x80));
  return _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(v, _mm_set1_epi8(from)), bias),
                        _mm_set1_epi8(static_cast<char>(0x80 + count)));
}

/// 0xFF in each byte of v that is not above the same byte of `top` (unsigned), 0 elsewhere.
inline __m128i bytes_at_most(__m128i v, __m128i top) { return _mm_cmpeq_epi8(_mm_min_epu8(v, top), v); }

/// A vector of flags as 16 bits: bit i set where byte i is flagged.
inline unsigned bits(__m128i flags) { return static_cast<unsigned>(_mm_movemask_epi8(flags)); }

/// 0xFF in each byte of v equal to any of the bytes C..., 0 elsewhere.
template <char... C>
inline __m128i bytes_among(__m128i v) {
  __m128i r = _mm_setzero_si128();
  ((r = _mm_or_si128(r, bytes_equal(v, splat(C)))), ...);
  return r;
}

/// The flags of sixty-four bytes at p as 64 bits (bit i for byte i), `flag` telling each vector's.
template <class Flag>
inline std::uint64_t bits64(const char* p, Flag flag) {
  return std::uint64_t{bits(flag(load(p)))} | std::uint64_t{bits(flag(load(p + 16)))} << 16 |
         std::uint64_t{bits(flag(load(p + 32)))} << 32 | std::uint64_t{bits(flag(load(p + 48)))} << 48;
}

/// The odd bytes (1, 3 .. 15) of v, or the even ones (0, 2 .. 14), as the eight bytes at out.
inline void store_odd_bytes(void* out, __m128i v) {
  const __m128i odd = _mm_srli_epi16(v, 8);
  _mm_storel_epi64(static_cast<__m128i*>(out), _mm_packus_epi16(odd, odd));
}
inline void store_even_bytes(void* out, __m128i v) {
  const __m128i even = _mm_and_si128(v, _mm_set1_epi16(0x00FF));
  _mm_storel_epi64(static_cast<__m128i*>(out), _mm_packus_epi16(even, even));
}

}  // namespace sse
#endif

/// Bit i set where v[i] differs from x: four 32-bit values compared at once (one vector compare
/// with SSE2).
inline unsigned lanes_differ(const std::array<std::uint32_t, 4>& v, std::uint32_t x) {
#if defined(__SSE2__)
  const __m128i equal = _mm_cmpeq_epi32(sse::load(v.data()), _mm_set1_epi32(static_cast<int>(x)));
  return ~static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(equal))) & 15u;
#else
  unsigned m = 0;
  for (unsigned i = 0; i < 4; ++i) m |= static_cast<unsigned>(v[i] != x) << i;
  return m;
#endif
}

/// How many bytes of s equal c: sixteen a step with SSE2 (each byte lane counts its hits for up to
/// 255 steps, then one sum of absolute differences adds the lanes up), eight otherwise.
inline std::size_t count_bytes(std::string_view s, std::uint8_t c) {
  std::size_t n = 0;
  std::size_t i = 0;
#if defined(__SSE2__)
  const __m128i target = sse::splat(static_cast<char>(c));
  while (s.size() - i >= 16) {
    const std::size_t end = i + std::min<std::size_t>((s.size() - i) / 16, 255) * 16;
    __m128i lanes = _mm_setzero_si128();
    for (; i < end; i += 16) lanes = _mm_sub_epi8(lanes, sse::bytes_equal(sse::load(s.data() + i), target));
    const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
    n += static_cast<std::size_t>(_mm_cvtsi128_si64(sums)) + static_cast<std::size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  }
#endif
  for (; i + 8 <= s.size(); i += 8) n += static_cast<std::size_t>(count(bytes_equal(load(s.data() + i), c)));
  for (; i < s.size(); ++i) n += static_cast<std::uint8_t>(s[i]) == c ? 1 : 0;
  return n;
}

}  // namespace tengen::swar
