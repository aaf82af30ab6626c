// tengen validate: is a test input valid for its format, and for the original problem?

#include <memory>

#include <fmt/format.h>

#include "commands.hpp"
#include "cli.hpp"
#include "contest_options.hpp"
#include "tengen/contest/validate.hpp"
#include "tengen/text/input.hpp"

namespace tengen::app {

void add_validate(CLI::App& app, int& exit_code) {
  struct ValidateCommand {
    const classic::Format* format = nullptr;
    contest::ValidateOptions options;
    std::vector<std::string> files;
  };
  auto o = std::make_shared<ValidateCommand>();
  CLI::App* sub = app.add_subcommand("validate", "validate test inputs");
  sub->footer(
      "Checks each input (none, or -, is standard input) as FORMAT: exit 0 when every case is valid,\n"
      "otherwise exit 1 and one line per violation on standard error (at most --limit): FILE:LINE:COL,\n"
      "the case, and what is wrong. --classic adds the original problem's limits and promises; --strict\n"
      "the layout a judge's validator asks for (single spaces, each line as the format has it, a final\n"
      "newline). Example: tengen validate score --classic --strict tests/*.in");
  add_format(*sub, o->format);
  sub->add_option("FILE", o->files, "input files; none or - reads standard input");
  sub->add_flag("--classic", o->options.classic, "the original problem's limits and promises");
  sub->add_flag("--strict", o->options.strict, "the layout of a judge's file");
  add_whole_number(*sub, "--limit", o->options.limit, 1, 1'000'000, "the most violations reported per file, 1 to 1000000 (default 20)", "N");
  sub->callback([o, &exit_code] {
    const std::vector<std::string> files = o->files.empty() ? std::vector<std::string>{"-"} : o->files;
    exit_code = kExitOk;
    for (const std::string& file : files) {
      const Result<std::string> text = read_input(file);
      const std::string name = text::input_name(file);
      if (!text) {
        say(fmt::format("tengen validate: {}: {}", name, text.error().message));
        exit_code = kExitUsage;
        return;
      }
      const std::vector<Error> violations = contest::validate(*o->format, *text, o->options);
      for (const Error& v : violations) {
        say("tengen validate: " + describe(name, v));
      }
      if (!violations.empty()) exit_code = kExitBadInput;
    }
  });
}

}  // namespace tengen::app
