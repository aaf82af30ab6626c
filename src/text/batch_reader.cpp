#include "text/batch_reader.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "swar.hpp"


namespace tengen::text {
namespace {

#if defined(__SSE2__)
/// The digits, the white space (' ', '\t' to '\r') and the newlines among the 64 bytes at p, a
/// bit a byte (bit i for p[i]).
struct Classes {
  std::uint64_t digit = 0;
  std::uint64_t space = 0;
  std::uint64_t lines = 0;
};

Classes classify(const char* p) {
  Classes c;
  for (int i = 0; i < 4; ++i) {
    const __m128i v = swar::sse::load(p + 16 * i);
    const auto at = [&](__m128i flags) { return std::uint64_t{swar::sse::bits(flags)} << (16 * i); };
    c.digit |= at(swar::sse::bytes_within(v, '0', 10));
    c.space |= at(_mm_or_si128(swar::sse::bytes_within(v, '\t', 5), swar::sse::bytes_equal(v, swar::sse::splat(' '))));
    c.lines |= at(swar::sse::bytes_equal(v, swar::sse::splat('\n')));
  }
  return c;
}

/// The numbers whose last digits are at p + ends[0, 4), as four 32-bit lanes, when each has 1 to 7
/// digits; `fail` gets a nonzero byte for a number of 8 digits or more. Reads the 8 bytes ending at
/// each last digit, and keeps the digits after the last byte that is not one.
__m128i four_numbers(const char* p, const std::uint32_t* ends, __m128i& fail) {
  __m128i pair[2];
  for (int h = 0; h < 2; ++h) {
    const __m128i low = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p + ends[2 * h] - 7));
    const __m128i v = _mm_castpd_si128(
        _mm_loadh_pd(_mm_castsi128_pd(low), reinterpret_cast<const double*>(p + ends[2 * h + 1] - 7)));
    // Not a digit: 0xFF. Then spread down each 64-bit lane, so that only the number's own digits
    // (the bytes above the highest non-digit) stay.
    __m128i other = _mm_cmpgt_epi8(_mm_xor_si128(_mm_sub_epi8(v, _mm_set1_epi8('0')), _mm_set1_epi8(static_cast<char>(0x80))),
                                   _mm_set1_epi8(static_cast<char>(0x80 + 9)));
    other = _mm_or_si128(other, _mm_srli_epi64(other, 8));
    other = _mm_or_si128(other, _mm_srli_epi64(other, 16));
    other = _mm_or_si128(other, _mm_srli_epi64(other, 32));
    fail = _mm_or_si128(fail, _mm_andnot_si128(other, _mm_set1_epi64x(0xFF)));  // eight digits
    // Digits to values, then pairs (first * 10 + second), fours (first pair * 100 + second).
    __m128i x = _mm_andnot_si128(other, _mm_and_si128(v, _mm_set1_epi8(0x0F)));
    x = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(x, _mm_set1_epi16(0xFF)), _mm_set1_epi16(10)), _mm_srli_epi16(x, 8));
    pair[h] = _mm_madd_epi16(x, _mm_set1_epi32((1 << 16) | 100));
  }
  // The first four digits (lanes 0, 2, ...) times 10000, plus the last four (lanes 1, 3, ...);
  // each is below 10000, so a 16-bit multiply does.
  const __m128 a = _mm_castsi128_ps(pair[0]);
  const __m128 b = _mm_castsi128_ps(pair[1]);
  const __m128i high = _mm_castps_si128(_mm_shuffle_ps(a, b, 0x88));
  const __m128i low = _mm_castps_si128(_mm_shuffle_ps(a, b, 0xDD));
  return _mm_add_epi32(_mm_madd_epi16(high, _mm_set1_epi32(10000)), low);
}
#endif
}  // namespace

void BatchReader::count_lines(const char* block, std::uint64_t lines) {
  if (lines == 0) return;
  TokenReader::Cursor c = in_.cursor();
  c.line += static_cast<std::uint64_t>(swar::bits(lines));
  c.line_start = in_.offset_of(block) + static_cast<std::uint64_t>(64 - std::countl_zero(lines));
  in_.move_to(c);
}

