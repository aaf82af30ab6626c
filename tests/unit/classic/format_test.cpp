// classic/format.hpp: Case as data (board, at, stones, and grid/of round trips); the formats by
// name and in order; each Format's write() read back by its read() gives the same input, on random
// inputs of every shape it takes; its answers split by contest::answer_units give one unit per
// answer; unit labels.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/format.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/contest/check.hpp"
#include "tengen/go/game.hpp"

namespace tengen::classic {
namespace {

Case random_board(std::mt19937_64& rng, int rows, int cols, bool stones_only_if_any) {
  Case c = Case::board(rows, cols);
  const auto density = rng() % 101;
  for (Color& cell : c.cells) {
    if (rng() % 100 < density) cell = rng() % 2 ? Color::Black : Color::White;
  }
  if (stones_only_if_any && c.stones() == 0) c.cells[rng() % c.cells.size()] = Color::Black;
  return c;
}

/// A replay game: moves on empty points of a 19 x 19 board (points freed by captures included),
/// as the format's reader asks.
Case random_game(std::mt19937_64& rng, std::size_t moves) {
  Case c;
  c.rows = c.cols = 19;
  go::Game game(19, 19, go::Rules{}, go::UndoHistory::Discard);
  const int side = 1 + static_cast<int>(rng() % 19);  // play in a corner of this size: captures come
  for (int misses = 0; c.moves.size() < moves && misses < 1000;) {
    const int row = 1 + static_cast<int>(rng() % static_cast<unsigned>(side));
    const int col = 1 + static_cast<int>(rng() % static_cast<unsigned>(side));
    if (game.board().at(game.board().point(col - 1, row - 1)) != Color::Empty) {
      ++misses;  // a small corner may fill up
      continue;
    }
    const ReplayStep step = play_replay_move(game, {row, col, {}}, static_cast<std::int64_t>(c.moves.size() + 1));
    EXPECT_EQ(step.result.status, go::MoveStatus::Ok);
    c.moves.emplace_back(row, col);
  }
  return c;
}

TestInput random_input(const Format& f, std::mt19937_64& rng) {
  TestInput input{&f, {}};
  if (f.game()) {
    input.cases.push_back(random_game(rng, rng() % 120));
    return input;
  }
  const std::size_t cases = rng() % 6;
  for (std::size_t k = 0; k < cases; ++k) {
    if (f.name() == "five") {
      input.cases.push_back(random_board(rng, 19, 19, false));
    } else if (f.name() == "score") {
      const int n = 1 + static_cast<int>(rng() % 25);
      input.cases.push_back(random_board(rng, n, n, false));
    } else {
      input.cases.push_back(random_board(rng, 1 + static_cast<int>(rng() % 25), 1 + static_cast<int>(rng() % 25), false));
    }
  }
  return input;
}

void expect_same_cases(const TestInput& got, const TestInput& want, const std::string& context) {
  ASSERT_EQ(got.format, want.format) << context;
  ASSERT_EQ(got.cases.size(), want.cases.size()) << context;
  for (std::size_t k = 0; k < want.cases.size(); ++k) {
    const Case& a = got.cases[k];
    const Case& b = want.cases[k];
    EXPECT_EQ(a.rows, b.rows) << context << " case " << k;
    EXPECT_EQ(a.cols, b.cols) << context << " case " << k;
    EXPECT_TRUE(a.cells == b.cells) << context << " case " << k;
    EXPECT_EQ(a.moves, b.moves) << context << " case " << k;
  }
}

TEST(ClassicFormat, CaseAsData) {
  Case c = Case::board(2, 3);
  EXPECT_EQ(c.rows, 2);
  EXPECT_EQ(c.cols, 3);
  EXPECT_EQ(c.cells.size(), 6u);
  EXPECT_EQ(c.stones(), 0u);
  c.at(1, 2) = Color::White;
  c.at(0, 1) = Color::Black;
  EXPECT_EQ(c.stones(), 2u);
  EXPECT_EQ(c.cells[5], Color::White);  // row-major: row 1, column 2
  EXPECT_EQ(c.cells[1], Color::Black);
  const Grid g = c.grid();
  EXPECT_EQ(g.width(), 3);
  EXPECT_EQ(g.height(), 2);
  EXPECT_EQ(g.at(2, 1), kWhite);  // x is the column, y the row
  EXPECT_EQ(g.at(1, 0), kBlack);
  EXPECT_EQ(g.at(0, 0), kEmpty);
}

TEST(ClassicFormat, GridAndOfRoundTrip) {
  std::mt19937_64 rng(109);
  for (int round = 0; round < 500; ++round) {
    const int rows = 1 + static_cast<int>(rng() % 30);
    const int cols = 1 + static_cast<int>(rng() % 30);
    const Case c = random_board(rng, rows, cols, false);
    const Grid g = c.grid();
    ASSERT_EQ(g.width(), cols);
    ASSERT_EQ(g.height(), rows);
    for (int y = 0; y < rows; ++y) {
      for (int x = 0; x < cols; ++x) ASSERT_EQ(g.at(x, y), cell_value(c.at(y, x)));
    }
    const Case back = Case::of(g);
    ASSERT_EQ(back.rows, rows);
    ASSERT_EQ(back.cols, cols);
    ASSERT_TRUE(back.cells == c.cells);
    EXPECT_TRUE(back.moves.empty());
    EXPECT_EQ(back.grid(), g);
  }
}

TEST(ClassicFormat, FormatsByNameAndInOrder) {
  const std::vector<std::string_view> names{"score", "capture", "five", "replay"};
  ASSERT_EQ(formats().size(), names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    EXPECT_EQ(formats()[i]->name(), names[i]);
    EXPECT_EQ(format_named(names[i]), formats()[i]);
  }
  EXPECT_EQ(format_named("score"), &score_format());
  EXPECT_EQ(format_named("capture"), &capture_format());
  EXPECT_EQ(format_named("five"), &five_format());
  EXPECT_EQ(format_named("replay"), &replay_format());
  EXPECT_EQ(format_named("Score"), nullptr);
  EXPECT_EQ(format_named(""), nullptr);
  EXPECT_EQ(format_named("go"), nullptr);
}

TEST(ClassicFormat, UnitsAndLabels) {
  for (const Format* f : formats()) {
    EXPECT_EQ(f->game(), f->name() == "replay");
    EXPECT_EQ(f->unit(), f->game() ? "move" : "case");
    EXPECT_EQ(f->unit_label(3), std::string(f->unit()) + " 3");
  }
  EXPECT_EQ(replay_format().unit_label(12), "move 12");
  EXPECT_EQ(capture_format().unit_label(1), "case 1");
  EXPECT_EQ(five_format().header_label(), "board count");
  EXPECT_EQ(replay_format().header_label(), "move count");
  EXPECT_TRUE(five_format().fixed_side());
  EXPECT_TRUE(replay_format().fixed_side());
  EXPECT_FALSE(score_format().fixed_side());
  EXPECT_FALSE(capture_format().fixed_side());
}

TEST(ClassicFormat, WriteIsHeaderCasesTrailer) {
  std::mt19937_64 rng(113);
  for (const Format* f : formats()) {
    const TestInput input = random_input(*f, rng);
    std::string want = f->header(input);
    for (const Case& c : input.cases) want += f->case_text(c);
    want += f->trailer();
    EXPECT_EQ(f->write(input), want) << f->name();
  }
  EXPECT_EQ(score_format().trailer(), "0\n");
}

TEST(ClassicFormat, WrittenInputsReadBackTheSame) {
  std::mt19937_64 rng(127);
  for (const Format* f : formats()) {
    for (int round = 0; round < 150; ++round) {
      const TestInput input = random_input(*f, rng);
      const std::string text = f->write(input);
      const std::string context = std::string(f->name()) + " round " + std::to_string(round);
      const Result<TestInput> back = f->read(text);
      ASSERT_TRUE(back.ok()) << context << ": " << back.error().message << "\n" << text;
      if (f->game()) {
        ASSERT_EQ(back->cases.size(), 1u) << context;
        EXPECT_EQ(back->cases[0].moves, input.cases[0].moves) << context;
        EXPECT_EQ(back->format, f);
      } else {
        expect_same_cases(*back, input, context);
      }
      EXPECT_EQ(f->write(*back), text) << context;
    }
  }
}

TEST(ClassicFormat, ReadGivesTheReadersErrors) {
  const Result<TestInput> score = score_format().read("2 1 1\n1 1\n1 1\n0\n");
  ASSERT_FALSE(score.ok());
  EXPECT_EQ(score.error().message, "two stones on point (1, 1)");
  EXPECT_EQ(score.error().case_label, "case 1");
  const Result<TestInput> capture = capture_format().read("1 2\n1 7\n");
  ASSERT_FALSE(capture.ok());
  EXPECT_EQ(capture.error().position.line, 2u);
  EXPECT_EQ(capture.error().position.column, 3u);
  EXPECT_FALSE(five_format().read("1\n0 0 0\n").ok());  // the board ends early
  const Result<TestInput> replay = replay_format().read("2\n1 1\n1 1\n");
  ASSERT_FALSE(replay.ok());
  EXPECT_EQ(replay.error().case_label, "move 2");
  EXPECT_FALSE(replay_format().read("1\n1 1\n5\n").ok());  // something after the last move
}

TEST(ClassicFormat, EachAnswerIsOneUnit) {
  std::mt19937_64 rng(131);
  int units = 0;
  for (const Format* f : formats()) {
    for (int round = 0; round < 60; ++round) {
      const TestInput input = random_input(*f, rng);
      const std::vector<std::string> answers = f->answers(input);
      ASSERT_EQ(answers.size(), f->game() ? input.cases[0].moves.size() : input.cases.size()) << f->name();
      std::string text;
      for (const std::string& a : answers) {
        ASSERT_FALSE(a.empty());
        EXPECT_EQ(a.back(), '\n') << f->name();
        text += a;
      }
      const std::vector<std::string> split = contest::answer_units(*f, text);
      ASSERT_EQ(split.size(), answers.size()) << f->name() << " round " << round << ":\n" << text;
      for (std::size_t k = 0; k < answers.size(); ++k) {
        // The unit is the answer's tokens joined by single spaces (five's answer has two lines).
        std::string tokens = answers[k].substr(0, answers[k].size() - 1);
        for (char& c : tokens) c = c == '\n' ? ' ' : c;
        EXPECT_EQ(split[k], tokens) << f->name() << " answer " << k;
        ++units;
      }
    }
  }
  EXPECT_GT(units, 500);
}

TEST(ClassicFormat, UnitPictureIsTheCasesStones) {
  std::mt19937_64 rng(137);
  TestInput input{&capture_format(), {random_board(rng, 4, 6, true), random_board(rng, 3, 2, true)}};
  const render::Diagram d = capture_format().unit_picture(input, 2);
  ASSERT_EQ(d.width, 2);
  ASSERT_EQ(d.height, 3);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 2; ++x) {
      const Color c = input.cases[1].at(y, x);
      EXPECT_EQ(d.at(x, y), c == Color::Black ? render::Cell::Black : c == Color::White ? render::Cell::White : render::Cell::Empty);
    }
  }
}

}  // namespace
}  // namespace tengen::classic
