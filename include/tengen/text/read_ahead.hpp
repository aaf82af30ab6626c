#pragma once
/// \file
/// Opening and reading a run's inputs ahead of their turn, on a thread of its own: for runs over
/// many small files (game archives), where the system's work of opening and reading each one would
/// otherwise come between the answers.

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "tengen/text/input.hpp"

namespace tengen::text {

class ReadAhead {
 public:
  /// Files ahead of the one in use at most, and bytes held ahead at most (past that, one file at a
  /// time): memory stays bounded whatever the run.
  static constexpr std::size_t kMaxFiles = 64;
  static constexpr std::uint64_t kMaxBytes = std::uint64_t{64} << 20;
  /// Inputs made ready before the answering side, waiting, is woken.
  static constexpr std::size_t kWakeBatch = 16;

  /// Starts checking `names` (unreadable_input), then, when they all can be read, opening them in
  /// order; the regular files that `whole` accepts are also read whole (Input::read_now). The names
  /// and predicate must outlive this.
  ReadAhead(const std::vector<std::string>& names, const std::function<bool(const std::string&)>& whole);
  /// Stops the reading and waits for it; inputs opened and not taken are closed.
  ~ReadAhead();
  ReadAhead(const ReadAhead&) = delete;
  ReadAhead& operator=(const ReadAhead&) = delete;

  /// What the check found (unreadable_input's answer), once it is done: call it before next().
  std::optional<std::string> unreadable();

  /// The next input, as Input::open gives it (and read, when accepted). Precondition: called at
  /// most names.size() times.
  Result<Input> next();

 private:
  void run();
  bool has_room() const { return ready_.size() < kMaxFiles && ready_bytes_ < kMaxBytes; }
  // Where a reader that ran out of room starts again.
  bool half_empty() const { return ready_.size() <= kMaxFiles / 2 && ready_bytes_ < kMaxBytes / 2; }

  const std::vector<std::string>& names_;
  const std::function<bool(const std::string&)>& whole_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Result<Input>> ready_;
  std::uint64_t ready_bytes_ = 0;
  bool stop_ = false;
  bool checked_ = false;
  std::optional<std::string> unreadable_;
  bool reader_waits_ = false;
  bool answerer_waits_ = false;
  std::thread thread_;  // last: started once the rest is in place
};

}  // namespace tengen::text
