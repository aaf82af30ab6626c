#include "solutions.hpp"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace tengen::contest_tests {
namespace {

using Board = std::vector<std::vector<int>>;
using Point = std::pair<int, int>;
const int kDr[4] = {1, -1, 0, 0};
const int kDc[4] = {0, 0, 1, -1};

bool inside(const Board& b, int r, int c) { return r >= 0 && c >= 0 && r < static_cast<int>(b.size()) && c < static_cast<int>(b[0].size()); }

/// The stones of the group at (r, c) and its liberties (distinct points), by an explicit stack.
std::pair<std::vector<Point>, std::set<Point>> group(const Board& b, int r, int c) {
  std::vector<Point> stones{{r, c}};
  std::set<Point> seen{{r, c}};
  std::set<Point> libs;
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

// ---- score: "a region belongs to a player when every stone bordering it is that player's"

/// The empty region at (r, c): its size and the colours bordering it (bit 1 black, bit 2 white).
/// `first_colour` keeps only the first colour met (a mistake); `recursive` fills by recursion and
/// throws past depth 1000, as a small stack would crash.
void region(const Board& b, Board& seen, int r, int c, int& size, int& borders, bool first_colour, bool recursive, int depth = 0) {
  if (recursive) {
    if (depth > 1000) throw std::runtime_error("stack overflow");
    seen[r][c] = 1;
    ++size;
    for (int d = 0; d < 4; ++d) {
      const int rr = r + kDr[d], cc = c + kDc[d];
      if (!inside(b, rr, cc)) continue;
      if (b[rr][cc] != 0) borders |= b[rr][cc];
      else if (!seen[rr][cc]) region(b, seen, rr, cc, size, borders, first_colour, recursive, depth + 1);
    }
    return;
  }
  std::vector<Point> stack{{r, c}};
  seen[r][c] = 1;
  while (!stack.empty()) {
    const auto [pr, pc] = stack.back();
    stack.pop_back();
    ++size;
    for (int d = 0; d < 4; ++d) {
      const int rr = pr + kDr[d], cc = pc + kDc[d];
      if (!inside(b, rr, cc)) continue;
      if (b[rr][cc] != 0 && (!first_colour || borders == 0)) borders |= b[rr][cc];
      if (b[rr][cc] == 0 && !seen[rr][cc]) {
        seen[rr][cc] = 1;
        stack.emplace_back(rr, cc);
      }
    }
  }
}

std::string score(std::istream& in, std::string_view mode) {
  std::string out;
  for (;;) {
    int n = 0, nb = 0, nw = 0;
    if (!(in >> n) || n == 0) return out;
    in >> nb >> nw;
    Board b(n, std::vector<int>(n, 0));
    for (int i = 0; i < nb + nw; ++i) {
      int r = 0, c = 0;
      in >> r >> c;
      b[r - 1][c - 1] = i < nb ? 1 : 2;
    }
    Board seen(n, std::vector<int>(n, 0));
    int points[3] = {0, 0, 0};
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (b[r][c] != 0 || seen[r][c]) continue;
        int size = 0, borders = 0;
        region(b, seen, r, c, size, borders, mode == "score-first-colour", mode == "score-recursive");
        // The mistake of score-edge-neutral: a region that reaches the edge belongs to nobody.
        bool edge = false;
        if (mode == "score-edge-neutral") {
          Board again(n, std::vector<int>(n, 0));
          int s = 0, bo = 0;
          region(b, again, r, c, s, bo, false, false);
          for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) edge |= again[y][x] && (y == 0 || x == 0 || y == n - 1 || x == n - 1);
          }
        }
        if ((borders == 1 || borders == 2) && !edge) points[borders] += size;
      }
    }
    const int d = points[1] - points[2];
    out += d == 0 ? "Draw\n" : std::string(d > 0 ? "Black" : "White") + " wins by " + std::to_string(d > 0 ? d : -d) + "\n";
  }
}

