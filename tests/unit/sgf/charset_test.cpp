// sgf/charset.hpp: canonical names, double-byte charsets and their lead bytes, UTF-8 validity
// against a strict reference (RFC 3629), guessing, conversion to UTF-8 without losing bytes
// (ISO-8859-1 against a plain reference), UTF-16 files.

#include <gtest/gtest.h>

#include <algorithm>

#include <iconv.h>

#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "parsed.hpp"
#include "tengen/sgf/charset.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf {
namespace {

using testing::parsed;

TEST(Sgf, CharsetsConvertToUtf8WithoutLosingBytes) {
  EXPECT_EQ(to_utf8("\xB9\xC5\xC1\xA6", "GB2312"), "\xE5\x8F\xA4\xE5\x8A\x9B");  // 古力
  EXPECT_EQ(to_utf8("caf\xE9", "ISO-8859-1"), "caf\xC3\xA9");
  EXPECT_EQ(to_utf8("caf\xE9", "UTF-8"), "caf\xC3\xA9");  // not UTF-8 after all: every byte kept
  EXPECT_EQ(to_utf8("plain", "no-such-charset"), "plain");
  // Shift_JIS reads as Windows' CP932: its extra characters too, and '\' and '~' stay ASCII.
  EXPECT_EQ(to_utf8("\xFB\xFC\x90\x61", "CP932"), "\xE9\xAB\x99\xE7\xB4\xB3");  // 髙紳
  EXPECT_EQ(to_utf8("\xFB\xFC", "Shift_JIS"), "\xE9\xAB\x99");                    // 髙
  EXPECT_EQ(to_utf8("a\\b~\x83\x5C", "SJIS"), "a\\b~\xE3\x82\xBD");           // ソ
  // EUC-KR as CP949, which has every Hangul syllable.
  EXPECT_EQ(to_utf8("\x8C\x63\xB9\xE6", "EUC-KR"), "\xEB\x98\xA0\xEB\xB0\xA9");  // 똠방
  EXPECT_EQ(to_utf8("\xC0\xCC", "ks_c_5601-1987"), "\xEC\x9D\xB4");                  // 이
  // ISO-2022-JP is seven-bit: its escapes are converted (井山), not kept as ASCII.
  EXPECT_EQ(to_utf8("\x1b$B0f;3\x1b(B", "ISO-2022-JP"), "\xE4\xBA\x95\xE5\xB1\xB1");
  EXPECT_EQ(to_utf8("a\x1b[31mb", "UTF-8"), "a\x1b[31mb");
  EXPECT_TRUE(is_utf8("\xE5\x8F\xA4"));
  EXPECT_FALSE(is_utf8("\xE5\x8F"));
  const std::string utf16("\xFF\xFE(\0;\0B\0[\0a\0a\0]\0)\0", 18);
  const Collection c = parsed(utf16);
  EXPECT_EQ(c.value(*c.find(c.games[0], "B")), "aa");
}

TEST(Charset, CanonicalNames) {
  // No charset's name is longer than kLongestCharsetName: a longer value names none (a fuzzer's
  // file whose long CA named a charset to the search before the reading and none to the reading).
  EXPECT_EQ(canonical_charset(std::string(kLongestCharsetName, 'x')), std::string(kLongestCharsetName, 'X'));
  EXPECT_EQ(canonical_charset(std::string(kLongestCharsetName + 1, 'x')), "");
  EXPECT_EQ(canonical_charset("utf8"), "UTF-8");
  EXPECT_EQ(canonical_charset("UTF-8"), "UTF-8");
  for (const char* sjis : {"sjis", "Shift_JIS", " shift-jis ", "MS_Kanji", "cp932", "Windows-31J"}) {
    EXPECT_EQ(canonical_charset(sjis), "SHIFT_JIS") << sjis;
  }
  for (const char* gbk : {"gb2312", "EUC-CN", "GBK", "cp936"}) EXPECT_EQ(canonical_charset(gbk), "GBK") << gbk;
  EXPECT_EQ(canonical_charset("gb18030"), "GB18030");
  for (const char* big5 : {"Big5", "big-5", "CP950"}) EXPECT_EQ(canonical_charset(big5), "BIG5") << big5;
  for (const char* latin : {"latin1", "ISO8859-1", "iso_8859-1", "L1", "CP819", "IBM819", "iso-ir-100", "csISOLatin1",
                            "ISO_8859-1:1987", "windows-1252", "cp1252"}) {
    EXPECT_EQ(canonical_charset(latin), "ISO-8859-1") << latin;  // read as Windows-1252
  }
  EXPECT_EQ(canonical_charset("koi8-r"), "KOI8-R");  // others: the name in capitals
  EXPECT_EQ(canonical_charset("x-sjis"), "SHIFT_JIS");
  for (const char* korean : {"ks_c_5601-1987", "KSC5601", "cp949"}) EXPECT_EQ(canonical_charset(korean), "EUC-KR") << korean;
}

TEST(Charset, DoubleByteCharsetsAndLeadBytes) {
  for (const char* c : {"SHIFT_JIS", "GBK", "GB18030", "BIG5"}) EXPECT_TRUE(is_double_byte(c)) << c;
  for (const char* c : {"UTF-8", "ISO-8859-1", "KOI8-R", ""}) EXPECT_FALSE(is_double_byte(c)) << c;
  for (int b = 0; b < 256; ++b) {
    const auto u = static_cast<unsigned char>(b);
    EXPECT_EQ(is_lead_byte("SHIFT_JIS", u), (b >= 0x81 && b <= 0x9F) || (b >= 0xE0 && b <= 0xFC)) << b;
    for (const char* c : {"GBK", "GB18030", "BIG5"}) EXPECT_EQ(is_lead_byte(c, u), b >= 0x81 && b <= 0xFE) << c << " " << b;
  }
}

/// RFC 3629: the shortest encoding of a code point up to U+10FFFF that is no surrogate.
bool strict_utf8(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size()) {
    const auto b = static_cast<unsigned char>(bytes[i]);
    std::size_t n = 0;
    unsigned char lo = 0x80;
    unsigned char hi = 0xBF;
    if (b < 0x80) {
      ++i;
      continue;
    } else if (b >= 0xC2 && b <= 0xDF) {
      n = 1;
    } else if (b >= 0xE0 && b <= 0xEF) {
      n = 2;
      if (b == 0xE0) lo = 0xA0;
      if (b == 0xED) hi = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
      n = 3;
      if (b == 0xF0) lo = 0x90;
      if (b == 0xF4) hi = 0x8F;
    } else {
      return false;
    }
    if (i + n + 1 > bytes.size()) return false;
    for (std::size_t k = 1; k <= n; ++k) {
      const auto c = static_cast<unsigned char>(bytes[i + k]);
      if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF)) return false;
    }
    i += n + 1;
  }
  return true;
}

