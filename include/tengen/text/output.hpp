#pragma once
/// \file
/// Buffered output to a file descriptor. Answers leave in large writes; flush() pushes out whatever
/// is pending (before blocking on input, before exiting, before an error message).

#include <algorithm>
#include <cstring>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "tengen/text/page_run.hpp"

namespace tengen::text {

/// Buffered output to a file descriptor or a string: answers are appended in blocks and written
/// when a block fills, on flush() and at destruction. Not thread-safe.
class Output {
 public:
  /// Writes to `fd` (not owned).
  explicit Output(int fd) : fd_(fd), block_(new char[kBlock + kRoom]), buffer_(block_.get()) {}
  /// Appends to `sink` (which must outlive it) instead: answers kept in memory.
  explicit Output(std::string& sink) : sink_(&sink), block_(new char[kBlock + kRoom]), buffer_(block_.get()) {}
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  ~Output() { flush(); }

  /// Appends formatted text (fmt syntax).
  template <class... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    scratch_.clear();
    fmt::vformat_to(std::back_inserter(scratch_), format, fmt::make_format_args(args...));
    write({scratch_.data(), scratch_.size()});
  }

  /// Appends text as it is.
  void write(std::string_view text) {
    while (!text.empty()) {
      const std::size_t n = std::min(text.size(), kRoom);
      std::memcpy(buffer_ + used_, text.data(), n);
      used_ += n;
      text.remove_prefix(n);
      maybe_flush();
    }
  }

  /// Room for at most kRoom bytes at the end of the pending text: write there, then commit(n).
  char* room() { return buffer_ + used_; }
  static constexpr std::size_t kRoom = 256;
  void commit(std::size_t n) {
    used_ += n;
    maybe_flush();
  }

  /// Writes out everything pending. Returns false when the descriptor refused it, now or before:
  /// then failed() is true, error() says why (an errno value), and later text is dropped.
  bool flush();

  /// Holds the text from now on, written nowhere, until `release` lets it go: release() is called
  /// once, at the next flush() or when more than `most` bytes are held. When it returns true, the
  /// text held is written and the Output writes as before; when false, that text is dropped, and so
  /// is all later text (stopped(): flush() then writes nothing and returns true). A run that must
  /// check something before its first byte of output (that every file named can be read) checks
  /// it only when output is due, if at all (end_hold()). Memory: `most` bytes and a block more,
  /// held where the blocks were filled (none copied but the first), in runs of huge pages.
  void hold(std::function<bool()> release, std::size_t most) {
    release_ = std::move(release);
    most_ = most;
  }
  /// Ends the holding without calling release: the text held is written at the next flush().
  void end_hold() { release_ = nullptr; }
  /// Whether holding ended with release() returning false: all text is dropped.
  bool stopped() const { return stopped_; }
  /// Whether the first failure came on a full block that was held: without the hold, it would
  /// have come when that block filled, before the flush that found it (a caller that stops at
  /// its output's first failure stops as it would have then).
  bool failed_early() const { return failed_early_; }

  /// Whether some text could not be written.
  bool failed() const { return error_ != 0; }
  /// The errno value of the first failure (EBADF for a closed descriptor), or 0.
  int error() const { return error_; }

 private:
  static constexpr std::size_t kBlock = std::size_t{1} << 16;
  void maybe_flush() {
    if (used_ >= kBlock) flush_block();
  }
  // A full block: written, or held while hold() holds (and more than most_ held ends the holding).
  void flush_block();
  // Room for a block after those held, in the last run or a new one.
  char* held_room();
  // Forgets the text held and writes in the Output's own block again.
  void drop_held();
  // Calls release_ once: true when the text may be written.
  bool released();
  // Writes bytes to the descriptor (unless it failed before) or appends them to the sink.
  void put(std::string_view bytes);
  int fd_ = -1;
  std::string* sink_ = nullptr;
  // kBlock, and kRoom more so that a short write never checks space; left uninitialised, so that
  // a short-lived Output (text::written, an answer a unit) costs no 64 KiB of zeroes.
  std::unique_ptr<char[]> block_;
  // Where text is written: block_, or while holding the room after the blocks held.
  char* buffer_;
  std::size_t used_ = 0;
  int error_ = 0;
  std::function<bool()> release_;  // while holding
  std::size_t most_ = 0;
  // The blocks held, one after another in runs of huge pages (held text is one page fault a run
  // instead of 512; a 2.4 MB answer took 600 faults, 9 ms of a 45 ms run), and their bytes.
  std::vector<PageRun> runs_;
  std::size_t run_used_ = 0;
  std::vector<std::string_view> held_;
  std::size_t held_bytes_ = 0;
  bool stopped_ = false;
  bool failed_early_ = false;
  fmt::memory_buffer scratch_;
};

/// What write(out) puts in an Output, as a string: an answer's text for comparing, not writing.
template <class Write>
std::string written(Write&& write) {
  std::string text;
  {
    Output out(text);
    write(out);
  }
  return text;
}

}  // namespace tengen::text