bool BatchReader::rest_of_line_blank() {
  // The blanks are passed over as they come (whatever the answer, the caller reads no further), so
  // that a line of any length needs no more than the buffer.
  for (;;) {
    TokenReader::Cursor here = in_.cursor();
    for (; here.pos != here.end; ++here.pos) {
      const char c = *here.pos;
      if (c == '\n' || c == '\r') return true;
      if (c != ' ' && c != '\t' && c != '\v' && c != '\f') return false;
    }
    in_.move_to(here);
    if (!in_.read_more()) return true;
  }
}

bool BatchReader::skip(std::uint64_t count) {
  const char* p = in_.cursor().pos;
  const char* const end = in_.cursor().end;
  bool in_token = false;  // p[-1] is a digit of a token already counted
#if defined(__SSE2__)
  while (end - p >= 64) {
    const Classes c = classify(p);
    const std::uint64_t starts = c.digit & ~((c.digit << 1) | (in_token ? 1u : 0u));
    const auto found = static_cast<std::uint64_t>(swar::bits(starts));
    if ((c.digit | c.space) != ~std::uint64_t{0} || found >= count) break;  // the scalar loop sees to it
    count -= found;
    count_lines(p, c.lines);
    in_token = (c.digit >> 63) != 0;
    p += 64;
  }
#endif
  // A token cut by the last block is counted already: its digits are passed over first.
  for (; in_token && p < end && TokenReader::is_digit(*p); ++p) {
  }
  TokenReader::Cursor here = in_.cursor();
  here.pos = p;
  in_.move_to(here);
  return skip_scalar(count);
}

bool BatchReader::skip_scalar(std::uint64_t count) {
  TokenReader::Cursor here = in_.cursor();
  const char* p = here.pos;
  const char* const end = here.end;
  for (;;) {
    p = in_.skip_space(p, end, here.line, here.line_start);
    if (p == end || count == 0 || !TokenReader::is_digit(*p)) break;
    while (p < end && TokenReader::is_digit(*p)) ++p;
    --count;
  }
  here.pos = p;
  in_.move_to(here, p);
  return count == 0 && (p == end || TokenReader::is_digit(*p));
}

namespace {

using swar::bytes_equal;
using swar::kHigh;
using swar::kOnes;

/// For each mask of the digit bytes of an 8-byte chunk of cells (at most four, none adjacent):
/// bytes 0 to 3 hold the bit offsets of those digits in the chunk (0 for the unused ones), bits 32
/// and up their number.
constexpr std::array<std::uint64_t, 256> kCellPlaces = [] {
  std::array<std::uint64_t, 256> table{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    std::uint64_t entry = 0;
    unsigned count = 0;
    for (unsigned bit = 0; bit < 8; ++bit) {
      if ((mask >> bit & 1) == 0) continue;
      if (count < 4) entry |= std::uint64_t{8 * bit} << (8 * count);
      ++count;
    }
    table[mask] = entry | (std::uint64_t{count} << 32);
  }
  return table;
}();

/// The value of the number at p when it has 1 to 7 digits followed by white space; its length goes
/// to `length`. Otherwise `length` is 0. Reads p[0, 8). A plain loop: the lengths of real data are
/// predictable, and a branch-free length would make each number wait for the one before it.
std::uint64_t plain_number(const char* p, std::size_t& length) {
  std::uint64_t v = 0;
  std::size_t i = 0;
  for (; i < 8 && static_cast<unsigned char>(p[i] - '0') < 10; ++i) v = v * 10 + static_cast<std::uint64_t>(p[i] - '0');
  const auto after = static_cast<unsigned char>(p[i < 8 ? i : 7]);
  const bool ends = after == ' ' || after == '\n' || after == '\r' || after == '\t';
  length = i >= 1 && i <= 7 && ends ? i : 0;
  return v;
}

}  // namespace