std::string encode(char32_t cp) {
  std::string out;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

char32_t random_code_point(std::mt19937_64& rng) {
  for (;;) {
    const auto r = rng() % 4;
    const char32_t cp = static_cast<char32_t>(r == 0 ? rng() % 0x80 : r == 1 ? rng() % 0x800 : r == 2 ? rng() % 0x10000 : rng() % 0x110000);
    if (cp < 0xD800 || cp > 0xDFFF) return cp;
  }
}

TEST(Charset, ValidUtf8IsValidAndBrokenSequencesAreNot) {
  std::mt19937_64 rng(151);
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    const int n = static_cast<int>(rng() % 12);
    for (int i = 0; i < n; ++i) text += encode(random_code_point(rng));
    ASSERT_TRUE(strict_utf8(text));
    ASSERT_TRUE(is_utf8(text)) << round;
    // Cut inside a character, or a continuation byte alone, or a lead byte without its tail.
    if (!text.empty() && static_cast<unsigned char>(text.back()) >= 0x80) {
      ASSERT_FALSE(is_utf8(text.substr(0, text.size() - 1))) << round;
    }
    std::string broken = text;
    broken.insert(rng() % (broken.size() + 1), 1, static_cast<char>(0x80 + rng() % 0x40));
    if (!strict_utf8(broken)) {
      ASSERT_FALSE(is_utf8(broken)) << round;
    }
    std::string lead = text + static_cast<char>(0xC2 + rng() % 0x33) + "x";
    ASSERT_FALSE(is_utf8(lead)) << round;
  }
}

// Overlong encodings, UTF-16 surrogates and code points above U+10FFFF are no UTF-8: such bytes
// are read in the guessed charset (Latin-1 here) and come out as valid UTF-8.
TEST(Charset, IsUtf8IsStrictUtf8) {
  for (const char* bad : {"\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80",
                          "\xF7\xBF\xBF\xBF"}) {
    EXPECT_FALSE(is_utf8(bad)) << bad;
    EXPECT_TRUE(strict_utf8(to_utf8(bad, "ISO-8859-1")));
  }
  std::mt19937_64 rng(157);
  for (int round = 0; round < 100000; ++round) {
    std::string bytes(rng() % 6, ' ');
    for (char& c : bytes) c = static_cast<char>(rng() % 3 == 0 ? 0x80 + rng() % 0x40 : 0xC0 + rng() % 0x40);
    ASSERT_EQ(is_utf8(bytes), strict_utf8(bytes)) << round;
  }
}

