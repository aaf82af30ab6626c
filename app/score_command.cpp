// tengen score: territory of finished Go positions.

#include <memory>
#include <optional>

#include <fmt/format.h>

#include "cli.hpp"
#include "commands.hpp"
#include "reporter.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/go/record.hpp"
#include "tengen/go/scoring.hpp"

namespace tengen::app {
namespace {

struct ScoreOptions {
  CommonOptions common;
  go::Counting counting = go::Counting::Territory;  ///< --rule ("area" is Tromp-Taylor's count)
  bool rule_given = false;
  bool dead_auto = false;  ///< --dead auto: dead stones estimated, the result as SGF writes it
  double komi = 0;
  bool komi_given = false;  ///< --komi on the command line: it overrides KM of SGF files
  bool sgf = false;

  /// Whether --rule or --dead asks for a referee's count rather than the classic one.
  bool referee() const { return go::referee_count(dead(), counting); }
  go::DeadStoneOptions dead() const { return {.estimate = dead_auto}; }
};

/// A position counted with every stone alive, and its answer.
struct ClassicCount {
  Grid grid;
  Grid owner{};  ///< each point's owner, when a picture is wanted
  go::Territory territory{};
  double margin = 0;

  void count(bool picture, const ScoreOptions& o, double komi) {
    territory = go::count_territory(grid, picture ? &owner : nullptr);
    margin = go::margin(territory, o.counting, komi);
  }
  /// The classic line: the margin as the classic format writes it.
  void write_line(text::Output& out) const {
    out.write(classic::score_line(margin));
    out.write("\n");
  }
  void write(const Reporter& run, const ScoreOptions& o, std::uint64_t k, double komi, const sgf::GameInfo* info,
             text::Output& out) const {
    if (run.json()) {
      classic::write_score_json(out, run.file(), k, grid, territory, o.counting, komi, margin, info);
    } else {
      write_line(out);
    }
  }
  render::Diagram draw() const { return classic::territory_picture(grid, owner); }
};

/// A referee's count's classic line: the result as SGF writes it.
void write_result_line(text::Output& out, const go::FinalScore& f) { out.print("{}\n", go::result_text(f.margin())); }

/// A referee's count's answer: its classic line, or its JSON.
void write_count(const Reporter& run, std::uint64_t k, const go::Game& game, const go::FinalScore& f,
                 const sgf::GameInfo* info, text::Output& out) {
  if (run.json()) {
    classic::write_count_json(out, run.file(), k, game, f, info);
  } else {
    write_result_line(out, f);
  }
}

/// The final position of a record as score counts it: the record played (captures happen, nothing
/// is refused), then --komi and, for a referee's count, --rule.
Result<go::Game> final_position(const ScoreOptions& o, const sgf::GameRecord& record, const std::string& label) {
  go::Game game = go::game_of(record, go::Rules{}, go::UndoHistory::Discard);
  if (Result<Ok> played = go::play_record(record, game, {}, UINT64_MAX, label); !played) return played.error();
  if (o.komi_given) game.set_komi(o.komi);
  if (o.referee() && o.rule_given) game.set_counting(o.counting);
  return game;
}

/// The line of a game that reads without a warning or an error, on the reading thread (PreAnswer);
/// false when it does not play to its end.
bool score_plain(const ScoreOptions& o, const sgf::GameRecord& record, text::Output& out) {
  Result<go::Game> game = final_position(o, record, "");
  if (!game) return false;
  if (o.referee()) {
    write_result_line(out, go::score_finished(*game, o.dead()));
  } else {
    ClassicCount c{.grid = go::to_grid(game->board())};
    c.count(false, o, game->komi());
    c.write_line(out);
  }
  return true;
}

/// Scores the final position of the main line of every game of an SGF file.
int score_sgf(Reporter& run, const ScoreOptions& o, text::Input& input) {
  return run.sgf_games(input, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    Result<go::Game> position = final_position(o, record, label);
    if (!position) return run.fail(input.name(), position.error());
    go::Game& game = *position;
    if (o.referee()) {
      const go::FinalScore f = go::score_finished(game, o.dead());
      return run.answer([&](text::Output& out) { write_count(run, g, game, f, &record.info, out); },
                        [&] { return classic::count_picture(game.board(), f); });
    }
    ClassicCount c{.grid = go::to_grid(game.board())};
    c.count(run.wants_picture(), o, game.komi());
    return run.answer([&](text::Output& out) { c.write(run, o, g, game.komi(), &record.info, out); },
                      [&] { return c.draw(); });
  });
}

int score_one(Reporter& run, const ScoreOptions& o, text::Input& input) {
  if (is_sgf(input.name(), o.sgf)) return score_sgf(run, o, input);
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::ScoreReader reader(tokens);
  std::uint64_t k = 0;
  ClassicCount c;
  // Classic positions counted by a referee: no record, so no captures, and Black to move.
  std::optional<go::Game> game;
  go::FinalScore f;
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_case(c.grid, ++k);
        if (!read || !*read) return read;
        if (!o.referee()) {
          c.count(run.wants_picture(), o, o.komi);
          return true;
        }
        if (o.dead_auto && c.grid.points() > go::kMaxEstimatePoints) {
          return Error{fmt::format("--dead auto takes boards of at most {} points (256 x 256); this one has {}",
                                   go::kMaxEstimatePoints, c.grid.points()),
                       reader.case_position(), case_label(k)};
        }
        game.emplace(go::to_board(c.grid));
        // --dead auto without --rule counts as the SGF path does without RU: Chinese.
        game->set_counting(o.rule_given ? o.counting : go::Counting::Chinese);
        game->set_komi(o.komi);
        f = go::score_finished(*game, o.dead());
        return true;
      },
      [&](text::Output& out) {
        if (o.referee()) {
          write_count(run, k, *game, f, nullptr, out);
        } else {
          c.write(run, o, k, o.komi, nullptr, out);
        }
      },
      [&] { return o.referee() ? classic::count_picture(game->board(), f) : c.draw(); },
      [&] { return Error{"", reader.case_position(), case_label(k)}; });
}

}  // namespace

