#include <algorithm>

#include <fmt/format.h>

#include "tengen/go/capture.hpp"
#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {
Engine::Answer Engine::showboard(const Args&) { return {true, board_text(board())}; }

Engine::Answer Engine::query_boardsize(const Args&) {
  const int w = board().width();
  const int h = board().height();
  return {true, w == h ? std::to_string(w) : fmt::format("{} {}", w, h)};
}

Engine::Answer Engine::get_handicap(const Args&) { return {true, std::to_string(game_.handicap())}; }

Engine::Answer Engine::move_history(const Args&) {
  // As GNU Go: the moves and passes, the last one first, "colour VERTEX" a line (setup is no move).
  std::vector<std::string> lines;
  const std::span<const go::Step> steps = game_.steps();
  for (auto s = steps.rbegin(); s != steps.rend(); ++s) {
    if (s->kind == go::Step::Kind::Setup) continue;
    lines.push_back(fmt::format("{} {}", s->color == Color::Black ? "black" : "white", vertex(s->point)));
  }
  return {true, fmt::format("{}", fmt::join(lines, "\n"))};
}

Engine::Answer Engine::list_stones(const Args& a) {
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col) return {false, "invalid color"};
  return {true, points_where([&](go::Point p) { return board().at(p) == *col; })};
}

Engine::Answer Engine::captures(const Args& a) {
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col) return {false, "invalid color"};
  return {true, std::to_string(game_.prisoners(*col))};
}

Engine::Answer Engine::is_legal(const Args& a) {
  // GNU Go's answer: 1 or 0. A pass is always legal; an occupied point never is.
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col || a.size() < 2) return {false, "invalid color or coordinate"};
  if (is_pass(a[1])) return {true, "1"};
  const std::optional<go::Point> p = point(a[1]);
  if (!p) return {false, "invalid color or coordinate"};
  return {true, game_.check(*p, *col) == go::MoveStatus::Ok ? "1" : "0"};
}

Engine::Answer Engine::all_legal(const Args& a) {
  const std::optional<Color> col = a.empty() ? std::nullopt : parse_color(a[0]);
  if (!col) return {false, "invalid color"};
  return {true, points_where([&](go::Point p) {
            return board().at(p) == Color::Empty && game_.check(p, *col) == go::MoveStatus::Ok;
          })};
}

Engine::Answer Engine::countlib(const Args& a) {
  const std::optional<go::Point> p = a.empty() ? std::nullopt : point(a[0]);
  if (!p) return {false, "invalid coordinate"};
  if (!is_stone(board().at(*p))) return {false, "vertex must not be empty"};
  return {true, std::to_string(board().liberties(*p))};
}

Engine::Answer Engine::findlib(const Args& a) {
  const std::optional<go::Point> p = a.empty() ? std::nullopt : point(a[0]);
  if (!p) return {false, "invalid coordinate"};
  if (!is_stone(board().at(*p))) return {false, "vertex must not be empty"};
  const auto s = static_cast<go::Point>(board().stride());
  std::vector<go::Point> liberties;
  for (const go::Point q : board().chain_stones(*p)) {
    for (const go::Point n : {q - 1, q + 1, q - s, q + s}) {
      if (board().at(n) == Color::Empty) liberties.push_back(n);
    }
  }
  std::sort(liberties.begin(), liberties.end());
  return {true, points_where([&](go::Point q) { return std::binary_search(liberties.begin(), liberties.end(), q); })};
}

Engine::Answer Engine::tengen_best_capture(const Args& a) {
  const std::optional<Color> col = a.empty() ? std::optional<Color>(Color::Black) : parse_color(a[0]);
  if (!col) return {false, "syntax error"};
  // What `tengen capture` answers on this position: the same analysis, the classic order.
  Grid g = go::to_grid(board());
  const std::optional<go::Capture> best = go::best_capture(g, *col, go::classic_order);
  if (!best) return {true, "0"};
  return {true, fmt::format("{} {}", best->stones, vertex_name(best->x, best->y, board().height()))};
}

}  // namespace tengen::gtp
