// guess_charset: the charset of a file without CA, from how its bytes above 0x7F read in each
// candidate. Each charset's code table puts its everyday characters in known places (GB2312's first
// level of hanzi, Big5's frequent characters, KS X 1001's Hangul, JIS's kana and first level of
// kanji); text in another charset lands elsewhere, breaks the byte structure, or reads as letters
// glued to Latin words. These are facts of the tables, not character frequencies: short texts that
// both tables read as everyday characters are told apart by the order below.
#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "swar.hpp"
#include "tengen/sgf/charset.hpp"
#include "text/utf8.hpp"

namespace tengen::sgf {

namespace {

/// How a reading of a character counts: everyday, rare, refused by the charset's structure, no
/// evidence either way, or rare unless the text is Korean (hanja among Hangul).
enum class Evidence { Common, Rare, Bad, Neutral, Hanja };

/// What one character (or, in a single-byte charset, one run of letters) at a byte above 0x7F reads
/// as: how plausible, how many bytes it takes, how many characters it is, and how many of its bytes
/// are in a script only that charset's language writes (Hangul; Cyrillic words cased as words).
struct Reading {
  Evidence evidence;
  std::size_t bytes;
  std::size_t characters = 1;
  std::size_t marker = 0;
};

constexpr bool in(unsigned x, unsigned lo, unsigned hi) { return x >= lo && x <= hi; }
constexpr bool is_ascii_letter(unsigned x) { return in(x | 0x20u, 'a', 'z'); }
unsigned byte_at(std::string_view s, std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; }

/// Whether a byte may follow the ']' that ends a value: white space, another value, a property, a
/// node, a tree, the end.
constexpr bool may_follow_value(unsigned b) {
  return b == 0 || b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '[' || b == ';' || b == '(' || b == ')' ||
         in(b, 'A', 'Z');
}

/// A two-byte character whose second byte is ']' where a value may end: what a single-byte reading
/// sees as the end of a value after an accented letter or a '…' (a character that takes the ']'
/// runs its value on over the moves after it).
bool takes_a_values_end(std::string_view s, std::size_t i) {
  return byte_at(s, i + 1) == ']' && may_follow_value(byte_at(s, i + 2));
}

/// A two-byte character whose second byte is an ASCII letter with another ASCII letter after it, or
/// before the character, itself after an ASCII byte (an accented letter inside a Latin word, "It’s"
/// in Windows-1252; not the second byte of the character before).
bool glued(std::string_view s, std::size_t i) {
  const bool letter_before = i >= 2 && is_ascii_letter(byte_at(s, i - 1)) && byte_at(s, i - 2) < 0x80;
  return is_ascii_letter(byte_at(s, i + 1)) && (letter_before || is_ascii_letter(byte_at(s, i + 2)));
}

/// For a single-byte reading of the bytes before `end`: whether the byte there breaks the file's
/// structure as only a double-byte character's second byte would have it: a ']' that cannot end the
/// value (也] in Big5 is A4 5D 5D), or the '\' of an escaped ']' (許 in Big5 is B3 5C).
bool breaks_structure(std::string_view s, std::size_t end) {
  const unsigned b = byte_at(s, end), next = byte_at(s, end + 1);
  return (b == ']' && !may_follow_value(next)) || (b == '\\' && next == ']');
}

/// GB18030 (GB2312 and GBK within it): GB2312's punctuation, full-width forms and first level of
/// hanzi are everyday; its second level (where many names' characters are: 昊, 奕, 烨) no evidence;
/// its other rows, GBK's and GB18030's additions rare; the user-defined areas and broken sequences
/// bad.
Reading gb18030_at(std::string_view s, std::size_t i) {
  const unsigned a = byte_at(s, i), b = byte_at(s, i + 1);
  if (a == 0x80 || a == 0xFF) return {Evidence::Bad, 1};
  if (in(b, 0x30, 0x39)) {
    if (in(byte_at(s, i + 2), 0x81, 0xFE) && in(byte_at(s, i + 3), 0x30, 0x39)) return {Evidence::Rare, 4};
    return {Evidence::Bad, 1};
  }
  if (!in(b, 0x40, 0xFE) || b == 0x7F) return {Evidence::Bad, 1};
  if (takes_a_values_end(s, i)) return {Evidence::Bad, 2};
  if (a <= 0xA0) return {Evidence::Rare, 2};                                 // GBK/3
  if (b <= 0xA0) return {a <= 0xA7 ? Evidence::Bad : Evidence::Rare, 2};  // user-defined; GBK/5, GBK/4
  if (a == 0xA1 || a == 0xA3 || in(a, 0xB0, 0xD6) || (a == 0xD7 && b <= 0xF9)) return {Evidence::Common, 2};
  if (in(a, 0xD8, 0xF7)) return {Evidence::Neutral, 2};
  if (in(a, 0xA2, 0xA9)) return {Evidence::Rare, 2};
  return {Evidence::Bad, 2};  // AA-AF and F8-FE: user-defined; D7FA-D7FE: unassigned
}

/// Big5: the punctuation row and the frequent characters (A440-C67E) are everyday, the less
/// frequent ones (C940 on) no evidence, the other symbols and the reserved rows rare.
Reading big5_at(std::string_view s, std::size_t i) {
  const unsigned a = byte_at(s, i), b = byte_at(s, i + 1);
  if (!in(a, 0xA1, 0xF9) || !(in(b, 0x40, 0x7E) || in(b, 0xA1, 0xFE))) return {Evidence::Bad, 1};
  if (takes_a_values_end(s, i)) return {Evidence::Bad, 2};
  if (glued(s, i)) return {Evidence::Rare, 2};
  const unsigned c = a << 8 | b;
  if (a == 0xA1 || in(c, 0xA440, 0xC67E)) return {Evidence::Common, 2};
  return {a >= 0xC9 ? Evidence::Neutral : Evidence::Rare, 2};
}

/// Whether the EUC-KR character at i is part of a rank written in hanja as a whole value, as Korean
/// records write ranks: BR[九段], BR[初段], WR[五級], BR[9段], WR[18級].
bool in_korean_rank(std::string_view s, std::size_t i) {
  auto code = [&](std::size_t at) { return byte_at(s, at) << 8 | byte_at(s, at + 1); };
  // 一 二 三 四 五 六 七 八 九 十 初, then 段 級, in KS X 1001.
  constexpr std::array<unsigned, 11> kNumbers = {0xECE9, 0xECA3, 0xDFB2, 0xDECC, 0xE7E9, 0xD7BF,
                                                 0xF6D2, 0xF8A2, 0xCEFA, 0xE4A8, 0xF4F8};
  auto number = [&](std::size_t at) { return std::find(kNumbers.begin(), kNumbers.end(), code(at)) != kNumbers.end(); };
  auto grade = [&](std::size_t at) { return code(at) == 0xD3AB || code(at) == 0xD0E4; };
  auto digit = [&](std::size_t at) { return in(byte_at(s, at), '0', '9'); };
  if (number(i)) return i >= 1 && byte_at(s, i - 1) == '[' && grade(i + 2) && byte_at(s, i + 4) == ']';
  if (!grade(i) || byte_at(s, i + 2) != ']' || i < 2) return false;
  if (number(i - 2)) return i >= 3 && byte_at(s, i - 3) == '[';
  return digit(i - 1) && (byte_at(s, i - 2) == '[' || digit(i - 2));
}

/// EUC-KR, read as CP949: KS X 1001's Hangul (its mark), punctuation and full-width forms are
/// everyday; hanja rare, but among Hangul (九단) everyday, and so are ranks in hanja (九段); its
/// other symbol rows and CP949's added Hangul rare; its empty and user-defined rows bad.
Reading euc_kr_at(std::string_view s, std::size_t i) {
  const unsigned a = byte_at(s, i), b = byte_at(s, i + 1);
  if (in(a, 0xA1, 0xFE) && in(b, 0xA1, 0xFE)) {
    if (in(a, 0xB0, 0xC8)) return {Evidence::Common, 2, 1, 2};
    if (a == 0xA1 || a == 0xA3) return {Evidence::Common, 2};
    if (in(a, 0xCA, 0xFD)) return {in_korean_rank(s, i) ? Evidence::Common : Evidence::Hanja, 2};
    if (in(a, 0xA2, 0xAC)) return {Evidence::Rare, 2};
    return {Evidence::Bad, 2};
  }
  if (in(a, 0x81, 0xC6) && (in(b, 0x41, 0x5A) || in(b, 0x61, 0x7A) || in(b, 0x81, 0xFE))) return {Evidence::Rare, 2};
  return {Evidence::Bad, 1};
}

/// Shift_JIS: kana, punctuation and the first level of kanji are everyday; the second level and
/// Windows' IBM kanji no evidence; the other symbols rare; a half-width katakana byte (A1-DF)
/// proves nothing either way (text in the EUC charsets reads as them).
Reading shift_jis_at(std::string_view s, std::size_t i) {
  const unsigned a = byte_at(s, i), b = byte_at(s, i + 1);
  if (in(a, 0xA1, 0xDF)) return {Evidence::Neutral, 1, 0};
  if (!(in(a, 0x81, 0x9F) || in(a, 0xE0, 0xEF) || in(a, 0xFA, 0xFC)) || !(in(b, 0x40, 0x7E) || in(b, 0x80, 0xFC))) {
    return {Evidence::Bad, 1};
  }
  if (takes_a_values_end(s, i)) return {Evidence::Bad, 2};
  if (glued(s, i)) return {Evidence::Rare, 2};
  const unsigned c = a << 8 | b;
  const bool common = in(c, 0x829F, 0x82F1) || in(c, 0x8340, 0x8396) || in(c, 0x8140, 0x81AC) || in(c, 0x889F, 0x9872);
  if (common) return {Evidence::Common, 2};
  // The second level, and the IBM kanji that Windows adds (ED-EE, FA-FC: 琦, 髙, 﨑 of names).
  return {in(c, 0x989F, 0xEAA4) || in(a, 0xED, 0xEE) || in(a, 0xFA, 0xFC) ? Evidence::Neutral : Evidence::Rare, 2};
}

/// The bytes from i on that `is_letter` takes.
template <class IsLetter>
std::size_t letters_from(std::string_view s, std::size_t i, IsLetter is_letter) {
  std::size_t j = i;
  while (j < s.size() && is_letter(static_cast<unsigned char>(s[j]))) ++j;
  return j - i;
}

/// Windows-1251: a word of Cyrillic letters (no ASCII letter beside it) is everyday, and marks the
/// charset when cased as words are (all small letters, or a capital and small ones; GB2312 text
/// reads as capitals and small letters mixed at random) and written in Russian's letters (А to я:
/// Big5's frequent characters read as Ukrainian's Ґ, є, і too). A word in capitals is everyday
/// but no mark. Cyrillic glued to Latin letters, and what breaks_structure, is bad.
Reading cp1251_at(std::string_view s, std::size_t i) {
  constexpr auto is_capital = [](unsigned x) {
    return in(x, 0xC0, 0xDF) || x == 0xA8 || x == 0xA1 || x == 0xAA || x == 0xAF || x == 0xB2 || x == 0xA5;
  };
  constexpr auto is_letter = [is_capital](unsigned x) {
    return x >= 0xE0 || is_capital(x) || x == 0xB8 || x == 0xA2 || x == 0xBA || x == 0xBF || x == 0xB3 || x == 0xB4;
  };
  const std::size_t n = letters_from(s, i, is_letter);
  if (n == 0) return {byte_at(s, i) == 0x98 || breaks_structure(s, i + 1) ? Evidence::Bad : Evidence::Rare, 1};
  if ((i > 0 && is_ascii_letter(byte_at(s, i - 1))) || is_ascii_letter(byte_at(s, i + n)) || breaks_structure(s, i + n)) {
    return {Evidence::Bad, n};
  }
  std::size_t capitals = 0, core = byte_at(s, i) >= 0xC0 ? 1 : 0;
  for (std::size_t k = i + 1; k < i + n; ++k) {
    capitals += is_capital(byte_at(s, k)) ? 1 : 0;
    core += byte_at(s, k) >= 0xC0 ? 1 : 0;
  }
  if (core == 0) return {Evidence::Rare, n};  // only the letters beyond Russian's: "¿¡" in ISO-8859-1
  if (capitals == 0) return {Evidence::Common, n, n, core == n ? n : 0};
  return {capitals == n - 1 ? Evidence::Common : Evidence::Rare, n, n};
}

/// ISO-8859-1, read as Windows-1252 (as browsers read it): an accented letter alone or beside
/// another, in or beside a Latin word, is everyday; longer runs, the symbols and Windows-1252's
/// punctuation (’ “ ” € in 80-9F) rare; the five bytes it leaves undefined, and what
/// breaks_structure, bad.
Reading latin1_at(std::string_view s, std::size_t i) {
  constexpr auto is_letter = [](unsigned x) {
    return (x >= 0xC0 && x != 0xD7 && x != 0xF7) || x == 0x8A || x == 0x8C || x == 0x8E || x == 0x9A || x == 0x9C ||
           x == 0x9E || x == 0x9F;  // Š Œ Ž š œ ž Ÿ
  };
  const std::size_t n = letters_from(s, i, is_letter);
  if (n == 0) {
    const unsigned b = byte_at(s, i);
    const bool undefined = b == 0x81 || b == 0x8D || b == 0x8F || b == 0x90 || b == 0x9D;
    if (undefined || breaks_structure(s, i + 1)) return {Evidence::Bad, 1};
    // Windows-1252's punctuation where typesetting puts it: an apostrophe in a word (It’s, O’Brien),
    // an opening quote before a word, a closing one or an ellipsis after one, a dash between spaces.
    const unsigned before = i > 0 ? byte_at(s, i - 1) : ' ', after = byte_at(s, i + 1);
    // (a letter before that is no double-byte character's second byte)
    const bool letter_before = is_ascii_letter(before) && (i < 2 || byte_at(s, i - 2) < 0x80);
    const bool space_before = before == ' ' || before == '[' || before == '\n', space_after = after == ' ' || after == ']' ||
                                                                                         after == '\n' || after == ',' || after == '.';
    const bool typeset = ((b == 0x91 || b == 0x92) && letter_before && is_ascii_letter(after)) ||
                         ((b == 0x91 || b == 0x93) && space_before && is_ascii_letter(after)) ||
                         ((b == 0x92 || b == 0x94 || b == 0x85) && (letter_before || before == '.' || before == '!' || before == '?') &&
                          (space_after || after == 0)) ||
                         ((b == 0x96 || b == 0x97) && before == ' ' && after == ' ');
    return {typeset ? Evidence::Common : Evidence::Rare, 1};
  }
  if (breaks_structure(s, i + n)) return {Evidence::Bad, n};
  const bool touches = (i > 0 && is_ascii_letter(byte_at(s, i - 1))) || is_ascii_letter(byte_at(s, i + n));
  return {n <= 2 && (touches || n == 1) ? Evidence::Common : Evidence::Rare, n, n};
}

using ReadAt = Reading (*)(std::string_view, std::size_t);

/// Whether the Hangul that the bytes read as in EUC-KR is Korean as written: at least half of its
/// syllables of the usual shape, ending open or in ㄱ, ㄴ, ㄹ, ㅁ or ㅇ, with a vowel other than ㅘ,
/// ㅙ, ㅞ, ㅒ (nine in ten of Korean text's syllables, half of those GB2312's everyday hanzi read
/// as). KS X 1001's syllables are in Unicode's order, but which 2,350 it holds is its table's: they
/// are decoded by the system's. O(size).
bool reads_as_korean(std::string_view s) {
  std::string hangul;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (static_cast<unsigned char>(s[i]) < 0x80) continue;
    const Reading r = euc_kr_at(s, i);
    if (r.marker > 0) hangul.append(s.substr(i, 2));
    i += r.bytes - 1;
  }
  std::size_t syllables = 0, usual = 0;
  text::utf8::walk(
      to_utf8(hangul, "EUC-KR"), [](unsigned char) {},
      [&](std::string_view c) {
        const char32_t code = text::utf8::code_point(c);
        if (code < 0xAC00 || code > 0xD7A3) return;
        const unsigned final = (code - 0xAC00) % 28, vowel = (code - 0xAC00) / 28 % 21;
        constexpr unsigned kNone = 0, kG = 1, kN = 4, kL = 8, kM = 16, kNg = 21, kWa = 9, kWae = 10, kWe = 15, kYae = 3;
        const bool usual_end = final == kNone || final == kG || final == kN || final == kL || final == kM || final == kNg;
        const bool usual_vowel = vowel != kWa && vowel != kWae && vowel != kWe && vowel != kYae;
        ++syllables;
        usual += usual_end && usual_vowel ? 1 : 0;
      },
      [](std::string_view) {});
  return syllables > 0 && 2 * usual >= syllables;
}

/// A candidate's reading of every byte above 0x7F, in bytes.
struct Tally {
  std::size_t common = 0, rare = 0, bad = 0, marker = 0, characters = 0;
  std::size_t hanja = 0;  ///< of the rare bytes, those of hanja (EUC-KR)
  /// Everyday bytes less rare ones, a bad byte counting as eight rare ones.
  long long score() const {
    return static_cast<long long>(common) - static_cast<long long>(rare) - 8 * static_cast<long long>(bad);
  }
};

/// The first byte above 0x7F at or after i (s.size() when none), eight bytes a step over ASCII.
std::size_t next_high(std::string_view s, std::size_t i) {
  while (i < s.size()) {
    if (i + 8 <= s.size() && (swar::load(s.data() + i) & swar::kHigh) == 0) {
      i += 8;
    } else if (static_cast<unsigned char>(s[i]) >= 0x80) {
      return i;
    } else {
      ++i;
    }
  }
  return s.size();
}

Tally tally(std::string_view s, ReadAt read_at) {
  Tally t;
  for (std::size_t i = next_high(s, 0); i < s.size();) {
    const Reading r = read_at(s, i);
    const std::size_t n = std::min(r.bytes, s.size() - i);
    switch (r.evidence) {
      case Evidence::Common:
        t.common += n;
        t.characters += r.characters;
        break;
      case Evidence::Rare: t.rare += n; break;
      case Evidence::Bad: t.bad += n; break;
      case Evidence::Neutral: t.characters += r.characters; break;
      case Evidence::Hanja:
        t.rare += n;
        t.hanja += n;
        break;
    }
    t.marker += r.marker;
    i = next_high(s, i + n);
  }
  return t;
}

/// The bytes above 0x7F with what the readings look at around them (two bytes before each run of them
/// and at least three after it, runs five bytes apart or closer taken together), the pieces apart
/// by a space: each reading of the result is that of the bytes (none looks further than two bytes
/// back and three on), in one pass over them instead of one a candidate. O(size).
std::string high_text(std::string_view s) {
  constexpr std::size_t kBefore = 2, kAfter = 3;
  std::string out;
  std::size_t copied = 0;  // the bytes before this are in `out` or dropped
  for (std::size_t i = next_high(s, 0); i < s.size(); i = next_high(s, i)) {
    const std::size_t from = i >= kBefore ? i - kBefore : 0;
    if (from > copied) {
      out += ' ';
      copied = from;
    }
    // The run, and the next ones closer than kAfter + kBefore + 1 bytes.
    std::size_t end = i;
    for (std::size_t ascii = 0; end < s.size() && ascii <= kAfter + kBefore; ++end) {
      ascii = static_cast<unsigned char>(s[end]) < 0x80 ? ascii + 1 : 0;
    }
    out.append(s.substr(copied, end - copied));
    copied = end;
    i = end;
  }
  return out;
}

struct Candidate {
  const char* name;
  ReadAt read_at;
};

// In the order ties go: Chinese before Big5, whose frequent characters GB2312 text also reads as
// (and more SGF files are written in GB2312 and GBK than in Big5). EUC-JP is no candidate: its kana
// are Big5's frequent characters and its kanji GB2312's, so that only frequencies could tell it.
constexpr std::array<Candidate, 5> kCandidates = {{
    {"SHIFT_JIS", shift_jis_at},
    {"GB18030", gb18030_at},
    {"EUC-KR", euc_kr_at},
    {"BIG5", big5_at},
    {"CP1251", cp1251_at},
}};
constexpr std::size_t kKorean = 2;
static_assert(kCandidates[kKorean].read_at == euc_kr_at);

}  // namespace

