// tengen score: territory of finished Go positions.

#include <cctype>
#include <cmath>
#include <memory>
#include <optional>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/go/dead_stones.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/classic/reading.hpp"
#include "tengen/classic/score.hpp"
#include "tengen/go/game.hpp"
#include "tengen/go/record.hpp"

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
};

/// A JSON number: an integer when the value is whole (scores), else a fraction (komi 6.5).
nlohmann::ordered_json number(double v) {
  if (v == std::floor(v) && std::fabs(v) < 9e15) return static_cast<std::int64_t>(v);
  return v;
}

/// A square board has a size; a rectangular one (from SGF) its columns and rows.
void put_board_size(nlohmann::ordered_json& j, int width, int height) {
  if (width == height) {
    j["size"] = width;
  } else {
    j["cols"] = width;
    j["rows"] = height;
  }
}

/// The game information of an SGF record, when there is one.
void put_game_info(nlohmann::ordered_json& j, const sgf::GameInfo* info) {
  if (info == nullptr) return;
  j["game"] = {{"black", info->black}, {"white", info->white}, {"result", info->result},
               {"rules", info->rules}, {"date", info->date},   {"event", info->event}, {"name", info->name}};
}

nlohmann::ordered_json score_json(std::uint64_t k, const Grid& g, const go::Territory& t, go::Counting counting,
                                  double komi, double margin) {
  const bool area = go::counts_stones(counting);
  auto side = [&](std::uint64_t stones, std::uint64_t territory) {
    const double points = static_cast<double>(territory + (area ? stones : 0));
    return nlohmann::ordered_json{{"stones", stones}, {"territory", territory}, {"points", number(points)}};
  };
  nlohmann::ordered_json white = side(t.white_stones, t.white_territory);
  white["points"] = number(white["points"].get<double>() + komi);
  nlohmann::ordered_json j{{"case", k}};
  put_board_size(j, g.width(), g.height());
  const nlohmann::ordered_json rest{{"rule", area ? "area" : "territory"},
          {"komi", number(komi)},
          {"black", side(t.black_stones, t.black_territory)},
          {"white", std::move(white)},
          {"neutral", t.neutral},
          {"winner", margin > 0 ? "black" : margin < 0 ? "white" : "draw"},
          {"margin", number(std::fabs(margin))},
          {"result", classic::verdict(margin)}};
  for (const auto& [key, value] : rest.items()) j[key] = value;
  return j;
}

/// The stones of g, and each colour's territory as `owner` gives it.
render::Diagram territory_picture(const Grid& g, const Grid& owner) {
  render::Diagram d = render::diagram_of(g);
  d.empty_meaning = "neutral";
  for (int y = 0; y < owner.height(); ++y) {
    for (int x = 0; x < owner.width(); ++x) {
      const Color c = owner.color(x, y);
      if (c == Color::Black) d.at(x, y) = render::Cell::BlackArea;
      if (c == Color::White) d.at(x, y) = render::Cell::WhiteArea;
    }
  }
  return d;
}

/// One scored position and everything its answer and picture need.
struct Scored {
  std::uint64_t k = 0;
  Grid grid{};
  Grid owner{};  ///< each point's owner, when a picture is wanted
  go::Territory territory{};
  double komi = 0;
  double margin = 0;
  const sgf::GameInfo* info = nullptr;

  void count(const Run& run, const ScoreOptions& o) {
    territory = go::count_territory(grid, run.wants_picture() ? &owner : nullptr);
    margin = go::margin(territory, o.counting, komi);
  }

  void write(const Run& run, const ScoreOptions& o, text::Output& out) const {
    if (!run.json()) {
      out.write(classic::verdict(margin));
      out.write("\n");
      return;
    }
    nlohmann::ordered_json j = score_json(k, grid, territory, o.counting, komi, margin);
    put_game_info(j, info);
    write_json_line(run, j, out);
  }

  /// The stones, and each colour's territory.
  render::Diagram draw() const { return territory_picture(grid, owner); }
};

/// A real count's answer as JSON: the counts, the dead stones and those in seki, the result.
nlohmann::ordered_json referee_json(std::uint64_t k, const go::Game& game, const go::FinalScore& f) {
  const go::Board& board = game.board();
  nlohmann::ordered_json j{{"case", k}};
  put_board_size(j, board.width(), board.height());
  j["rules"] = go::counting_name(game.counting());
  j["komi"] = number(game.komi());
  const go::GameScore& score = f.score;
  const go::Territory& t = score.territory;
  j["black"] = {{"stones", t.black_stones}, {"territory", t.black_territory}, {"prisoners", score.prisoners[1]},
                {"points", number(score.black)}};
  j["white"] = {{"stones", t.white_stones}, {"territory", t.white_territory}, {"prisoners", score.prisoners[2]},
                {"points", number(score.white)}};
  nlohmann::ordered_json stones = nlohmann::ordered_json::array();
  for (const go::Point p : f.dead) stones.push_back({board.row_of(p) + 1, board.column_of(p) + 1});
  j["dead"] = std::move(stones);
  nlohmann::ordered_json seki = nlohmann::ordered_json::array();
  for (const go::Point p : score.seki) seki.push_back({board.row_of(p) + 1, board.column_of(p) + 1});
  j["seki"] = std::move(seki);
  j["result"] = go::result_text(f.margin());
  return j;
}

