// tengen gen: test inputs for the classic formats, deterministic from a seed.

#include <memory>

#include <fmt/format.h>

#include "commands.hpp"
#include "cli.hpp"
#include "contest_options.hpp"
#include "tengen/classic/replay.hpp"
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
      "Writes a test input of FORMAT on standard output, a case at a time, in the layout of the\n"
      "problem's statement: the same --seed gives the same bytes on every machine. Inputs keep within\n"
      "the original problem's limits and promises (score n <= 19 with a stone, capture n, m <= 20, five\n"
      "at most one five a board, replay 1 to 500000 moves) unless --beyond. Shapes aim at the mistakes\n"
      "real solutions make; the default mixes them, case by case:\n"
      "  score:   random max one-color full one-empty spiral\n"
      "  capture: random max one-color full one-empty snake shared-liberty edges\n"
      "  five:    random max six several edge-diagonals (boards are 19 x 19; several needs --beyond)\n"
      "  replay:  random ko big-capture suicide local long (--cases counts moves; long is 500000)\n"
      "Example: tengen gen capture --seed 7 --cases 100 --size 1..20 --shape snake > tests.in");
  add_format(*sub, o->format);
  add_gen_options(*sub, o->gen);
  add_whole_number(*sub, "--cases", o->gen.cases, 0, 100'000'000, "how many cases (for replay: moves); default 10", "K");
  sub->callback([o, &exit_code] {
    std::string fault = contest::options_fault(*o->format, o->gen);
    if (fault.empty() && o->format->game() && !o->gen.beyond && (o->gen.cases < 1 || o->gen.cases > classic::kClassicMoves)) {
      fault = fmt::format("--cases: the replay problem has 1 to {} moves (--beyond leaves its limits)", classic::kClassicMoves);
    }
    if (!fault.empty()) {
      exit_code = usage_error("gen", fault);
      return;
    }
    text::Output out(1);
    contest::generate_text(*o->format, o->gen, [&](std::string_view bytes) { out.write(bytes); });
    exit_code = out.flush() ? kExitOk : output_failed("gen", out.error());
  });
}

}  // namespace tengen::app
