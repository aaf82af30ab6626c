// GTP's tengen-best_capture answers what `tengen capture` answers: random positions (any mix of
// groups, with or without liberties, square and rectangular up to 19) are loaded into the engine as
// SGF setup stones and written as classic capture boards, and both answers are compared for each
// colour. The classic "K X Y" names the column from the left and the row from the bottom, as the
// GTP vertex does.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gtp_process.hpp"

namespace tengen::testing {
namespace {

/// The lines `tengen capture ARGS FILE` prints.
std::vector<std::string> capture_lines(const std::string& args, const std::string& file) {
  return command_lines(std::string(TENGEN_EXE) + " capture " + args + " " + file);
}

/// "K X Y" from a GTP answer "K VERTEX" (or "0"), for a board of `height` rows.
std::string classic_from_gtp(const std::string& answer) {
  if (answer == "0") return "0 0 0";
  std::istringstream in(answer);
  std::string stones;
  std::string vertex;
  in >> stones >> vertex;
  const char letter = vertex[0];
  const int column = letter - 'A' + 1 - (letter > 'I' ? 1 : 0);
  return stones + " " + std::to_string(column) + " " + vertex.substr(1);
}

TEST(GtpCapture, BestCaptureAgreesWithTheCaptureCommand) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("tengen-capture-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const std::string boards_file = (dir / "boards.in").string();
  std::mt19937_64 rng(77);
  constexpr int kBoards = 300;
  std::ofstream boards(boards_file);
  std::vector<std::string> sgf_files;
  for (int b = 0; b < kBoards; ++b) {
    const int w = 1 + static_cast<int>(rng() % 19);
    const int h = b % 3 == 0 ? 1 + static_cast<int>(rng() % 19) : w;
    const unsigned empty = 1 + static_cast<unsigned>(rng() % 6);  // in tenths: crowded boards capture more
    std::string ab;
    std::string aw;
    boards << h << ' ' << w << '\n';
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const int cell = rng() % 10 < empty ? 0 : rng() % 2 == 0 ? 1 : -1;
        boards << (x ? " " : "") << cell;
        const std::string at = {static_cast<char>('a' + x), static_cast<char>('a' + y)};
        if (cell == 1) ab += "[" + at + "]";
        if (cell == -1) aw += "[" + at + "]";
      }
      boards << '\n';
    }
    const std::string sgf = (dir / ("b" + std::to_string(b) + ".sgf")).string();
    std::ofstream(sgf) << "(;GM[1]FF[4]SZ[" << (w == h ? std::to_string(w) : std::to_string(w) + ":" + std::to_string(h))
                       << "]" << (ab.empty() ? "" : "AB" + ab) << (aw.empty() ? "" : "AW" + aw) << ")\n";
    sgf_files.push_back(sgf);
  }
  boards.close();
  const std::vector<std::string> black = capture_lines("", boards_file);
  const std::vector<std::string> white = capture_lines("--color white", boards_file);
  ASSERT_EQ(black.size(), static_cast<std::size_t>(kBoards));
  ASSERT_EQ(white.size(), static_cast<std::size_t>(kBoards));
  GtpProcess gtp({TENGEN_EXE, "gtp"});
  int captured = 0;
  for (int b = 0; b < kBoards; ++b) {
    ASSERT_EQ(gtp.ask("loadsgf " + sgf_files[static_cast<std::size_t>(b)]).substr(0, 1), "=") << "board " << b;
    EXPECT_EQ(classic_from_gtp(gtp.value("tengen-best_capture")), black[static_cast<std::size_t>(b)]) << "board " << b;
    EXPECT_EQ(classic_from_gtp(gtp.value("tengen-best_capture white")), white[static_cast<std::size_t>(b)]) << "board " << b;
    captured += black[static_cast<std::size_t>(b)] != "0 0 0";
  }
  EXPECT_GT(captured, kBoards / 3);  // the boards exercise captures, ties included
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace tengen::testing
