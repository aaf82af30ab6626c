#pragma once
/// \file
/// Whole files in and out, with every failure a value: what SGF records, GTP's loadsgf and
/// printsgf, and pictures need. Reads are capped, so that no input (/dev/zero, a huge file) can
/// take more memory than the cap.

#include <cstdint>
#include <string>
#include <string_view>

#include "tengen/result.hpp"

namespace tengen::text {

/// The most bytes a game record may have: far above any real SGF file (a large collection is a few
/// MiB), far below what would strain the machine.
inline constexpr std::uint64_t kMaxRecordBytes = std::uint64_t{64} << 20;

/// read(2) of at most `size` bytes into `buffer`, again when a signal interrupts it: the bytes
/// read, 0 at the end of the input, -1 on an error (errno says which). O(size).
long read_some(int fd, char* buffer, std::size_t size);

/// write(2) of every byte of `bytes`, again after a signal or a short write: 0 when all are
/// written, else the error (errno's value; EIO when write wrote nothing). O(size).
int write_all(int fd, std::string_view bytes);

/// Everything that can be read from descriptor `fd` (not closed). Errors, as sentences about "the
/// input": a read error (with the system's reason), a directory, more than `max_bytes` bytes.
/// Precondition: max_bytes < 2^62. O(bytes read); a regular file is read into room of its size,
/// `known_size` when the caller has it from its own fstat (-1: asked here).
Result<std::string> read_fd(int fd, std::uint64_t max_bytes, std::int64_t known_size = -1);

/// The whole file at `path`. Errors as read_fd, and a file that cannot be opened.
Result<std::string> read_file(const std::string& path, std::uint64_t max_bytes);

/// Writes `text` to a new or truncated file at `path`. Errors ("cannot write PATH: reason"): the file
/// cannot be opened, written entirely, or closed (a full disk).
Result<Ok> write_file(const std::string& path, std::string_view text);

/// Whether a file name ends in `extension` (".sgf"), letters in any case. O(length).
bool has_extension(std::string_view name, std::string_view extension);

}  // namespace tengen::text
