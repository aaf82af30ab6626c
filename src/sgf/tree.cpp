#include "tengen/sgf/tree.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "sgf/numbers.hpp"
#include "sgf/structural_index.hpp"
#include "swar.hpp"
#include "tengen/sgf/charset.hpp"

namespace tengen::sgf {

namespace {

/// Appends text to the collection's; returns where it went.
TextSpan add_text(Collection& c, std::string_view s) {
  const TextSpan span{static_cast<std::uint32_t>(c.text.size()), static_cast<std::uint32_t>(s.size())};
  c.text += s;
  return span;
}

}  // namespace

void Collection::add_property(std::uint32_t n, std::string_view id, std::span<const std::string> values,
                              TextPosition position) {
  Node& node = nodes[n];
  if (node.first_property + node.property_count != property_store.size()) {
    // Another node's properties came last: n's move to the end, so that they stay side by side.
    const auto moved = static_cast<std::uint32_t>(property_store.size());
    for (std::uint32_t i = 0; i < node.property_count; ++i) property_store.push_back(property_store[node.first_property + i]);
    node.first_property = moved;
  }
  Property p{add_text(*this, id), static_cast<std::uint32_t>(value_store.size()), 0, position};
  for (const std::string& v : values) {
    value_store.push_back(add_text(*this, v));
    ++p.value_count;
  }
  property_store.push_back(p);
  ++node.property_count;
}

std::vector<std::uint32_t> Collection::children(std::uint32_t n) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t c = nodes[n].first_child; c != kNoNode; c = nodes[c].next_sibling) out.push_back(c);
  return out;
}

const Property* Collection::find(std::uint32_t n, std::string_view wanted) const {
  for (const Property& p : properties(n)) {
    // Identifiers are a letter or two: compared here, not by a call to memcmp.
    const std::string_view candidate = id(p);
    if (candidate.size() == wanted.size() && std::equal(candidate.begin(), candidate.end(), wanted.begin(),
                                                        [](char a, char b) { return a == b; })) {
      return &p;
    }
  }
  return nullptr;
}

namespace {

// What each byte is to the grammar, one table lookup a byte.
constexpr std::uint8_t kSpace = 1;
constexpr std::uint8_t kUpper = 2;
constexpr std::uint8_t kLower = 4;
constexpr std::array<std::uint8_t, 256> kClasses = [] {
  std::array<std::uint8_t, 256> t{};
  for (const char c : detail::kWhiteSpace) t[static_cast<unsigned char>(c)] = kSpace;
  for (int c = 'A'; c <= 'Z'; ++c) t[static_cast<std::size_t>(c)] = kUpper;
  for (int c = 'a'; c <= 'z'; ++c) t[static_cast<std::size_t>(c)] = kLower;
  return t;
}();
std::uint8_t class_of(char c) { return kClasses[static_cast<unsigned char>(c)]; }
bool is_space(char c) { return class_of(c) == kSpace; }
bool is_upper(char c) { return class_of(c) == kUpper; }
bool is_letter(char c) { return (class_of(c) & (kUpper | kLower)) != 0; }
char to_upper(char c) { return class_of(c) == kLower ? static_cast<char>(c - 'a' + 'A') : c; }

/// Whether the bytes open with a game tree that lacks its '(': first (after white space) a ';' and
/// a property, letters then '[', as in a record cut out of its file. O(bytes up to that '[').
bool opens_without_paren(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size() && is_space(bytes[i])) ++i;
  if (i == bytes.size() || bytes[i] != ';') return false;
  ++i;
  while (i < bytes.size() && is_space(bytes[i])) ++i;
  const std::size_t id = i;
  while (i < bytes.size() && is_letter(bytes[i])) ++i;
  if (i == id) return false;
  while (i < bytes.size() && is_space(bytes[i])) ++i;
  return i < bytes.size() && bytes[i] == '[';
}

/// The identifier that the letters before bytes[open] (a '[', spaces allowed between) spell, as
/// the reader reads one: its capitals, or all its letters in capitals when it has none (FF[3]'s
/// "ca"); "" when no letter is there. O(identifier).
std::string identifier_before(std::string_view bytes, std::size_t open) {
  std::size_t end = open;
  while (end > 0 && is_space(bytes[end - 1])) --end;
  std::size_t begin = end;
  while (begin > 0 && is_letter(bytes[begin - 1])) --begin;
  bool lower_only = true;
  for (std::size_t i = begin; i < end; ++i) lower_only = lower_only && !is_upper(bytes[i]);
  std::string id;
  for (std::size_t i = begin; i < end && id.size() <= 2; ++i) {
    if (lower_only || is_upper(bytes[i])) id += to_upper(bytes[i]);
  }
  return id;
}

