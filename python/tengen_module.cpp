// tengen's Python module (tengen._tengen, re-exported by the package tengen): SGF records with their
// moves as NumPy arrays, the referee's count, renju's forbidden points and the classic answers. It
// only moves values between Python and the library, as the command line moves bytes.

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "tengen/classic/format.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/go/record.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/gomoku/renju.hpp"
#include "tengen/sgf/charset.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/number.hpp"
#include "tengen/text/printable.hpp"
#include "tengen/threads.hpp"

namespace py = pybind11;

namespace tengen::python {
namespace {

/// A bad input on its way to Python, where it becomes tengen.Error with its place.
struct InputError : std::runtime_error {
  InputError(std::string file_name, const Error& e)
      : std::runtime_error(e.message), file(std::move(file_name)), error(e) {}
  std::string file;
  Error error;
};

/// One game record as Python sees it: the record, where it came from, and its moves as an array.
struct Game {
  sgf::GameRecord record;
  std::string file;
  py::array_t<std::int16_t> moves;
  py::array_t<std::int16_t> setup;
  /// "game N" when the file holds several games, as the command line's errors name them; else "".
  std::string label;
};

/// The record's moves and passes (setup=false), or its setup stones (true), as rows (colour,
/// column, row): colour 1 Black, 2 White (0 for a point AE empties); a pass is column = row = -1.
py::array_t<std::int16_t> actions_array(const sgf::GameRecord& r, bool setup) {
  std::size_t n = 0;
  for (const sgf::Action& a : r.actions) n += (a.kind == sgf::Action::Kind::Setup) == setup ? 1 : 0;
  // The rows belong to a capsule, not to the array: NumPy lets an array that owns its memory be
  // made writeable again (flags.writeable = True), and one whose base is no buffer never.
  auto* const rows = new std::int16_t[std::max<std::size_t>(3 * n, 1)];
  const py::capsule owner(rows, [](void* p) { delete[] static_cast<std::int16_t*>(p); });
  py::array_t<std::int16_t> out({static_cast<py::ssize_t>(n), py::ssize_t{3}}, rows, owner);
  std::int16_t* row = rows;
  for (const sgf::Action& a : r.actions) {
    if ((a.kind == sgf::Action::Kind::Setup) != setup) continue;
    const bool pass = a.kind == sgf::Action::Kind::Pass;
    row[0] = static_cast<std::int16_t>(a.color);
    row[1] = static_cast<std::int16_t>(pass ? -1 : a.x);
    row[2] = static_cast<std::int16_t>(pass ? -1 : a.y);
    row += 3;
  }
  return out;
}

/// A source as C++ sees it: the name errors will carry, and the bytes when Python gave them (a
/// path's are read later, perhaps without the GIL).
struct Source {
  std::string name;
  std::optional<std::string> bytes;
};

/// The name of a source as Python gives paths back (os.fsdecode: a name that is not UTF-8
/// round-trips to open()), or "<bytes>".
py::object file_object(const std::string& name) {
  PyObject* decoded = PyUnicode_DecodeFSDefaultAndSize(name.data(), static_cast<Py_ssize_t>(name.size()));
  if (decoded == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(decoded);
}

/// SGF bytes, or a path: a str or an os.PathLike of either, as the system names the file. Python's
/// own converter for open()'s paths (a name that is not UTF-8 keeps its bytes; a NUL byte is a
/// ValueError), with no Python call a path.
Source source_of(const py::object& source) {
  if (py::isinstance<py::bytes>(source)) return {"<bytes>", source.cast<std::string>()};
  PyObject* encoded = nullptr;
  if (PyUnicode_FSConverter(source.ptr(), &encoded) == 0) throw py::error_already_set();
  return {py::reinterpret_steal<py::bytes>(encoded).cast<std::string>(), std::nullopt};
}

/// The game records of a source, read as tengen reads them (the same errors), up to the first
/// that cannot be read: `error` is then its error, labelled with its game as the command line
/// labels it.
struct Records {
  std::vector<sgf::GameRecord> games;
  std::optional<Error> error;
  bool several = false;  // the source holds more than one game (its games are labelled "game k")
};

/// The records of a source (read_records' rules); runs without the GIL.
Records read_records(const Source& source) {
  Records out;
  // A large file is mapped, not copied (text::map_file); the records copy what they keep.
  Result<text::InputBytes> read =
      source.bytes ? Result<text::InputBytes>(text::InputBytes()) : text::map_file(source.name, text::kMaxFileBytes, source.name);
  if (!read) {
    // A file that cannot be read has no place in it: line 0 (None in Python), and its text the
    // command line's ("cannot read NAME: reason").
    out.error = read.error();
    out.error->position = {0, 0};
    return out;
  }
  const std::string_view bytes = source.bytes ? std::string_view(*source.bytes) : read->view();
  // parse_file reads the usual record in one pass.
  sgf::ParsedFile file;
  sgf::parse_file(bytes, file, true);
  const std::size_t trees = file.collection.games.size();
  out.several = sgf::holds_several_games(trees, file.error.has_value());
  auto labelled = [&](Error e, std::size_t game) {
    if (out.several) e.case_label = nested_label(fmt::format("game {}", game), e.case_label);
    return e;
  };
  out.games.reserve(file.records.size());
  for (std::size_t g = 0; g < file.records.size() && !out.error; ++g) {
    Result<sgf::GameRecord>& r = file.records[g];
    if (r) {
      out.games.push_back(std::move(*r));
    } else {
      out.error = labelled(std::move(r.error()), g + 1);
    }
  }
  // A tree that cannot be read comes after every record read.
  if (!out.error && file.error) out.error = labelled(std::move(*file.error), out.games.size() + 1);
  // What reading the file repaired (a tree not closed by ')') comes with its first game, as the
  // command line says it before the first game's answers.
  const std::vector<Error>& repaired = file.collection.warnings;
  if (!out.games.empty()) out.games.front().warnings.insert(out.games.front().warnings.begin(), repaired.begin(), repaired.end());
  assert(!out.games.empty() || out.error);  // a source without a game tree is an error
  return out;
}

/// Marks an array read-only (NumPy's flag, set in place: no Python call a game); actions_array's
/// base keeps it so.
void freeze(py::array& a) { py::detail::array_proxy(a.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_; }

Game game_of_record(sgf::GameRecord record, std::string file, std::string label = {}) {
  Game g{std::move(record), std::move(file), {}, {}, std::move(label)};
  g.moves = actions_array(g.record, false);
  g.setup = actions_array(g.record, true);
  // positions() and score() play the record, not these arrays: an edit would show in `moves` and
  // nowhere else, so there is none.
  freeze(g.moves);
  freeze(g.setup);
  return g;
}

/// A Game as pickle keeps it (version 1): the file's name and label, the record's information, its
/// actions as an int64 array (kind, colour, column, row, line, column of the text) and its warnings
/// (message, line, column, case). Text goes as bytes, so that any name round-trips.
py::tuple game_state(const Game& g) {
  const sgf::GameInfo& i = g.record.info;
  const py::object to_play = i.to_play ? py::object(py::int_(static_cast<int>(*i.to_play))) : py::none();
  const py::object komi = i.komi ? py::object(py::float_(*i.komi)) : py::none();
  const py::tuple info = py::make_tuple(i.width, i.height, komi, i.handicap, to_play, py::bytes(i.black), py::bytes(i.white),
                                        py::bytes(i.result), py::bytes(i.rules), py::bytes(i.date), py::bytes(i.event),
                                        py::bytes(i.name));
  py::array_t<std::int64_t> actions({static_cast<py::ssize_t>(g.record.actions.size()), py::ssize_t{6}});
  std::int64_t* row = actions.mutable_data();
  for (const sgf::Action& a : g.record.actions) {
    row[0] = static_cast<std::int64_t>(a.kind);
    row[1] = static_cast<std::int64_t>(a.color);
    row[2] = a.x;
    row[3] = a.y;
    row[4] = static_cast<std::int64_t>(a.position.line);
    row[5] = static_cast<std::int64_t>(a.position.column);
    row += 6;
  }
  py::list warnings;
  for (const Error& w : g.record.warnings) {
    warnings.append(py::make_tuple(py::bytes(w.message), w.position.line, w.position.column, py::bytes(w.case_label)));
  }
  return py::make_tuple(1, py::bytes(g.file), py::bytes(g.label), info, actions, warnings);
}

/// The record of a pickled Game (game_state's), checked as far as the library needs it: a state
/// that no Game gives (another version, a point off the board, an unknown kind or colour) is a
/// ValueError, never a board played off its edge.
sgf::GameRecord record_of_state(const py::tuple& state, std::string& file, std::string& label) {
  auto bad = [] { return py::value_error("not the state of a tengen.Game"); };
  if (state.size() != 6 || state[0].cast<int>() != 1) throw bad();
  file = state[1].cast<std::string>();
  label = state[2].cast<std::string>();
  if (!py::isinstance<py::tuple>(state[3])) throw bad();
  const auto info = state[3].cast<py::tuple>();
  if (info.size() != 12) throw bad();
  sgf::GameRecord r;
  sgf::GameInfo& i = r.info;
  i.width = info[0].cast<int>();
  i.height = info[1].cast<int>();
  if (i.width < 1 || i.height < 1 || i.width > sgf::kMaxSgfSide || i.height > sgf::kMaxSgfSide) throw bad();
  if (!info[2].is_none()) {
    // A komi as KM gives one: finite, within text::kMaxKomi, at most kKomiDecimals decimals.
    const double komi = info[2].cast<double>();
    if (!text::parse_komi(fmt::format("{}", komi))) throw bad();
    i.komi = komi;
  }
  // As the reader gives them: a handicap from 0 to every point but one, text in UTF-8.
  i.handicap = info[3].cast<int>();
  if (i.handicap < 0 || static_cast<std::int64_t>(i.handicap) >= std::int64_t{i.width} * i.height) throw bad();
  if (!info[4].is_none()) {
    const int c = info[4].cast<int>();
    if (c != static_cast<int>(Color::Black) && c != static_cast<int>(Color::White)) throw bad();
    i.to_play = static_cast<Color>(c);
  }
  std::string* texts[] = {&i.black, &i.white, &i.result, &i.rules, &i.date, &i.event, &i.name};
  for (std::size_t t = 0; t < std::size(texts); ++t) {
    *texts[t] = info[5 + t].cast<std::string>();
    if (!sgf::is_utf8(*texts[t])) throw bad();
  }
  const auto actions = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(state[4]);
  if (!actions || actions.ndim() != 2 || actions.shape(1) != 6) throw bad();
  const auto rows = actions.unchecked<2>();
  for (py::ssize_t k = 0; k < actions.shape(0); ++k) {
    sgf::Action a;
    const std::int64_t kind = rows(k, 0);
    const std::int64_t color = rows(k, 1);
    if (kind < 0 || kind > static_cast<std::int64_t>(sgf::Action::Kind::Pass)) throw bad();
    a.kind = static_cast<sgf::Action::Kind>(kind);
    const bool setup = a.kind == sgf::Action::Kind::Setup;
    if (color < (setup ? 0 : 1) || color > 2) throw bad();
    a.color = static_cast<Color>(color);
    if (a.kind != sgf::Action::Kind::Pass && (rows(k, 2) < 0 || rows(k, 2) >= i.width || rows(k, 3) < 0 || rows(k, 3) >= i.height)) {
      throw bad();
    }
    a.x = static_cast<int>(rows(k, 2));
    a.y = static_cast<int>(rows(k, 3));
    if (rows(k, 4) < 1 || rows(k, 5) < 1) throw bad();
    a.position = {static_cast<std::uint64_t>(rows(k, 4)), static_cast<std::uint64_t>(rows(k, 5))};
    r.actions.push_back(a);
  }
  // Casts that would convert (a list to a tuple) or raise TypeError are refused first.
  if (!py::isinstance<py::list>(state[5])) throw bad();
  for (const py::handle w : state[5].cast<py::list>()) {
    if (!py::isinstance<py::tuple>(w)) throw bad();
    const auto t = w.cast<py::tuple>();
    if (t.size() != 4) throw bad();
    r.warnings.push_back({t[0].cast<std::string>(), {t[1].cast<std::uint64_t>(), t[2].cast<std::uint64_t>()}, t[3].cast<std::string>()});
  }
  return r;
}

/// The Game of a pickled state: a state that no Game gives is a ValueError.
Game game_of_state(const py::tuple& state) {
  std::string file, label;
  sgf::GameRecord record;
  try {
    record = record_of_state(state, file, label);
  } catch (const py::cast_error&) {
    throw py::value_error("not the state of a tengen.Game");
  }
  return game_of_record(std::move(record), std::move(file), std::move(label));
}

/// read_records with the GIL released (the caller holds it).
Records read_records_unlocked(const Source& source) {
  py::gil_scoped_release unlocked;
  return read_records(source);
}

/// Record g of `records` (moved out) as a Game of `file`, labelled "game g+1" when the source has several.
Game game_of(Records& records, std::size_t g, const std::string& file) {
  return game_of_record(std::move(records.games[g]), file, records.several ? fmt::format("game {}", g + 1) : "");
}

/// Every game of an SGF file or bytes, each read as tengen reads it (the same errors); a game that
/// cannot be read raises its error.
std::vector<Game> read_games(const py::object& source) {
  const Source s = source_of(source);
  Records records = read_records_unlocked(s);
  if (records.error) throw InputError(s.name, *records.error);
  std::vector<Game> games;
  games.reserve(records.games.size());
  for (std::size_t g = 0; g < records.games.size(); ++g) games.push_back(game_of(records, g, s.name));
  return games;
}

/// An index as Python gives one (an int, or anything with __index__, a NumPy integer too): its
/// value; one that no int64 holds is an IndexError naming `what` (no file has that many games,
/// no game that many moves), and no integer a TypeError.
std::int64_t index_of(const py::object& index, std::string_view what) {
  const py::object number = py::reinterpret_steal<py::object>(PyNumber_Index(index.ptr()));
  if (!number) throw py::error_already_set();
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(number.ptr(), &overflow);
  if (overflow != 0) throw py::index_error(fmt::format("{} {} is out of range", what, py::str(number).cast<std::string>()));
  return value;
}

/// Game number `game` of the source, from 0; negative numbers count from the end, as Python's
/// sequences do (-1: the last game). The games before one that cannot be read can be had; that one,
/// the ones after it and any counted from the end raise its error. One Game made, whatever the
/// number of games.
Game read_sgf(const py::object& source, const py::object& game_index) {
  const std::int64_t game = index_of(game_index, "game");
  const Source s = source_of(source);
  Records records = read_records_unlocked(s);
  const auto n = static_cast<std::int64_t>(records.games.size());
  if (records.error && (game < 0 || game >= n)) throw InputError(s.name, *records.error);
  const std::int64_t at = game < 0 ? game + n : game;
  if (at < 0 || at >= n) {
    throw py::index_error(fmt::format("game {} asked of a file of {}", game, text::counted(records.games.size(), "game")));
  }
  return game_of(records, static_cast<std::size_t>(at), s.name);
}

/// read_sgf(source) of every source, in order: the files read and parsed without the GIL, half of
/// them on a second thread when there are many, then their arrays made. The first source whose first
/// game cannot be read raises its error, as read_sgf would.
std::vector<Game> read_sgfs(const py::iterable& sources) {
  // One path or one bytes object is a single source, not a sequence of characters or bytes.
  if (py::isinstance<py::str>(sources) || py::isinstance<py::bytes>(sources)) {
    throw py::type_error("read_sgfs takes a list of sources (paths or bytes); for one source, use read_sgf");
  }
  std::vector<Source> all;
  for (const py::handle source : sources) all.push_back(source_of(py::reinterpret_borrow<py::object>(source)));
  std::vector<Records> reads(all.size());
  // Each half stops at its first source whose first game cannot be read: every source before the
  // first one overall is read. Of each source, its first game is kept.
  auto read_range = [&](std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i) {
      reads[i] = read_records(all[i]);
      reads[i].games.resize(std::min<std::size_t>(reads[i].games.size(), 1));
      if (reads[i].games.empty()) return;
    }
  };
  {
    py::gil_scoped_release unlocked;
    constexpr std::size_t kShared = 64;  // fewer sources are not worth a thread
    const unsigned threads = threads_for(0, all.size(), kShared);
    const std::size_t half = threads >= 2 ? all.size() / 2 : all.size();
    run_both(threads, [&] { read_range(0, half); }, [&] { read_range(half, all.size()); });
  }
  std::vector<Game> games;
  games.reserve(all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (reads[i].games.empty()) throw InputError(all[i].name, *reads[i].error);
    games.push_back(game_of(reads[i], 0, all[i].name));
  }
  return games;
}

/// The game as the record sets it up, under the rules tengen score and replay use for records:
/// captures happen, nothing is refused but a move on a stone.
go::Game start(const Game& g) { return go::game_of(g.record, go::Rules{}, go::UndoHistory::Discard); }

/// Plays the record's main line on `game` (its first `moves` moves and passes and the setup before
/// the next one); an illegal move is a tengen.Error with its place.
void play(const Game& g, go::Game& game, const go::AfterMove& after = {}, std::uint64_t moves = UINT64_MAX) {
  if (Result<Ok> ok = go::play_record(g.record, game, after, moves); !ok) {
    if (!g.label.empty()) ok.error().case_label = nested_label(g.label, ok.error().case_label);
    throw InputError(g.file, ok.error());
  }
}

/// Copies the board's points into `cell`, row by row from the top: 0 empty, 1 Black, 2 White.
std::int8_t* copy_board(const go::Board& b, std::int8_t* cell) {
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) *cell++ = static_cast<std::int8_t>(b.at(b.point(x, y)));
  }
  return cell;
}

/// The board after each move and the setup that follows it before the next move (or the end of the
/// record): (moves, height, width), 0 empty, 1 Black, 2 White. The last one is the final position.
py::array_t<std::int8_t> positions(const Game& g) {
  const int w = g.record.info.width;
  const int h = g.record.info.height;
  py::array_t<std::int8_t> out({static_cast<py::ssize_t>(g.moves.shape(0)), static_cast<py::ssize_t>(h), static_cast<py::ssize_t>(w)});
  std::int8_t* const first = out.mutable_data();
  std::int8_t* cell = first;
  // The boards go into the array's memory, with no Python object touched: other threads run.
  py::gil_scoped_release unlocked;
  go::Game game = start(g);
  play(g, game, [&](std::size_t, const sgf::Action&, const go::MoveResult&) { cell = copy_board(game.board(), cell); });
  // The setup between move k and the next (AE taking dead stones off at the end of a record, the
  // next step of a problem) is done on board k too: Game::set puts a stone down or takes one off
  // and nothing else, so the board stands as it will when the next move is played.
  std::size_t k = 0;
  for (const sgf::Action& a : g.record.actions) {
    if (a.kind != sgf::Action::Kind::Setup) {
      ++k;
    } else if (k > 0) {  // the setup before the first move is on every board already
      first[((k - 1) * static_cast<std::size_t>(h) + static_cast<std::size_t>(a.y)) * static_cast<std::size_t>(w) + static_cast<std::size_t>(a.x)] =
          static_cast<std::int8_t>(a.color);
    }
  }
  return out;
}

/// The board after the first `moves` moves and passes and the setup before the next one, as a list
/// of the len(game) + 1 positions is indexed: 0 before the first move (the setup done), -1 (the
/// default) the final position. (height, width), 0 empty, 1 Black, 2 White.
py::array_t<std::int8_t> position(const Game& g, const py::object& moves_index) {
  const std::int64_t moves = index_of(moves_index, "position");
  const std::int64_t count = g.moves.shape(0);
  const std::int64_t k = moves < 0 ? moves + count + 1 : moves;
  if (k < 0 || k > count) {
    throw py::index_error(fmt::format("position {} asked of a game of {} (0 to {}, or -{} to -1)", moves, text::counted(static_cast<std::uint64_t>(count), "move"),
                                      count, count + 1));
  }
  py::array_t<std::int8_t> out({static_cast<py::ssize_t>(g.record.info.height), static_cast<py::ssize_t>(g.record.info.width)});
  std::int8_t* const cells = out.mutable_data();
  py::gil_scoped_release unlocked;
  go::Game game = start(g);
  play(g, game, {}, static_cast<std::uint64_t>(k));
  copy_board(game.board(), cells);
  return out;
}

py::array_t<std::int16_t> points_array(const go::Board& b, const std::vector<go::Point>& points) {
  py::array_t<std::int16_t> out({static_cast<py::ssize_t>(points.size()), py::ssize_t{2}});
  std::int16_t* row = out.mutable_data();
  for (const go::Point p : points) {
    const auto stride = static_cast<go::Point>(padded::stride(static_cast<std::uint64_t>(b.width())));
    row[0] = static_cast<std::int16_t>(p % stride - 1);
    row[1] = static_cast<std::int16_t>(p / stride - 1);
    row += 2;
  }
  return out;
}

/// The ValueError for an argument `what` whose value `word` is none of `allowed`: the value quoted
/// with its control bytes escaped (a NUL would cut the message short).
py::value_error refused(std::string_view what, std::string_view allowed, std::string_view word) {
  return py::value_error(fmt::format("{} must be {}, not \"{}\"", what, allowed, text::printable(word)));
}

// The names of rules and of `dead` match in any case: CLI::ignore_case, as the command line's
// option words do.
go::Counting counting_named(const std::string& name) {
  const std::string lower = CLI::ignore_case(name);
  std::vector<std::string_view> names;
  for (const auto& [word, counting] : go::kCountingNames) {
    if (word == lower) return counting;
    names.push_back(word);
  }
  throw refused("rules", fmt::format("one of {}", fmt::join(names, ", ")), name);
}

/// The final position counted as tengen score --dead DEAD [--rule RULES] counts it: a referee's
/// count (dead stones estimated, or a rule set that takes dead stones off) under `rules`, else the
/// record's RU; with dead="none" and a count that keeps every stone (territory, area), the classic
/// count and its line ("Black wins by 10.5"), under `rules`, else territory, as the command line
/// does without --rule.
py::dict score(const Game& g, const std::string& dead, const std::optional<std::string>& rules) {
  const std::string how = CLI::ignore_case(dead);
  if (how != "auto" && how != "none") throw refused("dead", "\"auto\" or \"none\"", dead);
  go::Game game = start(g);
  play(g, game);
  const bool estimate = how == "auto";
  if (rules) game.set_counting(counting_named(*rules));
  if (!estimate && !rules) game.set_counting(go::Counting::Territory);
  const bool referee = go::referee_count({.estimate = estimate}, game.counting());
  const go::FinalScore f = [&] {
    py::gil_scoped_release unlocked;
    return go::score_finished(game, {.estimate = estimate});
  }();
  const go::GameScore& s = f.score;
  py::dict out;
  out["result"] = referee ? go::result_text(f.margin()) : classic::score_line(f.margin());
  // As the command line's JSON names it: the rule set of a referee's count, `area` or `territory`
  // for the classic count.
  out["rules"] = std::string(referee ? go::counting_name(game.counting()) : classic::count_rule_name(game.counting()));
  out["komi"] = game.komi();
  out["black"] = s.black;
  out["white"] = s.white;
  out["dead"] = points_array(game.board(), f.dead);
  out["seki"] = points_array(game.board(), s.seki);
  out["black_stones"] = s.territory.black_stones;
  out["white_stones"] = s.territory.white_stones;
  out["black_territory"] = s.territory.black_territory;
  out["white_territory"] = s.territory.white_territory;
  out["neutral"] = s.territory.neutral;
  out["black_prisoners"] = s.prisoners[static_cast<int>(Color::Black)];
  out["white_prisoners"] = s.prisoners[static_cast<int>(Color::White)];
  out["handicap_points"] = s.handicap_points;
  return out;
}

/// Black's forbidden points of a renju position given as a 2-D array of integers (0 empty, 1 Black,
/// 2 White); an array of another kind (floats: 1.9 is no colour) or another value is a ValueError.
std::vector<std::tuple<int, int, std::string>> forbidden_points(const py::object& board_like) {
  // Any array-like (a NumPy array, nested lists) as NumPy reads it; NumPy's MemoryError (nested
  // lists too large to convert) stays one, as any other refusal becomes the board's ValueError.
  py::array board;
  try {
    board = py::array::ensure(py::module_::import("numpy").attr("asarray")(board_like));
  } catch (py::error_already_set& e) {
    if (e.matches(PyExc_MemoryError)) throw;
  }
  if (!board) throw py::value_error("the board must be a 2-D array of integers (0 empty, 1 Black, 2 White)");
  const char kind = board.dtype().kind();
  if (kind != 'i' && kind != 'u' && kind != 'b') {
    throw py::value_error(fmt::format("the board must hold integers (0 empty, 1 Black, 2 White), not {}",
                                      py::str(board.dtype()).cast<std::string>()));
  }
  if (board.ndim() != 2 || board.shape(0) < 1 || board.shape(1) < 1) {
    throw py::value_error("the board must be a non-empty 2-D array (rows, columns)");
  }
  if (!Grid::fits(board.shape(1), board.shape(0))) {
    throw py::value_error(fmt::format("a board of {} rows and {} columns is larger than tengen's boards", board.shape(0), board.shape(1)));
  }
  const auto rows = static_cast<int>(board.shape(0));
  const auto cols = static_cast<int>(board.shape(1));
  Grid grid;
  grid.reset(cols, rows);
  // Each cell read where it is, in the array's own type (a strided view: no copy of the board), so
  // that a huge one is named as it is, not wrapped. Cells in the other byte order are first made
  // native, in their own width.
  if (!board.dtype().attr("isnative").cast<bool>()) board = board.attr("astype")(board.dtype().attr("newbyteorder")("="));
  auto fill = [&]<class T>() {
    const auto view = board.unchecked<T, 2>();
    for (int y = 0; y < rows; ++y) {
      for (int x = 0; x < cols; ++x) {
        const T v = view(y, x);
        bool bad = v > 2;
        if constexpr (std::is_signed_v<T>) bad = bad || v < 0;
        if (bad) throw py::value_error(fmt::format("cell ({}, {}) is {}: cells are 0, 1 or 2", y, x, +v));
        grid.at(x, y) = static_cast<std::uint8_t>(v);
      }
    }
  };
  const bool is_signed = kind == 'i';
  switch (board.itemsize()) {
    case 1: is_signed ? fill.operator()<std::int8_t>() : fill.operator()<std::uint8_t>(); break;
    case 2: is_signed ? fill.operator()<std::int16_t>() : fill.operator()<std::uint16_t>(); break;
    case 4: is_signed ? fill.operator()<std::int32_t>() : fill.operator()<std::uint32_t>(); break;
    case 8: is_signed ? fill.operator()<std::int64_t>() : fill.operator()<std::uint64_t>(); break;
    default: throw py::value_error(fmt::format("the board must hold integers of 1, 2, 4 or 8 bytes, not {}", board.itemsize()));
  }
  std::vector<std::tuple<int, int, std::string>> out;
  for (const gomoku::ForbiddenPoint& f : gomoku::forbidden_points(grid)) {
    if (f.foul == gomoku::Foul::Undecided) {
      throw py::value_error(gomoku::undecided_message(f));
    }
    out.emplace_back(f.y, f.x, std::string(gomoku::foul_name(f.foul)));
  }
  return out;
}

/// tengen's answers to a classic input, one string a unit (a case, or a move of replay), each
/// ending in a newline: joined, they are what `tengen FORMAT` prints.
std::vector<std::string> classic_answers(const std::string& format, const std::string& text) {
  const classic::Format* f = classic::format_named(format);
  if (f == nullptr) throw refused("format", "score, capture, five or replay", format);
  std::vector<std::string> answers;
  {
    py::gil_scoped_release unlocked;
    Result<classic::TestInput> read = f->read(text);
    if (!read) throw InputError("<input>", read.error());
    answers = f->answers(*read);
  }
  return answers;
}

}  // namespace
}  // namespace tengen::python

