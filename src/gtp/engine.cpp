#include "tengen/gtp/engine.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "tengen/go/capture.hpp"
#include "tengen/go/dead_stones.hpp"
#include "tengen/go/seki.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/number.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/go/record.hpp"
#include "tengen/version.hpp"

namespace tengen::gtp {
namespace {

std::optional<int> parse_int(std::string_view s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || end != s.data() + s.size()) return std::nullopt;
  return v;
}

/// The handicap points of the protocol's fixed placement, in its order; empty when not allowed.
std::vector<std::pair<int, int>> fixed_points(int size, int stones) {
  if (size < 7 || stones < 2) return {};
  const int max = size % 2 == 1 && size >= 9 ? 9 : 4;
  if (stones > max) return {};
  const int lo = size >= 12 ? 3 : 2;  // the 4th line from 12x12 on, as GNU Go places them
  const int hi = size - 1 - lo;
  const int mid = size / 2;
  // (x, y) with y = 0 on top. On 19x19: D4 Q16 D16 Q4, then D10 Q10 (6+), K4 K16 (8+), K10 (odd).
  std::vector<std::pair<int, int>> pts{{lo, hi}, {hi, lo}, {lo, lo}, {hi, hi}};
  pts.resize(static_cast<std::size_t>(std::min(stones, 4)));
  if (stones >= 6) pts.insert(pts.end(), {{lo, mid}, {hi, mid}});
  if (stones >= 8) pts.insert(pts.end(), {{mid, hi}, {mid, lo}});
  if (stones >= 5 && stones % 2 == 1) pts.emplace_back(mid, mid);
  return pts;
}

}  // namespace

Engine::Engine(EngineOptions options)
    : options_(options), game_(19, 19, options.rules, go::UndoHistory::Keep), rng_(options.seed) {}

const std::vector<Engine::Entry>& Engine::table() {
  static const std::vector<Entry> entries{
      {"protocol_version", &Engine::protocol_version},
      {"name", &Engine::name},
      {"version", &Engine::version},
      {"known_command", &Engine::known_command},
      {"list_commands", &Engine::list_commands},
      {"quit", &Engine::quit},
      {"boardsize", &Engine::boardsize},
      {"rectangular_boardsize", &Engine::rectangular_boardsize},
      {"clear_board", &Engine::clear_board},
      {"komi", &Engine::komi},
      {"play", &Engine::play},
      {"genmove", &Engine::genmove},
      {"undo", &Engine::undo},
      {"showboard", &Engine::showboard},
      {"list_stones", &Engine::list_stones},
      {"captures", &Engine::captures},
      {"final_score", &Engine::final_score},
      {"final_status_list", &Engine::final_status_list},
      {"fixed_handicap", &Engine::fixed_handicap},
      {"set_free_handicap", &Engine::set_free_handicap},
      {"loadsgf", &Engine::loadsgf},
      {"printsgf", &Engine::printsgf},
      {"tengen-score", &Engine::tengen_score},
      {"tengen-best_capture", &Engine::tengen_best_capture},
      {"time_settings", &Engine::time_settings},
      {"kgs-time_settings", &Engine::kgs_time_settings},
      {"time_left", &Engine::time_left},
      {"level", &Engine::level},
      {"top_moves_black", &Engine::top_moves_black},
      {"top_moves_white", &Engine::top_moves_white},
      {"gogui-analyze_commands", &Engine::gogui_analyze_commands},
  };
  return entries;
}

std::vector<std::string_view> Engine::commands() {
  std::vector<std::string_view> names;
  for (const Entry& e : table()) names.push_back(e.name);
  return names;
}

