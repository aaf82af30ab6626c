#pragma once
/// \file
/// What a game tree says about a game: its size and information, and the main line as a sequence
/// of setup stones, moves and passes.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/color.hpp"
#include "tengen/result.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf {

/// Largest side SGF coordinates can name (a-z, A-Z).
inline constexpr int kMaxSgfSide = 52;

/// Game information of the root node, as UTF-8 text.
struct GameInfo {
  int width = 19;
  int height = 19;
  std::optional<double> komi;  ///< KM, when it holds a number
  int handicap = 0;
  std::optional<Color> to_play;  ///< PL, the last one on the main line
  std::string black, white, result, rules, date, event, name;
};

/// One step of the main line. Setup puts `color` (Empty for AE) on (x, y); Move plays there; Pass
/// passes. x is the column, y the row (0 on top).
struct Action {
  enum class Kind : std::uint8_t { Setup, Move, Pass };
  Kind kind = Kind::Move;
  Color color = Color::Black;
  int x = 0;
  int y = 0;
  TextPosition position{};
};

/// One game as tengen plays it: its information, its main line (setup stones, moves and passes in
/// order) and what reading it repaired.
struct GameRecord {
  GameInfo info;
  std::vector<Action> actions;  ///< the main line (first child at every node), in order
  /// What reading had to repair, each with its place: a KM that is no komi (text::parse_komi: the
  /// game is read without komi), with several values or repeated (the first is used), or written
  /// as the Fox server writes it (KM[750] is 7.5, KM[375] 3.75 stones, KM[0] of an even game from
  /// AP[foxwq] 6.5, or 7.5 under Chinese rules: docs/formats.md); a move with
  /// several values (the first is played); an SZ with more than two sizes or repeated (the first
  /// two sizes of the first SZ are used); a text of the information (PB, PW, RE, RU, DT, EV, GN)
  /// with several values or repeated (the first is used); a point one node sets up with two colours
  /// (AB and AW on one point: the last is used).
  std::vector<Error> warnings;
};

/// The case label of read_game's errors in the root's information (a bad size), before any move.
inline constexpr std::string_view kGameInformation = "game information";

/// Reads game number `game` of the collection. Understands SZ[n] and SZ[w:h] (up to 52; without
/// SZ the board is `width` x `height`, SGF's 19 x 19 for Go by default: a Gomoku reader gives its
/// own), B/W moves with passes as an empty value and, on boards up to 19x19, as "tt"; AB/AW/AE with
/// compressed point lists ("aa:cc"); PL; KM, HA, RE, RU, PB, PW, DT, EV, GN. Errors (with the
/// property's position): a bad size (labelled kGameInformation), a point off the board or
/// malformed. On an error in the main line, `before_error` (when given) receives the record read up
/// to it, so that an answer per move can answer those moves: the information, the warnings so far,
/// and the actions of the nodes before the bad one and, when the bad property is a move after all
/// of its node's setup, the bad node's setup and moves read before it (a node's setup comes before
/// its moves: a bad setup point, or a bad move before setup, leaves none of its node). O(nodes of
/// the main line).
Result<GameRecord> read_game(const Collection& c, std::size_t game, GameRecord* before_error = nullptr, int width = 19,
                             int height = 19);

/// SGF game trees read ahead of the turn at which they are answered (a whole file, or the next
/// few trees of a large one): the trees, the record of each in order (read_game) up to the first
/// that cannot be read, that one included, and what ended the reading of the trees early.
struct ParsedFile {
  Collection collection;
  std::vector<Result<GameRecord>> records;
  /// The error that stopped the reading after those trees (none: they were read to the end, or to
  /// `most`). Its tree is record number records.size() + 1, when every record could be read.
  std::optional<Error> error;
  /// When the last record cannot be read: what was read of it before its error (read_game's).
  GameRecord before_error;
  /// The bytes its arrays hold (their capacities), about.
  std::uint64_t bytes_held() const;
};

/// Reads `bytes` whole into `file`, in place of what it held (its arrays keep their room); without
/// `records`, the trees alone (file.records empty: GameSource reads them as it gives the games).
/// With them, a collection's usual records after its first GameSource::kTreesAtATime trees are read
/// in one pass each, their trees not kept (roots without properties stand for them).
void parse_file(std::string_view bytes, ParsedFile& file, bool records = true);

/// Reads the next `most` trees of `reader` (0: all that are left) into `file`, in place of what
/// it held, and their records unless `records` is false; returns whether it read a tree or met
/// an error.
bool parse_next(TreeReader& reader, std::size_t most, ParsedFile& file, bool records = true);

/// One game of an SGF input: what reading its file had to repair, said before it (the file's
/// warnings come with the first game read after them), and its record or why it cannot be read.
struct InputGame {
  std::vector<Error> warnings;
  Result<GameRecord> record = Error{};
  /// When the record cannot be read: what was read of it before its error (read_game's), for the
  /// answers per move that come before the error. Meaningless when the record was read.
  GameRecord before_error;
  /// Whether its answers were written ahead of its turn (InputGames' AnswerAhead), and their text.
  bool answered = false;
  std::string answer;
};

/// Whether an SGF input holds several games, from its first trees read whole and whether an error
/// ended the reading after them: more than one tree, or one and a tree after it that cannot be
/// read. Answers and messages then name each game ("game N"). O(1).
constexpr bool holds_several_games(std::size_t trees, bool error_after) { return trees > 1 || (trees == 1 && error_after); }

/// The games of an SGF input in order: those of the trees already in `trees` (their records read
/// here when `trees` holds none), then, with a reader, those of its next trees, kTreesAtATime at
/// a time (a large collection is never held whole). Whether the input holds several games is known from the start. `trees` and `reader`
/// must outlive it.
class GameSource {
 public:
  static constexpr std::size_t kTreesAtATime = 64;

  /// Reads the first trees of `reader` into `trees` (none with a null reader: `trees` holds the
  /// whole input, read already).
  GameSource(ParsedFile& trees, TreeReader* reader);

  /// Whether the input holds more than one game (or one and an error after it).
  bool several() const { return several_; }
  /// "game N" when the input holds several, else "".
  std::string label(std::size_t game) const;
  /// The next game into g: true; false after the last, or after a record that cannot be read; or
  /// the error that ended the trees, its label naming its game. Amortized O(the game's bytes).
  Result<bool> next(InputGame& g);
  /// The games given so far.
  std::size_t given() const { return given_; }

 private:
  ParsedFile& trees_;
  TreeReader* reader_;
  bool several_ = false;
  std::size_t at_ = 0;  // the next record of trees_
  std::size_t given_ = 0;
  bool done_ = false;
};

/// The SGF name of a point ("ab" for column 0, row 1).
std::string point_name(int x, int y);

}  // namespace tengen::sgf
