#pragma once
// The usual game record read in one pass over its bytes: one game tree, no variation, plain text,
// its moves in nodes of their own. Internal to src/sgf: parse_file tries it first.

#include <string_view>

#include "tengen/sgf/game.hpp"

namespace tengen::sgf::detail {

/// Reads `bytes` into `file` as parse_file(bytes, file, true) would, with the same collection
/// warnings (none), record, actions, positions and warnings, when they are a plain record: only
/// ASCII (printable, and the line breaks, tab and white space), no byte order mark, white space,
/// then one game tree "(;" whose root the general reader reads alone, then nodes ';' of
/// properties whose identifiers are capitals, with at most one B or W each (one value: empty, "tt"
/// on a board of 19 or less, or a point of the board), no AB, AW, AE or PL, and ')' with only white
/// space after it. False otherwise (`file` then holds anything; parse_file reads it again in
/// full). O(bytes), no structural index, no tree of the moves.
bool read_plain_record(std::string_view bytes, ParsedFile& file);

}  // namespace tengen::sgf::detail