PYBIND11_MODULE(_tengen, m) {
  using namespace tengen::python;
  namespace sgf = tengen::sgf;
  m.doc() = "tengen: Go and Gomoku records and positions (the C++ library's Python module)";
  py::exception<InputError>(m, "Error", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      const py::object type = py::module_::import("tengen._tengen").attr("Error");
      const tengen::Error& x = e.error;
      // Messages quote the input, whatever its bytes: shown escaped, as the command line shows them.
      // An error of the whole file (it cannot be read: line 0) has no place.
      const bool placed = x.position.line > 0;
      py::object value = type(tengen::text::printable(placed ? tengen::describe(e.file, x) : x.message));
      value.attr("file") = file_object(e.file);
      value.attr("line") = placed ? py::object(py::int_(x.position.line)) : py::none();
      value.attr("column") = placed ? py::object(py::int_(x.position.column)) : py::none();
      value.attr("case") = tengen::text::printable(x.case_label);
      value.attr("message") = tengen::text::printable(x.message);
      PyErr_SetObject(type.ptr(), value.ptr());
    }
  });

  py::class_<Game>(m, "Game", "One game record: its information, and its main line as NumPy arrays.")
      .def_property_readonly("width", [](const Game& g) { return g.record.info.width; })
      .def_property_readonly("height", [](const Game& g) { return g.record.info.height; })
      .def_property_readonly("size", [](const Game& g) { return py::make_tuple(g.record.info.width, g.record.info.height); },
                             "(width, height)")
      .def_property_readonly("komi", [](const Game& g) { return g.record.info.komi; }, "KM, or None")
      .def_property_readonly("handicap", [](const Game& g) { return g.record.info.handicap; })
      .def_property_readonly("rules", [](const Game& g) { return g.record.info.rules; })
      .def_property_readonly("result", [](const Game& g) { return g.record.info.result; })
      .def_property_readonly("black", [](const Game& g) { return g.record.info.black; })
      .def_property_readonly("white", [](const Game& g) { return g.record.info.white; })
      .def_property_readonly("date", [](const Game& g) { return g.record.info.date; })
      .def_property_readonly("event", [](const Game& g) { return g.record.info.event; })
      .def_property_readonly("name", [](const Game& g) { return g.record.info.name; })
      .def_property_readonly("file", [](const Game& g) { return file_object(g.file); })
      .def_readonly("moves", &Game::moves, "int16 array (moves, 3): colour (1 Black, 2 White), column, row; a pass is -1, -1")
      .def_readonly("setup", &Game::setup, "int16 array (stones, 3): colour (0 for AE), column, row")
      .def_property_readonly("warnings", [](const Game& g) {
        std::vector<std::string> out;
        for (const tengen::Error& w : g.record.warnings) {
          out.push_back(tengen::text::printable(fmt::format("{}:{}: {}", w.position.line, w.position.column, w.message)));
        }
        return out;
      })

      .def("positions", &positions,
           "int8 array (moves, height, width): the board after each move and the setup after it; 0 empty, 1 Black, 2 White")
      .def("position", &position, py::arg("moves") = -1,
           "int8 array (height, width): the board after the first `moves` moves (0: before the first; -1: the final one)")
      .def("__len__", [](const Game& g) { return g.moves.shape(0); })
      .def("__repr__", [](const Game& g) {
        // What the record names, and nothing for what it leaves out.
        const sgf::GameInfo& info = g.record.info;
        const std::string players = info.black.empty() && info.white.empty() ? "" : fmt::format(" {} vs {}", info.black, info.white);
        return fmt::format("<tengen.Game {}x{}{}, {}{}{}>", info.width, info.height, players,
                           tengen::text::counted(static_cast<std::uint64_t>(g.moves.shape(0)), "move"), info.result.empty() ? "" : ", ",
                           info.result);
      });

  // Pickling (the package's Game.__reduce__): a Game is its state and a call of _game_of_state, no
  // __new__ and __setstate__, so that no Game is ever seen whose record was not made (the package
  // refuses Game.__new__).
  m.def("_game_state", &game_state, py::arg("game"), "The state a Game pickles as.");
  m.def("_game_of_state", &game_of_state, py::arg("state"), "The Game of a pickled state.");
  m.def("read_sgf", &read_sgf, py::arg("source"), py::arg("game") = 0,
        "The game (number `game`, from 0) of an SGF file (a path) or of SGF bytes.");
  m.def("read_sgfs", &read_sgfs, py::arg("sources"),
        "read_sgf(source) of every source (paths or bytes), as a list: the files read without the GIL.");
  m.def("read_sgf_games", &read_games, py::arg("source"), "Every game of an SGF file (a path) or of SGF bytes.");
  m.def("score", &score, py::arg("game"), py::arg("dead") = "auto", py::arg("rules") = py::none(),
        "The final position counted as `tengen score --dead DEAD [--rule RULES]` counts it: a dict with the "
        "result text (B+6.5), the points, the dead stones and the counts.");
  m.def("forbidden_points", &forbidden_points, py::arg("board"),
        "Black's forbidden points of a renju position (a 2-D array, 0 empty, 1 Black, 2 White): (row, column, "
        "reason) tuples in reading order.");
  m.def("classic_answers", &classic_answers, py::arg("format"), py::arg("text"),
        "tengen's answers to a classic input (score, capture, five or replay), one string a case or move.");
}