std::size_t BatchReader::pairs(NumberPair* out, std::size_t n, std::uint32_t limit) {
  const TokenReader::Cursor here = in_.cursor();
  const char* p = here.pos;
  const char* const end = here.end;
  // The line count and line start at p (committed with each pair), and as white space is skipped.
  std::uint64_t line = here.line;
  std::uint64_t line_start = here.line_start;
  std::uint64_t line_ahead = line;
  std::uint64_t start_ahead = line_start;
  std::size_t k = 0;
  while (k < n) {
    const char* q = in_.skip_space(p, end, line_ahead, start_ahead);
    if (end - q < 40) break;  // two numbers and their white space, with room for the loads
    std::size_t first_length = 0;
    const std::uint64_t first = plain_number(q, first_length);
    if (first_length == 0) break;
    const TextPosition at{line_ahead, in_.offset_of(q) - start_ahead + 1};
    const char* r = in_.skip_space(q + first_length, end, line_ahead, start_ahead);
    if (end - r < 8) break;
    std::size_t second_length = 0;
    const std::uint64_t second = plain_number(r, second_length);
    if (second_length == 0 || first - 1 >= limit || second - 1 >= limit) break;
    out[k++] = {static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(second), at};
    p = r + second_length;
    line = line_ahead;
    line_start = start_ahead;
  }
  in_.move_to({p, end, line, line_start}, p);
  return k;
}

bool BatchReader::plain_pairs(std::uint32_t* out, std::size_t n, std::uint32_t limit) {
  const char* p = in_.cursor().pos;
  const char* const end = in_.cursor().end;
  const std::size_t want = 2 * n;
  std::size_t k = 0;
#if defined(__SSE2__)
  // Chunks of numbers in two passes. The first finds where the numbers end, 64 bytes a step, taking
  // a block only when it and the next one (where its last number may end) hold nothing but digits
  // and white space. The second reads four numbers at a time at those places, with no branch on the
  // data. Each number is read from the 8 bytes that end with it: 7 bytes before p must be held.
  constexpr std::size_t kChunk = 512;
  while (k < want && end - p >= 128 && in_.held_before(p) >= 8) {
    const std::size_t chunk = std::min(want - k, kChunk);
    alignas(16) std::array<std::uint32_t, kChunk + 64> ends;  // offsets from p; may be written 32 past
    std::size_t found = 0;
    const char* block = p;
    const char* last_block = nullptr;  // the block of the chunk's last number, when it is complete
    std::uint64_t last_lines = 0;
    std::uint64_t before = 0;  // the digits of the block before `block`
    Classes here = classify(block);
    while (end - block >= 128) {
      const Classes next = classify(block + 64);
      if (((here.digit | here.space) & (next.digit | next.space)) != ~std::uint64_t{0}) break;
      std::uint64_t last_digits = here.digit & ~((here.digit >> 1) | (next.digit << 63));
      const auto count = static_cast<std::size_t>(swar::bits(last_digits));
      const auto offset = static_cast<std::uint32_t>(block - p);
      // Eight at a time, written whether or not there are that many: a block holds 13 or so.
      for (std::size_t i = 0; i < count; i += 8) {
        for (std::size_t j = 0; j < 8; ++j) {
          ends[found + i + j] = offset + static_cast<std::uint32_t>(std::countr_zero(last_digits));
          last_digits &= last_digits - 1;
        }
      }
      found += count;
      if (found >= chunk) {
        last_block = block;
        last_lines = here.lines;
        break;
      }
      count_lines(block, here.lines);
      before = here.digit;
      block += 64;
      here = next;
    }
    const std::size_t take = std::min(found, chunk);
    if (take != 0) {
      for (std::size_t i = take; i < take + 3; ++i) ends[i] = ends[take - 1];
      alignas(16) std::array<std::uint32_t, kChunk + 4> values;
      __m128i fail = _mm_setzero_si128();
      // v - 1 < limit, unsigned, as a signed compare with the top bits flipped.
      const __m128i flip = _mm_set1_epi32(std::numeric_limits<std::int32_t>::min());
      const __m128i top = _mm_xor_si128(_mm_set1_epi32(static_cast<std::int32_t>(limit)), flip);
      for (std::size_t i = 0; i < take; i += 4) {
        const __m128i v = four_numbers(p, ends.data() + i, fail);
        _mm_store_si128(reinterpret_cast<__m128i*>(values.data() + i), v);
        const __m128i inside = _mm_cmplt_epi32(_mm_xor_si128(_mm_sub_epi32(v, _mm_set1_epi32(1)), flip), top);
        fail = _mm_or_si128(fail, _mm_andnot_si128(inside, _mm_set1_epi32(-1)));
      }
      if (swar::sse::bits(fail) != 0) return false;
      std::memcpy(out + k, values.data(), take * sizeof(std::uint32_t));
      k += take;
    }
    if (last_block == nullptr) {
      // Stopped early: every block seen is counted and its numbers read, but for one that runs on
      // into `block`, which the loop below reads from its start (digits hold no newline).
      p = block - ((before >> 63) & here.digit & 1 ? std::countl_one(before) : 0);
      break;
    }
    const char* after = p + ends[take - 1] + 1;
    const auto taken = static_cast<std::uint64_t>(after - last_block);
    count_lines(last_block, taken >= 64 ? last_lines : last_lines & ((std::uint64_t{1} << taken) - 1));
    p = after;
  }
#endif
  TokenReader::Cursor here = in_.cursor();
  here.pos = p;
  in_.move_to(here);
  return plain_numbers(out, k, want, limit);
}

