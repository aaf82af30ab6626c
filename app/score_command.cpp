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
#include "tengen/go/record.hpp"

namespace tengen::app {
namespace {

/// The --rule words: the classic counts, and the rule sets players name.
enum class RuleWord : std::uint8_t { Territory, Area, TrompTaylor, Chinese, Japanese, Aga };

struct ScoreOptions {
  CommonOptions common;
  RuleWord rule = RuleWord::Territory;
  bool rule_given = false;
  bool dead_auto = false;  ///< --dead auto: dead stones estimated, the result as SGF writes it
  go::Scoring scoring = go::Scoring::Territory;
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

nlohmann::ordered_json score_json(std::uint64_t k, const Grid& g, const go::Territory& t, go::Scoring scoring,
                                  double komi, double margin) {
  auto side = [&](std::uint64_t stones, std::uint64_t territory) {
    const double points = static_cast<double>(territory + (scoring == go::Scoring::Area ? stones : 0));
    return nlohmann::ordered_json{{"stones", stones}, {"territory", territory}, {"points", number(points)}};
  };
  nlohmann::ordered_json white = side(t.white_stones, t.white_territory);
  white["points"] = number(white["points"].get<double>() + komi);
  nlohmann::ordered_json j{{"case", k}};
  put_board_size(j, g.width(), g.height());
  const nlohmann::ordered_json rest{{"rule", scoring == go::Scoring::Area ? "area" : "territory"},
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
    margin = go::margin(territory, o.scoring, komi);
  }

  void write(const Run& run, const ScoreOptions& o, text::Output& out) const {
    if (!run.json()) {
      out.write(classic::verdict(margin));
      out.write("\n");
      return;
    }
    nlohmann::ordered_json j = score_json(k, grid, territory, o.scoring, komi, margin);
    put_game_info(j, info);
    write_json_line(run, j, out);
  }

  /// The stones, and each colour's territory.
  render::Diagram draw() const { return territory_picture(grid, owner); }
};

/// The rule set of a real count: --rule when given, else the record's RU, else Chinese.
go::RuleSet rule_set(const ScoreOptions& o, const sgf::GameInfo* info) {
  if (o.rule_given || info == nullptr) {
    switch (o.rule) {
      case RuleWord::Territory: return go::RuleSet::Territory;
      case RuleWord::Area:
      case RuleWord::TrompTaylor: return go::RuleSet::TrompTaylor;
      case RuleWord::Japanese: return go::RuleSet::Japanese;
      case RuleWord::Aga: return go::RuleSet::Aga;
      case RuleWord::Chinese: break;
    }
    return go::RuleSet::Chinese;
  }
  std::string ru = info->rules;
  for (char& c : ru) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ru.starts_with("japanese") || ru.starts_with("korean")) return go::RuleSet::Japanese;
  if (ru.starts_with("aga")) return go::RuleSet::Aga;
  if (ru.starts_with("tromp") || ru.starts_with("nz") || ru.starts_with("new zealand")) return go::RuleSet::TrompTaylor;
  return go::RuleSet::Chinese;
}

/// A real count of a finished position, as a referee makes it: the dead stones off (with --dead
/// auto), the rule set's points, the result as SGF writes it ("B+6.5", "W+0.5", "0").
struct Referee {
  go::RuleSet rules = go::RuleSet::Chinese;
  std::vector<go::Point> dead;
  go::GameScore score;

  Referee(const go::Board& board, Color to_move, const std::uint64_t captured[3], const ScoreOptions& o,
          const sgf::GameInfo* info, double komi) {
    rules = rule_set(o, info);
    if (o.dead_auto) dead = go::dead_stones(board, to_move, {.playouts = 160, .seed = 1});
    score = go::score_game(board, dead, captured, rules, komi, info != nullptr ? info->handicap : 0);
  }

  std::string result() const {
    const double m = score.margin();
    if (m == 0) return "0";
    return fmt::format("{}+{}", m > 0 ? 'B' : 'W', std::fabs(m));
  }

