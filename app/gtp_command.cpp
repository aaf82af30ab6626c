// tengen gtp: a Go Text Protocol engine on standard input and output.

#include <csignal>
#include <memory>
#include <string>

#include "cli.hpp"
#include "commands.hpp"
#include "tengen/gtp/engine.hpp"
#include "tengen/text/line_reader.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {

void add_gtp(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<gtp::EngineOptions>();
  CLI::App* sub = app.add_subcommand("gtp", "Go Text Protocol engine on stdin/stdout");
  sub->footer(
      "Speaks GTP version 2 on standard input and output, for GUIs (Sabaki, GoGui, Quarry, Kigo,\n"
      "qGo: docs/gtp.md says how to attach each) and test drivers. list_commands names every\n"
      "command. Nothing but protocol responses goes to stdout.\n"
      "Example: printf 'boardsize 9\\nplay b E5\\nshowboard\\n' | tengen gtp");
  add_go_rules(*sub, options->rules, "allow or forbid (the default here, as GUIs expect) suicide",
               "none, simple (the default here) or superko (positional)");
  add_seed(*sub, options->seed, "seed of genmove's random choices: the same seed, the same game");
  sub->callback([options, &exit_code] {
    // A GUI that goes away closes the pipe: the failed write then ends the engine with exit code 3,
    // as any unwritable answer does, not SIGPIPE's death.
    std::signal(SIGPIPE, SIG_IGN);
    gtp::Engine engine(*options);
    text::Output out(1);
    text::LineReader in(0);
    std::string line;
    for (;;) {
      const text::LineReader::Got got = in.next(line);
      if (got == text::LineReader::Got::End) break;
      const gtp::Engine::Reply reply =
          got == text::LineReader::Got::TooLong ? engine.handle_too_long(line, in.rest_first()) : engine.handle(line);
      if (reply.text.empty()) continue;
      out.write(reply.text);
      if (!out.flush()) {
        exit_code = output_failed("gtp", out.error());
        return;
      }
      if (reply.quit) break;
    }
    exit_code = kExitOk;
  });
}

}  // namespace tengen::app