/// Whether glibc's iconv decodes `bytes` as UTF-8 to the end: a judge this project did not write.
bool iconv_takes_as_utf8(const std::string& bytes) {
  iconv_t cd = iconv_open("UTF-32LE", "UTF-8");
  if (cd == reinterpret_cast<iconv_t>(-1)) return false;
  std::string in_copy = bytes;
  char* in = in_copy.data();
  std::size_t in_left = in_copy.size();
  std::string out(4 * bytes.size() + 4, '\0');
  char* dst = out.data();
  std::size_t out_left = out.size();
  const std::size_t r = iconv(cd, &in, &in_left, &dst, &out_left);
  iconv_close(cd);
  return r != static_cast<std::size_t>(-1) && in_left == 0;
}

TEST(Charset, IsUtf8AgreesWithIconv) {
  std::mt19937_64 rng(167);
  for (int round = 0; round < 100000; ++round) {
    std::string bytes(rng() % 8, ' ');
    for (char& c : bytes) {
      const auto r = rng() % 4;
      c = static_cast<char>(r == 0 ? rng() % 0x80 : r == 1 ? 0x80 + rng() % 0x40 : 0xC0 + rng() % 0x40);
    }
    ASSERT_EQ(is_utf8(bytes), iconv_takes_as_utf8(bytes)) << round;
  }
  // Long ASCII runs (the 32- and 8-byte steps) with a few bytes of any kind anywhere among them.
  for (int round = 0; round < 20000; ++round) {
    std::string bytes(rng() % 100, 'a');
    for (int k = static_cast<int>(rng() % 3); k > 0 && !bytes.empty(); --k) {
      const auto r = rng() % 3;
      bytes[rng() % bytes.size()] = static_cast<char>(r == 0 ? 0x80 + rng() % 0x40 : r == 1 ? 0xC2 : 0xE3);
    }
    ASSERT_EQ(is_utf8(bytes), iconv_takes_as_utf8(bytes)) << round;
  }
}

