#include "tengen/text/output.hpp"

#include "tengen/text/file.hpp"

namespace tengen::text {

bool Output::flush() {
  if (sink_ != nullptr) {
    sink_->append(buffer_.get(), used_);
    used_ = 0;
    return true;
  }
  if (error_ == 0) error_ = write_all(fd_, {buffer_.get(), used_});
  used_ = 0;
  return error_ == 0;
}

}  // namespace tengen::text