// ---- capture: "the stone captures every white group whose only liberty is p"

std::string capture(std::istream& in, std::string_view mode) {
  std::string out;
  int n = 0, m = 0;
  while (in >> n >> m) {
    Board b(n, std::vector<int>(m, 0));
    for (auto& row : b) {
      for (int& v : row) in >> v;
    }
    for (auto& row : b) {
      for (int& v : row) v = v == -1 ? 2 : v;
    }
    Board gain(n, std::vector<int>(m, 0));
    Board seen(n, std::vector<int>(m, 0));
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < m; ++c) {
        if (b[r][c] != 2 || seen[r][c]) continue;
        const auto [stones, libs] = group(b, r, c);
        for (const auto& [sr, sc] : stones) seen[sr][sc] = 1;
        if (libs.size() == 1) gain[libs.begin()->first][libs.begin()->second] += static_cast<int>(stones.size());
        // The mistake of capture-dead-groups: a group without any liberty counts, at the top-left.
        if (mode == "capture-dead-groups" && libs.empty()) gain[0][0] += static_cast<int>(stones.size());
      }
    }
    // X from the left, Y from the bottom; ties to the smallest X, then the smallest Y (the mistake
    // of capture-wrong-axis: the smallest Y first).
    int best = 0, bx = 0, by = 0;
    for (int x = 1; x <= m; ++x) {
      for (int y = 1; y <= n; ++y) {
        const int g = gain[n - y][x - 1];
        if (g == 0) continue;
        const bool tie_first = mode == "capture-wrong-axis" ? (y < by || (y == by && x < bx)) : (x < bx || (x == bx && y < by));
        if (g > best || (g == best && tie_first)) best = g, bx = x, by = y;
      }
    }
    out += std::to_string(best) + " " + std::to_string(bx) + " " + std::to_string(by) + "\n";
  }
  return out;
}

// ---- five: "exactly five in an unbroken line; report the leftmost stone (topmost if vertical)"

std::string five(std::istream& in, std::string_view mode) {
  std::string out;
  int t = 0;
  in >> t;
  for (int k = 0; k < t; ++k) {
    Board b(19, std::vector<int>(19, 0));
    for (auto& row : b) {
      for (int& v : row) in >> v;
    }
    // Right, down, down-right, up-right: each run from its first stone in that direction.
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
    std::vector<std::pair<Point, int>> fives;  // reported stone, colour
    for (int r = 0; r < 19; ++r) {
      for (int c = 0; c < 19; ++c) {
        if (b[r][c] == 0) continue;
        for (const auto& d : dirs) {
          if (inside(b, r - d[0], c - d[1]) && b[r - d[0]][c - d[1]] == b[r][c]) continue;
          int len = 0;
          while (inside(b, r + len * d[0], c + len * d[1]) && b[r + len * d[0]][c + len * d[1]] == b[r][c]) ++len;
          if (len == 5 || (mode == "five-six" && len > 5)) {
            // The run's first stone is its leftmost (topmost for a vertical one). The mistake of
            // five-top-end: an up-right run reported by its top end.
            Point at{r, c};
            if (mode == "five-top-end" && d[0] == -1) at = {r - 4, c + 4};
            fives.push_back({at, b[r][c]});
          }
        }
      }
    }
    std::sort(fives.begin(), fives.end());
    if (fives.empty()) {
      out += "0\n";
    } else {
      out += std::to_string(fives[0].second) + "\n" + std::to_string(fives[0].first.first + 1) + " " +
             std::to_string(fives[0].first.second + 1) + "\n";
    }
  }
  return out;
}

// ---- replay: "first remove the opponent's groups without liberties, then the mover's"

/// A 19 x 19 board of a game, with a stamp a point so that a flood fill needs no set.
struct Game {
  Board b = Board(19, std::vector<int>(19, 0));
  Board stamp = Board(19, std::vector<int>(19, 0));
  int now = 0;

