// Real finished games: the KGS games of the shared corpus that ended by counting (RE with a
// number), scored from their final position with tengen's dead stones under their rules (RU), and
// compared with the recorded result. Skipped when the corpus is absent.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "tengen/go/dead_stones.hpp"
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
    Game game(r->info.width, r->info.height, Rules{}, UndoHistory::Discard);
    std::uint64_t captured[3] = {0, 0, 0};
    Color last = Color::White;
    const auto played = go::play_record(*r, game, [&](std::size_t, const sgf::Action& a, const MoveResult& m) {
      captured[cell_value(a.color)] += m.captured;
      captured[cell_value(opponent(a.color))] += m.suicided;
      last = a.color;
    });
    if (!played) continue;
    std::string rules = r->info.rules;
    for (char& ch : rules) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const RuleSet set = rules.starts_with("chinese") ? RuleSet::Chinese : rules.starts_with("aga") ? RuleSet::Aga : RuleSet::Japanese;
    const std::vector<Point> dead = dead_stones(game.board(), opponent(last), {.playouts = 160, .seed = 7});
    const GameScore s = score_game(game.board(), dead, captured, set, r->info.komi.value_or(0), r->info.handicap);
    ++counted;
    agreed += std::fabs(s.margin() - want) < 1e-9;
    if (std::getenv("KGS_DEBUG") != nullptr && std::fabs(s.margin() - want) >= 1e-9) {
      std::printf("%s %s want %.1f got %.1f dead %zu\n", f.filename().c_str(), rules.c_str(), want, s.margin(), dead.size());
    }
  }
  std::printf("KGS games ended by counting: %d, tengen's result equal to the recorded one: %d (%.1f%%)\n", counted, agreed,
              counted == 0 ? 0.0 : 100.0 * agreed / counted);
  EXPECT_GT(counted, static_cast<int>(500 / kEvery));
  // Measured: 543 of 567 (95.8%) with 160 playouts, seed 7 (541 to 543 over seeds 1, 3, 7, 11);
  // GNU Go's final_score gets about 83%. 95% is asked for; the sanitizer builds' quarter of the
  // games is held to 90%.
  EXPECT_GE(agreed * 100, counted * (kEvery == 1 ? 95 : 90));
}

}  // namespace
}  // namespace tengen::go
