#pragma once
/// \file
/// The score of a finished game under the rule sets players name: with its dead stones given
/// (score_game), or as a referee counts it, dead stones found (score_finished).

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "tengen/go/board.hpp"
#include "tengen/go/dead_stones.hpp"
#include "tengen/go/game.hpp"
#include "tengen/go/rules.hpp"
#include "tengen/go/territory.hpp"

namespace tengen::go {

/// A counted game: both sides' points under the game's counting, and what they are made of.
struct GameScore {
  double black = 0;  ///< Black's points
  double white = 0;  ///< White's points, komi included
  Territory territory;  ///< of the board with the dead stones removed
  std::uint64_t prisoners[3] = {0, 0, 0};  ///< by colour (Black, White): stones each has taken
  /// The points White gets for Black's handicap stones (included in `white`): the handicap under
  /// Chinese counting, one less under AGA's, none under the others or without a handicap.
  std::uint64_t handicap_points = 0;
  /// The stones in seki (seki_stones), for the rule sets that take dead stones off; in cell order.
  std::vector<Point> seki;
  /// Under Japanese counting: the empty points surrounded by groups in seki, counted for nobody
  /// (taken out of `territory` and counted neutral there).
  std::uint64_t seki_points = 0;
  /// Under Japanese counting: the points of their own territory where players must connect once
  /// the dame are filled (a chain left with one liberty), counted for nobody (as KGS counts them).
  std::uint64_t teire_points = 0;
  /// For the rule sets that take dead stones off: the owner of each point once they are off, in
  /// the board's cell layout: kBlack or kWhite for a point of that colour's territory, kEmpty for
  /// a stone, a neutral point, or a point the count gives nobody. Empty otherwise.
  Grid owner;
  /// Black's points minus White's (exact: points_sum).
  double margin() const;
};

/// a + b for point counts that are whole thousandths (whole points, and a komi text::parse_komi
/// reads): the double nearest to the exact sum, so that it is written exactly ("7.5", never
/// "7.4999999999"). O(1).
double points_sum(double a, double b);

/// Scores `board` under `counting`: the `dead` stones (ignored by the rule sets that count every stone
/// alive) come off and are the opponent's prisoners; `captured[c]` are the stones colour c captured
/// during the game (Japanese counts them); komi goes to White, and under area counting of a
/// handicap game White also gets a point per handicap stone (Chinese), or per stone after the first
/// (AGA), or none (New Zealand), as servers and referees count. Under Japanese counting the points that groups in seki
/// surround are no one's territory (the 1989 rules). O(points).
GameScore score_game(const Board& board, std::span<const Point> dead, const std::uint64_t captured[3], Counting counting,
                     double komi, int handicap = 0);

/// The dead-stone policy of a count: whether the dead stones are estimated (dead_stones(), with
/// these playouts), or every stone counts as alive.
struct DeadStoneOptions {
  bool estimate = true;
  PlayoutOptions playouts{};
};

/// Whether a count is a referee's, written as SGF writes results ("B+6.5"), rather than the classic
/// problem's ("Black wins by 6.5"): the dead stones are estimated, or the counting takes dead
/// stones off. `tengen score` and the Python module decide their answer's text by it. O(1).
constexpr bool referee_count(const DeadStoneOptions& dead, Counting counting) {
  return dead.estimate || removes_dead(counting);
}

/// The most points (width x height) a board may have for the dead-stone estimate: 256 x 256.
/// The estimate is near linear in the points up to a few hundred per side (a 100 x 100 board
/// takes about a quarter of a second), then grows faster as the playouts' chains grow with the
/// board (256 x 256: about 4 s; 400 x 400: about 13 s); callers refuse larger boards rather than
/// run for minutes.
inline constexpr std::uint64_t kMaxEstimatePoints = 256 * 256;

/// A finished game counted: the stones taken as dead (in cell order) and the score.
struct FinalScore {
  std::vector<Point> dead;
  GameScore score;
  double margin() const { return score.margin(); }
};

/// Counts a finished game as a referee does: the dead stones as `dead` says (the playouts start
/// with game.to_move()), none under a counting that counts every stone alive (removes_dead false:
/// territory, Tromp-Taylor), then score_game under game.counting() with the game's prisoners, komi
/// and handicap. What score --dead auto, GTP's final_score and final_status_list all call. Time: the
/// playouts', O(playouts x points x moves), then O(points).
FinalScore score_finished(const Game& game, const DeadStoneOptions& dead = {});

/// A margin (Black's points minus White's) as SGF's RE writes a result: "B+6.5", "W+2", or "0"
/// for a draw. The number has the fewest digits that give it exactly.
std::string result_text(double margin);

/// Black's points minus White's points minus komi (komi is White's) of a count where every stone
/// lives and nobody has prisoners: territory alone under the countings that count no stones
/// (Territory, Japanese: counts_stones), else area (territory and stones). Positive
/// when Black wins, negative when White wins, 0 for a draw. O(1).
double margin(const Territory& t, Counting counting, double komi);

}  // namespace tengen::go
