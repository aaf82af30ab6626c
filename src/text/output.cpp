#include "tengen/text/output.hpp"

#include <cstring>

#include "tengen/text/file.hpp"

namespace tengen::text {

bool Output::released() {
  const std::function<bool()> release = std::move(release_);
  release_ = nullptr;
  if (release()) return true;
  stopped_ = true;
  drop_held();
  return false;
}

void Output::drop_held() {
  held_.clear();
  held_bytes_ = 0;
  used_ = 0;
  buffer_ = block_.get();
  runs_.clear();
  run_used_ = 0;
}

char* Output::held_room() {
  if (runs_.empty() || PageRun::kBytes - run_used_ < kBlock + kRoom) {
    runs_.emplace_back();
    run_used_ = 0;
  }
  return runs_.back().data() + run_used_;
}

void Output::flush_block() {
  if (!release_ || stopped_) {
    flush();
    return;
  }
  if (buffer_ == block_.get()) {  // the first block held was written before any run
    buffer_ = static_cast<char*>(std::memcpy(held_room(), buffer_, used_));
  }
  held_.emplace_back(buffer_, used_);
  held_bytes_ += used_;
  run_used_ += used_;
  used_ = 0;
  buffer_ = held_room();
  if (held_bytes_ > most_) flush();
}

bool Output::flush() {
  if (release_ && !released()) return true;
  if (stopped_) {
    used_ = 0;
    return true;
  }
  // The blocks of a run follow one another: one write a run.
  std::string_view pending;
  for (const std::string_view block : held_) {
    if (pending.data() + pending.size() == block.data()) {
      pending = {pending.data(), pending.size() + block.size()};
      continue;
    }
    put(pending);
    pending = block;
  }
  put(pending);
  // Only a failure on held blocks is early: they would have been written as they filled.
  if (!held_.empty()) failed_early_ = failed_early_ || error_ != 0;
  put({buffer_, used_});
  drop_held();
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
