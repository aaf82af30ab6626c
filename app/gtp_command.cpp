// tengen gtp: a Go Text Protocol engine on standard input and output.

#include <iostream>
#include <string>

#include "commands.hpp"
#include "common.hpp"
#include "rule_options.hpp"
#include "tengen/gtp/engine.hpp"

namespace tengen::app {
namespace {

struct GtpOptions {
  std::string suicide = "forbid";
  std::string ko = "simple";
  std::uint64_t seed = 1;
};

}  // namespace

std::function<int()> add_gtp(CLI::App& app) {
  auto options = std::make_shared<GtpOptions>();
  CLI::App* sub = app.add_subcommand("gtp", "Go Text Protocol engine on stdin/stdout");
  sub->footer(
      "Speaks GTP version 2 on standard input and output, for GUIs (GoGui, Sabaki, qGo) and test\n"
      "drivers. list_commands names every command. Nothing but protocol responses goes to stdout.\n"
      "Example: printf 'boardsize 9\\nplay b E5\\nshowboard\\n' | tengen gtp");
  sub->add_option("--suicide", options->suicide, "allow or forbid (the default here, as GUIs expect) suicide")
      ->check(CLI::IsMember({"allow", "forbid"}, CLI::ignore_case));
  sub->add_option("--ko", options->ko, "none, simple (the default here) or superko (positional)")
      ->check(CLI::IsMember({"none", "simple", "superko"}, CLI::ignore_case));
  sub->add_option("--seed", options->seed, "seed of genmove's random choices: the same seed, the same game");
  return [options] {
    gtp::Engine engine({parse_rules(options->suicide, options->ko), options->seed, true});
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) {
      const gtp::Engine::Reply reply = engine.handle(line);
      if (reply.text.empty()) continue;
      std::cout << reply.text << std::flush;
      if (reply.quit) break;
    }
    return kExitOk;
  };
}

}  // namespace tengen::app