  /// Removes the groups of `colour` next to (r, c) or at it that have no liberty; the stones removed.
  int remove_dead_near(int r, int c, int colour) {
    int removed = 0;
    for (int d = -1; d < 4; ++d) {
      const int rr = d < 0 ? r : r + kDr[d], cc = d < 0 ? c : c + kDc[d];
      if (!inside(b, rr, cc) || b[rr][cc] != colour) continue;
      ++now;
      std::vector<Point> stones{{rr, cc}};
      stamp[rr][cc] = now;
      bool liberty = false;
      // A group with a liberty stays: the fill stops at the first one it meets.
      for (std::size_t i = 0; i < stones.size() && !liberty; ++i) {
        for (int e = 0; e < 4; ++e) {
          const int y = stones[i].first + kDr[e], x = stones[i].second + kDc[e];
          if (!inside(b, y, x)) continue;
          liberty |= b[y][x] == 0;
          if (b[y][x] == colour && stamp[y][x] != now) {
            stamp[y][x] = now;
            stones.emplace_back(y, x);
          }
        }
      }
      if (liberty) continue;
      for (const auto& [sr, sc] : stones) b[sr][sc] = 0;
      removed += static_cast<int>(stones.size());
    }
    return removed;
  }
};

std::string replay(std::istream& in, std::string_view mode) {
  std::string out;
  int m = 0;
  in >> m;
  Game g;
  for (int k = 0; k < m; ++k) {
    int r = 0, c = 0;
    in >> r >> c;
    --r, --c;
    const int me = k % 2 == 0 ? 1 : 2;
    g.b[r][c] = me;
    int own = 0, other = 0;
    if (mode == "replay-own-first") {
      own = g.remove_dead_near(r, c, me);
      other = g.remove_dead_near(r, c, 3 - me);
    } else {
      other = g.remove_dead_near(r, c, 3 - me);
      if (mode != "replay-no-suicide") own = g.remove_dead_near(r, c, me);
    }
    if (mode == "replay-quadratic") {
      // Right, and slow: every earlier move looked at again, as if the board were not kept.
      static volatile int sink = 0;
      for (int j = 0; j < k; ++j) sink = sink + j;
    }
    out += std::to_string(me == 1 ? own : other) + " " + std::to_string(me == 1 ? other : own) + "\n";
  }
  return out;
}

}  // namespace

const std::vector<Solution>& solutions() {
  static const std::vector<Solution> all{
      {"score-reference", "score", true, ""},
      {"capture-reference", "capture", true, ""},
      {"five-reference", "five", true, ""},
      {"replay-reference", "replay", true, ""},
      {"score-first-colour", "score", false, "gives a region bordered by both colours to the first colour it meets"},
      {"score-edge-neutral", "score", false, "takes a region that reaches the edge for nobody's"},
      {"capture-wrong-axis", "capture", false, "breaks ties by the lowest row first"},
      {"capture-dead-groups", "capture", false, "counts groups already without a liberty, at the top-left point"},
      {"five-six", "five", false, "takes six in a row for a five"},
      {"five-top-end", "five", false, "reports an up-right five by its top end"},
      {"replay-own-first", "replay", false, "removes the mover's dead groups before the opponent's"},
      {"replay-no-suicide", "replay", false, "never removes the mover's own group"},
      {"replay-quadratic", "replay", true, "right, in time quadratic in the moves"},
      {"score-recursive", "score", true, "right, by a recursive fill that crashes past depth 1000"},
  };
  return all;
}

std::string solve(std::string_view mode, const std::string& input) {
  std::istringstream in(input);
  if (mode.starts_with("score")) return score(in, mode);
  if (mode.starts_with("capture")) return capture(in, mode);
  if (mode.starts_with("five")) return five(in, mode);
  return replay(in, mode);
}

}  // namespace tengen::contest_tests
