#include "tengen/text/printable.hpp"

#include <fmt/format.h>

#include "text/utf8.hpp"

namespace tengen::text {
namespace {

/// Characters that show nothing yet change how a terminal shows the rest: the C1 controls, the
/// zero-width ones, the line and paragraph separators, the marks and overrides of text direction
/// ("Trojan Source"), the byte-order mark.
bool invisible(char32_t cp) {
  return (cp >= 0x80 && cp <= 0x9F) || cp == 0x061C || (cp >= 0x200B && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202E) ||
         (cp >= 0x2060 && cp <= 0x2069) || cp == 0xFEFF;
}

}  // namespace

std::string printable(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  auto escape = [&](unsigned char b) {
    switch (b) {
      case '\t': out += "\\t"; return;
      case '\n': out += "\\n"; return;
      case '\r': out += "\\r"; return;
      default: out += fmt::format("\\x{:02x}", b);
    }
  };
  utf8::walk(
      s,
      [&](unsigned char b) {
        if (b < 0x20 || b == 0x7F) {
          escape(b);
        } else {
          out += static_cast<char>(b);
        }
      },
      [&](std::string_view c) {
        if (invisible(utf8::code_point(c))) {
          for (const char byte : c) escape(static_cast<unsigned char>(byte));
        } else {
          out.append(c);
        }
      },
      // Each byte up to where the sequence breaks off, escaped on its own.
      [&](std::string_view run) {
        for (const char byte : run) escape(static_cast<unsigned char>(byte));
      });
  return out;
}

}  // namespace tengen::text
