#pragma once
// ASCII pictures of boards for tests: rows of '.', 'X', 'O' separated by spaces, one row a line.

#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/go/board.hpp"

namespace tengen::testing {

inline std::vector<std::vector<char>> parse_rows(std::string_view text) {
  std::vector<std::vector<char>> rows;
  std::istringstream in{std::string(text)};
  std::string line;
  while (std::getline(in, line)) {
    std::vector<char> row;
    for (char c : line) {
      if (c != ' ') row.push_back(c);
    }
    if (!row.empty()) rows.push_back(row);
  }
  return rows;
}

/// A board set up from a picture (no captures happen during setup).
inline go::Board board_from_picture(std::string_view text) {
  const auto rows = parse_rows(text);
  go::Board b(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (c == 'X') b.set(b.point(x, y), Color::Black);
      if (c == 'O') b.set(b.point(x, y), Color::White);
    }
  }
  return b;
}

/// The same from rows of text, one row a string.
inline go::Board board_from_rows(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& r : rows) text += r + "\n";
  return board_from_picture(text);
}

/// board_from_rows by the short name the tests of go/ use.
inline go::Board board(const std::vector<std::string>& rows) { return board_from_rows(rows); }

/// Each point as `glyph(point)`, space separated, a line per row.
template <class Glyph>
std::string picture_of(const go::Board& b, Glyph glyph) {
  std::string out;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      if (x > 0) out += ' ';
      out += glyph(b.point(x, y));
    }
    out += '\n';
  }
  return out;
}

/// The stones: '.', 'X', 'O'.
inline std::string picture(const go::Board& b) {
  return picture_of(b, [&](go::Point p) { return ".XO#"[static_cast<int>(b.at(p))]; });
}

/// Each stone replaced by the exact liberty count of its chain (a digit; '+' above 9).
inline std::string liberty_picture(const go::Board& b) {
  return picture_of(b, [&](go::Point p) {
    if (b.at(p) == Color::Empty) return '.';
    const auto n = b.liberties(p);
    return n > 9 ? '+' : static_cast<char>('0' + n);
  });
}

/// Each stone replaced by a letter naming its chain, letters given in reading order.
inline std::string chain_picture(const go::Board& b) {
  std::map<go::Point, char> names;
  return picture_of(b, [&](go::Point p) {
    if (b.at(p) == Color::Empty) return '.';
    const auto [it, fresh] = names.emplace(b.chain_head(p), static_cast<char>('a' + names.size()));
    return it->second;
  });
}

/// Normalises a picture literal: rows trimmed, one '\n' after each.
inline std::string pic(std::string_view text) {
  std::string out;
  for (const auto& row : parse_rows(text)) {
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (i > 0) out += ' ';
      out += row[i];
    }
    out += '\n';
  }
  return out;
}

}  // namespace tengen::testing
