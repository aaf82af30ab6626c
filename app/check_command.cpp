// tengen check: a solution's output against tengen's answers, or a judge's, as a checker.

#include <memory>

#include <fmt/format.h>

#include "commands.hpp"
#include "cli.hpp"
#include "contest_options.hpp"
#include "tengen/contest/check.hpp"
#include "tengen/text/file.hpp"

namespace tengen::app {
namespace {

enum class ExitCodes : std::uint8_t { Testlib, Kattis };

struct CheckCommand {
  const classic::Format* format = nullptr;
  std::vector<std::string> files;
  ExitCodes codes = ExitCodes::Testlib;
  bool strict = false;
  bool show = false;
};

int exit_code_of(contest::Verdict v, ExitCodes codes) {
  if (codes == ExitCodes::Kattis) {
    return v == contest::Verdict::Ok ? 42 : v == contest::Verdict::Fail ? 1 : 43;
  }
  switch (v) {
    case contest::Verdict::Ok: return 0;
    case contest::Verdict::WrongAnswer: return 1;
    case contest::Verdict::PresentationError: return 2;
    case contest::Verdict::Fail: break;
  }
  return 3;
}

int run_check(const CheckCommand& o) {
  const bool kattis = o.codes == ExitCodes::Kattis;
  auto fail = [&](const std::string& why) {
    say(fmt::format("checker failure: {}", why));
    if (kattis && o.files.size() == 3) (void)text::write_file(o.files[2] + "/judgemessage.txt", "checker failure: " + why + "\n");
    return exit_code_of(contest::Verdict::Fail, o.codes);
  };
  if (kattis ? o.files.size() != 3 : o.files.size() < 2 || o.files.size() > 3) {
    say(kattis ? "tengen check: with --exit-codes kattis: INPUT ANSWER FEEDBACK_DIR, the output on standard input"
               : "tengen check: INPUT OUTPUT [ANSWER] (see tengen check --help)");
    return kExitUsage;
  }
  const Result<std::string> input_text = read_input(o.files[0]);
  if (!input_text) return fail(fmt::format("{}: {}", o.files[0], input_text.error().message));
  const classic::Format& format = *o.format;
  const Result<classic::TestInput> input = format.read(*input_text);
  if (!input) {
    const Error& e = input.error();
    return fail(fmt::format("{}:{}:{}: {}{}{}", o.files[0], e.position.line, e.position.column, e.case_label,
                            e.case_label.empty() ? "" : ": ", e.message));
  }
  const std::string answer_path = kattis ? o.files[1] : o.files.size() == 3 ? o.files[2] : std::string();
  std::string expected_text;
  if (answer_path.empty()) {
    for (const std::string& a : format.answers(*input)) expected_text += a;
  } else {
    Result<std::string> answer = read_input(answer_path);
    if (!answer) return fail(fmt::format("{}: {}", answer_path, answer.error().message));
    expected_text = std::move(*answer);
  }
  const Result<std::string> output = read_input(kattis ? "-" : o.files[1]);
  if (!output) return fail(fmt::format("the output: {}", output.error().message));
  const contest::CheckResult r =
      contest::check_output(format, contest::answer_units(format, expected_text), expected_text, *output, o.strict);
  say(r.message);
  if (o.show && r.failed_unit != 0 && (format.game() || r.failed_unit <= input->cases.size())) {
    const std::string picture = render::to_text(format.unit_picture(*input, r.failed_unit));
    say(picture.substr(0, picture.size() - 1));
  }
  if (kattis) {
    if (const Result<Ok> w = text::write_file(o.files[2] + "/judgemessage.txt", r.message + "\n"); !w) {
      return fail(w.error().message);
    }
  }
  return exit_code_of(r.verdict, o.codes);
}

}  // namespace

void add_check(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<CheckCommand>();
  CLI::App* sub = app.add_subcommand("check", "check a solution's output");
  sub->footer(
      "Compares a solution's OUTPUT for INPUT with tengen's answers (or ANSWER, a judge's file), unit by\n"
      "unit (a case; a move of replay). White space between tokens is free unless --strict. The verdict\n"
      "goes to standard error: 'ok 12 cases' or 'wrong answer case 3: expected \"Draw\", got \"Black wins\n"
      "by 2\"'. Exit codes: testlib's (0 ok, 1 wrong answer, 2 presentation error, 3 checker failure), or\n"
      "with --exit-codes kattis the Kattis and DOMjudge output validator's (42 accepted, 43 wrong answer)\n"
      "in its calling form: tengen check FORMAT --exit-codes kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT,\n"
      "the verdict also in FEEDBACK_DIR/judgemessage.txt.\n"
      "Example: tengen check replay judge.in team.out");
  add_format(*sub, o->format);
  sub->add_option("FILES", o->files, "INPUT OUTPUT [ANSWER], or with kattis INPUT ANSWER FEEDBACK_DIR")->required();
  add_choice(*sub, "--exit-codes", o->codes, Words<ExitCodes>{{"testlib", ExitCodes::Testlib}, {"kattis", ExitCodes::Kattis}},
             "testlib (the default) or kattis");
  sub->add_flag("--strict", o->strict, "the output must be laid out exactly as the format says");
  sub->add_flag("--show", o->show, "with a wrong answer, the picture of that case on standard error");
  sub->callback([o, &exit_code] { exit_code = run_check(*o); });
}

}  // namespace tengen::app