Engine::Reply Engine::handle(std::string_view line) {
  const std::optional<Command> c = parse_command(line);
  if (!c) return {};
  const auto& entries = table();
  const auto entry = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return e.name == c->name; });
  Answer a{false, "unknown command"};
  if (entry != entries.end()) {
    // No command ends the engine: whatever one throws (no memory, a library's failure) is its
    // failure alone, and the state stays as the handler left it (each handler changes the state
    // only once it has succeeded).
    try {
      a = (this->*(entry->handler))(c->args);
    } catch (const std::bad_alloc&) {
      a = {false, "not enough memory"};
    } catch (const std::exception& e) {
      a = {false, fmt::format("internal error: {}", e.what())};
    }
  }
  const std::string id = c->id ? std::to_string(*c->id) : std::string();
  return {fmt::format("{}{} {}\n\n", a.ok ? '=' : '?', id, a.text), a.ok && c->name == "quit"};
}

void Engine::reset(int width, int height) {
  // Komi stays, as GTP's clear_board and boardsize leave it.
  const double komi = game_.komi();
  game_ = go::Game(width, height, options_.rules, go::UndoHistory::Keep);
  game_.set_komi(komi);
}

std::string Engine::vertex(go::Point p) const {
  if (p == go::kNoPoint) return "pass";
  return vertex_name(board().column_of(p), board().row_of(p), board().height());
}

std::optional<go::Point> Engine::point(std::string_view text) const {
  const std::optional<Vertex> v = parse_vertex(text, board().width(), board().height());
  if (!v) return std::nullopt;
  return board().point(v->x, v->y);
}

bool Engine::board_empty() const {
  return board().stone_count(Color::Black) + board().stone_count(Color::White) == 0;
}

std::string Engine::stones(Color c) const {
  std::vector<std::string> out;
  for (int y = 0; y < board().height(); ++y) {
    for (int x = 0; x < board().width(); ++x) {
      if (board().at(board().point(x, y)) == c) out.push_back(vertex_name(x, y, board().height()));
    }
  }
  return fmt::format("{}", fmt::join(out, " "));
}

Engine::Answer Engine::play_move(Color c, go::Point p) {
  if (p == go::kNoPoint) {
    game_.pass(c);
    return {true, ""};
  }
  if (game_.play(p, c).status != go::MoveStatus::Ok) return {false, "illegal move"};
  return {true, ""};
}

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
  std::string text = sgf::write(c);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

Engine::Answer Engine::place_handicap(const std::vector<go::Point>& points, bool name_them) {
  std::vector<std::string> names;
  for (go::Point p : points) {
    game_.set(p, Color::Black);
    names.push_back(vertex(p));
  }
  game_.set_handicap(static_cast<int>(points.size()));
  return {true, name_them ? fmt::format("{}", fmt::join(names, " ")) : std::string()};
}

// The commands, in the table's order.

Engine::Answer Engine::protocol_version(const Args&) { return {true, "2"}; }

Engine::Answer Engine::name(const Args&) { return {true, "tengen"}; }

Engine::Answer Engine::version(const Args&) { return {true, kVersion}; }

Engine::Answer Engine::known_command(const Args& a) {
  if (a.size() != 1) return {false, "syntax error"};
  const auto names = commands();
  return {true, std::find(names.begin(), names.end(), a[0]) != names.end() ? "true" : "false"};
}

Engine::Answer Engine::list_commands(const Args&) { return {true, fmt::format("{}", fmt::join(commands(), "\n"))}; }

Engine::Answer Engine::quit(const Args&) { return {true, ""}; }

Engine::Answer Engine::boardsize(const Args& a) {
  if (a.size() != 1) return {false, "syntax error"};
  return rectangular_boardsize({a[0], a[0]});
}

Engine::Answer Engine::rectangular_boardsize(const Args& a) {
  if (a.size() != 2) return {false, "syntax error"};
  const std::optional<int> w = parse_int(a[0]);
  const std::optional<int> h = parse_int(a[1]);
  if (!w || !h) return {false, "syntax error"};
  if (*w < 1 || *h < 1 || *w > kMaxSide || *h > kMaxSide) return {false, "unacceptable size"};
  reset(*w, *h);
  return {true, ""};
}

Engine::Answer Engine::clear_board(const Args&) {
  reset(board().width(), board().height());
  return {true, ""};
}

