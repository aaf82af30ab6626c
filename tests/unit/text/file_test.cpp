// text/file.hpp: whole files in and out with every failure a value (files that do not exist,
// directories, inputs over the cap, /dev/zero, /dev/full), reading from a pipe, the rest of a file
// mapped (map_rest, map_file), and has_extension against a plain reference.

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <csignal>

#include <cctype>
#include <filesystem>
#include <optional>
#include <random>
#include <string>
#include <thread>

#include "temp_dir.hpp"
#include "tengen/text/file.hpp"

namespace tengen::text {
namespace {

std::string random_bytes(std::mt19937_64& rng, std::size_t n) {
  std::string s(n, '\0');
  for (char& c : s) c = static_cast<char>(rng());
  return s;
}

TEST(File, WriteThenReadGivesTheSameBytes) {
  const testing::TempDir dir;
  std::mt19937_64 rng(5);
  for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{65535}, std::size_t{65536},
                              std::size_t{65537}, std::size_t{1} << 20, (std::size_t{3} << 20) + 11}) {
    const std::string bytes = random_bytes(rng, n);
    const std::string path = dir.path("f" + std::to_string(n));
    ASSERT_TRUE(write_file(path, bytes).ok());
    const Result<std::string> back = read_file(path, kMaxRecordBytes);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, bytes) << n << " bytes";
  }
}

TEST(File, WriteTruncatesAnOlderFile) {
  const testing::TempDir dir;
  const std::string path = dir.write("old", std::string(1000, 'x'));
  ASSERT_TRUE(write_file(path, "new").ok());
  EXPECT_EQ(*read_file(path, 100), "new");
}

TEST(File, TheCapIsTheMostBytesRead) {
  const testing::TempDir dir;
  const std::string path = dir.write("capped", std::string(200000, 'a'));
  const Result<std::string> exact = read_file(path, 200000);
  ASSERT_TRUE(exact.ok());
  EXPECT_EQ(exact->size(), 200000u);
  const Result<std::string> over = read_file(path, 199999);
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().message.find("larger than"), std::string::npos) << over.error().message;
  const Result<std::string> over_mib = read_file(path, (std::uint64_t{1} << 20) / 8);
  ASSERT_FALSE(over_mib.ok());
  // An endless input stops at the cap rather than taking memory for ever.
  const Result<std::string> zero = read_file("/dev/zero", std::uint64_t{2} << 20);
  ASSERT_FALSE(zero.ok());
  EXPECT_EQ(zero.error().message, "the input is larger than 2 MiB");
}

// A regular file is read into room of its size: the room must not decide what is read. Files
// that say size 0 and have bytes (/proc), a descriptor already past some bytes, and pipes at the
// cap and one byte over it.
TEST(File, WhatIsReadIsTheBytesNotTheSizeTheFileGives) {
  const Result<std::string> status = read_file("/proc/self/status", kMaxRecordBytes);
  ASSERT_TRUE(status.ok());
  EXPECT_NE(status->find("Name:"), std::string::npos);
  const testing::TempDir dir;
  const std::string path = dir.write("part", std::string(100000, 'a') + std::string(50000, 'b'));
  const int fd = ::open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::lseek(fd, 100000, SEEK_SET), 100000);
  const Result<std::string> rest = read_fd(fd, kMaxRecordBytes);
  ::close(fd);
  ASSERT_TRUE(rest.ok());
  EXPECT_EQ(*rest, std::string(50000, 'b'));
  for (const std::size_t n : {std::size_t{65536}, std::size_t{65537}, std::size_t{200000}}) {
    for (const std::uint64_t cap : {std::uint64_t{n}, std::uint64_t{n - 1}}) {
      int p[2];
      ASSERT_EQ(::pipe(p), 0);
      std::thread writer([&] {
        const std::string bytes(n, 'z');
        for (std::size_t at = 0; at < n;) {
          const ssize_t w = ::write(p[1], bytes.data() + at, n - at);
          if (w <= 0) break;
          at += static_cast<std::size_t>(w);
        }
        ::close(p[1]);
      });
      const Result<std::string> got = read_fd(p[0], cap);
      // The reader may stop at the cap before the writer is done: the writer's end is closed.
      ::close(p[0]);
      writer.join();
      EXPECT_EQ(got.ok(), cap == n) << n << " bytes, cap " << cap;
      if (got.ok()) {
        EXPECT_EQ(got->size(), n);
      }
    }
  }
}