bool BatchReader::plain_pairs_scalar(std::uint32_t* out, std::size_t n, std::uint32_t limit) {
  return plain_numbers(out, 0, 2 * n, limit);
}

bool BatchReader::plain_numbers(std::uint32_t* out, std::size_t k, std::size_t want, std::uint32_t limit) {
  const TokenReader::Cursor here = in_.cursor();
  const char* p = here.pos;
  const char* const end = here.end;
  std::uint64_t line = here.line;
  std::uint64_t line_start = here.line_start;
  for (; k < want; ++k) {
    p = in_.skip_space(p, end, line, line_start);
    const char* const start = p;
    const char* const stop = end - p > 8 ? p + 8 : end;
    std::uint64_t v = 0;
    for (; p < stop && TokenReader::is_digit(*p); ++p) v = v * 10 + static_cast<std::uint64_t>(*p - '0');
    if (p == start || p - start > 7 || (p < end && !TokenReader::is_space(*p)) || v - 1 >= limit) return false;
    out[k] = static_cast<std::uint32_t>(v);
  }
  in_.move_to({p, end, line, line_start}, p);
  return true;
}

[[gnu::always_inline]] inline std::size_t BatchReader::cells_from(const char* p, std::uint8_t* out, std::size_t k, std::size_t n, int hi,
                             std::uint8_t minus_one, std::uint64_t& line, std::uint64_t& line_start) {
  const char* const end = in_.cursor().end;
  while (k < n) {
    p = in_.skip_space(p, end, line, line_start);
    if (end - p < 3) break;
    const bool negative = *p == '-';
    const char* d = p + (negative ? 1 : 0);
    if (!TokenReader::is_digit(*d) || !(TokenReader::is_space(d[1]) || d[1] == '-' || d[1] == '+')) break;
    const int v = *d - '0';
    if (negative ? (v != 1 || minus_one == 0) : v > hi) break;
    out[k++] = negative ? minus_one : static_cast<std::uint8_t>(v);
    p = d + 1;
  }
  in_.move_to({p, end, line, line_start}, p);
  return k;
}

