#pragma once
/// \file
/// A GTP version 2 engine over the tengen board: the standard commands, GNU Go's list_stones and
/// captures, loadsgf and printsgf, and tengen's own analyses.

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/go/game.hpp"
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

  /// The names of every command, as list_commands gives them.
  static const std::vector<std::string>& commands();

  const go::Board& board() const { return game_->board(); }

 private:
  struct Answer {
    bool ok;
    std::string text;
  };
  struct Entry {
    enum class Kind : std::uint8_t { Move, Pass, Setup } kind;
    Color color;
    go::Point point;
    std::uint32_t captured;  // by the mover
    std::uint32_t suicided;  // of the mover's own, taken by the opponent
  };
  Answer run(const Command& c);
  void reset(int width, int height);
  Answer play(Color c, go::Point p);
  go::Point choose_move(Color c);
  std::string vertex(go::Point p) const;
  std::optional<go::Point> point(std::string_view text) const;
  Answer stones(Color c) const;
  Answer load(const std::vector<std::string>& args);
  std::string sgf() const;
  Answer score(bool area) const;
  bool board_empty() const;

  EngineOptions options_;
  int width_ = 19;
  int height_ = 19;
  double komi_ = 0;
  std::optional<go::Game> game_;
  std::vector<Entry> history_;
  std::uint64_t captures_[3] = {0, 0, 0};  // indexed by Color: stones captured by that colour
  std::mt19937_64 rng_;
};

}  // namespace tengen::gtp
