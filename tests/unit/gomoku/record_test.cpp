// gomoku/record.hpp: the three record formats (plain, Piskvork, SGF) give the same game, with their
// errors' places.

#include <gtest/gtest.h>

#include "tengen/gomoku/record.hpp"

namespace tengen::gomoku {
namespace {

TEST(Record, ThreeFormatsOneGame) {
  const auto plain = gomoku::read_record("# a game\n8 8\n9 9 # white\n8 9\n", gomoku::RecordFormat::Plain, 15, 15);
  const auto psq = gomoku::read_record("Piskvorky 15x15, 8:8, 0\n8,8,0\n9,9,120\n9,8,0\npbrain-a.exe\n-1\n", gomoku::RecordFormat::Psq, 0, 0);
  const auto sgf = gomoku::read_record("(;GM[4]SZ[15];B[hh];W[ii];B[ih])", gomoku::RecordFormat::Sgf, 0, 0);
  for (const auto* r : {&plain, &psq, &sgf}) {
    ASSERT_TRUE(r->ok()) << r->error().message;
    EXPECT_EQ((*r)->width, 15);
    ASSERT_EQ((*r)->moves.size(), 3u);
    EXPECT_EQ((*r)->moves[2].x, 8);
    EXPECT_EQ((*r)->moves[2].y, 7);
  }
  EXPECT_EQ(plain->moves[1].at.line, 3u);
  EXPECT_EQ(psq->moves[1].at.line, 3u);
  const auto bad = gomoku::read_record("Piskvorky 15x15, 8:8, 0\n8,8\n", gomoku::RecordFormat::Psq, 0, 0);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().case_label, "move 1");
  EXPECT_FALSE(gomoku::read_record("Gomoku 15x15\n", gomoku::RecordFormat::Psq, 0, 0).ok());
  EXPECT_FALSE(gomoku::read_record("(;GM[4]SZ[15]AB[aa];B[bb])", gomoku::RecordFormat::Sgf, 0, 0).ok());
  EXPECT_EQ(gomoku::record_format_of("game.PSQ"), gomoku::RecordFormat::Psq);
}

}  // namespace
}  // namespace tengen::gomoku
