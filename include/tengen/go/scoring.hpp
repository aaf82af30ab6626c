#pragma once
/// \file
/// The score of a finished game under the rule sets players name, with its dead stones given.

#include <cstdint>
#include <span>
#include <vector>
#include <string_view>

#include "tengen/go/board.hpp"
#include "tengen/go/territory.hpp"

namespace tengen::go {

/// How a finished game is counted:
/// - Territory: the classic problem's count, every stone alive, no prisoners;
/// - TrompTaylor: area (stones and territory), every stone alive;
/// - Chinese and Aga: area, dead stones removed first (AGA's pass stones give the same margin);
/// - Japanese: territory and prisoners (the game's captures and the dead stones taken off).
enum class RuleSet : std::uint8_t { Territory, TrompTaylor, Chinese, Japanese, Aga };

/// "territory", "tromp-taylor", "chinese", "japanese" or "aga".
std::string_view rule_set_name(RuleSet r);

struct GameScore {
  double black = 0;  ///< Black's points
  double white = 0;  ///< White's points, komi included
  Territory territory;  ///< of the board with the dead stones removed
  std::uint64_t prisoners[3] = {0, 0, 0};  ///< by colour (Black, White): stones each has taken
  /// The stones in seki (seki_stones), for the rule sets that take dead stones off; in cell order.
  std::vector<Point> seki;
  /// Under Japanese counting: the empty points surrounded by groups in seki, counted for nobody
  /// (taken out of `territory` and counted neutral there).
  std::uint64_t seki_points = 0;
  /// Under Japanese counting: the points of their own territory where players must connect once
  /// the dame are filled (a chain left with one liberty), counted for nobody (as KGS counts them).
  std::uint64_t teire_points = 0;
  double margin() const { return black - white; }
};

/// Scores `board` under `rules`: the `dead` stones (ignored by the rule sets that count every stone
/// alive) come off and are the opponent's prisoners; `captured[c]` are the stones colour c captured
/// during the game (Japanese counts them); komi goes to White, and under area counting of a
/// handicap game White also gets a point per handicap stone (Chinese), or per stone after the first
/// (AGA), as servers and referees count. Under Japanese counting the points that groups in seki
/// surround are no one's territory (the 1989 rules). O(points).
GameScore score_game(const Board& board, std::span<const Point> dead, const std::uint64_t captured[3], RuleSet rules,
                     double komi, int handicap = 0);

}  // namespace tengen::go
