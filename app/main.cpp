// tengen: analyses of Go and Gomoku positions. Wires the subcommands; maps errors to exit codes.

#include <algorithm>
#include <functional>
#include <map>
#include <new>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "commands.hpp"
#include "common.hpp"
#include "tengen/version.hpp"

int main(int argc, char** argv) {
  using namespace tengen::app;
  CLI::App app{"tengen: analyses of Go and Gomoku positions", "tengen"};
  app.set_version_flag("--version", std::string("tengen ") + tengen::kVersion);
  app.require_subcommand(1);
  std::map<CLI::App*, std::function<int()>> runners;
  auto add = [&](std::function<int()> (*adder)(CLI::App&)) {
    auto run = adder(app);
    runners[app.get_subcommands({}).back()] = std::move(run);
  };
  add(add_score);
  add(add_capture);
  add(add_five);
  add(add_replay);
  add(add_gtp);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
    std::string message = e.what();
    std::replace(message.begin(), message.end(), '\n', ' ');
    const auto used = app.get_subcommands();
    const std::string who = used.empty() ? "tengen" : "tengen " + used.front()->get_name();
    if (used.empty() && argc > 1 && argv[1][0] != '-') message = fmt::format("unknown subcommand '{}'", argv[1]);
    fmt::print(stderr, "{}: {} (see {} --help)\n", who, message, who);
    return kExitUsage;
  }
  for (CLI::App* sub : app.get_subcommands()) {
    try {
      return runners.at(sub)();
    } catch (const std::bad_alloc&) {
      // A board the input asks for that this machine cannot hold: bad input for this machine.
      std::fflush(stdout);
      fmt::print(stderr, "tengen {}: not enough memory for this input\n", sub->get_name());
      return kExitBadInput;
    }
  }
  return kExitUsage;
}
