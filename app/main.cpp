// tengen: analyses of Go and Gomoku positions. Wires the subcommands; maps errors to exit codes.

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <cstdio>
#include <new>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "commands.hpp"
#include "cli.hpp"
#include "tengen/text/printable.hpp"
#include "tengen/version.hpp"

namespace {

int run(int argc, char** argv) {
  using namespace tengen::app;
  CLI::App app{"tengen: analyses of Go and Gomoku positions", "tengen"};
  app.set_version_flag("--version", std::string("tengen ") + tengen::kVersion);
  app.require_subcommand(1);
  int exit_code = kExitUsage;  // each subcommand's callback sets it when it runs
  add_score(app, exit_code);
  add_capture(app, exit_code);
  add_five(app, exit_code);
  add_replay(app, exit_code);
  add_gtp(app, exit_code);
  add_gen(app, exit_code);
  add_validate(app, exit_code);
  add_check(app, exit_code);
  add_stress(app, exit_code);
  // Who speaks in a message: "tengen", or "tengen SUBCOMMAND" once the command line named one.
  auto speaker = [&app] {
    const auto used = app.get_subcommands();
    return used.empty() ? std::string("tengen") : "tengen " + used.front()->get_name();
  };
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) {  // --help, --version: written to standard output, which may refuse them
      errno = 0;
      app.exit(e);
      std::cout.flush();
      if (!std::cout) {
        say(fmt::format("{}: cannot write the {}: {}", speaker(), e.get_name() == "CallForVersion" ? "version" : "help",
                        std::strerror(errno != 0 ? errno : EIO)));
        return kExitOutput;
      }
      return kExitOk;
    }
    std::string message = e.what();
    std::replace(message.begin(), message.end(), '\n', ' ');
    const std::string who = speaker();
    if (app.get_subcommands().empty() && argc > 1 && argv[1][0] != '-') message = fmt::format("unknown subcommand '{}'", argv[1]);
    say(tengen::text::printable(fmt::format("{}: {} (see {} --help)", who, message, who)));
    return kExitUsage;
  } catch (const std::bad_alloc&) {
    // A board the input asks for that this machine cannot hold: bad input for this machine.
    std::fflush(stdout);
    say(fmt::format("{}: not enough memory for this input", speaker()));
    return kExitBadInput;
  }
  return exit_code;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::bad_alloc&) {
    // No memory to set the command line up (a process limit of a few MB): said without allocating.
    std::fputs("tengen: not enough memory\n", stderr);
    return tengen::app::kExitBadInput;
  }
}
