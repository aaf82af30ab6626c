// Fuzz target: the SGF reader, writer and game records. Whatever the bytes: reading ends in a tree or
// an Error; read a tree at a time (TreeReader) it gives the same trees and the same error; a tree
// written and read again is the same; the one-pass path of the usual record reads what it accepts
// as the general reader does, in a file of one tree (parse_file) and tree by tree in a collection
// (parse_next); every game replays or stops cleanly, with the board consistent.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "dump.hpp"
#include "sgf/plain_record.hpp"
#include "tengen/go/record.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // The general path alone: every tree, then every record.
  tengen::sgf::ParsedFile general;
  {
    tengen::sgf::TreeReader whole(bytes);
    tengen::sgf::parse_next(whole, 0, general, true);
  }
  // What the one-pass path accepts, it reads as the general reader does.
  if (tengen::sgf::ParsedFile quick; tengen::sgf::detail::read_plain_record(bytes, quick)) {
    if (tengen::testing::file_text(quick) != tengen::testing::file_text(general)) std::abort();
  }
  // Read a tree at a time, as a large collection is (each tree after the first offered to the
  // one-pass path): the same games. (Only a second tree can take that path: one '(', one tree.)
  if (bytes.find('(') != bytes.rfind('(')) {
    tengen::testing::GamesText at_once;
    at_once.add(general);
    if (!(tengen::testing::games_of(bytes, 1) == at_once)) std::abort();
  }
  const auto c = tengen::sgf::parse(bytes);
  // One tree at a time, written out tree by tree: the same bytes as the whole written at once.
  tengen::sgf::TreeReader reader(bytes);
  std::string pieces;
  for (;;) {
    tengen::sgf::Collection one;
    const auto more = reader.next(one, 1);
    if (!one.games.empty()) pieces += tengen::sgf::write(one);
    if (!more) {
      if (c || more.error().message != c.error().message) std::abort();
      break;
    }
    if (!*more) break;
  }
  if (!c) return 0;
  const std::string text = tengen::sgf::write(*c);
  if (text != pieces) std::abort();
  const auto again = tengen::sgf::parse(text);
  if (!again || tengen::sgf::write(*again) != text) std::abort();
  for (std::size_t g = 0; g < c->games.size() && g < 4; ++g) {
    const auto r = tengen::sgf::read_game(*c, g);
    if (!r) continue;
    tengen::go::Game game(r->info.width, r->info.height, tengen::go::kGtpRules, tengen::go::UndoHistory::Keep);
    (void)tengen::go::play_record(*r, game, nullptr);
    if (!game.board().check_consistency().empty()) std::abort();
    while (game.undo()) {
    }
    if (!game.board().check_consistency().empty()) std::abort();
  }
  return 0;
}
