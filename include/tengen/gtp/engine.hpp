#pragma once
/// \file
/// A GTP version 2 engine over the tengen board: the standard commands, GNU Go's list_stones and
/// captures, loadsgf and printsgf, and tengen's own analyses.

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/go/game.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/gtp/command.hpp"

namespace tengen::gtp {

/// What an Engine starts with: its rules, the seed of its moves, whether it may touch files.
struct EngineOptions {
  go::Rules rules = go::kGtpRules;
  std::uint64_t seed = 1;     ///< genmove's choices: the same seed, the same game
  bool files = true;          ///< whether loadsgf and printsgf may touch files
};

/// A GTP engine without I/O: it takes one command line at a time and returns the reply text. The
/// protocol loop (app/gtp_command.cpp) only reads lines and writes replies.
class Engine {
 public:
  explicit Engine(EngineOptions options = {});

  /// The reply to one input line: "=[id] text\n\n" or "?[id] message\n\n"; empty for a line with no
  /// command. `quit` is set by the quit command.
  struct Reply {
    std::string text;
    bool quit = false;
  };
  Reply handle(std::string_view line);

  /// The reply to a line too long to take (text::LineReader's TooLong): `head` is its beginning,
  /// `rest_first` the first byte after it that is not blank (LineReader::rest_first(), 0 for none).
  /// A line that holds no command (blanks, a comment, blanks and then a comment) gets no reply, as a
  /// short one would; otherwise "?[id] command too long", with the id when the head holds it.
  /// Changes nothing. O(head).
  Reply handle_too_long(std::string_view head, char rest_first) const;

  /// The names of every command, in the order list_commands gives them: the command table's.
  static std::vector<std::string_view> commands();

  const go::Board& board() const { return game_.board(); }
  /// The game as it stands.
  const go::Game& game() const { return game_; }

 private:
  struct Answer {
    bool ok;
    std::string text;
  };
  using Args = std::vector<std::string>;
  using Handler = Answer (Engine::*)(const Args&);
  /// A command of the protocol: its name and the member function that answers it.
  struct Entry {
    std::string_view name;
    Handler handler;
  };
  static const std::vector<Entry>& table();

  // One handler per command, named after it. As GNU Go does, each reads the arguments it takes and
  // ignores any that follow.
  // Protocol and setup (engine.cpp).
  Answer protocol_version(const Args& a);
  Answer name(const Args& a);
  Answer version(const Args& a);
  Answer known_command(const Args& a);
  Answer list_commands(const Args& a);
  Answer quit(const Args& a);
  Answer boardsize(const Args& a);
  Answer rectangular_boardsize(const Args& a);
  Answer clear_board(const Args& a);
  Answer komi(const Args& a);
  Answer fixed_handicap(const Args& a);
  Answer place_free_handicap(const Args& a);
  Answer set_free_handicap(const Args& a);
  Answer time_settings(const Args& a);
  Answer kgs_time_settings(const Args& a);
  Answer time_left(const Args& a);
  Answer level(const Args& a);
  Answer gogui_analyze_commands(const Args& a);
  // Moves (moves.cpp).
  Answer play(const Args& a);
  Answer genmove(const Args& a);
  Answer kgs_genmove_cleanup(const Args& a);
  Answer undo(const Args& a);
  Answer gg_undo(const Args& a);
  Answer top_moves_black(const Args& a);
  Answer top_moves_white(const Args& a);
  // What the board and the game hold (queries.cpp).
  Answer showboard(const Args& a);
  Answer query_boardsize(const Args& a);
  Answer get_handicap(const Args& a);
  Answer move_history(const Args& a);
  Answer list_stones(const Args& a);
  Answer captures(const Args& a);
  Answer is_legal(const Args& a);
  Answer all_legal(const Args& a);
  Answer countlib(const Args& a);
  Answer findlib(const Args& a);
  Answer tengen_best_capture(const Args& a);
  // The count of a finished game (counting.cpp).
  Answer final_score(const Args& a);
  Answer estimate_score(const Args& a);
  Answer final_status(const Args& a);
  Answer final_status_list(const Args& a);
  Answer tengen_score(const Args& a);
  Answer get_komi(const Args& a);
  // Game records (records.cpp).
  Answer loadsgf(const Args& a);
  Answer printsgf(const Args& a);

  Answer top_moves(Color c) const;
  /// genmove and kgs-genmove_cleanup: the move chosen for the colour a[0] names, played.
  Answer generate(const Args& a, bool cleanup);
  /// The move to play for c: see docs/gtp.md (genmove, kgs-genmove_cleanup).
  go::Point next_move(Color c, bool cleanup);
  /// The position counted as a referee counts it, under Chinese counting.
  go::FinalScore count() const;
  /// What final_status says of point p of a count: "alive", "dead", "seki", "black_territory",
  /// "white_territory" or "dame".
  std::string_view status_of(go::Point p, const go::FinalScore& counted) const;

  void reset(int width, int height);
  Answer play_move(Color c, go::Point p);
  Answer place_handicap(const std::vector<go::Point>& points, bool name_them);
  std::string vertex(go::Point p) const;
  std::optional<go::Point> point(std::string_view text) const;
  /// The points of the board in reading order (rows from the top) for which `keep` holds, as
  /// vertices separated by spaces.
  std::string points_where(const std::function<bool(go::Point)>& keep) const;
  std::string record() const;
  bool board_empty() const;

  EngineOptions options_;
  go::Game game_;
  std::mt19937_64 rng_;
};

/// genmove's choice for c: the largest capture (ties at random), else a random legal move that
/// neither fills one of c's own eyes nor lies in a small region only one colour borders (a tenth of
/// the board: territory, or a hopeless invasion); else kNoPoint (a pass). Never a suicide, even
/// where the rules allow it, and never a move back to a position that stood in the game
/// (Game::stood: the game must keep its history), whatever the ko rule. (Engine::genmove also
/// passes once a game has had twice as many moves as the board has points: so every game of the
/// engine against itself ends, with two passes, within 3 x points moves.) O(points) plus the
/// legality checks.
go::Point choose_move(const go::Game& game, Color c, std::mt19937_64& rng);

/// kgs-genmove_cleanup's choice for c, given the dead stones of a count (go::FinalScore::dead):
/// among the moves on a liberty of a dead chain of c's opponent, the one that captures the most
/// (ties at random), else a random one that leaves c's new chain with two liberties or more;
/// kNoPoint when there is none. Never a suicide or a move back to a position that stood in the
/// game. O(points x chain sizes).
go::Point choose_cleanup_move(const go::Game& game, Color c, const std::vector<go::Point>& dead, std::mt19937_64& rng);

/// Whether a game may end here, as a count (go::FinalScore, with its owner grid) judges it: once its
/// dead stones are off, every empty point is territory, or a dame point next to stones of both
/// colours, and none lies 8 steps (rows plus columns) or more from every live stone (open board,
/// where no finished game has territory). An empty board is not settled. O(points).
bool settled(const go::Board& board, const go::FinalScore& counted);

/// showboard's picture of a board: column letters (no I) above and below, row numbers (1 at the
/// bottom) on both sides, X black, O white, . empty. Starts with a newline, as GTP responses of
/// several lines do.
std::string board_text(const go::Board& board);

}  // namespace tengen::gtp
