#pragma once
/// \file
/// SGF game trees (FF[1] to FF[4]): reading, the tree, and writing.
///
/// The tree is flat: nodes in one vector, linked by index, so that neither building, walking nor
/// destroying it recurses, however deep a file nests; properties, values and their text in three
/// more arrays, so that reading a file allocates a handful of times, not once per node or value.

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/result.hpp"

namespace tengen::sgf {

/// A stretch of Collection::text: an identifier or a value.
struct TextSpan {
  std::uint32_t begin = 0;
  std::uint32_t size = 0;
};

/// A property's values as string_views of its collection's text: size(), operator[], and a range
/// for range-for and the standard algorithms. (Not std::views::transform: clang before 16 cannot
/// compile libstdc++'s ranges, and the fuzz targets are built with clang.)
class Values {
 public:
  /// Walks the values in order; valid while the collection's text and values are unchanged.
  class Iterator {
   public:
    using iterator_category = std::input_iterator_tag;
    using value_type = std::string_view;
    using difference_type = std::ptrdiff_t;
    using reference = std::string_view;
    using pointer = void;
    Iterator() = default;
    Iterator(std::string_view text, const TextSpan* at) : text_(text), at_(at) {}
    std::string_view operator*() const { return text_.substr(at_->begin, at_->size); }
    Iterator& operator++() {
      ++at_;
      return *this;
    }
    Iterator operator++(int) {
      Iterator before = *this;
      ++at_;
      return before;
    }
    bool operator==(const Iterator& other) const { return at_ == other.at_; }

   private:
    std::string_view text_;
    const TextSpan* at_ = nullptr;
  };

  Values(std::string_view text, std::span<const TextSpan> spans) : text_(text), spans_(spans) {}
  std::size_t size() const { return spans_.size(); }
  bool empty() const { return spans_.empty(); }
  /// Value i; precondition: i < size().
  std::string_view operator[](std::size_t i) const { return text_.substr(spans_[i].begin, spans_[i].size); }
  Iterator begin() const { return {text_, spans_.data()}; }
  Iterator end() const { return {text_, spans_.data() + spans_.size()}; }

 private:
  std::string_view text_;
  std::span<const TextSpan> spans_;
};

/// A property: its identifier in capitals (old mixed-case names like "AddBlack" become "AB"), its
/// values with escapes resolved (soft line breaks removed), and where its identifier starts. The
/// text is the collection's: read it with Collection::id and Collection::values.
struct Property {
  TextSpan id;
  std::uint32_t first_value = 0;  ///< its values are Collection::value_store[first_value, + value_count)
  std::uint32_t value_count = 0;
  TextPosition position{};
};

inline constexpr std::uint32_t kNoNode = 0xFFFF'FFFFu;

/// A node. Its children form a list: first_child (which continues the main line), then each
/// child's next_sibling; no node holds memory for its children or its properties.
struct Node {
  std::uint32_t parent = kNoNode;
  std::uint32_t first_child = kNoNode;
  std::uint32_t last_child = kNoNode;
  std::uint32_t next_sibling = kNoNode;
  std::uint32_t first_property = 0;  ///< its properties are Collection::property_store[first_property, + property_count)
  std::uint32_t property_count = 0;
};

/// Every game tree of a file. A regular value: copies share nothing. Text of at most 4 GiB.
struct Collection {
  std::vector<Node> nodes;
  std::vector<std::uint32_t> games;  ///< the root node of each game tree
  std::vector<Property> property_store;  ///< each node's properties, side by side
  std::vector<TextSpan> value_store;     ///< each property's values, side by side
  std::string text;  ///< identifiers and values (entries no property names may be left over)
  /// The charset the values are in: CA of the first game, or what the bytes look like ("UTF-8",
  /// "SHIFT_JIS", "ISO-8859-1"). Files in UTF-16 are converted to UTF-8 before reading.
  std::string charset = "UTF-8";
  /// What reading had to repair (game trees the file does not close), each with its place. Not
  /// part of the tree: write() ignores them, and equal trees may differ here.
  std::vector<Error> warnings;

  /// Empties the collection as a new one is, keeping the memory of its arrays for the next trees
  /// read into it. O(1) beyond the warnings.
  void clear() {
    nodes.clear();
    games.clear();
    property_store.clear();
    value_store.clear();
    text.clear();
    charset = "UTF-8";
    warnings.clear();
  }

  /// Adds a node as the last child of `parent` (kNoNode: the root of a new game); returns its
  /// index. Amortized O(1). (Inline: the reader adds one a move.)
  std::uint32_t add_node(std::uint32_t parent) {
    const auto n = static_cast<std::uint32_t>(nodes.size());
    nodes.push_back({parent, kNoNode, kNoNode, kNoNode, static_cast<std::uint32_t>(property_store.size()), 0});
    if (parent == kNoNode) {
      games.push_back(n);
      return n;
    }
    Node& p = nodes[parent];
    if (p.first_child == kNoNode) {
      p.first_child = n;
    } else {
      nodes[p.last_child].next_sibling = n;
    }
    p.last_child = n;
    return n;
  }
  /// Adds a property with these values as node n's last. Amortized O(size of the values), plus
  /// O(n's properties) when another node had properties added since n last had.
  void add_property(std::uint32_t n, std::string_view id, std::span<const std::string> values,
                    TextPosition position = {});
  /// The children of node n, in order. O(children).
  std::vector<std::uint32_t> children(std::uint32_t n) const;

