#include "tengen/go/scoring.hpp"

namespace tengen::go {

std::string_view rule_set_name(RuleSet r) {
  switch (r) {
    case RuleSet::Territory: return "territory";
    case RuleSet::TrompTaylor: return "tromp-taylor";
    case RuleSet::Chinese: return "chinese";
    case RuleSet::Japanese: return "japanese";
    case RuleSet::Aga: break;
  }
  return "aga";
}

GameScore score_game(const Board& board, std::span<const Point> dead, const std::uint64_t captured[3], RuleSet rules,
                     double komi, int handicap) {
  GameScore s;
  Grid g = to_grid(board);
  const bool removes_dead = rules == RuleSet::Chinese || rules == RuleSet::Japanese || rules == RuleSet::Aga;
  if (removes_dead) {
    for (const Point p : dead) {
      const Color c = board.at(p);
      ++s.prisoners[cell_value(opponent(c))];
      g[p] = kEmpty;
    }
  }
  s.territory = count_territory(g);
  const Territory& t = s.territory;
  switch (rules) {
    case RuleSet::Territory:
      s.black = static_cast<double>(t.black_territory);
      s.white = static_cast<double>(t.white_territory);
      break;
    case RuleSet::Japanese:
      s.prisoners[1] += captured[1];
      s.prisoners[2] += captured[2];
      s.black = static_cast<double>(t.black_territory + s.prisoners[1]);
      s.white = static_cast<double>(t.white_territory + s.prisoners[2]);
      break;
    case RuleSet::TrompTaylor:
    case RuleSet::Chinese:
    case RuleSet::Aga:
      s.black = static_cast<double>(t.black_territory + t.black_stones);
      s.white = static_cast<double>(t.white_territory + t.white_stones);
      break;
  }
  s.white += komi;
  if (handicap >= 2 && rules == RuleSet::Chinese) s.white += handicap;
  if (handicap >= 2 && rules == RuleSet::Aga) s.white += handicap - 1;
  return s;
}

}  // namespace tengen::go
