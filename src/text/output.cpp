#include "tengen/text/output.hpp"

#include "tengen/text/file.hpp"

namespace tengen::text {

bool Output::released() {
  const std::function<bool()> release = std::move(release_);
  release_ = nullptr;
  if (release()) return true;
  stopped_ = true;
  held_ = {};
  used_ = 0;
  return false;
}

void Output::flush_block() {
  if (!release_ || stopped_) {
    flush();
    return;
  }
  held_.append(buffer_.get(), used_);
  used_ = 0;
  if (held_.size() > most_) flush();
}

bool Output::flush() {
  if (release_ && !released()) return true;
  if (stopped_) {
    used_ = 0;
    return true;
  }
  if (sink_ != nullptr) {
    sink_->append(held_);
    sink_->append(buffer_.get(), used_);
    held_.clear();
    used_ = 0;
    return true;
  }
  if (error_ == 0 && !held_.empty()) error_ = write_all(fd_, held_);
  held_ = {};
  if (error_ == 0) error_ = write_all(fd_, {buffer_.get(), used_});
  used_ = 0;
  return error_ == 0;
}

}  // namespace tengen::text