std::size_t BatchReader::cells(std::uint8_t* out, std::size_t n, int hi, std::uint8_t minus_one) {
  const TokenReader::Cursor here = in_.cursor();
  const char* p = here.pos;
  const char* const end = here.end;
  std::uint64_t line = here.line;
  std::uint64_t line_start = here.line_start;
  std::size_t k = 0;
  // Eight bytes at a time. A chunk is taken only when every byte in it is a cell digit, a '-' before
  // "1", ' ' or '\n' (anything else is left to the loop below), and every digit is followed by
  // white space or '-' (so it is a whole token). So a chunk holds at most four cells, and k + 5 <= n
  // keeps every store inside out[0, n).
  const std::uint64_t minus_cell = kOnes * minus_one;
  std::uint64_t minus_before = 0;  // 0x80 in byte 0 when the byte before the chunk is a '-'
#if defined(__SSE2__)
  // The same rules sixteen bytes at a time with SSE2 (every x86-64 has it); the eight-byte loop
  // below then finishes the row on every host.
  {
    using swar::sse::bits;
    using swar::sse::bytes_equal;
    using swar::sse::splat;
    const __m128i zero_char = splat('0');
    const __m128i top = splat(static_cast<char>(hi));
    const __m128i minus_char = splat('-');
    const __m128i one_char = splat('1');
    const __m128i space_char = splat(' ');
    const __m128i newline_char = splat('\n');
    const __m128i white = splat(static_cast<char>(minus_one));
    // The newlines of the sixteen bytes at p (bit i for p[i]) into the line count.
    auto count_newlines = [&](unsigned newlines) {
      if (newlines == 0) return;
      line += static_cast<std::uint64_t>(swar::bits(newlines));
      line_start = in_.offset_of(p + (31 - std::countl_zero(newlines))) + 1;
    };
    while (k + 9 <= n && end - p >= 17) {
      const __m128i v = swar::sse::load(p);
      const __m128i d = _mm_sub_epi8(v, zero_char);
      const __m128i cell_v = swar::sse::bytes_at_most(d, top);
      const __m128i minus_v = bytes_equal(v, minus_char);
      const unsigned cell = bits(cell_v);
      const unsigned minus = bits(minus_v);
      const unsigned newlines = bits(bytes_equal(v, newline_char));
      const unsigned space = bits(bytes_equal(v, space_char)) | newlines;
      const auto after = static_cast<unsigned char>(p[16]);
      const unsigned after_sep = after == ' ' || after == '\n' || after == '-';
      // The usual shape: one-digit cells, one white-space byte between them. Starting on the
      // white space before a cell (where the reader stands after a token), the eight cells are the
      // odd bytes; starting on a cell, the even ones. Either way they are packed in one step.
      const bool odd = cell == 0xAAAA && space == 0x5555 && (after == ' ' || after == '\n');
      if ((odd || (cell == 0x5555 && space == 0xAAAA)) && minus_before == 0) {
        if (odd) {
          swar::sse::store_odd_bytes(out + k, d);
        } else {
          swar::sse::store_even_bytes(out + k, d);
        }
        k += 8;
        count_newlines(newlines);
        p += 16;
        continue;
      }
      const unsigned sep_next = ((space | minus) >> 1) | (after_sep << 15);
      unsigned bad = ~(cell | space) | (cell & ~sep_next);
      if (minus_one != 0) {
        const unsigned one_next = (bits(bytes_equal(v, one_char)) >> 1) | (unsigned{after == '1'} << 15);
        bad = (bad & ~minus) | (minus & ~one_next);
      }
      if ((bad & 0xFFFF) != 0) break;
      // A byte after a '-' is a "1" that stands for minus_one.
      const __m128i carry = _mm_cvtsi32_si128(minus_before != 0 ? 0xFF : 0);
      const __m128i negative = _mm_and_si128(_mm_or_si128(_mm_slli_si128(minus_v, 1), carry), cell_v);
      const __m128i values = _mm_and_si128(_mm_or_si128(_mm_andnot_si128(negative, d), _mm_and_si128(negative, white)), cell_v);
      const auto low = static_cast<std::uint64_t>(_mm_cvtsi128_si64(values));
      const auto high = static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_srli_si128(values, 8)));
      for (const auto& [half, mask] : {std::pair{low, cell & 0xFF}, std::pair{high, cell >> 8}}) {
        const std::uint64_t where = kCellPlaces[mask];
        for (int j = 0; j < 4; ++j) {
          out[k + static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(half >> ((where >> (8 * j)) & 63));
        }
        k += where >> 32;
      }
      count_newlines(newlines);
      minus_before = (minus >> 15) != 0 ? 0x80 : 0;
      p += 16;
    }
    // The last cells of a row, up to eight, in the usual shape and starting on the white space
    // before the first (a row is read a call at a time, so every row ends so): one chunk decoded,
    // and only those cells kept.
    const std::size_t left = n - k;
    if (left > 0 && left <= 8 && end - p >= 17 && minus_before == 0) {
      const __m128i v = swar::sse::load(p);
      const __m128i d = _mm_sub_epi8(v, zero_char);
      const unsigned used = (1u << (2 * left)) - 1;  // the separators and cells to take
      const unsigned cell = bits(swar::sse::bytes_at_most(d, top));
      const unsigned newline_bits = bits(bytes_equal(v, newline_char));
      const unsigned space = bits(bytes_equal(v, space_char)) | newline_bits;
      // The byte after the last cell taken: white space, so that the cell is a whole token.
      const auto next = static_cast<unsigned char>(p[2 * left]);
      if ((cell & used) == (0xAAAA & used) && (space & used) == (0x5555 & used) && (next == ' ' || next == '\n')) {
        std::uint8_t cells[8];
        swar::sse::store_odd_bytes(cells, d);
        std::memcpy(out + k, cells, left);
        k += left;
        count_newlines(newline_bits & used);
        p += 2 * left;
      }
    }
  }
