#pragma once
/// \file
/// Many small files read whole with few system calls: through io_uring, two submissions open, then
/// read and close a batch of files. For runs over thousands of game records, where the
/// files are small and each system call costs more than the bytes it brings.

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>

namespace tengen::text {

/// Reads batches of up to kFiles named files, each whole when it is a regular file of fewer than
/// kBytes bytes. A name it cannot open (missing, unreadable) is left to be opened the usual way
/// (Input::open), which says why; anything else it opened (a directory, a FIFO, a device, a larger
/// file, one that changed while read) is handed over open and unread, to be read as that name
/// (Input::adopt). So a batch never changes what a run reads or says.
class FileBatch {
 public:
  /// Names in one batch at most.
  static constexpr std::size_t kFiles = 32;
  /// Files of this many bytes or more are left to the usual way.
  static constexpr std::size_t kBytes = std::size_t{64} << 10;

  /// A batch reader, or none when the system gives none: built without liburing, a kernel without
  /// io_uring or its file operations (before Linux 5.6), a sandbox that forbids it, a standard
  /// descriptor (0, 1 or 2) closed, or no memory for its buffers.
  static std::unique_ptr<FileBatch> make();
  ~FileBatch();
  FileBatch(const FileBatch&) = delete;
  FileBatch& operator=(const FileBatch&) = delete;

  /// Reads `names` (kFiles at most) in two submissions: every name is opened (O_RDONLY |
  /// O_NONBLOCK | O_NOCTTY | O_CLOEXEC: a FIFO's open does not wait for a writer, a terminal does
  /// not become the process's; names that follow each other in one folder, from that folder,
  /// opened for the batch: its path is looked up once), what opened is looked at (fstat), and the
  /// small regular files are read and closed. Waits until every one is done. What the previous
  /// batch left untaken is dropped (its descriptors closed).
  /// Precondition: usable().
  void read(std::span<const std::string> names);
  /// Whether batches may still be read: false once the system failed one (a submission or a wait
  /// refused), whose names go the usual way, as all after it must.
  bool usable() const;

  /// What a batch made of a name.
  struct Taken {
    /// Its bytes, when it is a regular file read whole.
    std::optional<std::string> bytes;
    /// Else, when the batch opened it and found something else there (a directory, a FIFO, a
    /// device, a larger file, a file that grew), the open descriptor (O_RDONLY | O_NONBLOCK |
    /// O_CLOEXEC), now the caller's: it is to be read as that name, as a FIFO's writer may
    /// already be connected to it. -1 otherwise.
    int fd = -1;
  };
  /// The i-th name of the last batch (i < its size); neither bytes nor descriptor: to be opened the
  /// usual way (the batch could not open it). Call it once per name.
  Taken take(std::size_t i);

 private:
  struct Ring;
  explicit FileBatch(std::unique_ptr<Ring> ring);
  std::unique_ptr<Ring> ring_;
};

}  // namespace tengen::text
