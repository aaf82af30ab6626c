#include <algorithm>

#include <fmt/format.h>

#include "tengen/go/record.hpp"
#include "tengen/gtp/engine.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/number.hpp"
#include "tengen/text/printable.hpp"
#include "tengen/version.hpp"

namespace tengen::gtp {

std::string Engine::record() const {
  sgf::Collection c;
  c.add_node(sgf::kNoNode);
  const int w = board().width();
  const int h = board().height();
  const std::string size = w == h ? std::to_string(w) : fmt::format("{}:{}", w, h);
  for (const auto& [id, value] : {std::pair<const char*, std::string>{"GM", "1"}, {"FF", "4"}, {"CA", "UTF-8"},
                                  {"AP", fmt::format("tengen:{}", kVersion)}, {"SZ", size}, {"KM", fmt::format("{}", game_.komi())}}) {
    c.add_property(0, id, std::span(&value, 1));
  }
  // The handicap counts in the score (Chinese and AGA counting give White a point a stone) and says
  // who moves after the setup stones: loadsgf of what printsgf wrote gives the same game.
  if (game_.handicap() > 0) {
    const std::string stones = std::to_string(game_.handicap());
    c.add_property(0, "HA", std::span(&stones, 1));
  }
  // A node's setup stones, one property per colour with all its points, in the order the colours came.
  std::vector<std::pair<std::string, std::vector<std::string>>> setup;
  auto flush_setup = [&](std::uint32_t node) {
    for (const auto& [id, points] : setup) c.add_property(node, id, points);
    setup.clear();
  };
  std::uint32_t node = 0;
  bool moved = false;
  for (const go::Step& e : game_.steps()) {
    if (e.kind != go::Step::Kind::Setup || moved) {
      flush_setup(node);
      node = c.add_node(node);
    }
    const std::string where =
        e.point == go::kNoPoint ? std::string() : sgf::point_name(board().column_of(e.point), board().row_of(e.point));
    if (e.kind == go::Step::Kind::Setup) {
      const char* id = e.color == Color::Black ? "AB" : e.color == Color::White ? "AW" : "AE";
      auto same = std::find_if(setup.begin(), setup.end(), [&](const auto& s) { return s.first == id; });
      if (same == setup.end()) same = setup.insert(setup.end(), {id, {}});
      same->second.push_back(where);
    } else {
      c.add_property(node, e.color == Color::Black ? "B" : "W", std::span(&where, 1));
      moved = true;
    }
  }
  flush_setup(node);
  // Before any move, who moves is the record's when it said (its first move, else its PL): loadsgf
  // of what printsgf wrote gives the same colour to play.
  if (const Color given = game_.given_to_move(); !moved && given != Color::Empty) {
    const std::string who = given == Color::Black ? "B" : "W";
    c.add_property(node, "PL", std::span(&who, 1));
  }
  std::string text = sgf::write(c);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

Engine::Answer Engine::loadsgf(const Args& args) {
  if (args.empty()) return {false, "syntax error"};
  if (!options_.files) return {false, "cannot load file"};
  // The moves played: all (no number, or 0, as Kigo sends for the whole game), or those before
  // move N.
  std::uint64_t moves = UINT64_MAX;
  if (args.size() >= 2) {
    const std::optional<std::uint64_t> n = text::parse_unsigned(args[1], UINT64_MAX);
    if (!n) return {false, "syntax error"};
    if (*n > 0) moves = *n - 1;
  }
  const Result<std::string> bytes = text::read_file(args[0], text::kMaxRecordBytes);
  if (!bytes) return {false, "cannot load file"};
  // A record that cannot be read says why and where, as a move that cannot be played does (a file
  // that cannot be opened is only `cannot load file`, as GTP words it).
  const auto unreadable = [&](const Error& e) { return Answer{false, text::printable("cannot load file: " + describe(args[0], e))}; };
  const Result<sgf::Collection> c = sgf::parse(*bytes);
  if (!c) return unreadable(c.error());
  const Result<sgf::GameRecord> r = sgf::read_game(*c, 0);
  if (!r) return unreadable(r.error());
  if (r->info.width > kMaxSide || r->info.height > kMaxSide) {
    return {false, fmt::format("cannot load file: a {}x{} board, larger than {}x{}", r->info.width, r->info.height, kMaxSide, kMaxSide)};
  }
  // Komi is the record's, 0 when it gives none, as `tengen score` counts the record (and the GTP
  // specification says: set to the values given in the SGF file). The record's moves are played
  // under the engine's rules, as play would play them: a move play refuses (a suicide, a ko taken
  // back at once) fails the load. The engine takes the game only when all of it plays, so a failed
  // loadsgf changes nothing.
  go::Game loaded = go::game_of(*r, options_.rules, go::UndoHistory::Keep);
  if (const Result<Ok> played = go::play_record(*r, loaded, {}, moves); !played) {
    return {false, fmt::format("cannot load file: {}: {}", played.error().case_label, played.error().message)};
  }
  game_ = std::move(loaded);
  // The colour to move is the record's: that of its next move when the load stopped before one
  // (GNU Go answers so), else the game's.
  Color next = game_.to_move();
  std::uint64_t k = 0;
  for (const sgf::Action& action : r->actions) {
    if (action.kind == sgf::Action::Kind::Setup) continue;
    if (k++ == moves) {
      next = action.color;
      break;
    }
  }
  return {true, next == Color::Black ? "black" : "white"};
}

Engine::Answer Engine::printsgf(const Args& a) {
  if (a.empty()) return {true, record()};
  if (!options_.files) return {false, "cannot save file"};
  return text::write_file(a[0], record() + "\n") ? Answer{true, ""} : Answer{false, "cannot save file"};
}

}  // namespace tengen::gtp
