#include "tengen/text/input.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <utility>

#include "tengen/text/file.hpp"

namespace tengen::text {

std::optional<std::string> unreadable_input(std::span<const std::string> files) {
  for (const std::string& name : files) {
    if (name == "-" || ::access(name.c_str(), R_OK) == 0) continue;
    return fmt::format("{}: {}", name, std::strerror(errno));
  }
  return std::nullopt;
}

Result<Input> Input::open(const std::string& path, bool ahead) {
  if (path == "-") {
    // Standard input that is closed (<&-) or a directory (< /tmp) cannot be read, as a named file
    // that cannot be opened or is a directory: the same error, the same exit code.
    struct stat st {};
    if (::fstat(0, &st) != 0) return Error{fmt::format("{}: {}", kStdinName, std::strerror(errno))};
    if (S_ISDIR(st.st_mode)) return Error{fmt::format("{}: {}", kStdinName, std::strerror(EISDIR))};
    return Input(0, std::string(kStdinName), -1);
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | (ahead ? O_NONBLOCK : 0));
  if (fd < 0) return Error{fmt::format("{}: {}", path, std::strerror(errno))};
  return adopt(fd, path, ahead);
}

Result<Input> Input::adopt(int fd, const std::string& path, bool ahead) {
  struct stat st {};
  const bool known = ::fstat(fd, &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    ::close(fd);
    return Error{fmt::format("{}: {}", path, std::strerror(EISDIR))};
  }
  if (ahead && known && S_ISFIFO(st.st_mode)) {
    // Kept open, so that a writer that comes meanwhile stays connected; waited for at its turn.
    Input deferred(fd, path, -1);
    deferred.deferred_ = true;
    return deferred;
  }
  const bool regular = known && S_ISREG(st.st_mode);
  // O_NONBLOCK changes nothing in a regular file's reads: two system calls a file saved in a run
  // over thousands of small files.
  if (ahead && !regular) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return Input(fd, path, regular ? static_cast<std::int64_t>(st.st_size) : -1);
}

Input Input::read_already(std::string name, std::string bytes) {
  Input in(-1, std::move(name), static_cast<std::int64_t>(bytes.size()));
  in.read_.emplace(std::move(bytes));
  return in;
}

int Input::fd() {
  if (deferred_) {
    deferred_ = false;
    // A FIFO read now without a writer would end at once. On Linux, poll reports a FIFO readable
    // once a writer has written, or has come and gone since it was opened; until then it waits.
    pollfd wait{.fd = fd_, .events = POLLIN, .revents = 0};
    while (::poll(&wait, 1, -1) < 0 && errno == EINTR) {
    }
    ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
  }
  return fd_;
}

Input::Input(Input&& other) noexcept
    : fd_(other.fd_),
      name_(std::move(other.name_)),
      size_(other.size_),
      deferred_(other.deferred_),
      read_(std::move(other.read_)) {
  other.fd_ = -1;
  other.deferred_ = false;
}

Result<std::string> Input::read_whole() {
  if (read_) {
    Result<std::string> bytes = std::move(*read_);
    read_.reset();
    return bytes;
  }
  return read_fd(fd(), kMaxFileBytes, size_);
}

Result<InputBytes> Input::map_whole() {
  if (!read_) return map_fd(fd(), kMaxFileBytes);
  Result<std::string> bytes = read_whole();
  if (!bytes) return bytes.error();
  return InputBytes(std::move(*bytes));
}

void Input::read_now() {
  read_.emplace(read_fd(fd_, kMaxFileBytes, size_));
  if (fd_ > 0) ::close(fd_);
  fd_ = -1;
}

Input::~Input() {
  if (fd_ > 0) ::close(fd_);
}

bool never_waits(int fd) {
  struct stat st {};
  return ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}


}  // namespace tengen::text
