// text/file_batch.hpp: a batch gives a name's bytes exactly when it is a regular file of fewer than
// kBytes bytes, those bytes as a plain read of the file has them; hands every other name it could
// open (a directory, a FIFO, a larger file) over open and unread, and leaves a name it cannot open
// (missing) to the usual way. Skipped where the system gives no io_uring (the usual way is then the
// only one, tested with ReadAhead).

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "temp_dir.hpp"
#include "tengen/text/file_batch.hpp"

namespace tengen::text {
namespace {

// The reference: what the file holds when it is a regular file small enough, read the plainest way.
std::optional<std::string> expected_bytes(const std::string& path) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() >= FileBatch::kBytes) return std::nullopt;
  return bytes;
}

// The reference for what is handed over open: a name that opens (the plainest way) and is not a
// regular file small enough.
bool expected_open(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK);
  if (fd < 0) return false;
  ::close(fd);
  return !expected_bytes(path);
}

// The bytes a batch gives of its i-th name, `name`: the bytes of a small regular file, else a
// descriptor open on the file the name is (the same device and inode) or none, as the references
// say.
std::optional<std::string> bytes_of(FileBatch& batch, std::size_t i, const std::string& name) {
  FileBatch::Taken taken = batch.take(i);
  EXPECT_FALSE(taken.bytes && taken.fd >= 0) << name;
  EXPECT_EQ(taken.fd >= 0, expected_open(name)) << name << " handed over open";
  if (taken.fd >= 0) {
    struct stat by_fd {}, by_name {};
    EXPECT_EQ(::fstat(taken.fd, &by_fd), 0);
    EXPECT_EQ(::stat(name.c_str(), &by_name), 0);
    EXPECT_TRUE(by_fd.st_dev == by_name.st_dev && by_fd.st_ino == by_name.st_ino) << name;
    EXPECT_EQ(::fcntl(taken.fd, F_GETFL) & (O_ACCMODE | O_NONBLOCK), O_RDONLY | O_NONBLOCK) << name;
    ::close(taken.fd);
  }
  return taken.bytes;
}

TEST(FileBatch, ReadsSmallRegularFilesWholeAndLeavesEveryOtherName) {
  std::unique_ptr<FileBatch> batch = FileBatch::make();
  if (!batch) GTEST_SKIP() << "no io_uring on this system (or built without liburing)";
  const testing::TempDir dir;
  const std::string small = dir.write("small.sgf", "(;GM[1]SZ[19];B[pd])");
  const std::string empty = dir.write("empty.sgf", "");
  const std::string largest = dir.write("largest", std::string(FileBatch::kBytes - 1, 'x'));
  const std::string too_large = dir.write("too_large", std::string(FileBatch::kBytes, 'y'));
  const std::string missing = dir.path("missing");
  const std::string folder = dir.root().string();
  const std::string link = dir.path("link");
  std::filesystem::create_symlink(small, link);
  const std::vector<std::string> names{small, empty, largest, too_large, missing, folder, link};
  batch->read(names);
  ASSERT_TRUE(batch->usable());
  EXPECT_EQ(bytes_of(*batch, 0, small), std::optional<std::string>("(;GM[1]SZ[19];B[pd])"));
  EXPECT_EQ(bytes_of(*batch, 1, empty), std::optional<std::string>(""));
  EXPECT_EQ(bytes_of(*batch, 2, largest), std::optional<std::string>(std::string(FileBatch::kBytes - 1, 'x')));
  EXPECT_EQ(bytes_of(*batch, 3, too_large), std::nullopt) << "a file of kBytes is handed over, unread";
  EXPECT_EQ(bytes_of(*batch, 4, missing), std::nullopt);
  EXPECT_EQ(bytes_of(*batch, 5, folder), std::nullopt);
  EXPECT_EQ(bytes_of(*batch, 6, link), std::optional<std::string>("(;GM[1]SZ[19];B[pd])")) << "a link is followed, as open does";
  // A part of the names, from the middle: the same bytes.
  batch->read(std::span(names).subspan(5, 2));
  EXPECT_EQ(bytes_of(*batch, 0, folder), std::nullopt);
  EXPECT_EQ(bytes_of(*batch, 1, link), std::optional<std::string>("(;GM[1]SZ[19];B[pd])"));
}

