#include "tengen/text/output.hpp"

#include <cerrno>

#include <unistd.h>

namespace tengen::text {

bool Output::flush() {
  if (sink_ != nullptr) {
    sink_->append(buffer_.get(), used_);
    used_ = 0;
    return true;
  }
  const char* p = buffer_.get();
  std::size_t left = error_ == 0 ? used_ : 0;
  while (left > 0) {
    const ssize_t n = ::write(fd_, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error_ = n < 0 ? errno : EIO;
      break;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  used_ = 0;
  return error_ == 0;
}

}  // namespace tengen::text
