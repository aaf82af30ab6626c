// Deliberately wrong solutions of the classic problems, each with one classic mistake, for the
// stress tests: wrong_solutions MODE reads the input on standard input and answers as the mistaken
// solution would. Everything but the mistake is written the plain way.
//   replay-own-first     removes the mover's captured groups before the opponent's
//   five-six             counts six in a row as a five
//   five-first-found     reports the stone where its scan first meets the five (wrong on up-right diagonals)
//   score-recursive      a recursive flood fill (it dies, as on a small stack, past depth 1000)
//   score-both-colours   gives a region bordered by both colours to the first colour it meets
//   capture-wrong-axis   breaks ties by the lowest row first, then the leftmost column
//   capture-dead-groups  takes groups without any liberty as captured (at the top-left point)

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

using Board = std::vector<std::vector<int>>;
const int kDr[4] = {1, -1, 0, 0};
const int kDc[4] = {0, 0, 1, -1};

bool inside(const Board& b, int r, int c) { return r >= 0 && c >= 0 && r < static_cast<int>(b.size()) && c < static_cast<int>(b[0].size()); }

/// The stones of the group at (r, c) and its liberties, by an explicit stack.
std::pair<std::vector<std::pair<int, int>>, std::set<std::pair<int, int>>> group(const Board& b, int r, int c) {
  std::vector<std::pair<int, int>> stones{{r, c}};
  std::set<std::pair<int, int>> seen{{r, c}};
  std::set<std::pair<int, int>> libs;
  for (std::size_t i = 0; i < stones.size(); ++i) {
    for (int d = 0; d < 4; ++d) {
      const int rr = stones[i].first + kDr[d];
      const int cc = stones[i].second + kDc[d];
      if (!inside(b, rr, cc)) continue;
      if (b[rr][cc] == 0) libs.insert({rr, cc});
      if (b[rr][cc] == b[r][c] && seen.insert({rr, cc}).second) stones.emplace_back(rr, cc);
    }
  }
  return {stones, libs};
}

int remove_dead(Board& b, int colour) {
  int removed = 0;
  Board copy = b;
  for (int r = 0; r < static_cast<int>(b.size()); ++r) {
    for (int c = 0; c < static_cast<int>(b[0].size()); ++c) {
      if (copy[r][c] != colour) continue;
      auto [stones, libs] = group(copy, r, c);
      for (auto [sr, sc] : stones) copy[sr][sc] = -9;
      if (libs.empty()) {
        for (auto [sr, sc] : stones) b[sr][sc] = 0;
        removed += static_cast<int>(stones.size());
      }
    }
  }
  return removed;
}

void replay_own_first() {
  int m = 0;
  std::cin >> m;
  Board b(19, std::vector<int>(19, 0));
  for (int k = 0; k < m; ++k) {
    int r = 0, c = 0;
    std::cin >> r >> c;
    const int me = k % 2 == 0 ? 1 : 2;
    b[r - 1][c - 1] = me;
    const int own = remove_dead(b, me);  // the mistake: the mover first
    const int other = remove_dead(b, 3 - me);
    std::printf("%d %d\n", me == 1 ? own : other, me == 1 ? other : own);
  }
}

void five(bool six_counts, bool first_found) {
  int t = 0;
  std::cin >> t;
  for (int k = 0; k < t; ++k) {
    Board b(19, std::vector<int>(19, 0));
    for (auto& row : b) {
      for (int& v : row) std::cin >> v;
    }
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
    int winner = 0, wr = 0, wc = 0;
    for (int r = 0; r < 19 && winner == 0; ++r) {
      for (int c = 0; c < 19 && winner == 0; ++c) {
        if (b[r][c] == 0) continue;
        for (const auto& d : dirs) {
          if (inside(b, r - d[0], c - d[1]) && b[r - d[0]][c - d[1]] == b[r][c]) continue;
          int len = 0;
          while (inside(b, r + len * d[0], c + len * d[1]) && b[r + len * d[0]][c + len * d[1]] == b[r][c]) ++len;
          if (len == 5 || (six_counts && len > 5)) {
            winner = b[r][c];
            wr = r, wc = c;
            break;
          }
        }
        if (first_found && winner == 0) {
          // The mistake: a scan of lines going down-left from each stone; the first stone found is
          // the top end of an up-right line, not its leftmost stone.
          int len = 0;
          while (inside(b, r + len, c - len) && b[r + len][c - len] == b[r][c]) ++len;
          const bool starts = !(inside(b, r - 1, c + 1) && b[r - 1][c + 1] == b[r][c]);
          if (len == 5 && starts) winner = b[r][c], wr = r, wc = c;
        }
      }
    }
    if (winner == 0) {
      std::printf("0\n");
    } else {
      std::printf("%d\n%d %d\n", winner, wr + 1, wc + 1);
    }
  }
}

