#include "reporter.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <optional>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tengen/text/read_ahead.hpp"
#include "tengen/threads.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/printable.hpp"

namespace tengen::app {

namespace {

/// Why a picture is not written at `path` when `path` is one of the inputs (by any name), else "".
std::string over_an_input(const std::string& path, const std::vector<text::FileId>& inputs) {
  const std::optional<text::FileId> id = text::file_id(path);
  if (!id || std::find(inputs.begin(), inputs.end(), *id) == inputs.end()) return {};
  return fmt::format("cannot write {}: it is one of the inputs (--svg names the pictures' files)", path);
}

/// Why the run's first picture could not be written, if it could not: it would overwrite an
/// input, it names a folder, or its folder cannot be written. A later one is checked as it is written.
std::optional<std::string> unwritable_pictures(const std::string& pattern, const std::vector<text::FileId>& inputs) {
  const std::string first = render::picture_path(pattern, 1);
  if (std::string over = over_an_input(first, inputs); !over.empty()) return over;
  struct stat st {};
  const bool exists = ::stat(first.c_str(), &st) == 0;
  if (first.ends_with('/') || (exists && S_ISDIR(st.st_mode))) return fmt::format("cannot write {}: {}", first, std::strerror(EISDIR));
  const std::size_t slash = first.rfind('/');
  const std::string folder = slash == std::string::npos ? "." : slash == 0 ? "/" : first.substr(0, slash);
  if (!exists && ::access(folder.c_str(), W_OK | X_OK) != 0) return fmt::format("cannot write {}: {}", first, std::strerror(errno));
  return std::nullopt;
}

}  // namespace

int Reporter::fail(const std::string& file, const Error& error) {
  if (const int rc = flush_before_saying(); rc != kExitOk) return rc;
  // Names and messages hold text of the input: shown escaped, so that a line stays one line.
  say(text::printable(fmt::format("tengen {}: {}", command_, describe(file, error))));
  return out_.failed() ? output_failed(command_, out_.error()) : kExitBadInput;
}

int Reporter::picture(const render::Diagram& diagram) {
  ++pictures_;
  if (static_cast<std::uint64_t>(diagram.width) * static_cast<std::uint64_t>(diagram.height) > render::kMaxPicturePoints) {
    // A picture of such a board is hundreds of megabytes that nobody reads: said once, not drawn.
    if (!said_too_large_) {
      said_too_large_ = true;
      if (const int rc = flush_before_saying(); rc != kExitOk) return rc;
      say(fmt::format("tengen {}: warning: boards over {} points are not drawn (the first: picture {}, {}x{})", command_,
                      render::kMaxPicturePoints, pictures_, diagram.width, diagram.height));
    }
    return kExitOk;
  }
  if (options_.show) out_.write(render::to_text(diagram));
  if (options_.svg.empty()) return kExitOk;
  const std::string path = render::picture_path(options_.svg, pictures_);
  if (const std::string over = over_an_input(path, inputs_); !over.empty()) {
    if (const int rc = flush_before_saying(); rc != kExitOk) return rc;
    say(text::printable(fmt::format("tengen {}: {}", command_, over)));
    return kExitUsage;
  }
  if (const Result<Ok> written = text::write_file(path, render::to_svg(diagram)); !written) {
    if (const int rc = flush_before_saying(); rc != kExitOk) return rc;
    say(text::printable(fmt::format("tengen {}: {}", command_, written.error().message)));
    return kExitUsage;
  }
  return kExitOk;
}

int Reporter::sgf_games(text::Input& input,
                        const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each,
                        bool per_move) {
  sgf::InputGames games(input, std::exchange(parsed_, nullptr), ahead_);
  for (std::size_t game = 1;; ++game) {
    const Result<const sgf::InputGame*> next = games.next();
    if (!next) return fail(input.name(), next.error());
    if (*next == nullptr) return kExitOk;
    const sgf::InputGame* g = *next;
    if (g->answered) {  // a clean game, answered on the reading thread
      out_.write(g->answer);
      continue;
    }
    const std::string label = games.label(game);
    if (g->record) {
      if (const int rc = warn(input.name(), g->warnings, ""); rc != kExitOk) return rc;
    } else {
      // The repairs made up to the error are said first, in the file's order (under --strict the
      // first of them is the error), whatever answers there are, the file's (a tree left open at
      // its end comes after) and the game's; then the moves before the error are answered, as for
      // a move the rules refuse.
      Error error = g->record.error();
      auto up_to_error = [&](const std::vector<Error>& warnings) {
        std::vector<Error> earlier;
        std::copy_if(warnings.begin(), warnings.end(), std::back_inserter(earlier), [&](const Error& w) {
          return std::tie(w.position.line, w.position.column) <= std::tie(error.position.line, error.position.column);
        });
        return earlier;
      };
      if (const int rc = warn(input.name(), up_to_error(g->warnings), ""); rc != kExitOk) return rc;
      const sgf::GameRecord& before = g->before_error;
      if (const int rc = warn(input.name(), up_to_error(before.warnings), label); rc != kExitOk) return rc;
      if (per_move && !before.actions.empty()) {
        const int rc = guard(input.name(), [&] { return each(game, label, before); }, [&] { return Error{"", {}, label}; });
        if (rc != kExitOk) return rc;
      }
      error.case_label = nested_label(label, error.case_label);
      return fail(input.name(), error);
    }
    if (const int rc = warn(input.name(), g->record->warnings, label); rc != kExitOk) return rc;
    const int rc = guard(input.name(), [&] { return each(game, label, *g->record); }, [&] { return Error{"", {}, label}; });
    if (rc != kExitOk) return rc;
  }
}

int Reporter::warn(const std::string& file, const std::vector<Error>& warnings, const std::string& label) {
  for (const Error& w : warnings) {
    const std::string both = nested_label(label, w.case_label);
    // The message says the repair that --strict refuses.
    if (options_.strict) return fail(file, Error{"refused by --strict: " + w.message, w.position, both});
    if (const int rc = flush_before_saying(); rc != kExitOk) return rc;  // after the answers before it
    say(text::printable(fmt::format("tengen {}: {}", command_, describe(file, Error{"warning: " + w.message, w.position, both}))));
  }
  return kExitOk;
}

namespace {

// The inputs waiting, read and not yet answered, from which the reading thread also answers the
// one it reads (a pre-answer): below it the answering thread keeps up alone.
constexpr std::size_t kAnswerAhead = 32;
// The answers held at most until the names not yet opened are checked (for_each_input).
constexpr std::size_t kHeldAnswers = std::size_t{8} << 20;

}  // namespace

const sgf::GameRecord* lone_clean_game(const sgf::ParsedFile& file) {
  if (file.error || !file.collection.warnings.empty() || file.records.size() != 1 || file.collection.games.size() != 1) {
    return nullptr;
  }
  const Result<sgf::GameRecord>& record = file.records.front();
  return record && record->warnings.empty() ? &*record : nullptr;
}

int for_each_input(std::string_view command, const CommonOptions& options,
                   const std::function<int(text::Input&, Reporter&)>& each,
                   const std::function<bool(const std::string&)>& whole, bool sgf, const PreAnswer& pre_answer) {
  // Named, not copied: a copy of thousands of names was a serial part of a run's start.
  const std::vector<std::string> standard_input{"-"};
  const std::vector<std::string>& names = options.files().empty() ? standard_input : options.files();
  // Standard input that is closed is refused before any file is opened: a file opened first would
  // take descriptor 0 and be read again as "-".
  if (std::find(names.begin(), names.end(), "-") != names.end()) {
    if (const Result<text::Input> in = text::Input::open("-"); !in) {
      say(text::printable(fmt::format("tengen {}: cannot read {}", command, in.error().message)));
      return kExitUsage;
    }
  }
  // With several files read whole, the other core opens and reads them ahead while this one
  // answers: the system's part of reading many small files costs no wall time then. SGF files are
  // parsed there too, each into a slot of a ring that the reading thread reuses.
  std::vector<sgf::ParsedInput> parsed(sgf ? text::ReadAhead::kInFlight : 0);
  // The answers of the inputs answered on the reading thread, by slot; written there before the
  // input is handed over, read here after (ReadAhead's lock orders the two).
  std::vector<std::string> answers(parsed.size());
  std::vector<std::uint8_t> answered(parsed.size(), 0);
  std::string pre_text;                // where the reading thread's answers go first
  text::Output pre_out(pre_text);
  text::ReadAhead::Prepare parse;
  if (sgf) {
    parse = [&](text::Input& in, std::size_t k, std::size_t waiting) {
      const std::size_t s = k % parsed.size();
      std::uint64_t bytes = parsed[s].read(in, k);
      answered[s] = 0;
      // Only while the answers lag behind the reading: the two threads then share the work.
      const sgf::GameRecord* record = parsed[s].out_of_memory ? nullptr : lone_clean_game(parsed[s].file);
      if (pre_answer && waiting >= kAnswerAhead && record != nullptr) {
        const bool done = pre_answer(*record, pre_out);
        pre_out.flush();
        if (done) {
          answers[s].swap(pre_text);
          answered[s] = 1;
          bytes += answers[s].capacity();
        }
        pre_text.clear();
      }
      return bytes;
    };
  }
  const bool ahead = names.size() > 1 && whole && second_core();
  text::ReadAhead inputs(names, whole, std::move(parse),
                         ahead ? text::ReadAhead::Reading::AheadInBatches : text::ReadAhead::Reading::AtTheirTurn);
  // Nothing is written before every file named is known to be readable. With several files (none
  // of them standard input, which may wait on a person or a pipe, and no picture files, written as
  // they come), the answers are held until output is due instead, and only the names not opened by
  // then (or whose opening failed) are checked: a run that opens them all checks none (a name
  // looked up twice, by the check and by the open, was a seventh of the time of a run over 3,000
  // small files). Otherwise they are checked here, while the reading thread opens the first files.
  const bool checked_when_due =
      names.size() > 1 && options.svg.empty() && std::find(names.begin(), names.end(), "-") == names.end();
  std::size_t taken = 0;  // the input in hand: those before it were opened and answered
  auto unreadable = [&](std::span<const std::string> some) {
    const std::optional<std::string> bad = text::unreadable_input(some);
    if (bad) say(text::printable(fmt::format("tengen {}: cannot read {}", command, *bad)));
    return bad.has_value();
  };
  auto unreadable_unopened = [&] {
    const text::ReadAhead::Progress progress = inputs.progress();
    for (std::size_t i = taken; i < names.size(); ++i) {
      const bool opened = i < progress.opened && !std::binary_search(progress.failed.begin(), progress.failed.end(), i);
      if (!opened && unreadable(std::span(names).subspan(i, 1))) return true;
    }
    return false;
  };
  if (!checked_when_due && unreadable(options.files())) return kExitUsage;
  // A picture is never written over an input, and one that cannot be written at all is said
  // before any answer (a later one, in a folder {n} names, when its turn comes).
  std::vector<text::FileId> read_files;
  if (!options.svg.empty()) {
    for (const std::string& name : names) {
      if (const std::optional<text::FileId> id = name == "-" ? text::file_id(0) : text::file_id(name)) read_files.push_back(*id);
    }
    if (const std::optional<std::string> bad = unwritable_pictures(options.svg, read_files)) {
      say(text::printable(fmt::format("tengen {}: {}", command, *bad)));
      return kExitUsage;
    }
  }
  text::Output out(1);
  // Output due: the names not opened yet are checked (a file that cannot be read stops the run with
  // no answer written: the Output stops, and the run returns kExitUsage when it sees it).
  if (checked_when_due) out.hold([&] { return !unreadable_unopened(); }, kHeldAnswers);
  Reporter run(command, options, out, pre_answer);
  run.keep_inputs(std::move(read_files));
  for (std::size_t k = 0; k < names.size(); ++k) {
    // No memory for an input, here or on the reading thread, is said against its name.
    const int rc = run.guard(
        text::input_name(names[k]),
        [&] {
          taken = k;
          Result<text::Input> input = inputs.next();
          if (!input) {  // a directory, or gone since the check
            if (const int stop = run.flush_before_saying(); stop != kExitOk) return stop;
            say(text::printable(fmt::format("tengen {}: cannot read {}", command, input.error().message)));
            return kExitUsage;
          }
          if (input->may_wait()) {  // before waiting for a FIFO's writer
            if (const int stop = run.flush_before_saying(); stop != kExitOk) return stop;
          }
          sgf::ParsedInput* slot = sgf ? &parsed[k % parsed.size()] : nullptr;
          const bool ours = slot != nullptr && slot->input == k;
          run.start_input(input->name(), names.size() > 1, ours ? slot : nullptr);
          int answered_rc = kExitOk;
          if (ours && answered[k % parsed.size()] != 0) {
            std::string& text = answers[k % parsed.size()];
            out.write(text);
            answered[k % parsed.size()] = 0;
            if (text.capacity() > sgf::ParsedInput::kKeptBytes) text = {};
          } else {
            answered_rc = each(*input, run);
          }
          if (slot != nullptr) slot->release();
          return answered_rc;
        },
        [] { return Error{}; });
    if (out.stopped()) return kExitUsage;
    if (rc != kExitOk) return rc;
    // Held answers that could not be written, found as this input's text was added to them:
    // without the hold, the run would have stopped at them.
    if (out.failed_early()) return output_failed(command, out.error());
  }
  out.end_hold();  // every file was opened
  return out.flush() ? kExitOk : output_failed(command, out.error());
}

}  // namespace tengen::app