TEST(Charset, Guessing) {
  EXPECT_EQ(guess_charset("plain ascii"), "UTF-8");
  EXPECT_EQ(guess_charset("caf\xC3\xA9"), "UTF-8");
  EXPECT_EQ(guess_charset("PB[\x95\x5C]"), "SHIFT_JIS");  // 表: one character where 95 is no Latin-1
  EXPECT_EQ(guess_charset("PB[\x83\x5C\x83\x6A\x81\x5B]"), "SHIFT_JIS");  // ソニー
  EXPECT_EQ(guess_charset("PB[\x9E\x42\x96\x86]"), "SHIFT_JIS");  // 曖昧: rare kanji only, and no Latin-1
  EXPECT_EQ(guess_charset("PB[\x89\xFC\xE2\x82]"), "SHIFT_JIS");  // 改竄 ("‰ьв‚" in Windows-1251)
  // Latin-1 (the SGF default): "±²" (one character of any double-byte charset), "Frédéric",
  // "André]" (E9 5D pairs up in Big5 and Shift_JIS), "»Lucid Lynx«" (BB 4C is a frequent Big5
  // character, but glued to a Latin word), "Grüße".
  EXPECT_EQ(guess_charset("\xB1\xB2"), "ISO-8859-1");
  EXPECT_EQ(guess_charset("PB[Fr\xE9" "d\xE9ric]"), "ISO-8859-1");
  EXPECT_EQ(guess_charset("PW[Andr\xE9];B[pd]"), "ISO-8859-1");
  EXPECT_EQ(guess_charset("C[Ubuntu 10.04 \xBBLucid Lynx\xAB]"), "ISO-8859-1");
  EXPECT_EQ(guess_charset("C[Gr\xFC\xDF" "e]"), "ISO-8859-1");
  EXPECT_EQ(guess_charset("caf\xE9"), "ISO-8859-1");       // a lead byte with nothing after it
  EXPECT_EQ(guess_charset("\xFF"), "ISO-8859-1");
  // The other legacy charsets, each from two everyday characters: 柯洁 党毅飞 in GB2312, 柯潔 黨毅飛
  // in Big5 (AC 5F: a second byte below A1, which GB2312 never has), 신진서 박정환 and 이세돌 in
  // EUC-KR (which GB2312 reads as everyday hanzi too: the Hangul's usual shape decides), Илья
  // Шикшин in Windows-1251 (words of small letters after a capital).
  EXPECT_EQ(guess_charset("PB[\xBF\xC2\xBD\xE0\x20\xB5\xB3\xD2\xE3\xB7\xC9]"), "GB18030");
  EXPECT_EQ(guess_charset("PB[\xAC\x5F\xBC\xE4\x20\xC4\xD2\xBC\xDD\xAD\xB8]"), "BIG5");
  EXPECT_EQ(guess_charset("PB[\xBD\xC5\xC1\xF8\xBC\xAD\x20\xB9\xDA\xC1\xA4\xC8\xAF]"), "EUC-KR");
  EXPECT_EQ(guess_charset("PB[\xC0\xCC\xBC\xBC\xB5\xB9]"), "EUC-KR");
  EXPECT_EQ(guess_charset("PB[\xC8\xEB\xFC\xFF\x20\xD8\xE8\xEA\xF8\xE8\xED]"), "CP1251");
  EXPECT_EQ(guess_charset("C[\xBF\xA1]"), "ISO-8859-1");  // 에: one character is not enough
  EXPECT_EQ(guess_charset("PB[\xCB\xE8 \xCF\xEE]"), "CP1251");  // Ли По (GB2312: 髓 项, everyday too)
  // GB2312 whose leads are all in Hangul's rows: 打吃 and 三三 read as 댔넜 and 힛힛, syllables of no
  // usual shape; 柯洁 reads as 온썅, which Korean could be (and is taken for).
  EXPECT_EQ(guess_charset("C[\xB4\xF2\xB3\xD4]"), "GB18030");
  EXPECT_EQ(guess_charset("C[\xC8\xFD\xC8\xFD]"), "GB18030");
  EXPECT_EQ(guess_charset("C[\xBF\xC2\xBD\xE0]"), "EUC-KR");
  // Windows-1252 punctuation is Western (’ “ ” …), and no double-byte reading may take the ']' of
  // "here…]" (85 5D is a Shift_JIS character): the moves after it would be lost.
  EXPECT_EQ(guess_charset("(;PB[Lee]C[That\x92s \x93joseki\x94];B[pd]C[Don\x92t cut here\x85];W[dd])"), "ISO-8859-1");
  // English commentary: apostrophes in words (92 73 is an everyday Shift_JIS kanji), ’ before ']'.
  EXPECT_EQ(guess_charset("(;EV[Women\x92s Cup]PB[Lee]PW[Kim];B[pd]C[It\x92s ok.];W[pp])"), "ISO-8859-1");
  EXPECT_EQ(guess_charset("(;PB[Ian O\x92" "Brien]PW[Andr\xE9];B[pd]C[It\x92s ok. It\x92s \x93joseki\x94.];W[pp])"), "ISO-8859-1");
  // Names' characters beyond the everyday levels count neither way: 潘善琦 (琦 is one of Windows'
  // IBM kanji), 常昊 (昊: GB2312's second level).
  EXPECT_EQ(guess_charset("PB[\xE0\x4E\x91\x50\xEE\x4B]"), "SHIFT_JIS");
  EXPECT_EQ(guess_charset("PB[\xB3\xA3\xEA\xBB]"), "GB18030");
  // Korean with a hanja among its Hangul (이세돌 九단이 흑을 잡고 좋은 수를 두었습니다): 九 is CE FA,
  // GB2312's everyday 史 too.
  EXPECT_EQ(guess_charset("C[\xC0\xCC\xBC\xBC\xB5\xB9\x20\xCE\xFA\xB4\xDC\xC0\xCC\x20\xC8\xE6\xC0\xBB\x20\xC0\xE2\xB0\xED\x20"
                          "\xC1\xC1\xC0\xBA\x20\xBC\xF6\xB8\xA6\x20\xB5\xCE\xBE\xFA\xBD\xC0\xB4\xCF\xB4\xD9]"),
            "EUC-KR");
  // One character whose second byte is ']' or '\\' where the value ends: 也 in Big5 (A4 5D) and 許
  // (B3 5C); read as ISO-8859-1, the file would lose its structure.
  EXPECT_EQ(guess_charset("EV[\xA4\x5D]PB[x]"), "BIG5");
  EXPECT_EQ(guess_charset("PW[\xB3\x5C];B[pd]"), "BIG5");
  // Big5 whose second byte is ']' (也可, A4 5D A5 69): a value cannot end there, a ']' follows.
  EXPECT_EQ(guess_charset("PB[\xA4\x5D\xA5\x69]PW[x]"), "BIG5");
}

