#pragma once
// The usual game record read in one pass over its bytes: one game tree, no variation, plain text,
// its moves in nodes of their own. Internal to src/sgf: parse_file tries it first.

#include <string_view>

#include "tengen/sgf/game.hpp"

namespace tengen::sgf::detail {

/// Reads `bytes` into `file` as parse_file(bytes, file, true) would (the same record, actions with
/// their positions, and warnings: none), when they are a plain record: white space, one game tree
/// "(;" whose root, in ASCII, has capitalised properties that read_game reads without a warning
/// (its information unescaped, SZ, KM and HA numbers, setup lists of single points, CA UTF-8 or
/// none), then nodes ';' of capitalised properties in printable ASCII with at most one B or W each
/// (one value: empty, "tt" on a board of 19 or less, or a point of the board) and no AB, AW, AE,
/// CA or PL, and ')' with only white space after it. The collection gets the root alone (its properties
/// are not kept). False otherwise (`file` then holds anything; parse_file reads the bytes in
/// full). O(bytes), no structural index, no tree of the moves.
bool read_plain_record(std::string_view bytes, ParsedFile& file);

}  // namespace tengen::sgf::detail
