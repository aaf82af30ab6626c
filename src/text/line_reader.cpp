#include "tengen/text/line_reader.hpp"

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace tengen::text {

LineReader::Got LineReader::next(std::string& line) {
  line.clear();
  bool too_long = false;
  for (;;) {
    if (pos_ == end_ && !fill()) {
      if (too_long) return Got::TooLong;
      return line.empty() && !partial_ ? Got::End : (partial_ = false, Got::Line);
    }
    const char* start = buffer_.data() + pos_;
    const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - pos_));
    const std::size_t n = newline != nullptr ? static_cast<std::size_t>(newline - start) : end_ - pos_;
    if (!too_long && line.size() + n <= kMaxLine) {
      line.append(start, n);
    } else {
      too_long = true;
      line.clear();
    }
    pos_ += n;
    partial_ = true;
    if (newline != nullptr) {
      ++pos_;
      partial_ = false;
      return too_long ? Got::TooLong : Got::Line;
    }
  }
}

bool LineReader::fill() {
  for (;;) {
    const ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    pos_ = 0;
    end_ = static_cast<std::size_t>(n);
    return true;
  }
}

}  // namespace tengen::text
