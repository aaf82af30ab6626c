#pragma once
/// \file
/// Lines of a file descriptor, each at most a bounded length: of a longer line only its first
/// kMaxLine bytes are held (the rest is passed over), so that no input can make a line-based
/// protocol's memory grow.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tengen::text {

/// The lines of a file descriptor, one at a time (GTP's protocol loop): a line is never longer
/// than kMaxLine in memory.
class LineReader {
 public:
  /// The longest line kept: 1 MiB.
  static constexpr std::size_t kMaxLine = std::size_t{1} << 20;
  enum class Got : std::uint8_t { Line, TooLong, End };

  /// Reads descriptor `fd` (not owned).
  explicit LineReader(int fd) : fd_(fd), buffer_(1 << 16) {}

  /// The next line, without its newline, into `line`; TooLong for a line over kMaxLine bytes (then
  /// `line` holds its first kMaxLine bytes, and rest_blank() tells what the others were); End at
  /// the end of the input (or a read error), after the last line even without a newline.
  /// O(line length), amortized.
  Got next(std::string& line);

  /// After TooLong: whether every byte of the line past its first kMaxLine was white space or a
  /// control character (a byte up to 32, or 127), so that the part held says all the line says.
  bool rest_blank() const { return rest_first_ == 0; }
  /// After TooLong: the first byte of the line past its first kMaxLine that is neither white space
  /// nor a control character, or 0 when there is none (rest_blank()).
  char rest_first() const { return rest_first_; }

 private:
  bool fill();

  int fd_;
  std::vector<char> buffer_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
  bool partial_ = false;  // bytes of an unfinished line were taken
  char rest_first_ = 0;
};

}  // namespace tengen::text
