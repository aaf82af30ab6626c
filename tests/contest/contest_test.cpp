// The contest kit against solutions written from the statements (solutions.hpp):
// - no false alarm: tengen stress finds nothing wrong with the four references over thousands of
//   tests and two seeds, the largest inputs included;
// - the smallest failing input: for each wrong solution, the smallest input on which it differs
//   from the reference is found here by brute force, and tengen stress, run as a user runs it,
//   must find the mistake and shrink it to at most 1.5 times that size;
// - a too-slow solution fails on time, on one of the largest inputs.
// A table of the wrong solutions (tests to find, seconds, shrunk size against the smallest) is
// printed, for the record.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "solutions.hpp"
#include "tengen/classic/format.hpp"

namespace tengen::contest_tests {
namespace {

using classic::Case;
using classic::TestInput;

/// The size a shrunk input is held to: the board's points for score and capture (rows x columns),
/// the stones for five (boards are 19 x 19), the moves for replay.
std::size_t size_of(const classic::Format& f, const TestInput& t) {
  std::size_t n = 0;
  for (const Case& c : t.cases) {
    n += f.game() ? c.moves.size() : f.fixed_side() ? c.stones() : c.cells.size();
  }
  return n;
}

/// Calls `each` with every input of the brute-force search of a format, smallest first where it
/// matters (each one case, within the problem):
/// - score: every n x n board for n = 1, 2, 3 with at least one stone;
/// - capture: every r x c board with r c <= 8;
/// - five: every board whose stones lie on one run of 7 points, along the edges and the middle,
///   in each of the four directions (a five needs five stones on a line);
/// - replay: every game of up to 5 moves in the 3 x 3 corner (1, 1)..(3, 3).
/// `each` returns false to stop at a size.
void brute_force(const classic::Format& f, const std::function<void(const TestInput&)>& each) {
  auto boards = [&](int rows, int cols, bool need_stone) {
    const int cells = rows * cols;
    long total = 1;
    for (int i = 0; i < cells; ++i) total *= 3;
    for (long code = 0; code < total; ++code) {
      Case c = Case::board(rows, cols);
      long v = code;
      for (int i = 0; i < cells; ++i, v /= 3) c.cells[static_cast<std::size_t>(i)] = static_cast<Color>(v % 3);
      if (need_stone && c.stones() == 0) continue;
      each({&f, {c}});
    }
  };
  if (f.name() == "score") {
    for (int n = 1; n <= 3; ++n) boards(n, n, true);
  } else if (f.name() == "capture") {
    for (int cells = 1; cells <= 8; ++cells) {
      for (int r = 1; r <= cells; ++r) {
        if (cells % r == 0) boards(r, cells / r, false);
      }
    }
  } else if (f.name() == "five") {
    // (row, column, row step, column step) of each run's first point.
    const int runs[][4] = {{0, 0, 0, 1}, {9, 6, 0, 1}, {0, 0, 1, 0}, {6, 9, 1, 0}, {0, 0, 1, 1},
                           {6, 6, 1, 1}, {6, 0, -1, 1}, {12, 6, -1, 1}, {18, 12, 0, 1}, {12, 18, 1, 0}};
    for (const auto& run : runs) {
      for (int code = 0; code < 2187; ++code) {
        Case c = Case::board(19, 19);
        for (int i = 0, v = code; i < 7; ++i, v /= 3) c.at(run[0] + i * run[2], run[1] + i * run[3]) = static_cast<Color>(v % 3);
        each({&f, {c}});
      }
    }
  } else {
    std::function<void(Case&)> grow = [&](Case& c) {
      if (!c.moves.empty() && f.keeps(c)) each({&f, {c}});
      if (c.moves.size() == 5) return;
      for (int p = 0; p < 9; ++p) {
        c.moves.emplace_back(1 + p / 3, 1 + p % 3);
        grow(c);
        c.moves.pop_back();
      }
    };
    Case c;
    c.rows = c.cols = 19;
    grow(c);
  }
}

std::string reference_of(std::string_view format) { return std::string(format) + "-reference"; }

/// The smallest size of an input of the brute force on which `mode` and the reference differ.
std::size_t smallest_failing(const Solution& s) {
  const classic::Format& f = *classic::format_named(s.format);
  std::size_t best = SIZE_MAX;
  brute_force(f, [&](const TestInput& t) {
    const std::size_t size = size_of(f, t);
    if (size >= best) return;
    const std::string text = f.write(t);
    if (solve(s.mode, text) != solve(reference_of(s.format), text)) best = size;
  });
  return best;
}

struct Ran {
  int code = -1;
  std::string out;
  double seconds = 0;
};

/// Runs a shell command line, its standard output captured.
Ran shell(const std::string& command) {
  Ran r;
  const auto start = std::chrono::steady_clock::now();
  FILE* p = ::popen(command.c_str(), "r");
  if (p == nullptr) return r;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, p)) > 0;) r.out.append(buffer, n);
  const int status = ::pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

