#include "tengen/text/file_batch.hpp"

#include <cassert>

#ifdef TENGEN_HAS_URING
#include <fcntl.h>
#include <liburing.h>
#include <sys/stat.h>

#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#endif

namespace tengen::text {

#ifdef TENGEN_HAS_URING

namespace {
// The requests of a name, told apart in their completions' user data.
enum Step : std::uint64_t { kOpen, kRead, kClose, kSteps };

bool small_regular(const struct stat& seen) {
  return S_ISREG(seen.st_mode) && seen.st_size >= 0 && static_cast<std::uint64_t>(seen.st_size) < FileBatch::kBytes;
}

// Where a name's last part starts (past its last '/'), or npos: no folder named, or a name that
// ends in '/' (a folder, to be looked up whole).
std::size_t last_part(const std::string& name) {
  const std::size_t slash = name.rfind('/');
  return slash == std::string::npos || slash + 1 == name.size() ? std::string::npos : slash + 1;
}

// The folders of a batch opened for its names to be opened from (O_PATH: nothing read, no
// permission asked but the search that looking a name up asks anyway): a run of names in one
// folder costs one lookup of the folder's path, then one of each last part, instead of a lookup of
// every whole path (opening and closing the 3,000 G1 files by their six-part paths took 13.7 to
// 15.6 ms here, from their folder 12.2 to 14.2). Opened per batch, so that every name is looked
// up when its batch is read, as before; at most kFolders (the descriptors the batch holds stay
// within what ReadAhead leaves it).
class Folders {
 public:
  static constexpr std::size_t kFolders = 4;
  Folders() = default;
  Folders(const Folders&) = delete;
  Folders& operator=(const Folders&) = delete;
  ~Folders() {
    for (std::size_t i = 0; i < count_; ++i) ::close(fds_[i]);
  }

  // Where names[i] is to be opened from: a folder's descriptor and the name's last part, when
  // names[i] and the next name are in one folder (or names[i] is in the folder of the name before
  // it, opened for it); else AT_FDCWD and the whole name.
  std::pair<int, const char*> of(std::span<const std::string> names, std::size_t i) {
    const std::string& name = names[i];
    const std::size_t part = last_part(name);
    if (part == std::string::npos) return {AT_FDCWD, name.c_str()};
    // The folder as written, '/' for the root ("/a"), "a/" for "a//b": the same lookup.
    const std::string_view folder(name.data(), part == 1 ? 1 : part - 1);
    if (folder != folder_) {
      folder_ = folder;
      fd_ = AT_FDCWD;
      const bool next_here = i + 1 < names.size() && last_part(names[i + 1]) == part &&
                             names[i + 1].compare(0, part, name, 0, part) == 0;
      if (next_here && count_ < kFolders) {
        const int fd = ::open(std::string(folder).c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (fd >= 0) fds_[count_++] = fd_ = fd;  // else each name is looked up whole, and says why
      }
    }
    return fd_ == AT_FDCWD ? std::pair<int, const char*>{AT_FDCWD, name.c_str()} : std::pair{fd_, name.c_str() + part};
  }

 private:
  std::array<int, kFolders> fds_{};
  std::size_t count_ = 0;
  std::string_view folder_;  // the folder of the name before, and its descriptor (or AT_FDCWD)
  int fd_ = AT_FDCWD;
};
}  // namespace

struct FileBatch::Ring {
  io_uring ring{};
  bool live = false;  // the ring was made (and is released with this)
  // Per name of the batch: what fstat saw of the file opened; the results.
  struct Slot {
    struct stat seen {};
    int looked = -ECANCELED;
    int fd = -1;  // the file opened and not read, until closed or taken
    int read = -ECANCELED;
    std::string bytes;  // room for the file's size and a byte more (to see that it grew)
  };
  std::array<Slot, kFiles> slots;
  std::size_t count = 0;
  bool broken = false;  // a submission or a wait failed: the ring is not used again

