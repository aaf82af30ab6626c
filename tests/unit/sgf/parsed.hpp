#pragma once
// What the SGF tests share: a collection parsed from text that must parse.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include <fmt/format.h>

#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::testing {

/// The collection of `text`; a test failure (and an empty collection) when it does not parse.
inline sgf::Collection parsed(std::string_view text) {
  Result<sgf::Collection> c = sgf::parse(text);
  EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.error().message);
  return c.ok() ? *c : sgf::Collection{};
}

/// An error as the SGF dumps write it: "error LINE:COL [LABEL] message".
inline std::string error_text(const Error& e) {
  return fmt::format("error {}:{} [{}] {}\n", e.position.line, e.position.column, e.case_label, e.message);
}

/// A record as the SGF dumps write it: its information on a line, then every action with its
/// position on a line (its warnings are the caller's).
inline std::string record_text(const sgf::GameRecord& r) {
  const sgf::GameInfo& i = r.info;
  std::string out = fmt::format("game {}x{} komi {} ha {} pl {} [{}] [{}] [{}] [{}] [{}] [{}] [{}]\n", i.width, i.height,
                                i.komi ? fmt::format("{:.17g}", *i.komi) : "-", i.handicap,
                                i.to_play ? static_cast<int>(*i.to_play) : -1, i.black, i.white, i.result, i.rules,
                                i.date, i.event, i.name);
  for (const sgf::Action& a : r.actions) {
    out += fmt::format("{}{}{},{}@{}:{} ", static_cast<int>(a.kind), static_cast<int>(a.color), a.x, a.y, a.position.line,
                       a.position.column);
  }
  out += '\n';
  return out;
}

}  // namespace tengen::testing
