#pragma once
/// \file
/// Buffered output to a file descriptor, formatted with fmt. Answers leave in large writes, and
/// flush() pushes out whatever is pending (before blocking on input, before exiting).

#include <iterator>
#include <string_view>

#include <fmt/format.h>

namespace tengen::io {

class Output {
 public:
  /// Writes to `fd` (not owned).
  explicit Output(int fd) : fd_(fd) {}
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  ~Output() { flush(); }

  /// Appends formatted text; writes out once a block has gathered.
  template <class... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    fmt::format_to(std::back_inserter(buffer_), format, std::forward<Args>(args)...);
    if (buffer_.size() >= kBlock) flush();
  }

  /// Appends text as it is.
  void write(std::string_view text) {
    buffer_.append(text.data(), text.data() + text.size());
    if (buffer_.size() >= kBlock) flush();
  }

  /// The buffer, for callers that format into it directly (then call maybe_flush()).
  fmt::memory_buffer& buffer() { return buffer_; }
  void maybe_flush() {
    if (buffer_.size() >= kBlock) flush();
  }

  /// Writes out everything pending. Returns false when the descriptor refused it.
  bool flush();

 private:
  static constexpr std::size_t kBlock = std::size_t{1} << 16;
  int fd_;
  fmt::memory_buffer buffer_;
};

}  // namespace tengen::io