int depth_limit_hits = 0;
void fill(const Board& b, Board& seen, int r, int c, int depth, int& size, int& borders) {
  if (depth > 1000) std::abort();  // what a small stack does to a deep recursion
  seen[r][c] = 1;
  ++size;
  for (int d = 0; d < 4; ++d) {
    const int rr = r + kDr[d], cc = c + kDc[d];
    if (!inside(b, rr, cc)) continue;
    if (b[rr][cc] != 0) borders |= b[rr][cc];
    else if (!seen[rr][cc]) fill(b, seen, rr, cc, depth + 1, size, borders);
  }
}

void score(bool recursive) {
  for (;;) {
    int n = 0, nb = 0, nw = 0;
    if (!(std::cin >> n) || n == 0) return;
    std::cin >> nb >> nw;
    Board b(n, std::vector<int>(n, 0));
    for (int i = 0; i < nb + nw; ++i) {
      int r = 0, c = 0;
      std::cin >> r >> c;
      b[r - 1][c - 1] = i < nb ? 1 : 2;
    }
    Board seen(n, std::vector<int>(n, 0));
    int points[3] = {0, 0, 0};
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (b[r][c] != 0 || seen[r][c]) continue;
        int size = 0, borders = 0;
        if (recursive) {
          fill(b, seen, r, c, 0, size, borders);
        } else {
          // Explicit stack; the mistake: the first border colour met owns the region.
          std::vector<std::pair<int, int>> stack{{r, c}};
          seen[r][c] = 1;
          while (!stack.empty()) {
            auto [pr, pc] = stack.back();
            stack.pop_back();
            ++size;
            for (int d = 0; d < 4; ++d) {
              const int rr = pr + kDr[d], cc = pc + kDc[d];
              if (!inside(b, rr, cc)) continue;
              if (b[rr][cc] != 0 && borders == 0) borders = b[rr][cc];
              if (b[rr][cc] == 0 && !seen[rr][cc]) seen[rr][cc] = 1, stack.emplace_back(rr, cc);
            }
          }
        }
        if (borders == 1 || borders == 2) points[borders] += size;
      }
    }
    const int d = points[1] - points[2];
    if (d == 0) std::printf("Draw\n");
    else std::printf("%s wins by %d\n", d > 0 ? "Black" : "White", d > 0 ? d : -d);
  }
}

void capture(bool wrong_axis, bool dead_groups) {
  int n = 0, m = 0;
  while (std::cin >> n >> m) {
    Board b(n, std::vector<int>(m, 0));
    for (auto& row : b) {
      for (int& v : row) std::cin >> v;
    }
    Board gain(n, std::vector<int>(m, 0));
    Board seen(n, std::vector<int>(m, 0));
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < m; ++c) {
        if (b[r][c] != -1 || seen[r][c]) continue;
        auto [stones, libs] = group(b, r, c);
        for (auto [sr, sc] : stones) seen[sr][sc] = 1;
        if (libs.size() == 1) gain[libs.begin()->first][libs.begin()->second] += static_cast<int>(stones.size());
        if (dead_groups && libs.empty()) gain[0][0] += static_cast<int>(stones.size());  // the mistake
      }
    }
    int best = 0, bx = 0, by = 0;
    for (int x = 1; x <= m; ++x) {
      for (int y = 1; y <= n; ++y) {
        const int g = gain[n - y][x - 1];
        const bool better = wrong_axis ? g > best || (g == best && g > 0 && (y < by || (y == by && x < bx))) : g > best;
        if (g > 0 && better) best = g, bx = x, by = y;
      }
    }
    std::printf("%d %d %d\n", best, bx, by);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "replay-own-first") replay_own_first();
  else if (mode == "five-six") five(true, false);
  else if (mode == "five-first-found") five(false, true);
  else if (mode == "score-recursive") score(true);
  else if (mode == "score-both-colours") score(false);
  else if (mode == "capture-wrong-axis") capture(true, false);
  else if (mode == "capture-dead-groups") capture(false, true);
  else return 2;
  return 0;
}
