#pragma once
// The structural index of SGF text, as simdjson builds one for JSON: the offsets of every byte the
// grammar turns on, found sixteen bytes at a time (SSE2) before the reader walks them. Internal to
// the sgf layer.

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
/// three times (so that a walk, and a look two entries ahead, need no bounds check). Text of less
/// than 4 GiB.
class StructuralIndex {
 public:
  /// Indexes `bytes`: SSE2 sixty-four bytes a step where the host has it, else scalar(). O(bytes).
  StructuralIndex(std::string_view bytes, bool double_byte);
  /// The same index built one byte at a time: the reference the fast path is held to.
  static StructuralIndex scalar(std::string_view bytes, bool double_byte);

  static constexpr std::size_t kSentinels = 3;
  /// Entry k (k < size() + kSentinels: the entries from size() on are the sentinel).
  std::uint32_t operator[](std::size_t k) const { return at_[k]; }
  /// The structural bytes found (the sentinel aside).
  std::size_t size() const { return size_; }

 private:
  StructuralIndex() = default;
  void reserve(std::size_t bytes);
  void seal(std::size_t bytes);
  std::unique_ptr<std::uint32_t[]> at_;
  std::size_t size_ = 0;
};

}  // namespace tengen::sgf
