#pragma once
/// \file
/// A board size as people write it in options: "19", or "15x20" (columns x rows) where boards may
/// be rectangles; within what a padded board can hold and a cap on its points.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::text {

/// A board size: columns and rows.
struct BoardSize {
  int width = 19;
  int height = 19;
  friend bool operator==(const BoardSize&, const BoardSize&) = default;
};

/// {width, height} from "N" (a square) or, when `rectangular`, "WxH" ('x' or 'X'), in decimal
/// digits only (text::parse_unsigned: no sign, no space, "010" is ten); nothing unless the board
/// fits a padded array (padded::fits) and has at most `max_points` points. O(length).
std::optional<BoardSize> parse_board_size(std::string_view text, bool rectangular, std::uint64_t max_points);

/// What parse_board_size accepts, for the message that refuses a value: "expected N, from 1 to 362"
/// for squares, "expected N or WxH: W and H at least 1, at most 1000 points (31x31 as a square)"
/// for rectangles, the sides being the largest square within both limits. O(1).
std::string board_size_expected(bool rectangular, std::uint64_t max_points);

}  // namespace tengen::text
