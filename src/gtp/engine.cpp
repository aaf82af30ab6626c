#include "tengen/gtp/engine.hpp"

#include <algorithm>
#include <charconv>
#include <set>

#include <fmt/format.h>

#include "tengen/text/number.hpp"
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
  // Listed as GNU Go lists them: row by row from the top, each row from the left.
  std::ranges::sort(pts, {}, [](const std::pair<int, int>& p) { return std::pair(p.second, p.first); });
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
      {"query_boardsize", &Engine::query_boardsize},
      {"clear_board", &Engine::clear_board},
      {"komi", &Engine::komi},
      {"get_komi", &Engine::get_komi},
      {"play", &Engine::play},
      {"genmove", &Engine::genmove},
      {"kgs-genmove_cleanup", &Engine::kgs_genmove_cleanup},
      {"undo", &Engine::undo},
      {"gg-undo", &Engine::gg_undo},
      {"showboard", &Engine::showboard},
      {"list_stones", &Engine::list_stones},
      {"move_history", &Engine::move_history},
      {"captures", &Engine::captures},
      {"is_legal", &Engine::is_legal},
      {"all_legal", &Engine::all_legal},
      {"countlib", &Engine::countlib},
      {"findlib", &Engine::findlib},
      {"final_score", &Engine::final_score},
      {"estimate_score", &Engine::estimate_score},
      {"final_status", &Engine::final_status},
      {"final_status_list", &Engine::final_status_list},
      {"fixed_handicap", &Engine::fixed_handicap},
      {"place_free_handicap", &Engine::place_free_handicap},
      {"set_free_handicap", &Engine::set_free_handicap},
      {"get_handicap", &Engine::get_handicap},
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

Engine::Reply Engine::handle_too_long(std::string_view head, char rest_first) const {
  // The head says all when the line's comment starts in it (the rest is comment), or the rest is
  // blank or starts a comment after blanks; otherwise a command may start past it.
  const std::optional<Command> c = parse_command(head);
  const bool head_says_all = rest_first == 0 || rest_first == '#' || head.find('#') != std::string_view::npos;
  if (!c && head_says_all) return {};
  const std::string id = c && c->id ? std::to_string(*c->id) : std::string();
  return {fmt::format("?{} command too long\n\n", id), false};
}

void Engine::reset(int width, int height) {
  // Komi stays, as GTP's clear_board and boardsize leave it.
  const double komi = game_.komi();
  game_ = go::Game(width, height, options_.rules, go::UndoHistory::Keep);
  game_.set_komi(komi);
}