  /// The properties of node n, in the file's order.
  std::span<const Property> properties(std::uint32_t n) const {
    return std::span(property_store).subspan(nodes[n].first_property, nodes[n].property_count);
  }
  /// The property of node n with this identifier (the first, if repeated), or nullptr. O(n's properties).
  const Property* find(std::uint32_t n, std::string_view id) const;
  /// A stretch of the text.
  std::string_view view(TextSpan s) const { return std::string_view(text).substr(s.begin, s.size); }
  /// The identifier of a property of this collection.
  std::string_view id(const Property& p) const { return view(p.id); }
  /// The values of a property of this collection (valid until the collection changes).
  Values values(const Property& p) const { return {text, std::span(value_store).subspan(p.first_value, p.value_count)}; }
  /// Value i of a property, "" when it has fewer values.
  std::string_view value(const Property& p, std::size_t i = 0) const {
    return i < p.value_count ? view(value_store[p.first_value + i]) : std::string_view();
  }
};

/// Reads an SGF file's bytes. The charset is the tree's CA, or, without one, what the bytes look
/// like; a double-byte charset (Shift_JIS, GBK, GB18030, Big5), named or guessed, whose values
/// read in it are UTF-8 of CJK text (Utf8Tally::outweighs_double_byte) is UTF-8 (a mislabel:
/// docs/formats.md); that takes a second walk over the trees, one at a time. Unless the bytes are
/// valid UTF-8 without CA, the first root then starts with CA naming the charset (moved there, or
/// added), so that written out the file reads the same way. Accepts junk before the first "(;" and between or after trees (text outside a tree is
/// skipped), a byte-order mark, UTF-16 with a byte-order mark, lower-case and mixed-case
/// identifiers, properties right after "(" (an implicit node), a missing final ")", a first tree
/// without its "(" (";" and a property first), and double-byte charsets whose second bytes look
/// like '\' or ']'. Errors (with line and column): no game tree, a value not closed, a property
/// without a value, a character that has no place in the grammar, a file larger than 2^32 - 2
/// bytes. Warnings (Collection::warnings): game trees left open at the end of the file, a first
/// tree without its "(". O(bytes), no recursion, and a few allocations per file whatever its number
/// of nodes.
Result<Collection> parse(std::string_view bytes);

/// Where a game tree starts or ends in a file's bytes: the offset, its line (from 1), and where that
/// line starts (columns count bytes from there, as in every TextPosition of the reader).
struct TreeBound {
  std::size_t at = 0;
  std::uint64_t line = 1;
  std::size_t line_start = 0;
};

/// Another reading of whole game trees, which TreeReader::next hands each tree to first (the game
/// layer's one-pass reading of the usual record).
class TreeShortcut {
 public:
  /// Reads the tree that follows `start` of `bytes` after white space (the file's bytes, in UTF-8 or
  /// a charset of one byte a character; `start` is where the tree before ended): where it ends,
  /// just after its ')', or nothing to leave it to the reader.
  virtual std::optional<TreeBound> read(std::string_view bytes, TreeBound start) = 0;

 protected:
  ~TreeShortcut() = default;
};

/// Reads an SGF file's game trees in order, a few at a time, so that a large collection is never
/// held whole. What it gives is what parse() gives for the whole file, tree for tree: the same
/// charset, positions in the whole file, the CA that parse() puts first in the first root, the
/// same errors and warnings. When the first trees cannot settle the charset as the whole file
/// would (they have no CA and a later tree may have one, or their CA differs from the one the
/// bytes seemed to declare), the first call reads every tree.
class TreeReader {
 public:
  /// Prepares to read `bytes`, which must outlive the reader (UTF-16 is converted here). O(1),
  /// or O(bytes) for UTF-16.
  explicit TreeReader(std::string_view bytes);
  ~TreeReader();
  TreeReader(const TreeReader&) = delete;
  TreeReader& operator=(const TreeReader&) = delete;

  /// Appends the next game trees, `most` at most (0: every one left), to `out` (on the first call,
  /// an empty collection: its charset is decided then). Returns whether it read any. An error (as
  /// parse() gives them; "no game tree" at the first call when there is none) ends the reading:
  /// `out` holds the trees read whole before it, and every later call returns false. The first
  /// call indexes the bytes: O(bytes) then, O(bytes read) after.
  /// With a `shortcut`, after the first call and unless the charset is one of two bytes a
  /// character, each tree is offered to it first: a tree it reads is a root without properties in
  /// `out` (it stands for the tree's place among the games), and the reader goes on after it; the
  /// index is built only where the shortcut declines.
  Result<bool> next(Collection& out, std::size_t most, TreeShortcut* shortcut = nullptr);

 private:
  struct Pass;
  std::string converted_;  // the bytes in UTF-8, when they came in UTF-16
  std::optional<Error> error_;  // UTF-16 that could not be converted: the first call's error
  std::string_view bytes_;
  std::size_t skipped_ = 0;  // a UTF-8 byte-order mark before bytes_, counted in columns
  std::unique_ptr<Pass> pass_;  // the reading under way
  bool done_ = false;
};

/// The collection as SGF text: reading it again gives the same collection. Values are written
/// with ']' and '\' escaped (double-byte characters untouched), in the collection's charset.
/// Precondition: a charset other than UTF-8 is named by a CA property of the first root, as parse()
/// and TreeReader's first trees name it (a collection made by hand with Collection::charset set
/// alone would be read again in the charset its bytes suggest: add the CA). O(bytes).
std::string write(const Collection& c);

}  // namespace tengen::sgf
