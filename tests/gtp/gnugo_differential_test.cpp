// Differential tests against GNU Go: the same random games through GTP on boards of 5 to 19, the
// same refusals of illegal moves, the same positions after loadsgf of real games, the same fixed
// handicaps. Skipped when GNU Go is not installed (Debian's gnugo puts it in /usr/games).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <sstream>

#include "gtp_process.hpp"

namespace tengen::testing {
namespace {

std::string gnugo_path() {
  for (const char* p : {"/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo"}) {
    if (access(p, X_OK) == 0) return p;
  }
  return {};
}

std::set<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::set<std::string> out;
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

std::string column_letter(int x) { return std::string(1, static_cast<char>('A' + x + (x >= 8 ? 1 : 0))); }

class GnuGo : public ::testing::Test {
 protected:
  void SetUp() override {
    if (gnugo_path().empty()) GTEST_SKIP() << "GNU Go is not installed (Debian package gnugo)";
  }
  GtpProcess gnugo_{{gnugo_path(), "--mode", "gtp", "--level", "0"}};
  GtpProcess tengen_{{TENGEN_EXE, "gtp"}};

  void expect_same_position(const std::string& context) {
    for (const char* color : {"black", "white"}) {
      ASSERT_EQ(words(tengen_.value(std::string("list_stones ") + color)),
                words(gnugo_.value(std::string("list_stones ") + color)))
          << color << " stones differ " << context;
    }
  }
};

TEST_F(GnuGo, RandomGamesAgreeMoveByMove) {
  std::mt19937_64 rng(2026);
  int moves = 0;
  int refused = 0;
  int captures = 0;
  for (int round = 0; round < 30; ++round) {
    const int size = 5 + round % 15;
    for (auto* p : {&gnugo_, &tengen_}) {
      ASSERT_EQ(p->value("boardsize " + std::to_string(size)), "");
      ASSERT_EQ(p->value("clear_board"), "");
    }
    const int length = size <= 9 ? 300 : 200;  // moves played on this size
    int turn = 0;
    for (int k = 0, played = 0; played < length && k < 4 * length; ++k) {
      const std::string color = turn % 2 == 0 ? "black" : "white";
      const int x = static_cast<int>(rng() % static_cast<unsigned>(size));
      const int y = 1 + static_cast<int>(rng() % static_cast<unsigned>(size));
      const std::string vertex = rng() % 40 == 0 ? "pass" : column_letter(x) + std::to_string(y);
      const std::string command = "play " + color + " " + vertex;
      const std::string a = tengen_.ask(command);
      const std::string b = gnugo_.ask(command);
      ASSERT_EQ(a[0], b[0]) << command << " on " << size << "x" << size << " at move " << k << ": tengen '" << a
                            << "', GNU Go '" << b << "'";
      if (a[0] == '?') {
        ++refused;
        continue;
      }
      ++moves;
      ++played;
      ++turn;
      const std::string context = "after " + command + " on " + std::to_string(size) + "x" + std::to_string(size);
      expect_same_position(context);
      for (const char* c : {"black", "white"}) {
        const std::string n = tengen_.value(std::string("captures ") + c);
        ASSERT_EQ(n, gnugo_.value(std::string("captures ") + c)) << "captures " << c << " " << context;
      }
      captures += tengen_.value("captures black") != "0";
      if (rng() % 25 == 0) {  // take a move back now and then: both engines must agree again
        ASSERT_EQ(tengen_.ask("undo")[0], gnugo_.ask("undo")[0]);
        --turn;
        expect_same_position("after undo, " + context);
      }
    }
  }
  EXPECT_GT(moves, 5000);
  EXPECT_GT(refused, 600);
  EXPECT_GT(captures, 100);
}

TEST_F(GnuGo, OccupiedSuicideAndKoAreRefusedByBoth) {
  // A ko on a 5x5 board: Black takes at C3, White may not take back at once; White A2 is suicide.
  const std::vector<std::pair<std::string, char>> script{
      {"boardsize 5", '='},  {"play b B4", '='},   {"play b A3", '='},   {"play b B2", '='},
      {"play w C4", '='},    {"play w D3", '='},   {"play w C2", '='},   {"play w B3", '='},
      {"play b C3", '='},    {"play w B3", '?'},   {"play w C3", '?'},   {"play b E1", '='},
      {"play w B3", '='},    {"play b A1", '='},   {"play w A2", '?'},   {"play w B1", '='},
      {"play b pass", '='},  {"play w E5", '='},   {"play w E5", '?'}};
  for (const auto& [command, want] : script) {
    const std::string a = tengen_.ask(command);
    const std::string b = gnugo_.ask(command);
    EXPECT_EQ(a[0], want) << command << ": tengen says " << a;
    EXPECT_EQ(b[0], want) << command << ": GNU Go says " << b;
  }
  expect_same_position("after the ko script");
}

TEST_F(GnuGo, FixedHandicapsAgree) {
  for (int size = 5; size <= 19; ++size) {
    for (int stones = 1; stones <= 10; ++stones) {
      for (auto* p : {&gnugo_, &tengen_}) p->ask("boardsize " + std::to_string(size));
      const std::string a = tengen_.ask("fixed_handicap " + std::to_string(stones));
      const std::string b = gnugo_.ask("fixed_handicap " + std::to_string(stones));
      ASSERT_EQ(a[0], b[0]) << size << " " << stones << ": " << a << " / " << b;
      if (a[0] == '=') {
        EXPECT_EQ(words(a.substr(1)), words(b.substr(1))) << size << " " << stones;
      }
    }
  }
}

TEST_F(GnuGo, LoadsgfOfRealGamesGivesTheSamePosition) {
  const std::filesystem::path corpus = TENGEN_CORPUS "/gnugo-regression";
  if (!std::filesystem::exists(corpus)) GTEST_SKIP() << "no SGF corpus at " << corpus;
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus)) {
    if (e.path().extension() == ".sgf") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  int compared = 0;
  for (std::size_t i = 0; i < files.size(); i += 4) {
    // GNU Go ignores setup stones after the first node (AE that removes dead stones before
    // counting, mostly); tengen applies them, as the SGF specification says. Such files differ.
    std::ifstream in(files[i], std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t second_node = text.find(';', text.find(';') + 1);
    if (second_node != std::string::npos && text.find("AE[", second_node) != std::string::npos) continue;
    const std::string command = "loadsgf " + files[i].string();
    const std::string a = tengen_.ask(command);
    const std::string b = gnugo_.ask(command);
    if (a[0] != '=' || b[0] != '=') continue;  // a file one of them cannot load is not compared
    EXPECT_EQ(a, b) << command << ": the colour to move";
    expect_same_position("after " + command);
    ++compared;
  }
  EXPECT_GT(compared, 300);
}

// Setup stones never capture, and a group they leave without liberties stays until a move next to
// it: what tengen decided for SGF setup (docs/formats.md), checked against GNU Go.
TEST_F(GnuGo, SetupStonesWithoutLibertiesStayUntilAMoveNextToThem) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / ("tengen-setup-" + std::to_string(getpid()) + ".sgf");
  std::ofstream(file) << "(;GM[1]FF[4]SZ[9]AB[aa]AW[ab][ba];W[ee])\n";
  for (auto* p : {&gnugo_, &tengen_}) ASSERT_EQ(p->ask("loadsgf " + file.string())[0], '=');
  expect_same_position("after the setup and W[ee]");
  EXPECT_EQ(words(tengen_.value("list_stones black")), std::set<std::string>{"A9"});
  // Moves elsewhere leave it too; both engines agree move by move.
  for (const char* move : {"play b C3", "play w B8", "play b D4"}) {
    EXPECT_EQ(tengen_.ask(move)[0], gnugo_.ask(move)[0]) << move;
    expect_same_position(std::string("after ") + move);
  }
  std::filesystem::remove(file);
}

}  // namespace
}  // namespace tengen::testing
