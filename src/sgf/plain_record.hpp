#pragma once
// The usual game record read in one pass over its bytes: one game tree, no variation, plain text,
// its moves in nodes of their own. Internal to src/sgf: parse_file tries it first for a file of
// one tree, parse_next (through TreeReader's shortcut) for each tree of a collection.

#include <optional>
#include <string_view>

#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf::detail {

/// Reads the game tree after the white space at `start` into `record` as read_game reads it in the
/// general reader's collection (information, actions with their positions, warnings: none), when it
/// is plain: "(;" and a root, in ASCII, of capitalised properties that read_game reads without a
/// warning (its information unescaped, SZ, KM and HA numbers, setup lists of single points, CA
/// UTF-8 or none), then nodes ';' of capitalised properties in printable ASCII with at most one B
/// or W each (one value: empty, "tt" on a board of 19 or less, or a point of the board) and no AB,
/// AW, AE, CA or PL, then ')'. Returns where the tree ends (after the ')'), or nothing (`record`
/// then holds anything). O(the tree's bytes), no structural index, no tree of the moves.
std::optional<TreeBound> read_plain_tree(std::string_view bytes, TreeBound start, GameRecord& record);

/// Reads `bytes` into `file` as parse_file(bytes, file, true) would (the same record, actions with
/// their positions, and warnings: none), when they are white space, a tree read_plain_tree
/// reads, and white space. The collection gets the root alone (its properties are not kept).
/// False otherwise (`file` then holds anything; parse_file reads the bytes in full). O(bytes).
bool read_plain_record(std::string_view bytes, ParsedFile& file);

}  // namespace tengen::sgf::detail