// A FIFO is handed over open, never read: a writer's bytes stay for the reader to come.
TEST(FileBatch, AFifoIsHandedOverUnread) {
  std::unique_ptr<FileBatch> batch = FileBatch::make();
  if (!batch) GTEST_SKIP() << "no io_uring on this system (or built without liburing)";
  const testing::TempDir dir;
  const std::string fifo = dir.path("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  const int writer = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
  ASSERT_GE(writer, 0);
  ASSERT_EQ(::write(writer, "abc", 3), 3);
  const std::vector<std::string> names{fifo, dir.write("after", "x")};
  batch->read(names);
  EXPECT_EQ(bytes_of(*batch, 0, names[0]), std::nullopt);
  EXPECT_EQ(bytes_of(*batch, 1, names[1]), std::optional<std::string>("x"));
  char got[8] = {};
  EXPECT_EQ(::read(reader, got, sizeof got), 3);
  EXPECT_EQ(std::string(got, 3), "abc");
  ::close(writer);
  ::close(reader);
}

// Randomized against the plain reference: batches of every length over files of random sizes
// around kBytes, empty ones, missing names and folders, in random order; each batch's bytes
// dropped or taken, never mixed with the next batch's.
TEST(FileBatch, AgreesWithAPlainReadOnRandomNames) {
  std::unique_ptr<FileBatch> batch = FileBatch::make();
  if (!batch) GTEST_SKIP() << "no io_uring on this system (or built without liburing)";
  const testing::TempDir dir;
  std::mt19937 random(20261130);
  std::vector<std::string> names;
  for (int k = 0; k < 300; ++k) {
    const std::string name = "f" + std::to_string(k);
    switch (random() % 8) {
      case 0: names.push_back(dir.path(name)); break;  // missing
      case 1:
        std::filesystem::create_directory(dir.path(name));
        names.push_back(dir.path(name));
        break;
      case 2: names.push_back(dir.write(name, std::string(FileBatch::kBytes - 2 + random() % 4, 'a'))); break;
      default: {
        std::string bytes(random() % 3000, '\0');
        for (char& c : bytes) c = static_cast<char>(random());
        names.push_back(dir.write(name, bytes));
      }
    }
  }
  std::size_t first = 0;
  while (first < names.size()) {
    const std::size_t count = std::min<std::size_t>(1 + random() % FileBatch::kFiles, names.size() - first);
    batch->read(std::span(names).subspan(first, count));
    for (std::size_t i = 0; i < count; ++i) {
      if (random() % 5 == 0) continue;  // not taken
      EXPECT_EQ(bytes_of(*batch, i, names[first + i]), expected_bytes(names[first + i])) << names[first + i];
    }
    first += count;
  }
  EXPECT_TRUE(batch->usable());
}

// Names written every way a folder can be named (relative, with "..", ".", "//", the root, a
// trailing '/'), runs of names in one folder and lone ones, in more folders than a batch opens,
// a missing folder and a file named as a folder: each name gives what reading it by its whole
// path gives.
TEST(FileBatch, NamesInFoldersGiveWhatTheirWholePathsGive) {
  std::unique_ptr<FileBatch> batch = FileBatch::make();
  if (!batch) GTEST_SKIP() << "no io_uring on this system (or built without liburing)";
  const testing::TempDir dir;
  std::vector<std::string> folders;
  for (int k = 0; k < 7; ++k) {
    folders.push_back(dir.path("d" + std::to_string(k)));
    std::filesystem::create_directory(folders.back());
  }
  const std::string plain = dir.write("plain", "p");
  const std::string relative_root = std::filesystem::relative(dir.root()).string();
  std::mt19937 random(20261202);
  std::vector<std::string> names;
  for (int k = 0; k < 400; ++k) {
    const std::string& folder = folders[random() % folders.size()];
    const std::string file = "f" + std::to_string(random() % 6);
    if (random() % 3 != 0) dir.write(std::filesystem::path(folder).filename().string() + "/" + file, std::string(random() % 200, 'a' + static_cast<char>(k % 26)));
    const std::string leaf = std::filesystem::path(folder).filename().string();
    switch (random() % 10) {
      case 0: names.push_back(relative_root + "/" + leaf + "/" + file); break;
      case 1: names.push_back(folder + "//" + file); break;
      case 2: names.push_back(folder + "/./" + file); break;
      case 3: names.push_back(folder + "/../" + leaf + "/" + file); break;
      case 4: names.push_back(folder + "/"); break;  // the folder itself
      case 5: names.push_back(dir.path("missing/") + file); break;
      case 6: names.push_back(plain + "/" + file); break;  // a file named as a folder
      default: names.push_back(folder + "/" + file);
    }
    // Runs of names in one folder, as archives list them.
    for (unsigned more = random() % 4; more > 0; --more) names.push_back(folder + "/f" + std::to_string(random() % 6));
  }
  std::size_t first = 0;
  while (first < names.size()) {
    const std::size_t count = std::min<std::size_t>(1 + random() % FileBatch::kFiles, names.size() - first);
    batch->read(std::span(names).subspan(first, count));
    for (std::size_t i = 0; i < count; ++i) {
      EXPECT_EQ(bytes_of(*batch, i, names[first + i]), expected_bytes(names[first + i])) << names[first + i];
    }
    first += count;
  }
  EXPECT_TRUE(batch->usable());
  // The root's files: "/etc/hostname" and the like, read as their whole paths are.
  const std::vector<std::string> rooted{"/", "/proc/self/fd/", "/etc/passwd", "/etc/passwd", "/etc", "/tmp"};
  batch->read(rooted);
  for (std::size_t i = 0; i < rooted.size(); ++i) EXPECT_EQ(bytes_of(*batch, i, rooted[i]), expected_bytes(rooted[i])) << rooted[i];
}

std::size_t open_descriptors() {
  return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator("/proc/self/fd"), {}));
}

