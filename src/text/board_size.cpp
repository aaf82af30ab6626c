#include "tengen/text/board_size.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "tengen/grid.hpp"
#include "tengen/text/number.hpp"

namespace tengen::text {

std::optional<BoardSize> parse_board_size(std::string_view text, bool rectangular, std::uint64_t max_points) {
  constexpr std::uint64_t kMaxSide = padded::kMaxCells;  // any side padded::fits may take
  const std::size_t x = rectangular ? text.find_first_of("xX") : std::string_view::npos;
  const std::optional<std::uint64_t> w = parse_unsigned(text.substr(0, x), kMaxSide);
  const std::optional<std::uint64_t> h = x == std::string_view::npos ? w : parse_unsigned(text.substr(x + 1), kMaxSide);
  if (!w || !h || !padded::fits(static_cast<std::int64_t>(*w), static_cast<std::int64_t>(*h)) || *w > max_points / *h) {
    return std::nullopt;
  }
  return BoardSize{static_cast<int>(*w), static_cast<int>(*h)};
}

std::string board_size_expected(bool rectangular, std::uint64_t max_points) {
  // The largest square side within both limits: the square root, corrected for the double's rounding.
  constexpr auto kMost = static_cast<std::uint64_t>(kMaxSquareSide);
  std::uint64_t side = std::min(kMost, static_cast<std::uint64_t>(std::sqrt(static_cast<double>(max_points))));
  while (side * side > max_points) --side;
  while (side < kMost && (side + 1) * (side + 1) <= max_points) ++side;
  return rectangular ? fmt::format("expected N or WxH: W and H at least 1, at most {} points ({}x{} as a square)",
                                   max_points, side, side)
                     : fmt::format("expected N, from 1 to {}", side);
}

}  // namespace tengen::text
