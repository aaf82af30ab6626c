// Fuzz target: the GTP engine as a whole, one command line after another (files off), under rules
// the first byte chooses. Every reply is "=..." or "?..." ending in a blank line, the board stays
// consistent after every command, and a command that fails ("?") changes nothing.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/gtp/engine.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto rules = tengen::go::Rules{data[0] & 1 ? tengen::go::Suicide::Allow : tengen::go::Suicide::Forbid,
                                       static_cast<tengen::go::Ko>((data[0] >> 1) % 3)};
  std::string_view input(reinterpret_cast<const char*>(data) + 1, size - 1);
  tengen::gtp::Engine engine({rules, 1, false});
  int lines = 0;
  while (!input.empty() && ++lines < 200) {
    const std::size_t end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
    const std::uint64_t hash = engine.board().hash();
    const int width = engine.board().width();
    const int height = engine.board().height();
    const auto reply = engine.handle(line);
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
  return 0;
}
