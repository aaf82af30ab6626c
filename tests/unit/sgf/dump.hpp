#pragma once
// SGF reading written out as text, to compare two readings line by line: the dumps of the SGF tests
// and of the sgf fuzz target. No GoogleTest here (the fuzz target has none).

#include <string>

#include <fmt/format.h>

#include "tengen/sgf/game.hpp"

namespace tengen::testing {

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

/// What a parsed file gives its games: the collection's warnings, each record (its information,
/// actions with positions and warnings) or error, and the error that ended the reading.
inline std::string file_text(const sgf::ParsedFile& f) {
  std::string out = fmt::format("games {} charset {}\n", f.collection.games.size(), f.collection.charset);
  for (const Error& w : f.collection.warnings) out += error_text(w);
  for (const Result<sgf::GameRecord>& r : f.records) {
    if (!r) {
      out += error_text(r.error());
      continue;
    }
    out += record_text(*r);
    for (const Error& w : r->warnings) out += error_text(w);
  }
  if (f.error) out += error_text(*f.error);
  return out;
}

}  // namespace tengen::testing
