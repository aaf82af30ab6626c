#include "tengen/text/read_ahead.hpp"

#include <algorithm>
#include <memory>
#include <new>
#include <span>
#include <system_error>

#include <sys/resource.h>

namespace tengen::text {
ReadAhead::ReadAhead(const std::vector<std::string>& names, const std::function<bool(const std::string&)>& whole,
                     Prepare prepare, Reading reading)
    : names_(names), whole_(whole), prepare_(std::move(prepare)), reading_(reading) {
  if (reading == Reading::AtTheirTurn) return;
  // Under a low limit on open files (ulimit -n 64), half of what is left past a margin for the
  // standard streams, the output and the libraries: the run must never fail for descriptors.
  if (rlimit limit{}; ::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
    constexpr rlim_t kMargin = 16;
    const rlim_t spare = limit.rlim_cur > kMargin ? (limit.rlim_cur - kMargin) / 2 : 1;
    max_files_ = static_cast<std::size_t>(std::clamp<rlim_t>(spare, 1, kMaxFiles));
  }
  try {
    thread_ = std::thread([this] { run(); });
  } catch (const std::system_error&) {
    // No thread to be had (a process limit): each input is opened at its turn, the same ones.
  }
}

ReadAhead::~ReadAhead() {
  if (!thread_.joinable()) return;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

Result<Input> ReadAhead::open_ahead(std::size_t k, bool& from_batch) {
  from_batch = false;
  const std::string& name = names_[k];
  auto batchable = [&](std::size_t j) { return names_[j] != "-" && whole_(names_[j]); };
  if (may_batch() && k >= batch_end_ && batchable(k)) {
    if (!batch_tried_) {
      // Made at the first name it would read, not for runs that read nothing whole.
      batch_tried_ = true;
      batch_ = FileBatch::make();
    }
    if (batch_ && batch_->usable()) {
      // A batch: this name and those after it read whole, as many as a batch takes.
      batch_first_ = k;
      batch_end_ = k + 1;
      while (batch_end_ < names_.size() && batch_end_ - k < FileBatch::kFiles && batchable(batch_end_)) ++batch_end_;
      batch_->read(std::span(names_).subspan(batch_first_, batch_end_ - batch_first_));
    }
  }
  int opened = -1;  // a descriptor the batch opened and did not read
  if (batch_ && k >= batch_first_ && k < batch_end_) {
    FileBatch::Taken taken = batch_->take(k - batch_first_);
    if (taken.bytes) {
      from_batch = true;
      return Input::read_already(name, std::move(*taken.bytes));
    }
    opened = taken.fd;
  }
  // Only regular files are read here: a pipe or a device is read at its turn, so that stopping
  // early never waits on one.
  Result<Input> in = opened >= 0 ? Input::adopt(opened, name, true) : Input::open(name, true);
  if (in && in->regular() && whole_(name)) in->read_now();
  return in;
}

// Each side wakes the other only when it has to (the reader when it would stop, or has a batch
// ready; the answering side when the reader can fill half the room again), so that a run over
// thousands of small files costs few thread switches.
void ReadAhead::run() {
  for (std::size_t k = 0; k < names_.size(); ++k) {
    const std::string& name = names_[k];
    std::size_t waiting = 0;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      if (!has_room()) {
        changed_.notify_all();
        reader_waits_ = true;
        changed_.wait(lock, [&] { return stop_ || half_empty(); });
        reader_waits_ = false;
      }
      if (stop_) return;
      waiting = ready_.size();
    }
    try {
      bool from_batch = false;
      Result<Input> in = open_ahead(k, from_batch);
      std::uint64_t bytes = 0;
      if (in && in->regular() && whole_(name)) {
        if (prepare_) bytes += prepare_(*in, k, waiting);
        bytes += in->bytes_read();
      }
      const std::lock_guard<std::mutex> lock(mutex_);
      if (!in) failed_.push_back(k);
      opened_ = k + 1;
      ready_.push_back({std::move(in), bytes, from_batch});
      ready_bytes_ += bytes;
      if (answerer_waits_ && (ready_.size() >= kWakeBatch || k + 1 == names_.size())) changed_.notify_all();
    } catch (const std::bad_alloc&) {
      // Said on the answering thread, at this input's turn: an exception must not leave a thread.
      const std::lock_guard<std::mutex> lock(mutex_);
      out_of_memory_ = true;
      changed_.notify_all();
      return;
    }
  }
}

ReadAhead::Progress ReadAhead::progress() {
  if (!thread_.joinable()) return {taken_, failed_};  // each opened by next()
  const std::lock_guard<std::mutex> lock(mutex_);
  return {opened_, failed_};
}

Result<Input> ReadAhead::next() {
  if (!thread_.joinable()) {
    Result<Input> in = Input::open(names_[taken_]);
    if (!in) failed_.push_back(taken_);
    ++taken_;
    return in;
  }
  std::unique_lock<std::mutex> lock(mutex_);
  if (ready_.empty()) {
    answerer_waits_ = true;
    changed_.wait(lock, [&] { return !ready_.empty() || out_of_memory_; });
    answerer_waits_ = false;
    if (ready_.empty()) throw std::bad_alloc();
  }
  Result<Input> in = std::move(ready_.front().input);
  if (ready_.front().batched) ++batched_taken_;
  ready_bytes_ -= ready_.front().bytes;
  ready_.pop_front();
  if (reader_waits_ && half_empty()) changed_.notify_all();
  return in;
}

}  // namespace tengen::text
