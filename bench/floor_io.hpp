#pragma once
// What every floor program shares: read standard input in 1 MiB blocks and parse integers (a sign
// may be glued to the number before), write standard output in 64 KiB blocks. No analysis at all.
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace floor_io {

class Reader {
 public:
  /// The next integer, or false at the end of input.
  bool next(std::int64_t& v) {
    for (;;) {
      while (pos_ < len_ && (in_[pos_] == ' ' || in_[pos_] == '\n' || in_[pos_] == '\r' || in_[pos_] == '\t')) ++pos_;
      if (len_ - pos_ >= 24 || eof_) break;
      refill();
    }
    if (pos_ >= len_) return false;
    const bool neg = in_[pos_] == '-';
    if (neg) ++pos_;
    std::int64_t x = 0;
    while (pos_ < len_ && in_[pos_] >= '0' && in_[pos_] <= '9') x = x * 10 + (in_[pos_++] - '0');
    v = neg ? -x : x;
    return true;
  }

 private:
  void refill() {
    std::memmove(in_.data(), in_.data() + pos_, len_ - pos_);
    len_ -= pos_;
    pos_ = 0;
    const ssize_t n = ::read(0, in_.data() + len_, in_.size() - len_);
    if (n <= 0) eof_ = true;
    else len_ += static_cast<std::size_t>(n);
  }
  std::vector<char> in_ = std::vector<char>(1 << 20);
  std::size_t len_ = 0;
  std::size_t pos_ = 0;
  bool eof_ = false;
};

class Writer {
 public:
  ~Writer() { flush(); }
  void write(std::string_view s) {
    out_.insert(out_.end(), s.begin(), s.end());
    if (out_.size() >= (1 << 16)) flush();
  }
  void flush() {
    if (!out_.empty() && ::write(1, out_.data(), out_.size()) < 0) return;
    out_.clear();
  }

 private:
  std::vector<char> out_;
};

}  // namespace floor_io