/// The ']' that closes the value opened by bytes[open] (a '['): the first after an even run of
/// escapes, read byte by byte as the charset is not known yet; npos when none does. O(value).
std::size_t value_end(std::string_view bytes, std::size_t open) {
  for (std::size_t close = bytes.find(']', open + 1); close != std::string_view::npos; close = bytes.find(']', close + 1)) {
    std::size_t escapes = 0;
    while (close - escapes > open + 1 && bytes[close - 1 - escapes] == '\\') ++escapes;
    if (escapes % 2 == 0) return close;
  }
  return std::string_view::npos;
}

/// Whether bytes[at] lies outside every value, stepping over the values from `from` (outside
/// one) on; `from` moves on to the end of the last value before `at`, so that a later question
/// goes on from there. When it lies in a value, `close` is that value's end (npos: it runs to the
/// end). O(bytes from `from` to `at`).
bool outside_values(std::string_view bytes, std::size_t at, std::size_t& from, std::size_t& close) {
  for (;;) {
    const std::size_t open = bytes.find('[', from);
    if (open == std::string_view::npos || open > at) return true;
    close = value_end(bytes, open);
    if (close == std::string_view::npos || close > at) return false;
    from = close + 1;
  }
}

/// The charset a file declares in CA, from its first tree on (its first '(', or its start when
/// its tree lacks the '('): junk before the trees declares nothing. Read before the charset is
/// known, so values are stepped over byte by byte with their escapes: the first CA that is a
/// property (spaces may come before its '['), not text in a value ("PB[xCA[Big5]"). A file where
/// every "CA[" seems to be in a value (a double-byte character ending in '\\' before it makes a
/// value seem to run on) takes the first one anywhere. O(bytes).
std::string declared_charset(std::string_view bytes) {
  const std::size_t trees = opens_without_paren(bytes) ? 0 : bytes.find('(');
  if (trees == std::string_view::npos) return {};
  std::size_t from = trees;
  std::optional<std::string_view> first;  // the first CA's value, in a value or not
  // The next "CA" or "ca" (FF[3]'s small letters) at or after pos: each found by one search.
  std::size_t capitals = bytes.find("CA", trees);
  std::size_t smalls = bytes.find("ca", trees);
  auto next = [&](std::size_t pos) {
    if (capitals < pos) capitals = bytes.find("CA", pos);
    if (smalls < pos) smalls = bytes.find("ca", pos);
    return std::min(capitals, smalls);
  };
  for (std::size_t at = next(trees); at != std::string_view::npos; at = next(at + 1)) {
    std::size_t open = at + 2;
    while (open < bytes.size() && is_space(bytes[open])) ++open;
    if (open == bytes.size() || bytes[open] != '[' || identifier_before(bytes, open) != "CA") continue;
    if (!first) {
      const std::size_t end = bytes.find(']', open);
      // No ']' after this CA[, so none after a later one either: one search, not one each.
      if (end == std::string_view::npos) return {};
      first = bytes.substr(open + 1, end - open - 1);
    }
    std::size_t close = 0;
    if (outside_values(bytes, at, from, close)) {
      const std::size_t end = value_end(bytes, open);
      return end == std::string_view::npos ? std::string() : canonical_charset(bytes.substr(open + 1, end - open - 1));
    }
    // The next CA after the value this one is in: a value full of "CA[" is stepped over once.
    if (close == std::string_view::npos) break;
    at = close;
  }
  return first ? canonical_charset(*first) : std::string();
}

/// Whether some run of letters in the bytes, followed by spaces and '[', reads as the identifier
/// CA (capitals "CA", or "ca"): whether a tree of them may name its charset. Runs inside values
/// count too, so it may say yes for nothing; never no for a CA. O(bytes).
bool may_name_ca(std::string_view bytes) {
  for (std::size_t open = bytes.find('['); open != std::string_view::npos; open = bytes.find('[', open + 1)) {
    if (identifier_before(bytes, open) == "CA") return true;
  }
  return false;
}

/// Reads SGF text by walking its structural index: the bytes between two structural bytes are
/// plain (value text, spaces, identifier letters) and move in one piece or are stepped over. It
/// reads a few game trees at a time into a collection, and goes on from there the next time.
class Reader {
 public:
  /// `skipped` bytes came before `bytes` on its first line (a byte-order mark): columns count them.
  Reader(std::string_view bytes, StructuralIndex& index, bool double_byte, std::size_t skipped)
      : b_(bytes), index_(index), double_byte_(double_byte), line_start_(0 - skipped) {}

  static constexpr std::size_t kAll = static_cast<std::size_t>(-1);