// Batches leave no descriptor open, taken or not, and none is made with a standard descriptor
// closed (the ring, or a file, would take its number and the answers be written there).
TEST(FileBatch, LeavesNoDescriptorOpenAndNeedsTheStandardOnes) {
  if (!FileBatch::make()) GTEST_SKIP() << "no io_uring on this system (or built without liburing)";
  const testing::TempDir dir;
  std::vector<std::string> names;
  for (int k = 0; k < 100; ++k) names.push_back(dir.write("d" + std::to_string(k), std::string(static_cast<std::size_t>(k), 'd')));
  names.push_back(dir.root().string());
  const std::size_t before = open_descriptors();
  {
    std::unique_ptr<FileBatch> batch = FileBatch::make();
    for (std::size_t first = 0; first < names.size(); first += FileBatch::kFiles) {
      const std::size_t count = std::min(FileBatch::kFiles, names.size() - first);
      batch->read(std::span(names).subspan(first, count));
      for (std::size_t i = 0; i < count; i += 2) bytes_of(*batch, i, names[first + i]);
    }
  }
  EXPECT_EQ(open_descriptors(), before);
  const int saved = ::dup(1);
  ASSERT_GE(saved, 0);
  ::close(1);
  const bool made = FileBatch::make() != nullptr;
  ::dup2(saved, 1);
  ::close(saved);
  EXPECT_FALSE(made);
}

}  // namespace
}  // namespace tengen::text
