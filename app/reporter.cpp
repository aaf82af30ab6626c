#include "reporter.hpp"

#include <memory>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "tengen/text/case_pipeline.hpp"
#include "tengen/text/read_ahead.hpp"
#include "tengen/threads.hpp"
#include "tengen/sgf/tree.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/printable.hpp"

namespace tengen::app {

std::string svg_path(const std::string& pattern, std::uint64_t k) {
  const std::string number = std::to_string(k);
  if (pattern.find("{n}") != std::string::npos) {
    std::string out = pattern;
    for (std::size_t at = out.find("{n}"); at != std::string::npos; at = out.find("{n}", at + number.size())) {
      out.replace(at, 3, number);
    }
    return out;
  }
  if (k == 1) return pattern;
  const std::size_t slash = pattern.find_last_of('/');
  std::size_t dot = pattern.find_last_of('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) dot = pattern.size();
  return pattern.substr(0, dot) + "-" + number + pattern.substr(dot);
}

int Reporter::fail(const std::string& file, const Error& error) {
  out_.flush();
  // Names and messages hold text of the input: shown escaped, so that a line stays one line.
  say(text::printable(fmt::format("tengen {}: {}", command_, describe(file, error))));
  return out_.failed() ? output_failed(command_, out_.error()) : kExitBadInput;
}

int Reporter::picture(const render::Diagram& diagram) {
  ++pictures_;
  if (options_.show) out_.write(render::to_text(diagram));
  if (options_.svg.empty()) return kExitOk;
  const std::string path = svg_path(options_.svg, pictures_);
  if (const Result<Ok> written = text::write_file(path, render::to_svg(diagram)); !written) {
    out_.flush();
    say(fmt::format("tengen {}: {}", command_, written.error().message));
    return kExitUsage;
  }
  return kExitOk;
}

namespace {

/// Bytes of an SGF input from which its games are read on a second thread, ahead of the answers.
constexpr std::uint64_t kReadGamesAheadFrom = std::uint64_t{256} << 10;

}  // namespace

int Reporter::sgf_games(text::Input& input,
                        const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each) {
  ParsedSgf* const parsed = std::exchange(parsed_, nullptr);
  if (parsed != nullptr && parsed->out_of_memory) throw std::bad_alloc();  // as reading here would have
  Result<std::string> bytes = std::string();
  if (parsed == nullptr) bytes = input.read_whole();
  if (!bytes) return fail(input.name(), bytes.error());
  sgf::ParsedFile own;
  std::optional<sgf::TreeReader> reader;
  if (parsed == nullptr) reader.emplace(*bytes);
  sgf::GameSource games(parsed != nullptr ? parsed->file : own, reader ? &*reader : nullptr);
  std::size_t game = 0;
  // A large input's games are read on the other core while this one answers those before them.
  text::CaseSource<sgf::InputGame> source(
      [&games](sgf::InputGame& g) { return games.next(g); },
      [&games] { return out_of_memory(Error{"", {}, games.label(games.given() + 1)}); },
      reader && bytes->size() >= kReadGamesAheadFrom && second_core());
  for (;;) {
    const Result<const sgf::InputGame*> next = source.next();
    if (!next) return fail(input.name(), next.error());
    if (*next == nullptr) return kExitOk;
    const sgf::InputGame* g = *next;
    const std::string label = games.label(++game);
    if (const int rc = warn(input.name(), g->warnings, ""); rc != kExitOk) return rc;
    if (!g->record) {
      Error error = g->record.error();
      if (games.several()) error.case_label = label + ", " + error.case_label;
      return fail(input.name(), error);
    }
    if (const int rc = warn(input.name(), g->record->warnings, label); rc != kExitOk) return rc;
    const int rc = guard(input.name(), [&] { return each(game, label, *g->record); }, [&] { return Error{"", {}, label}; });
    if (rc != kExitOk) return rc;
  }
}

int Reporter::warn(const std::string& file, const std::vector<Error>& warnings, const std::string& label) {
  for (const Error& w : warnings) {
    // The game's label ("game 2") and the warning's own ("move 10"), as far as they are given.
    const std::string both = label.empty() || w.case_label.empty() ? label + w.case_label : label + ", " + w.case_label;
    if (options_.strict) return fail(file, Error{w.message, w.position, both});
    out_.flush();  // the warning comes after the answers before it
    say(text::printable(fmt::format("tengen {}: {}", command_, describe(file, Error{"warning: " + w.message, w.position, both}))));
  }
  return kExitOk;
}

namespace {

/// The most memory a slot of the read-ahead ring keeps once its file is answered.
constexpr std::uint64_t kKeptBytes = std::uint64_t{256} << 10;

}  // namespace

int for_each_input(std::string_view command, const CommonOptions& options,
                   const std::function<int(text::Input&, Reporter&)>& each,
                   const std::function<bool(const std::string&)>& whole, bool sgf) {
  const std::vector<std::string> names = options.files.empty() ? std::vector<std::string>{"-"} : options.files;
  // With several files read whole, the other core checks them, then opens and reads them ahead
  // while this one answers: the system's part of reading many small files costs no wall time then.
  // SGF files are parsed there too, each into a slot of a ring that the reading thread reuses.
  std::vector<ParsedSgf> parsed(sgf ? text::ReadAhead::kInFlight : 0);
  text::ReadAhead::Prepare parse;
  if (sgf) {
    parse = [&parsed](text::Input& in, std::size_t k) -> std::uint64_t {
      ParsedSgf& slot = parsed[k % parsed.size()];
      slot.input = k;
      slot.out_of_memory = false;
      try {
        Result<std::string> bytes = in.read_whole();
        if (bytes) {
          // The trees here, the records at their turn on the answering thread: the two halves.
          sgf::parse_file(*bytes, slot.file, false);
        } else {
          slot.file = {};
          slot.file.error = bytes.error();
        }
      } catch (const std::bad_alloc&) {
        slot.out_of_memory = true;
        slot.file = {};
      }
      return slot.file.bytes_held();
    };
  }
  std::optional<text::ReadAhead> ahead;
  if (names.size() > 1 && whole && second_core()) ahead.emplace(names, whole, std::move(parse));
  if (const std::optional<std::string> bad = ahead ? ahead->unreadable() : text::unreadable_input(options.files)) {
    say(text::printable(fmt::format("tengen {}: cannot read {}", command, *bad)));
    return kExitUsage;
  }
  text::Output out(1);
  Reporter run(command, options, out);
  for (std::size_t k = 0; k < names.size(); ++k) {
    Result<text::Input> input = ahead ? ahead->next() : text::Input::open(names[k]);
    if (!input) {  // a directory, or gone since the check
      out.flush();
      say(text::printable(fmt::format("tengen {}: cannot read {}", command, input.error().message)));
      return kExitUsage;
    }
    ParsedSgf* slot = sgf ? &parsed[k % parsed.size()] : nullptr;
    run.start_input(input->name(), names.size() > 1, slot != nullptr && slot->input == k ? slot : nullptr);
    if (const int rc = each(*input, run); rc != kExitOk) return rc;
    // A large tree is not kept until its slot comes round again: memory stays bounded.
    if (slot != nullptr && slot->file.bytes_held() > kKeptBytes) slot->file = {};
  }
  return out.flush() ? kExitOk : output_failed(command, out.error());
}

}  // namespace tengen::app
