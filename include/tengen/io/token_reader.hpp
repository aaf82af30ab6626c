#pragma once
/// \file
/// Reads a stream of integers separated by white space, in large blocks, keeping line and column.
/// A sign may follow a digit with no space ("1-1 0" is 1, -1, 0), as real judge data has it.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/result.hpp"

namespace tengen::io {

/// Two numbers read together by TokenReader::next_pairs, and where the first one starts.
struct NumberPair {
  std::uint32_t first = 0;
  std::uint32_t second = 0;
  TextPosition at{};
};

namespace detail {
/// Unmaps a mapped input.
struct Unmap {
  std::size_t length = 0;
  void operator()(const char* p) const;
};
}  // namespace detail

/// What TokenReader::next found.
enum class Scan : std::uint8_t { Number, End, Bad };

class TokenReader {
 public:
  /// Reads file descriptor `fd` (not owned). `before_read` runs before every read() that may
  /// block, so a caller can flush the answers it has so far (streaming).
  explicit TokenReader(int fd, std::function<void()> before_read = {});
  /// Reads a string held in memory (tests, fuzzers); the string must outlive the reader.
  explicit TokenReader(std::string_view text);

  /// Whether all of the rest of the input is in memory: always for a string; for a regular file of
  /// kMapBytes or more, which is mapped (mmap) rather than read. Then fork() may be used.
  bool holds_rest() const { return eof_; }
  /// A reader of the same input from this reader's position on, with the same line numbers, sharing
  /// its memory (this reader must outlive it). Precondition: holds_rest(). O(1).
  TokenReader fork() const;
  /// Moves this reader to where `other` is, forwards or back. Precondition: `other` is this reader
  /// or a fork of it (or of a fork of it). O(1).
  void join(const TokenReader& other);
  /// Skips `count` tokens and the white space after the last one. Takes only plain digits and white
  /// space: at any other byte, or at the end of the input before `count` tokens, returns false and
  /// the reader must not be used further. Line numbers stay exact. O(bytes), 64 bytes a step with SSE2.
  bool skip_tokens(std::uint64_t count);

  /// Regular files at least this large are mapped rather than read.
  static constexpr std::uint64_t kMapBytes = std::uint64_t{16} << 20;

  /// The next integer into `value`; End at end of input; Bad for a token that is not an integer
  /// (or does not fit in 64 bits, or a read error), with bad_reason() saying why. After Bad or End
  /// the reader must not be used further. Reads more input only when it must: an answer computed
  /// from this token can be written before the reader blocks again. O(token length), amortized.
  Scan next(std::int64_t& value) {
    while (pos_ < end_ && is_space(*pos_)) {
      if (*pos_ == '\n') {
        ++line_;
        line_start_ = offset_of(pos_) + 1;
      }
      ++pos_;
    }
    if (end_ - pos_ >= kLookahead) {  // room for any number: no bounds checks needed
      const char* p = pos_;
      const bool negative = *p == '-';
      p += (negative || *p == '+') ? 1 : 0;
      if (is_digit(*p)) {
        std::uint64_t v = static_cast<std::uint64_t>(*p++ - '0');
        while (is_digit(*p) && p - pos_ < 18) v = v * 10 + static_cast<std::uint64_t>(*p++ - '0');
        if (is_space(*p) || *p == '-' || *p == '+') {  // a digit here: too long for this path
          mark_token();
          pos_ = p;
          value = negative ? -static_cast<std::int64_t>(v) : static_cast<std::int64_t>(v);
          return Scan::Number;
        }
      }
    }
    return next_slow(value);
  }

  /// Reads up to n board cells into out: a token "0" to "hi" (hi <= 9) as its value, and "-1" as
  /// `minus_one` when that is nonzero. Stops early before any other token (longer, signed otherwise,
  /// out of range, not a number), or near the end of the buffered input; the caller then reads that
  /// token with next() to get its value or the error with its position. Returns how many it read.
  /// Eight bytes at a time when the input has the usual shape (one-character cells, single white
  /// space); the line count stays exact for later positions. O(bytes read).
  std::size_t next_cells(std::uint8_t* out, std::size_t n, int hi, std::uint8_t minus_one);

  /// Reads up to n pairs of numbers, each within [1, limit] (limit < 2^32), into out. Takes only
  /// numbers of 1 to 7 plain digits, each followed by white space; stops early before any pair it
  /// cannot take that way, or near the end of the buffered input, and the caller reads on with
  /// next(). Returns how many pairs it read. Eight bytes a number, no loop over digits.
  std::size_t next_pairs(NumberPair* out, std::size_t n, std::uint32_t limit);

  /// Reads exactly n pairs of numbers into out (out[2i] and out[2i + 1] for pair i), each of 1 to 7
  /// plain digits, within [1, limit] (limit < 2^32), and followed by white space or the end of the
  /// input. Keeps no position per number: made for input known to be in memory, where any number it
  /// cannot take sends the caller to a slower reader for the error. Returns false then (or at the end
  /// of the buffered input before n pairs), and the reader must not be used further. On true it is
  /// right after the last number, with exact line numbers. O(bytes read).
  bool next_plain_pairs(std::uint32_t* out, std::size_t n, std::uint32_t limit);

  /// Where the last token returned by next() starts (for End: the end of the input).
  /// Valid until the next call of next(): white space skipped then may start another line.
  TextPosition position() const { return {line_, offset_of(token_) - line_start_ + 1}; }

  /// Why the last next() returned Bad.
  const std::string& bad_reason() const { return bad_reason_; }

 private:
  static constexpr std::ptrdiff_t kLookahead = 24;  // longer than any 64-bit integer and its sign
  static bool is_digit(char c) { return static_cast<unsigned char>(c - '0') < 10; }
  // ' ', and '\t' '\n' '\v' '\f' '\r' (9 to 13).
  static bool is_space(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }
  const char* buffer_begin() const { return base_; }

  std::uint64_t offset_of(const char* p) const { return consumed_ + static_cast<std::uint64_t>(p - buffer_begin()); }
  // Only the start is kept: line and column are worked out when position() is asked for.
  void mark_token() { token_ = pos_; }
  bool refill();  // keeps the unread bytes, reads more; false at end of input
  bool map_input();  // maps the rest of a large regular file; false when it is not one
  Scan next_slow(std::int64_t& value);
  // Adds the newlines of a 64-byte block starting at `block` (bit i for block[i]) to the line count.
  void count_lines(const char* block, std::uint64_t lines);

  int fd_ = -1;
  std::function<void()> before_read_;
  std::vector<char> storage_;
  std::unique_ptr<const char, detail::Unmap> mapping_;
  const char* base_ = nullptr;  // start of the bytes held: storage_, or the caller's text
  const char* pos_ = nullptr;
  const char* end_ = nullptr;
  bool eof_ = false;
  std::uint64_t consumed_ = 0;  // input offset of buffer_begin()
  std::uint64_t line_ = 1;
  std::uint64_t line_start_ = 0;  // input offset where the current line starts
  const char* token_ = nullptr;  // where the last token starts
  std::string bad_reason_;
};

/// The Error for a next() that did not give a number: Bad gives its reason; End says the input
/// ended where `expected` was due. `label` names the case.
Error scan_error(const TokenReader& in, Scan scan, std::string_view expected, std::string label);

}  // namespace tengen::io
