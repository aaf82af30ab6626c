#include "reporter.hpp"

#include <optional>

#include <fmt/format.h>

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
  const std::string where = fmt::format("{}:{}:{}", file, error.position.line, error.position.column);
  // Names and messages hold text of the input: shown escaped, so that a line stays one line.
  if (error.case_label.empty()) {
    say(text::printable(fmt::format("tengen {}: {}: {}", command_, where, error.message)));
  } else {
    say(text::printable(fmt::format("tengen {}: {}: {}: {}", command_, where, error.case_label, error.message)));
  }
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

/// Game trees read at a time from an SGF input read here: few enough that a large collection is
/// never held whole, enough that handing them from thread to thread costs nothing.
constexpr std::size_t kTreesAtATime = 64;
/// Bytes of an SGF input from which its trees are read on a second thread, ahead of the answers.
constexpr std::uint64_t kReadTreesAheadFrom = std::uint64_t{256} << 10;

/// Whether the file these trees open holds several (then each game's answers say which).
bool several_trees(const sgf::ParsedFile& first) {
  return first.collection.games.size() > 1 || (first.collection.games.size() == 1 && first.error.has_value());
}

}  // namespace

int Reporter::sgf_games(text::Input& input,
                        const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each) {
  if (ParsedSgf* parsed = std::exchange(parsed_, nullptr); parsed != nullptr) {
    if (parsed->out_of_memory) throw std::bad_alloc();  // as reading here would have
    return sgf_trees(input.name(), parsed->file, 0, several_trees(parsed->file), each);
  }
  Result<std::string> bytes = input.read_whole();
  if (!bytes) return fail(input.name(), bytes.error());
  // A few trees at a time, read on the other core while this one answers those before them.
  sgf::TreeReader reader(*bytes);
  std::size_t before = 0;
  bool several = false;
  int rc = kExitOk;
  pipeline<sgf::ParsedFile>(
      threads_for(0, bytes->size(), kReadTreesAheadFrom), 3,
      [&](sgf::ParsedFile& trees) { return sgf::parse_next(reader, kTreesAtATime, trees); },
      [&](sgf::ParsedFile& trees) {
        if (before == 0) several = several_trees(trees);
        rc = sgf_trees(input.name(), trees, before, several, each);
        before += trees.collection.games.size();
        return rc == kExitOk;
      });
  return rc;
}

int Reporter::sgf_trees(const std::string& file, const sgf::ParsedFile& trees, std::size_t before, bool several,
                        const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each) {
  auto label = [&](std::size_t game) { return several ? fmt::format("game {}", game) : std::string(); };
  if (const int rc = warn(file, trees.collection.warnings, ""); rc != kExitOk) return rc;
  for (std::size_t g = 0; g < trees.records.size(); ++g) {
    const std::size_t game = before + g + 1;
    // parse_next read the records up to the first that cannot be read, which ends the loop.
    const Result<sgf::GameRecord>& record = trees.records[g];
    if (!record) {
      Error error = record.error();
      if (several) error.case_label = label(game) + ", " + error.case_label;
      return fail(file, error);
    }
    if (const int rc = warn(file, record->warnings, label(game)); rc != kExitOk) return rc;
    const int rc = guard(file, [&] { return each(game, label(game), *record); }, [&] { return Error{"", {}, label(game)}; });
    if (rc != kExitOk) return rc;
  }
  if (!trees.error) return kExitOk;
  Error error = *trees.error;  // in the tree after those
  error.case_label = label(before + trees.records.size() + 1);
  return fail(file, error);
}

int Reporter::warn(const std::string& file, const std::vector<Error>& warnings, const std::string& label) {
  for (const Error& w : warnings) {
    // The game's label ("game 2") and the warning's own ("move 10"), as far as they are given.
    const std::string both = label.empty() || w.case_label.empty() ? label + w.case_label : label + ", " + w.case_label;
    if (options_.strict) return fail(file, Error{w.message, w.position, both});
    const std::string where = fmt::format("{}:{}:{}", file, w.position.line, w.position.column);
    out_.flush();  // the warning comes after the answers before it
    say(text::printable(fmt::format("tengen {}: {}: {}{}warning: {}", command_, where, both, both.empty() ? "" : ": ", w.message)));
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
          sgf::parse_file(*bytes, slot.file);
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
