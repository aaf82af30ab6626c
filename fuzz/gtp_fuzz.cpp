// Fuzz target: the GTP engine as a whole, its input read by text::LineReader as `tengen gtp` reads
// it (files off), under rules the first byte chooses. Two bytes 0x01 followed by a count c and a
// byte b stand for (c + 1) x 16 KiB copies of b (at most 3 MiB in all, so that a run stays quick),
// so that lines over LineReader's 1 MiB limit (blank or not past it) come from short inputs. Every reply is "=..." or "?..." ending in a blank line, no
// line held is over the limit, the board stays consistent after every command, and a command that
// fails ("?") changes nothing.
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tengen/gtp/engine.hpp"
#include "tengen/text/line_reader.hpp"

namespace {

/// The input with its runs expanded.
std::string expanded(std::string_view input) {
  constexpr std::size_t kMostExpanded = std::size_t{3} << 20;
  std::string out;
  std::size_t total = 0;
  for (std::size_t i = 0; i < input.size(); ++i) {
    if (input[i] == '\x01' && i + 3 < input.size() && input[i + 1] == '\x01') {
      const std::size_t copies = (static_cast<std::size_t>(static_cast<unsigned char>(input[i + 2])) + 1) << 14;
      const std::size_t taken = std::min(copies, kMostExpanded - total);
      out.append(taken, input[i + 3]);
      total += taken;
      i += 3;
    } else {
      out += input[i];
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto rules = tengen::go::Rules{data[0] & 1 ? tengen::go::Suicide::Allow : tengen::go::Suicide::Forbid,
                                       static_cast<tengen::go::Ko>((data[0] >> 1) % 3)};
  const std::string input = expanded({reinterpret_cast<const char*>(data) + 1, size - 1});
  const int fd = ::memfd_create("gtp", 0);
  if (fd < 0) return 0;
  if (::write(fd, input.data(), input.size()) != static_cast<ssize_t>(input.size()) || ::lseek(fd, 0, SEEK_SET) != 0) {
    ::close(fd);
    return 0;
  }
  tengen::gtp::Engine engine({rules, 1, false});
  tengen::text::LineReader reader(fd);
  std::string line;
  int lines = 0;
  using Got = tengen::text::LineReader::Got;
  for (Got got; (got = reader.next(line)) != Got::End && ++lines < 200;) {
    if (line.size() > tengen::text::LineReader::kMaxLine) std::abort();
    const std::uint64_t hash = engine.board().hash();
    const int width = engine.board().width();
    const int height = engine.board().height();
    const auto reply = got == Got::TooLong ? engine.handle_too_long(line, reader.rest_first()) : engine.handle(line);
    if (!reply.text.empty()) {
      if ((reply.text[0] != '=' && reply.text[0] != '?') || !reply.text.ends_with("\n\n")) std::abort();
      if (reply.text.find("\n\n") != reply.text.size() - 2) std::abort();
      if (reply.text[0] == '?' &&
          (engine.board().hash() != hash || engine.board().width() != width || engine.board().height() != height)) {
        std::abort();  // a failed command changed the board
      }
    }
    if (!engine.board().check_consistency().empty()) std::abort();
    if (reply.quit) break;
  }
  ::close(fd);
  return 0;
}
