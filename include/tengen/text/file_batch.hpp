#pragma once
/// \file
/// Many small files read whole with few system calls: through io_uring, two submissions look at,
/// open, read and close a batch of files. For runs over thousands of game records, where the
/// files are small and each system call costs more than the bytes it brings.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tengen::text {

/// Reads batches of up to kFiles named files, each whole when it is a regular file of fewer than
/// kBytes bytes. Any other name (missing, unreadable, a directory, a FIFO, a device, a larger file,
/// one that changed while read) is left to be opened the usual way (Input::open), which says why
/// it cannot be read or reads it: so a batch never changes what a run reads or says.
class FileBatch {
 public:
  /// Names in one batch at most.
  static constexpr std::size_t kFiles = 32;
  /// Files of this many bytes or more are left to the usual way.
  static constexpr std::size_t kBytes = std::size_t{64} << 10;

  /// A batch reader, or none when the system gives none: built without liburing, a kernel without
  /// io_uring or its file operations (before Linux 5.19), or a sandbox that forbids it.
  static std::unique_ptr<FileBatch> make();
  ~FileBatch();
  FileBatch(const FileBatch&) = delete;
  FileBatch& operator=(const FileBatch&) = delete;

  /// Reads names[first], ..., names[first + count - 1] (count <= kFiles) in two submissions: one
  /// looks at every name (statx), the other opens, reads and closes the regular files small
  /// enough. Waits until every one is done. The previous batch's bytes not taken are dropped.
  /// Precondition: usable().
  void read(const std::vector<std::string>& names, std::size_t first, std::size_t count);
  /// Whether batches may still be read: false once the system failed one (a submission or a wait
  /// refused), whose names go the usual way, as all after it must.
  bool usable() const;
  /// The bytes of the i-th name of the last batch (i < count), when it is a regular file read
  /// whole; none when it is to be opened the usual way. Moves them out: call it once per name.
  std::optional<std::string> take(std::size_t i);

 private:
  struct Ring;
  explicit FileBatch(std::unique_ptr<Ring> ring);
  std::unique_ptr<Ring> ring_;
};

}  // namespace tengen::text
