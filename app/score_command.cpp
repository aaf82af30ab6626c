// tengen score: territory of finished Go positions.

#include <cmath>
#include <memory>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "json_line.hpp"
#include "options.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/io/classic.hpp"
#include "tengen/io/score_format.hpp"
#include "tengen/sgf/play.hpp"

namespace tengen::app {
namespace {

struct ScoreOptions {
  CommonOptions common;
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

nlohmann::ordered_json score_json(std::uint64_t k, const Grid& g, const go::Territory& t, go::Scoring scoring,
                                  double komi, double margin) {
  auto side = [&](std::uint64_t stones, std::uint64_t territory) {
    const double points = static_cast<double>(territory + (scoring == go::Scoring::Area ? stones : 0));
    return nlohmann::ordered_json{{"stones", stones}, {"territory", territory}, {"points", number(points)}};
  };
  nlohmann::ordered_json white = side(t.white_stones, t.white_territory);
  white["points"] = number(white["points"].get<double>() + komi);
  nlohmann::ordered_json j{{"case", k}};
  // A square board has a size; a rectangular one (from SGF) its columns and rows.
  if (g.width() == g.height()) {
    j["size"] = g.width();
  } else {
    j["cols"] = g.width();
    j["rows"] = g.height();
  }
  const nlohmann::ordered_json rest{{"rule", scoring == go::Scoring::Area ? "area" : "territory"},
          {"komi", number(komi)},
          {"black", side(t.black_stones, t.black_territory)},
          {"white", std::move(white)},
          {"neutral", t.neutral},
          {"winner", margin > 0 ? "black" : margin < 0 ? "white" : "draw"},
          {"margin", number(std::fabs(margin))},
          {"result", io::verdict(margin)}};
  for (const auto& [key, value] : rest.items()) j[key] = value;
  return j;
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

  void write(const Run& run, const ScoreOptions& o, io::Output& out) const {
    if (!run.json()) {
      out.write(io::verdict(margin));
      out.write("\n");
      return;
    }
    nlohmann::ordered_json j = score_json(k, grid, territory, o.scoring, komi, margin);
    if (info != nullptr) {
      j["game"] = {{"black", info->black}, {"white", info->white}, {"result", info->result},
                   {"rules", info->rules}, {"date", info->date},   {"event", info->event}, {"name", info->name}};
    }
    write_json_line(run, j, out);
  }

  /// The stones, and each colour's territory.
  render::Diagram draw() const {
    render::Diagram d = render::diagram_of(grid);
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
};

/// Scores the final position of the main line of every game of an SGF file.
int score_sgf(Run& run, const ScoreOptions& o, const Input& input) {
  return run.sgf_games(input, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    // The final position as the record has it: captures happen, nothing is refused.
    go::Game game(record.info.width, record.info.height, go::Rules{}, go::UndoHistory::Discard);
    if (const Result<Ok> played = sgf::play_record(record, game, nullptr, static_cast<std::size_t>(-1), label); !played) {
      return run.fail(input.name(), played.error());
    }
    Scored s{.k = g, .grid = go::to_grid(game.board())};
    s.komi = o.komi_given ? o.komi : record.info.komi.value_or(0.0);
    s.info = &record.info;
    s.count(run, o);
    return run.answer([&](io::Output& out) { s.write(run, o, out); }, [&] { return s.draw(); });
  });
}

int score_one(Run& run, const ScoreOptions& o, const Input& input) {
  if (is_sgf(input, o.sgf)) return score_sgf(run, o, input);
  io::TokenReader tokens(input.fd(), [&run] { run.out().flush(); });
  io::ScoreReader reader(tokens);
  Scored s{.komi = o.komi};
  return run.cases(
      input.name(),
      [&]() -> Result<bool> {
        Result<bool> read = reader.read_case(s.grid, ++s.k);
        if (read && *read) s.count(run, o);
        return read;
      },
      [&](io::Output& out) { s.write(run, o, out); }, [&] { return s.draw(); },
      [&] { return Error{"", tokens.position(), io::case_label(s.k)}; });
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
  add_choice(sub, "--rule", options->scoring, Words<go::Scoring>{{"territory", go::Scoring::Territory}, {"area", go::Scoring::Area}},
             "territory (the classic count) or area (stones count too)");
  add_komi(sub, options->komi, options->komi_given, "points added to White (default 0, or KM of an SGF file)");
  add_sgf_options(sub, options->sgf, options->common);
  sub.callback([options, &exit_code] {
    exit_code = run_inputs("score", options->common,
                           [&](const Input& input, Run& run) { return score_one(run, *options, input); });
  });
}

}  // namespace tengen::app
