#pragma once
// The structural index of SGF text, as simdjson builds one for JSON: the offsets of every byte the
// grammar turns on, found sixty-four bytes at a time (SSE2) before the reader walks them. It is
// built a window of the text at a time, just ahead of the walk, so that a large collection costs
// the memory of one window, not four bytes a byte. Internal to the sgf layer.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace tengen::sgf {

/// Whether byte c is structural: '(' ')' ';' '[' ']' '\' and '\n' (lines are counted where the walk
/// passes them), and, in a double-byte charset, every byte from 0x81 (a character's second byte
/// may be ']' or '\', so a value stops at each lead byte).
constexpr bool is_structural(unsigned char c, bool double_byte) {
  return c == '(' || c == ')' || c == ';' || c == '[' || c == ']' || c == '\\' || c == '\n' || (double_byte && c >= 0x81);
}

/// The offsets of the structural bytes of a text, in order, then the text's size as a sentinel,
/// three times (so that a walk, and a look two entries ahead, need no bounds check), held a window
/// at a time. A walk reads entry k, k + 1 and k + 2 and moves on with k = keep(k + 1): the entries
/// before k are dropped then and the next window indexed, when fewer than three are left. Text of
/// less than 4 GiB, which must outlive the index.
class StructuralIndex {
 public:
  enum class Method { Sse, Scalar };
  /// Bytes of text indexed at a time (a multiple of 64): 16 KiB, whose entries fit in the
  /// second-level cache; 64 in the sanitizer and fuzzing builds (TENGEN_SGF_WINDOW_BYTES), so that
  /// every test walks across many windows.
  static const std::size_t kWindowBytes;
  static constexpr std::size_t kSentinels = 3;

  /// Indexes the first window of `bytes`. Method::Sse goes sixty-four bytes a step where the host has
  /// SSE2; Method::Scalar one byte at a time, the reference the fast path is held to. O(window).
  StructuralIndex(std::string_view bytes, bool double_byte, std::size_t window_bytes = kWindowBytes,
                  Method method = Method::Sse);

  /// Entry k (k below the window's entries: keep() ensures k, k + 1 and k + 2 are).
  std::uint32_t operator[](std::size_t k) const { return at_[k]; }
  /// Where entry k is found from now on, with the two after it (the sentinel counts): k itself, or,
  /// when the window holds fewer, 0 after the entries before k were dropped and the text after the
  /// window indexed. Amortized O(1) a byte of text.
  std::size_t keep(std::size_t k) { return k + kSentinels <= filled_ ? k : slide(k); }
  /// Where the first entry at or after byte `offset` is found, with the two after it, for a walk at
  /// entry k that jumps to `offset` (no entry before k is at or after it; at most the text's size):
  /// the entries before it are dropped, and text the jump leaves behind unindexed is never indexed.
  /// O(log window) plus the indexing of the window from `offset` when it is past this one.
  std::size_t skip_to(std::size_t k, std::size_t offset);
  /// Drops every entry but the sentinel, for a walk that stops reading: returns where it is (0).
  std::size_t finish();

 private:
  std::size_t slide(std::size_t k);
  /// Appends the entries of the next window of text, or the sentinel after the last one.
  void index_more();

  std::string_view bytes_;
  bool double_byte_;
  Method method_;
  std::size_t window_bytes_;
  std::size_t indexed_ = 0;  // the text before it is indexed
  bool sealed_ = false;      // the sentinel is written
  std::unique_ptr<std::uint32_t[]> at_;
  std::size_t filled_ = 0;  // entries held
};

}  // namespace tengen::sgf