std::string stress(std::string_view format, const std::string& options, std::string_view mode) {
  return fmt::format("{} stress {} {} -- {} {} 2>/dev/null", TENGEN_EXE, format, options, SOLUTIONS_EXE, mode);
}

class WrongSolution : public testing::TestWithParam<Solution> {};

TEST_P(WrongSolution, IsFoundAndShrunkToNearTheSmallestFailingInput) {
  const Solution& s = GetParam();
  const classic::Format& f = *classic::format_named(s.format);
  const std::size_t smallest = smallest_failing(s);
  ASSERT_NE(smallest, SIZE_MAX) << s.mode << ": the brute force finds no failing input";
  const std::string saved = fmt::format("{}/{}.in", WORK_DIR, s.mode);
  const Ran r = shell(stress(s.format, "--cases 1000 --save " + saved, s.mode));
  ASSERT_EQ(r.code, 1) << r.out;
  std::ifstream in(saved);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const Result<TestInput> shrunk = f.read(text);
  ASSERT_TRUE(shrunk.ok()) << text;
  // The saved input still shows the mistake, and keeps the problem's promises.
  EXPECT_NE(solve(s.mode, text), solve(reference_of(s.format), text)) << text;
  for (const Case& c : shrunk->cases) EXPECT_TRUE(f.problem_faults(c).empty()) << text;
  const std::size_t size = size_of(f, *shrunk);
  EXPECT_LE(2 * size, 3 * smallest) << s.mode << ": shrunk to " << size << ", the smallest is " << smallest << "\n" << r.out;
  std::size_t test = 0;
  std::sscanf(r.out.c_str(), "failing input (test %zu", &test);
  std::printf("| %s | %s | %zu | %.1f s | %zu | %zu |\n", std::string(s.mode).c_str(), std::string(s.mistake).c_str(), test,
              r.seconds, size, smallest);
}

std::vector<Solution> wrong_ones() {
  std::vector<Solution> out;
  for (const Solution& s : solutions()) {
    if (!s.right) out.push_back(s);
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Contest, WrongSolution, testing::ValuesIn(wrong_ones()),
                         [](const testing::TestParamInfo<Solution>& param) {
                           std::string name(param.param.mode);
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

/// A format and a seed.
struct Seeded {
  std::string_view format;
  int seed;
};

class Reference : public testing::TestWithParam<Seeded> {};

TEST_P(Reference, RaisesNoAlarm) {
  const Seeded& p = GetParam();
  // 500 tests (replay: 300), every hundredth the largest input the problem allows; the references
  // are simple, not fast: time is no question here.
  const int tests = p.format == "replay" ? 300 : 500;
  const Ran r = shell(stress(p.format, fmt::format("--cases {} --jobs 2 --time-limit 120 --seed {}", tests, p.seed), reference_of(p.format)));
  EXPECT_EQ(r.code, 0) << r.out;
}

INSTANTIATE_TEST_SUITE_P(Contest, Reference,
                         testing::Values(Seeded{"score", 1}, Seeded{"score", 2}, Seeded{"capture", 1}, Seeded{"capture", 2},
                                         Seeded{"five", 1}, Seeded{"five", 2}, Seeded{"replay", 1}, Seeded{"replay", 2}),
                         [](const testing::TestParamInfo<Seeded>& param) {
                           return fmt::format("{}_seed{}", param.param.format, param.param.seed);
                         });

TEST(TooSlowSolution, FailsOnTimeOnTheLargestInput) {
  // Right answers in time quadratic in the moves: the 40-move games pass, the 100th test (500,000
  // moves) does not.
  const Ran r = shell(stress("replay", "--cases 100 --time-limit 1 --shrink-time 2", "replay-quadratic"));
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("failing input (test 100 of seed 1, one of the largest inputs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("time limit of 1 s exceeded"), std::string::npos) << r.out;
}

TEST(LongInput, ShrinksInAFewRuns) {
  // A program that fails on every input: the 500,000 moves go down to one by prefix bisection.
  const Ran r = shell(fmt::format("{} stress replay --shape long --cases 1 -- false 2>/dev/null", TENGEN_EXE));
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("shrunk from 500000 moves to 1 move in"), std::string::npos) << r.out;
  std::size_t runs = 0;
  const std::size_t at = r.out.find(" in ");
  if (at != std::string::npos) std::sscanf(r.out.c_str() + at, " in %zu runs", &runs);
  EXPECT_LE(runs, 25u) << r.out;
  EXPECT_LT(r.seconds, 60) << r.out;
}

}  // namespace
}  // namespace tengen::contest_tests
