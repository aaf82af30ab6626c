#pragma once
// What the SGF tests share: a collection parsed from text that must parse, the corpus files, and
// the dumps (dump.hpp).

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "../../corpus_files.hpp"
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

/// The bytes of a file that must be readable (a test failure, and no bytes, otherwise).
inline std::string file_bytes(const std::filesystem::path& path) {
  Result<std::string> bytes = text::read_file(path.string(), text::kMaxFileBytes);
  EXPECT_TRUE(bytes.ok()) << path;
  return bytes.ok() ? std::move(*bytes) : std::string();
}

}  // namespace tengen::testing