#endif
  while (k + 5 <= n && end - p >= 9) {
    const std::uint64_t w = swar::load(p);
    const std::uint64_t x = w ^ (kOnes * '0');
    const std::uint64_t cell = ~swar::bytes_above(x, static_cast<std::uint8_t>(hi)) & kHigh;
    const std::uint64_t minus = bytes_equal(w, '-');
    const std::uint64_t newlines = bytes_equal(w, '\n');
    const std::uint64_t space = bytes_equal(w, ' ') | newlines;
    // Each byte's successor: this chunk shifted down, and the byte after the chunk on top.
    const auto after = static_cast<unsigned char>(p[8]);
    const bool after_sep = after == ' ' || after == '\n' || after == '-';
    const std::uint64_t sep_next = ((space | minus) >> 8) | (std::uint64_t{after_sep} << 63);
    std::uint64_t bad = ~(cell | space) | (cell & ~sep_next);
    if (minus_one != 0) {
      const std::uint64_t one_next = (bytes_equal(w, '1') >> 8) | (std::uint64_t{after == '1'} << 63);
      bad = (bad & ~minus) | (minus & ~one_next);
    }
    if ((bad & kHigh) != 0) break;
    const std::uint64_t negative = ((minus << 8) | minus_before) & cell;
    const std::uint64_t neg_bytes = swar::widen(negative);
    const std::uint64_t values = ((x & ~neg_bytes) | (minus_cell & neg_bytes)) & swar::widen(cell);
    // Up to four cells, at the byte offsets the table gives for this chunk's digit mask: four
    // independent stores, whatever the count.
    const std::uint64_t where = kCellPlaces[swar::gather(cell)];
    for (int j = 0; j < 4; ++j) out[k + static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(values >> ((where >> (8 * j)) & 63));
    k += where >> 32;
    if (newlines != 0) {
      line += static_cast<std::uint64_t>(swar::count(newlines));
      line_start = in_.offset_of(p + (63 - std::countl_zero(newlines)) / 8) + 1;
    }
    minus_before = minus >> 56;
    p += 8;
  }
  if (minus_before != 0) --p;  // the chunk ended on the '-' of a cell not taken yet
  return cells_from(p, out, k, n, hi, minus_one, line, line_start);
}

std::size_t BatchReader::cells_scalar(std::uint8_t* out, std::size_t n, int hi, std::uint8_t minus_one) {
  const TokenReader::Cursor here = in_.cursor();
  std::uint64_t line = here.line;
  std::uint64_t line_start = here.line_start;
  return cells_from(here.pos, out, 0, n, hi, minus_one, line, line_start);
}


}  // namespace tengen::text
