#include "tengen/gomoku/record.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/json.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "tengen/grid.hpp"
#include "tengen/text/number.hpp"
#include "tengen/text/token_reader.hpp"
#include "sgf/numbers.hpp"
#include "text/batch_reader.hpp"
#include "tengen/sgf/game.hpp"

namespace tengen::gomoku {
namespace {

Error off_board(std::size_t k, std::int64_t row, std::int64_t col, const Record& r, TextPosition at) {
  return Error{fmt::format("point ({}, {}) is off the {}x{} board", row, col, r.width, r.height), at,
               move_label(static_cast<std::int64_t>(k))};
}

/// Ends r's moves at a move that cannot be read: its error, and where the move begins.
void stop_at(Record& r, Error why, TextPosition move_at) {
  r.stop = std::move(why);
  r.stop_at = move_at;
}

Record read_plain(std::string_view text, int width, int height) {
  Record r;
  r.width = width;
  r.height = height;
  // Comments become spaces, so that positions stay those of the text.
  std::string clean;
  if (text.find('#') != std::string_view::npos) {
    clean = text;
    for (std::size_t i = 0; i < clean.size(); ++i) {
      if (clean[i] != '#') continue;
      for (; i < clean.size() && clean[i] != '\n'; ++i) clean[i] = ' ';
    }
    text = clean;
  }
  // A move takes four bytes at least ("1 1\n"): one allocation for a game of the usual length.
  r.moves.reserve(std::min<std::size_t>(text.size() / 4 + 1, 4096));
  text::TokenReader in(text);
  text::BatchReader bulk(in);
  // Move k, "row column" from 1, into the record; false when it is off the board (the record's stop).
  auto add = [&](std::size_t k, std::int64_t row, std::int64_t col, TextPosition at) {
    if (row < 1 || row > height || col < 1 || col > width) {
      stop_at(r, off_board(k, row, col, r, at), at);
      return false;
    }
    r.moves.push_back({static_cast<int>(col - 1), static_cast<int>(row - 1), k % 2 == 1 ? Color::Black : Color::White, at});
    return true;
  };
  const auto limit = static_cast<std::uint32_t>(std::max(width, height));
  std::array<text::NumberPair, 64> pairs;
  for (std::size_t k = 1;;) {
    // Pairs of plain numbers a block at a time; anything else (the end, a comment's place, a sign,
    // zero) one number at a time below, with its error.
    const std::size_t got = bulk.pairs(pairs.data(), pairs.size(), limit);
    for (std::size_t j = 0; j < got; ++j, ++k) {
      if (!add(k, pairs[j].first, pairs[j].second, pairs[j].at)) return r;
    }
    if (got == pairs.size()) continue;
    std::int64_t row = 0;
    std::int64_t col = 0;
    text::Scan scan = in.next(row);
    if (scan == text::Scan::End) return r;
    const TextPosition at = in.position();
    if (scan == text::Scan::Number) scan = in.next(col);
    if (scan != text::Scan::Number) {
      // The move begins at its row, or what stands in its place; the error is where the column is missing.
      stop_at(r, text::scan_error(in, scan, fmt::format("the column of move {}", k), move_label(static_cast<std::int64_t>(k))), at);
      return r;
    }
    if (!add(k, row, col, at)) return r;
    ++k;
  }
}

Result<Record> read_psq(std::string_view text) {
  Record r;
  std::size_t line_start = 0;
  std::uint64_t line = 1;
  auto next_line = [&](std::string_view& out) {
    if (line_start >= text.size()) return false;
    const std::size_t end = text.find('\n', line_start);
    out = text.substr(line_start, end == std::string_view::npos ? std::string_view::npos : end - line_start);
    if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
    line_start = end == std::string_view::npos ? text.size() : end + 1;
    return true;
  };
  std::string_view header;
  if (!next_line(header)) return Error{"the record is empty: expected \"Piskvorky WxH, ...\"", {1, 1}, "header"};
  // "Piskvorky 20x20, 11:11, 0": the name and a space, then the size up to the first comma.
  constexpr std::string_view kName = "Piskvorky ";
  const bool named = header.starts_with(kName);
  const std::size_t space = kName.size() - 1;
  const std::size_t comma = header.find(',', kName.size());
  const std::string_view size =
      named ? header.substr(kName.size(), comma == std::string_view::npos ? std::string_view::npos : comma - kName.size())
            : std::string_view();
  const std::size_t x = size.find('x');
  const auto w = text::parse_unsigned(size.substr(0, x), 100'000);
  const auto h = x == std::string_view::npos ? w : text::parse_unsigned(size.substr(x + 1), 100'000);
  if (!named || !w || !h || *w < 1 || *h < 1) {
    return Error{fmt::format("'{}' is not a Piskvork header (\"Piskvorky WxH, ...\")", header.substr(0, 40)), {1, 1}, "header"};
  }
  if (*w > kMaxRecordSide || *h > kMaxRecordSide) {
    return Error{fmt::format("a {}x{} board is larger than a Gomoku record's board may be ({}x{} at most)", *w, *h,
                             kMaxRecordSide, kMaxRecordSide),
                 {1, static_cast<std::uint64_t>(space + 2)}, "header"};
  }
  r.width = static_cast<int>(*w);
  r.height = static_cast<int>(*h);
  std::string_view text_line;
  for (std::size_t k = 1; (++line, next_line(text_line)); ++k) {
    if (text_line.find(',') == std::string_view::npos) return r;  // the trailer
    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
      const std::size_t end = text_line.find(',', start);
      std::string_view f = text_line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
      while (!f.empty() && f.front() == ' ') f.remove_prefix(1);
      while (!f.empty() && f.back() == ' ') f.remove_suffix(1);
      fields.push_back(f);
      if (end == std::string_view::npos) break;
      start = end + 1;
    }
    const auto col = fields.size() == 3 ? text::parse_unsigned(fields[0], 100'000) : std::nullopt;
    const auto row = fields.size() == 3 ? text::parse_unsigned(fields[1], 100'000) : std::nullopt;
    const auto time = fields.size() == 3 ? text::parse_unsigned(fields[2], UINT64_MAX) : std::nullopt;
    const TextPosition at{line, 1};
    if (!col || !row || !time) {
      stop_at(r, {fmt::format("'{}' is not a move line \"x,y,time\"", text_line.substr(0, 40)), at, move_label(static_cast<std::int64_t>(k))},
              at);
      return r;
    }
    if (*row < 1 || *row > *h || *col < 1 || *col > *w) {
      // Named as the file writes it, x first: the header's WxH has the same order.
      stop_at(r, {fmt::format("point {},{} (x,y) is off the {}x{} board", *col, *row, r.width, r.height), at, move_label(static_cast<std::int64_t>(k))},
              at);
      return r;
    }
    r.moves.push_back({static_cast<int>(*col - 1), static_cast<int>(*row - 1), k % 2 == 1 ? Color::Black : Color::White, at});
  }
  return r;
}

/// Where game g's record starts, for what is said of the whole record: its root's first property,
/// else its first move, else the file's start.
TextPosition record_start(const sgf::Collection& c, std::uint32_t root, const sgf::GameRecord& game) {
  if (const auto props = c.properties(root); !props.empty()) return props.front().position;
  return game.actions.empty() ? TextPosition{1, 1} : game.actions.front().position;
}

/// Game g of an SGF collection as a Gomoku record, on a width x height board unless its SZ says;
/// the error of a record that is no Gomoku record (GM), unlabelled.
Result<Record> read_sgf_game(const sgf::Collection& c, std::size_t g, int width, int height) {
  const std::uint32_t root = c.games[g];
  const sgf::Property* gm = c.find(root, "GM");
  // The game (GM, an SGF Number: "04" and " 4" are 4): Gomoku is 4; none is Go by the SGF default,
  // read as Gomoku with a warning here.
  const std::optional<std::uint64_t> game_number = gm == nullptr ? std::nullopt : sgf::detail::sgf_number(c.value(*gm), 1000);
  if (gm != nullptr && game_number != 4u) {
    return Error{fmt::format("GM[{}] is {}, not Gomoku (GM[4])", c.value(*gm), game_number == 1u ? "a Go record" : "another game"),
                 gm->position, std::string(sgf::kGameInformation)};
  }
  Record r;
  if (gm != nullptr && gm->value_count > 1) r.warnings.push_back({fmt::format("GM has {} values: the first is used", gm->value_count), gm->position});
  const auto root_properties = c.properties(root);
  if (gm != nullptr && std::count_if(root_properties.begin(), root_properties.end(), [&](const sgf::Property& p) { return c.id(p) == "GM"; }) > 1) {
    r.warnings.push_back({"GM is given more than once: the first is used", gm->position});
  }
  // SGF gives Go 19 x 19 without SZ and Gomoku no size at all: a record without one is played on
  // the board plain records are, --size's (15 x 15, the renju board, by default; "tt" is a point of
  // a larger one, as SGF has it). A main line that cannot be read is read up to its bad node, which
  // is the record's stop; a size that cannot be read ends the file, as a Go record does.
  const bool sized = c.find(root, "SZ") != nullptr;
  sgf::GameRecord before;
  Result<sgf::GameRecord> read = sgf::read_game(c, g, &before, width, height);
  if (!read && read.error().case_label == sgf::kGameInformation) return read.error();
  if (!read) {
    if (!sized) read.error().message += " (the record gives no SZ: the board is --size's)";
    stop_at(r, read.error(), read.error().position);
  }
  const sgf::GameRecord& game = read ? *read : before;
  if (gm == nullptr) {
    r.warnings.push_back({"the record names no game (GM): it is read as Gomoku (GM[4])", record_start(c, root, game)});
  }
  r.width = game.info.width;
  r.height = game.info.height;
  r.warnings.insert(r.warnings.end(), game.warnings.begin(), game.warnings.end());
  std::size_t k = 0;
  for (const sgf::Action& a : game.actions) {
    std::optional<Error> bad;
    if (a.kind == sgf::Action::Kind::Setup) {
      bad = Error{"setup stones have no place in a Gomoku record", a.position, "setup"};
    } else {
      ++k;
      if (a.kind == sgf::Action::Kind::Pass) {
        bad = Error{"a pass has no place in a Gomoku record", a.position, move_label(static_cast<std::int64_t>(k))};
      }
    }
    if (bad) {
      stop_at(r, std::move(*bad), a.position);
      break;
    }
    r.moves.push_back({a.x, a.y, a.color, a.position});
  }
  return r;
}

Records read_sgf(std::string_view text, int width, int height) {
  // The trees read whole before one that cannot be read are answered before its error.
  sgf::TreeReader reader(text);
  sgf::Collection c;
  const Result<bool> trees = reader.next(c, 0);
  Records out;
  out.warnings = c.warnings;
  out.several = sgf::holds_several_games(c.games.size(), !trees);
  auto labelled = [&](Error e, std::size_t g) {
    if (out.several) e.case_label = nested_label(fmt::format("game {}", g), e.case_label);
    return e;
  };
  for (std::size_t g = 0; g < c.games.size(); ++g) {
    Result<Record> r = read_sgf_game(c, g, width, height);
    if (!r) {
      out.error = labelled(std::move(r.error()), g + 1);
      return out;
    }
    out.games.push_back(std::move(*r));
  }
  if (!trees) out.error = labelled(trees.error(), c.games.size() + 1);
  return out;
}

}  // namespace

RecordFormat record_format_of(std::string_view name) {
  if (text::has_extension(name, ".psq")) return RecordFormat::Psq;
  return text::has_extension(name, ".sgf") ? RecordFormat::Sgf : RecordFormat::Plain;
}

Records read_records(std::string_view text, RecordFormat format, int width, int height) {
  if (format == RecordFormat::Sgf) return read_sgf(text, width, height);
  // A UTF-8 byte-order mark, as Windows editors write one, is no part of the record: as spaces in a
  // plain record (the columns on its first line stay the file's), dropped before a Piskvork header.
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  std::string unmarked;
  if (text.starts_with(kByteOrderMark)) {
    if (format == RecordFormat::Psq) {
      text.remove_prefix(kByteOrderMark.size());
    } else {
      unmarked = std::string(kByteOrderMark.size(), ' ');
      unmarked += text.substr(kByteOrderMark.size());
      text = unmarked;
    }
  }
  Records out;
  Result<Record> one = format == RecordFormat::Plain ? Result<Record>(read_plain(text, width, height)) : read_psq(text);
  if (one) {
    out.games.push_back(std::move(*one));
  } else {
    out.error = std::move(one.error());
  }
  return out;
}

std::optional<Error> goes_on_warning(const Record& record, const PlayedRecord& played) {
  if (played.goes_on == 0) return std::nullopt;
  const TextPosition at = played.goes_on <= record.moves.size() ? record.moves[played.goes_on - 1].at : record.stop_at;
  return Error{fmt::format("the record goes on after the game was decided at move {}", played.decision.move), at,
               move_label(static_cast<std::int64_t>(played.goes_on))};
}

Result<PlayedRecord> play_record(const Record& record, Rule rule, const AfterGomokuMove& after) {
  PlayedRecord out{Game(record.width, record.height, rule), 0, Decision{}, 0};
  Game& game = out.game;
  for (std::size_t k = 1; k <= record.moves.size(); ++k) {
    const RecordMove& m = record.moves[k - 1];
    if (out.decision.move != 0) {
      out.goes_on = k;
      break;
    }
    if (game.at(m.x, m.y) != Color::Empty) {
      return Error{fmt::format("{} is already occupied", point_name(m.x, m.y, record.height)), m.at,
                   move_label(static_cast<std::int64_t>(k))};
    }
    const Color mover = m.color;
    const MoveOutcome outcome = game.play(m.x, m.y, mover);
    if (outcome.foul == Foul::Undecided) {
      return Error{fmt::format("whether black's {} is a foul is not decided: {}", point_name(m.x, m.y, record.height),
                               undecided_reason()),
                   m.at, move_label(static_cast<std::int64_t>(k))};
    }
    ++out.played;
    if (after) after(k, mover, m, outcome);
    if (outcome.kind != MoveOutcome::Kind::None) out.decision = {k, mover, outcome, m.x, m.y};
  }
  if (record.stop) {
    if (out.decision.move == 0) return *record.stop;
    if (out.goes_on == 0) out.goes_on = record.moves.size() + 1;
  }
  return out;
}

std::string result_line(const PlayedRecord& played) {
  const Decision& d = played.decision;
  if (d.move == 0) return "no result after " + text::counted(played.played, "move");
  const std::string point = point_name(d.x, d.y, played.game.height());
  if (d.outcome.kind == MoveOutcome::Kind::Foul) {
    return fmt::format("black loses by foul ({}) at move {} ({})", foul_name(d.outcome.foul), d.move, point);
  }
  return fmt::format("{} wins at move {} ({})", color_name(d.mover), d.move, point);
}

std::string_view outcome_name(const MoveOutcome& outcome) {
  switch (outcome.kind) {
    case MoveOutcome::Kind::Win: return "win";
    case MoveOutcome::Kind::Foul: return "foul";
    case MoveOutcome::Kind::None: break;
  }
  return "none";
}

void write_move_json(text::Output& out, const std::string* file, std::size_t game, std::size_t k, Color mover,
                     const RecordMove& move, const MoveOutcome& outcome, int height) {
  fmt::memory_buffer b;
  text::JsonWriter j(b);
  j.begin_record(file);
  if (game != 0) j.field("game", static_cast<std::uint64_t>(game));
  j.field("move", static_cast<std::uint64_t>(k));
  j.field("color", color_name(mover));
  j.field("row", move.y + 1);
  j.field("col", move.x + 1);
  j.field("point", std::string_view(point_name(move.x, move.y, height)));
  j.field("verdict", outcome_name(outcome));
  if (outcome.kind == MoveOutcome::Kind::Foul) j.field("foul", foul_name(outcome.foul));
  j.end_object();
  b.push_back('\n');
  out.write({b.data(), b.size()});
}

void write_result_json(text::Output& out, const std::string* file, std::size_t game, const PlayedRecord& played) {
  fmt::memory_buffer b;
  text::JsonWriter j(b);
  j.begin_record(file);
  if (game != 0) j.field("game", static_cast<std::uint64_t>(game));
  j.field("result", std::string_view(result_line(played)));
  j.field("moves", static_cast<std::uint64_t>(played.played));
  j.end_object();
  b.push_back('\n');
  out.write({b.data(), b.size()});
}

render::Diagram record_picture(const PlayedRecord& played) {
  render::Diagram d = render::diagram_of(played.game.board());
  // The edges named as the answer names points: a move named H8 is found at H and 8.
  for (int x = 0; x < d.width; ++x) d.column_names.push_back(column_name(x));
  d.number_rows_from_bottom();
  const Decision& decision = played.decision;
  if (decision.move != 0) {
    d.mark(decision.x, decision.y);
    d.highlight_meaning = decision.outcome.kind == MoveOutcome::Kind::Foul ? "the foul" : "the winning move";
  }
  return d;
}

}  // namespace tengen::gomoku
