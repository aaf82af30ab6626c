#pragma once
/// \file
/// The four classic formats as the contest kit sees them: inputs as data (Case, TestInput), and one
/// interface (Format) that each format's module implements with all it knows: its reader and
/// writer, its answers and their units, the original problem's limits and promises, the picture of
/// a unit. Generating, validating, checking and stressing iterate over the formats through it.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tengen/color.hpp"
#include "tengen/grid.hpp"
#include "tengen/render/diagram.hpp"
#include "tengen/result.hpp"
#include "tengen/text/token_reader.hpp"

namespace tengen::classic {

/// One case of a classic input as data. A board (score, capture, five) is `rows` x `cols` cells,
/// row 0 on top; a game (replay) is its moves (row, column, 1-based) on a 19 x 19 board.
struct Case {
  int rows = 0;
  int cols = 0;
  std::vector<Color> cells;
  std::vector<std::pair<int, int>> moves;

  /// A blank board of rows x cols.
  static Case board(int rows, int cols) {
    Case c;
    c.rows = rows;
    c.cols = cols;
    c.cells.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), Color::Empty);
    return c;
  }
  Color at(int row, int col) const { return cells[index(row, col)]; }
  Color& at(int row, int col) { return cells[index(row, col)]; }
  /// The stones on the board.
  std::size_t stones() const;
  /// The board as a Grid (kBlack, kWhite, kEmpty). O(cells).
  Grid grid() const;
  /// The board of a Grid. O(cells).
  static Case of(const Grid& g);

 private:
  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(col);
  }
};

class Format;

/// The cases of one input of a format. Replay has exactly one case (its moves).
struct TestInput {
  const Format* format = nullptr;
  std::vector<Case> cases;
};

/// What the contest kit knows of a classic format; one implementation per format module.
class Format {
 public:
  virtual ~Format() = default;

  /// "score", "capture", "five" or "replay".
  virtual std::string_view name() const = 0;
  /// Whether its one case is a game whose units are moves (replay), rather than boards.
  virtual bool game() const { return false; }
  /// The units an input asks answers for, as its header counts them: a game's moves, else its
  /// cases. O(1).
  std::size_t units(const TestInput& input) const {
    return game() ? (input.cases.empty() ? 0 : input.cases.front().moves.size()) : input.cases.size();
  }
  /// What an answer is about, in verdicts: "case", or for a game "move".
  std::string_view unit() const { return game() ? "move" : "case"; }
  /// "case k" or "move k" (k from 1).
  std::string unit_label(std::size_t k) const;

  /// Reads `text` with the format's own reader: the same errors, with their places. O(text).
  Result<TestInput> read(std::string_view text) const;
  /// As read(), filling `out` (empty, its format this one) as it reads: after an error, `out`
  /// holds the cases read whole before it (a game: the moves before the one at fault), so that a
  /// validator can look at the lines before the error too. O(text).
  virtual Result<Ok> read_into(std::string_view text, TestInput& out) const = 0;
  /// The text before the cases (five's board count, replay's move count: `count`; nothing for
  /// score and capture), of one case, and after the cases (score's "0"), in the layout of the
  /// problem's statement: five's rows and replay's moves one a line with single spaces, score's
  /// stones of a colour all on one line (an empty line for a colour with none), capture's cells
  /// with a minus sign glued to the number before ("1-1 0").
  virtual std::string header(std::uint64_t count) const = 0;
  virtual std::string case_text(const Case& c) const = 0;
  virtual std::string trailer() const { return {}; }
  /// header(), every case_text(), trailer(): the whole input's text.
  std::string write(const TestInput& input) const;
  /// The layouts a judge's file may give a case, each as the number of tokens on each of its lines
  /// (0 for an empty line): by default the one of case_text(); score also takes one stone a line.
  virtual std::vector<std::vector<std::size_t>> line_layouts(const Case& c) const;
  /// How many numbers each line of a case holds when all hold as many, whatever the case (five:
  /// a row of the board; replay: a move), else nothing (score, capture: a case's lines depend on it).
  virtual std::optional<std::size_t> numbers_per_line() const { return std::nullopt; }
  /// Whether the statement glues a minus sign to the number before ("1-1 0": capture).
  virtual bool glued_signs() const { return false; }
  /// What the lines of header() are, in a validator's messages: "board count", "move count", or "".
  virtual std::string_view header_label() const { return {}; }

