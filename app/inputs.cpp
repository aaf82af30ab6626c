#include "inputs.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tengen/text/file.hpp"

namespace tengen::app {

std::optional<std::string> unreadable_input(const std::vector<std::string>& files) {
  for (const std::string& name : files) {
    if (name == "-" || ::access(name.c_str(), R_OK) == 0) continue;
    return fmt::format("{}: {}", name, std::strerror(errno));
  }
  return std::nullopt;
}

Result<Input> Input::open(const std::string& path, bool ahead) {
  if (path == "-") return Input(0, "<stdin>", false);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | (ahead ? O_NONBLOCK : 0));
  if (fd < 0) return Error{fmt::format("{}: {}", path, std::strerror(errno))};
  struct stat st {};
  const bool known = ::fstat(fd, &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    ::close(fd);
    return Error{fmt::format("{}: {}", path, std::strerror(EISDIR))};
  }
  if (ahead) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return Input(fd, path, known && S_ISREG(st.st_mode));
}

Input::Input(Input&& other) noexcept
    : fd_(other.fd_), name_(std::move(other.name_)), regular_(other.regular_), read_(std::move(other.read_)) {
  other.fd_ = -1;
}

Result<std::string> Input::read_whole() {
  if (read_) {
    Result<std::string> bytes = std::move(*read_);
    read_.reset();
    return bytes;
  }
  return text::read_fd(fd_, text::kMaxRecordBytes);
}

void Input::read_now() {
  read_.emplace(text::read_fd(fd_, text::kMaxRecordBytes));
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

bool is_sgf(const std::string& name, bool forced) {
  const std::string& n = name;
  if (forced) return true;
  if (n.size() < 4) return false;
  std::string ext = n.substr(n.size() - 4);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".sgf";
}

}  // namespace tengen::app