Engine::Answer Engine::komi(const Args& a) {
  if (a.size() != 1) return {false, "syntax error"};
  const std::optional<double> k = text::parse_komi(a[0]);
  if (!k) return {false, "syntax error"};
  game_.set_komi(*k);
  return {true, ""};
}

Engine::Answer Engine::play(const Args& a) {
  // As GNU Go answers, which GUIs know: a colour or vertex that is not one is "invalid color or
  // coordinate"; a move the rules refuse, "illegal move".
  if (a.size() > 2) return {false, "syntax error"};
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col || a.size() < 2) return {false, "invalid color or coordinate"};
  if (is_pass(a[1])) return play_move(*col, go::kNoPoint);
  const std::optional<go::Point> p = point(a[1]);
  if (!p) return {false, "invalid color or coordinate"};
  return play_move(*col, *p);
}

Engine::Answer Engine::genmove(const Args& a) {
  if (a.size() != 1) return {false, "syntax error"};
  const std::optional<Color> col = parse_color(a[0]);
  if (!col) return {false, "invalid color"};
  // Past twice as many moves as the board has points, a game of this engine's random play has long
  // been decided: it passes, so that every game ends (within 3 x points moves with the opponent's).
  const bool over = game_.steps().size() >= 2 * static_cast<std::size_t>(board().width() * board().height());
  const go::Point p = over ? go::kNoPoint : choose_move(game_, *col, rng_);
  play_move(*col, p);
  return {true, vertex(p)};
}

Engine::Answer Engine::undo(const Args& a) {
  // "undo N" (qGo sends it) takes back N moves, all or none.
  std::uint64_t n = 1;
  if (a.size() > 1) return {false, "syntax error"};
  if (a.size() == 1) {
    const auto count = text::parse_unsigned(a[0], 1u << 30);
    if (!count || *count == 0) return {false, "syntax error"};
    n = *count;
  }
  if (game_.undoable() < n) return {false, "cannot undo"};
  for (std::uint64_t k = 0; k < n; ++k) game_.undo();
  return {true, ""};
}

Engine::Answer Engine::showboard(const Args&) { return {true, board_text(board())}; }

Engine::Answer Engine::list_stones(const Args& a) {
  if (a.size() != 1) return {false, "syntax error"};
  const std::optional<Color> col = parse_color(a[0]);
  if (!col) return {false, "invalid color"};
  return {true, stones(*col)};
}

Engine::Answer Engine::captures(const Args& a) {
  const std::optional<Color> col = a.size() == 1 ? parse_color(a[0]) : std::nullopt;
  if (!col) return {false, "syntax error"};
  return {true, std::to_string(game_.prisoners(*col))};
}

go::FinalScore Engine::count() const {
  // Chinese counting, the dead stones (estimated from playouts, exact where Benson's test decides)
  // taken off first, seeded by --seed.
  go::Game chinese = game_;
  chinese.set_counting(go::Counting::Chinese);
  return go::score_finished(chinese, {.estimate = true, .playouts = {.seed = options_.seed}});
}

Engine::Answer Engine::final_score(const Args&) { return {true, go::result_text(count().margin())}; }

Engine::Answer Engine::final_status_list(const Args& a) {
  // GNU Go takes a random seed after the status (qGo sends one); tengen's estimate is seeded by
  // --seed, so that final_score and every list agree: the seed is accepted and not used.
  const bool seed_ok = a.size() == 1 || (a.size() == 2 && text::parse_unsigned(a[1], ~std::uint64_t{0}));
  if (!seed_ok || (a[0] != "alive" && a[0] != "dead" && a[0] != "seki")) return {false, "syntax error"};
  const go::FinalScore counted = count();
  const std::vector<go::Point>& dead_stones = counted.dead;
  const std::vector<go::Point>& seki = counted.score.seki;
  std::vector<std::string> out;
  for (const Color c : {Color::Black, Color::White}) {
    for (int y = 0; y < board().height(); ++y) {
      for (int x = 0; x < board().width(); ++x) {
        const go::Point p = board().point(x, y);
        if (board().at(p) != c) continue;
        const char* status = std::binary_search(dead_stones.begin(), dead_stones.end(), p) ? "dead"
                             : std::binary_search(seki.begin(), seki.end(), p)               ? "seki"
                                                                                            : "alive";
        if (a[0] == status) out.push_back(vertex_name(x, y, board().height()));
      }
    }
  }
  return {true, fmt::format("{}", fmt::join(out, " "))};
}

