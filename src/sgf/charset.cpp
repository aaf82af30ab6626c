#include "tengen/sgf/charset.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstring>

#include <iconv.h>

#include "swar.hpp"
#include "text/utf8.hpp"

namespace tengen::sgf {

std::string canonical_charset(std::string_view name) {
  // Longer than any charset's name: none (a comment full of "CA[" taken for a CA's value is not
  // upper-cased whole), the same wherever a CA is read.
  if (name.size() > kLongestCharsetName) return {};
  // A name already written as canonical (nearly every file's CA[UTF-8]) is itself.
  constexpr std::string_view kCanonical[] = {"UTF-8", "SHIFT_JIS", "GBK", "GB18030", "BIG5", "ISO-8859-1"};
  for (const std::string_view c : kCanonical) {
    if (name == c) return std::string(c);
  }
  std::string s;
  for (char c : name) {
    if (!std::isspace(static_cast<unsigned char>(c))) s += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  if (s == "UTF8") return "UTF-8";
  if (s == "SJIS" || s == "MS_KANJI" || s == "SHIFT-JIS" || s == "CP932" || s == "WINDOWS-31J" || s == "SHIFT_JIS" ||
      s == "X-SJIS" || s == "CSSHIFTJIS" || s == "MS932" || s == "SJIS-WIN" || s == "SJIS-OPEN" || s == "SHIFT_JISX0213" ||
      s == "IBM-943" || s == "IBM943" || s == "CP943") {
    return "SHIFT_JIS";
  }
  if (s == "BIG5-HKSCS" || s == "BIG5HKSCS") return "BIG5-HKSCS";
  if (s == "ISO2022JP" || s == "CSISO2022JP") return "ISO-2022-JP";
  // Windows' names of its Korean code page, which EUC-KR is read as (CP949).
  if (s == "KS_C_5601-1987" || s == "KSC5601" || s == "KSC_5601" || s == "KS_C_5601" || s == "CP949") return "EUC-KR";
  if (s == "GB2312" || s == "EUC-CN" || s == "EUCCN" || s == "CSGB2312" || s == "GBK" || s == "CP936" || s == "WINDOWS-936" ||
      s == "MS936" || s == "GB18030") {
    return s == "GB18030" ? s : "GBK";
  }
  if (s == "BIG-5" || s == "BIG5" || s == "CP950" || s == "BIG-FIVE" || s == "BIGFIVE" || s == "CN-BIG5" || s == "CSBIG5") return "BIG5";
  // ISO-8859-1 by its other names, and Windows-1252, which it is read as (as browsers do).
  if (s == "LATIN1" || s == "ISO8859-1" || s == "ISO_8859-1" || s == "L1" || s == "CP819" || s == "IBM819" || s == "ISO-IR-100" ||
      s == "CSISOLATIN1" || s == "ISO_8859-1:1987" || s == "WINDOWS-1252" || s == "CP1252" || s == "X-CP1252") {
    return "ISO-8859-1";
  }
  return s;
}

bool is_double_byte(std::string_view c) {
  return c == "SHIFT_JIS" || c == "GBK" || c == "GB18030" || c == "BIG5" || c == "BIG5-HKSCS";
}

bool is_lead_byte(std::string_view c, unsigned char b) {
  if (c == "SHIFT_JIS") return (b >= 0x81 && b <= 0x9F) || (b >= 0xE0 && b <= 0xFC);
  return b >= 0x81 && b <= 0xFE;  // GBK, GB18030, Big5 (and Big5-HKSCS)
}

bool is_utf8(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size()) {
    // Most SGF text is ASCII: thirty-two bytes at a time with SSE2, then eight.
#if defined(__SSE2__)
    if (i + 32 <= bytes.size() &&
        swar::sse::bits(_mm_or_si128(swar::sse::load(bytes.data() + i), swar::sse::load(bytes.data() + i + 16))) == 0) {
      i += 32;
      continue;
    }
#endif
    std::uint64_t word = 0;
    if (i + 8 <= bytes.size() && (std::memcpy(&word, bytes.data() + i, 8), (word & 0x8080808080808080ull) == 0)) {
      i += 8;
      continue;
    }
    if (static_cast<unsigned char>(bytes[i]) < 0x80) {
      ++i;
      continue;
    }
    std::size_t broken_at = 0;
    const std::size_t n = text::utf8::character_at(bytes, i, broken_at);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

namespace {

/// Whether a character of three or four bytes is one CJK text has: general punctuation and the
/// symbols after it, CJK punctuation, kana, Hangul, ideographs and full-width forms (U+2000 to
/// U+FFFF but the private use area), and the supplementary ideographs (U+20000 to U+3FFFF). The
/// rest of the planes hold no text, and double-byte text that pairs up as UTF-8 often lands there.
constexpr bool is_cjk_text(char32_t c) {
  return (c >= 0x2000 && c <= 0xFFFF && !(c >= 0xE000 && c <= 0xF8FF)) || (c >= 0x20000 && c <= 0x3FFFF);
}

}  // namespace

void Utf8Tally::add(std::string_view bytes) {
  text::utf8::walk(
      bytes, [](unsigned char) {},
      [this](std::string_view c) {
        high += c.size();
        good += c.size();
        cjk += is_cjk_text(text::utf8::code_point(c)) ? c.size() : 0;
      },
      [this](std::string_view run) { high += run.size(); });
}

bool Utf8Tally::reads_as_cjk_utf8(std::size_t least) const {
  return cjk >= least && 2 * cjk >= high && good >= 2 * (high - good);
}

bool Utf8Tally::outweighs_double_byte() const {
  return cjk >= kMislabelledUtf8Bytes && 2 * cjk >= high && cjk >= 4 * (high - good);
}

bool reads_as_cjk_utf8(std::string_view bytes, std::size_t least) {
  Utf8Tally tally;
  tally.add(bytes);
  return tally.reads_as_cjk_utf8(least);
}

namespace {

/// The bytes as UTF-8, each broken sequence (its longest start that could begin a character, or a
/// single byte) as U+FFFD. O(size).
std::string lossy_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  text::utf8::walk(
      bytes, [&out](unsigned char b) { out += static_cast<char>(b); }, [&out](std::string_view c) { out.append(c); },
      [&out](std::string_view) { out += "\xEF\xBF\xBD"; });
  return out;
}

}  // namespace

namespace {

/// ISO-8859-1 text as UTF-8, read as Windows-1252 (as the WHATWG Encoding Standard has browsers
/// read ISO-8859-1): bytes 80 to 9F are its punctuation and letters (’ “ ” – € Š), but for the five
/// it leaves undefined, kept as the C1 controls they are in ISO-8859-1. O(size).
std::string latin1_to_utf8(std::string_view bytes) {
  static constexpr char16_t kWindows1252[32] = {
      0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
      0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
  std::string out;
  for (char ch : bytes) {
    const auto b = static_cast<unsigned char>(ch);
    text::utf8::append(out, b >= 0x80 && b < 0xA0 ? kWindows1252[b - 0x80] : b);
  }
  return out;
}

/// UTF-16 text (after its byte-order mark, if any) as UTF-8, each lone surrogate and an odd last
/// byte as U+FFFD: a file cut short or with a character broken is read as broken UTF-8 is. O(size).
std::string lossy_utf16_to_utf8(std::string_view bytes, bool little_endian) {
  const auto unit = [&](std::size_t i) {
    const auto lo = static_cast<unsigned char>(bytes[little_endian ? i : i + 1]);
    const auto hi = static_cast<unsigned char>(bytes[little_endian ? i + 1 : i]);
    return static_cast<char32_t>(hi << 8 | lo);
  };
  const auto high_surrogate = [](char32_t u) { return u >= 0xD800 && u < 0xDC00; };
  const auto low_surrogate = [](char32_t u) { return u >= 0xDC00 && u < 0xE000; };
  std::string out;
  out.reserve(bytes.size() * 3 / 2);
  std::size_t i = 0;
  for (; i + 1 < bytes.size(); i += 2) {
    const char32_t u = unit(i);
    if (high_surrogate(u) && i + 3 < bytes.size() && low_surrogate(unit(i + 2))) {
      text::utf8::append(out, 0x10000 + ((u - 0xD800) << 10) + (unit(i + 2) - 0xDC00));
      i += 2;
    } else {
      text::utf8::append(out, high_surrogate(u) || low_surrogate(u) ? 0xFFFD : u);
    }
  }
  if (i < bytes.size()) text::utf8::append(out, 0xFFFD);
  return out;
}

/// The bytes converted from charset `from` to UTF-8, or nothing when they do not fit it or no
/// converter could be opened (then *unavailable, when given, is set: iconv loads its modules from
/// files, which a process at its limit of open files cannot open).
std::optional<std::string> convert(std::string_view bytes, const char* from, bool* unavailable = nullptr) {
  iconv_t cd = iconv_open("UTF-8", from);
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    if (unavailable != nullptr) *unavailable = true;
    return std::nullopt;
  }
  std::string out(bytes.size() * 4 + 16, '\0');
  char* in = const_cast<char*>(bytes.data());  // iconv's signature; it does not write there
  std::size_t in_left = bytes.size();
  char* dst = out.data();
  std::size_t out_left = out.size();
  const std::size_t r = iconv(cd, &in, &in_left, &dst, &out_left);
  iconv_close(cd);
  if (r == static_cast<std::size_t>(-1) || in_left != 0) return std::nullopt;
  out.resize(out.size() - out_left);
  return out;
}

}  // namespace

std::string to_utf8(std::string_view bytes, std::string_view charset) {
  const bool ascii = std::all_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  // ASCII is itself, but for the escapes (ESC) of the seven-bit charsets: ISO-2022-JP's kanji.
  if (ascii && (bytes.find('\x1b') == std::string_view::npos || !canonical_charset(charset).starts_with("ISO-2022"))) {
    return std::string(bytes);
  }
  const std::string name = canonical_charset(charset);
  if (name == "UTF-8" && is_utf8(bytes)) return std::string(bytes);
  if (name != "UTF-8" && name != "ISO-8859-1") {
    // Decoded as the Windows code page that extends the declared charset, as the programs that
    // write these files do: CP932 reads every Shift_JIS text, plus NEC and IBM characters (髙, ①),
    // and keeps '\' and '~' ASCII (iconv's strict Shift_JIS makes them ¥ and ‾); CP949 likewise
    // reads every EUC-KR text and the rest of Hangul (똠).
    const char* decoder = name == "SHIFT_JIS" ? "CP932" : name == "EUC-KR" ? "CP949" : name.c_str();
    if (auto out = convert(bytes, decoder)) return *out;
  }
  if (is_utf8(bytes)) return std::string(bytes);
  if (reads_as_cjk_utf8(bytes, kBrokenUtf8Bytes)) return lossy_utf8(bytes);
  return latin1_to_utf8(bytes);
}

Result<std::optional<std::string>> utf16_to_utf8(std::string_view bytes) {
  const bool bom = bytes.size() >= 2 && ((bytes[0] == '\xFF' && bytes[1] == '\xFE') || (bytes[0] == '\xFE' && bytes[1] == '\xFF'));
  // Without a mark: ASCII text in UTF-16LE has a zero in every odd byte, in UTF-16BE in every even
  // one (SGF itself has no NUL).
  const bool plain_le = !bom && bytes.size() >= 4 && bytes[1] == '\0' && bytes[3] == '\0' && bytes[0] != '\0';
  const bool plain_be = !bom && bytes.size() >= 4 && bytes[0] == '\0' && bytes[2] == '\0' && bytes[1] != '\0';
  if (!bom && !plain_le && !plain_be) return std::optional<std::string>();
  bool unavailable = false;
  std::optional<std::string> utf8 = convert(bytes, bom ? "UTF-16" : plain_le ? "UTF-16LE" : "UTF-16BE", &unavailable);
  // glibc always has UTF-16, so a converter that cannot be opened is one whose module could not be
  // loaded (iconv says EINVAL then, whatever the cause).
  if (unavailable) return Error{"cannot convert this UTF-16 file: iconv could not open its converter (too many open files?)", {1, 1}};
  if (utf8) return utf8;
  // A file cut short (an odd length) or with a lone surrogate: the mark, or ASCII's zeros, say it is
  // UTF-16 all the same (SGF has no NUL), so the rest of it is read.
  const bool little_endian = plain_le || bytes[0] == '\xFF';
  return std::optional<std::string>(lossy_utf16_to_utf8(bytes.substr(bom ? 2 : 0), little_endian));
}

}  // namespace tengen::sgf
