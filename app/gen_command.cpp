// tengen gen: test inputs for the classic formats, deterministic from a seed.

#include <memory>

#include <fmt/format.h>

#include "commands.hpp"
#include "cli.hpp"
#include "contest_options.hpp"
#include "tengen/contest/generate.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {

void add_gen(CLI::App& app, int& exit_code) {
  struct GenCommand {
    const classic::Format* format = nullptr;
    contest::GenOptions gen;
  };
  auto o = std::make_shared<GenCommand>();
  CLI::App* sub = app.add_subcommand("gen", "generate test inputs");
  sub->footer(
      "Writes a test input of FORMAT on standard output: the same --seed gives the same bytes on every\n"
      "machine. Shapes aim at the mistakes real solutions make; the default mixes them, case by case.\n"
      "  score:   random max one-color full one-empty spiral\n"
      "  capture: random max one-color full one-empty snake shared-liberty edges\n"
      "  five:    random six several edge-diagonals (boards are 19 x 19)\n"
      "  replay:  random ko big-capture suicide local long (--cases counts moves; long is 500000)\n"
      "--classic keeps within the original problem: score n <= 19, capture n, m <= 20, five at most one\n"
      "five per board, replay at most 500000 moves.\n"
      "Example: tengen gen capture --seed 7 --cases 100 --size 1..20 --shape snake > tests.in");
  add_format(*sub, o->format);
  add_gen_options(*sub, o->gen);
  sub->callback([o, &exit_code] {
    if (const std::string fault = gen_options_fault(*o->format, o->gen); !fault.empty()) {
      exit_code = usage_error("gen", fault);
      return;
    }
    text::Output out(1);
    out.write(o->format->write(contest::generate(*o->format, o->gen)));
    exit_code = out.flush() ? kExitOk : output_failed("gen", out.error());
  });
}

}  // namespace tengen::app
