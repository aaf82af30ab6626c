#pragma once
/// \file
/// SGF game trees (FF[1] to FF[4]): reading, the tree, and writing.
///
/// The tree is flat (nodes in one vector, linked by index), so that neither building, walking nor
/// destroying it recurses, however deep a file nests.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/result.hpp"

namespace tengen::sgf {

/// A property: its identifier in capitals (old mixed-case names like "AddBlack" become "AB"), its
/// values with escapes resolved (soft line breaks removed), and where its identifier starts.
struct Property {
  std::string id;
  std::vector<std::string> values;
  TextPosition position{};
};

inline constexpr std::uint32_t kNoNode = 0xFFFF'FFFFu;

/// A node. Its children form a list: first_child (which continues the main line), then each
/// child's next_sibling; no node holds memory for its children.
struct Node {
  std::vector<Property> properties;
  std::uint32_t parent = kNoNode;
  std::uint32_t first_child = kNoNode;
  std::uint32_t last_child = kNoNode;
  std::uint32_t next_sibling = kNoNode;

  /// The property with this identifier, or nullptr.
  const Property* find(std::string_view id) const;
};

/// Every game tree of a file.
struct Collection {
  std::vector<Node> nodes;
  std::vector<std::uint32_t> games;  ///< the root node of each game tree
  /// The charset the values are in: CA of the first game, or what the bytes look like ("UTF-8",
  /// "SHIFT_JIS", "ISO-8859-1"). Files in UTF-16 are converted to UTF-8 before reading.
  std::string charset = "UTF-8";
  /// What reading had to repair (game trees the file does not close), each with its place. Not
  /// part of the tree: write() ignores them, and equal trees may differ here.
  std::vector<Error> warnings;

  /// Adds a node as the last child of `parent` (kNoNode: the root of a new game); returns its index.
  std::uint32_t add_node(std::uint32_t parent);
  /// The children of node n, in order. O(children).
  std::vector<std::uint32_t> children(std::uint32_t n) const;
};

/// Reads an SGF file's bytes. The charset is the tree's CA, or, without one, what the bytes look
/// like. Unless it is UTF-8 without CA, the first root then starts with CA naming it (moved there,
/// or added), so that written out the file reads the same way. Accepts junk before the first "(;", a byte-order mark, UTF-16 with a
/// byte-order mark, lower-case and mixed-case identifiers, properties right after "(" (an implicit
/// node), a missing final ")", and double-byte charsets whose second bytes look like '\' or ']'.
/// Errors (with line and column): no game tree, a value not closed, a property without a value,
/// a character that has no place in the grammar. Warnings (Collection::warnings): game trees left
/// open at the end of the file. O(bytes), no recursion.
Result<Collection> parse(std::string_view bytes);

/// The collection as SGF text: reading it again gives the same collection. Values are written
/// with ']' and '\' escaped (double-byte characters untouched), in the collection's charset.
std::string write(const Collection& c);

}  // namespace tengen::sgf
