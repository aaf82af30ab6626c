#include "tengen/sgf/game.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "tengen/text/number.hpp"
#include "tengen/sgf/charset.hpp"

#include "sgf/coordinates.hpp"
#include "sgf/numbers.hpp"
#include "sgf/plain_record.hpp"

namespace tengen::sgf {
namespace {

using detail::coordinate;

char letter(int i) { return static_cast<char>(i < 26 ? 'a' + i : 'A' + i - 26); }

/// SimpleText as FF[4] reads it: each line break (CR, LF, CRLF or LFCR) and every other white
/// space becomes one space.
std::string simple_text(std::string text) {
  std::size_t w = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool pair = (c == '\r' || c == '\n') && i + 1 < text.size() && (text[i + 1] == '\r' || text[i + 1] == '\n') && text[i + 1] != c;
    if (pair) ++i;
    text[w++] = c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' ? ' ' : c;
  }
  text.resize(w);
  return text;
}

/// The komi a record from the Fox server (野狐) means by its KM, when it writes another number;
/// nothing when KM means what it says. Fox writes a komi in hundredths (KM[750] for 7.5), a
/// Chinese one in hundredths of a stone (KM[375]: 3.75 stones, 7.5 points), and KM[0] for the
/// komi of its even games (6.5, or 7.5 under Chinese rules). `even_fox` says that the root names
/// Fox (AP[foxwq]) and places no handicap (no HA but 0, no AB). A komi of 100 or more, a multiple
/// of 25 (either way), on a board of 19 x 19 or less is no komi anyone plays: it is read as
/// hundredths whatever the writer, when they make a komi of at most the board's points. O(1).
std::optional<double> fox_komi(double komi, const GameInfo& info, bool even_fox, std::string_view rules) {
  const double size = std::fabs(komi);
  const double points = static_cast<double>(info.width) * static_cast<double>(info.height);
  if (size >= 100 && std::fmod(size, 25) == 0 && info.width <= 19 && info.height <= 19) {
    // A quarter is a komi in stones, as Chinese rules state it: a stone is two points.
    const double meant = std::fmod(size, 50) == 0 ? komi / 100 : komi / 50;
    if (std::fabs(meant) <= points) return meant;
    return std::nullopt;
  }
  if (komi != 0 || !even_fox) return std::nullopt;
  std::string letters;
  for (const char c : rules) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) letters += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return letters.starts_with("chinese") || letters == "cn" ? 7.5 : 6.5;
}

/// One side of SZ (`text`, a part of the whole value `sz`), from 1 to kMaxSgfSide.
Result<int> side(std::string_view text, std::string_view sz, const Property& p) {
  const std::optional<std::uint64_t> v = detail::sgf_number(text, kMaxSgfSide);
  if (!v || *v < 1) {
    const std::string what = text.size() == sz.size() ? fmt::format("board size SZ[{}]", text)
                                                      : fmt::format("board size '{}' of SZ[{}]", text, sz);
    return Error{fmt::format("{} is not a number from 1 to {}", what, kMaxSgfSide), p.position};
  }
  return static_cast<int>(*v);
}

/// The setup points of the node being read, to find a point two setup properties of one node name
/// with different colours (AB and AW on one point): the node that last set each point, and how.
struct NodeSetup {
  std::vector<std::uint32_t> node;  // by point (y * width + x); kNoNode when none
  std::vector<Color> color;
};

Result<Ok> points(const Collection& c, const Property& p, const GameInfo& info, Color color, std::vector<Action>& out,
                  std::uint32_t n, NodeSetup& setup, std::vector<Error>& warnings) {
  if (setup.node.empty()) {
    setup.node.assign(static_cast<std::size_t>(info.width) * static_cast<std::size_t>(info.height), kNoNode);
    setup.color.assign(setup.node.size(), Color::Empty);
  }
  for (const std::string_view v : c.values(p)) {
    const std::size_t colon = v.find(':');
    const std::string_view a = v.substr(0, colon);
    const std::string_view b = colon == std::string_view::npos ? a : v.substr(colon + 1);
    auto decode = [&](std::string_view s, int& x, int& y) {
      if (s.size() != 2) return false;
      x = coordinate(s[0]);
      y = coordinate(s[1]);
      return x >= 0 && y >= 0 && x < info.width && y < info.height;
    };
    int x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    if (!decode(a, x1, y1) || !decode(b, x2, y2)) {
      return Error{fmt::format("{}[{}] is not a point of the {}x{} board", c.id(p), v, info.width, info.height), p.position};
    }
    for (int y = std::min(y1, y2); y <= std::max(y1, y2); ++y) {
      for (int x = std::min(x1, x2); x <= std::max(x1, x2); ++x) {
        const auto at = static_cast<std::size_t>(y) * static_cast<std::size_t>(info.width) + static_cast<std::size_t>(x);
        if (setup.node[at] == n && setup.color[at] != color) {
          warnings.push_back({fmt::format("{}[{}]: the node sets point {} up as {} and as {}: the last is used", c.id(p), v,
                                          point_name(x, y), color_name(setup.color[at]), color_name(color)),
                              p.position});
        }
        setup.node[at] = n;
        setup.color[at] = color;
        out.push_back({Action::Kind::Setup, color, x, y, p.position});
      }
    }
  }
  return Ok{};
}

