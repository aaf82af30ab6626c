#pragma once
// One function per subcommand: it registers the subcommand and its options on the parser, and a
// callback that runs it once the command line is parsed and stores its exit code.

#include <CLI/CLI.hpp>

namespace tengen::app {

/// Adds the subcommand and its options to `app`; when the subcommand is chosen, running it sets
/// `exit_code` (docs/cli.md's codes).
void add_score(CLI::App& app, int& exit_code);
void add_capture(CLI::App& app, int& exit_code);
void add_five(CLI::App& app, int& exit_code);
void add_replay(CLI::App& app, int& exit_code);
void add_gtp(CLI::App& app, int& exit_code);
void add_gen(CLI::App& app, int& exit_code);
void add_validate(CLI::App& app, int& exit_code);
void add_check(CLI::App& app, int& exit_code);
void add_stress(CLI::App& app, int& exit_code);

}  // namespace tengen::app
