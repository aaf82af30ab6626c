// text/input.hpp: Input::open on files, standard input, directories, missing files and FIFOs
// (opened ahead without waiting for a writer); reading whole, now or later; mapping a large file
// whole (map_whole); never_waits; unreadable_input naming the first file that cannot be read.

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <future>
#include <string>
#include <thread>
#include <span>
#include <vector>

#include "temp_dir.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/input.hpp"

namespace tengen::text {
namespace {

TEST(Input, OpensAndReadsARegularFile) {
  const testing::TempDir dir;
  const std::string path = dir.write("a.txt", "1 2 3\n");
  Result<Input> in = Input::open(path);
  ASSERT_TRUE(in.ok()) << in.error().message;
  EXPECT_EQ(in->name(), path);
  EXPECT_TRUE(in->regular());
  EXPECT_GE(in->fd(), 0);
  EXPECT_TRUE(never_waits(in->fd()));
  EXPECT_EQ(in->bytes_read(), 0u);
  const Result<std::string> whole = in->read_whole();
  ASSERT_TRUE(whole.ok());
  EXPECT_EQ(*whole, "1 2 3\n");
}

TEST(Input, ReadNowReadsTheWholeFileAndClosesIt) {
  const testing::TempDir dir;
  const std::string bytes(100000, 'z');
  const std::string path = dir.write("b.txt", bytes);
  Result<Input> in = Input::open(path, true);
  ASSERT_TRUE(in.ok());
  const int fd = in->fd();
  in->read_now();
  EXPECT_EQ(in->fd(), -1);
  EXPECT_EQ(in->bytes_read(), bytes.size());
  EXPECT_EQ(::fcntl(fd, F_GETFD), -1) << "the file is still open";
  const Result<std::string> whole = in->read_whole();
  ASSERT_TRUE(whole.ok());
  EXPECT_EQ(*whole, bytes);
}

// The size seen when the file was opened makes the room, not the end: bytes written after the
// opening are read too, ahead of the turn or at it. A regular file opened ahead keeps O_NONBLOCK,
// which changes nothing in its reads.
TEST(Input, AFileThatGrowsAfterItIsOpenedIsReadToItsEnd) {
  const testing::TempDir dir;
  for (const bool ahead : {false, true}) {
    const std::string path = dir.write(ahead ? "grow-ahead" : "grow", std::string(1000, 'a'));
    Result<Input> in = Input::open(path, ahead);
    ASSERT_TRUE(in.ok());
    ASSERT_TRUE(write_file(path, std::string(1000, 'a') + std::string(100000, 'b')).ok());
    if (ahead) in->read_now();
    const Result<std::string> whole = in->read_whole();
    ASSERT_TRUE(whole.ok());
    EXPECT_EQ(whole->size(), 101000u) << "ahead " << ahead;
  }
}

/// n bytes that differ from one position to the next, so that a page out of place shows.
std::string pattern(std::size_t n) {
  std::string s(n, '\0');
  for (std::size_t i = 0; i < n; ++i) s[i] = static_cast<char>('a' + (i * 7 + i / 4096) % 26);
  return s;
}

// Around the size from which a file is mapped, and at a whole number of pages (the mapping then
// ends exactly at a page's end): map_whole gives the file's bytes, mapped or read, and they stay
// valid once the input is closed.
TEST(Input, MapWholeGivesTheFilesBytesWhetherItMapsOrReads) {
  const testing::TempDir dir;
  const std::size_t from = kMapFrom;
  for (const std::size_t n : {std::size_t{0}, std::size_t{5}, from - 1, from, from + 1, from + 4096 * 3, from + 12345}) {
    const std::string bytes = pattern(n);
    const std::string path = dir.write("m" + std::to_string(n), bytes);
    InputBytes whole;
    {
      Result<Input> in = Input::open(path);
      ASSERT_TRUE(in.ok());
      Result<InputBytes> mapped = in->map_whole();
      ASSERT_TRUE(mapped.ok()) << mapped.error().message;
      whole = std::move(*mapped);
    }
    EXPECT_TRUE(whole.view() == bytes) << n << " bytes";
  }
}

// What the read-ahead read is what map_whole gives, even when the file changed since; standard
// input that is a file gives its bytes from where it stands.
TEST(Input, MapWholeGivesWhatWasReadAheadAndStandardInputFromWhereItStands) {
  const testing::TempDir dir;
  const std::string bytes = pattern(kMapFrom + 100);
  const std::string path = dir.write("ahead", bytes);
  Result<Input> in = Input::open(path, true);
  ASSERT_TRUE(in.ok());
  in->read_now();
  ASSERT_TRUE(write_file(path, "changed").ok());
  Result<InputBytes> whole = in->map_whole();
  ASSERT_TRUE(whole.ok());
  EXPECT_TRUE(whole->view() == bytes);

  // Standard input from a file, whole or with its first bytes read already by someone else.
  const std::string redirected = dir.write("redirected", bytes);
  for (const std::size_t skipped : {std::size_t{0}, std::size_t{10}}) {
    const int saved = ::dup(0);
    ASSERT_GE(saved, 0);
    const int fd = ::open(redirected.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::lseek(fd, static_cast<off_t>(skipped), SEEK_SET), static_cast<off_t>(skipped));
    ASSERT_EQ(::dup2(fd, 0), 0);
    ::close(fd);
    Result<Input> stdin_input = Input::open("-");
    ASSERT_TRUE(stdin_input.ok());
    Result<InputBytes> from_stdin = stdin_input->map_whole();
    ASSERT_EQ(::dup2(saved, 0), 0);
    ::close(saved);
    ASSERT_TRUE(from_stdin.ok());
    EXPECT_TRUE(from_stdin->view() == std::string_view(bytes).substr(skipped)) << skipped << " bytes read before";
  }
}

// A file that grows after it is opened is mapped to its size when mapped; the bytes moved to
// another InputBytes stay where they were, and the one moved from is empty.
TEST(Input, MappedBytesFollowTheFileAndMoveWithoutACopy) {
  const testing::TempDir dir;
  const std::string path = dir.write("grows", "small");
  Result<Input> in = Input::open(path);
  ASSERT_TRUE(in.ok());
  const std::string bytes = pattern(kMapFrom + 7);
  ASSERT_TRUE(write_file(path, bytes).ok());
  Result<InputBytes> whole = in->map_whole();
  ASSERT_TRUE(whole.ok());
  const char* const data = whole->view().data();
  InputBytes moved(std::move(*whole));
  EXPECT_EQ(moved.view().data(), data);
  EXPECT_TRUE(moved.view() == bytes);
  EXPECT_TRUE(whole->view().empty());
  InputBytes assigned(std::string("other"));
  assigned = std::move(moved);
  EXPECT_TRUE(assigned.view() == bytes);
  EXPECT_TRUE(moved.view().empty());
}

TEST(Input, MovedInputsKeepTheFileAndCloseItOnce) {
  const testing::TempDir dir;
  const std::string path = dir.write("c.txt", "x");
  int fd = -1;
  {
    Result<Input> in = Input::open(path);
    ASSERT_TRUE(in.ok());
    fd = in->fd();
    Input moved(std::move(*in));
    EXPECT_EQ(moved.fd(), fd);
    EXPECT_EQ(in->fd(), -1);
    EXPECT_EQ(moved.name(), path);
    EXPECT_TRUE(moved.regular());
    EXPECT_EQ(::fcntl(fd, F_GETFD), FD_CLOEXEC);
  }
  EXPECT_EQ(::fcntl(fd, F_GETFD), -1) << "not closed when destroyed";
}

TEST(Input, StandardInputIsNamedAndNeverRegular) {
  Result<Input> in = Input::open("-");
  ASSERT_TRUE(in.ok());
  EXPECT_EQ(in->name(), "<stdin>");
  EXPECT_EQ(in->fd(), 0);
  EXPECT_FALSE(in->regular());
}

// Standard input that is a directory (< /tmp) or closed (<&-) is refused as a named file would be.
TEST(Input, StandardInputThatIsADirectoryOrClosedIsRefused) {
  const testing::TempDir dir;
  const int saved = ::dup(0);
  ASSERT_GE(saved, 0);
  const int d = ::open(dir.root().c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(d, 0);
  ASSERT_EQ(::dup2(d, 0), 0);
  ::close(d);
  const Result<Input> directory = Input::open("-");
  ::close(0);
  const Result<Input> closed = Input::open("-");
  ASSERT_EQ(::dup2(saved, 0), 0);
  ::close(saved);
  ASSERT_FALSE(directory.ok());
  EXPECT_EQ(directory.error().message, "<stdin>: Is a directory");
  ASSERT_FALSE(closed.ok());
  EXPECT_EQ(closed.error().message, "<stdin>: Bad file descriptor");
}

TEST(Input, MissingFilesAndDirectoriesAreRefused) {
  const testing::TempDir dir;
  const std::string missing = dir.path("missing.in");
  const Result<Input> none = Input::open(missing);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().message, missing + ": No such file or directory");
  for (const bool ahead : {false, true}) {
    const Result<Input> d = Input::open(dir.root().string(), ahead);
    ASSERT_FALSE(d.ok());
    EXPECT_EQ(d.error().message, dir.root().string() + ": Is a directory");
  }
}

// adopt goes on as open does once the file is open: a directory refused (and closed), a regular
// file's size kept, a FIFO opened ahead left to wait for its writer; the same for a descriptor
// opened elsewhere (FileBatch's).
TEST(Input, AdoptGoesOnAsOpenDoes) {
  const testing::TempDir dir;
  const int d = ::open(dir.root().c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(d, 0);
  const Result<Input> folder = Input::adopt(d, "folder", true);
  ASSERT_FALSE(folder.ok());
  EXPECT_EQ(folder.error().message, "folder: Is a directory");
  EXPECT_EQ(::fcntl(d, F_GETFD), -1) << "the folder's descriptor was left open";
  const std::string file = dir.write("file", "12345");
  Result<Input> regular = Input::adopt(::open(file.c_str(), O_RDONLY | O_NONBLOCK), file, true);
  ASSERT_TRUE(regular.ok());
  EXPECT_TRUE(regular->regular());
  EXPECT_FALSE(regular->may_wait());
  EXPECT_EQ(*regular->read_whole(), "12345");
  const std::string fifo = dir.path("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Result<Input> waits = Input::adopt(::open(fifo.c_str(), O_RDONLY | O_NONBLOCK), fifo, true);
  ASSERT_TRUE(waits.ok());
  EXPECT_FALSE(waits->regular());
  EXPECT_TRUE(waits->may_wait());
}

TEST(Input, NeverWaitsOnlyOnRegularFiles) {
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  EXPECT_FALSE(never_waits(p[0]));
  ::close(p[0]);
  ::close(p[1]);
  const int null = ::open("/dev/null", O_RDONLY);
  ASSERT_GE(null, 0);
  EXPECT_FALSE(never_waits(null));
  ::close(null);
  EXPECT_FALSE(never_waits(-1));
}

TEST(Input, AFifoOpenedAheadDoesNotWaitForAWriter) {
  const testing::TempDir dir;
  const std::string fifo = dir.path("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  // Without `ahead` this open would block until a writer comes; none ever does here.
  auto opened = std::async(std::launch::async, [&] { return Input::open(fifo, true); });
  ASSERT_EQ(opened.wait_for(std::chrono::seconds(5)), std::future_status::ready) << "the open waits for a writer";
  Result<Input> in = opened.get();
  ASSERT_TRUE(in.ok()) << in.error().message;
  EXPECT_FALSE(in->regular());
  // The descriptor, taken at the input's turn, waits for the writer and blocks as usual.
  std::thread writer([&] {
    const int w = ::open(fifo.c_str(), O_WRONLY);
    if (w < 0) return;
    (void)!::write(w, "5 5\n", 4);
    ::close(w);
  });
  EXPECT_FALSE(never_waits(in->fd()));
  EXPECT_EQ(::fcntl(in->fd(), F_GETFL) & O_NONBLOCK, 0);
  const Result<std::string> whole = in->read_whole();
  writer.join();
  ASSERT_TRUE(whole.ok());
  EXPECT_EQ(*whole, "5 5\n");
}

// A FIFO opened ahead (as the read-ahead opens every input) whose writer comes only after the
// read starts: the read waits for the writer and gets its bytes.
TEST(Input, AFifoOpenedAheadWaitsForItsWriterWhenRead) {
  const testing::TempDir dir;
  const std::string fifo = dir.path("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Result<Input> in = Input::open(fifo, true);
  ASSERT_TRUE(in.ok());
  std::thread late([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const int writer = ::open(fifo.c_str(), O_WRONLY);
    if (writer < 0) return;
    (void)!::write(writer, "hello", 5);
    ::close(writer);
  });
  const Result<std::string> whole = in->read_whole();
  late.join();
  ASSERT_TRUE(whole.ok());
  EXPECT_EQ(*whole, "hello");
}

TEST(Input, UnreadableInputNamesTheFirstFileThatCannotBeRead) {
  const testing::TempDir dir;
  const std::string a = dir.write("a", "1");
  const std::string b = dir.write("b", "2");
  const std::string missing = dir.path("missing");
  const std::string also_missing = dir.path("also-missing");
  using Names = std::vector<std::string>;
  EXPECT_EQ(unreadable_input({}), std::nullopt);
  EXPECT_EQ(unreadable_input(Names{a, "-", b}), std::nullopt);
  const Names some_missing{a, missing, b, also_missing};
  EXPECT_EQ(unreadable_input(some_missing), missing + ": No such file or directory");
  EXPECT_EQ(unreadable_input(std::span(some_missing).subspan(2)), also_missing + ": No such file or directory");
  // A directory passes here (Input::open refuses it at its turn).
  EXPECT_EQ(unreadable_input(Names{dir.root().string()}), std::nullopt);
  if (::geteuid() != 0) {  // root reads anything
    const std::string locked = dir.write("locked", "3");
    ASSERT_EQ(::chmod(locked.c_str(), 0), 0);
    EXPECT_EQ(unreadable_input(Names{a, locked}), locked + ": Permission denied");
  }
}

}  // namespace
}  // namespace tengen::text