Result<Ok> move(const Collection& c, const Property& p, const GameInfo& info, Color color, std::vector<Action>& out) {
  const std::string_view v = c.value(p);
  if (v.empty() || (v == "tt" && info.width <= 19 && info.height <= 19)) {
    out.push_back({Action::Kind::Pass, color, 0, 0, p.position});
    return Ok{};
  }
  const int x = v.size() == 2 ? coordinate(v[0]) : -1;
  const int y = v.size() == 2 ? coordinate(v[1]) : -1;
  if (x < 0 || y < 0 || x >= info.width || y >= info.height) {
    return Error{fmt::format("{}[{}] is not a point of the {}x{} board", c.id(p), v, info.width, info.height), p.position};
  }
  out.push_back({Action::Kind::Move, color, x, y, p.position});
  return Ok{};
}

}  // namespace

std::string point_name(int x, int y) { return {letter(x), letter(y)}; }

Result<GameRecord> read_game(const Collection& c, std::size_t game, GameRecord* before_error, int width, int height) {
  GameRecord r;
  GameInfo& info = r.info;
  info.width = width;
  info.height = height;
  const std::uint32_t root = c.games[game];
  // The root's information properties, the first of each identifier and how many times each is
  // given, found in one pass over them.
  constexpr std::array<std::string_view, 10> kInfo = {"SZ", "KM", "HA", "PB", "PW", "RE", "RU", "DT", "EV", "GN"};
  std::array<const Property*, kInfo.size()> found{};
  std::array<int, kInfo.size()> given{};
  bool fox = false;         // an AP names the Fox server
  bool sets_black = false;  // an AB: handicap stones, whatever HA says
  for (const Property& p : c.properties(root)) {
    const std::string_view id = c.id(p);
    if (id.size() != 2) continue;
    // AP is "name:version"; Fox writes "foxwq".
    if (id == "AP" && p.value_count > 0 && (c.value(p) == "foxwq" || c.value(p).starts_with("foxwq:"))) fox = true;
    if (id == "AB") sets_black = true;
    for (std::size_t i = 0; i < kInfo.size(); ++i) {
      if (id[0] != kInfo[i][0] || id[1] != kInfo[i][1]) continue;
      if (found[i] == nullptr) found[i] = &p;
      ++given[i];
    }
  }
  auto index = [&](std::string_view id) { return static_cast<std::size_t>(std::find(kInfo.begin(), kInfo.end(), id) - kInfo.begin()); };
  auto find = [&](std::string_view id) { return found[index(id)]; };
  auto text = [&](std::string_view id) {
    const Property* p = find(id);
    return p == nullptr ? std::string() : simple_text(to_utf8(c.value(*p), c.charset));
  };
  auto warn = [&](const Property& p, std::string message) { r.warnings.push_back({std::move(message), p.position}); };
  if (const Property* sz = find("SZ"); sz != nullptr && sz->value_count > 0) {
    const std::string_view v = c.value(*sz);
    const std::size_t colon = v.find(':');
    const std::size_t second_colon = colon == std::string_view::npos ? colon : v.find(':', colon + 1);
    if (second_colon != std::string_view::npos) warn(*sz, fmt::format("SZ[{}] has more than two sizes: the first two are used", v));
    Result<int> w = side(v.substr(0, colon), v, *sz);
    Result<int> h = colon == std::string_view::npos || !w ? w : side(v.substr(colon + 1, second_colon - colon - 1), v, *sz);
    if (!h) {
      h.error().case_label = kGameInformation;
      return h.error();
    }
    info.width = *w;
    info.height = *h;
  }
  if (const Property* km = find("KM"); km != nullptr && km->value_count > 0) {
    const std::string_view v = c.value(*km);
    const std::string_view number = detail::trimmed(v);
    info.komi = text::parse_komi(number);
    if (!info.komi && !number.empty()) {
      warn(*km, fmt::format("KM[{}] is not a komi (a decimal number from -{} to {}, at most {} digits after the point): "
                            "the game is read without komi",
                            v, text::kMaxKomi, text::kMaxKomi, text::kKomiDecimals));
    }
  }
  if (const Property* ha = find("HA"); ha != nullptr && ha->value_count > 0) {
    // A handicap places at most every point but one; beyond that, or a value that is no number of
    // stones, the count would be nonsense (GNU Go refuses such an HA too).
    const std::string_view v = c.value(*ha);
    const std::uint64_t most = static_cast<std::uint64_t>(info.width) * static_cast<std::uint64_t>(info.height) - 1;
    const std::optional<std::uint64_t> stones = detail::sgf_number(v, most);
    if (stones) {
      info.handicap = static_cast<int>(*stones);
    } else if (!detail::trimmed(v).empty()) {
      warn(*ha, fmt::format("HA[{}] is not a handicap (a number of stones from 0 to {}): the game is read without handicap",
                            v, most));
    }
  }
  if (const Property* km = find("KM"); info.komi) {
    const Property* ha = find("HA");
    const bool even_fox = fox && !sets_black && info.handicap == 0;
    const Property* ru = find("RU");
    const std::string rules = ru == nullptr ? std::string() : to_utf8(c.value(*ru), c.charset);
    if (const std::optional<double> meant = fox_komi(*info.komi, info, even_fox, rules)) {
      const std::string_view v = c.value(*km);
      if (*info.komi != 0) {
        warn(*km, fmt::format("KM[{}] is read as {}: a komi in hundredths{}, as the Fox server writes it", v, *meant,
                              std::fmod(std::fabs(*info.komi), 50) == 0 ? "" : " of a stone (two points)"));
      } else {
        warn(*km, fmt::format("KM[{}] of an even game from the Fox server (AP[foxwq]{}) is read as {}: Fox writes 0 for "
                              "the komi of its even games",
                              v, ha == nullptr ? std::string() : fmt::format(", HA[{}]", c.value(*ha)), *meant));
      }
      info.komi = *meant;
    }
  }
  // Each is one value, given once (a Number, a Real, a SimpleText): more is said, the first used.
  for (std::size_t i = 0; i < kInfo.size(); ++i) {
    const Property* p = found[i];
    if (p == nullptr) continue;
    if (p->value_count > 1) warn(*p, fmt::format("{} has {} values: the first is used", kInfo[i], p->value_count));
    if (given[i] > 1) warn(*p, fmt::format("{} is given more than once: the first is used", kInfo[i]));
  }
  // Said in the file's order, whatever order the properties are read in.
  std::stable_sort(r.warnings.begin(), r.warnings.end(), [](const Error& a, const Error& b) {
    return std::tie(a.position.line, a.position.column) < std::tie(b.position.line, b.position.column);
  });
  info.black = text("PB");
  info.white = text("PW");
  info.result = text("RE");
  info.rules = text("RU");
  info.date = text("DT");
  info.event = text("EV");
  info.name = text("GN");
  // A game's nodes bound its moves (its setup lists aside): room made once, in the usual case. The
  // nodes of a tree are those from its root to the next tree's (a tree's nodes are read together).
  const std::size_t after = game + 1 < c.games.size() ? c.games[game + 1] : c.nodes.size();
  r.actions.reserve(after - c.games[game]);
  NodeSetup setup;
  // The text and the spans read straight: a property a move, so no substr's bounds check a step.
  const char* const text_of = c.text.data();
  for (std::uint32_t n = root; n != kNoNode; n = c.nodes[n].first_child) {
    const std::size_t node_start = r.actions.size();
    bool node_sets_up = false;
    bool node_moved = false;
    for (const Property& p : c.properties(n)) {
      // Identifiers of one or two capitals: compared as numbers, not strings.
      const char* const id_text = text_of + p.id.begin;
      const int code = p.id.size == 1 ? id_text[0] : p.id.size == 2 ? id_text[0] * 256 + id_text[1] : 0;
      const bool is_move = code == 'B' || code == 'W';
      if (is_move) {
        // FF[4] allows one move a node. Both are played, in their order, as GNU Go plays them
        // (tests/gtp), and that is said: the record may not be what its writer meant.
        if (node_moved) warn(p, fmt::format("{} is a second move in one node: both are played", c.id(p)));
        node_moved = true;
      }
      // The usual move, one value of two letters on the board, decoded here: no Result, no warning
      // to consider.
      if (is_move && p.value_count == 1) {
        const TextSpan v = c.value_store[p.first_value];
        const int x = v.size == 2 ? coordinate(text_of[v.begin]) : -1;
        const int y = v.size == 2 ? coordinate(text_of[v.begin + 1]) : -1;
        if (x >= 0 && y >= 0 && x < info.width && y < info.height) {  // (tt, a pass, is off a board of 19 or less)
          r.actions.push_back({Action::Kind::Move, code == 'B' ? Color::Black : Color::White, x, y, p.position});
          continue;
        }
      }
      const std::string_view id = c.id(p);
      // Made in place, not assigned: moving a Result per property was a tenth of the reading.
      Result<Ok> ok = [&]() -> Result<Ok> {
        switch (code) {
          case 'A' * 256 + 'B':
            node_sets_up = true;
            return points(c, p, info, Color::Black, r.actions, n, setup, r.warnings);
          case 'A' * 256 + 'W':
            node_sets_up = true;
            return points(c, p, info, Color::White, r.actions, n, setup, r.warnings);
          case 'A' * 256 + 'E':
            node_sets_up = true;
            return points(c, p, info, Color::Empty, r.actions, n, setup, r.warnings);
          case 'B':
          case 'W':
            if (p.value_count > 1) warn(p, fmt::format("{} has {} values: only the first is played", id, p.value_count));
            return move(c, p, info, code == 'B' ? Color::Black : Color::White, r.actions);
          case 'P' * 256 + 'L':
            if (!c.value(p).empty()) {
              // FF[3] and older also write PL[1] for Black and PL[2] for White.
              const char who = static_cast<char>(std::toupper(static_cast<unsigned char>(c.value(p)[0])));
              if (who == 'B' || who == '1') info.to_play = Color::Black;
              if (who == 'W' || who == '2') info.to_play = Color::White;
            }
            return Ok{};
          default: return Ok{};
        }
      }();
      if (!ok) {
        // Every move before this one made an action; this one made none.
        const auto moves = std::count_if(r.actions.begin(), r.actions.end(), [](const Action& a) { return a.kind != Action::Kind::Setup; });
        ok.error().case_label = is_move ? fmt::format("move {}", moves + 1) : "setup";
        if (before_error != nullptr) {
          // The node's setup comes first, whatever the order: a bad setup point leaves none of the
          // node played, and so does a bad move before setup not read yet (which would have come
          // first); a bad move after all its node's setup comes after that setup and the moves read
          // before it.
          const auto later = c.properties(n).subspan(static_cast<std::size_t>(&p - c.properties(n).data()) + 1);
          const bool setup_later = std::any_of(later.begin(), later.end(), [&](const Property& q) {
            const std::string_view qid = c.id(q);
            return qid == "AB" || qid == "AW" || qid == "AE";
          });
          if (is_move && !setup_later) {
            std::stable_partition(r.actions.begin() + static_cast<std::ptrdiff_t>(node_start), r.actions.end(),
                                  [](const Action& a) { return a.kind == Action::Kind::Setup; });
          } else {
            r.actions.resize(node_start);
          }
          *before_error = std::move(r);
        }
        return ok.error();
      }
    }
    // FF[4] forbids setup and a move in one node; where a record mixes them, the setup comes first,
    // whatever the order of the properties, so that the move's position is the node's.
    if (node_sets_up) {
      std::stable_partition(r.actions.begin() + static_cast<std::ptrdiff_t>(node_start), r.actions.end(),
                            [](const Action& a) { return a.kind == Action::Kind::Setup; });
    }
  }
  return r;
}