  /// Appends up to `most` game trees (kAll: every one left) to `out`, each offered to `shortcut`
  /// first when there is one (a tree it reads is a root without properties). On an error, `out`
  /// holds the trees read whole before it, and the reader is at the end.
  Result<Ok> read(Collection& out, std::size_t most, TreeShortcut* shortcut = nullptr) {
    out_ = &out;
    w_ = out.text.size();
    // The text read is never longer than the bytes read: kAll makes room for all of them at once;
    // room() keeps 8 bytes past the cursor for the word-sized copies of append(). (A shortcut reads
    // most trees without text: little room at first, or its zeroes would cost more than the trees.)
    const std::size_t first_room = most == kAll ? b_.size() : shortcut != nullptr ? kShortcutRoom : kFirstRoom;
    out.text.resize(w_ + std::min(b_.size() - i_, first_room) + 8);
    Mark whole = mark();
    Result<Ok> r = Ok{};
    for (std::size_t n = 0; n < most; ++n) {
      if (shortcut != nullptr && shortcut_tree(*shortcut)) {
        whole = mark();
        continue;
      }
      sync();
      if (!seek_tree()) break;
      r = tree();
      if (!r) break;
      whole = mark();
    }
    if (!r) {
      undo(whole);
      i_ = b_.size();
      k_ = index_.finish();
      synced_ = true;
    }
    place_late_properties();
    out.text.resize(w_);
    return r;
  }
  /// Whether no game tree is left.
  bool at_end() {
    sync();
    return !seek_tree();
  }
  TextPosition here() const { return {line_, i_ - line_start_ + 1}; }

 private:
  /// Room made at first for the text of a few trees; it grows as they need.
  static constexpr std::size_t kFirstRoom = std::size_t{256} << 10;
  static constexpr std::size_t kShortcutRoom = std::size_t{4} << 10;

  /// The sizes of the collection's arrays: a tree that fails is taken back to them.
  struct Mark {
    std::size_t nodes, games, properties, values, text, late;
  };
  Mark mark() const {
    return {out_->nodes.size(), out_->games.size(), out_->property_store.size(), out_->value_store.size(), w_, late_.size()};
  }
  void undo(const Mark& m) {
    out_->nodes.resize(m.nodes);
    out_->games.resize(m.games);
    out_->property_store.resize(m.properties);
    out_->value_store.resize(m.values);
    w_ = m.text;
    late_.resize(m.late);
  }
  /// Makes room for n more bytes of text and the 8 past them. Amortized O(1).
  void room(std::size_t n) {
    if (w_ + n + 8 > out_->text.size()) out_->text.resize(std::max(2 * out_->text.size(), w_ + n + 8));
  }

  /// Appends n bytes of the input, from `from` on, to the text. Runs of up to 8 bytes (most values
  /// are two letters) move as one word when the input has 8 bytes there, not by a call.
  void append(std::size_t from, std::size_t n) {
    char* to = out_->text.data() + w_;
    if (n <= 8 && from + 8 <= b_.size()) {
      std::memcpy(to, b_.data() + from, 8);
    } else {
      std::memcpy(to, b_.data() + from, n);
    }
    w_ += n;
  }
  void put(char c) { out_->text[w_++] = c; }
  /// The next structural byte at or after i_ (the walk keeps every entry before k_ behind i_).
  std::size_t next() const { return index_[k_]; }
  /// Steps over the structural byte at i_ (precondition: next() == i_), counting lines.
  void take() {
    if (b_[i_] == '\n') {
      ++line_;
      line_start_ = i_ + 1;
    }
    ++i_;
    k_ = index_.keep(k_ + 1);
  }
  /// Steps over one byte, structural or plain.
  void step() {
    if (next() == i_) {
      take();
    } else {
      ++i_;
    }
  }
  void skip_space() {
    while (i_ < b_.size() && is_space(b_[i_])) step();
  }

  /// Offers the tree after i_ to `shortcut`: true when it read it (the walk is after it then, the
  /// index behind until sync()), false to read it here.
  bool shortcut_tree(TreeShortcut& shortcut) {
    const std::optional<TreeBound> end = shortcut.read(b_, {i_, line_, line_start_});
    if (!end) return false;
    out_->add_node(kNoNode);
    i_ = end->at;
    line_ = end->line;
    line_start_ = end->line_start;
    synced_ = false;
    return true;
  }
  /// Brings the index to the walk after trees the shortcut read.
  void sync() {
    if (synced_) return;
    k_ = index_.skip_to(k_, i_);
    synced_ = true;
  }

