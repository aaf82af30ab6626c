// tengen gtp: a Go Text Protocol engine on standard input and output.

#include <cerrno>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include "commands.hpp"
#include "common.hpp"
#include "options.hpp"
#include "tengen/gtp/engine.hpp"
#include "tengen/text/output.hpp"

namespace tengen::app {
namespace {

/// Lines of a descriptor, at most kMaxLine bytes each: a longer line is passed over whole (never
/// held), so no input can make the engine's memory grow.
class LineReader {
 public:
  static constexpr std::size_t kMaxLine = std::size_t{1} << 20;
  enum class Got : std::uint8_t { Line, TooLong, End };

  explicit LineReader(int fd) : fd_(fd), buffer_(1 << 16) {}

  /// The next line, without its newline, into `line`; TooLong for a line over kMaxLine bytes; End
  /// at the end of the input (or a read error), after the last line even without a newline.
  Got next(std::string& line) {
    line.clear();
    bool too_long = false;
    for (;;) {
      if (pos_ == end_ && !fill()) {
        if (too_long) return Got::TooLong;
        return line.empty() && !partial_ ? Got::End : (partial_ = false, Got::Line);
      }
      const char* start = buffer_.data() + pos_;
      const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - pos_));
      const std::size_t n = newline != nullptr ? static_cast<std::size_t>(newline - start) : end_ - pos_;
      if (!too_long && line.size() + n <= kMaxLine) {
        line.append(start, n);
      } else {
        too_long = true;
        line.clear();
      }
      pos_ += n;
      partial_ = true;
      if (newline != nullptr) {
        ++pos_;
        partial_ = false;
        return too_long ? Got::TooLong : Got::Line;
      }
    }
  }

 private:
  bool fill() {
    for (;;) {
      const ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      pos_ = 0;
      end_ = static_cast<std::size_t>(n);
      return true;
    }
  }
  int fd_;
  std::vector<char> buffer_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
  bool partial_ = false;  // bytes of an unfinished line were taken
};

}  // namespace

void add_gtp(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<gtp::EngineOptions>();
  CLI::App* sub = app.add_subcommand("gtp", "Go Text Protocol engine on stdin/stdout");
  sub->footer(
      "Speaks GTP version 2 on standard input and output, for GUIs (GoGui, Sabaki, qGo) and test\n"
      "drivers. list_commands names every command. Nothing but protocol responses goes to stdout.\n"
      "Example: printf 'boardsize 9\\nplay b E5\\nshowboard\\n' | tengen gtp");
  add_go_rules(*sub, options->rules, "allow or forbid (the default here, as GUIs expect) suicide",
               "none, simple (the default here) or superko (positional)");
  add_seed(*sub, options->seed, "seed of genmove's random choices: the same seed, the same game");
  sub->callback([options, &exit_code] {
    gtp::Engine engine(*options);
    text::Output out(1);
    LineReader in(0);
    std::string line;
    for (;;) {
      const LineReader::Got got = in.next(line);
      if (got == LineReader::Got::End) break;
      const gtp::Engine::Reply reply =
          got == LineReader::Got::TooLong ? gtp::Engine::Reply{"? command too long\n\n", false} : engine.handle(line);
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