/// Whether --rule or --dead asks for a real count rather than the classic one.
bool referee_mode(const ScoreOptions& o) { return o.dead_auto || go::removes_dead(o.counting); }

/// A real count's answer: the result line, or its JSON.
void write_referee(const Run& run, std::uint64_t k, const go::Game& game, const go::FinalScore& f,
                   const sgf::GameInfo* info, text::Output& out) {
  if (!run.json()) {
    out.print("{}\n", go::result_text(f.margin()));
    return;
  }
  nlohmann::ordered_json j = referee_json(k, game, f);
  put_game_info(j, info);
  write_json_line(run, j, out);
}

/// A real count's picture: the territory once the dead stones are off, and those stones starred.
render::Diagram draw_referee(const go::Board& board, const go::FinalScore& f) {
  Grid g = go::to_grid(board);
  for (const go::Point p : f.dead) g[p] = kEmpty;
  Grid owner;
  go::count_territory(g, &owner);
  render::Diagram d = territory_picture(g, owner);
  for (const go::Point p : f.dead) d.at(board.column_of(p), board.row_of(p)) = render::Cell::Removed;
  return d;
}

/// The dead-stone policy of a real count: estimated with --dead auto, else none.
go::DeadStoneOptions dead_policy(const ScoreOptions& o) { return {.estimate = o.dead_auto}; }

/// Scores the final position of the main line of every game of an SGF file.
int score_sgf(Run& run, const ScoreOptions& o, Input& input) {
  return run.sgf_games(input, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    // The final position as the record has it: captures happen, nothing is refused.
    go::Game game = go::game_of(record, go::Rules{}, go::UndoHistory::Discard);
    if (const Result<Ok> played = go::play_record(record, game, {}, UINT64_MAX, label); !played) {
      return run.fail(input.name(), played.error());
    }
    if (o.komi_given) game.set_komi(o.komi);
    if (referee_mode(o)) {
      if (o.rule_given) game.set_counting(o.counting);
      const go::FinalScore f = go::score_finished(game, dead_policy(o));
      return run.answer([&](text::Output& out) { write_referee(run, g, game, f, &record.info, out); },
                        [&] { return draw_referee(game.board(), f); });
    }
    Scored s{.k = g, .grid = go::to_grid(game.board())};
    s.komi = game.komi();
    s.info = &record.info;
    s.count(run, o);
    return run.answer([&](text::Output& out) { s.write(run, o, out); }, [&] { return s.draw(); });
  });
}

/// Classic positions counted for real: no record, so no captures, and Black to move.
int score_referee(Run& run, const ScoreOptions& o, Input& input) {
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::ScoreReader reader(tokens);
  Grid grid;
  std::uint64_t k = 0;
  std::optional<go::Game> game;
  go::FinalScore f;
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_case(grid, ++k);
        if (!read || !*read) return read;
        game.emplace(go::to_board(grid));
        game->set_counting(o.counting);
        game->set_komi(o.komi);
        f = go::score_finished(*game, dead_policy(o));
        return true;
      },
      [&](text::Output& out) { write_referee(run, k, *game, f, nullptr, out); },
      [&] { return draw_referee(game->board(), f); }, [&] { return Error{"", tokens.position(), case_label(k)}; });
}

int score_one(Run& run, const ScoreOptions& o, Input& input) {
  if (is_sgf(input.name(), o.sgf)) return score_sgf(run, o, input);
  if (referee_mode(o)) return score_referee(run, o, input);
  text::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  classic::ScoreReader reader(tokens);
  Scored s{.komi = o.komi};
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_case(s.grid, ++s.k);
        if (read && *read) s.count(run, o);
        return read;
      },
      [&](text::Output& out) { s.write(run, o, out); }, [&] { return s.draw(); },
      [&] { return Error{"", tokens.position(), case_label(s.k)}; });
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
             Words<go::Counting>{{"territory", go::Counting::Territory},
                                 {"area", go::Counting::TrompTaylor},
                                 {"tromp-taylor", go::Counting::TrompTaylor},
                                 {"chinese", go::Counting::Chinese},
                                 {"japanese", go::Counting::Japanese},
                                 {"aga", go::Counting::Aga}},
             "territory (the classic count), area or tromp-taylor (stones count too, every stone alive), or a real "
             "count: chinese, japanese (territory and prisoners) or aga")
      ->each([options](const std::string&) { options->rule_given = true; });
  add_choice(sub, "--dead", options->dead_auto, Words<bool>{{"none", false}, {"auto", true}},
             "none (every stone alive, the classic count) or auto: dead stones found by tengen, and the result as SGF "
             "writes it (B+6.5); the rule set is --rule, or the record's RU, or chinese");
  add_komi(sub, options->komi, options->komi_given, "points added to White (default 0, or KM of an SGF file)");
  add_sgf_options(sub, options->sgf, options->common);
  sub.callback([options, &exit_code] {
    exit_code = run_inputs(
        "score", options->common, [&](Input& input, Run& run) { return score_one(run, *options, input); },
        [&](const std::string& file) { return is_sgf(file, options->sgf); });
  });
}

}  // namespace tengen::app
