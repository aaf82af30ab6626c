#pragma once
/// \file
/// A GTP version 2 engine over the tengen board: the standard commands, GNU Go's list_stones and
/// captures, loadsgf and printsgf, and tengen's own analyses.

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tengen/go/game.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/gtp/command.hpp"

namespace tengen::gtp {

struct EngineOptions {
  go::Rules rules = go::kGtpRules;
  std::uint64_t seed = 1;     ///< genmove's choices: the same seed, the same game
  bool files = true;          ///< whether loadsgf and printsgf may touch files
};

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

  /// The names of every command, in the order list_commands gives them: the command table's.
  static std::vector<std::string_view> commands();

  const go::Board& board() const { return game_->board(); }

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

  struct Step {
    enum class Kind : std::uint8_t { Move, Pass, Setup } kind;
    Color color;
    go::Point point;
    std::uint32_t captured;  // by the mover
    std::uint32_t suicided;  // of the mover's own, taken by the opponent
  };

  // One handler per command, named after it.
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
  Answer play(const Args& a);
  Answer genmove(const Args& a);
  Answer undo(const Args& a);
  Answer undo_one();  // takes back the last move (precondition: one is there)
  Answer showboard(const Args& a);
  Answer list_stones(const Args& a);
  Answer captures(const Args& a);
  Answer final_score(const Args& a);
  Answer final_status_list(const Args& a);
  Answer fixed_handicap(const Args& a);
  Answer set_free_handicap(const Args& a);
  Answer loadsgf(const Args& a);
  Answer printsgf(const Args& a);
  Answer tengen_score(const Args& a);
  Answer tengen_best_capture(const Args& a);
  Answer time_settings(const Args& a);
  Answer kgs_time_settings(const Args& a);
  Answer time_left(const Args& a);
  Answer level(const Args& a);
  Answer top_moves_black(const Args& a);
  Answer top_moves_white(const Args& a);
  Answer gogui_analyze_commands(const Args& a);
  Answer top_moves(Color c) const;
  /// The dead stones of the position as it stands, sorted.
  std::vector<go::Point> dead() const;

  void reset(int width, int height);
  Answer play_move(Color c, go::Point p);
  Answer place_handicap(const std::vector<go::Point>& points, bool name_them);
  std::string vertex(go::Point p) const;
  std::optional<go::Point> point(std::string_view text) const;
  std::string stones(Color c) const;
  std::string record() const;
  Answer score(go::Scoring scoring) const;
  bool board_empty() const;

  EngineOptions options_;
  int width_ = 19;
  int height_ = 19;
  double komi_ = 0;
  std::optional<go::Game> game_;
  std::vector<Step> history_;
  std::uint64_t captures_[3] = {0, 0, 0};  // indexed by Color: stones captured by that colour
  std::mt19937_64 rng_;
  /// Every whole-board position since the board was set up, with how often it stood: genmove never
  /// goes back to one, whatever the ko rule.
  std::unordered_map<std::uint64_t, std::uint32_t> positions_;
  /// time_settings, kgs-time_settings and time_left: kept and acknowledged (genmove takes
  /// milliseconds, well within any time left).
  double main_time_ = 0;
  double byo_yomi_time_ = 0;
  int byo_yomi_stones_ = 0;
};

/// genmove's choice for c: the largest capture (ties at random), else a random legal move that
/// neither fills one of c's own eyes nor lies in a small region only one colour borders (a tenth of
/// the board: territory, or a hopeless invasion); else kNoPoint (a pass). Never a suicide, even
/// where the rules allow it, and never a move back to a position in `seen` (Board::hash values),
/// whatever the ko rule. (Engine::genmove also passes once a game has had twice as many moves as the
/// board has points: so every game of the engine against itself ends, with two passes, within
/// 3 x points moves.) O(points) plus the legality checks.
go::Point choose_move(const go::Game& game, Color c, std::mt19937_64& rng,
                      const std::unordered_map<std::uint64_t, std::uint32_t>& seen);

/// showboard's picture of a board: column letters (no I) above and below, row numbers (1 at the
/// bottom) on both sides, X black, O white, . empty. Starts with a newline, as GTP responses of
/// several lines do.
std::string board_text(const go::Board& board);

}  // namespace tengen::gtp
