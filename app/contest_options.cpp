#include "contest_options.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "cli.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/number.hpp"

namespace tengen::app {

CLI::Option* add_format(CLI::App& sub, const classic::Format*& format) {
  // A word like every option word: any case, and the list in the message as add_choice writes it.
  std::vector<std::pair<std::string, int>> words;
  std::vector<std::string_view> names;
  for (const classic::Format* f : classic::formats()) {
    words.emplace_back(f->name(), static_cast<int>(words.size()));
    names.push_back(f->name());
  }
  return sub
      .add_option_function<std::string>(
          "FORMAT",
          [&format, words](std::string text) {
            if (const std::string fault = match_word(text, words); !fault.empty()) throw CLI::ValidationError("FORMAT", fault);
            format = classic::formats()[std::stoul(text)];
          },
          "the classic format: score, capture, five or replay")
      ->option_text(fmt::format("{}", fmt::join(names, "|")))
      ->required();
}

void add_gen_options(CLI::App& sub, contest::GenOptions& gen) {
  add_seed(sub, gen.seed, "the seed: the same seed, the same bytes on every machine (default 1)");
  sub.add_option_function<std::string>(
         "--size",
         [&gen](const std::string& text) {
           const std::size_t dots = text.find("..");
           const auto lo = text::parse_unsigned(std::string_view(text).substr(0, dots), 65534);
           const auto hi = dots == std::string::npos ? lo : text::parse_unsigned(std::string_view(text).substr(dots + 2), 65534);
           if (!lo || !hi || *lo < 1 || *hi < *lo) {
             throw CLI::ValidationError("--size", fmt::format("'{}' is not N or A..B with 1 <= A <= B", text));
           }
           gen.min_size = static_cast<int>(*lo);
           gen.max_size = static_cast<int>(*hi);
         },
         "board sides, N or A..B (rows and columns drawn apart for capture)")
      ->option_text("N|A..B");
  sub.add_option_function<std::string>(
         "--density",
         [&gen](const std::string& text) {
           const auto d = text::parse_decimal(text, 1);
           if (!d || *d < 0) throw CLI::ValidationError("--density", fmt::format("'{}' is not a decimal from 0 to 1", text));
           gen.density = *d;
         },
         "the share of points with a stone, 0 to 1 (default: drawn per case)")
      ->option_text("D");
  // Option words are matched without regard to case: the names are lower case.
  const CLI::Validator lower_case(
      [](std::string& word) {
        word = CLI::ignore_case(word);
        return std::string();
      },
      "");
  sub.add_option("--shape", gen.shape, "the shape of the cases (tengen gen --help lists them); default mix")
      ->type_name("NAME")
      ->transform(lower_case);
  sub.add_flag("--beyond", gen.beyond,
               "leave the original problem's limits and promises (larger boards, several fives, no stone, no move)");
  sub.add_flag_callback("--classic", [] {}, "keep within the original problem's limits and promises (the default)");
}

Result<std::string> read_input(const std::string& path, std::string_view what) {
  constexpr std::uint64_t kMax = std::uint64_t{1} << 30;
  if (path == "-") return text::read_fd(0, kMax, -1, what);
  return text::read_file(path, kMax, what);
}

}  // namespace tengen::app
