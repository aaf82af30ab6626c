#pragma once
/// \file
/// Reading a classic input's cases on a thread of its own while this one answers them: for inputs
/// of many small cases whose reading costs as much as their analysis (five's boards). Cases travel
/// in batches, so that the two threads meet once per batch, not once per case.

#include <array>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>

#include "tengen/result.hpp"

namespace tengen::text {

template <class Case, std::size_t BatchSize = 256>
/// Cases read on one thread and answered on another, in batches of BatchSize, in order: reading
/// overlaps answering, and memory is bounded by kBatch * kBatches cases. Large cases (games)
/// take small batches, so that those in flight stay in the cache.
class CasePipeline {
 public:
  /// Cases a batch holds, and batches in flight: memory is bounded by kBatch * kBatches cases.
  static constexpr std::size_t kBatch = BatchSize;
  static constexpr std::size_t kBatches = 4;

  /// read(c) reads the next case into c (a slot reused from earlier cases): true when it read one,
  /// false after the last, or the error that ends the input. It runs on the reading thread, and
  /// std::bad_alloc there ends the input with `out_of_memory()`'s error (tengen::out_of_memory's,
  /// placed nowhere, when that one cannot be made either). Only for input that never
  /// waits on a writer (a regular file): stopping early must not wait on a read.
  CasePipeline(std::function<Result<bool>(Case&)> read, std::function<Error()> out_of_memory)
      : read_(std::move(read)), out_of_memory_(std::move(out_of_memory)), thread_([this] { run(); }) {}

  /// Stops the reading (after the batch it is filling) and waits for it.
  ~CasePipeline() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    changed_.notify_all();
    thread_.join();
  }
  CasePipeline(const CasePipeline&) = delete;
  CasePipeline& operator=(const CasePipeline&) = delete;

  /// The next case, in order (valid until the next call), nullptr after the last, or the error
  /// that ended the input once every case before it has been taken.
  Result<const Case*> next() {
    if (taken_ == 0 || position_ == batch(taken_ - 1).size) {
      if (taken_ > 0) {
        const Batch& done = batch(taken_ - 1);
        if (done.last) return done.error ? Result<const Case*>(*done.error) : Result<const Case*>(nullptr);
      }
      std::unique_lock<std::mutex> lock(mutex_);
      if (taken_ > 0) --filled_;  // the batch answered is the reader's again
      if (reader_waits_ && room()) changed_.notify_all();
      if (filled_ == 0) {
        answerer_waits_ = true;
        changed_.wait(lock, [&] { return filled_ > 0; });
        answerer_waits_ = false;
      }
      ++taken_;
      position_ = 0;
      // A batch may be empty (the end, or an error, right after a full one).
      return next();
    }
    return &batch(taken_ - 1).cases[position_++];
  }

 private:
  struct Batch {
    std::array<Case, kBatch> cases{};
    std::size_t size = 0;
    bool last = false;  ///< the input ends after this batch's cases
    std::optional<Error> error;  ///< why, when it ends on an error
  };

  Batch& batch(std::size_t n) { return batches_[n % kBatches]; }
  // Where a reader that filled every batch starts again: half of them free, so that each side
  // wakes the other seldom (a woken thread may land on the waker's core and take its time).
  bool room() const { return filled_ <= kBatches / 2; }

  void run() {
    for (std::size_t n = 0;; ++n) {
      {
        std::unique_lock<std::mutex> lock(mutex_);
        if (filled_ == kBatches) {
          reader_waits_ = true;
          changed_.wait(lock, [&] { return stop_ || room(); });
          reader_waits_ = false;
        }
        if (stop_) return;
      }
      Batch& b = batch(n);
      b.size = 0;
      b.last = false;
      b.error.reset();
      while (b.size < kBatch && !b.last) {
        try {
          const Result<bool> more = read_(b.cases[b.size]);
          if (!more) b.error = more.error();
          b.last = !more || !*more;
          if (!b.last) ++b.size;
        } catch (const std::bad_alloc&) {
          b.last = true;
          try {
            b.error = out_of_memory_();
          } catch (const std::bad_alloc&) {
            // No memory even for the message: the one made at the start, without its place.
            b.error = std::move(spare_);
          }
        }
      }
      {
        const std::lock_guard<std::mutex> lock(mutex_);
        ++filled_;
        if (answerer_waits_) changed_.notify_all();
      }
      if (b.last) return;
    }
  }

  std::function<Result<bool>(Case&)> read_;
  std::function<Error()> out_of_memory_;
  Error spare_ = tengen::out_of_memory(Error{});
  std::array<Batch, kBatches> batches_{};
  std::size_t taken_ = 0;     // batches the answering side has taken (the last one is in use)
  std::size_t position_ = 0;  // the next case of the batch in use
  std::mutex mutex_;
  std::condition_variable changed_;
  std::size_t filled_ = 0;  // batches filled and not yet answered
  bool stop_ = false;
  bool reader_waits_ = false;
  bool answerer_waits_ = false;
  std::thread thread_;  // last: started once the rest is in place
};

/// The cases of an input in order, read by `read` either here, one at a time as they are asked
/// for, or on a thread of their own through a CasePipeline of batches of BatchSize (the same cases
/// and errors either way).
template <class Case, std::size_t BatchSize = 256>
class CaseSource {
 public:
  /// Reads ahead on a thread when `ahead` (then only for input that never waits on a writer, as
  /// CasePipeline says) and the system gives one, else here; `out_of_memory` as CasePipeline's,
  /// which std::bad_alloc here escapes.
  CaseSource(std::function<Result<bool>(Case&)> read, std::function<Error()> out_of_memory, bool ahead)
      : read_(std::move(read)) {
    if (!ahead) return;
    try {
      // On the heap: its batches take hundreds of kilobytes, too many for a stack frame.
      pipeline_ = std::make_unique<CasePipeline<Case, BatchSize>>(read_, std::move(out_of_memory));
    } catch (const std::system_error&) {
      // No thread to be had (a process limit): the cases are read here, the same ones.
    }
  }

  /// Whether the cases are read on a thread of their own.
  bool ahead() const { return pipeline_ != nullptr; }
  /// The next case (valid until the next call), nullptr after the last, or the error that ended
  /// the input once every case before it has been taken.
  Result<const Case*> next() {
    if (pipeline_) return pipeline_->next();
    const Result<bool> more = read_(here_);
    if (!more) return more.error();
    return *more ? &here_ : nullptr;
  }

 private:
  std::function<Result<bool>(Case&)> read_;
  Case here_{};
  std::unique_ptr<CasePipeline<Case, BatchSize>> pipeline_;  // last: its thread stops before the rest goes
};

}  // namespace tengen::text