namespace {

/// The usual records of a collection read in one pass each (detail::read_plain_tree), with the
/// game each stands for.
class PlainTrees final : public TreeShortcut {
 public:
  explicit PlainTrees(const Collection& c) : c_(c) {}
  std::optional<TreeBound> read(std::string_view bytes, TreeBound start) override {
    GameRecord& r = read_.emplace_back(c_.games.size(), GameRecord{}).second;
    std::optional<TreeBound> end = detail::read_plain_tree(bytes, start, r);
    if (!end) read_.pop_back();
    return end;
  }
  /// The record of game g when it was read here (games asked for in order), else nothing.
  GameRecord* record(std::size_t g) {
    while (at_ < read_.size() && read_[at_].first < g) ++at_;
    return at_ < read_.size() && read_[at_].first == g ? &read_[at_].second : nullptr;
  }

 private:
  const Collection& c_;
  std::vector<std::pair<std::size_t, GameRecord>> read_;
  std::size_t at_ = 0;
};

/// parse_next's reading, or, `whole`, every tree left: the first few as parse_next reads them (they
/// settle the charset), then the rest appended, each offered to the one-pass reading first.
bool read_trees(TreeReader& reader, std::size_t most, ParsedFile& file, bool records, bool whole) {
  file.records.clear();
  file.error.reset();
  file.before_error = {};
  file.collection.clear();  // its memory kept: a large file is read a few trees at a time
  // The usual records in one pass each, when they are wanted now (their trees are not kept).
  PlainTrees plain(file.collection);
  TreeShortcut* const shortcut = records ? &plain : nullptr;
  Result<bool> read = reader.next(file.collection, whole ? GameSource::kTreesAtATime : most, shortcut);
  if (whole && read && *read) read = reader.next(file.collection, 0, shortcut);
  if (!read) file.error = read.error();
  for (std::size_t g = 0; records && g < file.collection.games.size(); ++g) {
    if (GameRecord* r = plain.record(g); r != nullptr) {
      file.records.emplace_back(std::move(*r));
      continue;
    }
    file.records.push_back(read_game(file.collection, g, &file.before_error));
    if (!file.records.back()) break;
  }
  return !file.collection.games.empty() || file.error.has_value();
}

}  // namespace

