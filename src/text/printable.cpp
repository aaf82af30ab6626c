#include "tengen/text/printable.hpp"

#include <fmt/format.h>

#include "text/utf8.hpp"

namespace tengen::text {
namespace {

/// The code point of the well-formed UTF-8 character c (2 to 4 bytes).
char32_t code_point(std::string_view c) {
  const auto byte = [&](std::size_t k) { return static_cast<char32_t>(static_cast<unsigned char>(c[k])); };
  char32_t cp = byte(0) & (c.size() == 2 ? 0x1Fu : c.size() == 3 ? 0x0Fu : 0x07u);
  for (std::size_t k = 1; k < c.size(); ++k) cp = cp << 6 | (byte(k) & 0x3Fu);
  return cp;
}

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
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) {
      if (b < 0x20 || b == 0x7F) {
        escape(b);
      } else {
        out += static_cast<char>(b);
      }
      ++i;
      continue;
    }
    std::size_t broken_at = 0;
    if (const std::size_t n = utf8::character_at(s, i, broken_at); n != 0) {
      const std::string_view c = s.substr(i, n);
      if (invisible(code_point(c))) {
        for (const char byte : c) escape(static_cast<unsigned char>(byte));
      } else {
        out.append(c);
      }
      i += n;
      continue;
    }
    // Each byte up to where the sequence breaks off, escaped on its own.
    for (; i < broken_at; ++i) escape(static_cast<unsigned char>(s[i]));
  }
  return out;
}

}  // namespace tengen::text