  Ring() = default;
  Ring(const Ring&) = delete;
  Ring& operator=(const Ring&) = delete;
  ~Ring() {
    close_untaken();
    if (live) io_uring_queue_exit(&ring);
  }
  void close_untaken() {
    for (Slot& slot : slots) {
      if (slot.fd >= 0) ::close(slot.fd);
      slot.fd = -1;
    }
  }
};

std::unique_ptr<FileBatch> FileBatch::make() {
  // With a standard descriptor closed the ring, or a file of the batch, would take its number,
  // and the answers would be written there: such runs read one by one, as before.
  for (int fd = 0; fd < 3; ++fd) {
    if (::fcntl(fd, F_GETFD) < 0) return nullptr;
  }
  try {
    auto ring = std::make_unique<Ring>();
    if (io_uring_queue_init(static_cast<unsigned>(kFiles * 2), &ring->ring, 0) != 0) return nullptr;
    ring->live = true;
    return std::unique_ptr<FileBatch>(new FileBatch(std::move(ring)));
  } catch (const std::bad_alloc&) {
    return nullptr;  // one by one
  }
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

void FileBatch::read(std::span<const std::string> names) {
  const std::size_t count = names.size();
  assert(count <= kFiles);
  assert(!ring_->broken);
  io_uring* ring = &ring_->ring;
  ring_->close_untaken();
  ring_->count = count;
  std::array<Ring::Slot, kFiles>& slots = ring_->slots;
  auto record = [&](std::uint64_t data, int result) {
    Ring::Slot& slot = slots[data / kSteps];
    switch (data % kSteps) {
      case kOpen: slot.fd = result >= 0 ? result : -1; break;
      case kRead: slot.read = result; break;
      default: break;
    }
  };
  auto step = [&](std::size_t requests) {
    if (requests > 0 && !submit_and_wait(ring, requests, record)) ring_->broken = true;
    return !ring_->broken;
  };
  // Two submissions, the second made of what the first found. First every name is opened,
  // O_NONBLOCK so that a FIFO's open does not wait for a writer and O_NOCTTY so that a terminal
  // does not become the process's. (Looking at every name by statx before opening it, as tengen
  // did until 2026-12-02, cost a path lookup a file on a worker thread of io_uring's.)
  {
    Folders folders;  // open until every name is
    for (std::size_t i = 0; i < count; ++i) {
      Ring::Slot& slot = slots[i];
      slot.looked = slot.read = -ECANCELED;
      const auto [from, path] = folders.of(names, i);
      io_uring_sqe* sqe = io_uring_get_sqe(ring);
      io_uring_prep_openat(sqe, from, path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
      io_uring_sqe_set_data64(sqe, i * kSteps + kOpen);
    }
    if (!step(count)) return;
  }
  // What was opened is looked at, as the file it is: only a small regular file is read. Anything
  // else stays open, for the caller to take. A plain fstat: io_uring hands every statx to a worker
  // thread, which costs more than the call.
  for (std::size_t i = 0; i < count; ++i) {
    if (slots[i].fd >= 0) slots[i].looked = ::fstat(slots[i].fd, &slots[i].seen) == 0 ? 0 : -errno;
  }
  // Read, into room for the size seen and a byte more, and closed, linked hard: a short or
  // failed read still closes. Without memory for the room, the file goes the usual way.
  std::size_t requests = 0;
  for (std::size_t i = 0; i < count; ++i) {
    Ring::Slot& slot = slots[i];
    if (slot.fd < 0 || slot.looked != 0 || !small_regular(slot.seen)) continue;
    try {
      slot.bytes.assign(static_cast<std::size_t>(slot.seen.st_size) + 1, '\0');
    } catch (const std::bad_alloc&) {
      slot.looked = -ENOMEM;
      ::close(slot.fd);
      slot.fd = -1;
      continue;
    }
    io_uring_sqe* sqe = io_uring_get_sqe(ring);
    io_uring_prep_read(sqe, slot.fd, slot.bytes.data(), static_cast<unsigned>(slot.bytes.size()), 0);
    sqe->flags |= IOSQE_IO_HARDLINK;
    io_uring_sqe_set_data64(sqe, i * kSteps + kRead);
    sqe = io_uring_get_sqe(ring);
    io_uring_prep_close(sqe, slot.fd);
    io_uring_sqe_set_data64(sqe, i * kSteps + kClose);
    slot.fd = -1;
    requests += 2;
  }
  step(requests);
}

bool FileBatch::usable() const { return !ring_->broken; }

FileBatch::Taken FileBatch::take(std::size_t i) {
  assert(i < ring_->count);
  Ring::Slot& slot = ring_->slots[i];
  Taken taken;
  // Read whole: a file read (only small regular files are) whose size, when looked at open, is
  // what the read brought (a file that grew or shrank meanwhile goes the usual way).
  if (slot.read >= 0 && slot.read == slot.seen.st_size) {
    slot.bytes.resize(static_cast<std::size_t>(slot.read));
    taken.bytes = std::move(slot.bytes);
  }
  slot.bytes = std::string();
  taken.fd = slot.fd;
  slot.fd = -1;
  slot.looked = slot.read = -ECANCELED;  // taken
  return taken;
}

#else

struct FileBatch::Ring {};

std::unique_ptr<FileBatch> FileBatch::make() { return nullptr; }

void FileBatch::read(std::span<const std::string>) { assert(false); }

bool FileBatch::usable() const { return false; }

FileBatch::Taken FileBatch::take(std::size_t) { return {}; }

#endif

FileBatch::FileBatch(std::unique_ptr<Ring> ring) : ring_(std::move(ring)) {}

FileBatch::~FileBatch() = default;

}  // namespace tengen::text
