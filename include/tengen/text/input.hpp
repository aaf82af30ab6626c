#pragma once
/// \file
/// The inputs of a run: files and standard input, opened, checked and read whole.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/result.hpp"
#include "tengen/text/file.hpp"

namespace tengen::text {

/// How messages name standard input ("-" on the command line).
inline constexpr std::string_view kStdinName = "<stdin>";

/// How messages name the input a command line names `name`: kStdinName for "-", else `name`.
inline std::string input_name(const std::string& name) { return name == "-" ? std::string(kStdinName) : name; }

/// An open input: a file, or standard input for "-". Closes it when destroyed.
class Input {
 public:
  /// Opens `path` ("-" is standard input). On failure (a directory too) the message says why.
  /// `ahead`: opened ahead of its turn, so a FIFO must not block the opening (it does not wait for a
  /// writer); the first fd() or read_whole() waits for the writer as a read does.
  static Result<Input> open(const std::string& path, bool ahead = false);
  /// As open(path, ahead) once it has opened `fd` (it takes it: closed on failure): a directory
  /// refused, a FIFO opened ahead left to wait for its writer, a regular file's size kept.
  /// Precondition: fd was opened O_RDONLY, with O_NONBLOCK when `ahead`.
  static Result<Input> adopt(int fd, const std::string& path, bool ahead);
  /// A regular file already read whole (by FileBatch), as open() and then read_now() leave it:
  /// no descriptor, `bytes` held for read_whole().
  static Input read_already(std::string name, std::string bytes);
  Input(Input&& other) noexcept;
  Input& operator=(Input&&) = delete;
  Input(const Input&) = delete;
  ~Input();

  /// The open file (a FIFO opened ahead first waits for its writer's bytes or end); -1 once
  /// read_now() has read it.
  int fd();
  /// The name used in messages: the path, or "<stdin>".
  const std::string& name() const { return name_; }

  /// The whole input (at most kMaxFileBytes; kMaxStreamBytes when it is not a regular file), or why it cannot be read: what read_now() read,
  /// else read from fd() now. Call it once.
  Result<std::string> read_whole();
  /// As read_whole(), but the rest of a regular file of kMapFrom bytes or more not yet read is
  /// mapped (map_fd: the file must not change while its bytes are used). Call it once.
  Result<InputBytes> map_whole();
  /// Reads the whole input now and closes the file (the read-ahead's part).
  void read_now();
  /// Whether fd() may wait: a FIFO opened ahead, whose writer may not have come yet.
  bool may_wait() const { return deferred_; }
  /// Whether it is a regular file (not standard input, a pipe or a device).
  bool regular() const { return size_ >= 0; }
  /// The bytes read_now() holds (0 when it has not read, or could not).
  std::uint64_t bytes_read() const { return read_ && *read_ ? (*read_)->size() : 0; }

 private:
  /// `size`: a regular file's size when opened; -1 for any other input.
  Input(int fd, std::string name, std::int64_t size) : fd_(fd), name_(std::move(name)), size_(size) {}
  int fd_;
  std::string name_;
  std::int64_t size_ = -1;  // a regular file's size when opened, -1 when not a regular file
  bool deferred_ = false;  // a FIFO opened ahead: the first fd() waits for its writer
  std::optional<Result<std::string>> read_;
};

/// Whether reading fd never waits on a writer: a regular file (standard input too, when it is one).
/// Such input may be read ahead on another thread, as stopping early never waits on a read.
bool never_waits(int fd);

/// The first of `files` that cannot be read ("NAME: reason"), standard input ("-") aside, or none:
/// a missing or unreadable file is a command-line error (exit 2) before any answer is written. One
/// access call a name, not open and close: a run may name thousands of small files (and checks
/// only those it has not opened yet when its first answer is due). (A directory passes here and is
/// refused by Input::open when its turn comes, still exit 2.)
std::optional<std::string> unreadable_input(std::span<const std::string> files);

}  // namespace tengen::text
