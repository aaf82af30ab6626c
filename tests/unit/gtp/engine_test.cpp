// GTP engine against itself: games on every board from 5x5 to 19x19 under every ko rule end with
// two passes within 3 x (points) moves, and genmove never plays back to an earlier position.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {
namespace {

std::string value(Engine& e, const std::string& command) {
  const std::string reply = e.handle(command).text;
  return reply.size() > 4 ? reply.substr(2, reply.size() - 4) : std::string();
}

TEST(GtpSelfPlay, GamesEndWithTwoPassesAndNeverRepeatAPosition) {
  int games = 0;
  for (int round = 0; round < 200; ++round) {
    const int size = 5 + round % 15;
    const go::Ko ko = static_cast<go::Ko>(round % 3);
    Engine engine({go::Rules{round % 2 == 0 ? go::Suicide::Forbid : go::Suicide::Allow, ko}, static_cast<std::uint64_t>(round) + 1, false});
    ASSERT_EQ(engine.handle("boardsize " + std::to_string(size)).text, "= \n\n");
    std::set<std::uint64_t> seen{engine.board().hash()};
    const int bound = 3 * size * size;
    int passes = 0;
    int moves = 0;
    for (; moves < bound && passes < 2; ++moves) {
      const std::string move = value(engine, moves % 2 == 0 ? "genmove b" : "genmove w");
      if (move == "pass") {
        ++passes;
        continue;
      }
      passes = 0;
      ASSERT_TRUE(seen.insert(engine.board().hash()).second)
          << "round " << round << ": move " << moves + 1 << " (" << move << ") repeats a position";
    }
    EXPECT_EQ(passes, 2) << "round " << round << ": " << size << "x" << size << " did not end within " << bound << " moves";
    ++games;
  }
  EXPECT_EQ(games, 200);
}

}  // namespace
}  // namespace tengen::gtp
