// Real finished games: the KGS games of the shared corpus that ended by counting (RE with a
// number), counted by the very calls `tengen score --dead auto` makes (game_of, play_record,
// score_finished: the record's rules, komi and handicap, dead stones found) and compared with the
// recorded result. Skipped when the corpus is absent.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "tengen/go/record.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/text/number.hpp"
#include "tengen/go/record.hpp"

namespace tengen::go {
namespace {

TEST(KgsScoring, DeadStonesAndRulesGiveTheRecordedResult) {
  const std::filesystem::path corpus = TENGEN_CORPUS "/kgs-2017";
  if (!std::filesystem::exists(corpus)) GTEST_SKIP() << "no KGS games at " << corpus;
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(corpus)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  int counted = 0;
  int agreed = 0;
#ifdef NDEBUG
  constexpr std::size_t kEvery = 1;
#else
  constexpr std::size_t kEvery = 4;  // sanitizer builds: every fourth game
#endif
  for (std::size_t i = 0; i < files.size(); i += kEvery) {
    const auto& f = files[i];
    std::ifstream in(f, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto c = sgf::parse(bytes);
    if (!c) continue;
    const auto r = sgf::read_game(*c, 0);
    if (!r) continue;
    const std::string& re = r->info.result;
    if (re.size() < 3 || (re[0] != 'B' && re[0] != 'W') || re[1] != '+') continue;
    const auto margin = text::parse_decimal(re.substr(2), 1000);
    if (!margin) continue;
    const double want = re[0] == 'B' ? *margin : -*margin;
    // What `tengen score --dead auto` does with a record: its game (size, komi, handicap, RU), the
    // main line played as recorded, then the referee's count.
    Game game = game_of(*r, Rules{}, UndoHistory::Discard);
    if (!play_record(*r, game)) continue;
    const FinalScore s = score_finished(game);
    const std::vector<Point>& dead = s.dead;
    const std::string& rules = r->info.rules;
    ++counted;
    agreed += std::fabs(s.margin() - want) < 1e-9;
    if (std::getenv("KGS_DEBUG") != nullptr && std::fabs(s.margin() - want) >= 1e-9) {
      std::printf("%s %s want %.1f got %.1f dead %zu\n", f.filename().c_str(), rules.c_str(), want, s.margin(), dead.size());
    }
  }
  std::printf("KGS games ended by counting: %d, tengen's result equal to the recorded one: %d (%.1f%%)\n", counted, agreed,
              counted == 0 ? 0.0 : 100.0 * agreed / counted);
  EXPECT_GT(counted, static_cast<int>(500 / kEvery));
  // Measured: 552 of 567 (97.4%) with the defaults score --dead auto ships (160 playouts, seed 1),
  // 552 to 556 with seeds 2 to 4; GNU Go's final_score gets 419 (73.9%). The floor, 96% (545),
  // leaves room for a few games that a change of seed or playouts turns over; the sanitizer builds'
  // quarter of the games is held to 92%.
  EXPECT_GE(agreed * 100, counted * (kEvery == 1 ? 96 : 92));
}

}  // namespace
}  // namespace tengen::go
