#pragma once
// SGF reading written out as text, to compare two readings line by line: the dumps of the SGF tests
// and of the sgf fuzz target. No GoogleTest here (the fuzz target has none).

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

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
    fmt::format_to(std::back_inserter(out), "{}{}{},{}@{}:{} ", static_cast<int>(a.kind), static_cast<int>(a.color), a.x,
                   a.y, a.position.line, a.position.column);
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

/// What the games of a reading give, as GameSource gives them: each record (information, actions,
/// warnings) up to the first that cannot be read, that one's error, or the error that ended the
/// trees; the collection's warnings after them all, its charset.
struct GamesText {
  std::string games, warnings, charset;
  bool ended = false;  // a record could not be read: the games end there
  int shortcut = 0;    // roots without properties, their records with a size or moves: read in one pass, mostly
  void add(const sgf::ParsedFile& f) {
    for (const Error& w : f.collection.warnings) warnings += error_text(w);
    for (std::size_t g = 0; g < f.records.size() && !ended; ++g) {
      const Result<sgf::GameRecord>& r = f.records[g];
      games += r ? record_text(*r) : error_text(r.error());
      ended = !r;
      for (const Error& w : r ? r->warnings : std::vector<Error>()) games += error_text(w);
      shortcut += r && f.collection.properties(f.collection.games[g]).empty() && (r->info.width != 19 || !r->actions.empty());
    }
    if (f.error && !ended) games += error_text(*f.error);
    if (charset.empty()) charset = f.collection.charset;
  }
  bool operator==(const GamesText& o) const { return games == o.games && warnings == o.warnings && charset == o.charset; }
};

/// The games of `bytes` read whole by parse_file (with their records).
inline GamesText games_of_file(std::string_view bytes) {
  GamesText out;
  sgf::ParsedFile f;
  sgf::parse_file(bytes, f, true);
  out.add(f);
  return out;
}

/// The games of `bytes` read `most` trees at a time (0: at once, the general path alone).
inline GamesText games_of(std::string_view bytes, std::size_t most) {
  GamesText out;
  sgf::TreeReader reader(bytes);
  sgf::ParsedFile f;
  while (parse_next(reader, most, f, true)) out.add(f);
  return out;
}

}  // namespace tengen::testing
