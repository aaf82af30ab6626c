#pragma once
// What the SGF tests share: a collection parsed from text that must parse.

#include <gtest/gtest.h>

#include <string_view>

#include "tengen/sgf/tree.hpp"

namespace tengen::sgf::testing {

/// The collection of `text`; a test failure (and an empty collection) when it does not parse.
inline Collection parsed(std::string_view text) {
  Result<Collection> c = parse(text);
  EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.error().message);
  return c.ok() ? *c : Collection{};
}

}  // namespace tengen::sgf::testing