Engine::Answer Engine::fixed_handicap(const Args& a) {
  if (!board_empty()) return {false, "board not empty"};
  const std::optional<int> k = a.size() == 1 ? parse_int(a[0]) : std::nullopt;
  if (!k) return {false, "syntax error"};
  const auto fixed = board().width() == board().height() ? fixed_points(board().width(), *k) : std::vector<std::pair<int, int>>{};
  if (fixed.empty()) return {false, "invalid number of stones"};
  std::vector<go::Point> points;
  for (const auto& [x, y] : fixed) points.push_back(board().point(x, y));
  return place_handicap(points, true);
}

Engine::Answer Engine::set_free_handicap(const Args& a) {
  if (!board_empty()) return {false, "board not empty"};
  std::vector<go::Point> points;
  std::set<go::Point> seen;
  for (const std::string& v : a) {
    const std::optional<go::Point> p = point(v);
    if (!p || !seen.insert(*p).second) return {false, "bad vertex list"};
    points.push_back(*p);
  }
  if (points.size() < 2 || points.size() >= static_cast<std::size_t>(board().width() * board().height())) {
    return {false, "bad vertex list"};
  }
  return place_handicap(points, false);
}

Engine::Answer Engine::loadsgf(const Args& args) {
  if (args.empty() || args.size() > 2) return {false, "syntax error"};
  if (!options_.files) return {false, "cannot load file"};
  std::uint64_t moves = UINT64_MAX;  // the moves played: all, or those before move N
  if (args.size() == 2) {
    const std::optional<int> n = parse_int(args[1]);
    if (!n || *n < 1) return {false, "syntax error"};
    moves = static_cast<std::uint64_t>(*n) - 1;
  }
  const Result<std::string> bytes = text::read_file(args[0], text::kMaxRecordBytes);
  if (!bytes) return {false, "cannot load file"};
  const Result<sgf::Collection> c = sgf::parse(*bytes);
  if (!c) return {false, "cannot load file"};
  const Result<sgf::GameRecord> r = sgf::read_game(*c, 0);
  if (!r || r->info.width > kMaxSide || r->info.height > kMaxSide) return {false, "cannot load file"};
  // The record is replayed as recorded: whatever the engine's rules, a recorded move on an empty
  // point stands. The engine takes the game only when all of it plays, so a failed loadsgf changes
  // nothing.
  go::Game loaded = go::game_of(*r, go::Rules{}, go::UndoHistory::Keep);
  if (!r->info.komi) loaded.set_komi(game_.komi());
  if (!go::play_record(*r, loaded, {}, moves)) return {false, "cannot load file"};
  loaded.set_rules(options_.rules);
  game_ = std::move(loaded);
  return {true, game_.to_move() == Color::Black ? "black" : "white"};
}

Engine::Answer Engine::printsgf(const Args& a) {
  if (a.size() > 1) return {false, "syntax error"};
  if (a.empty()) return {true, record()};
  if (!options_.files) return {false, "cannot save file"};
  return text::write_file(a[0], record() + "\n") ? Answer{true, ""} : Answer{false, "cannot save file"};
}

Engine::Answer Engine::tengen_score(const Args&) {
  Grid g = go::to_grid(board());
  return {true, go::result_text(go::margin(go::count_territory(g), go::Counting::Territory, game_.komi()))};
}

