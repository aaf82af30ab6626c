// text/printable.hpp: what a message may quote of an input. Control bytes, broken UTF-8 and the
// invisible characters that change how a terminal shows the rest are escaped; text is kept.

#include "tengen/text/printable.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace tengen::text {
namespace {

TEST(Printable, TextStaysAsItIs) {
  EXPECT_EQ(printable("Piskvorky 20x20, 11:11, 0"), "Piskvorky 20x20, 11:11, 0");
  EXPECT_EQ(printable("Fr\xc3\xa9" "d\xc3\xa9ric \xe5\x9b\xb2\xe7\xa2\x81"), "Fr\xc3\xa9" "d\xc3\xa9ric \xe5\x9b\xb2\xe7\xa2\x81");
  EXPECT_EQ(printable(""), "");
}

TEST(Printable, ControlBytesAndBrokenUtf8AreEscaped) {
  EXPECT_EQ(printable("a\tb\nc\rd"), "a\\tb\\nc\\rd");
  EXPECT_EQ(printable(std::string("\x1b[31m\x7f\0", 7)), "\\x1b[31m\\x7f\\x00");
  EXPECT_EQ(printable("\xff\xc3"), "\\xff\\xc3");           // no UTF-8; a sequence cut short
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");           // an overlong '/'
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");  // a surrogate
}

TEST(Printable, InvisibleCharactersAreEscaped) {
  EXPECT_EQ(printable("\xef\xbb\xbfPiskvorky"), "\\xef\\xbb\\xbfPiskvorky");  // the byte-order mark
  EXPECT_EQ(printable("1,\xe2\x80\xae" "2,3"), "1,\\xe2\\x80\\xae2,3");       // right-to-left override
  EXPECT_EQ(printable("\xe2\x80\x8b"), "\\xe2\\x80\\x8b");                    // zero-width space
  EXPECT_EQ(printable("\xe2\x80\xa8"), "\\xe2\\x80\\xa8");                    // line separator
  EXPECT_EQ(printable("\xe2\x81\xa6"), "\\xe2\\x81\\xa6");                    // left-to-right isolate
  EXPECT_EQ(printable("\xd8\x9c"), "\\xd8\\x9c");                             // Arabic letter mark
  EXPECT_EQ(printable("\xc2\x85"), "\\xc2\\x85");                             // C1 control NEL
  // Their neighbours are text: U+00A0, U+200A (hair space), U+202F, U+2070, U+FEFE.
  for (const char* kept : {"\xc2\xa0", "\xe2\x80\x8a", "\xe2\x80\xaf", "\xe2\x81\xb0", "\xef\xbb\xbe"}) {
    EXPECT_EQ(printable(kept), kept);
  }
}

TEST(Printable, RandomBytesComeOutOnOneVisibleLine) {
  std::mt19937 rng(5);
  for (int round = 0; round < 20'000; ++round) {
    std::string s(rng() % 12, '\0');
    for (char& c : s) c = static_cast<char>(rng() % 4 == 0 ? 0xE2 : rng());
    const std::string out = printable(s);
    for (const char c : out) {
      ASSERT_TRUE(static_cast<unsigned char>(c) >= 0x20 && c != 0x7F) << round;
    }
    EXPECT_EQ(printable(out), out) << round;  // escaping twice changes nothing: all that is left is text
  }
}

}  // namespace
}  // namespace tengen::text
