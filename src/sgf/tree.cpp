#include "tengen/sgf/tree.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "tengen/sgf/charset.hpp"

namespace tengen::sgf {

std::uint32_t Collection::add_node(std::uint32_t parent) {
  const auto n = static_cast<std::uint32_t>(nodes.size());
  nodes.emplace_back();
  nodes.back().parent = parent;
  if (parent == kNoNode) {
    games.push_back(n);
  } else if (nodes[parent].first_child == kNoNode) {
    nodes[parent].first_child = nodes[parent].last_child = n;
  } else {
    nodes[nodes[parent].last_child].next_sibling = n;
    nodes[parent].last_child = n;
  }
  return n;
}

std::vector<std::uint32_t> Collection::children(std::uint32_t n) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t c = nodes[n].first_child; c != kNoNode; c = nodes[c].next_sibling) out.push_back(c);
  return out;
}

const Property* Node::find(std::string_view id) const {
  for (const Property& p : properties) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_letter(char c) { return is_upper(c) || (c >= 'a' && c <= 'z'); }
char to_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

/// The charset a file declares in CA (outside of any value is not checked: CA[ is rare in text).
std::string declared_charset(std::string_view bytes) {
  for (std::size_t at = bytes.find("CA["); at != std::string_view::npos; at = bytes.find("CA[", at + 1)) {
    if (at > 0 && is_upper(bytes[at - 1])) continue;
    const std::size_t end = bytes.find(']', at);
    if (end != std::string_view::npos) return canonical_charset(bytes.substr(at + 3, end - at - 3));
  }
  return {};
}

class Reader {
 public:
  Reader(std::string_view bytes, Collection& out) : b_(bytes), out_(out) {
    dbcs_ = is_double_byte(out.charset);
  }

  Result<Ok> run() {
    while (seek_tree()) {
      if (Result<Ok> r = tree(); !r) return r;
    }
    if (out_.games.empty()) return Error{"no game tree: expected '(;'", here()};
    return Ok{};
  }

 private:
  TextPosition here() const { return {line_, column_}; }
  void advance(std::size_t n = 1) {
    for (std::size_t k = 0; k < n && i_ < b_.size(); ++k, ++i_) {
      if (b_[i_] == '\n') {
        ++line_;
        column_ = 1;
      } else {
        ++column_;
      }
    }
  }
  void skip_space() {
    while (i_ < b_.size() && is_space(b_[i_])) advance();
  }

  /// Moves to the next '(' that starts a tree (followed by ';' or a property); false at the end.
  bool seek_tree() {
    for (;;) {
      while (i_ < b_.size() && b_[i_] != '(') advance();
      if (i_ >= b_.size()) return false;
      std::size_t j = i_ + 1;
      while (j < b_.size() && is_space(b_[j])) ++j;
      if (j < b_.size() && b_[j] == ';') return true;
      // Some files put the root's properties straight after '(': capitals, then a value.
      std::size_t k = j;
      while (k < b_.size() && is_upper(b_[k])) ++k;
      while (k < b_.size() && is_space(b_[k])) ++k;
      if (k > j && k < b_.size() && b_[k] == '[') return true;
      advance();
    }
  }

  std::uint32_t new_node(std::uint32_t parent) { return out_.add_node(parent); }

  Result<Ok> tree() {
    std::vector<std::uint32_t> stack;
    std::uint32_t current = kNoNode;
    while (i_ < b_.size()) {
      const char c = b_[i_];
      if (is_space(c)) {
        advance();
      } else if (c == '(') {
        stack.push_back(current);
        advance();
      } else if (c == ')') {
        advance();
        if (stack.empty()) return Ok{};
        current = stack.back();
        stack.pop_back();
        if (stack.empty()) return Ok{};
      } else if (c == ';') {
        current = new_node(current);
        advance();
      } else if (is_letter(c)) {
        if (current == kNoNode) current = new_node(current);  // properties right after '(': a node
        if (Result<Ok> r = property(current); !r) return r;
      } else {
        return Error{fmt::format("unexpected '{}' in a game tree", printable(c)), here()};
      }
    }
    // A missing final ')' is forgiven, as many files in the wild lack it, but said.
    out_.warnings.push_back(
        {fmt::format("the file ends with {} game tree{} not closed by ')'", stack.size(), stack.size() > 1 ? "s" : ""),
         here()});
    return Ok{};
  }

  static std::string printable(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x20 && u < 0x7F ? std::string(1, c) : fmt::format("\\x{:02x}", u);
  }

  Result<Ok> property(std::uint32_t node) {
    const TextPosition start = here();
    const std::size_t first = i_;
    bool upper = false;
    while (i_ < b_.size() && is_letter(b_[i_])) upper |= is_upper(b_[i_++]);
    column_ += i_ - first;
    const std::string_view letters = b_.substr(first, i_ - first);
    // Old files write "AddBlack": the capitals are the identifier. All-lower-case names are upcased.
    Property p;
    for (char ch : letters) {
      if (!upper || is_upper(ch)) p.id += to_upper(ch);
    }
    skip_space();
    if (i_ >= b_.size() || b_[i_] != '[') return Error{fmt::format("property {} has no value", letters), start};
    p.position = start;
    while (i_ < b_.size() && b_[i_] == '[') {
      Result<std::string> v = value();
      if (!v) return v.error();
      p.values.push_back(std::move(*v));
      skip_space();
    }
    out_.nodes[node].properties.push_back(std::move(p));
    return Ok{};
  }

  /// True for a byte that ends a run of ordinary value text.
  bool special(char c) const {
    return c == ']' || c == '\\' || c == '\n' || (dbcs_ && static_cast<unsigned char>(c) >= 0x81);
  }

  Result<std::string> value() {
    const TextPosition start = here();
    advance();  // '['
    std::string v;
    for (;;) {
      // A run of ordinary bytes at once; then the one byte that ended it.
      const std::size_t from = i_;
      while (i_ < b_.size() && !special(b_[i_])) ++i_;
      v.append(b_.data() + from, i_ - from);
      column_ += i_ - from;
      if (i_ >= b_.size()) break;
      const char c = b_[i_];
      if (c == ']') {
        advance();
        return v;
      }
      if (c == '\n') {
        v += c;
        advance();
      } else if (c == '\\') {
        if (i_ + 1 >= b_.size()) break;
        const char next = b_[i_ + 1];
        advance(2);
        if (next == '\n' || next == '\r') {  // a soft line break: removed
          if (i_ < b_.size() && (b_[i_] == '\n' || b_[i_] == '\r') && b_[i_] != next) advance();
        } else {
          v += next;
        }
      } else if (is_lead_byte(out_.charset, static_cast<unsigned char>(c)) && i_ + 1 < b_.size()) {
        v += c;  // a two-byte character: its second byte may look like '\' or ']'
        v += b_[i_ + 1];
        advance(2);
      } else {
        v += c;
        advance();
      }
    }
    return Error{"a value opened here is not closed", start};
  }

  std::string_view b_;
  Collection& out_;
  bool dbcs_ = false;
  std::size_t i_ = 0;
  std::uint64_t line_ = 1;
  std::uint64_t column_ = 1;
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

Result<Collection> parse(std::string_view input) {
  std::string converted;
  std::string_view bytes = input;
  if (std::optional<std::string> utf8 = utf16_to_utf8(bytes)) {
    converted = std::move(*utf8);
    bytes = converted;
  }
  if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
  // The charset decides how values are read, and the tree's own CA decides the charset: a first
  // reading with what the bytes suggest, a second one if the tree says otherwise.
  // Nodes are counted first, so that the node vector never moves while it grows.
  const auto semicolons = static_cast<std::size_t>(std::count(bytes.begin(), bytes.end(), ';'));
  auto read = [&](std::string charset) -> Result<Collection> {
    Collection c;
    c.nodes.reserve(semicolons + 1);
    c.charset = std::move(charset);
    Reader reader(bytes, c);
    if (Result<Ok> r = reader.run(); !r) return r.error();
    return c;
  };
  auto tree_charset = [](const Collection& c) {
    for (const Node& n : c.nodes) {
      const Property* ca = n.find("CA");
      if (ca != nullptr && !ca->values.empty() && !canonical_charset(ca->values[0]).empty()) {
        return canonical_charset(ca->values[0]);
      }
    }
    return std::string();  // an empty CA[] says nothing
  };
  // Bytes converted from UTF-16 are UTF-8 by construction.
  const std::string guessed = converted.empty() ? guess_charset(bytes) : "UTF-8";
  const std::string declared = converted.empty() ? declared_charset(bytes) : "UTF-8";
  Result<Collection> c = read(declared.empty() ? guessed : declared);
  if (converted.empty()) {
    if (!c) return c;
    const std::string in_tree = tree_charset(*c);
    const std::string want = in_tree.empty() ? guessed : in_tree;
    if (want != c->charset) {
      if (Result<Collection> again = read(want); again) c = std::move(again);
    }
  }
  if (!c) return c;
  // The charset is made explicit, first in the first root, whenever it is not plain UTF-8: written
  // out, the file then starts with "(;CA[" and reads the same way whatever its bytes suggest.
  std::vector<Property>& root = c->nodes[c->games.front()].properties;
  auto ca = std::find_if(root.begin(), root.end(), [](const Property& p) { return p.id == "CA"; });
  // Only plain UTF-8 (no CA, and bytes that really are UTF-8) may stay implicit: written out, it is
  // UTF-8 again.
  if (ca == root.end() && c->charset == "UTF-8" && guessed == "UTF-8") return c;
  Property charset = ca == root.end() ? Property{"CA", {}, {}} : *ca;
  if (ca != root.end()) root.erase(ca);
  if (charset.values.empty() || canonical_charset(charset.values.front()) != c->charset) charset.values = {c->charset};
  root.insert(root.begin(), std::move(charset));
  return c;
}

std::string write(const Collection& c) {
  std::string out;
  auto node = [&](std::uint32_t n) {
    out += ';';
    for (const Property& p : c.nodes[n].properties) {
      out += p.id;
      for (const std::string& v : p.values) write_value(out, v, c.charset);
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