// From the definitions: Western names (capitalised ASCII words, a small accented letter now and then,
// never two side by side) stay ISO-8859-1, and two or more of GB2312's first-level hanzi, one of them
// beyond the rows Hangul shares (B0 to C8), are GB18030, whatever else they read as (but UTF-8).
TEST(Charset, GuessingRandomTexts) {
  std::mt19937 rng(20261201);
  for (int round = 0; round < 2000; ++round) {
    std::string latin = "PB[";
    const int words = 1 + static_cast<int>(rng() % 3);
    for (int w = 0; w < words; ++w) {
      if (w > 0) latin += ' ';
      latin += static_cast<char>('A' + rng() % 26);
      bool accent_before = false;
      for (int k = static_cast<int>(rng() % 9); k >= 0; --k) {
        const bool accent = !accent_before && rng() % 4 == 0;
        latin += accent ? static_cast<char>(0xE0 + rng() % 32) : static_cast<char>('a' + rng() % 26);
        accent_before = accent;
      }
    }
    latin += " Andr\xE9]";
    ASSERT_EQ(guess_charset(latin), "ISO-8859-1") << ::testing::PrintToString(latin);

    std::string hanzi = "PB[";
    const int n = 2 + static_cast<int>(rng() % 6);
    const int beyond = static_cast<int>(rng() % n);
    for (int k = 0; k < n; ++k) {
      const unsigned lead = k == beyond ? 0xC9 + rng() % (0xD6 - 0xC9 + 1) : 0xB0 + rng() % (0xD6 - 0xB0 + 1);
      hanzi += static_cast<char>(lead);
      hanzi += static_cast<char>(0xA1 + rng() % (0xFE - 0xA1 + 1));
    }
    hanzi += "]";
    if (is_utf8(hanzi)) continue;  // (柯, BF C2, is valid UTF-8 of two bytes, and UTF-8 goes first)
    ASSERT_EQ(guess_charset(hanzi), "GB18030") << ::testing::PrintToString(hanzi);
  }
}

/// The root's text `id` as UTF-8.
std::string root_text(const Collection& c, std::string_view id) {
  const Property* p = c.find(c.games[0], id);
  return p == nullptr ? "(none)" : to_utf8(c.value(*p), c.charset);
}

// A file without CA in GB2312 (as MultiGo writes them), Big5 or Windows-1251 reads in it.
TEST(Charset, FilesWithoutCaInLegacyCharsets) {
  const Collection gb = parsed("(;PB[\xBF\xC2\xBD\xE0]PW[\xB5\xB3\xD2\xE3\xB7\xC9];B[pd])");
  EXPECT_EQ(gb.charset, "GB18030");
  EXPECT_EQ(root_text(gb, "PB"), "柯洁");
  EXPECT_EQ(root_text(gb, "PW"), "党毅飞");
  const Collection big5 = parsed("(;PB[\xA4\x5D\xA5\x69]PW[\xAC\x5F\xBC\xE4];B[pd])");
  EXPECT_EQ(root_text(big5, "PB"), "也可");
  EXPECT_EQ(root_text(big5, "PW"), "柯潔");
  const Collection ru = parsed("(;PB[\xC8\xEB\xFC\xFF\x20\xD8\xE8\xEA\xF8\xE8\xED];B[pd])");
  EXPECT_EQ(root_text(ru, "PB"), "Илья Шикшин");
}

/// UTF-8 text in `charset`, by the system's converter.
std::string encoded(std::string_view utf8, const char* charset) {
  iconv_t cd = iconv_open(charset, "UTF-8");
  std::string out(utf8.size() * 4 + 4, '\0');
  char* from = const_cast<char*>(utf8.data());
  char* to = out.data();
  std::size_t in_left = utf8.size(), out_left = out.size();
  const bool ok = iconv(cd, &from, &in_left, &to, &out_left) != static_cast<std::size_t>(-1);
  iconv_close(cd);
  EXPECT_TRUE(ok) << charset;
  out.resize(out.size() - out_left);
  return out;
}

// The records without CA that the Sabaki GUI's SGF library recovers (@sabaki/sgf's
// tests/encoding.test.js): each legacy charset's text comes back as written.
TEST(Charset, SabakisRecordsWithoutCaReadAsSabakiReadsThem) {
  struct Case {
    const char* charset;
    const char* record;
  };
  const Case cases[] = {
      {"CP932", "(;GM[1]FF[4]EV[第46期棋聖戦]PB[井山裕太]PW[一力遼]C[コミ6目半、白番中押し勝ち];B[pd])"},
      {"EUC-KR", "(;GM[1]FF[4]EV[제46기 명인전]PB[신진서]PW[박정환]C[흑 불계승];B[pd])"},
      {"GB18030", "(;GM[1]FF[4]EV[第25届三星杯]PB[柯洁]PW[党毅飞]C[黑中盘胜];B[pd])"},
      {"BIG5", "(;GM[1]FF[4]EV[第25屆三星盃]PB[柯潔]PW[黨毅飛]C[黑中盤勝];B[pd])"},
      {"WINDOWS-1251", "(;GM[1]FF[4]PB[Илья Шикшин]PW[Александр Динерштейн]C[Чёрные победили];B[pd])"},
  };
  for (const Case& k : cases) {
    const Collection want = parsed(k.record);
    const Collection got = parsed(encoded(k.record, k.charset));
    for (const char* id : {"EV", "PB", "PW", "C"}) {
      EXPECT_EQ(root_text(got, id), root_text(want, id)) << k.charset << " " << id;
    }
  }
}

