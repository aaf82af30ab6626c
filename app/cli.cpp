#include "cli.hpp"

#include <algorithm>
#include <cstring>
#include <optional>

#include <fmt/format.h>

#include "tengen/text/file.hpp"
#include "tengen/text/nearest.hpp"
#include "tengen/text/number.hpp"

namespace tengen::app {

void say(std::string_view line) {
  std::string text(line);
  text += '\n';
  (void)text::write_all(2, text);
}

int output_failed(std::string_view command, int error) {
  say(fmt::format("tengen {}: cannot write the answers: {}", command, std::strerror(error)));
  return kExitOutput;
}

int usage_error(std::string_view command, std::string_view what) {
  say(fmt::format("tengen {}: {} (see tengen {} --help)", command, what, command));
  return kExitUsage;
}

CLI::App& add_analysis(CLI::App& app, const std::string& name, const std::string& summary,
                       const std::string& description, CommonOptions& options) {
  // The summary heads both help pages; the longer text ends the subcommand's own page.
  CLI::App* sub = app.add_subcommand(name, summary);
  sub->footer(description);
  // As add_option with a vector of strings sets it up, without the vector: the names stay in results().
  options.file_option = sub->add_option("FILE", CLI::callback_t([](const CLI::results_t&) { return true; }),
                                        "input files, in order; none or - reads standard input")
                            ->type_name("TEXT")
                            ->type_size(1)
                            ->expected(CLI::detail::expected_max_vector_size);
  CLI::Option* json =
      sub->add_flag("--json", options.json, "one JSON object per case (JSON Lines) instead of the classic line");
  sub->add_flag("--show", options.show, "after each classic answer, a text diagram of the board that shows why")
      ->excludes(json);
  sub->add_option("--svg", options.svg, "also draw each case as an SVG picture; {n} in PATH becomes the picture's number")
      ->type_name("PATH")
      ->check(CLI::Validator([](const std::string& path) { return path.empty() ? "needs a file name" : ""; }, "", "path"));
  return *sub;
}

bool is_sgf(const std::string& name, bool forced) { return forced || text::has_extension(name, ".sgf"); }

void add_sgf_options(CLI::App& sub, bool& forced, CommonOptions& options) {
  sub.add_flag("--sgf", forced, "read the inputs as SGF game records (files ending in .sgf always are)");
  sub.add_flag("--strict", options.strict,
               "SGF records must need no repair: what is otherwise a warning on standard error is an error");
}

std::string match_word(std::string& text, const std::vector<std::pair<std::string, int>>& words) {
  const std::string lower = CLI::ignore_case(text);
  for (const auto& [word, value] : words) {
    if (lower == word) {
      text = std::to_string(value);
      return {};
    }
  }
  std::vector<std::string_view> all;
  for (const auto& w : words) all.push_back(w.first);
  return text::not_among(text, all);
}

CLI::Option* add_komi(CLI::App& sub, double& komi, bool& given, const std::string& help) {
  return sub.add_option_function<std::string>(
             "--komi",
             [&komi, &given](const std::string& text) {
               const std::optional<double> k = text::parse_komi(text);
               if (!k) {
                 throw CLI::ValidationError(
                     "--komi", fmt::format("'{}' is not a decimal number from -{} to {} with at most {} digits after the point", text,
                                           text::kMaxKomi, text::kMaxKomi, text::kKomiDecimals));
               }
               komi = *k;
               given = true;
             },
             help)
      ->option_text("K");
}

CLI::Option* add_whole_number(CLI::App& sub, const std::string& name, std::uint64_t& target, std::uint64_t lo,
                              std::uint64_t hi, const std::string& help, const std::string& value_name) {
  return sub.add_option_function<std::string>(
             name,
             [&target, name, lo, hi](const std::string& text) {
               const std::optional<std::uint64_t> n = text::parse_unsigned(text, hi);
               if (!n || *n < lo) throw CLI::ValidationError(name, fmt::format("'{}' is not a whole number from {} to {}", text, lo, hi));
               target = *n;
             },
             help)
      ->option_text(value_name);
}

CLI::Option* add_seed(CLI::App& sub, std::uint64_t& seed, const std::string& help) {
  return add_whole_number(sub, "--seed", seed, 0, UINT64_MAX, help, "S");
}

CLI::Option* add_seconds(CLI::App& sub, const std::string& name, double& seconds, std::uint64_t max, const std::string& help) {
  return sub.add_option_function<std::string>(
             name,
             [&seconds, name, max](const std::string& text) {
               const std::optional<double> s = text::parse_decimal(text, max);
               if (!s || *s <= 0) {
                 throw CLI::ValidationError(name, fmt::format("'{}' is not a number of seconds above 0 and up to {}", text, max));
               }
               seconds = *s;
             },
             help)
      ->option_text("SEC");
}

CLI::Option* add_board_size(CLI::App& sub, text::BoardSize& size, bool rectangular, std::uint64_t max_points,
                            const std::string& help) {
  return sub.add_option_function<std::string>(
             "--size",
             [&size, rectangular, max_points, expected = text::board_size_expected(rectangular, max_points)](const std::string& text) {
               const std::optional<text::BoardSize> parsed = text::parse_board_size(text, rectangular, max_points);
               if (!parsed) throw CLI::ValidationError("--size", fmt::format("'{}': {}", text, expected));
               size = *parsed;
             },
             help)
      ->option_text(rectangular ? "N|WxH" : "N");
}

void add_go_rules(CLI::App& sub, go::Rules& rules, const std::string& suicide_help, const std::string& ko_help) {
  add_choice(sub, "--suicide", rules.suicide, Words<go::Suicide>{{"allow", go::Suicide::Allow}, {"forbid", go::Suicide::Forbid}},
             suicide_help);
  add_choice(sub, "--ko", rules.ko, Words<go::Ko>{{"none", go::Ko::None}, {"simple", go::Ko::Simple}, {"superko", go::Ko::Superko}},
             ko_help);
}

}  // namespace tengen::app
