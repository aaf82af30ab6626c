#include <algorithm>
#include <array>

#include "tengen/go/regions.hpp"
#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {

go::Point choose_move(const go::Game& game, Color c, std::mt19937_64& rng) {
  const go::Board& board = game.board();
  const auto s = static_cast<go::Point>(board.stride());
  // The empty regions, their sizes and who borders them: a quiet move inside a small region that
  // only one colour borders (territory, or a hopeless invasion) is not chosen. Large one-colour
  // regions are open areas still worth playing in.
  std::int32_t count = 0;
  const std::vector<std::int32_t> region = go::label_regions(
      board.cell_count(), s, [&](go::Point p) { return board.at(p) == Color::Empty; }, count);
  std::vector<std::size_t> size(static_cast<std::size_t>(count), 0);
  std::vector<unsigned> borders(static_cast<std::size_t>(count), 0);  // bit 1 black, 2 white
  for (go::Point p = 0; p < board.cell_count(); ++p) {
    if (region[p] < 0) continue;
    const auto r = static_cast<std::size_t>(region[p]);
    ++size[r];
    for (const go::Point n : {p - 1, p + 1, p - s, p + s}) {
      if (is_stone(board.at(n))) borders[r] |= cell_value(board.at(n));
    }
  }
  const std::size_t small = std::max<std::size_t>(4, static_cast<std::size_t>(board.width() * board.height()) / 10);
  std::vector<go::Point> best;
  std::uint32_t most = 0;
  std::vector<go::Point> quiet;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const go::Point p = board.point(x, y);
      if (board.at(p) != Color::Empty || game.check(p, c) != go::MoveStatus::Ok) continue;
      // A move that only removes its own stones (legal when suicide is allowed) is never chosen.
      if (board.check(p, c, go::Rules{go::Suicide::Forbid, go::Ko::None}) == go::MoveStatus::Suicide) continue;
      if (game.stood(board.hash_after(p, c))) continue;  // a position that stood before
      const std::uint32_t taken = board.capture_count(p, c);
      if (taken > 0) {
        if (taken > most) best.clear();
        if (taken >= most) {
          most = taken;
          best.push_back(p);
        }
        continue;
      }
      const auto r = static_cast<std::size_t>(region[p]);
      const bool settled = size[r] < small && (borders[r] == kBlack || borders[r] == kWhite);
      if (!board.is_own_eye(p, c) && !settled) quiet.push_back(p);
    }
  }
  const std::vector<go::Point>& pool = best.empty() ? quiet : best;
  if (pool.empty()) return go::kNoPoint;
  return pool[static_cast<std::size_t>(rng() % pool.size())];
}

go::Point choose_cleanup_move(const go::Game& game, Color c, const std::vector<go::Point>& dead, std::mt19937_64& rng) {
  const go::Board& board = game.board();
  const auto s = static_cast<go::Point>(board.stride());
  std::vector<go::Point> liberties;
  for (const go::Point d : dead) {
    for (const go::Point n : {d - 1, d + 1, d - s, d + s}) {
      if (board.at(n) == Color::Empty) liberties.push_back(n);
    }
  }
  std::sort(liberties.begin(), liberties.end());
  liberties.erase(std::unique(liberties.begin(), liberties.end()), liberties.end());
  std::vector<go::Point> best;
  std::uint32_t most = 0;
  std::vector<go::Point> safe;
  // A lone stone inside a dead group's eye, which its owner may take: the last way to shorten the
  // liberties of a group whose liberties all lie in its own eyes (the position repeating is
  // refused above, so a throw-in taken and thrown in again does not go round for ever).
  std::vector<go::Point> throw_ins;
  for (const go::Point p : liberties) {
    if (game.check(p, c) != go::MoveStatus::Ok || game.stood(board.hash_after(p, c))) continue;
    if (board.check(p, c, go::Rules{go::Suicide::Forbid, go::Ko::None}) == go::MoveStatus::Suicide) continue;
    if (const std::uint32_t taken = board.capture_count(p, c); taken > 0) {
      if (taken > most) best.clear();
      if (taken >= most) {
        most = taken;
        best.push_back(p);
      }
      continue;
    }
    // A stone the opponent could take at once would only feed the dead stones, unless nothing else
    // reaches them; never one joined to stones of c (a live group put in atari).
    if (board.keeps_liberties(p, c)) {
      safe.push_back(p);
    } else if (const std::array<go::Point, 4> around{p - 1, p + 1, p - s, p + s};
               std::none_of(around.begin(), around.end(), [&](go::Point n) { return board.at(n) == c; })) {
      throw_ins.push_back(p);
    }
  }
  const std::vector<go::Point>& pool = !best.empty() ? best : !safe.empty() ? safe : throw_ins;
  if (pool.empty()) return go::kNoPoint;
  return pool[static_cast<std::size_t>(rng() % pool.size())];
}

bool settled(const go::Board& board, const go::FinalScore& counted) {
  // The position once the dead stones are off: a neutral point is dame only when stones of both
  // colours stand next to it; any other (an open area, an empty board) is still to be played.
  if (board.stone_count(Color::Black) + board.stone_count(Color::White) == 0) return false;
  Grid after = go::to_grid(board);
  for (const go::Point p : counted.dead) after[p] = kEmpty;
  const auto s = static_cast<go::Point>(board.stride());
  // Territory is walled in: in finished KGS games no empty point lies more than 6 steps (rows plus
  // columns) from the nearest live stone (589 games of kgs-dev/2015; 7 in one of 291 of kgs-2017).
  // A point kFarFromStones or more away is open board, whatever the count calls dead: a lone stone
  // on a nearly empty board is not a finished game (a pass there gave the whole board away).
  constexpr std::uint32_t kFarFromStones = 8;
  std::vector<std::uint32_t> distance(after.cell_count(), UINT32_MAX);
  std::vector<go::Point> frontier;
  for (go::Point p = 0; p < distance.size(); ++p) {
    if (after[p] == kBlack || after[p] == kWhite) {
      distance[p] = 0;
      frontier.push_back(p);
    }
  }
  for (std::size_t i = 0; i < frontier.size(); ++i) {  // breadth first: each point once, nearest first
    const go::Point p = frontier[i];
    if (distance[p] + 1 >= kFarFromStones) continue;
    for (const go::Point n : {p - 1, p + 1, p - s, p + s}) {
      if (after[n] != kEmpty || distance[n] != UINT32_MAX) continue;
      distance[n] = distance[p] + 1;
      frontier.push_back(n);
    }
  }
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const go::Point p = board.point(x, y);
      if (after[p] != kEmpty) continue;
      if (distance[p] == UINT32_MAX) return false;  // kFarFromStones or more from every live stone
      if (counted.score.owner[p] != kEmpty) continue;
      unsigned touches = 0;
      for (const go::Point n : {p - 1, p + 1, p - s, p + s}) {
        if (after[n] == kBlack || after[n] == kWhite) touches |= after[n];  // (a wall is kWall)
      }
      if (touches != (kBlack | kWhite)) return false;
    }
  }
  return true;
}

}  // namespace tengen::gtp