// Korean records write ranks in hanja (九段, 初段, 五級, 9段): a header of Korean names and such
// ranks without CA reads as EUC-KR, names and ranks as written, whatever the names (each of three
// syllables from a list of Korean names' syllables, by a seeded draw). Chinese text reads as before:
// ranks in GB2312, and a rank's bytes in EUC-KR within a longer value (扉荧杯, EC E9 D3 AB B1 AD:
// 一段 and a Hangul syllable).
TEST(Charset, KoreanHeadersWithRanksInHanja) {
  const std::vector<std::string> syllables = {"김", "이", "박", "최", "정", "강", "조", "윤", "장", "세", "돌", "창",
                                              "호", "환", "진", "서", "민", "준", "연", "우", "현", "도", "하", "은"};
  const std::vector<std::string> ranks = {"初段", "二段", "三段", "四段", "五段", "六段", "七段",
                                          "八段", "九段", "十級", "一級", "五級", "9段", "18級"};
  std::mt19937 rng(20261202);
  auto pick = [&rng](const std::vector<std::string>& from) { return from[rng() % from.size()]; };
  for (int round = 0; round < 300; ++round) {
    const std::string black = pick(syllables) + pick(syllables) + pick(syllables);
    const std::string white = pick(syllables) + pick(syllables) + pick(syllables);
    const std::string record = "(;GM[1]FF[4]PB[" + black + "]BR[" + pick(ranks) + "]PW[" + white + "]WR[" + pick(ranks) + "];B[pd])";
    const Collection want = parsed(record);
    const Collection got = parsed(encoded(record, "EUC-KR"));
    for (const char* id : {"PB", "BR", "PW", "WR"}) ASSERT_EQ(root_text(got, id), root_text(want, id)) << record << " " << id;
  }
  EXPECT_EQ(guess_charset(encoded("(;PB[柯洁]BR[九段]PW[党毅飞]WR[五段])", "GB18030")), "GB18030");
  EXPECT_EQ(guess_charset("EV[\xEC\xE9\xD3\xAB\xB1\xAD]"), "GB18030");
}

/// The code point of a UTF-8 character of two to four bytes, bit by bit.
char32_t decoded(std::string_view c) {
  char32_t code = static_cast<unsigned char>(c[0]) & (0xFFu >> (c.size() + 1));
  for (std::size_t k = 1; k < c.size(); ++k) code = code * 64 + (static_cast<unsigned char>(c[k]) - 0x80u);
  return code;
}

/// The bytes above 0x7F, counted plainly: each high byte starts the shortest run that is UTF-8 (by
/// is_utf8) in a character, any other high byte is outside one. All of them, those in characters,
/// those in characters of CJK text (U+2000 to U+FFFF but U+E000 to U+F8FF, U+20000 to U+3FFFF).
struct PlainCounts {
  std::size_t high = 0, good = 0, cjk = 0;
};

PlainCounts plain_counts(std::string_view bytes) {
  const auto high = static_cast<std::size_t>(
      std::count_if(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }));
  std::size_t good = 0;
  std::size_t long_good = 0;
  std::size_t at = 0;
  while (at < bytes.size()) {
    std::size_t n = 2;
    const bool starts = static_cast<unsigned char>(bytes[at]) >= 0x80;
    while (starts && n <= 4 && !(at + n <= bytes.size() && is_utf8(bytes.substr(at, n)))) ++n;
    const bool character = starts && n <= 4;
    good += character ? n : 0;
    const char32_t code = character ? decoded(bytes.substr(at, n)) : 0;
    const bool cjk = (code >= 0x2000 && code <= 0xFFFF && (code < 0xE000 || code > 0xF8FF)) || (code >= 0x20000 && code <= 0x3FFFF);
    long_good += cjk ? n : 0;
    at += character ? n : 1;
  }
  return {high, good, long_good};
}

/// Whether the bytes are UTF-8 of CJK text with a few characters broken, as to_utf8 reads them: at
/// least `least` bytes in CJK characters, those half of the high bytes, and the bytes in
/// characters twice the others.
bool mostly_utf8(std::string_view bytes, std::size_t least = 6) {
  const PlainCounts n = plain_counts(bytes);
  return n.cjk >= least && 2 * n.cjk >= n.high && n.good >= 2 * (n.high - n.good);
}

/// Whether text named as a double-byte charset is UTF-8 instead, as docs/formats.md says: at least
/// 3 bytes in CJK characters, those half of the high bytes and four times the broken ones.
bool outweighs(std::string_view bytes) {
  const PlainCounts n = plain_counts(bytes);
  return n.cjk >= 3 && 2 * n.cjk >= n.high && n.cjk >= 4 * (n.high - n.good);
}

