// go/scoring.hpp: score_game under each rule set (prisoners, komi, handicap compensation, the points
// where groups must connect under Japanese counting); score_finished as dead_stones and score_game
// with the game's own counting, prisoners, komi and handicap; margin against score_game where every
// stone lives; result_text against the shortest decimal that reads back.

#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "pictures.hpp"
#include "tengen/go/scoring.hpp"

namespace tengen::go {
namespace {

/// A board from rows of text (X black, O white): the tests' picture helper, one row a line.
using testing::board;

TEST(Scoring, ScoringUnderEachRuleSet) {
  // 5x5: Black owns the top two rows, White the bottom two; a dead white stone in Black's area.
  const Board b = board({".O...", ".....", "XXXXX", "OOOOO", "....."});
  const std::vector<Point> dead{b.point(1, 0)};
  const std::uint64_t captured[3] = {0, 2, 1};  // Black took 2 stones in the game, White 1
  const GameScore chinese = score_game(b, dead, captured, Counting::Chinese, 0.5);
  EXPECT_EQ(chinese.black, 15);  // 5 stones + 10 points
  EXPECT_EQ(chinese.white, 10.5);  // 5 stones + 5 points + komi
  const GameScore japanese = score_game(b, dead, captured, Counting::Japanese, 0.5);
  EXPECT_EQ(japanese.black, 10 + 2 + 1);  // territory, captures, the dead stone
  EXPECT_EQ(japanese.white, 5 + 1 + 0.5);
  const GameScore classic = score_game(b, dead, captured, Counting::Territory, 0);
  EXPECT_EQ(classic.black, 0);  // the white stone counts as alive: no region is Black's alone
  EXPECT_EQ(score_game(b, dead, captured, Counting::Chinese, 0.5, 3).white, 13.5);  // handicap 3
  EXPECT_EQ(score_game(b, dead, captured, Counting::Chinese, 0.5, 3).handicap_points, 3u);
  EXPECT_EQ(score_game(b, dead, captured, Counting::Aga, 0.5, 3).white, 12.5);
  EXPECT_EQ(score_game(b, dead, captured, Counting::Aga, 0.5, 3).handicap_points, 2u);
  for (const Counting c : {Counting::Japanese, Counting::NewZealand, Counting::TrompTaylor, Counting::Territory}) {
    EXPECT_EQ(score_game(b, dead, captured, c, 0.5, 3).handicap_points, 0u) << counting_name(c);
  }
  EXPECT_EQ(score_game(b, dead, captured, Counting::Chinese, 0.5, 1).handicap_points, 0u);  // HA[1]: no handicap stones
  // New Zealand: area counting with the dead stones off, and nothing for the handicap stones.
  const GameScore nz = score_game(b, dead, captured, Counting::NewZealand, 0.5, 3);
  EXPECT_EQ(nz.black, 15);
  EXPECT_EQ(nz.white, 10.5);
}

TEST(Scoring, JapaneseCountingTakesThePointsWhereGroupsMustConnect) {
  // White's stone at the top has one dame and one point of White's territory as liberties: once
  // Black fills the dame it is in atari, so White connects at B1's right (2, 0) before the count.
  // Japanese counting (as KGS counts) gives White 3 - 1; area counting is unchanged.
  const Board b = board({".O...", "XXOOO", ".XXXX", ".....", "....."});
  const std::uint64_t none[3] = {0, 0, 0};
  const GameScore japanese = score_game(b, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(japanese.teire_points, 1u);
  EXPECT_EQ(japanese.territory.white_territory, 2u);
  EXPECT_EQ(japanese.territory.black_territory, 11u);
  EXPECT_EQ(japanese.margin(), 9);
  const GameScore chinese = score_game(b, {}, none, Counting::Chinese, 0);
  EXPECT_EQ(chinese.teire_points, 0u);
  EXPECT_EQ(chinese.black, 11 + 6);
  EXPECT_EQ(chinese.white, 3 + 4);
  // Connected, the stone's group has two points of territory as liberties: nothing to add.
  const Board safe = board({".OO..", "XXOOO", ".XXXX", ".....", "....."});
  const GameScore connected = score_game(safe, {}, none, Counting::Japanese, 0);
  EXPECT_EQ(connected.teire_points, 0u);
  EXPECT_EQ(connected.territory.white_territory, 2u);
}

void expect_same_score(const GameScore& got, const GameScore& want, const std::string& context) {
  EXPECT_EQ(got.black, want.black) << context;
  EXPECT_EQ(got.white, want.white) << context;
  EXPECT_EQ(got.territory.black_territory, want.territory.black_territory) << context;
  EXPECT_EQ(got.territory.white_territory, want.territory.white_territory) << context;
  EXPECT_EQ(got.territory.black_stones, want.territory.black_stones) << context;
  EXPECT_EQ(got.territory.white_stones, want.territory.white_stones) << context;
  EXPECT_EQ(got.territory.neutral, want.territory.neutral) << context;
  EXPECT_EQ(got.prisoners[1], want.prisoners[1]) << context;
  EXPECT_EQ(got.prisoners[2], want.prisoners[2]) << context;
  EXPECT_EQ(got.seki, want.seki) << context;
  EXPECT_EQ(got.seki_points, want.seki_points) << context;
  EXPECT_EQ(got.teire_points, want.teire_points) << context;
}

/// A random game on a small board: moves of both colours (captures and, when allowed, suicides
/// give prisoners), its counting, komi and handicap drawn too.
Game random_game(std::mt19937_64& rng) {
  const int w = 3 + static_cast<int>(rng() % 5);
  const int h = 3 + static_cast<int>(rng() % 5);
  Game g(w, h, Rules{}, rng() % 2 ? UndoHistory::Keep : UndoHistory::Discard);
  const int moves = static_cast<int>(rng() % static_cast<unsigned>(2 * w * h));
  for (int k = 0; k < moves; ++k) {
    const Point p = g.board().point(static_cast<int>(rng() % static_cast<unsigned>(w)), static_cast<int>(rng() % static_cast<unsigned>(h)));
    if (g.board().at(p) == Color::Empty) g.play(p, g.to_move());
  }
  g.set_counting(static_cast<Counting>(rng() % 5));
  g.set_komi(static_cast<double>(rng() % 20) / 2);
  g.set_handicap(static_cast<int>(rng() % 4));
  return g;
}

TEST(Scoring, ScoreFinishedIsDeadStonesThenScoreGame) {
  std::mt19937_64 rng(101);
  for (int round = 0; round < 60; ++round) {
    const Game g = random_game(rng);
    const std::string context = "round " + std::to_string(round) + " " + std::string(counting_name(g.counting()));
    const std::uint64_t prisoners[3] = {0, g.prisoners(Color::Black), g.prisoners(Color::White)};
    // Every stone alive.
    const FinalScore alive = score_finished(g, {.estimate = false});
    EXPECT_TRUE(alive.dead.empty()) << context;
    expect_same_score(alive.score, score_game(g.board(), {}, prisoners, g.counting(), g.komi(), g.handicap()), context);
    EXPECT_EQ(alive.margin(), alive.score.margin());
    // Dead stones estimated from the player to move, with the playouts asked for; none under the
    // countings that count every stone alive.
    const PlayoutOptions playouts{.playouts = 24, .seed = static_cast<std::uint64_t>(round) + 1};
    const FinalScore estimated = score_finished(g, {.estimate = true, .playouts = playouts});
    if (removes_dead(g.counting())) {
      EXPECT_EQ(estimated.dead, dead_stones(g.board(), g.to_move(), playouts)) << context;
    } else {
      EXPECT_TRUE(estimated.dead.empty()) << context;
    }
    expect_same_score(estimated.score,
                      score_game(g.board(), estimated.dead, prisoners, g.counting(), g.komi(), g.handicap()), context);
  }
}

TEST(Scoring, ScoreFinishedOnAFinishedGame) {
  // The position of ScoringUnderEachRuleSet as a game: White's stone in Black's area is dead.
  Game g(board({".O...", ".....", "XXXXX", "OOOOO", "....."}));
  g.set_komi(0.5);
  const FinalScore chinese = score_finished(g);
  EXPECT_EQ(chinese.dead, (std::vector<Point>{g.board().point(1, 0)}));
  EXPECT_EQ(chinese.score.black, 15);
  EXPECT_EQ(chinese.score.white, 10.5);
  EXPECT_EQ(result_text(chinese.margin()), "B+4.5");
  // Japanese: the dead stone is Black's prisoner.
  g.set_counting(Counting::Japanese);
  const FinalScore japanese = score_finished(g);
  EXPECT_EQ(japanese.score.black, 10 + 1);
  EXPECT_EQ(japanese.score.white, 5 + 0.5);
  EXPECT_EQ(japanese.score.prisoners[1], 1u);
  // Territory counting takes no stone off: the top is no one's, and no stone is called dead (a
  // dead stone shown as removed but counted would contradict the count).
  g.set_counting(Counting::Territory);
  const FinalScore territory = score_finished(g);
  EXPECT_TRUE(territory.dead.empty());
  EXPECT_EQ(territory.score.black, 0);
  EXPECT_EQ(territory.score.white, 5.5);
  EXPECT_EQ(result_text(territory.margin()), "W+5.5");
}

TEST(Scoring, MarginIsScoreGamesWhenEveryStoneLives) {
  std::mt19937_64 rng(103);
  for (int round = 0; round < 300; ++round) {
    const int w = 1 + static_cast<int>(rng() % 9);
    const int h = 1 + static_cast<int>(rng() % 9);
    Board b(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const auto r = rng() % 10;
        if (r < 3) b.set(b.point(x, y), Color::Black);
        if (r >= 3 && r < 6) b.set(b.point(x, y), Color::White);
      }
    }
    Grid grid = to_grid(b);
    const Territory t = count_territory(grid);
    const double komi = static_cast<double>(rng() % 30) / 2 - 3;
    const std::uint64_t none[3] = {0, 0, 0};
    for (const Counting c : {Counting::Territory, Counting::TrompTaylor, Counting::Chinese}) {
      EXPECT_EQ(margin(t, c, komi), score_game(b, {}, none, c, komi).margin()) << "round " << round << " " << counting_name(c);
    }
    // The definition: territory alone (territory and Japanese counting), or area, minus komi.
    const auto bt = static_cast<double>(t.black_territory);
    const auto wt = static_cast<double>(t.white_territory);
    for (const Counting c : {Counting::Territory, Counting::Japanese}) EXPECT_EQ(margin(t, c, komi), bt - wt - komi);
    const double area = bt + static_cast<double>(t.black_stones) - wt - static_cast<double>(t.white_stones) - komi;
    for (const Counting c : {Counting::TrompTaylor, Counting::Chinese, Counting::Aga}) {
      EXPECT_EQ(margin(t, c, komi), area) << counting_name(c);
    }
  }
}

/// The shortest fixed-point decimal that reads back as v (v > 0).
std::string shortest(double v) {
  char buffer[400];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed);
  EXPECT_EQ(ec, std::errc{});
  return std::string(buffer, end);
}

TEST(Scoring, ResultTextIsTheShortestExactNumber) {
  EXPECT_EQ(result_text(0), "0");
  EXPECT_EQ(result_text(-0.0), "0");
  EXPECT_EQ(result_text(6.5), "B+6.5");
  EXPECT_EQ(result_text(-2), "W+2");
  EXPECT_EQ(result_text(0.1 + 0.2), "B+0.30000000000000004");
  std::mt19937_64 rng(107);
  for (int round = 0; round < 20000; ++round) {
    double m = 0;
    switch (round % 3) {
      case 0: m = static_cast<double>(static_cast<std::int64_t>(rng() % 2000001) - 1000000) / 2; break;  // halves
      case 1: m = (static_cast<double>(rng() >> 11) * 0x1.0p-53 - 0.5) * 2000; break;                  // anything
      default: m = static_cast<double>(static_cast<std::int64_t>(rng() % 20001) - 10000) / 10 + 0.1 * static_cast<double>(rng() % 3);
    }
    if (m != 0 && std::fabs(m) < 1e-4) continue;  // printed with an exponent
    const std::string want = m == 0 ? "0" : std::string(m > 0 ? "B+" : "W+") + shortest(std::fabs(m));
    ASSERT_EQ(result_text(m), want) << m;
  }
}

// A referee's count (the answer as SGF writes it): dead stones estimated, or any counting that
// takes dead stones off; with every stone alive, territory and area counts are the classic line.
TEST(Scoring, ARefereesCountIsAnEstimateOrACountingThatTakesDeadStonesOff) {
  for (const auto& [word, counting] : kCountingNames) {
    const bool takes_off = counting != Counting::Territory && counting != Counting::TrompTaylor;
    EXPECT_TRUE(referee_count({.estimate = true}, counting)) << word;
    EXPECT_EQ(referee_count({.estimate = false}, counting), takes_off) << word;
  }
}

}  // namespace
}  // namespace tengen::go
