// sgf/charset.hpp: charsets converted to UTF-8 without losing bytes, UTF-8 validity, UTF-16 files.

#include <gtest/gtest.h>

#include <string>

#include "tengen/sgf/charset.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf {
namespace {

Collection parsed(std::string_view text) {
  Result<Collection> c = parse(text);
  EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.error().message);
  return c.ok() ? *c : Collection{};
}

TEST(Sgf, CharsetsConvertToUtf8WithoutLosingBytes) {
  EXPECT_EQ(to_utf8("\xB9\xC5\xC1\xA6", "GB2312"), "\xE5\x8F\xA4\xE5\x8A\x9B");  // 古力
  EXPECT_EQ(to_utf8("caf\xE9", "ISO-8859-1"), "caf\xC3\xA9");
  EXPECT_EQ(to_utf8("caf\xE9", "UTF-8"), "caf\xC3\xA9");  // not UTF-8 after all: every byte kept
  EXPECT_EQ(to_utf8("plain", "no-such-charset"), "plain");
  EXPECT_TRUE(is_utf8("\xE5\x8F\xA4"));
  EXPECT_FALSE(is_utf8("\xE5\x8F"));
  const std::string utf16("\xFF\xFE(\0;\0B\0[\0a\0a\0]\0)\0", 18);
  const Collection c = parsed(utf16);
  EXPECT_EQ(c.value(*c.find(c.games[0], "B")), "aa");
}

}  // namespace
}  // namespace tengen::sgf
