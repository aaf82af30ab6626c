#include "tengen/text/file.hpp"

#include <algorithm>
#include <cassert>
#include <cctype>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tengen::text {
namespace {

Error system_error(std::string_view what, std::string_view path) {
  return Error{fmt::format("cannot {} {}: {}", what, path, std::strerror(errno))};
}

/// A cap in words: "64 MiB", "1 GiB" for whole mebibytes, else its bytes ("4294967294 bytes").
std::string size_name(std::uint64_t max_bytes) {
  constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
  if (max_bytes % kMiB != 0) return fmt::format("{} bytes", max_bytes);
  const std::uint64_t mib = max_bytes / kMiB;
  return mib % 1024 == 0 ? fmt::format("{} GiB", mib / 1024) : fmt::format("{} MiB", mib);
}

}  // namespace

long read_some(int fd, char* buffer, std::size_t size) {
  for (;;) {
    const ssize_t n = ::read(fd, buffer, size);
    if (n >= 0 || errno != EINTR) return static_cast<long>(n);
  }
}

int write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return n < 0 ? errno : EIO;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

void Unmap::operator()(const char* p) const { ::munmap(const_cast<char*>(p), length); }

namespace {

/// Where a regular file stands (its offset) and where it ends; nothing for any other input.
struct Rest {
  off_t at = 0;
  off_t end = 0;
};
std::optional<Rest> regular_rest(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  const off_t at = ::lseek(fd, 0, SEEK_CUR);
  if (at < 0 || at > st.st_size) return std::nullopt;
  return Rest{at, st.st_size};
}

/// map_rest once regular_rest has said where the file stands.
std::optional<MappedRest> map_from(int fd, Rest r, std::uint64_t min_bytes, std::uint64_t max_bytes) {
  const auto rest = static_cast<std::uint64_t>(r.end - r.at);
  if (rest < min_bytes || rest > max_bytes || rest == 0) return std::nullopt;
  const off_t from = r.at - r.at % static_cast<off_t>(::sysconf(_SC_PAGESIZE));
  const auto length = static_cast<std::size_t>(r.end - from);
  void* const p = ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE, fd, from);
  if (p == MAP_FAILED) return std::nullopt;
  MappedRest mapped{std::unique_ptr<const char, Unmap>(static_cast<const char*>(p), Unmap{length}), {}};
  mapped.rest = std::string_view(mapped.pages.get() + (r.at - from), static_cast<std::size_t>(rest));
  ::lseek(fd, 0, SEEK_END);  // the input is consumed, as if read
  return mapped;
}

}  // namespace

std::optional<MappedRest> map_rest(int fd, std::uint64_t min_bytes, std::uint64_t max_bytes) {
  const std::optional<Rest> r = regular_rest(fd);
  return r ? map_from(fd, *r, min_bytes, max_bytes) : std::nullopt;
}

Result<std::string> read_fd(int fd, std::uint64_t max_bytes, std::int64_t known_size, std::string_view what) {
  // A regular file's size is known: room for all of it and one byte more (to see its end) is made
  // at once and read into in place, so a large file is copied once and its memory touched once.
  // Other inputs (pipes, terminals) grow the room by doubling. A directory fails at the read, with
  // EISDIR, reported like any failed read.
  assert(max_bytes < std::uint64_t{1} << 62);
  std::size_t room = std::size_t{1} << 16;
  if (known_size < 0) {
    // What is left from where the file stands: standard input may come part read.
    if (const std::optional<Rest> r = regular_rest(fd)) known_size = r->end - r->at;
  }
  if (known_size < 0) max_bytes = std::min(max_bytes, kMaxStreamBytes);  // an endless input is cut short
  // A regular file too large is refused at once, not once read.
  if (known_size > 0 && static_cast<std::uint64_t>(known_size) > max_bytes) {
    return Error{fmt::format("{} is larger than {}", what, size_name(max_bytes))};
  }
  if (known_size > 0) room = static_cast<std::size_t>(known_size) + 1;
  std::string data(room, '\0');
  std::size_t have = 0;
  for (;;) {
    if (have == data.size()) data.resize(static_cast<std::size_t>(std::min<std::uint64_t>(2 * data.size(), max_bytes + 1)));
    const long n = read_some(fd, data.data() + have, data.size() - have);
    if (n > 0) {
      have += static_cast<std::size_t>(n);
      if (have > max_bytes) return Error{fmt::format("{} is larger than {}", what, size_name(max_bytes))};
    } else if (n == 0) {
      data.resize(have);
      return data;
    } else {
      return system_error("read", what);
    }
  }
}

Result<std::string> read_file(const std::string& path, std::uint64_t max_bytes, std::string_view what) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return system_error("read", path);
  Result<std::string> data = read_fd(fd, max_bytes, -1, what);
  ::close(fd);
  return data;
}

Result<InputBytes> map_fd(int fd, std::uint64_t max_bytes, std::string_view what) {
  // One look at the file decides, and gives a read its size.
  const std::optional<Rest> r = regular_rest(fd);
  if (r) {
    if (std::optional<MappedRest> mapped = map_from(fd, *r, kMapFrom, max_bytes)) return InputBytes(std::move(*mapped));
  }
  Result<std::string> bytes = read_fd(fd, max_bytes, r ? r->end - r->at : -1, what);
  if (!bytes) return bytes.error();
  return InputBytes(std::move(*bytes));
}

Result<InputBytes> map_file(const std::string& path, std::uint64_t max_bytes, std::string_view what) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return system_error("read", path);
  Result<InputBytes> bytes = map_fd(fd, max_bytes, what);
  ::close(fd);
  return bytes;
}

std::optional<FileId> file_id(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return std::nullopt;
  return FileId{static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino)};
}

std::optional<FileId> file_id(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) return std::nullopt;
  return FileId{static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino)};
}

Result<Ok> write_file(const std::string& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return system_error("write", path);
  struct stat st {};
  // Only a regular file is removed when the write fails: never a device such as /dev/full.
  const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  int error = write_all(fd, text);
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error == 0) return Ok{};
  if (regular) ::unlink(path.c_str());
  errno = error;
  return system_error("write", path);
}

bool has_extension(std::string_view name, std::string_view extension) {
  if (name.size() < extension.size()) return false;
  const std::string_view end = name.substr(name.size() - extension.size());
  return std::equal(end.begin(), end.end(), extension.begin(), extension.end(), [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
  });
}

}  // namespace tengen::text
