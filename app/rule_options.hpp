#pragma once
// Go options shared by subcommands: --size ("N" or "WxH", W columns and H rows), --suicide, --ko.

#include <optional>
#include <string>
#include <utility>

namespace tengen::app {

/// {width, height} from "N" or "WxH", when both are in 1..limit and Board::size_fits them.
std::optional<std::pair<int, int>> parse_board_size(const std::string& text);

}  // namespace tengen::app

#include "tengen/go/rules.hpp"

namespace tengen::app {

/// Rules from the --suicide and --ko words (already validated; case ignored).
go::Rules parse_rules(std::string suicide, std::string ko);

}  // namespace tengen::app