// A caller that has fstat'ed the file gives its size: room is made for that, and what is read is
// still every byte to the end, whether the file has grown or shrunk since (or was empty).
TEST(File, AKnownSizeIsRoomNotTheBytesRead) {
  const testing::TempDir dir;
  std::mt19937_64 rng(9);
  for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{1500}, std::size_t{70000}}) {
    const std::string bytes = random_bytes(rng, n);
    const std::string path = dir.write("k" + std::to_string(n), bytes);
    for (const std::int64_t known : {std::int64_t{-1}, std::int64_t{0}, std::int64_t{1}, static_cast<std::int64_t>(n),
                                     static_cast<std::int64_t>(n) + 1, static_cast<std::int64_t>(n) / 2, std::int64_t{1} << 20}) {
      const int fd = ::open(path.c_str(), O_RDONLY);
      ASSERT_GE(fd, 0);
      const Result<std::string> got = read_fd(fd, kMaxRecordBytes, known);
      ::close(fd);
      ASSERT_TRUE(got.ok()) << got.error().message;
      EXPECT_EQ(*got, bytes) << n << " bytes, known size " << known;
    }
  }
  // A known size past the cap still stops at the cap.
  const std::string path = dir.write("capped", std::string(5000, 'c'));
  const int fd = ::open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  const Result<std::string> over = read_fd(fd, 4999, 5000);
  ::close(fd);
  EXPECT_FALSE(over.ok());
}

TEST(File, ReadErrorsAreValues) {
  const testing::TempDir dir;
  const std::string missing = dir.path("no-such-file");
  const Result<std::string> r = read_file(missing, kMaxRecordBytes);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "cannot read " + missing + ": No such file or directory");
  const Result<std::string> d = read_file(dir.root().string(), kMaxRecordBytes);
  ASSERT_FALSE(d.ok());
  EXPECT_NE(d.error().message.find("Is a directory"), std::string::npos) << d.error().message;
  // read_fd on a directory's descriptor: the same refusal, about "the input".
  const int fd = ::open(dir.root().c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(fd, 0);
  const Result<std::string> fd_read = read_fd(fd, kMaxRecordBytes);
  ::close(fd);
  ASSERT_FALSE(fd_read.ok());
  EXPECT_EQ(fd_read.error().message, "cannot read the input: Is a directory");
}

TEST(File, ReadFdReadsAPipeToItsEnd) {
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  std::mt19937_64 rng(8);
  const std::string bytes = random_bytes(rng, 300000);
  std::thread writer([&] {
    // Small writes with pauses: the reader sees short reads.
    for (std::size_t at = 0; at < bytes.size();) {
      const std::size_t n = std::min<std::size_t>(bytes.size() - at, 1 + rng() % 70000);
      const ssize_t w = ::write(p[1], bytes.data() + at, n);
      if (w <= 0) break;
      at += static_cast<std::size_t>(w);
      if (at % 3 == 0) std::this_thread::yield();
    }
    ::close(p[1]);
  });
  const Result<std::string> got = read_fd(p[0], kMaxRecordBytes);
  writer.join();
  ::close(p[0]);
  ASSERT_TRUE(got.ok());
  EXPECT_EQ(*got, bytes);
  // The descriptor is not closed by read_fd.
  int q[2];
  ASSERT_EQ(::pipe(q), 0);
  ASSERT_EQ(::write(q[1], "ab", 2), 2);
  ::close(q[1]);
  EXPECT_EQ(*read_fd(q[0], 10), "ab");
  EXPECT_EQ(::fcntl(q[0], F_GETFD), 0) << "closed";
  ::close(q[0]);
}

