#pragma once
/// \file
/// Whole files in and out, with every failure a value: what SGF records, GTP's loadsgf and
/// printsgf, and pictures need. Reads are capped, so that no input (/dev/zero, a huge file) can
/// take more memory than the cap.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "tengen/result.hpp"

namespace tengen::text {

/// The most bytes one game record may have where a single game is expected (GTP's loadsgf): far
/// above any real game, far below what would keep a GUI's engine busy.
inline constexpr std::uint64_t kMaxRecordBytes = std::uint64_t{64} << 20;

/// The most bytes of a regular file read whole (an SGF collection, a game record): as many as the
/// SGF reader reads (its offsets are 32-bit, one value kept for "the end"). Its size is known
/// before it is read, and the file was asked for.
inline constexpr std::uint64_t kMaxFileBytes = (std::uint64_t{1} << 32) - 2;

/// The most bytes of another input read whole (standard input, a pipe, a device): 1 GiB, so that
/// an endless one (/dev/zero) costs that much memory at most before it is refused.
inline constexpr std::uint64_t kMaxStreamBytes = std::uint64_t{1} << 30;

/// Unmaps the pages of a MappedRest.
struct Unmap {
  std::size_t length = 0;
  void operator()(const char* p) const;
};

/// The rest of a regular file, mapped read-only: `rest` runs from the offset the file stood at to
/// its end, within `pages` (mapped from the page that holds that offset).
struct MappedRest {
  std::unique_ptr<const char, Unmap> pages;
  std::string_view rest;
};

/// The rest of descriptor `fd` mapped (mmap) when it is a regular file with at least `min_bytes`
/// and at most `max_bytes` from its offset to its end; the offset then moves to the end, as if the
/// rest were read. Nothing when it is not such a file or the system cannot map it (read it then).
/// As for any program that maps a file, the file must not change while the bytes are used: a byte
/// written in place may show, and a file that shrinks ends the run (SIGBUS). O(1); each page is
/// read from the file when first used.
std::optional<MappedRest> map_rest(int fd, std::uint64_t min_bytes, std::uint64_t max_bytes = UINT64_MAX);

/// The bytes of a whole input: a large regular file's pages mapped read-only (the system reads each
/// page as it is first used: no copy, and no wait for the whole file before the first byte is
/// used), else a copy read into memory. Move-only; unmaps when destroyed.
class InputBytes {
 public:
  InputBytes() = default;
  /// Bytes read into memory.
  explicit InputBytes(std::string copy) : copy_(std::move(copy)) {}
  /// Bytes mapped (map_rest).
  explicit InputBytes(MappedRest mapped) : mapped_(std::move(mapped)) {}

  /// The bytes; valid while this object lives (moved, they stay where they are). O(1).
  std::string_view view() const { return mapped_.pages ? mapped_.rest : std::string_view(copy_); }

 private:
  std::string copy_;
  MappedRest mapped_;
};

/// The inputs from which map_fd and map_file map rather than read: 1 MiB.
inline constexpr std::uint64_t kMapFrom = std::uint64_t{1} << 20;

/// read(2) of at most `size` bytes into `buffer`, again when a signal interrupts it: the bytes
/// read, 0 at the end of the input, -1 on an error (errno says which). O(size).
long read_some(int fd, char* buffer, std::size_t size);

/// write(2) of every byte of `bytes`, again after a signal or a short write: 0 when all are
/// written, else the error (errno's value; EIO when write wrote nothing). O(size).
int write_all(int fd, std::string_view bytes);

/// Everything that can be read from descriptor `fd` (not closed). Errors, as sentences about
/// `what` ("the input" unless the caller names it otherwise): a read error (with the system's reason), a directory, more than `max_bytes` bytes (more
/// than kMaxStreamBytes when it is not a regular file).
/// Precondition: max_bytes < 2^62. O(bytes read); a regular file is read into room of its size
/// from the offset it stands at, `known_size` when the caller has it from its own fstat (-1: asked
/// here), and refused at once when that is more than `max_bytes`.
Result<std::string> read_fd(int fd, std::uint64_t max_bytes, std::int64_t known_size = -1,
                            std::string_view what = "the input");

/// The whole file at `path`. Errors as read_fd (about `what`), and a file that cannot be opened.
Result<std::string> read_file(const std::string& path, std::uint64_t max_bytes, std::string_view what = "the input");

/// As read_fd(fd, max_bytes, -1, what), but the rest of a regular file of kMapFrom bytes or more is
/// mapped (map_rest) rather than read. O(bytes) when read; O(1) when mapped.
Result<InputBytes> map_fd(int fd, std::uint64_t max_bytes, std::string_view what = "the input");

/// As read_file(path, max_bytes, what) (the same errors), but mapped as map_fd maps.
Result<InputBytes> map_file(const std::string& path, std::uint64_t max_bytes, std::string_view what = "the input");

/// Writes `text` to a new or truncated file at `path`. Errors ("cannot write PATH: reason"): the file
/// cannot be opened, written entirely, or closed (a full disk); a regular file left part written is
/// then removed, so that no broken file stays behind.
Result<Ok> write_file(const std::string& path, std::string_view text);

/// Which file a name or a descriptor stands for: its device and inode, whatever names and links
/// reach it.
struct FileId {
  std::uint64_t device = 0;
  std::uint64_t inode = 0;
  bool operator==(const FileId&) const = default;
};

/// The file `path` names (links followed), or nothing when it names none. One stat.
std::optional<FileId> file_id(const std::string& path);

/// The file open on descriptor `fd`, or nothing when it is not open. One fstat.
std::optional<FileId> file_id(int fd);

/// Whether a file name ends in `extension` (".sgf"), letters in any case. O(length).
bool has_extension(std::string_view name, std::string_view extension);

}  // namespace tengen::text
