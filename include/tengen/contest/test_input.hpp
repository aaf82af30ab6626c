#pragma once
/// \file
/// A classic input as data, for the contest kit: every case of one of the four formats, read from
/// text with the format's reader and written back as the format's text. Generators make them,
/// shrinking cuts them down, and the answers are computed from them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tengen/result.hpp"

namespace tengen::contest {

/// The four classic formats.
enum class Format : std::uint8_t { Score, Capture, Five, Replay };

/// "score", "capture", "five" or "replay".
std::string_view format_name(Format f);
/// The format of a name (as format_name gives it), or nothing.
std::optional<Format> format_of(std::string_view name);

/// One case. Boards (score, capture, five) are `rows` x `cols` cells, row 0 on top: score and five
/// hold 0 empty, 1 black, 2 white; capture holds 0 empty, 1 black, -1 white. Replay holds its moves
/// (row, column, 1-based) on a 19 x 19 board; score writes its stones black first, each colour in
/// reading order.
struct Case {
  int rows = 0;
  int cols = 0;
  std::vector<std::int8_t> cells;
  std::vector<std::pair<int, int>> moves;

  std::int8_t at(int row, int col) const { return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(col)]; }
  std::int8_t& at(int row, int col) { return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(col)]; }
};

/// The cases of one input. Replay has exactly one case (its moves); five's boards are square.
struct TestInput {
  Format format = Format::Score;
  std::vector<Case> cases;
};

/// Reads `text` as `format` with the format's own reader: the same errors, with their places.
/// Five boards are size x size (19 in the classic format). Score stops at its terminator.
Result<TestInput> parse_input(Format format, std::string_view text, int five_size = 19);

/// The input as the format's text, in the layout a judge's file has: numbers separated by single
/// spaces, one line per line of the format, a final newline; score ends with "0".
std::string to_text(const TestInput& input);

}  // namespace tengen::contest
