#include "common.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

namespace tengen::app {

void add_common_options(CLI::App& sub, CommonOptions& options) {
  sub.add_option("FILE", options.files, "input files, in order; none or - reads standard input");
  CLI::Option* json =
      sub.add_flag("--json", options.json, "one JSON object per case (JSON Lines) instead of the classic line");
  sub.add_flag("--show", options.show, "after each classic answer, a text diagram of the board that shows why")
      ->excludes(json);
}

Result<Input> Input::open(const std::string& path) {
  if (path == "-") return Input(0, "<stdin>");
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Error{fmt::format("{}: {}", path, std::strerror(errno))};
  return Input(fd, path);
}

Input::Input(Input&& other) noexcept : fd_(other.fd_), name_(std::move(other.name_)) { other.fd_ = -1; }

Input::~Input() {
  if (fd_ > 0) ::close(fd_);
}

bool open_inputs(std::string_view command, const std::vector<std::string>& files, std::vector<Input>& out) {
  const std::vector<std::string> names = files.empty() ? std::vector<std::string>{"-"} : files;
  for (const std::string& name : names) {
    Result<Input> in = Input::open(name);
    if (!in) {
      fmt::print(stderr, "tengen {}: cannot read {}\n", command, in.error().message);
      return false;
    }
    out.push_back(std::move(*in));
  }
  return true;
}

int report(std::string_view command, const std::string& file, const Error& error) {
  std::fflush(stdout);
  const std::string where = fmt::format("{}:{}:{}", file, error.position.line, error.position.column);
  if (error.case_label.empty()) {
    fmt::print(stderr, "tengen {}: {}: {}\n", command, where, error.message);
  } else {
    fmt::print(stderr, "tengen {}: {}: {}: {}\n", command, where, error.case_label, error.message);
  }
  return kExitBadInput;
}

}  // namespace tengen::app
