#pragma once
/// \file
/// A run's inputs, opened and read ahead of their turn on a thread of their own: for runs over
/// many small files (game archives), where the system's work of opening and reading each one would
/// otherwise come between the answers. Without a thread, the same inputs opened at their turn.

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tengen/text/file_batch.hpp"
#include "tengen/text/input.hpp"

namespace tengen::text {

/// The inputs of one run (files named on the command line, or standard input), opened and read
/// ahead of the one in use on a second thread, handed out in order by next(); bounded memory.
class ReadAhead {
 public:
  /// Files ahead of the one in use at most, and bytes held ahead at most (past that, one file at a
  /// time): memory stays bounded whatever the run.
  static constexpr std::size_t kMaxFiles = 64;
  static constexpr std::uint64_t kMaxBytes = std::uint64_t{64} << 20;
  /// Inputs made ready before the answering side, waiting, is woken.
  static constexpr std::size_t kWakeBatch = 16;
  /// Inputs that are ever ready or in use at once (in use: taken by next(), until next() is called
  /// again): while input k is prepared, inputs before k + 1 - kInFlight are done with, so the
  /// work of input k may be kept in slot k % kInFlight of a ring.
  static constexpr std::size_t kInFlight = kMaxFiles + 2;

  /// Work done on the reading thread on an input it has read whole: prepare(input, k, waiting) for
  /// input k (0-based in the names' order) may take the bytes (Input::read_whole) and keep what it
  /// makes of them; it returns the bytes that work holds, counted with the input's against
  /// kMaxBytes. `waiting` is how many inputs before it are ready and not yet taken by next(): how
  /// far the reading is ahead of the answers (a prepare may do more of the work when it is).
  using Prepare = std::function<std::uint64_t(Input&, std::size_t, std::size_t)>;

  /// How the inputs are opened: each at its turn in next(); ahead on a thread of their own, one
  /// by one (open, look, read, close: a system call each); or ahead, the runs of names that
  /// `whole` accepts in batches of FileBatch (four system calls for 32 files), where the system has it.
  enum class Reading { AtTheirTurn, Ahead, AheadInBatches };

  /// Opens `names` in order: ahead, on a thread of its own, where the regular files that `whole`
  /// accepts are also read whole (Input::read_now, or a FileBatch), then given to `prepare` when
  /// there is one; at their turn (or when the system gives no thread), each in next(), as
  /// Input::open does (nothing read, nothing prepared). The same inputs, bytes and errors every
  /// way. The names and predicate must outlive this.
  ReadAhead(const std::vector<std::string>& names, const std::function<bool(const std::string&)>& whole,
            Prepare prepare = {}, Reading reading = Reading::AheadInBatches);
  /// Stops the reading and waits for it; inputs opened and not taken are closed.
  ~ReadAhead();
  ReadAhead(const ReadAhead&) = delete;
  ReadAhead& operator=(const ReadAhead&) = delete;

  /// Whether the inputs are opened on a thread of their own.
  bool ahead() const { return thread_.joinable(); }
  /// Whether runs of names may be read in batches: AheadInBatches asked, and room for a batch's
  /// files and the ring's descriptor beside the other files held ahead (a low limit on open files,
  /// ulimit -n under 80, leaves the descriptors to the answering side).
  bool may_batch() const { return reading_ == Reading::AheadInBatches && max_files_ >= FileBatch::kFiles; }
  /// How many inputs were read in batches so far (FileBatch); for tests and measures. Read it on
  /// the answering side: it counts the inputs given by next().
  std::size_t batched() const { return batched_taken_; }

  /// How far the opening has come: the first `opened` names were opened (ahead, or by next()),
  /// all but those in `failed` (ascending) without an error. What a check of the names that must
  /// be readable has left to look at.
  struct Progress {
    std::size_t opened = 0;
    std::vector<std::size_t> failed;
  };
  Progress progress();

  /// The next input, as Input::open gives it (and read, when accepted). Throws std::bad_alloc when
  /// the reading thread ran out of memory on it (opening, reading or preparing it, as here it would
  /// have). Precondition: called at most names.size() times.
  Result<Input> next();

 private:
  void run();
  // Input k opened, and read whole when `whole` accepts it, on the reading thread: from the batch
  // it was read in when it was (`from_batch` says so), else one by one.
  Result<Input> open_ahead(std::size_t k, bool& from_batch);
  bool has_room() const { return ready_.size() < max_files_ && ready_bytes_ < kMaxBytes; }
  // Where a reader that ran out of room starts again.
  bool half_empty() const { return ready_.size() <= max_files_ / 2 && ready_bytes_ < kMaxBytes / 2; }

  // An input ready to be taken, and the bytes it and its prepared work hold.
  struct Ready {
    Result<Input> input;
    std::uint64_t bytes = 0;
    bool batched = false;
  };

  const std::vector<std::string>& names_;
  // Files held open ahead at most: kMaxFiles, fewer when the process may open few descriptors.
  std::size_t max_files_ = kMaxFiles;
  const std::function<bool(const std::string&)>& whole_;
  Prepare prepare_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Ready> ready_;
  std::uint64_t ready_bytes_ = 0;
  bool stop_ = false;
  bool out_of_memory_ = false;  // the reading thread stopped for want of memory
  bool reader_waits_ = false;
  bool answerer_waits_ = false;
  std::size_t taken_ = 0;  // inputs given by next()
  std::size_t opened_ = 0;  // inputs opened ahead (ready_ and those taken from it)
  std::vector<std::size_t> failed_;  // of those, the ones whose opening failed
  Reading reading_;
  // On the reading thread: the batch reader (made at the first name it would read; none where the
  // system has none) and the names of the last batch read, [batch_first_, batch_end_).
  std::unique_ptr<FileBatch> batch_;
  bool batch_tried_ = false;
  std::size_t batch_first_ = 0;
  std::size_t batch_end_ = 0;
  std::size_t batched_taken_ = 0;  // inputs given by next() that came from a batch
  std::thread thread_;     // last: started once the rest is in place (none: opened at their turn)
};

}  // namespace tengen::text
