#pragma once
/// \file
/// Text encodings of SGF files: detection, double-byte charsets, conversion to UTF-8.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "tengen/result.hpp"

namespace tengen::sgf {

/// The longest CA value that may name a charset.
inline constexpr std::size_t kLongestCharsetName = 64;

/// The charset name in a canonical spelling ("SHIFT_JIS", "GBK", "UTF-8"...), from a CA value; ""
/// for a value longer than kLongestCharsetName (no charset's name). O(name).
std::string canonical_charset(std::string_view name);

/// True for charsets whose second byte of a character may be '\' or ']' (Shift_JIS, GBK, Big5...):
/// reading them byte by byte as ASCII would break values.
bool is_double_byte(std::string_view canonical);

/// For a lead byte of a double-byte charset: true when it starts a two-byte character.
bool is_lead_byte(std::string_view canonical, unsigned char byte);

/// True when the bytes are valid UTF-8: each character in its shortest form, no UTF-16 surrogate
/// (U+D800 to U+DFFF), nothing above U+10FFFF. O(size).
bool is_utf8(std::string_view bytes);

/// Whether the bytes are UTF-8 of the kind Chinese, Japanese and Korean text is written in, a few
/// characters broken at most: the bytes above 0x7F in well-formed characters of CJK text (U+2000
/// to U+FFFF but the private use area U+E000 to U+F8FF, and U+20000 to U+3FFFF) are at least
/// `least` and half of all the bytes above 0x7F, and those in well-formed characters twice the
/// others. Text in ISO-8859-1 or a double-byte charset pairs up as UTF-8 only now and then, and
/// then mostly in characters of two bytes or outside those ranges. O(size).
bool reads_as_cjk_utf8(std::string_view bytes, std::size_t least);

/// The bytes above 0x7F of some text, counted as reads_as_cjk_utf8 counts them: text in pieces
/// (the values of a file) adds up as if the pieces were apart. O(size) an add.
struct Utf8Tally {
  std::size_t high = 0;  ///< bytes above 0x7F
  std::size_t good = 0;  ///< of those, in well-formed characters
  std::size_t cjk = 0;   ///< of those, in well-formed characters of CJK text
  void add(std::string_view bytes);
  /// reads_as_cjk_utf8 of the text added so far.
  bool reads_as_cjk_utf8(std::size_t least) const;
  /// Whether text named or guessed as a double-byte charset (Shift_JIS, GBK, GB18030, Big5) is
  /// UTF-8 of CJK text instead: at least kMislabelledUtf8Bytes bytes in CJK characters, half of
  /// the bytes above 0x7F, and four times those in no character. Text in those charsets pairs up
  /// as such UTF-8 now and then, but then beside broken bytes (ひろし in Shift_JIS: a broken byte,
  /// U+0402, U+B0B5), where a UTF-8 file mislabelled has a name cut short at most.
  bool outweighs_double_byte() const;
};

/// The least bytes in well-formed characters for which text not UTF-8 throughout is read as UTF-8
/// with broken characters (two characters of three bytes).
inline constexpr std::size_t kBrokenUtf8Bytes = 6;

/// The least for the values of a file that a double-byte charset (Shift_JIS, GBK, GB18030, Big5)
/// is named or guessed for: one character of three bytes, where the rest agrees (a comment "あ").
inline constexpr std::size_t kMislabelledUtf8Bytes = 3;

/// The charset the bytes most likely are in, for files without CA: UTF-8 when valid; else, of the
/// readings of the bytes above 0x7F in Shift_JIS, GB18030, EUC-KR, Big5 and Windows-1251 (score:
/// bytes in everyday characters less those in rare ones, a byte the charset's structure refuses
/// counting as eight), in turn: the best with no refused byte scoring above zero and above
/// ISO-8859-1's reading (read as Windows-1252), with two characters (one when ISO-8859-1's reading
/// refuses a byte); UTF-8 when reads_as_cjk_utf8(bytes, kBrokenUtf8Bytes); the best of two
/// characters with neither rare nor refused bytes scoring above ISO-8859-1's; when ISO-8859-1's
/// reading refuses a byte, the best with no refused byte whatever its score; the best with refused
/// bytes as in the first step; else ISO-8859-1 (the SGF default). Ties go to the reading of Hangul
/// of Korean's usual shape (or of Cyrillic words), then to the order Shift_JIS, GB18030, EUC-KR,
/// Big5, Windows-1251. docs/formats.md gives the rule in full. O(size).
std::string guess_charset(std::string_view bytes);

/// The bytes as UTF-8. ISO-8859-1 (and its other names, and Windows-1252) is read as Windows-1252,
/// as browsers read it, the five bytes Windows-1252 leaves undefined as the C1 controls they are.
/// When the charset is unknown or the bytes do not fit it: UTF-8 with its broken characters as
/// U+FFFD when reads_as_cjk_utf8(bytes, kBrokenUtf8Bytes), else ISO-8859-1 so read (every byte
/// kept, never dropped).
std::string to_utf8(std::string_view bytes, std::string_view charset);

/// A UTF-16 file (with a byte-order mark, or without one when its first two characters are ASCII:
/// a zero in every odd byte is UTF-16LE, in every even one UTF-16BE) as UTF-8, each lone surrogate and
/// an odd last byte as U+FFFD; nothing when it is not one; an error at 1:1 when no converter can be
/// had (iconv opens its modules as files: a process at its limit of open files cannot, "Too many
/// open files"). O(size).
Result<std::optional<std::string>> utf16_to_utf8(std::string_view bytes);

}  // namespace tengen::sgf