  nlohmann::ordered_json json(std::uint64_t k, const go::Board& board, double komi) const {
    nlohmann::ordered_json j{{"case", k}};
    put_board_size(j, board.width(), board.height());
    j["rules"] = go::rule_set_name(rules);
    j["komi"] = number(komi);
    const go::Territory& t = score.territory;
    j["black"] = {{"stones", t.black_stones}, {"territory", t.black_territory}, {"prisoners", score.prisoners[1]},
                  {"points", number(score.black)}};
    j["white"] = {{"stones", t.white_stones}, {"territory", t.white_territory}, {"prisoners", score.prisoners[2]},
                  {"points", number(score.white)}};
    nlohmann::ordered_json stones = nlohmann::ordered_json::array();
    for (const go::Point p : dead) stones.push_back({board.row_of(p) + 1, board.column_of(p) + 1});
    j["dead"] = std::move(stones);
    nlohmann::ordered_json seki = nlohmann::ordered_json::array();
    for (const go::Point p : score.seki) seki.push_back({board.row_of(p) + 1, board.column_of(p) + 1});
    j["seki"] = std::move(seki);
    j["result"] = result();
    return j;
  }
};

/// Whether --rule or --dead asks for a real count rather than the classic one.
bool referee_mode(const ScoreOptions& o) {
  return o.dead_auto || o.rule == RuleWord::Chinese || o.rule == RuleWord::Japanese || o.rule == RuleWord::Aga;
}

/// A real count's answer: the result line, or its JSON.
void write_referee(const Run& run, std::uint64_t k, const go::Board& board, const Referee& ref, double komi,
                   const sgf::GameInfo* info, text::Output& out) {
  if (!run.json()) {
    out.print("{}\n", ref.result());
    return;
  }
  nlohmann::ordered_json j = ref.json(k, board, komi);
  put_game_info(j, info);
  write_json_line(run, j, out);
}

/// A real count's picture: the territory once the dead stones are off, and those stones starred.
render::Diagram draw_referee(const go::Board& board, const Referee& ref) {
  Grid g = go::to_grid(board);
  for (const go::Point p : ref.dead) g[p] = kEmpty;
  Grid owner;
  go::count_territory(g, &owner);
  render::Diagram d = territory_picture(g, owner);
  for (const go::Point p : ref.dead) d.at(board.column_of(p), board.row_of(p)) = render::Cell::Removed;
  return d;
}

/// Scores the final position of the main line of every game of an SGF file.
int score_sgf(Run& run, const ScoreOptions& o, Input& input) {
  return run.sgf_games(input, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    // The final position as the record has it: captures happen, nothing is refused.
    go::Game game(record.info.width, record.info.height, go::Rules{}, go::UndoHistory::Discard);
    std::uint64_t captured[3] = {0, 0, 0};
    Color next = record.info.handicap >= 2 ? Color::White : Color::Black;
    const go::AfterMove count_captures = [&](std::size_t, const sgf::Action& a, const go::MoveResult& m) {
      captured[cell_value(a.color)] += m.captured;
      captured[cell_value(opponent(a.color))] += m.suicided;
      next = opponent(a.color);
    };
    if (const Result<Ok> played = go::play_record(record, game, count_captures, static_cast<std::size_t>(-1), label); !played) {
      return run.fail(input.name(), played.error());
    }
    if (referee_mode(o)) {
      const double komi = o.komi_given ? o.komi : record.info.komi.value_or(0.0);
      const Referee ref(game.board(), next, captured, o, &record.info, komi);
      return run.answer([&](text::Output& out) { write_referee(run, g, game.board(), ref, komi, &record.info, out); },
                        [&] { return draw_referee(game.board(), ref); });
    }
    Scored s{.k = g, .grid = go::to_grid(game.board())};
    s.komi = o.komi_given ? o.komi : record.info.komi.value_or(0.0);
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
  std::optional<go::Board> board;
  std::optional<Referee> ref;
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_case(grid, ++k);
        if (!read || !*read) return read;
        board.emplace(grid.width(), grid.height());
        for (int y = 0; y < grid.height(); ++y) {
          for (int x = 0; x < grid.width(); ++x) {
            if (grid.color(x, y) != Color::Empty) board->set(board->point(x, y), grid.color(x, y));
          }
        }
        const std::uint64_t none[3] = {0, 0, 0};
        ref.emplace(*board, Color::Black, none, o, nullptr, o.komi);
        return true;
      },
      [&](text::Output& out) { write_referee(run, k, *board, *ref, o.komi, nullptr, out); },
      [&] { return draw_referee(*board, *ref); }, [&] { return Error{"", tokens.position(), case_label(k)}; });
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
  add_choice(sub, "--rule", options->rule,
             Words<RuleWord>{{"territory", RuleWord::Territory},
                             {"area", RuleWord::Area},
                             {"tromp-taylor", RuleWord::TrompTaylor},
                             {"chinese", RuleWord::Chinese},
                             {"japanese", RuleWord::Japanese},
                             {"aga", RuleWord::Aga}},
             "territory (the classic count), area or tromp-taylor (stones count too, every stone alive), or a real "
             "count: chinese, japanese (territory and prisoners) or aga")
      ->each([options](const std::string&) { options->rule_given = true; });
  add_choice(sub, "--dead", options->dead_auto, Words<bool>{{"none", false}, {"auto", true}},
             "none (every stone alive, the classic count) or auto: dead stones found by tengen, and the result as SGF "
             "writes it (B+6.5); the rule set is --rule, or the record's RU, or chinese");
  add_komi(sub, options->komi, options->komi_given, "points added to White (default 0, or KM of an SGF file)");
  add_sgf_options(sub, options->sgf, options->common);
  sub.callback([options, &exit_code] {
    options->scoring = options->rule == RuleWord::Territory ? go::Scoring::Territory : go::Scoring::Area;
    exit_code = run_inputs(
        "score", options->common, [&](Input& input, Run& run) { return score_one(run, *options, input); },
        [&](const std::string& file) { return is_sgf(file, options->sgf); });
  });
}

}  // namespace tengen::app
