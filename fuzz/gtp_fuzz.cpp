// Fuzz target: the GTP command reader and engine, one input line after another (files off). Every
// reply is "=..." or "?..." ending in a blank line, and the board stays consistent.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tengen/gtp/engine.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  tengen::gtp::Engine engine({tengen::go::kGtpRules, 1, false});
  int lines = 0;
  while (!input.empty() && ++lines < 200) {
    const std::size_t end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
    const auto reply = engine.handle(line);
    if (!reply.text.empty()) {
      if ((reply.text[0] != '=' && reply.text[0] != '?') || !reply.text.ends_with("\n\n")) std::abort();
      if (reply.text.find("\n\n") != reply.text.size() - 2) std::abort();
    }
    if (reply.quit) break;
  }
  if (!engine.board().check_consistency().empty()) std::abort();
  return 0;
}
