// The plain-record path (src/sgf/plain_record.hpp) against the general one: whatever it accepts, it
// must read exactly as the general reader and read_game do (record, actions with their positions,
// warnings); on the corpus, on records changed at random, and on the shapes it must leave alone.

#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "parsed.hpp"
#include "sgf/plain_record.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

namespace tengen::sgf {
namespace {

using testing::file_text;
using testing::games_of;
using testing::games_of_file;
using testing::GamesText;

/// The general path alone: every tree, then every record.
std::string general(std::string_view bytes) {
  ParsedFile f;
  TreeReader reader(bytes);
  parse_next(reader, 0, f, true);
  return file_text(f);
}

/// The plain path's reading, or "" when it leaves the bytes to the general path.
std::string plain(std::string_view bytes) {
  ParsedFile f;
  return detail::read_plain_record(bytes, f) ? file_text(f) : std::string();
}

const std::string kRecord =
    "(;GM[1]FF[4]SZ[19]PW[white]PB[black]KM[6.50]RE[B+R]RU[Japanese]CA[UTF-8]\n"
    "AP[CGoban:3]HA[2]AB[dd][pp]\n;W[dp];B[pd]\n;W[];B[tt];W[qq])\n";

TEST(PlainRecord, ReadsTheUsualRecordAsTheGeneralPathDoes) {
  const std::string got = plain(kRecord);
  ASSERT_NE(got, "");
  EXPECT_EQ(got, general(kRecord));
  // The moves' positions are their identifiers': line 3 starts with ";W[dp]".
  EXPECT_NE(got.find("123,15@3:2 "), std::string::npos) << got;
}

TEST(PlainRecord, LeavesEveryOtherShapeToTheGeneralPath) {
  const std::vector<std::string> others = {
      "(;SZ[19];B[pd](;W[dp])(;W[dd]))",      // a variation
      "(;SZ[19];B[pd];W[dp]",                  // not closed
      "(;SZ[19];B[pd])(;SZ[9];B[cc])",         // two trees
      "(;SZ[19];B[pd]W[dp])",                  // two moves in a node
      "(;SZ[19];B[pd][dp])",                   // two values
      "(;SZ[19];B[pd]\n[dp];W[aa])",           // two values, a line apart
      "(;SZ[19];B[pd]\r\n[dp];W[aa])",         // the same on Windows
      "(;SZ[19];AB[pd];W[dp])",                // setup after the root
      "(;SZ[19];PL[W];W[dp])",                 // whose turn after the root
      "(;SZ[9];B[pd])",                        // a move off the board
      "(;SZ[19];B[p\\d])",                     // an escape in a move
      "(;SZ[19];b[pd])",                       // an identifier in small letters
      "(;SZ[19];B[pd]C[\xc3\xa9t\xc3\xa9])",  // a byte from 0x80
      "\xEF\xBB\xBF(;SZ[19];B[pd])",           // a byte order mark
      "junk(;SZ[19];B[pd])",                   // bytes before the tree
      "(;SZ[19];B[pd])junk",                   // bytes after it
      "(;SZ[19];B[pd];W\x01[dp])",             // a control byte
      "(;SZ[x];B[pd])",                        // a root the general path refuses
      "(;SZ[19]);B[pd])",                      // moves after the tree's end
      "(;SZ[19];B[pd];CA[x])",                 // a charset after the root (the collection's still)
      "(;SZ[19]KM[750];B[pd])",                // a komi in hundredths, as Fox writes it
      "(;SZ[19]KM[0]AP[foxwq];B[pd])",         // Fox's komi of an even game
  };
  for (const std::string& s : others) EXPECT_EQ(plain(s), "") << s;
}

TEST(PlainRecord, CommentsClocksAndLineBreaksInMoveNodesAreSteppedOver) {
  for (const std::string s : {"(;SZ[19]\r\n;B[pd]BL[29.5]C[a (comment); with \\] and\nlines]\r\n;W[dp]WL[1]OW[3] ;C[x])",
                              "(;SZ[19]C[root];C[a node before the first move];B[pd])", "(;SZ[9])", "(;SZ[9];)",
                              "(;SZ[19]\n;B[pd]\n;W[dp]\r\n;B[dd]\n;W[ee]\n\n;B[ff]\r\n)"}) {
    ASSERT_NE(plain(s), "") << s;
    EXPECT_EQ(plain(s), general(s)) << s;
  }
}

TEST(PlainRecord, ValuesOfEveryByteReadAsTheGeneralPathReadsThem) {
  // Texts of 0 to 70 bytes (values are stepped over sixteen bytes at a time first) in the root and
  // in move nodes, of printable bytes with now and then one that ends or breaks a plain run: ']'
  // (escaped, or the value's end), '\\', a tab, a carriage return, a line break, a control byte,
  // a byte from 0x80. Whatever the plain path accepts, it reads as the general path does.
  std::mt19937_64 rng(25);
  const std::string rare = "]\\\t\r\n";         // kept in a plain record
  const std::string refused = "\x01\x7f\x80\xff";  // sending it to the general path
  // (Information such as PB with an escape or a line break goes the general way: seldom there.)
  auto text = [&](unsigned rare_one_in) {
    std::string t;
    const std::size_t n = rng() % 71;
    for (std::size_t i = 0; i < n; ++i) {
      char c = static_cast<char>(0x20 + rng() % 95);
      if (rng() % rare_one_in == 0) c = rare[rng() % rare.size()];
      if (rng() % 300 == 0) c = refused[rng() % refused.size()];
      if (c == ']' || c == '\\') t += '\\';
      t += c;
    }
    return t;
  };
  int accepted = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string s = "(;SZ[19]PB[" + text(500) + "]C[" + text(15) + "]";
    for (int k = 0; k < 6; ++k) {
      s += ";";
      s += (k % 2 == 0 ? "B[" : "W[");
      s += static_cast<char>('a' + k);
      s += "d]";
      if (rng() % 2 == 0) s += "C[" + text(15) + "]";
    }
    s += ")";
    const std::string got = plain(s);
    if (got.empty()) continue;
    ++accepted;
    ASSERT_EQ(got, general(s)) << s;
  }
  EXPECT_GT(accepted, 500);  // the plain path took many of them
}

TEST(PlainRecord, AgreesWithTheGeneralPathOnTheCorpus) {
  const std::vector<std::filesystem::path> files = testing::sgf_files(TENGEN_CORPUS);
  if (files.empty()) GTEST_SKIP() << "no SGF corpus at " << TENGEN_CORPUS;
  int plain_files = 0;
  // Every file in UTF-8 that reads without an error, one after another (a collection takes its
  // charset from its first CA: the files in other charsets would change the others' reading).
  std::string collection;
  for (const std::filesystem::path& path : files) {
    const std::string bytes = testing::file_bytes(path);
    const std::string got = plain(bytes);
    const std::string reference = general(bytes);
    if (reference.find("charset UTF-8\n") != std::string::npos && reference.find("error") == std::string::npos) {
      collection += bytes + "\n";
    }
    if (got.empty()) continue;
    ++plain_files;
    EXPECT_EQ(got, reference) << path;
  }
  // The KGS records are plain; the regression games and the charset files mostly are not.
  EXPECT_GT(plain_files, 7000) << "of " << files.size();
  // Read as the command line reads a large collection, with every tree offered to the one-pass
  // path after the first few: the same games as the general path alone.
  const GamesText whole = games_of(collection, 0);
  const GamesText pieces = games_of(collection, GameSource::kTreesAtATime);
  EXPECT_TRUE(pieces == whole);
  EXPECT_GT(pieces.shortcut - whole.shortcut, 7000) << whole.charset;
  const GamesText file = games_of_file(collection);
  EXPECT_TRUE(file == whole);
  EXPECT_GT(file.shortcut - whole.shortcut, 7000);
}

// Pieces a record may hold, plain or not: the plain path must read what it accepts exactly as the
// general path, and must meet both kinds often.
const std::vector<std::string> kPieces = {
    ";B[pd]", ";W[dp]", ";B[]", ";W[tt]", ";B[sS]", " ", "\n", "\r\n", "\t", ";C[a\\]b]", "BL[12.3]",
    ";B[pd]OB[2]", "(", ")", ";AB[aa]", ";PL[B]", "C[x;y)(z]", ";b[aa]", ";B[aa][bb]", ";W[zz]", "\\", "[",
    "]", ";", "B[", "\xc3\xa9", "\x01", ";KM[5]", ";B [cc]", ";W\n[dd]", ";TB[aa][bb]TW[cc]", ";CA[latin1]",
};
// Roots made of these: what read_game reads (sizes, komi, handicap, texts, setup, whose turn, a
// move), well formed or not, repeated or not.
const std::vector<std::string> kRootPieces = {
    "SZ[19]", "SZ[9]", "SZ[13:9]", "SZ[ 7 ]", "SZ[53]", "SZ[0]", "SZ[9:]", "SZ[x]", "SZ[19][9]", "SZ[3:4:5]",
    "KM[6.5]", "KM[]", "KM[ 0.50 ]", "KM[abc]", "KM[6.5][7]", "HA[2]", "HA[]", "HA[x]", "HA[400]",
    "SZ[+9]", "SZ[+13:+9]", "SZ[-9]", "HA[+2]", "HA[-2]", "HA[++2]", "KM[+6.5]", "SZ[\t9\n]", "KM[6.5\n]",
    "HA[2][3]", "HA[\t3]",
    "PB[black]", "PW[w\\]x]", "RE[B+R]", "RU[Japanese]", "DT[2017]", "EV[e v]", "GN[g\tn]", "PB[again]",
    "CA[UTF-8]", "CA[utf-8]", "CA[ISO-8859-1]", "AB[aa][bb]", "AB[aa:bb]", "AW[cc]", "AB[cc]", "AE[aa]",
    "AB[]", "AB[zz]", "PL[W]", "PL[b]", "PL[2]", "B[dd]", "W[]", "B[tt]", "C[com;ment]", "GM[1]FF[4]",
    "\n", " ", "\r\n", "ap[x]", "AddBlack[aa]", "TM[300]",
};

/// A record made at random of the pieces above: a root, then up to 11 pieces, mostly closed.
std::string random_record(std::mt19937_64& rng) {
  std::string s = rng() % 6 == 0 ? "\n( ;" : "(;";
  const int root = static_cast<int>(rng() % 7);
  for (int i = 0; i < root; ++i) s += kRootPieces[rng() % kRootPieces.size()];
  const int n = static_cast<int>(rng() % 12);
  for (int i = 0; i < n; ++i) s += kPieces[rng() % kPieces.size()];
  if (rng() % 8 != 0) s += ")";
  if (rng() % 4 == 0) s += "\n";
  return s;
}

TEST(PlainRecord, AgreesWithTheGeneralPathOnRecordsChangedAtRandom) {
  std::mt19937_64 rng(20261129);
  int accepted = 0;
  int refused = 0;
  for (int trial = 0; trial < 100000; ++trial) {
    const std::string s = random_record(rng);
    const std::string got = plain(s);
    if (got.empty()) {
      ++refused;
      continue;
    }
    ++accepted;
    ASSERT_EQ(got, general(s)) << s;
  }
  EXPECT_GT(accepted, 3000);
  EXPECT_GT(refused, 10000);
}

// In a collection read a few trees at a time (as the command line reads a large file), each tree
// after the first call goes to the one-pass path first: every game as the general path reads it.
TEST(PlainRecord, ReadsTheTreesOfACollectionAsTheGeneralPathDoes) {
  std::mt19937_64 rng(20261130);
  const std::vector<std::string> between = {"", "\n", " \r\n", "junk", "\n;", ")", "(", "(;B[aa]"};
  int shortcut = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string s;
    const int trees = 1 + static_cast<int>(rng() % 8);
    for (int t = 0; t < trees; ++t) {
      // Mostly the usual record with its size given, so that the one-pass path meets many.
      s += rng() % 3 == 0 ? random_record(rng) : "(;SZ[" + std::to_string(5 + rng() % 10) + "]" + (rng() % 2 ? "CA[UTF-8]" : "") + ";B[aa];W[bb]C[x\n];B[])\n";
      if (rng() % 4 == 0) s += between[rng() % between.size()];
    }
    // parse_file reads the first 64 trees the general way: a quarter of the collections come
    // after that many usual records, so that it reads them as a collection's later trees.
    if (trial % 4 == 0) {
      for (int k = 0; k < 64; ++k) s = "(;SZ[9];B[aa])\n" + s;
    }
    const GamesText whole = games_of(s, 0);
    const GamesText file = games_of_file(s);
    ASSERT_TRUE(file == whole) << s << "\nparse_file\n" << file.games << file.warnings << "\nagainst\n" << whole.games << whole.warnings;
    if (trial % 4 == 0) shortcut += file.shortcut;
    for (const std::size_t most : {1, 2, 3}) {
      const GamesText pieces = games_of(s, most);
      ASSERT_TRUE(pieces == whole) << s << "\n" << most << "\n" << pieces.games << pieces.warnings << "\nagainst\n"
                                   << whole.games << whole.warnings;
      shortcut += pieces.shortcut;
    }
    shortcut -= 3 * whole.shortcut;  // "(;;B[aa])" in the general path
  }
  EXPECT_GT(shortcut, 15000);
}

}  // namespace
}  // namespace tengen::sgf