// reads_as_cjk_utf8 against the plain count above, on random text of kanji, kana, two-byte and
// four-byte characters (in the CJK planes and out of them), private use and broken bytes; a tally
// of pieces counts as the pieces apart.
TEST(Charset, CjkUtf8AgreesWithAPlainCount) {
  std::mt19937_64 rng(223);
  const std::string pieces[] = {"\xE5\x8F\xA4", "\xE3\x81\x82", "\xC3\xA9", "\xF0\xA0\x80\x8B", "\xF1\x93\xA3\x9D",
                                "\xEE\x80\x80", "\xE2\x80\xA6", "\xE0\xA4\x85", "a"};
  int yes = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string bytes;
    Utf8Tally tally;
    for (int n = static_cast<int>(rng() % 8); n > 0; --n) {
      std::string piece = rng() % 3 != 0 ? pieces[rng() % std::size(pieces)] : std::string(1, static_cast<char>(0x80 + rng() % 0x80));
      tally.add(piece);
      bytes += piece + ' ';
    }
    for (const std::size_t least : {std::size_t{3}, std::size_t{6}}) {
      ASSERT_EQ(reads_as_cjk_utf8(bytes, least), mostly_utf8(bytes, least)) << round;
      ASSERT_EQ(tally.reads_as_cjk_utf8(least), mostly_utf8(bytes, least)) << round;
    }
    ASSERT_EQ(tally.outweighs_double_byte(), outweighs(bytes)) << round;
    yes += mostly_utf8(bytes) ? 1 : 0;
  }
  EXPECT_GT(yes, 2000);
  EXPECT_LT(yes, 18000);
}

// UTF-8 with characters broken (a name cut at a byte limit, a byte made '?': an independent
// tester's Fox records) is read as UTF-8, each broken one as U+FFFD, whatever the charset says
// when the bytes are not the charset's; text that is not mostly UTF-8 stays ISO-8859-1.
TEST(Charset, MostlyUtf8TextIsReadAsUtf8WithReplacements) {
  const std::string cut = "\xE5\xB7\xA7\xE8\x8A\xB1\xE5\x8C";  // 巧花, then a character cut short
  const std::string mark = "\xE6\x9C\xB1\xE9\xBE?\xE5\xAF\xB0";  // 朱, a broken one and '?', 寰
  for (const char* charset : {"UTF-8", "ISO-8859-1", "no-such-charset"}) {
    EXPECT_EQ(to_utf8(cut, charset), "\xE5\xB7\xA7\xE8\x8A\xB1\xEF\xBF\xBD") << charset;
    EXPECT_EQ(to_utf8(mark, charset), "\xE6\x9C\xB1\xEF\xBF\xBD?\xE5\xAF\xB0") << charset;
  }
  EXPECT_EQ(guess_charset("PB[" + cut + "]PW[x]"), "UTF-8");
  // Shift_JIS is guessed first: 舗鰯謄攤 pairs up as broken UTF-8 too (a second tester's finding).
  EXPECT_EQ(guess_charset("PB[\x95\xDC\x88\xF1\x93\xA3\x9D\xB8]"), "SHIFT_JIS");
  // One character, or accented letters among broken bytes: ISO-8859-1 (read as Windows-1252: 8C is Œ).
  EXPECT_EQ(to_utf8("\xE5\xB7\xA7\xE5\x8C", "UTF-8"), "\xC3\xA5\xC2\xB7\xC2\xA7\xC3\xA5\xC5\x92");
  EXPECT_EQ(to_utf8("Fr\xE9" "d\xE9ric \xC3\xA9", "ISO-8859-1"), "Fr\xC3\xA9" "d\xC3\xA9ric \xC3\x83\xC2\xA9");
  EXPECT_EQ(guess_charset("PB[Fr\xE9" "d\xE9ric]"), "ISO-8859-1");
}

/// A byte of ISO-8859-1 text as UTF-8, as the WHATWG Encoding Standard reads it: Windows-1252 where
/// the system's converter of Windows-1252 takes the byte, else the code point of the byte's value.
std::string western(unsigned char b) {
  iconv_t cd = iconv_open("UTF-8", "WINDOWS-1252");
  char in[1] = {static_cast<char>(b)};
  char out[8];
  char* from = in;
  char* to = out;
  std::size_t in_left = 1, out_left = sizeof out;
  const bool ok = iconv(cd, &from, &in_left, &to, &out_left) != static_cast<std::size_t>(-1);
  iconv_close(cd);
  return ok ? std::string(out, sizeof out - out_left) : encode(b);
}

