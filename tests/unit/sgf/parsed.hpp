#pragma once
// What the SGF tests share: a collection parsed from text that must parse, the corpus files, and
// the dumps (dump.hpp).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "dump.hpp"
#include "tengen/sgf/tree.hpp"
#include "tengen/text/file.hpp"

namespace tengen::testing {

/// The collection of `text`; a test failure (and an empty collection) when it does not parse.
inline sgf::Collection parsed(std::string_view text) {
  Result<sgf::Collection> c = sgf::parse(text);
  EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.error().message);
  return c.ok() ? *c : sgf::Collection{};
}

/// The .sgf files under `corpus`, in name order; none when it is absent.
inline std::vector<std::filesystem::path> sgf_files(const std::filesystem::path& corpus) {
  std::vector<std::filesystem::path> paths;
  if (!std::filesystem::exists(corpus)) return paths;
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus)) {
    if (e.path().extension() == ".sgf") paths.push_back(e.path());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

/// The bytes of a file that must be readable (a test failure, and no bytes, otherwise).
inline std::string file_bytes(const std::filesystem::path& path) {
  Result<std::string> bytes = text::read_file(path.string(), text::kMaxFileBytes);
  EXPECT_TRUE(bytes.ok()) << path;
  return bytes.ok() ? std::move(*bytes) : std::string();
}

}  // namespace tengen::testing