  /// Moves to the next '(' that starts a tree (followed by ';' or a property), or to the ';' of a
  /// first tree that lacks its '(' (opens_without_paren); false at the end.
  bool seek_tree() {
    if (!looked_for_open_) {
      looked_for_open_ = true;
      if (opens_without_paren(b_)) {
        skip_space();
        implicit_open_ = true;
      }
    }
    if (implicit_open_) return true;
    for (;;) {
      // Junk before a tree: only its structural bytes matter ('\n' counts a line).
      while (next() < b_.size() && b_[next()] != '(') {
        i_ = next();
        take();
      }
      i_ = next();
      if (i_ >= b_.size()) return false;
      std::size_t j = i_ + 1;
      while (j < b_.size() && is_space(b_[j])) ++j;
      if (j < b_.size() && b_[j] == ';') return true;
      // Some files put the root's properties straight after '(': capitals, then a value.
      std::size_t k = j;
      while (k < b_.size() && is_upper(b_[k])) ++k;
      while (k < b_.size() && is_space(b_[k])) ++k;
      if (k > j && k < b_.size() && b_[k] == '[') return true;
      take();
    }
  }

  Result<Ok> tree() {
    std::vector<std::uint32_t> stack;
    std::uint32_t current = kNoNode;
    bool opened = false;  // a '(' with no node of its own yet
    if (implicit_open_) {
      // Read as if the '(' stood there, and said: the tree's end is the first ')' left unmatched.
      implicit_open_ = false;
      out_->warnings.push_back({"the game tree opens without '(': read as if it did", here()});
      stack.push_back(current);
    }
    while (i_ < b_.size()) {
      const char c = b_[i_];
      if (next() != i_) {  // a plain byte: a space, or a property's first letter
        if (is_space(c)) {
          ++i_;
          continue;
        }
        if (!is_letter(c)) break;
        // Properties right after '(' (of the game or of a variation): a node of their own.
        if (opened) current = out_->add_node(current);
        opened = false;
        if (Result<Ok> r = property(current); !r) return r;
        continue;
      }
      if (c == '\n') {
        take();
      } else if (c == '(') {
        stack.push_back(current);
        opened = true;
        take();
      } else if (c == ')') {
        take();
        opened = false;
        if (stack.empty()) return Ok{};
        current = stack.back();
        stack.pop_back();
        if (stack.empty()) return Ok{};
      } else if (c == ';') {
        opened = false;
        if (!move_nodes(current)) {
          current = out_->add_node(current);
          take();
        }
      } else {
        break;
      }
    }
    if (i_ < b_.size()) return Error{fmt::format("unexpected '{}' in a game tree", printable(b_[i_])), here()};
    // A missing final ')' is forgiven, as many files in the wild lack it, but said.
    out_->warnings.push_back(
        {fmt::format("the file ends with {} game tree{} not closed by ')'", stack.size(), stack.size() > 1 ? "s" : ""),
         here()});
    return Ok{};
  }

  /// The usual nodes of a game record, ";B[xy]" or ";W[xy]" with nothing structural inside the
  /// value and no second value after it, read in one loop while they follow one another: each
  /// node, its property and its value, exactly as the general path reads them. False, having read
  /// nothing, when the node at i_ is of another shape.
  bool move_nodes(std::uint32_t& current) {
    if (!is_move_node()) return false;
    current = out_->add_node(current);
    take_move_node(current);
    // The next ones are children of a node made just now, which has no other child.
    while (is_move_node()) {
      const auto n = static_cast<std::uint32_t>(out_->nodes.size());
      out_->nodes.push_back({current, kNoNode, kNoNode, kNoNode, static_cast<std::uint32_t>(out_->property_store.size()), 0});
      out_->nodes[current].first_child = out_->nodes[current].last_child = n;
      current = n;
      take_move_node(current);
    }
    return true;
  }
  bool is_move_node() const {
    const std::size_t at = i_;
    if (at + 8 > b_.size()) return false;  // the last few bytes go the general way
    // ';' '[' ']' at 0, 2 and 5 at once; then the colour, the value's two plain bytes, no value after.
    constexpr std::uint64_t kMask = 0x0000FF0000FF00FFull;
    constexpr std::uint64_t kShape = std::uint64_t{']'} << 40 | std::uint64_t{'['} << 16 | ';';
    const std::uint64_t w = swar::load(b_.data() + at);
    const char color = static_cast<char>(w >> 8);
    const char after = static_cast<char>(w >> 48);
    return (w & kMask) == kShape && (color == 'B' || color == 'W') && index_[k_ + 1] == at + 2 &&
           index_[k_ + 2] == at + 5 && after != '[' && !is_space(after);
  }
  [[gnu::always_inline]] void take_move_node(std::uint32_t node) {
    room(3);
    const std::size_t at = i_;
    const auto w = static_cast<std::uint32_t>(w_);
    const auto value = static_cast<std::uint32_t>(out_->value_store.size());
    const TextPosition position{line_, at + 1 - line_start_ + 1};
    // The colour and the two bytes of the value, read before anything is written (a write through
    // a char pointer makes the compiler read every member again).
    const char text[3] = {b_[at + 1], b_[at + 3], b_[at + 4]};
    i_ = at + 6;
    k_ = index_.keep(k_ + 3);
    w_ += 3;
    std::memcpy(out_->text.data() + w, text, 3);
    out_->nodes[node].property_count = 1;
    out_->property_store.push_back({{w, 1}, value, 1, position});
    out_->value_store.push_back({w + 1, 2});
  }

