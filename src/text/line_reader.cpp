#include "tengen/text/line_reader.hpp"

#include <algorithm>
#include <cstring>

#include "tengen/text/file.hpp"

namespace tengen::text {

LineReader::Got LineReader::next(std::string& line) {
  line.clear();
  bool too_long = false;
  rest_first_ = 0;
  for (;;) {
    if (pos_ == end_ && !fill()) {
      // The input ends: an unfinished line is the last one.
      const bool unfinished = partial_;
      partial_ = false;
      if (too_long) return Got::TooLong;
      return unfinished ? Got::Line : Got::End;
    }
    const char* start = buffer_.data() + pos_;
    const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - pos_));
    const std::size_t n = newline != nullptr ? static_cast<std::size_t>(newline - start) : end_ - pos_;
    // The line's first kMaxLine bytes are kept; of the rest, only whether any was more than blank.
    const std::size_t kept = std::min(n, kMaxLine - line.size());
    line.append(start, kept);
    if (kept < n) {
      too_long = true;
      if (rest_first_ == 0) {
        const char* first = std::find_if(start + kept, start + n, [](char c) {
          const auto u = static_cast<unsigned char>(c);
          return u > 32 && u != 127;
        });
        if (first != start + n) rest_first_ = *first;
      }
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
  const long n = read_some(fd_, buffer_.data(), buffer_.size());
  if (n <= 0) return false;
  pos_ = 0;
  end_ = static_cast<std::size_t>(n);
  return true;
}

}  // namespace tengen::text
