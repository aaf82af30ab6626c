#pragma once
// The --size option: "N" for N x N, or "WxH" (W columns, H rows).

#include <optional>
#include <string>
#include <utility>

namespace tengen::app {

/// {width, height} from "N" or "WxH", when both are in 1..limit and Board::size_fits them.
std::optional<std::pair<int, int>> parse_board_size(const std::string& text);

}  // namespace tengen::app
