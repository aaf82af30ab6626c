#include "workloads.hpp"

#include <fmt/format.h>

#include "tengen/go/board.hpp"

namespace tengen::bench {

std::vector<std::pair<int, int>> uniform_replay_moves(int size, std::size_t moves, std::uint64_t seed) {
  Rng rng(seed);
  go::Board board(size, size);
  std::vector<go::Point> empty;
  std::vector<std::size_t> slot(board.cell_count(), 0);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      slot[board.point(x, y)] = empty.size();
      empty.push_back(board.point(x, y));
    }
  }
  auto take = [&](go::Point p) {
    const std::size_t i = slot[p];
    empty[i] = empty.back();
    slot[empty[i]] = i;
    empty.pop_back();
  };
  std::vector<std::pair<int, int>> out;
  out.reserve(moves);
  for (std::size_t k = 0; k < moves; ++k) {
    const go::Point p = empty[rng.below(empty.size())];
    take(p);
    const auto r = board.play(p, k % 2 == 0 ? Color::Black : Color::White, go::Rules{});
    for (go::Point q : r.removed) {
      slot[q] = empty.size();
      empty.push_back(q);
    }
    out.emplace_back(board.row_of(p) + 1, board.column_of(p) + 1);
  }
  return out;
}

std::string replay_text(const std::vector<std::pair<int, int>>& moves) {
  fmt::memory_buffer out;
  fmt::format_to(std::back_inserter(out), "{}\n", moves.size());
  for (const auto& [r, c] : moves) fmt::format_to(std::back_inserter(out), "{} {}\n", r, c);
  return fmt::to_string(out);
}

}  // namespace tengen::bench
