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
#include "tengen/text/file.hpp"

namespace tengen::text {

/// What TokenReader::next found.
enum class Scan : std::uint8_t { Number, End, Bad };

/// The integer tokens of an input (a file descriptor or a string), each with its line and column,
/// read a block at a time (a large regular file mapped): memory does not grow with the input.
class TokenReader {
 public:
  /// Reads file descriptor `fd` (not owned). `before_read` runs before every read() that may
  /// block, so a caller can flush the answers it has so far (streaming).
  explicit TokenReader(int fd, std::function<void()> before_read = {});
  /// Reads a string held in memory (tests, fuzzers); the string must outlive the reader.
  explicit TokenReader(std::string_view text);

  /// Whether all of the rest of the input is in memory: always for a string; for a regular file of
  /// kMapBytes or more, which is mapped (mmap) rather than read.
  bool holds_rest() const { return eof_; }

  /// Regular files at least this large are mapped rather than read.
  static constexpr std::uint64_t kMapBytes = std::uint64_t{16} << 20;

  /// The next integer into `value`; End at end of input; Bad for a token that is not an integer
  /// (or does not fit in 64 bits, or a read error), with bad_reason() saying why. After Bad or End
  /// the reader must not be used further. Reads more input only when it must: an answer computed
  /// from this token can be written before the reader blocks again. O(token length), amortized.
  [[gnu::always_inline]] Scan next(std::int64_t& value) {
    pos_ = skip_space(pos_, end_, line_, line_start_);
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

  /// Where the last token returned by next() starts (for End: the end of the input).
  /// Valid until the next call of next(): white space skipped then may start another line.
  TextPosition position() const { return {line_, offset_of(token_) - line_start_ + 1}; }

  /// Why the last next() returned Bad.
  const std::string& bad_reason() const { return bad_reason_; }

  /// Where the reader stands, for the batch reads of the classic readers (src/text/batch_reader):
  /// the next byte to read and the end of the bytes held, the line count there and the input offset
  /// where that line starts. Valid until the reader reads more input or is moved.
  struct Cursor {
    const char* pos = nullptr;
    const char* end = nullptr;
    std::uint64_t line = 1;
    std::uint64_t line_start = 0;
  };
  Cursor cursor() const { return {pos_, end_, line_, line_start_}; }
  /// Moves the reader to c: c.pos forward within the bytes held, the line count c says; with a
  /// `token`, where the last token read starts (for position()). O(1).
  void move_to(const Cursor& c) {
    pos_ = c.pos;
    line_ = c.line;
    line_start_ = c.line_start;
  }
  void move_to(const Cursor& c, const char* token) {
    move_to(c);
    token_ = token;
  }
  /// How many bytes are held before p: p[-1] .. p[-n] may be read for n up to it.
  std::ptrdiff_t held_before(const char* p) const { return p - base_; }
  /// Reads more input, keeping the bytes not read yet; false at the end of the input. Cursors
  /// taken before are invalid after it.
  bool read_more() { return refill(); }
  /// The input offset of a byte held.
  std::uint64_t offset_of(const char* p) const { return consumed_ + static_cast<std::uint64_t>(p - base_); }

  /// A reader of the same input from this reader's position on, with the same line numbers, sharing
  /// its memory (this reader must outlive it). Precondition: holds_rest(). O(1).
  TokenReader fork() const;
  /// Moves the reader to where `other` is, forwards or back. Precondition: `other` is this reader
  /// or a fork of it (or of a fork of it). O(1).
  void join(const TokenReader& other);

  static bool is_digit(char c) { return static_cast<unsigned char>(c - '0') < 10; }
  /// ' ', and '\t' '\n' '\v' '\f' '\r' (9 to 13).
  static bool is_space(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }
  /// The white space from p on, to the first other byte or `end`, of the bytes held now; each
  /// newline adds 1 to `line` and sets `line_start` to the offset after it. The one white-space step
  /// of every reading path. Returns where it stops.
  [[gnu::always_inline]] const char* skip_space(const char* p, const char* end, std::uint64_t& line,
                                                std::uint64_t& line_start) const {
    for (; p < end && is_space(*p); ++p) {
      if (*p == '\n') {
        ++line;
        line_start = offset_of(p) + 1;
      }
    }
    return p;
  }

 private:
  static constexpr std::ptrdiff_t kLookahead = 24;  // longer than any 64-bit integer and its sign
  // Only the start is kept: line and column are worked out when position() is asked for.
  void mark_token() { token_ = pos_; }
  bool refill();  // keeps the unread bytes, reads more; false at end of input
  bool map_input();  // maps the rest of a large regular file; false when it is not one
  Scan next_slow(std::int64_t& value);

  int fd_ = -1;
  std::function<void()> before_read_;
  // The read buffer, left uninitialised: zeroing its 1 MiB touched 256 pages, most of a small
  // input's run on a machine where a page fault costs 15 us. Empty when mapped or given text.
  std::unique_ptr<char[]> storage_;
  std::unique_ptr<const char, Unmap> mapping_;
  const char* base_ = nullptr;  // start of the bytes held: storage_, or the caller's text
  const char* pos_ = nullptr;
  const char* end_ = nullptr;
  bool eof_ = false;
  std::uint64_t consumed_ = 0;  // input offset of base_
  std::uint64_t line_ = 1;
  std::uint64_t line_start_ = 0;  // input offset where the current line starts
  const char* token_ = nullptr;  // where the last token starts
  std::string bad_reason_;
};

/// The Error for a next() that did not give a number: Bad gives its reason; End says the input
/// ended where `expected` was due. `label` names the case.
Error scan_error(const TokenReader& in, Scan scan, std::string_view expected, std::string label);

}  // namespace tengen::text