bool parse_next(TreeReader& reader, std::size_t most, ParsedFile& file, bool records) {
  return read_trees(reader, most, file, records, false);
}

GameSource::GameSource(ParsedFile& trees, TreeReader* reader) : trees_(trees), reader_(reader) {
  if (reader_ != nullptr) parse_next(*reader_, kTreesAtATime, trees_);
  several_ = holds_several_games(trees_.collection.games.size(), trees_.error.has_value());
}

std::string GameSource::label(std::size_t game) const { return several_ ? fmt::format("game {}", game) : std::string(); }

Result<bool> GameSource::next(InputGame& g) {
  if (done_) return false;
  while (at_ == trees_.records.size()) {
    // Trees parsed without their records (ahead, on another thread): each read at its turn.
    if (at_ < trees_.collection.games.size()) {
      trees_.records.push_back(read_game(trees_.collection, at_, &trees_.before_error));
      break;
    }
    if (trees_.error) {
      Error error = *std::exchange(trees_.error, std::nullopt);
      error.case_label = label(given_ + 1);
      return error;
    }
    if (reader_ == nullptr || !parse_next(*reader_, kTreesAtATime, trees_)) return false;
    at_ = 0;
  }
  g.warnings = at_ == 0 ? std::move(trees_.collection.warnings) : std::vector<Error>();
  g.record = std::move(trees_.records[at_++]);
  if (!g.record) g.before_error = std::move(trees_.before_error);
  ++given_;
  // parse_next reads the records up to the first that cannot be read, which ends the games.
  done_ = !g.record;
  return true;
}

void parse_file(std::string_view bytes, ParsedFile& file, bool records) {
  if (detail::read_plain_record(bytes, file)) return;  // the usual record, in one pass
  TreeReader reader(bytes);
  read_trees(reader, 0, file, records, records);  // with the records, a collection's usual ones in one pass
}

std::uint64_t ParsedFile::bytes_held() const {
  std::uint64_t n = records.capacity() * sizeof(Result<GameRecord>);
  for (const Result<GameRecord>& r : records) n += r ? r->actions.capacity() * sizeof(Action) : 0;
  const Collection& c = collection;
  return n + c.text.capacity() + c.nodes.capacity() * sizeof(Node) + c.property_store.capacity() * sizeof(Property) +
         c.value_store.capacity() * sizeof(TextSpan);
}

}  // namespace tengen::sgf
