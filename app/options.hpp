#pragma once
// Option types the subcommands share, parsed once by CLI11 straight into the values the library
// takes: words into enums, board sizes into numbers, the Go rules.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "tengen/go/rules.hpp"

namespace tengen::app {

/// The words of an option and the values they stand for, in the order help shows them.
template <class Enum>
using Words = std::vector<std::pair<std::string, Enum>>;

/// The text of a word-valued option's check: the word in lower case. Empty when it is one of
/// `words` (then `text` becomes its value as a number, for CLI11 to store in the enum); otherwise
/// "TEXT not in {a,b,c}".
std::string match_word(std::string& text, const std::vector<std::pair<std::string, int>>& words);

/// Adds an option whose value is one of `words` (case ignored), stored in `target` as its enum.
template <class Enum>
CLI::Option* add_choice(CLI::App& sub, const std::string& name, Enum& target, const Words<Enum>& words,
                        const std::string& help) {
  std::vector<std::pair<std::string, int>> numbered;
  std::string names;
  for (const auto& [word, value] : words) {
    numbered.emplace_back(word, static_cast<int>(value));
    names += names.empty() ? word : "|" + word;
  }
  return sub.add_option(name, target, help)
      ->option_text(names)
      ->transform(CLI::Validator([numbered](std::string& text) { return match_word(text, numbered); }, "", names));
}

/// A board size: columns and rows.
struct BoardSize {
  int width = 19;
  int height = 19;
};

/// {width, height} from "N" or "WxH" (decimal digits only), when the board fits a padded array
/// (padded::fits); otherwise nothing.
std::optional<BoardSize> parse_board_size(const std::string& text, bool rectangular);

/// Adds --size: "N" (and "WxH" when `rectangular`) into `size`, checked as it is parsed.
CLI::Option* add_board_size(CLI::App& sub, BoardSize& size, bool rectangular, const std::string& help);

/// Adds --komi: a decimal number (text::parse_decimal) into `komi`; `given` becomes true when the
/// option is on the command line.
CLI::Option* add_komi(CLI::App& sub, double& komi, bool& given, const std::string& help);

/// Adds --seed: a decimal whole number from 0 to 2^64 - 1 into `seed`.
CLI::Option* add_seed(CLI::App& sub, std::uint64_t& seed, const std::string& help);

/// Adds --suicide and --ko, stored in `rules` (whose values are the defaults).
void add_go_rules(CLI::App& sub, go::Rules& rules, const std::string& suicide_help, const std::string& ko_help);

}  // namespace tengen::app
