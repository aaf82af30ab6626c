#pragma once
// A directory of its own for a test's files, removed with everything in it when the test ends.

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace tengen::testing {

class TempDir {
 public:
  TempDir() {
    static std::atomic<int> made{0};
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    const std::string name = test == nullptr ? std::string("none") : std::string(test->test_suite_name()) + "." + test->name();
    path_ = std::filesystem::path(::testing::TempDir()) /
            ("tengen-" + name + "-" + std::to_string(::getpid()) + "-" + std::to_string(made++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  /// The path of `name` inside the directory.
  std::string path(std::string_view name) const { return (path_ / name).string(); }
  const std::filesystem::path& root() const { return path_; }

  /// Writes `bytes` to the file `name` and returns its path.
  std::string write(std::string_view name, std::string_view bytes) const {
    const std::string p = path(name);
    std::ofstream out(p, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return p;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace tengen::testing
