// The usual game record in one pass: its root's information and setup, then every later node,
// with the positions, actions and checks read_game gives them. Anything of another shape, or that
// read_game would warn about, sends the file back to the general path.

#include "sgf/plain_record.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "sgf/coordinates.hpp"
#include "sgf/numbers.hpp"
#include "swar.hpp"
#include "tengen/sgf/charset.hpp"
#include "tengen/text/number.hpp"

namespace tengen::sgf::detail {

namespace {

// What each byte is here: 0 for a byte that sends the file to the general path (a control byte,
// DEL, a byte from 0x80), else its class.
constexpr std::uint8_t kOther = 0;
constexpr std::uint8_t kSpace = 1;
constexpr std::uint8_t kUpper = 2;
constexpr std::uint8_t kText = 3;  // any other printable byte
constexpr std::array<std::uint8_t, 256> kClasses = [] {
  std::array<std::uint8_t, 256> t{};
  for (int c = 0x20; c < 0x7F; ++c) t[static_cast<std::size_t>(c)] = kText;
  for (const char c : kWhiteSpace) t[static_cast<unsigned char>(c)] = kSpace;
  for (int c = 'A'; c <= 'Z'; ++c) t[static_cast<std::size_t>(c)] = kUpper;
  return t;
}();

/// The bytes a value's plain run stops at: its end, an escape, a line break, and those of kOther.
constexpr std::array<std::uint8_t, 256> kValueStops = [] {
  std::array<std::uint8_t, 256> t{};
  for (std::size_t c = 0; c < 256; ++c) t[c] = kClasses[c] == kOther ? 1 : 0;
  for (const char c : {']', '\\', '\n'}) t[static_cast<unsigned char>(c)] = 1;
  return t;
}();

/// The colour of a move's identifier byte ('B' or 'W'); Empty for any other.
constexpr std::array<Color, 256> kMoveColors = [] {
  std::array<Color, 256> t{};
  t['B'] = Color::Black;
  t['W'] = Color::White;
  return t;
}();

/// A walk over the bytes that keeps the line and column the general reader gives (a line ends at
/// '\n'; the column counts bytes from the line's start). Every step fails on a byte of kOther.
class Walk {
 public:
  /// At byte `at` of `b`, on line `line` which starts at byte `line_start`.
  Walk(std::string_view b, std::size_t at, std::uint64_t line, std::size_t line_start)
      : b_(b), i_(at), line_(line), line_start_(line_start) {}

  bool at_end() const { return i_ >= b_.size(); }
  char peek() const { return b_[i_]; }
  std::size_t at() const { return i_; }
  TextPosition here() const { return {line_, i_ - line_start_ + 1}; }
  TreeBound bound() const { return {i_, line_, line_start_}; }
  std::uint8_t kind() const { return kClasses[static_cast<unsigned char>(b_[i_])]; }

