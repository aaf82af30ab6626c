#include "common.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <fmt/format.h>
#include <unistd.h>

#include "read_ahead.hpp"
#include "tengen/text/file.hpp"

namespace tengen::app {
namespace {

}  // namespace

CLI::App& add_analysis(CLI::App& app, const std::string& name, const std::string& summary,
                       const std::string& description, CommonOptions& options) {
  // The summary heads both help pages; the longer text ends the subcommand's own page.
  CLI::App* sub = app.add_subcommand(name, summary);
  sub->footer(description);
  sub->add_option("FILE", options.files, "input files, in order; none or - reads standard input");
  CLI::Option* json =
      sub->add_flag("--json", options.json, "one JSON object per case (JSON Lines) instead of the classic line");
  sub->add_flag("--show", options.show, "after each classic answer, a text diagram of the board that shows why")
      ->excludes(json);
  sub->add_option("--svg", options.svg, "also draw each case as an SVG picture; {n} in PATH becomes the picture's number")
      ->type_name("PATH")
      ->check(CLI::Validator([](const std::string& path) { return path.empty() ? "needs a file name" : ""; }, "", "path"));
  return *sub;
}

void say(std::string_view line) {
  std::string text(line);
  text += '\n';
  std::string_view left = text;
  while (!left.empty()) {
    const ssize_t n = ::write(2, left.data(), left.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    left.remove_prefix(static_cast<std::size_t>(n));
  }
}

int output_failed(std::string_view command, int error) {
  say(fmt::format("tengen {}: cannot write the answers: {}", command, std::strerror(error)));
  return kExitOutput;
}

void add_sgf_options(CLI::App& sub, bool& forced, CommonOptions& options) {
  sub.add_flag("--sgf", forced, "read the inputs as SGF game records (files ending in .sgf always are)");
  sub.add_flag("--strict", options.strict,
               "SGF records must need no repair: what is otherwise a warning on standard error is an error");
}

std::optional<std::string> unreadable_input(const std::vector<std::string>& files) {
  for (const std::string& name : files) {
    if (name == "-" || ::access(name.c_str(), R_OK) == 0) continue;
    return fmt::format("{}: {}", name, std::strerror(errno));
  }
  return std::nullopt;
}

Result<Input> Input::open(const std::string& path, bool ahead) {
  if (path == "-") return Input(0, "<stdin>", false);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | (ahead ? O_NONBLOCK : 0));
  if (fd < 0) return Error{fmt::format("{}: {}", path, std::strerror(errno))};
  struct stat st {};
  const bool known = ::fstat(fd, &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    ::close(fd);
    return Error{fmt::format("{}: {}", path, std::strerror(EISDIR))};
  }
  if (ahead) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return Input(fd, path, known && S_ISREG(st.st_mode));
}

Input::Input(Input&& other) noexcept
    : fd_(other.fd_), name_(std::move(other.name_)), regular_(other.regular_), read_(std::move(other.read_)) {
  other.fd_ = -1;
}

Result<std::string> Input::read_whole() {
  if (read_) {
    Result<std::string> bytes = std::move(*read_);
    read_.reset();
    return bytes;
  }
  return text::read_fd(fd_, text::kMaxRecordBytes);
}

void Input::read_now() {
  read_.emplace(text::read_fd(fd_, text::kMaxRecordBytes));
  if (fd_ > 0) ::close(fd_);
  fd_ = -1;
}

Input::~Input() {
  if (fd_ > 0) ::close(fd_);
}

bool never_waits(int fd) {
  struct stat st {};
  return ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

bool is_sgf(const std::string& name, bool forced) {
  const std::string& n = name;
  if (forced) return true;
  if (n.size() < 4) return false;
  std::string ext = n.substr(n.size() - 4);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".sgf";
}

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

int Run::fail(const std::string& file, const Error& error) {
  out_.flush();
  const std::string where = fmt::format("{}:{}:{}", file, error.position.line, error.position.column);
  if (error.case_label.empty()) {
    say(fmt::format("tengen {}: {}: {}", command_, where, error.message));
  } else {
    say(fmt::format("tengen {}: {}: {}: {}", command_, where, error.case_label, error.message));
  }
  return out_.failed() ? output_failed(command_, out_.error()) : kExitBadInput;
}

int Run::picture(const render::Diagram& diagram) {
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

int Run::sgf_games(Input& input,
                   const std::function<int(std::size_t, const std::string&, const sgf::GameRecord&)>& each) {
  const Result<std::string> bytes = input.read_whole();
  if (!bytes) return fail(input.name(), bytes.error());
  const Result<sgf::Collection> collection = sgf::parse(*bytes);
  if (!collection) return fail(input.name(), collection.error());
  if (const int rc = warn(input.name(), collection->warnings, ""); rc != kExitOk) return rc;
  for (std::size_t g = 0; g < collection->games.size(); ++g) {
    const std::string label = collection->games.size() > 1 ? fmt::format("game {}", g + 1) : std::string();
    Result<sgf::GameRecord> record = sgf::read_game(*collection, g);
    if (!record) {
      if (!label.empty()) record.error().case_label = label + ", " + record.error().case_label;
      return fail(input.name(), record.error());
    }
    if (const int rc = warn(input.name(), record->warnings, label); rc != kExitOk) return rc;
    try {
      if (const int rc = each(g + 1, label, *record); rc != kExitOk) return rc;
    } catch (const std::bad_alloc&) {
      return fail(input.name(), Error{"not enough memory for this input", {}, label});
    }
  }
  return kExitOk;
}

int Run::warn(const std::string& file, const std::vector<Error>& warnings, const std::string& label) {
  for (const Error& w : warnings) {
    if (options_.strict) return fail(file, Error{w.message, w.position, label});
    const std::string where = fmt::format("{}:{}:{}", file, w.position.line, w.position.column);
    out_.flush();  // the warning comes after the answers before it
    say(fmt::format("tengen {}: {}: {}{}warning: {}", command_, where, label, label.empty() ? "" : ": ", w.message));
  }
  return kExitOk;
}

int run_inputs(std::string_view command, const CommonOptions& options, const std::function<int(Input&, Run&)>& each,
               const std::function<bool(const std::string&)>& whole) {
  const std::vector<std::string> names = options.files.empty() ? std::vector<std::string>{"-"} : options.files;
  // With several files read whole, the other core checks them, then opens and reads them ahead
  // while this one answers: the system's part of reading many small files costs no wall time then.
  std::optional<ReadAhead> ahead;
  if (names.size() > 1 && whole) ahead.emplace(names, whole);
  if (const std::optional<std::string> bad = ahead ? ahead->unreadable() : unreadable_input(options.files)) {
    say(fmt::format("tengen {}: cannot read {}", command, *bad));
    return kExitUsage;
  }
  text::Output out(1);
  Run run(command, options, out);
  for (const std::string& name : names) {
    Result<Input> input = ahead ? ahead->next() : Input::open(name);
    if (!input) {  // a directory, or gone since the check
      out.flush();
      say(fmt::format("tengen {}: cannot read {}", command, input.error().message));
      return kExitUsage;
    }
    run.start_input(input->name(), names.size() > 1);
    if (const int rc = each(*input, run); rc != kExitOk) return rc;
  }
  return out.flush() ? kExitOk : output_failed(command, out.error());
}

}  // namespace tengen::app