std::string guess_charset(std::string_view all) {
  if (is_utf8(all)) return "UTF-8";
  const std::string high = high_text(all);
  const std::string_view bytes = high;
  const Tally latin1 = tally(bytes, latin1_at);
  // Bytes that no Western text has (a byte Windows-1252 leaves undefined, a ']' that a double-byte
  // character's second byte must be): 也] in Big5 is A4 5D 5D.
  const bool no_latin1 = latin1.bad > 0;
  std::array<Tally, kCandidates.size()> tallies;
  for (std::size_t k = 0; k < kCandidates.size(); ++k) tallies[k] = tally(bytes, kCandidates[k].read_at);
  // Hangul marks Korean only where it reads as Korean does; hanja among sixteen syllables of Hangul
  // or more, eight times as many, are Korean's too (이세돌 九단이...; GB2312 text reads as a few
  // hanja among some Hangul: 全国围棋锦标赛, nine syllables and a hanja).
  Tally& korean = tallies[kKorean];
  if (korean.marker > 0 && !reads_as_korean(bytes)) korean.marker = 0;
  if (korean.marker >= 32 && korean.marker >= 8 * korean.hanja) {
    korean.common += korean.hanja;
    korean.rare -= korean.hanja;
    korean.characters += korean.hanja / 2;
  }
  // The best reading with no refused byte (or any; or no rare one either), with at least `least`
  // characters and a score above `above`; ties to the reading of its language's own script when
  // `marks`.
  enum class Allow { Bad, Rare, Common };
  auto pick = [&](Allow allow, std::size_t least, long long above, bool marks = true) -> const char* {
    const char* best = nullptr;
    long long best_score = 0;
    std::size_t best_marker = 0;
    for (std::size_t k = 0; k < kCandidates.size(); ++k) {
      const Tally& t = tallies[k];
      if ((t.bad > 0 && allow != Allow::Bad) || (t.rare > 0 && allow == Allow::Common) || t.characters < least ||
          t.score() <= above) {
        continue;
      }
      // The higher score wins; on a tie, the one whose language's own script it read (Hangul over
      // hanzi: Korean text reads as GB2312's everyday hanzi too, and GB2312's as Hangul), then the
      // order above.
      if (best == nullptr || t.score() > best_score || (marks && t.score() == best_score && t.marker > best_marker)) {
        best = kCandidates[k].name;
        best_score = t.score();
        best_marker = t.marker;
      }
    }
    return best;
  };
  // Two characters, one of them everyday, leave ISO-8859-1, the SGF default; one when the text is
  // none.
  const std::size_t least = no_latin1 ? 1 : 2;
  const long long to_beat = std::max(0LL, latin1.score());
  if (const char* clean = pick(Allow::Rare, least, to_beat)) return clean;
  // UTF-8 with a few characters broken is still UTF-8 (the broken ones come out as U+FFFD).
  if (reads_as_cjk_utf8(bytes, kBrokenUtf8Bytes)) return "UTF-8";  // (UTF-8 is in its high bytes alone)
  // Two characters, none of them rare, where ISO-8859-1 reads rare ones (曖昧 in Shift_JIS, two
  // kanji of its second level, 9E 42 96 86, is "ž" and two punctuation marks in Windows-1252).
  if (const char* plain = pick(Allow::Common, 2, std::max(-1LL, latin1.score()))) return plain;
  // Text that is no ISO-8859-1 in a charset it fits, rare characters and all, ties in the order
  // above (Windows-1251 reads C1 bytes as punctuation, and their words as words).
  if (no_latin1) {
    if (const char* fits = pick(Allow::Rare, 0, std::numeric_limits<long long>::min(), false)) return fits;
  }
  if (const char* cut = pick(Allow::Bad, least, to_beat)) return cut;  // a character cut at a byte limit
  return "ISO-8859-1";
}

}  // namespace tengen::sgf