std::string Engine::vertex(go::Point p) const {
  if (p == go::kNoPoint) return "PASS";  // as GNU Go writes it: what GUIs compare with
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

std::string Engine::points_where(const std::function<bool(go::Point)>& keep) const {
  std::vector<std::string> out;
  for (int y = 0; y < board().height(); ++y) {
    for (int x = 0; x < board().width(); ++x) {
      if (keep(board().point(x, y))) out.push_back(vertex_name(x, y, board().height()));
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
  if (a.empty()) return {false, "syntax error"};
  const auto names = commands();
  return {true, std::find(names.begin(), names.end(), a[0]) != names.end() ? "true" : "false"};
}

Engine::Answer Engine::list_commands(const Args&) { return {true, fmt::format("{}", fmt::join(commands(), "\n"))}; }

Engine::Answer Engine::quit(const Args&) { return {true, ""}; }

Engine::Answer Engine::boardsize(const Args& a) {
  if (a.empty()) return {false, "syntax error"};
  return rectangular_boardsize({a[0], a[0]});
}

Engine::Answer Engine::rectangular_boardsize(const Args& a) {
  if (a.size() < 2) return {false, "syntax error"};
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
  if (a.empty()) return {false, "syntax error"};
  const std::optional<double> k = text::parse_komi(a[0]);
  if (!k) return {false, "syntax error"};
  game_.set_komi(*k);
  return {true, ""};
}

Engine::Answer Engine::fixed_handicap(const Args& a) {
  if (!board_empty()) return {false, "board not empty"};
  const std::optional<int> k = a.empty() ? std::nullopt : parse_int(a[0]);
  if (!k) return {false, "syntax error"};
  const auto fixed = board().width() == board().height() ? fixed_points(board().width(), *k) : std::vector<std::pair<int, int>>{};
  if (fixed.empty()) return {false, "invalid number of stones"};
  std::vector<go::Point> points;
  for (const auto& [x, y] : fixed) points.push_back(board().point(x, y));
  return place_handicap(points, true);
}

Engine::Answer Engine::place_free_handicap(const Args& a) {
  if (!board_empty()) return {false, "board not empty"};
  const std::optional<int> k = a.empty() ? std::nullopt : parse_int(a[0]);
  if (!k) return {false, "syntax error"};
  const int w = board().width();
  const int h = board().height();
  if (*k < 2 || static_cast<std::int64_t>(*k) >= static_cast<std::int64_t>(w) * h) return {false, "invalid number of stones"};
  // The engine chooses: the fixed placement when the board has one, of as many stones as it holds
  // when fewer than asked (the protocol lets the engine place fewer); on other boards the same
  // lines, the third or fourth from each edge and the middle one, crossed.
  std::vector<std::pair<int, int>> chosen;
  for (int n = std::min(*k, 9); w == h && n >= 2 && chosen.empty(); --n) chosen = fixed_points(w, n);
  if (chosen.empty()) {
    auto lines = [](int size) {
      const int lo = size >= 12 ? 3 : size >= 5 ? 2 : 0;
      return std::set<int>{lo, size / 2, size - 1 - lo};
    };
    for (const int y : lines(h)) {
      for (const int x : lines(w)) {
        if (static_cast<int>(chosen.size()) < *k) chosen.emplace_back(x, y);
      }
    }
  }
  std::vector<go::Point> points;
  for (const auto& [x, y] : chosen) points.push_back(board().point(x, y));
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

// Time: genmove answers in milliseconds, so the settings are checked and acknowledged (what GUIs
// need before a timed game), and honoured by being far within them.

Engine::Answer Engine::time_settings(const Args& a) {
  if (a.size() < 3) return {false, "syntax error"};
  for (std::size_t i = 0; i < 3; ++i) {
    if (!text::parse_unsigned(a[i], 1u << 30)) return {false, "syntax error"};
  }
  return {true, ""};
}

Engine::Answer Engine::kgs_time_settings(const Args& a) {
  // none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN TIME STONES
  const std::size_t want = a.empty() ? 0 : a[0] == "none" ? 1 : a[0] == "absolute" ? 2 : a[0] == "byoyomi" || a[0] == "canadian" ? 4 : 0;
  if (want == 0 || a.size() < want) return {false, "syntax error"};
  for (std::size_t i = 1; i < want; ++i) {
    if (!text::parse_unsigned(a[i], 1u << 30)) return {false, "syntax error"};
  }
  return {true, ""};
}

Engine::Answer Engine::time_left(const Args& a) {
  if (a.empty() || !parse_color(a[0])) return {false, "invalid color"};
  // A clock past zero (GoGui sends the negative time left once a player has overstepped) is a
  // clock like any other, as GNU Go takes it.
  const std::optional<int> seconds = a.size() < 2 ? std::nullopt : parse_int(a[1]);
  if (!seconds || a.size() < 3 || !text::parse_unsigned(a[2], 1u << 30)) return {false, "syntax error"};
  return {true, ""};
}

Engine::Answer Engine::level(const Args& a) {
  if (a.empty() || !text::parse_unsigned(a[0], 1000)) return {false, "syntax error"};
  return {true, ""};  // one strength: the level is acknowledged
}

Engine::Answer Engine::gogui_analyze_commands(const Args&) {
  return {true,
          "string/Territory score (tengen)/tengen-score\n"
          "string/Best capture for Black (tengen)/tengen-best_capture black\n"
          "string/Best capture for White (tengen)/tengen-best_capture white\n"
          "string/Final score/final_score\n"
          "string/Estimated score/estimate_score\n"
          "plist/Dead stones/final_status_list dead\n"
          "plist/Stones in seki/final_status_list seki\n"
          "plist/Black territory/final_status_list black_territory\n"
          "plist/White territory/final_status_list white_territory\n"
          "plist/Dame/final_status_list dame\n"
          "plist/Legal moves for Black/all_legal black\n"
          "plist/Legal moves for White/all_legal white"};
}

}  // namespace tengen::gtp
