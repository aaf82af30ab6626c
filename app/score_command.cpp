// tengen score: territory of finished Go positions.

#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "tengen/go/territory.hpp"
#include "tengen/io/score_format.hpp"
#include "tengen/sgf/play.hpp"

namespace tengen::app {
namespace {

struct ScoreOptions {
  CommonOptions common;
  std::string rule = "territory";
  double komi = 0;
  bool komi_given = false;  ///< --komi on the command line: it overrides KM of SGF files
  bool sgf = false;
};

/// "Black wins by 3", "White wins by 6.5" or "Draw".
std::string verdict(double margin) {
  if (margin == 0) return "Draw";
  return fmt::format("{} wins by {}", margin > 0 ? "Black" : "White", std::fabs(margin));
}

/// A JSON number: an integer when the value is whole (scores), else a fraction (komi 6.5).
nlohmann::ordered_json number(double v) {
  if (v == std::floor(v) && std::fabs(v) < 9e15) return static_cast<std::int64_t>(v);
  return v;
}

nlohmann::ordered_json score_json(std::uint64_t k, const Grid& g, const go::Territory& t, const ScoreOptions& o,
                                  go::Scoring scoring, double komi, double margin) {
  auto side = [&](std::uint64_t stones, std::uint64_t territory) {
    const double points = static_cast<double>(territory + (scoring == go::Scoring::Area ? stones : 0));
    return nlohmann::ordered_json{{"stones", stones}, {"territory", territory}, {"points", number(points)}};
  };
  nlohmann::ordered_json white = side(t.white_stones, t.white_territory);
  white["points"] = number(white["points"].get<double>() + komi);
  return {{"case", k},
          {"size", g.width()},
          {"rule", o.rule},
          {"komi", number(komi)},
          {"black", side(t.black_stones, t.black_territory)},
          {"white", std::move(white)},
          {"neutral", t.neutral},
          {"winner", margin > 0 ? "black" : margin < 0 ? "white" : "draw"},
          {"margin", number(std::fabs(margin))},
          {"result", verdict(margin)}};
}

/// The answer for one position: the verdict line (or JSON object), and the pictures asked for.
int answer(const ScoreOptions& o, std::uint64_t k, Grid& grid, double komi, const sgf::GameInfo* info,
           io::Output& out, std::uint64_t& pictures) {
  const go::Scoring scoring = o.rule == "area" ? go::Scoring::Area : go::Scoring::Territory;
  const bool picture = wants_picture(o.common);
  Grid owner;
  const go::Territory t = go::count_territory(grid, picture ? &owner : nullptr);
  const double m = go::margin(t, scoring, komi);
  if (o.common.json) {
    nlohmann::ordered_json j = score_json(k, grid, t, o, scoring, komi, m);
    if (info != nullptr) {
      j["game"] = {{"black", info->black}, {"white", info->white}, {"result", info->result},
                   {"rules", info->rules}, {"date", info->date}, {"event", info->event}, {"name", info->name}};
    }
    out.write(j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
    out.write("\n");
  } else {
    out.write(verdict(m));
    out.write("\n");
  }
  if (picture) {
    render::Diagram d = render::diagram_of(grid);
    d.empty_meaning = "neutral";
    for (int y = 0; y < owner.height(); ++y) {
      for (int x = 0; x < owner.width(); ++x) {
        if (owner.at(x, y) == kBlack) d.at(x, y) = render::Cell::BlackArea;
        if (owner.at(x, y) == kWhite) d.at(x, y) = render::Cell::WhiteArea;
      }
    }
    return show_picture("score", o.common, ++pictures, d, out);
  }
  return kExitOk;
}

/// Scores the final position of the main line of every game of an SGF file.
int score_sgf(const ScoreOptions& o, const Input& input, io::Output& out, std::uint64_t& pictures) {
  return for_each_sgf_game("score", input, out, [&](std::size_t g, const std::string& label, const sgf::GameRecord& record) {
    // The final position as the record has it: captures happen, nothing is refused.
    go::Game game(record.info.width, record.info.height, go::Rules{}, go::UndoHistory::Discard);
    if (const Result<Ok> played = sgf::play_record(record, game, nullptr, static_cast<std::size_t>(-1), label); !played) {
      out.flush();
      return report("score", input.name(), played.error());
    }
    Grid grid = go::to_grid(game.board());
    const double komi = o.komi_given ? o.komi : record.info.komi.value_or(0.0);
    return answer(o, g, grid, komi, &record.info, out, pictures);
  });
}

int score_one(const ScoreOptions& o, const Input& input, io::Output& out, std::uint64_t& pictures) {
  if (is_sgf(input, o.sgf)) return score_sgf(o, input, out, pictures);
  io::TokenReader tokens(input.fd(), [&out] { out.flush(); });
  io::ScoreReader reader(tokens);
  Grid grid;
  for (std::uint64_t k = 1;; ++k) {
    const Result<bool> read = reader.read_case(grid, k);
    if (!read) {
      out.flush();
      return report("score", input.name(), read.error());
    }
    if (!*read) return kExitOk;
    if (const int rc = answer(o, k, grid, o.komi, nullptr, out, pictures); rc != kExitOk) return rc;
  }
}

}  // namespace

std::function<int()> add_score(CLI::App& app) {
  auto options = std::make_shared<ScoreOptions>();
  CLI::App* sub = &add_analysis(app, "score", "territory of finished positions",
      "Scores finished Go positions: every stone is alive, and a region of empty points belongs to the\n"
      "colour that alone borders it. Prints 'Black wins by X', 'White wins by X' or 'Draw' per case.\n"
      "Input: cases 'n b w', then b black and w white points 'row column' (1-based, row 1 on top);\n"
      "a 0 alone on its line, or the end of the input, ends it. SGF game records (FILE.sgf, or --sgf)\n"
      "score the final position of their main line, with KM as the komi.\n"
      "Example: printf '2 0 1\\n1 1\\n0\\n' | tengen score   prints White wins by 3",
      options->common);
  sub->add_option("--rule", options->rule, "territory (the classic count) or area (stones count too)")
      ->check(CLI::IsMember({"territory", "area"}));
  CLI::Option* komi = sub->add_option("--komi", options->komi, "points added to White (default 0, or KM of an SGF file)")
                          ->check(CLI::Range(-1e6, 1e6));
  sub->add_flag("--sgf", options->sgf, "read the inputs as SGF game records (files ending in .sgf always are)");
  return [options, komi] {
    options->komi_given = komi->count() > 0;
    std::uint64_t pictures = 0;
    return run_inputs("score", options->common,
                      [&](const Input& input, io::Output& out) { return score_one(*options, input, out, pictures); });
  };
}

}  // namespace tengen::app
