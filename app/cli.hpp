#pragma once
// The command line's shared vocabulary: exit codes, the one-line messages on standard error, and
// the options several subcommands take, parsed once by CLI11 straight into the library's values.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "tengen/go/rules.hpp"
#include "tengen/text/board_size.hpp"

namespace tengen::app {

/// Exit codes of docs/cli.md.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitOutput = 3;  ///< the answers could not be written (a full disk, a closed stdout)

/// Writes one line (a newline is added) to standard error. Never throws, never fails the run: when
/// standard error is closed or full the line is lost, and the exit code still tells.
void say(std::string_view line);

/// Reports that the answers could not be written (errno value `error`) and returns kExitOutput.
int output_failed(std::string_view command, int error);

/// Reports a bad command line found after parsing ("tengen COMMAND: what (see tengen COMMAND
/// --help)") and returns kExitUsage.
int usage_error(std::string_view command, std::string_view what);

/// Options every analysis subcommand has.
struct CommonOptions {
  /// FILE..., set by add_analysis: its names are read where CLI11 keeps them (files()), never
  /// copied (three copies of 3,000 names were a tenth of a run's serial start, most of it page faults).
  const CLI::Option* file_option = nullptr;
  const std::vector<std::string>& files() const { return file_option->results(); }
  bool json = false;
  bool show = false;
  std::string svg;  ///< path pattern, empty for none
  bool strict = false;  ///< SGF repairs are errors, not warnings
};

/// Adds an analysis subcommand: its name, one-line summary for `tengen --help`, the longer
/// description for its own --help, and the options every analysis subcommand has (FILE..., --json,
/// --show, --svg).
CLI::App& add_analysis(CLI::App& app, const std::string& name, const std::string& summary,
                       const std::string& description, CommonOptions& options);

/// True when an input is to be read as SGF: forced (--sgf), or a name ending in ".sgf" (any case).
bool is_sgf(const std::string& name, bool forced);

/// Adds --sgf (into `forced`) and --strict, the options of subcommands that read SGF records.
void add_sgf_options(CLI::App& sub, bool& forced, CommonOptions& options);

/// The words of an option and the values they stand for, in the order help shows them.
template <class Enum>
using Words = std::vector<std::pair<std::string, Enum>>;

/// The text of a word-valued option's check: the word in lower case. Empty when it is one of
/// `words` (then `text` becomes its value as a number, for CLI11 to store in the enum); otherwise
/// "TEXT not in {a,b,c}", and " (did you mean 'b'?)" when one of them is near TEXT.
std::string match_word(std::string& text, const std::vector<std::pair<std::string, int>>& words);

/// Adds an option whose value is one of `words` (case ignored), stored in `target` as its enum.
template <class Enum>
CLI::Option* add_choice(CLI::App& sub, const std::string& name, Enum& target, const Words<Enum>& words,
                        const std::string& help) {
  std::vector<std::pair<std::string, int>> numbered;
  std::vector<std::string> all;
  for (const auto& [word, value] : words) {
    numbered.emplace_back(word, static_cast<int>(value));
    all.push_back(word);
  }
  const std::string names = fmt::format("{}", fmt::join(all, "|"));
  return sub.add_option(name, target, help)
      ->option_text(names)
      ->transform(CLI::Validator([numbered](std::string& text) { return match_word(text, numbered); }, "", names));
}

/// Adds --size: "N" (and "WxH" when `rectangular`) of at most `max_points` points into `size`,
/// checked as it is parsed; a bad value's message names the limit.
CLI::Option* add_board_size(CLI::App& sub, text::BoardSize& size, bool rectangular, std::uint64_t max_points,
                            const std::string& help);

/// Adds --komi: a decimal number (text::parse_decimal) into `komi`; `given` becomes true when the
/// option is on the command line.
CLI::Option* add_komi(CLI::App& sub, double& komi, bool& given, const std::string& help);

/// Adds --seed: a decimal whole number from 0 to 2^64 - 1 into `seed`.
CLI::Option* add_seed(CLI::App& sub, std::uint64_t& seed, const std::string& help);

/// Adds an option NAME whose value is a decimal whole number (digits only: no sign, no 0x) from
/// `lo` to `hi`, into `target`; the error says so ("'0x2' is not a whole number from 1 to 256").
CLI::Option* add_whole_number(CLI::App& sub, const std::string& name, std::uint64_t& target, std::uint64_t lo,
                              std::uint64_t hi, const std::string& help, const std::string& value_name);

/// Adds an option NAME whose value is a decimal number of seconds above 0 and up to `max`
/// (text::parse_decimal), into `seconds`; the error states the range.
CLI::Option* add_seconds(CLI::App& sub, const std::string& name, double& seconds, std::uint64_t max, const std::string& help);

/// Adds --suicide and --ko, stored in `rules` (whose values are the defaults).
void add_go_rules(CLI::App& sub, go::Rules& rules, const std::string& suicide_help, const std::string& ko_help);

}  // namespace tengen::app
