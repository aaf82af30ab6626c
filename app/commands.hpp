#pragma once
// One function pair per subcommand: register its options on the parser, run it once parsed.

#include <functional>

#include <CLI/CLI.hpp>

namespace tengen::app {

/// Adds the subcommand and its options to `app`; returns what runs it, giving its exit code.
std::function<int()> add_score(CLI::App& app);
std::function<int()> add_capture(CLI::App& app);
std::function<int()> add_five(CLI::App& app);
std::function<int()> add_replay(CLI::App& app);
std::function<int()> add_gtp(CLI::App& app);

}  // namespace tengen::app