  static std::string printable(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x20 && u < 0x7F ? std::string(1, c) : fmt::format("\\x{:02x}", u);
  }

  Result<Ok> property(std::uint32_t node) {
    const TextPosition start = here();
    const std::size_t first = i_;
    std::uint8_t classes = 0;  // of the letters: capitals, small letters, or both
    while (i_ < b_.size() && is_letter(b_[i_])) classes |= class_of(b_[i_++]);
    const std::string_view letters = b_.substr(first, i_ - first);
    // Old files write "AddBlack": the capitals are the identifier. All-lower-case names are upcased.
    room(letters.size());
    Property p{{static_cast<std::uint32_t>(w_), 0}, static_cast<std::uint32_t>(out_->value_store.size()), 0, start};
    if (classes == kUpper) {
      append(first, letters.size());
    } else {
      for (char ch : letters) {
        if (classes == kLower || is_upper(ch)) put(to_upper(ch));
      }
    }
    p.id.size = static_cast<std::uint32_t>(w_ - p.id.begin);
    skip_space();
    if (i_ >= b_.size() || b_[i_] != '[') return Error{fmt::format("property {} has no value", letters), start};
    while (i_ < b_.size() && b_[i_] == '[') {
      if (Result<Ok> v = value(); !v) return v;
      ++p.value_count;
      skip_space();
    }
    Node& n = out_->nodes[node];
    if (n.first_property + n.property_count == out_->property_store.size()) {
      out_->property_store.push_back(p);
      ++n.property_count;
    } else {
      late_.emplace_back(node, p);  // after a ')', for a node whose properties are no longer last
    }
    return Ok{};
  }

