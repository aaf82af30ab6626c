// text::PageRun: 2 MiB of zeroed, writable memory on a 2 MiB boundary; moving hands the mapping over.

#include <gtest/gtest.h>

#include <cstdint>
#include <utility>

#include "tengen/text/page_run.hpp"

namespace tengen::text {
namespace {

TEST(PageRun, IsZeroedWritableAndAlignedToItsSize) {
  PageRun run;
  ASSERT_NE(run.data(), nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(run.data()) % PageRun::kBytes, 0u);
  for (std::size_t i = 0; i < PageRun::kBytes; i += 4096) EXPECT_EQ(run.data()[i], 0) << i;
  EXPECT_EQ(run.data()[PageRun::kBytes - 1], 0);
  for (std::size_t i = 0; i < PageRun::kBytes; i += 1000) run.data()[i] = static_cast<char>(i % 251);
  run.data()[PageRun::kBytes - 1] = 7;
  for (std::size_t i = 0; i < PageRun::kBytes; i += 1000) ASSERT_EQ(run.data()[i], static_cast<char>(i % 251)) << i;
  EXPECT_EQ(run.data()[PageRun::kBytes - 1], 7);
}

TEST(PageRun, MovingHandsTheMappingOver) {
  PageRun a;
  a.data()[5] = 'x';
  char* const where = a.data();
  PageRun b(std::move(a));
  EXPECT_EQ(a.data(), nullptr);  // NOLINT(bugprone-use-after-move): moved from is empty, as documented
  EXPECT_EQ(b.data(), where);
  EXPECT_EQ(b.data()[5], 'x');
  PageRun c;
  c = std::move(b);  // c's own run is given back
  EXPECT_EQ(b.data(), nullptr);  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(c.data(), where);
  c = std::move(c);
  EXPECT_EQ(c.data(), where);
}

}  // namespace
}  // namespace tengen::text