// From offsets on a page's boundary and between, the rest mapped is the rest of the file, and the
// offset then stands at the end (a read there gets nothing); below `min_bytes`, above `max_bytes`,
// at the end, or from a pipe, nothing is mapped and the offset stays.
TEST(File, MapRestMapsTheRestOfARegularFileOnly) {
  const testing::TempDir dir;
  std::mt19937_64 rng(5);
  const std::string bytes = random_bytes(rng, 3 * 4096 + 77);
  const std::string path = dir.write("rest.bin", bytes);
  for (const std::size_t at : {std::size_t{0}, std::size_t{1}, std::size_t{4095}, std::size_t{4096}, std::size_t{8200}}) {
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::lseek(fd, static_cast<off_t>(at), SEEK_SET), static_cast<off_t>(at));
    std::optional<MappedRest> mapped = map_rest(fd, 1);
    ASSERT_TRUE(mapped.has_value()) << at;
    EXPECT_TRUE(mapped->rest == std::string_view(bytes).substr(at)) << at;
    char c = 0;
    EXPECT_EQ(::read(fd, &c, 1), 0) << "the offset is not at the end after mapping from " << at;
    ::close(fd);
    EXPECT_TRUE(mapped->rest == std::string_view(bytes).substr(at)) << "closed: " << at;
  }
  const int fd = ::open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  EXPECT_FALSE(map_rest(fd, bytes.size() + 1).has_value());
  EXPECT_FALSE(map_rest(fd, 1, bytes.size() - 1).has_value());
  EXPECT_EQ(::lseek(fd, 0, SEEK_CUR), 0) << "moved without mapping";
  ASSERT_TRUE(map_rest(fd, bytes.size(), bytes.size()).has_value());
  EXPECT_FALSE(map_rest(fd, 0).has_value()) << "nothing is left to map";
  ::close(fd);
  int pipe_fds[2];
  ASSERT_EQ(::pipe(pipe_fds), 0);
  ASSERT_EQ(::write(pipe_fds[1], "abc", 3), 3);
  EXPECT_FALSE(map_rest(pipe_fds[0], 0).has_value());
  ::close(pipe_fds[1]);
  ::close(pipe_fds[0]);
}

// The cap is on what is read: the rest of a file from where it stands, not its whole size.
TEST(File, ReadFdCapsTheRestOfAFileFromItsOffset) {
  const testing::TempDir dir;
  const std::string path = dir.write("hundred", std::string(60, 'a') + std::string(40, 'b'));
  const int fd = ::open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  EXPECT_FALSE(read_fd(fd, 50).ok()) << "100 bytes under a cap of 50";
  ASSERT_EQ(::lseek(fd, 60, SEEK_SET), 60);
  const Result<std::string> rest = read_fd(fd, 50);
  ASSERT_TRUE(rest.ok()) << rest.error().message;
  EXPECT_EQ(*rest, std::string(40, 'b'));
  ::close(fd);
}

// map_file: what read_file reads, mapped from kMapFrom bytes on, and read_file's own errors.
TEST(File, MapFileGivesWhatReadFileGives) {
  const testing::TempDir dir;
  std::mt19937_64 rng(9);
  for (const std::size_t n : {std::size_t{0}, std::size_t{3}, kMapFrom - 1, kMapFrom, kMapFrom + 5000}) {
    const std::string path = dir.write("f" + std::to_string(n), random_bytes(rng, n));
    const Result<InputBytes> mapped = map_file(path, kMaxFileBytes);
    const Result<std::string> read = read_file(path, kMaxFileBytes);
    ASSERT_TRUE(mapped.ok() && read.ok()) << n;
    EXPECT_TRUE(mapped->view() == *read) << n;
  }
  const std::string large = dir.write("large", std::string(kMapFrom + 10, 'x'));
  for (const std::string& path : {dir.path("missing"), dir.root().string(), large}) {
    const Result<InputBytes> mapped = map_file(path, kMapFrom);
    const Result<std::string> read = read_file(path, kMapFrom);
    ASSERT_FALSE(mapped.ok()) << path;
    ASSERT_FALSE(read.ok()) << path;
    EXPECT_EQ(mapped.error().message, read.error().message);
  }
}

TEST(File, WriteErrorsAreValues) {
  const testing::TempDir dir;
  // A full disk: nothing can be written.
  const Result<Ok> full = write_file("/dev/full", "some text");
  ASSERT_FALSE(full.ok());
  EXPECT_EQ(full.error().message, "cannot write /dev/full: No space left on device");
  const Result<Ok> directory = write_file(dir.root().string(), "x");
  ASSERT_FALSE(directory.ok());
  EXPECT_EQ(directory.error().message, "cannot write " + dir.root().string() + ": Is a directory");
  const std::string nowhere = dir.path("missing/file.svg");
  const Result<Ok> no_dir = write_file(nowhere, "x");
  ASSERT_FALSE(no_dir.ok());
  EXPECT_EQ(no_dir.error().message, "cannot write " + nowhere + ": No such file or directory");
  EXPECT_FALSE(std::filesystem::exists(nowhere));
  EXPECT_TRUE(std::filesystem::exists("/dev/full"));  // a device that refused the bytes stays
}

