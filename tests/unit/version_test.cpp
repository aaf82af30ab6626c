// version.hpp: kVersion is "major.minor.patch", the version CMake's project() gives the build
// (TENGEN_PROJECT_VERSION, set by tests/CMakeLists.txt).

#include <gtest/gtest.h>

#include <string>

#include "tengen/version.hpp"

namespace tengen {
namespace {

TEST(Version, IsTheProjectVersion) { EXPECT_STREQ(kVersion, TENGEN_PROJECT_VERSION); }

TEST(Version, IsThreeDecimalNumbers) {
  const std::string v = kVersion;
  int numbers = 0;
  std::size_t i = 0;
  while (i <= v.size()) {
    std::size_t j = i;
    while (j < v.size() && v[j] >= '0' && v[j] <= '9') ++j;
    ASSERT_GT(j, i) << v;  // a number, not empty
    EXPECT_FALSE(v[i] == '0' && j - i > 1) << v;  // no leading zero
    ++numbers;
    if (j == v.size()) break;
    ASSERT_EQ(v[j], '.') << v;
    i = j + 1;
  }
  EXPECT_EQ(numbers, 3) << v;
}

}  // namespace
}  // namespace tengen
