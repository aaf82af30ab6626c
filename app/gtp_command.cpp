// tengen gtp: a Go Text Protocol engine on standard input and output.

#include <iostream>
#include <memory>
#include <string>

#include "commands.hpp"
#include "common.hpp"
#include "options.hpp"
#include "tengen/gtp/engine.hpp"

namespace tengen::app {

void add_gtp(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<gtp::EngineOptions>();
  CLI::App* sub = app.add_subcommand("gtp", "Go Text Protocol engine on stdin/stdout");
  sub->footer(
      "Speaks GTP version 2 on standard input and output, for GUIs (GoGui, Sabaki, qGo) and test\n"
      "drivers. list_commands names every command. Nothing but protocol responses goes to stdout.\n"
      "Example: printf 'boardsize 9\\nplay b E5\\nshowboard\\n' | tengen gtp");
  add_go_rules(*sub, options->rules, "allow or forbid (the default here, as GUIs expect) suicide",
               "none, simple (the default here) or superko (positional)");
  sub->add_option("--seed", options->seed, "seed of genmove's random choices: the same seed, the same game");
  sub->callback([options, &exit_code] {
    gtp::Engine engine(*options);
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) {
      const gtp::Engine::Reply reply = engine.handle(line);
      if (reply.text.empty()) continue;
      std::cout << reply.text << std::flush;
      if (reply.quit) break;
    }
    exit_code = kExitOk;
  });
}

}  // namespace tengen::app
