#include "tengen/text/output.hpp"

#include "tengen/text/file.hpp"

namespace tengen::text {

bool Output::released() {
  const std::function<bool()> release = std::move(release_);
  release_ = nullptr;
  if (release()) return true;
  stopped_ = true;
  held_.clear();
  held_bytes_ = 0;
  used_ = 0;
  return false;
}

void Output::flush_block() {
  if (!release_ || stopped_) {
    flush();
    return;
  }
  held_.push_back({std::move(buffer_), used_});
  held_bytes_ += used_;
  buffer_.reset(new char[kBlock + kRoom]);
  used_ = 0;
  if (held_bytes_ > most_) flush();
}

bool Output::flush() {
  if (release_ && !released()) return true;
  if (stopped_) {
    used_ = 0;
    return true;
  }
  for (const Held& block : held_) {
    put({block.bytes.get(), block.size});
    failed_early_ = failed_early_ || error_ != 0;
  }
  held_.clear();
  held_bytes_ = 0;
  put({buffer_.get(), used_});
  used_ = 0;
  return sink_ != nullptr || error_ == 0;
}

void Output::put(std::string_view bytes) {
  if (sink_ != nullptr) {
    sink_->append(bytes);
  } else if (error_ == 0) {
    error_ = write_all(fd_, bytes);
  }
}

}  // namespace tengen::text