TEST(Charset, Latin1AgreesWithAPlainReference) {
  EXPECT_EQ(western(0x93), "\u201C");  // the reference itself: “
  EXPECT_EQ(western(0x81), "\u0081");  // undefined in Windows-1252
  EXPECT_EQ(to_utf8("It\x92s \x93joseki\x94 \x80", "ISO-8859-1"), "It\u2019s \u201Cjoseki\u201D \u20AC");
  std::mt19937_64 rng(163);
  int converted = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string bytes(rng() % 10, ' ');
    for (char& c : bytes) c = static_cast<char>(rng() % 2 ? 0x20 + rng() % 0x5F : 0x80 + rng() % 0x80);
    // Kept as UTF-8 whatever the charset says (mislabelled files), broken characters and all.
    if (is_utf8(bytes) || mostly_utf8(bytes)) continue;
    std::string want;
    for (const char c : bytes) want += western(static_cast<unsigned char>(c));
    for (const char* charset : {"ISO-8859-1", "latin1", "no-such-charset", "UTF-8"}) {
      ASSERT_EQ(to_utf8(bytes, charset), want) << charset << " round " << round;
    }
    ++converted;
  }
  EXPECT_GT(converted, 15000);
}

TEST(Charset, Utf16Files) {
  // The reference writes each code point as the definition has it: one unit below U+10000, else a
  // high surrogate (D800 + the top ten bits of cp - 10000) and a low one (DC00 + the bottom ten);
  // a "broken" unit is a lone surrogate, which reads as U+FFFD.
  std::mt19937_64 rng(167);
  for (int round = 0; round < 4000; ++round) {
    std::string utf8;
    std::vector<char16_t> units;
    const int n = 1 + static_cast<int>(rng() % 10);
    for (int i = 0; i < n; ++i) {
      char32_t cp = random_code_point(rng);
      if (cp == 0 || cp == 0xFEFF) cp = U'x';
      if (round % 2 == 1 && rng() % 8 == 0) {
        const char16_t lone = static_cast<char16_t>(rng() % 2 == 0 ? 0xD800 + rng() % 0x400 : 0xDC00 + rng() % 0x400);
        units.push_back(lone);
        utf8 += encode(0xFFFD);
        // A high surrogate before a low one would be a pair: one unit between them keeps it alone.
        units.push_back(u'y');
        utf8 += "y";
        continue;
      }
      utf8 += encode(cp);
      if (cp < 0x10000) {
        units.push_back(static_cast<char16_t>(cp));
      } else {
        units.push_back(static_cast<char16_t>(0xD800 + ((cp - 0x10000) >> 10)));
        units.push_back(static_cast<char16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF)));
      }
    }
    std::string le("\xFF\xFE", 2);
    std::string be("\xFE\xFF", 2);
    for (const char16_t u : units) {
      le += static_cast<char>(u & 0xFF);
      le += static_cast<char>(u >> 8);
      be += static_cast<char>(u >> 8);
      be += static_cast<char>(u & 0xFF);
    }
    ASSERT_EQ(*utf16_to_utf8(le), utf8) << round;
    ASSERT_EQ(*utf16_to_utf8(be), utf8) << round;
    if (round % 4 == 3) {  // a byte more: the half unit is U+FFFD
      ASSERT_EQ(*utf16_to_utf8(le + 'z'), utf8 + encode(0xFFFD)) << round;
    }
  }
  const std::string plain_le("(\0;\0B\0[\0a\0a\0]\0)\0", 16);
  EXPECT_EQ(*utf16_to_utf8(plain_le), "(;B[aa])");
  // Without a mark, big-endian: the zeros come first.
  const std::string plain_be("\0(\0;\0B\0[\0a\0a\0]\0)", 16);
  EXPECT_EQ(*utf16_to_utf8(plain_be), "(;B[aa])");
  EXPECT_EQ(*utf16_to_utf8(std::string("\0(\0;\0P\0B\0[\x4E\x95\0]\0)", 16)), "(;PB[\xE4\xBA\x95])");  // 井
  EXPECT_EQ(*utf16_to_utf8(plain_be + 'z'), "(;B[aa])\xEF\xBF\xBD");  // cut short: the half unit
  EXPECT_EQ(*utf16_to_utf8("(;B[aa])"), std::nullopt);
  EXPECT_EQ(*utf16_to_utf8(""), std::nullopt);
  // A file cut short, or with a lone surrogate, is still UTF-16: what it holds is read.
  EXPECT_EQ(*utf16_to_utf8(std::string("\xFF\xFE(\0;", 5)), "(\xEF\xBF\xBD");
  EXPECT_EQ(*utf16_to_utf8(std::string("\xFF\xFE(\0;\0\x00\xD8)\0", 10)), "(;\xEF\xBF\xBD)");
  EXPECT_EQ(*utf16_to_utf8(std::string("\xFE\xFF\0(\xDC\x00\0)", 8)), "(\xEF\xBF\xBD)");
  EXPECT_EQ(*utf16_to_utf8(std::string("\xFF\xFE\x3D\xD8\x00\xDE", 6)), "\xF0\x9F\x98\x80");  // U+1F600, a pair
}

}  // namespace
}  // namespace tengen::sgf
