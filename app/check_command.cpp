// tengen check: a solution's output against tengen's answers, or a judge's, as a checker.

#include <memory>
#include <new>

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

int run_check(const CheckCommand& o) {
  const bool kattis = o.codes == ExitCodes::Kattis;
  const std::optional<contest::CheckFiles> form = contest::calling_form(o.files, kattis);
  if (!form) {
    say(kattis ? "tengen check: with --exit-codes kattis: INPUT ANSWER FEEDBACK_DIR [FLAGS...], the output on standard input"
               : "tengen check: INPUT OUTPUT [ANSWER [RESULT [-appes]]] (see tengen check --help)");
    return kExitUsage;
  }
  const contest::CheckFiles& files = *form;
  const classic::Format& format = *o.format;
  // Every verdict goes to standard error, and to the judge's file when the calling form names one.
  // The judge's file first: a judge that cannot get the message (no FEEDBACK_DIR, a result file
  // that cannot be written) sees no verdict at all, on standard error either, only the failure.
  auto finish = [&](contest::Verdict v, const std::string& message) {
    if (kattis && !text::write_file(files.feedback + "/judgemessage.txt", message + "\n")) {
      say(fmt::format("checker failure: cannot write {}/judgemessage.txt", files.feedback));
      return contest::exit_code(contest::Verdict::Fail, kattis);
    }
    if (!files.result.empty()) {
      const std::string text = contest::testlib_result(v, message, files.appes);
      if (!text::write_file(files.result, text)) {
        say(fmt::format("checker failure: cannot write the result file {}", files.result));
        return contest::exit_code(contest::Verdict::Fail, kattis);
      }
    }
    say(message);
    return contest::exit_code(v, kattis);
  };
  auto fail = [&](const std::string& why) { return finish(contest::Verdict::Fail, "checker failure: " + why); };
  try {
    const Result<std::string> input_text = read_input(files.input);
    if (!input_text) return fail(fmt::format("{}: {}", files.input, input_text.error().message));
    const Result<classic::TestInput> input = format.read(*input_text);
    if (!input) return fail(describe(files.input, input.error()));
    const std::size_t units = format.units(*input);
    std::vector<std::string> expected;
    std::string expected_text;
    if (files.answer.empty()) {
      expected = format.answers(*input);
      for (const std::string& a : expected) expected_text += a;
    } else {
      const Result<std::string> answer = read_input(files.answer, "the judge's answer");
      if (!answer) return fail(fmt::format("{}: {}", files.answer, answer.error().message));
      Result<std::vector<std::string>> units_read = contest::read_answers(format, *answer, units);
      if (!units_read) return fail(fmt::format("{}: {}", files.answer, units_read.error().message));
      expected = std::move(*units_read);
      expected_text = std::move(*answer);
    }
    const Result<contest::CheckResult> checked = contest::check_output_file(format, expected, files.output, o.strict, expected_text);
    if (!checked) return fail(fmt::format("{}: {}", files.output, checked.error().message));
    const contest::CheckResult& r = *checked;
    const int code = finish(r.verdict, r.message);
    if (o.show && r.failed_unit != 0 && (format.game() || r.failed_unit <= input->cases.size())) {
      const std::string picture = render::to_text(format.unit_picture(*input, r.failed_unit));
      say(picture.substr(0, picture.size() - 1));
    }
    return code;
  } catch (const std::bad_alloc&) {
    return fail("not enough memory");
  }
}

}  // namespace

void add_check(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<CheckCommand>();
  CLI::App* sub = app.add_subcommand("check", "check a solution's output");
  sub->footer(
      "Compares a solution's OUTPUT for INPUT with tengen's answers (or ANSWER, a judge's file), token\n"
      "by token as a testlib checker reads them (blanks are space, tab, CR and LF; a byte order mark is\n"
      "skipped; integers must be well formed). White space is free unless --strict. The verdict goes to\n"
      "standard error: 'ok 12 cases' or 'wrong answer case 3: expected \"Draw\", got \"Black wins by 2\"'.\n"
      "Exit codes: testlib's (0 ok, 1 wrong answer, 2 presentation error, 3 checker failure: a bad INPUT\n"
      "or ANSWER), in testlib's calling form INPUT OUTPUT [ANSWER [RESULT [-appes]]] (the verdict also in\n"
      "RESULT, as XML with -appes); or with --exit-codes kattis the Kattis and DOMjudge output\n"
      "validator's (42 accepted, 43 wrong answer) in its calling form: tengen check FORMAT --exit-codes\n"
      "kattis INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT, the verdict also in\n"
      "FEEDBACK_DIR/judgemessage.txt. Judge flags after the files are ignored.\n"
      "Example: tengen check replay judge.in team.out");
  add_format(*sub, o->format);
  sub->add_option("FILES", o->files, "INPUT OUTPUT [ANSWER [RESULT [-appes]]], or with kattis INPUT ANSWER FEEDBACK_DIR [FLAGS...]")
      ->required();
  add_choice(*sub, "--exit-codes", o->codes, Words<ExitCodes>{{"testlib", ExitCodes::Testlib}, {"kattis", ExitCodes::Kattis}},
             "testlib (the default) or kattis");
  sub->add_flag("--strict", o->strict, "the output must be laid out exactly as the format says");
  sub->add_flag("--show", o->show, "with a wrong answer, the picture of that case on standard error");
  // Judges pass flags of their own after the files (-appes, Kattis's validator flags): kept as files.
  sub->allow_extras();
  sub->callback([o, sub, &exit_code] {
    for (const std::string& extra : sub->remaining()) {
      if (extra.starts_with("--")) {
        exit_code = usage_error("check", fmt::format("unknown option {}", extra));
        return;
      }
      o->files.push_back(extra);
    }
    exit_code = run_check(*o);
  });
}

}  // namespace tengen::app