void add_score(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ScoreOptions>();
  CLI::App& sub = add_analysis(app, "score", "territory of finished positions",
      "Scores finished Go positions: every stone is alive, and a region of empty points belongs to the\n"
      "colour that alone borders it. Prints 'Black wins by X', 'White wins by X' or 'Draw' per case.\n"
      "Input: cases 'n b w', then b black and w white points 'row column' (1-based, row 1 on top);\n"
      "a 0 alone on its line, or the end of the input, ends it. SGF game records (FILE.sgf, or --sgf)\n"
      "score the final position of their main line, with KM as the komi.\n"
      "Example: printf '2 0 1\\n1 1\\n0\\n' | tengen score   prints White wins by 3",
      options->common);
  add_choice(sub, "--rule", options->counting,
             Words<go::Counting>(go::kCountingNames.begin(), go::kCountingNames.end()),
             "territory (the classic count), area or tromp-taylor (stones count too, every stone alive), or a real "
             "count: chinese, japanese (territory and prisoners), aga or new-zealand (nz)")
      ->each([options](const std::string&) { options->rule_given = true; });
  add_choice(sub, "--dead", options->dead_auto, Words<bool>{{"none", false}, {"auto", true}},
             "none (every stone alive, the classic count) or auto: dead stones found by tengen, and the result as SGF "
             "writes it (B+6.5); the rule set is --rule, or the record's RU, or chinese (territory, area and "
             "tromp-taylor count every stone alive: no stone is dead under them)");
  add_komi(sub, options->komi, options->komi_given, "points added to White (default 0, or KM of an SGF file)");
  add_sgf_options(sub, options->sgf, options->common);
  sub.callback([options, &exit_code] {
    // Classic lines alone can be answered ahead, on the reading thread: with --dead auto's playouts
    // the two threads then count half the files each.
    PreAnswer ahead;
    if (!options->common.json && !options->common.show && options->common.svg.empty()) {
      ahead = [&](const sgf::GameRecord& record, text::Output& out) { return score_plain(*options, record, out); };
    }
    exit_code = for_each_input(
        "score", options->common, [&](text::Input& input, Reporter& run) { return score_one(run, *options, input); },
        [&](const std::string& file) { return is_sgf(file, options->sgf); }, true, ahead);
  });
}

}  // namespace tengen::app
