#include "reference_board.hpp"

namespace tengen::testing {

std::vector<std::pair<int, int>> ReferenceBoard::group_in(const Grid& g, int x, int y) const {
  const int c = g[static_cast<std::size_t>(y * w_ + x)];
  std::vector<std::pair<int, int>> out{{x, y}};
  std::vector<char> in(g.size(), 0);
  in[static_cast<std::size_t>(y * w_ + x)] = 1;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const auto [px, py] = out[i];
    const int dx[] = {1, -1, 0, 0};
    const int dy[] = {0, 0, 1, -1};
    for (int d = 0; d < 4; ++d) {
      const int nx = px + dx[d];
      const int ny = py + dy[d];
      if (nx < 0 || ny < 0 || nx >= w_ || ny >= h_) continue;
      const auto k = static_cast<std::size_t>(ny * w_ + nx);
      if (g[k] == c && !in[k]) {
        in[k] = 1;
        out.emplace_back(nx, ny);
      }
    }
  }
  return out;
}

int ReferenceBoard::liberties_in(const Grid& g, int x, int y) const {
  std::set<std::pair<int, int>> libs;
  for (const auto& [px, py] : group_in(g, x, y)) {
    const int dx[] = {1, -1, 0, 0};
    const int dy[] = {0, 0, 1, -1};
    for (int d = 0; d < 4; ++d) {
      const int nx = px + dx[d];
      const int ny = py + dy[d];
      if (nx >= 0 && ny >= 0 && nx < w_ && ny < h_ && g[static_cast<std::size_t>(ny * w_ + nx)] == 0) {
        libs.emplace(nx, ny);
      }
    }
  }
  return static_cast<int>(libs.size());
}

int ReferenceBoard::liberties(int x, int y) const { return liberties_in(grid_, x, y); }

std::vector<std::pair<int, int>> ReferenceBoard::group(int x, int y) const { return group_in(grid_, x, y); }

ReferenceBoard::Outcome ReferenceBoard::play(int x, int y, int c, const go::Rules& rules) {
  Outcome o;
  if (x < 0 || y < 0 || x >= w_ || y >= h_) {
    o.status = go::MoveStatus::OffBoard;
    return o;
  }
  if (at(x, y) != 0) {
    o.status = go::MoveStatus::Occupied;
    return o;
  }
  Grid g = grid_;
  g[static_cast<std::size_t>(y * w_ + x)] = c;
  auto remove_dead = [&](int colour, int& count) {
    for (int yy = 0; yy < h_; ++yy) {
      for (int xx = 0; xx < w_; ++xx) {
        if (g[static_cast<std::size_t>(yy * w_ + xx)] == colour && liberties_in(g, xx, yy) == 0) {
          for (const auto& [gx, gy] : group_in(g, xx, yy)) {
            g[static_cast<std::size_t>(gy * w_ + gx)] = 0;
            o.removed.emplace(gx, gy);
            ++count;
          }
        }
      }
    }
  };
  remove_dead(3 - c, o.captured);
  remove_dead(c, o.suicided);
  if (rules.suicide == go::Suicide::Forbid && o.suicided > 0) {
    o.status = go::MoveStatus::Suicide;
  } else if (rules.ko != go::Ko::None && has_before_last_ && o.captured == 1 && g == before_last_) {
    o.status = go::MoveStatus::Ko;
  } else if (rules.ko == go::Ko::Superko && seen_.contains(g)) {
    o.status = go::MoveStatus::Superko;
  }
  if (o.status != go::MoveStatus::Ok) {
    o.captured = o.suicided = 0;
    o.removed.clear();
    return o;
  }
  before_last_ = grid_;
  has_before_last_ = true;
  grid_ = std::move(g);
  seen_.insert(grid_);
  return o;
}

}  // namespace tengen::testing