  /// Properties that came after a variation closed join their node's, in order. Linear: each
  /// property moves once, whatever the file does.
  void place_late_properties() {
    if (late_.empty()) return;
    std::stable_sort(late_.begin(), late_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Property> merged;
    merged.reserve(out_->property_store.size() + late_.size());
    auto late = late_.begin();
    for (std::uint32_t n = 0; n < out_->nodes.size(); ++n) {
      Node& node = out_->nodes[n];
      const auto own = out_->properties(n);
      const auto first = static_cast<std::uint32_t>(merged.size());
      merged.insert(merged.end(), own.begin(), own.end());
      for (; late != late_.end() && late->first == n; ++late) merged.push_back(late->second);
      node.first_property = first;
      node.property_count = static_cast<std::uint32_t>(merged.size() - first);
    }
    out_->property_store = std::move(merged);
    late_.clear();  // placed: the next read() starts with none
  }

  /// Reads a value (i_ at its '[') into the collection's text and value_store: the plain run up to
  /// the next structural byte moves at once, then that byte is dealt with.
  Result<Ok> value() {
    const TextPosition start = here();
    take();  // '['
    const std::size_t begin = w_;
    for (;;) {
      const std::size_t stop = next();
      room(stop - i_ + 2);  // the run, and the two bytes at most that the structural byte adds
      append(i_, stop - i_);
      i_ = stop;
      if (i_ >= b_.size()) break;
      const char c = b_[i_];
      if (c == ']') {
        take();
        out_->value_store.push_back({static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(w_ - begin)});
        return Ok{};
      }
      if (c == '\\') {
        if (i_ + 1 >= b_.size()) break;
        const char escaped = b_[i_ + 1];
        take();
        step();
        if (escaped == '\n' || escaped == '\r') {  // a soft line break: removed
          if (i_ < b_.size() && (b_[i_] == '\n' || b_[i_] == '\r') && b_[i_] != escaped) step();
        } else {
          put(escaped);
        }
      } else if (double_byte_ && i_ + 1 < b_.size() && is_lead_byte(out_->charset, static_cast<unsigned char>(c))) {
        put(c);  // a two-byte character: its second byte may look like '\' or ']'
        put(b_[i_ + 1]);
        take();
        step();
      } else {
        put(c);  // a line break, '(', ')', ';', '[', or a high byte that leads no character
        take();
      }
    }
    return Error{"a value opened here is not closed", start};
  }

  std::string_view b_;
  StructuralIndex& index_;
  const bool double_byte_;
  Collection* out_ = nullptr;  // where read() puts what it reads
  std::size_t w_ = 0;          // where the text read goes on
  std::size_t i_ = 0;
  std::size_t k_ = 0;  // the entry of index_ at or after i_ (when synced_)
  bool synced_ = true;  // false after a tree the shortcut read, until sync()
  bool looked_for_open_ = false;  // whether the file's start was looked at for a tree without '('
  bool implicit_open_ = false;    // the walk is at the ';' of a first tree that lacks its '('

  std::uint64_t line_ = 1;
  /// Where line_ starts: columns are counted from there (before byte 0, wrapping, when bytes were
  /// skipped on the first line; only differences of it are taken).
  std::size_t line_start_;
  std::vector<std::pair<std::uint32_t, Property>> late_;
};

void write_value(std::string& out, std::string_view v, std::string_view charset) {
  const bool dbcs = is_double_byte(charset);
  out += '[';
  for (std::size_t i = 0; i < v.size(); ++i) {
    const char c = v[i];
    if (dbcs && is_lead_byte(charset, static_cast<unsigned char>(c))) {
      if (i + 1 < v.size()) {  // a two-byte character, as the reader took it
        out += c;
        out += v[++i];
      } else {  // a lone lead byte (it was escaped): escaped again, or it would take the ']'
        out += '\\';
        out += c;
      }
      continue;
    }
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  out += ']';
}

}  // namespace

namespace {

/// The first CA of the collection's nodes that names a charset, or "" (an empty CA[] says nothing).
std::string tree_charset(const Collection& c) {
  for (std::uint32_t n = 0; n < c.nodes.size(); ++n) {
    const Property* ca = c.find(n, "CA");
    if (ca != nullptr && !canonical_charset(c.value(*ca)).empty()) return canonical_charset(c.value(*ca));
  }
  return {};
}

/// Makes the charset explicit, first in the first root, unless it is plain UTF-8 (no CA, and bytes
/// that really are UTF-8, `valid_utf8`): written out, the collection then starts with "(;CA[" and
/// reads the same way whatever its bytes suggest (UTF-8 with broken characters too: written
/// without the text around its trees, it might look like Shift_JIS).
void put_charset_first(Collection& col, bool valid_utf8) {
  const std::uint32_t r = col.games.front();
  const Property* ca = col.find(r, "CA");
  if (ca == nullptr && col.charset == "UTF-8" && valid_utf8) return;
  Property charset = ca != nullptr ? *ca : Property{add_text(col, "CA"), 0, 0, {}};
  if (charset.value_count == 0 || canonical_charset(col.value(charset)) != col.charset) {
    charset.first_value = static_cast<std::uint32_t>(col.value_store.size());
    charset.value_count = 1;
    col.value_store.push_back(add_text(col, col.charset));
  }
  Node& root = col.nodes[r];
  const auto first = col.property_store.begin() + root.first_property;
  if (ca != nullptr) {
    const auto at = first + (ca - &*first);
    *at = charset;
    std::rotate(first, at, at + 1);
  } else {
    const std::uint32_t end = root.first_property + root.property_count;
    col.property_store.insert(first, charset);
    ++root.property_count;
    for (std::uint32_t n = 0; n < col.nodes.size(); ++n) {
      if (n != r && col.nodes[n].first_property >= end) ++col.nodes[n].first_property;
    }
  }
}

}  // namespace

/// A reading of the bytes in one charset: its index, built as the walk goes, and where the walk is.
struct TreeReader::Pass {
  Pass(std::string_view bytes, std::string charset_, std::size_t skipped)
      : charset(std::move(charset_)), index(bytes, is_double_byte(charset)), reader(bytes, index, is_double_byte(charset), skipped) {}
  std::string charset;
  StructuralIndex index;
  Reader reader;
};

namespace {

/// At least the bytes in CJK characters of UTF-8 (Utf8Tally::cjk) that the values of SGF text hold,
/// whatever its charset: a value's characters are in the text's bytes with at most escapes ('\\')
/// and soft line breaks between their bytes, so the bytes above 0x7F with those dropped, and any
/// other ASCII as one space, hold every one of them (and maybe more). O(bytes), eight a step where
/// they are ASCII.
std::size_t cjk_utf8_bytes_at_most(std::string_view bytes) {
  std::string high;
  const auto space = [&high] {
    if (high.empty() || high.back() != ' ') high += ' ';
  };
  for (std::size_t i = 0; i < bytes.size();) {
    if (i + 8 <= bytes.size()) {
      const std::uint64_t w = swar::load(bytes.data() + i);
      if ((w & swar::kHigh) == 0) {
        const std::uint64_t dropped = swar::bytes_equal(w, '\\') | swar::bytes_equal(w, '\n') | swar::bytes_equal(w, '\r');
        if (dropped != swar::kHigh) space();
        i += 8;
        continue;
      }
    }
    const char c = bytes[i++];
    if (static_cast<unsigned char>(c) >= 0x80) {
      high += c;
    } else if (c != '\\' && c != '\n' && c != '\r') {
      space();
    }
  }
  Utf8Tally tally;
  tally.add(high);
  return tally.cjk;
}

/// The charset a file is read in for the one it declares, that its trees name or that its bytes
/// suggest: a double-byte charset (Shift_JIS, GBK, GB18030, Big5), or EUC-KR, whose values are
/// UTF-8 of CJK text (Utf8Tally::outweighs_double_byte of the values read in that charset, a name
/// cut short among them at most) is UTF-8: programs write their default CA whatever the bytes, and
/// text in those charsets pairs up as such UTF-8 all but never, where reading UTF-8 as a
/// double-byte charset joins a ']' to a character and changes the game, and EUC-KR (read as
/// CP949) takes most UTF-8 for Hangul and hanja. The values, not the bytes: written out, a
/// collection has the same values and its CA reads them the same way again (escapes, soft line
/// breaks and text outside the trees, which the writer drops, can make the bytes of a Shift_JIS
/// file look like UTF-8). The trees are read one at a time and let go. A charset of 16 or 32-bit
/// units (UTF-16, UCS-2, UTF-32) is UTF-8 too. O(bytes).
std::string reading_charset(const std::string& charset, std::string_view bytes, std::size_t skipped) {
  // A file read as bytes is in no charset of 16 or 32-bit units: a UTF-16 file saved again as UTF-8
  // with its CA kept.
  if (charset.starts_with("UTF-16") || charset.starts_with("UTF-32") || charset.starts_with("UCS-") || charset == "UNICODE") {
    return "UTF-8";
  }
  const bool double_byte = is_double_byte(charset);
  if (!double_byte && charset != "EUC-KR") return charset;
  // Most files in these charsets hold no CJK character of UTF-8 anywhere, and need no walk.
  if (cjk_utf8_bytes_at_most(bytes) < kMislabelledUtf8Bytes) return charset;
  StructuralIndex index(bytes, double_byte);
  Reader reader(bytes, index, double_byte, skipped);
  Collection tree;
  Utf8Tally tally;
  for (bool more = true; more;) {
    tree.clear();
    tree.charset = charset;  // the reader pairs bytes as it names
    more = reader.read(tree, 1).ok() && !tree.games.empty();
    for (const TextSpan v : tree.value_store) tally.add(tree.view(v));
  }
  return tally.outweighs_double_byte() ? "UTF-8" : charset;
}

}  // namespace

TreeReader::TreeReader(std::string_view input) : bytes_(input) {
  Result<std::optional<std::string>> utf8 = utf16_to_utf8(bytes_);
  if (!utf8) {
    error_ = utf8.error();
  } else if (*utf8) {
    converted_ = std::move(**utf8);
    bytes_ = converted_;
  }
  if (bytes_.starts_with("\xEF\xBB\xBF")) {
    bytes_.remove_prefix(3);
    skipped_ = 3;
  }
}

TreeReader::~TreeReader() = default;

Result<bool> TreeReader::next(Collection& out, std::size_t most, TreeShortcut* shortcut) {
  if (most == 0) most = Reader::kAll;
  if (done_) return false;
  if (pass_ != nullptr) {
    out.charset = pass_->charset;
    const std::size_t before = out.games.size();
    if (is_double_byte(pass_->charset)) shortcut = nullptr;
    if (Result<Ok> r = pass_->reader.read(out, most, shortcut); !r) {
      done_ = true;
      return r.error();
    }
    return out.games.size() > before;
  }
  done_ = true;  // until the first trees are read
  if (error_) return *error_;
  if (bytes_.size() >= 0xFFFF'FFFFu) return Error{"an SGF file larger than 4294967294 bytes is not read", {}};
  // The charset decides how values are read, and the tree's own CA decides the charset: a first
  // reading in what the bytes declare or suggest, a second one if the trees say otherwise.
  // (Bytes converted from UTF-16 are UTF-8 by construction.)
  const bool converted = !converted_.empty();
  const bool valid_utf8 = converted || is_utf8(bytes_);
  const std::string guessed = valid_utf8 ? "UTF-8" : guess_charset(bytes_);
  const std::string declared = converted ? "UTF-8" : declared_charset(bytes_);
  const std::string named = declared.empty() ? guessed : declared;
  const std::string reading = reading_charset(named, bytes_, skipped_);
  auto first_read = [&](std::string charset, std::size_t n, Collection& into) -> Result<std::unique_ptr<Pass>> {
    auto pass = std::make_unique<Pass>(bytes_, std::move(charset), skipped_);
    if (n == Reader::kAll) {
      // Nodes, properties and values counted first, so that no array moves while it grows: every
      // node has a ';' (or an implicit one), every property and value a '['.
      into.nodes.reserve(swar::count_bytes(bytes_, ';') + 1);
      into.property_store.reserve(swar::count_bytes(bytes_, '['));
      into.value_store.reserve(into.property_store.capacity() + 1);
    }
    into.charset = pass->charset;
    if (Result<Ok> r = pass->reader.read(into, n); !r) return r.error();
    if (into.games.empty()) return Error{"no game tree: expected '(;'", pass->reader.here()};
    return pass;
  };
  // The trees read whole before an error stay, with their charset made explicit as ever.
  auto failed = [&](const Error& e) -> Result<bool> {
    if (!out.games.empty()) put_charset_first(out, valid_utf8);
    return e;
  };
  Result<std::unique_ptr<Pass>> pass = first_read(reading, most, out);
  if (!pass) return failed(pass.error());
  if (!converted) {
    // Whenever the trees read so far cannot settle the charset as the whole file would, the whole
    // file is read now, as parse() reads it: when they have no CA and a later tree may have one,
    // and when the charset changes (parse() keeps its first reading if the second fails anywhere).
    auto read_all = [&]() -> Result<Ok> {
      most = Reader::kAll;
      return (*pass)->reader.read(out, Reader::kAll);
    };
    std::string in_tree = tree_charset(out);
    if (in_tree.empty() && !(*pass)->reader.at_end() && may_name_ca(bytes_)) {
      if (Result<Ok> r = read_all(); !r) return failed(r.error());
      in_tree = tree_charset(out);
    }
    // The trees name a charset, or the guess stands: read as reading_charset says (asked again only
    // when that is another charset than the first reading's).
    const std::string trees_name = in_tree.empty() ? guessed : in_tree;
    std::string want = trees_name == named ? reading : reading_charset(trees_name, bytes_, skipped_);
    // Read again in that charset, the trees may name yet another (a CA that a character ending in
    // '\\' hid from the first reading, and from the search before it): read once more in that one.
    for (int again = 0; again < 2 && want != (*pass)->charset; ++again) {
      if (again == 0) {
        if (Result<Ok> r = read_all(); !r) return failed(r.error());
      }
      Collection reread;
      Result<std::unique_ptr<Pass>> next_pass = first_read(want, most, reread);
      if (!next_pass) break;
      out = std::move(reread);
      pass = std::move(next_pass);
      const std::string named_now = tree_charset(out);
      if (named_now.empty()) break;
      want = reading_charset(named_now, bytes_, skipped_);
    }
  }
  put_charset_first(out, valid_utf8);
  pass_ = std::move(*pass);
  done_ = false;
  return true;
}

Result<Collection> parse(std::string_view bytes) {
  TreeReader reader(bytes);
  Collection c;
  if (Result<bool> r = reader.next(c, 0); !r) return r.error();
  return c;
}

std::string write(const Collection& c) {
  std::string out;
  auto node = [&](std::uint32_t n) {
    out += ';';
    for (const Property& p : c.properties(n)) {
      out += c.id(p);
      for (const std::string_view v : c.values(p)) write_value(out, v, c.charset);
    }
  };
  struct Frame {
    std::uint32_t next;  // the next child to write
    bool closes;         // this node opened a variation: ')' after its subtree
  };
  for (std::uint32_t root : c.games) {
    out += '(';
    node(root);
    out += '\n';
    std::vector<Frame> stack{{c.nodes[root].first_child, false}};
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.next != kNoNode) {
        const std::uint32_t child = f.next;
        const Node& parent = c.nodes[c.nodes[child].parent];
        const bool variation = parent.first_child != parent.last_child;
        f.next = c.nodes[child].next_sibling;
        if (variation) out += "\n(";
        node(child);
        stack.push_back({c.nodes[child].first_child, variation});
        continue;
      }
      const bool closes = f.closes;
      stack.pop_back();
      if (closes) out += ')';
    }
    out += ")\n";
  }
  return out;
}

}  // namespace tengen::sgf
