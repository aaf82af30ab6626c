#include "tengen/text/file_batch.hpp"

#include <cassert>

#ifdef TENGEN_HAS_URING
#include <fcntl.h>
#include <liburing.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdint>
#endif

namespace tengen::text {

#ifdef TENGEN_HAS_URING

namespace {
// The four requests of a name, told apart in their completions' user data.
enum Step : std::uint64_t { kLook, kOpen, kRead, kClose, kSteps };
}  // namespace

struct FileBatch::Ring {
  io_uring ring{};
  bool live = false;  // the ring was made (and is released with this)
  // Per name of the batch: what statx saw, the open's and the read's results.
  struct Slot {
    struct statx seen {};
    int looked = -ECANCELED;
    int opened = -ECANCELED;
    int read = -ECANCELED;
  };
  std::vector<Slot> slots = std::vector<Slot>(kFiles);
  // Room for each name's bytes, kBytes a name (left uninitialised: the reads write it).
  std::unique_ptr<char[]> bytes{new char[kFiles * kBytes]};
  std::size_t count = 0;
  bool broken = false;  // a submission or a wait failed: the ring is not used again

  Ring() = default;
  Ring(const Ring&) = delete;
  Ring& operator=(const Ring&) = delete;
  ~Ring() {
    if (live) io_uring_queue_exit(&ring);
  }
};

std::unique_ptr<FileBatch> FileBatch::make() {
  auto ring = std::make_unique<Ring>();
  if (io_uring_queue_init(static_cast<unsigned>(kFiles * kSteps), &ring->ring, 0) != 0) return nullptr;
  ring->live = true;
  // The files are opened into the ring's own table (direct descriptors), so that a read can be
  // linked to the open before it, in the same submission.
  if (io_uring_register_files_sparse(&ring->ring, static_cast<unsigned>(kFiles)) != 0) return nullptr;
  return std::unique_ptr<FileBatch>(new FileBatch(std::move(ring)));
}

// Submits what is queued, `requests` of them, and waits for every one to complete (cancelled ones
// complete too), giving each completion to `done`. False when the system failed a submission or a
// wait: then the ring is not used again.
template <class Done>
bool submit_and_wait(io_uring* ring, std::size_t requests, Done done) {
  std::size_t left = 0;
  while (left < requests) {
    const int submitted = io_uring_submit(ring);
    if (submitted == -EINTR) continue;
    if (submitted <= 0) return false;
    left += static_cast<std::size_t>(submitted);
  }
  while (left > 0) {
    io_uring_cqe* cqe = nullptr;
    if (const int rc = io_uring_wait_cqe(ring, &cqe); rc != 0) {
      if (rc == -EINTR) continue;
      return false;
    }
    done(io_uring_cqe_get_data64(cqe), cqe->res);
    io_uring_cqe_seen(ring, cqe);
    --left;
  }
  return true;
}

void FileBatch::read(const std::vector<std::string>& names, std::size_t first, std::size_t count) {
  assert(count <= kFiles && first + count <= names.size());
  assert(!ring_->broken);
  io_uring* ring = &ring_->ring;
  ring_->count = count;
  auto record = [&](std::uint64_t data, int result) {
    Ring::Slot& slot = ring_->slots[data / kSteps];
    switch (data % kSteps) {
      case kLook: slot.looked = result; break;
      case kOpen: slot.opened = result; break;
      case kRead: slot.read = result; break;
      default: break;
    }
  };
  // First every name is looked at, so that only regular files are opened: opening a FIFO would
  // connect its writer to a reader about to go, and reading it would take its bytes.
  for (std::size_t i = 0; i < count; ++i) {
    Ring::Slot& slot = ring_->slots[i];
    slot.looked = slot.opened = slot.read = -ECANCELED;
    io_uring_sqe* sqe = io_uring_get_sqe(ring);
    io_uring_prep_statx(sqe, AT_FDCWD, names[first + i].c_str(), 0, STATX_TYPE | STATX_SIZE, &slot.seen);
    io_uring_sqe_set_data64(sqe, i * kSteps + kLook);
  }
  if (!submit_and_wait(ring, count, record)) {
    ring_->broken = true;
    return;
  }
  // Then each regular file small enough is opened, read and closed, linked: a failed open cancels
  // the rest; a short or failed read still closes (a hard link). O_NONBLOCK: should a FIFO have
  // taken a file's place since it was looked at, its open does not wait for a writer.
  std::size_t requests = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Ring::Slot& slot = ring_->slots[i];
    if (slot.looked != 0 || !S_ISREG(slot.seen.stx_mode) || slot.seen.stx_size >= kBytes) continue;
    const char* path = names[first + i].c_str();
    const auto index = static_cast<unsigned>(i);
    io_uring_sqe* sqe = io_uring_get_sqe(ring);
    io_uring_prep_openat_direct(sqe, AT_FDCWD, path, O_RDONLY | O_NONBLOCK | O_NOCTTY, 0, index);
    sqe->flags |= IOSQE_IO_LINK;
    io_uring_sqe_set_data64(sqe, i * kSteps + kOpen);
    sqe = io_uring_get_sqe(ring);
    io_uring_prep_read(sqe, static_cast<int>(index), ring_->bytes.get() + i * kBytes, static_cast<unsigned>(kBytes), 0);
    sqe->flags |= IOSQE_FIXED_FILE | IOSQE_IO_HARDLINK;
    io_uring_sqe_set_data64(sqe, i * kSteps + kRead);
    sqe = io_uring_get_sqe(ring);
    io_uring_prep_close_direct(sqe, index);
    io_uring_sqe_set_data64(sqe, i * kSteps + kClose);
    requests += 3;
  }
  if (requests > 0 && !submit_and_wait(ring, requests, record)) ring_->broken = true;
}

bool FileBatch::usable() const { return !ring_->broken; }

std::optional<std::string> FileBatch::take(std::size_t i) {
  assert(i < ring_->count);
  Ring::Slot& slot = ring_->slots[i];
  // Read whole: a regular file whose size, when looked at, is what the read brought, short of the
  // room (a file that grew or shrank meanwhile, or that says no size, goes the usual way).
  const bool whole = slot.looked == 0 && S_ISREG(slot.seen.stx_mode) && slot.opened >= 0 && slot.read >= 0 &&
                     static_cast<std::uint64_t>(slot.read) == slot.seen.stx_size &&
                     static_cast<std::size_t>(slot.read) < kBytes;
  slot.looked = -ECANCELED;  // taken
  if (!whole) return std::nullopt;
  return std::string(ring_->bytes.get() + i * kBytes, static_cast<std::size_t>(slot.read));
}

#else

struct FileBatch::Ring {};

std::unique_ptr<FileBatch> FileBatch::make() { return nullptr; }

void FileBatch::read(const std::vector<std::string>&, std::size_t, std::size_t) { assert(false); }

bool FileBatch::usable() const { return false; }

std::optional<std::string> FileBatch::take(std::size_t) { return std::nullopt; }

#endif

FileBatch::FileBatch(std::unique_ptr<Ring> ring) : ring_(std::move(ring)) {}

FileBatch::~FileBatch() = default;

}  // namespace tengen::text