TEST(File, AFileLeftPartWrittenIsRemoved) {
  // A file size limit stands for a full disk: the first bytes are written, the rest refused.
  const testing::TempDir dir;
  const std::string path = dir.path("p.svg");
  rlimit before{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &before), 0);
  const auto old_handler = std::signal(SIGXFSZ, SIG_IGN);  // the refusal is then an error, EFBIG
  rlimit small = before;
  small.rlim_cur = 4096;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  const Result<Ok> cut = write_file(path, std::string(100000, 'x'));
  const Result<Ok> fits = write_file(dir.path("q.svg"), std::string(1000, 'x'));
  ::setrlimit(RLIMIT_FSIZE, &before);
  std::signal(SIGXFSZ, old_handler);
  ASSERT_FALSE(cut.ok());
  EXPECT_EQ(cut.error().message, "cannot write " + path + ": File too large");
  EXPECT_FALSE(std::filesystem::exists(path));
  ASSERT_TRUE(fits.ok());
  EXPECT_EQ(std::filesystem::file_size(dir.path("q.svg")), 1000u);
}

TEST(File, FileIdsTellFilesApartWhateverTheirNames) {
  const testing::TempDir dir;
  ASSERT_TRUE(write_file(dir.path("a"), "a").ok());
  ASSERT_TRUE(write_file(dir.path("b"), "a").ok());
  std::filesystem::create_symlink(dir.path("a"), dir.path("link"));
  const std::optional<FileId> a = file_id(dir.path("a"));
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(file_id(dir.path("link")), a);
  EXPECT_EQ(file_id(dir.path("./a")), a);
  EXPECT_NE(file_id(dir.path("b")), a);
  EXPECT_FALSE(file_id(dir.path("missing")).has_value());
  const int fd = ::open(dir.path("a").c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  EXPECT_EQ(file_id(fd), a);
  ::close(fd);
  EXPECT_FALSE(file_id(fd).has_value());
}

/// The definition: the name is at least as long, and its last letters equal the extension's
/// ignoring case.
bool extension_reference(const std::string& name, const std::string& extension) {
  if (name.size() < extension.size()) return false;
  for (std::size_t i = 0; i < extension.size(); ++i) {
    const auto a = static_cast<unsigned char>(name[name.size() - extension.size() + i]);
    const auto b = static_cast<unsigned char>(extension[i]);
    const auto lower = [](unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; };
    if (lower(a) != lower(b)) return false;
  }
  return true;
}

TEST(File, HasExtensionAgreesWithTheDefinition) {
  std::mt19937_64 rng(31);
  const std::string alphabet = "sgfSGFpqPQ.x/\xC3\xA9";
  auto random_text = [&](std::size_t most) {
    std::string s(rng() % (most + 1), ' ');
    for (char& c : s) c = alphabet[rng() % alphabet.size()];
    return s;
  };
  int yes = 0;
  for (int round = 0; round < 100000; ++round) {
    const std::string extension = round % 2 == 0 ? std::string(rng() % 2 ? ".sgf" : ".psq") : random_text(4);
    std::string name = random_text(8);
    if (round % 3 == 0) {  // the extension itself, each letter in either case
      std::string e = extension;
      for (char& c : e) c = rng() % 2 ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      name += e;
    }
    const bool want = extension_reference(name, extension);
    ASSERT_EQ(has_extension(name, extension), want) << '"' << name << "\" \"" << extension << '"';
    yes += want;
  }
  EXPECT_GT(yes, 10000);
  EXPECT_TRUE(has_extension("game.SGF", ".sgf"));
  EXPECT_TRUE(has_extension(".sgf", ".sgf"));
  EXPECT_FALSE(has_extension("sgf", ".sgf"));
  EXPECT_FALSE(has_extension("game.sgf.txt", ".sgf"));
  EXPECT_TRUE(has_extension("anything", ""));
}

}  // namespace
}  // namespace tengen::text