  /// Steps over one byte that is not kOther; false on one that is.
  bool step() {
    if (kind() == kOther) return false;
    if (b_[i_] == '\n') {
      ++line_;
      line_start_ = i_ + 1;
    }
    ++i_;
    return true;
  }
  /// Steps over white space; false on a byte of kOther.
  bool skip_space() {
    while (!at_end() && kind() == kSpace) step();
    return at_end() || kind() != kOther;
  }
  /// Reads the usual move nodes, ";B[xy]" or ";W[xy]" on the board with ';' or ')' right after
  /// (or after one line break, as many records write a node a line), one after another, into
  /// `out`; stops, having read nothing of it, at a node of another shape. Each node is checked in
  /// one 8-byte word: with the next node's ';' right after it (nearly every node of a record), by
  /// one compare.
  void usual_moves(std::vector<Action>& out, int width, int height) {
    const char* const b = b_.data();
    const std::size_t n = b_.size();
    // ';' '[' ']' at bytes 0, 2 and 5; the colour at 1, the point at 3 and 4, the next node at 6.
    constexpr std::uint64_t kMask = 0x0000FF0000FF00FFull;
    constexpr std::uint64_t kShape = std::uint64_t{']'} << 40 | std::uint64_t{'['} << 16 | ';';
    constexpr std::uint64_t kNextMask = kMask | std::uint64_t{0xFF} << 48;
    constexpr std::uint64_t kShapeNext = kShape | std::uint64_t{';'} << 48;
    auto next_node = [](char c) { return c == ';' || c == ')'; };
    // The moves gather in block_ and join `out` a block at a time: one call, not one a move.
    std::size_t have = 0;
    auto flush = [&] {
      out.insert(out.end(), block_.begin(), block_.begin() + static_cast<std::ptrdiff_t>(have));
      have = 0;
    };
    while (i_ + 8 <= n) {
      const std::uint64_t word = swar::load(b + i_);
      // The node's length with the line break after it (a '[' there would be a second value).
      std::size_t length = 6;
      if ((word & kNextMask) != kShapeNext) {
        if ((word & kMask) != kShape) break;
        const auto after = static_cast<char>(word >> 48);
        if (after == '\n' && next_node(static_cast<char>(word >> 56))) {
          length = 7;
        } else if (after == '\r' && static_cast<char>(word >> 56) == '\n' && i_ + 9 <= n && next_node(b[i_ + 8])) {
          length = 8;
        } else if (after != ')') {
          break;
        }
      }
      const Color color = kMoveColors[(word >> 8) & 0xFF];
      // Points off the board go the general way, and with them "tt", a pass on boards of 19 or less
      // (a point on larger ones). Unsigned, -1 (not a coordinate) is off every board.
      const auto x = static_cast<unsigned>(kCoordinates[(word >> 24) & 0xFF]);
      const auto y = static_cast<unsigned>(kCoordinates[(word >> 32) & 0xFF]);
      if (color == Color::Empty || x >= static_cast<unsigned>(width) || y >= static_cast<unsigned>(height)) break;
      Action& a = block_[have++];
      a.kind = Action::Kind::Move;
      a.color = color;
      a.x = static_cast<int>(x);
      a.y = static_cast<int>(y);
      a.position = {line_, i_ + 2 - line_start_};
      i_ += length;
      if (length > 6) {
        ++line_;
        line_start_ = i_;
      }
      if (have == block_.size()) flush();
    }
    flush();
  }

  /// Steps over printable text other than ']' and '\\', sixteen bytes a step (with SSE2; else
  /// nothing): the start of a value's plain run, which the byte loop after it finishes.
  void skip_plain_text() {
#if defined(__SSE2__)
    namespace sse = swar::sse;
    while (i_ + 16 <= b_.size()) {
      const __m128i v = sse::load(b_.data() + i_);
      const unsigned plain = sse::bits(sse::bytes_within(v, 0x20, 0x5F)) & ~sse::bits(sse::bytes_among<']', '\\'>(v));
      if (plain != 0xFFFF) {
        i_ += static_cast<std::size_t>(std::countr_zero(~plain));
        return;
      }
      i_ += 16;
    }
#endif
  }

  /// Steps over a value from its '[' to its ']', escapes taken as they come; false when it is not
  /// closed or holds a byte of kOther. `text` gets the value when it has no escape (else `escaped`).
  bool value(std::string_view& text, bool& escaped) {
    ++i_;  // '['
    const std::size_t begin = i_;
    escaped = false;
    for (;;) {
      skip_plain_text();
      while (i_ < b_.size() && kValueStops[static_cast<unsigned char>(b_[i_])] == 0) ++i_;
      if (i_ >= b_.size()) return false;
      const char c = b_[i_];
      if (c == ']') break;
      if (c == '\\') {
        escaped = true;
        ++i_;
        if (i_ >= b_.size()) return false;
      }
      if (!step()) return false;  // the line break, or the escaped byte
    }
    text = b_.substr(begin, i_ - begin);
    ++i_;  // ']'
    return true;
  }

