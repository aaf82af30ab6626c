#include "tengen/text/json.hpp"

#include "text/utf8.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace tengen::text {
namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

void append(fmt::memory_buffer& out, std::string_view s) { out.append(s.data(), s.data() + s.size()); }

void append_ascii(fmt::memory_buffer& out, unsigned char c) {
  switch (c) {
    case '\b': append(out, "\\b"); return;
    case '\t': append(out, "\\t"); return;
    case '\n': append(out, "\\n"); return;
    case '\f': append(out, "\\f"); return;
    case '\r': append(out, "\\r"); return;
    case '"': append(out, "\\\""); return;
    case '\\': append(out, "\\\\"); return;
    default: break;
  }
  if (c < 0x20) {
    fmt::format_to(std::back_inserter(out), "\\u{:04x}", c);
  } else {
    out.push_back(static_cast<char>(c));
  }
}

}  // namespace

void append_json_string(fmt::memory_buffer& out, std::string_view s) {
  out.push_back('"');
  utf8::walk(
      s, [&](unsigned char b) { append_ascii(out, b); },
      [&](std::string_view c) {
        // The C1 controls (U+0080 to U+009F) and the line and paragraph separators escaped: readers
        // that split text into lines at them (Python's str.splitlines) keep a record on one line.
        const char32_t code = utf8::code_point(c);
        if (code <= 0x9F || code == 0x2028 || code == 0x2029) {
          fmt::format_to(std::back_inserter(out), "\\u{:04x}", static_cast<std::uint32_t>(code));
        } else {
          append(out, c);
        }
      },
      // No character starts here, or the sequence breaks off: one replacement.
      [&](std::string_view) { append(out, kReplacement); });
  out.push_back('"');
}

void append_json_number(fmt::memory_buffer& out, double v) {
  if (!std::isfinite(v)) {
    append(out, "null");
    return;
  }
  if (v == std::floor(v) && std::fabs(v) < 9e15) {
    fmt::format_to(std::back_inserter(out), "{}", static_cast<std::int64_t>(v));
    return;
  }
  // The shortest digits that read back exactly, laid out as nlohmann's dtoa does: plain decimals
  // while the decimal point falls between 10^-4 and 10^15, else d.ddde+XX.
  char buffer[64];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::scientific);
  const std::string_view sci(buffer, static_cast<std::size_t>(end - buffer));
  const std::size_t e = sci.find('e');
  std::string_view mantissa = sci.substr(0, e);
  const int exponent = std::atoi(std::string(sci.substr(e + 1)).c_str());
  if (mantissa.front() == '-') {
    out.push_back('-');
    mantissa.remove_prefix(1);
  }
  std::string digits;
  for (const char c : mantissa) {
    if (c != '.') digits += c;
  }
  const int n = exponent + 1;  // where the decimal point goes, counted from the first digit
  const int k = static_cast<int>(digits.size());
  if (k <= n && n <= 15) {
    append(out, digits);
    append(out, std::string(static_cast<std::size_t>(n - k), '0'));
    append(out, ".0");
  } else if (0 < n && n <= 15) {
    append(out, std::string_view(digits).substr(0, static_cast<std::size_t>(n)));
    out.push_back('.');
    append(out, std::string_view(digits).substr(static_cast<std::size_t>(n)));
  } else if (-4 < n && n <= 0) {
    append(out, "0.");
    append(out, std::string(static_cast<std::size_t>(-n), '0'));
    append(out, digits);
  } else {
    out.push_back(digits[0]);
    if (k > 1) {
      out.push_back('.');
      append(out, std::string_view(digits).substr(1));
    }
    fmt::format_to(std::back_inserter(out), "e{}{:02}", exponent < 0 ? '-' : '+', std::abs(exponent));
  }
}

std::string json_record_start(const std::string* file) {
  if (file == nullptr) return "{";
  fmt::memory_buffer b;
  b.append(std::string_view("{\"file\":"));
  append_json_string(b, *file);
  b.push_back(',');
  return fmt::to_string(b);
}

}  // namespace tengen::text