  /// tengen's answer to each unit, in the format's exact text (each line ending in '\n').
  virtual std::vector<std::string> answers(const TestInput& input) const = 0;
  /// How many tokens the answer unit starting with token `first` has.
  virtual std::size_t unit_tokens(std::string_view first) const = 0;
  /// What is wrong with an answer unit of unit_tokens() tokens, in words, or "" when it is one the
  /// problem's answers could be (score "Draw" or "Black|White wins by N", N >= 1; capture "0 0 0"
  /// or "K X Y" from 1; five "0" or "W R C", W 1 or 2; replay "B W" from 0). Integers are plain
  /// decimal (no sign but '-', no leading zero).
  virtual std::string answer_fault(std::span<const std::string_view> unit) const = 0;

  /// What of the original problem's limits and promises one case breaks, in words ("the board size
  /// is 20, above the problem's 19"); none when it keeps them all. O(the case).
  virtual std::vector<std::string> problem_faults(const Case& c) const = 0;
  /// Where the original problem's limits and promises are broken: one Error per fault of
  /// problem_faults, case k placed at case_at[k] and labelled "case k" (a game's at 1:1, labelled
  /// header_label()).
  std::vector<Error> classic_faults(const TestInput& input, std::span<const TextPosition> case_at) const;
  /// The largest board side the original problem takes.
  virtual int classic_side() const { return 19; }
  /// Whether every board has the one side classic_side() (five, replay): no --size to choose.
  virtual bool fixed_side() const { return false; }

  /// How a board may be cut down while shrinking: not at all, as a square (a row and a column
  /// together), or rows and columns apart.
  enum class Cropping : std::uint8_t { None, Square, Rectangle };
  virtual Cropping cropping() const { return Cropping::None; }
  /// Whether a case shrinking made is still one the format's reader accepts and its problem knows
  /// (a game whose moves land on empty points; a score board with a stone). By default, any.
  virtual bool keeps(const Case&) const { return true; }

  /// The picture of unit k (1-based) of `input`, as verdicts show it: by default the case's stones
  /// (a game's position after move k, with that move marked).
  virtual render::Diagram unit_picture(const TestInput& input, std::size_t k) const;
};

/// Format::read_into for a format whose input is cases until its end (score, capture), read by
/// `Reader` (whose read_case(grid, k) gives false after the last case) from `text`. The same errors.
template <class Reader>
Result<Ok> read_cases(std::string_view text, TestInput& out) {
  text::TokenReader in(text);
  Reader reader(in);
  Grid grid;
  for (std::uint64_t k = 1;; ++k) {
    const Result<bool> read = reader.read_case(grid, k);
    if (!read) return read.error();
    if (!*read) return Ok{};
    out.cases.push_back(Case::of(grid));
  }
}

/// The tokens of each line of `text` (the last line without '\n' counted too): numbers separated by
/// blanks, a '-' after a digit starting a new one.
std::vector<std::size_t> tokens_per_line(std::string_view text);

/// Whether `token` is a plain decimal integer (an optional '-', digits without a leading zero, no
/// "-0") within 64 bits and at least `lo`: what answer_fault asks of an answer's numbers.
bool answer_number(std::string_view token, std::int64_t lo);

/// The formats, in the order help lists them: score, capture, five, replay.
std::span<const Format* const> formats();

/// The format of a name, or nullptr.
const Format* format_named(std::string_view name);

}  // namespace tengen::classic
