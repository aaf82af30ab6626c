#include <fmt/format.h>

#include "tengen/gtp/engine.hpp"
#include "tengen/text/number.hpp"

namespace tengen::gtp {

Engine::Answer Engine::play(const Args& a) {
  // As GNU Go answers, which GUIs know: a colour or vertex that is not one is "invalid color or
  // coordinate"; a move the rules refuse, "illegal move". What follows the vertex is ignored.
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col || a.size() < 2) return {false, "invalid color or coordinate"};
  if (is_pass(a[1])) return play_move(*col, go::kNoPoint);
  const std::optional<go::Point> p = point(a[1]);
  if (!p) return {false, "invalid color or coordinate"};
  return play_move(*col, *p);
}

Engine::Answer Engine::genmove(const Args& a) { return generate(a, false); }

Engine::Answer Engine::kgs_genmove_cleanup(const Args& a) { return generate(a, true); }

Engine::Answer Engine::generate(const Args& a, bool cleanup) {
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col) return {false, "invalid color"};
  const go::Point p = next_move(*col, cleanup);
  play_move(*col, p);
  return {true, vertex(p)};
}

go::Point Engine::next_move(Color c, bool cleanup) {
  // Past twice as many moves as the board has points, a game of this engine's random play has long
  // been decided: it passes, so that every game ends (within 3 x points moves with the opponent's).
  if (game_.steps().size() >= 2 * static_cast<std::size_t>(board().width() * board().height())) return go::kNoPoint;
  const std::span<const go::Step> steps = game_.steps();
  const bool answering_pass = !steps.empty() && steps.back().kind == go::Step::Kind::Pass && steps.back().color != c;
  if (!cleanup && !answering_pass) return choose_move(game_, c, rng_);
  // The count (dead stones, territory) decides: dead stones of the opponent are taken off the
  // board first in a cleanup, and a pass is answered with a pass once the game may end.
  const go::FinalScore counted = count();
  if (cleanup) {
    std::vector<go::Point> theirs;
    for (const go::Point p : counted.dead) {
      if (board().at(p) == opponent(c)) theirs.push_back(p);
    }
    if (const go::Point p = choose_cleanup_move(game_, c, theirs, rng_); p != go::kNoPoint) return p;
  }
  if (answering_pass && settled(board(), counted)) return go::kNoPoint;
  return choose_move(game_, c, rng_);
}

Engine::Answer Engine::undo(const Args&) {
  // One move, whatever follows, as GNU Go takes it: qGo sends "undo 0" for one. gg-undo takes more.
  if (!game_.undo()) return {false, "cannot undo"};
  return {true, ""};
}

Engine::Answer Engine::gg_undo(const Args& a) {
  // GNU Go's: the last N moves (default 1), all of them or, when fewer are there, none.
  std::uint64_t n = 1;
  if (!a.empty()) {
    if (a[0].starts_with("-")) return {false, "can't undo a negative number of moves"};  // GNU Go's words
    const auto count = text::parse_unsigned(a[0], 1u << 30);
    if (!count) return {false, "syntax error"};
    n = *count;
  }
  if (game_.undoable() < n) return {false, "cannot undo"};
  for (std::uint64_t k = 0; k < n; ++k) game_.undo();
  return {true, ""};
}

Engine::Answer Engine::top_moves_black(const Args&) { return top_moves(Color::Black); }

Engine::Answer Engine::top_moves_white(const Args&) { return top_moves(Color::White); }

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

}  // namespace tengen::gtp