 private:
  std::string_view b_;
  std::size_t i_;
  std::uint64_t line_;
  std::size_t line_start_;
  std::array<Action, 64> block_{};  // usual_moves' moves not yet in its vector
};

/// Whether a value is plain text: printable ASCII, no escape (what the general reader keeps as it
/// is, and SimpleText leaves alone).
bool printable(std::string_view v, bool escaped) {
  return !escaped && std::all_of(v.begin(), v.end(), [](char c) { return c >= 0x20 && c < 0x7F; });
}

/// A property of the root: its identifier, place, and values (values[first] on, `count` of them,
/// their text as the file has it). Plain members without initializers: read_root's array of them
/// is left unset, each set whole as it is taken (zeroing the arrays cost a third of a small root's
/// reading).
struct RootProperty {
  const char* id_data;
  std::size_t id_size;
  std::uint64_t line;
  std::uint64_t column;
  std::uint32_t first;
  std::uint32_t count;
  bool plain;  // every value printable() and unescaped
  std::string_view id() const { return {id_data, id_size}; }
  TextPosition position() const { return {line, column}; }
};

/// A value of the root as read_root keeps it: a std::string_view's parts, which (unlike a
/// std::string_view) an array may hold unset.
struct RootValue {
  const char* data;
  std::size_t size;
  std::string_view text() const { return {data, size}; }
};

// The most properties and values a root read here may have (more: the general path).
constexpr std::size_t kRootProperties = 64;
constexpr std::size_t kRootValues = 512;

/// Reads the root's properties (from w, just after its ';', to the ';' or ')' that ends it) into
/// `r` as read_game would: false when read_game would warn or fail, or the root holds what only the
/// general path reads (small letters, an escape in information, a CA other than UTF-8, a
/// compressed or repeated setup list, more than kRootProperties or kRootValues).
bool read_root(Walk& w, std::string_view bytes, GameRecord& r) {
  std::array<RootProperty, kRootProperties> props;
  std::array<RootValue, kRootValues> values;  // unset, as props
  std::size_t n_props = 0;
  std::size_t n_values = 0;
  for (;;) {
    if (!w.skip_space() || w.at_end()) return false;
    if (w.peek() == ';' || w.peek() == ')') break;
    if (w.kind() != kUpper || n_props == kRootProperties) return false;
    RootProperty& p = props[n_props++];
    const TextPosition here = w.here();
    const std::size_t id_begin = w.at();
    while (!w.at_end() && w.kind() == kUpper) w.step();
    p = RootProperty{bytes.data() + id_begin, w.at() - id_begin, here.line, here.column, static_cast<std::uint32_t>(n_values), 0, true};
    if (!w.skip_space() || w.at_end() || w.peek() != '[') return false;
    while (!w.at_end() && w.peek() == '[') {
      std::string_view v;
      bool escaped = false;
      if (n_values == kRootValues || !w.value(v, escaped) || !w.skip_space()) return false;
      values[n_values++] = {v.data(), v.size()};
      ++p.count;
      p.plain = p.plain && printable(v, escaped);
    }
  }
  auto first_value = [&](const RootProperty& p) { return values[p.first].text(); };
  GameInfo& info = r.info;
  const RootProperty* found[10] = {};
  constexpr std::string_view kInfo[10] = {"SZ", "KM", "HA", "PB", "PW", "RE", "RU", "DT", "EV", "GN"};
  bool names_application = false;  // an AP: Fox's komi (read_game's) may have to be read
  for (std::size_t k = 0; k < n_props; ++k) {
    const RootProperty& p = props[k];
    if (p.id() == "CA" && (!p.plain || canonical_charset(first_value(p)) != "UTF-8")) return false;
    if (p.id() == "AP") names_application = true;
    for (std::size_t i = 0; i < 10; ++i) {
      if (p.id() != kInfo[i]) continue;
      // Given twice, or not plain: the general path (a warning, or escapes to read).
      if (found[i] != nullptr || !p.plain) return false;
      found[i] = &p;
    }
  }
  if (const RootProperty* sz = found[0]; sz != nullptr) {
    const std::string_view v = first_value(*sz);
    const std::size_t colon = v.find(':');
    if (sz->count > 1 || (colon != std::string_view::npos && v.find(':', colon + 1) != std::string_view::npos)) return false;
    const auto w_side = sgf_number(v.substr(0, colon), kMaxSgfSide);
    const auto h_side = colon == std::string_view::npos ? w_side : sgf_number(v.substr(colon + 1), kMaxSgfSide);
    if (!w_side || !h_side || *w_side < 1 || *h_side < 1) return false;
    info.width = static_cast<int>(*w_side);
    info.height = static_cast<int>(*h_side);
  }
  if (const RootProperty* km = found[1]; km != nullptr) {
    const std::string_view v = trimmed(first_value(*km));
    info.komi = text::parse_komi(v);
    if (km->count > 1 || (!info.komi && !v.empty())) return false;
    // A komi as Fox writes it: the general path, which reads it and says so.
    if (info.komi && (std::fabs(*info.komi) >= 100 || (*info.komi == 0 && names_application))) return false;
  }
  if (const RootProperty* ha = found[2]; ha != nullptr) {
    if (ha->count > 1) return false;
    const std::string_view v = first_value(*ha);
    const std::uint64_t most = static_cast<std::uint64_t>(info.width) * static_cast<std::uint64_t>(info.height) - 1;
    const std::optional<std::uint64_t> stones = sgf_number(v, most);
    if (stones) {
      info.handicap = static_cast<int>(*stones);
    } else if (!trimmed(v).empty()) {
      return false;
    }
  }
  std::string* const texts[7] = {&info.black, &info.white, &info.result, &info.rules, &info.date, &info.event, &info.name};
  for (std::size_t i = 0; i < 7; ++i) {
    if (found[3 + i] == nullptr) continue;
    if (found[3 + i]->count > 1) return false;  // the general path says so
    *texts[i] = std::string(first_value(*found[3 + i]));
  }
  // The root's setup and move, setup first (read_game's order for a node that mixes them).
  std::vector<Action> moves;
  std::vector<std::uint8_t> set_up;  // made at the first setup point
  for (std::size_t k = 0; k < n_props; ++k) {
    const RootProperty& p = props[k];
    const std::string_view id = p.id();
    const int code = id.size() == 1 ? id[0] : id.size() == 2 ? id[0] * 256 + id[1] : 0;
    if (code == 'P' * 256 + 'L') {
      if (!p.plain) return false;
      const std::string_view v = first_value(p);
      const char who = v.empty() ? ' ' : static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])));
      if (who == 'B' || who == '1') info.to_play = Color::Black;
      if (who == 'W' || who == '2') info.to_play = Color::White;
      continue;
    }
    const bool move = code == 'B' || code == 'W';
    const bool setup = code == 'A' * 256 + 'B' || code == 'A' * 256 + 'W' || code == 'A' * 256 + 'E';
    if (!move && !setup) continue;
    // A second move in the root: the general path, which warns of it.
    if (!p.plain || (move && (p.count != 1 || !moves.empty()))) return false;
    const Color color = code == 'B' || code == 'A' * 256 + 'B' ? Color::Black : code == 'W' || code == 'A' * 256 + 'W' ? Color::White : Color::Empty;
    for (std::uint32_t i = 0; i < p.count; ++i) {
      const std::string_view v = values[p.first + i].text();
      if (move && (v.empty() || (v == "tt" && info.width <= 19 && info.height <= 19))) {
        moves.push_back({Action::Kind::Pass, color, 0, 0, p.position()});
        continue;
      }
      const int x = v.size() == 2 ? kCoordinates[static_cast<unsigned char>(v[0])] : -1;
      const int y = v.size() == 2 ? kCoordinates[static_cast<unsigned char>(v[1])] : -1;
      if (x < 0 || y < 0 || x >= info.width || y >= info.height) return false;  // a list "aa:cc", or off the board
      if (move) {
        moves.push_back({Action::Kind::Move, color, x, y, p.position()});
        continue;
      }
      // A point set up twice in the root: the general path, which may have to warn.
      if (set_up.empty()) set_up.assign(static_cast<std::size_t>(info.width) * static_cast<std::size_t>(info.height), 0);
      std::uint8_t& seen = set_up[static_cast<std::size_t>(y) * static_cast<std::size_t>(info.width) + static_cast<std::size_t>(x)];
      if (seen != 0) return false;
      seen = 1;
      r.actions.push_back({Action::Kind::Setup, color, x, y, p.position()});
    }
  }
  r.actions.insert(r.actions.end(), moves.begin(), moves.end());
  return true;
}

}  // namespace