Engine::Answer Engine::tengen_best_capture(const Args& a) {
  const std::optional<Color> col = a.empty() ? std::optional<Color>(Color::Black) : parse_color(a[0]);
  if (a.size() > 1 || !col) return {false, "syntax error"};
  // What `tengen capture` answers on this position: the same analysis, the classic order.
  Grid g = go::to_grid(board());
  const std::optional<go::Capture> best = go::best_capture(g, *col, go::classic_order);
  if (!best) return {true, "0"};
  return {true, fmt::format("{} {}", best->stones, vertex_name(best->x, best->y, board().height()))};
}

// Time: genmove answers in milliseconds, so the settings are checked and acknowledged (what GUIs
// need before a timed game), and honoured by being far within them.

Engine::Answer Engine::time_settings(const Args& a) {
  if (a.size() != 3) return {false, "syntax error"};
  for (const std::string& number : a) {
    if (!text::parse_unsigned(number, 1u << 30)) return {false, "syntax error"};
  }
  return {true, ""};
}

Engine::Answer Engine::kgs_time_settings(const Args& a) {
  // none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN TIME STONES
  const std::size_t want = a.empty() ? 0 : a[0] == "none" ? 1 : a[0] == "absolute" ? 2 : a[0] == "byoyomi" || a[0] == "canadian" ? 4 : 0;
  if (want == 0 || a.size() != want) return {false, "syntax error"};
  for (std::size_t i = 1; i < a.size(); ++i) {
    if (!text::parse_unsigned(a[i], 1u << 30)) return {false, "syntax error"};
  }
  return {true, ""};
}

Engine::Answer Engine::time_left(const Args& a) {
  if (a.size() != 3) return {false, "syntax error"};
  if (!parse_color(a[0])) return {false, "invalid color"};
  if (!text::parse_unsigned(a[1], 1u << 30) || !text::parse_unsigned(a[2], 1u << 30)) return {false, "syntax error"};
  return {true, ""};
}

Engine::Answer Engine::level(const Args& a) {
  if (a.size() != 1 || !text::parse_unsigned(a[0], 1000)) return {false, "syntax error"};
  return {true, ""};  // one strength: the level is acknowledged
}

Engine::Answer Engine::top_moves_black(const Args& a) {
  if (!a.empty()) return {false, "syntax error"};
  return top_moves(Color::Black);
}

Engine::Answer Engine::top_moves_white(const Args& a) {
  if (!a.empty()) return {false, "syntax error"};
  return top_moves(Color::White);
}

Engine::Answer Engine::top_moves(Color c) const {
  // As GNU Go's: "VERTEX VALUE ..." best first. The captures by the stones they take, then the move
  // genmove would choose (valued 1), without playing it or touching genmove's random sequence.
  std::vector<std::pair<std::uint32_t, go::Point>> captures;
  for (int y = 0; y < board().height(); ++y) {
    for (int x = 0; x < board().width(); ++x) {
      const go::Point p = board().point(x, y);
      if (board().at(p) != Color::Empty || game_.check(p, c) != go::MoveStatus::Ok) continue;
      if (const std::uint32_t k = board().capture_count(p, c); k > 0) captures.emplace_back(k, p);
    }
  }
  std::stable_sort(captures.begin(), captures.end(), [](const auto& l, const auto& r) { return l.first > r.first; });
  std::vector<std::string> out;
  for (std::size_t i = 0; i < captures.size() && i < 5; ++i) out.push_back(fmt::format("{} {}.00", vertex(captures[i].second), captures[i].first));
  if (out.empty()) {
    std::mt19937_64 copy = rng_;
    if (const go::Point p = choose_move(game_, c, copy); p != go::kNoPoint) out.push_back(vertex(p) + " 1.00");
  }
  return {true, fmt::format("{}", fmt::join(out, " "))};
}

Engine::Answer Engine::gogui_analyze_commands(const Args&) {
  return {true,
          "string/Territory score (tengen)/tengen-score\n"
          "string/Best capture for Black (tengen)/tengen-best_capture black\n"
          "string/Best capture for White (tengen)/tengen-best_capture white\n"
          "string/Final score/final_score\n"
          "plist/Dead stones/final_status_list dead"};
}

}  // namespace tengen::gtp
