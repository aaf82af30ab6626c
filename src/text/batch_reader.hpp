#pragma once
// Batch reads for the classic readers, on a TokenReader's buffer through its Cursor: board cells sixteen or eight bytes
// at a time, stone pairs without a loop over digits, plain pairs and token skipping 64 bytes at a
// time (SSE2), and forks of an input held in memory for reading on two threads. Each fast path has
// its scalar reference beside it, which reads the same tokens by the same rules one at a time (the
// fast paths finish their input with it, and tests hold them to it). Internal to the library.

#include <cstddef>
#include <cstdint>

#include "tengen/text/token_reader.hpp"

namespace tengen::text {

/// Two numbers read together by BatchReader::pairs, and where the first one starts.
struct NumberPair {
  std::uint32_t first = 0;
  std::uint32_t second = 0;
  TextPosition at{};
};

class BatchReader {
 public:
  explicit BatchReader(TokenReader& in) : in_(in) {}

  /// Skips `count` tokens and the white space after the last one. Takes only plain digits and white
  /// space: at any other byte, or at the end of the input before `count` tokens, returns false and
  /// the reader must not be used further. Line numbers stay exact. O(bytes), 64 bytes a step with
  /// SSE2; skip_scalar is its reference.
  bool skip(std::uint64_t count);
  bool skip_scalar(std::uint64_t count);

  /// Reads up to n board cells into out: a token "0" to "hi" (hi <= 9) as its value, and "-1" as
  /// `minus_one` when that is nonzero. Stops early before any other token (longer, signed otherwise,
  /// out of range, not a number), or near the end of the buffered input; the caller then reads that
  /// token with next() to get its value or the error with its position. Returns how many it read.
  /// Sixteen or eight bytes at a time when the input has the usual shape (one-character cells,
  /// single white space), then cells_scalar, its reference; the line count stays exact. O(bytes).
  std::size_t cells(std::uint8_t* out, std::size_t n, int hi, std::uint8_t minus_one);
  std::size_t cells_scalar(std::uint8_t* out, std::size_t n, int hi, std::uint8_t minus_one);

  /// Reads up to n pairs of numbers, each within [1, limit] (limit < 2^32), into out. Takes only
  /// numbers of 1 to 7 plain digits, each followed by white space; stops early before any pair it
  /// cannot take that way, or near the end of the buffered input, and the caller reads on with
  /// next() (its reference). Returns how many pairs it read. Eight bytes a number, no loop over
  /// digits.
  std::size_t pairs(NumberPair* out, std::size_t n, std::uint32_t limit);

  /// Reads exactly n pairs of numbers into out (out[2i] and out[2i + 1] for pair i), each of 1 to 7
  /// plain digits, within [1, limit] (limit < 2^32), and followed by white space or the end of the
  /// input. Keeps no position per number: made for input known to be in memory, where any number it
  /// cannot take sends the caller to a slower reader for the error. Returns false then (or at the end
  /// of the buffered input before n pairs), and the reader must not be used further. On true it is
  /// right after the last number, with exact line numbers. O(bytes read); plain_pairs_scalar is its
  /// reference.
  bool plain_pairs(std::uint32_t* out, std::size_t n, std::uint32_t limit);
  bool plain_pairs_scalar(std::uint32_t* out, std::size_t n, std::uint32_t limit);

  /// Whether nothing but blanks (spaces, tabs, '\v', '\f') follows the last token up to the end of
  /// its line ('\n', '\r') or of the input. Reads on only as far as that line goes, passing over the
  /// blanks: the reader must not be used further (the caller stops either way).
  bool rest_of_line_blank();

 private:
  // Adds the newlines of a 64-byte block starting at `block` (bit i for block[i]) to the line count.
  void count_lines(const char* block, std::uint64_t lines);
  // Cells k..n-1 from p, one token at a time (line and line_start as TokenReader keeps them), then
  // the reader moved there; returns the cells read in all. The tail of cells() and cells_scalar.
  std::size_t cells_from(const char* p, std::uint8_t* out, std::size_t k, std::size_t n,
                                                int hi, std::uint8_t minus_one, std::uint64_t& line,
                                                std::uint64_t& line_start);
  // The numbers k..2n-1 of plain_pairs, one at a time.
  bool plain_numbers(std::uint32_t* out, std::size_t k, std::size_t want, std::uint32_t limit);

  TokenReader& in_;
};

}  // namespace tengen::text