std::optional<TreeBound> read_plain_tree(std::string_view bytes, TreeBound start, GameRecord& record) {
  Walk w(bytes, start.at, start.line, start.line_start);
  if (!w.skip_space() || w.at_end() || w.peek() != '(') return std::nullopt;
  w.step();
  if (!w.skip_space() || w.at_end() || w.peek() != ';') return std::nullopt;  // (an implicit root: the general path)
  w.step();
  record = GameRecord{};
  if (!read_root(w, bytes, record)) return std::nullopt;
  const GameInfo& info = record.info;
  const bool tt_passes = info.width <= 19 && info.height <= 19;
  // Room for the moves up to the next ')' (the tree's, unless a comment holds one: then it grows).
  const std::size_t close = std::min(bytes.find(')', w.at()), bytes.size());
  record.actions.reserve(record.actions.size() + (close - w.at()) / 6 + 1);
  // The nodes after the root, each a move or none: the usual ones by the word, others by the byte.
  for (;;) {
    w.usual_moves(record.actions, info.width, info.height);
    if (!w.skip_space() || w.at_end()) return std::nullopt;
    if (w.peek() != ';') break;
    w.step();
    bool moved = false;
    for (;;) {
      if (!w.skip_space() || w.at_end()) return std::nullopt;
      if (w.peek() == ';' || w.peek() == ')') break;
      if (w.kind() != kUpper) return std::nullopt;
      const TextPosition position = w.here();
      const std::size_t id_begin = w.at();
      while (!w.at_end() && w.kind() == kUpper) w.step();
      const std::string_view id = bytes.substr(id_begin, w.at() - id_begin);
      if (!w.skip_space() || w.at_end() || w.peek() != '[') return std::nullopt;
      int values = 0;
      std::string_view text;
      bool escaped = false;
      while (!w.at_end() && w.peek() == '[') {
        std::string_view v;
        bool e = false;
        if (!w.value(v, e) || !w.skip_space()) return std::nullopt;
        if (values++ == 0) {
          text = v;
          escaped = e;
        }
      }
      // Identifiers as numbers, as read_game compares them.
      const int code = id.size() == 1 ? id[0] : id.size() == 2 ? id[0] * 256 + id[1] : 0;
      if (code == 'A' * 256 + 'B' || code == 'A' * 256 + 'W' || code == 'A' * 256 + 'E' || code == 'P' * 256 + 'L' ||
          code == 'C' * 256 + 'A') {
        return std::nullopt;  // setup, whose turn, a charset (the collection's, from any node): the general path
      }
      if (code != 'B' && code != 'W') continue;
      if (moved || values != 1 || escaped) return std::nullopt;
      moved = true;
      const Color color = code == 'B' ? Color::Black : Color::White;
      if (text.empty() || (text == "tt" && tt_passes)) {
        record.actions.push_back({Action::Kind::Pass, color, 0, 0, position});
        continue;
      }
      const int x = text.size() == 2 ? kCoordinates[static_cast<unsigned char>(text[0])] : -1;
      const int y = text.size() == 2 ? kCoordinates[static_cast<unsigned char>(text[1])] : -1;
      if (x < 0 || y < 0 || x >= info.width || y >= info.height) return std::nullopt;  // the general path says why
      record.actions.push_back({Action::Kind::Move, color, x, y, position});
    }
  }
  if (w.peek() != ')') return std::nullopt;  // a variation
  w.step();
  return w.bound();
}

bool read_plain_record(std::string_view bytes, ParsedFile& file) {
  // White space, the tree, white space: nothing else.
  Result<GameRecord> record = GameRecord{};
  const std::optional<TreeBound> end = read_plain_tree(bytes, TreeBound{}, *record);
  if (!end || bytes.find_first_not_of(kWhiteSpace, end->at) != std::string_view::npos) return false;
  file.records.clear();
  file.error.reset();
  file.before_error = {};
  file.collection.clear();
  file.collection.add_node(kNoNode);  // one game, its root: what GameSource counts
  file.records.push_back(std::move(record));
  return true;
}

}  // namespace tengen::sgf::detail
