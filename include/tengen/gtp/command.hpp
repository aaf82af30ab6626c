#pragma once
/// \file
/// The Go Text Protocol, version 2: command lines, colours and vertices.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tengen/go/rules.hpp"

namespace tengen::gtp {

/// A command: its optional numeric id, its name (case-sensitive) and its arguments.
struct Command {
  std::optional<long long> id;
  std::string name;
  std::vector<std::string> args;
};

/// Parses one input line as the protocol says: control characters other than tab and newline
/// removed, tabs made spaces, a '#' comment dropped. Nothing for an empty line. Never fails.
std::optional<Command> parse_command(std::string_view line);

/// "b", "black", "w", "white" in any case; nothing otherwise.
std::optional<Color> parse_color(std::string_view text);

/// A vertex of a width x height board: column letters A to Z without I (at most 25 columns), row
/// numbers from 1 at the bottom. (x, y) with y = 0 on top. Nothing for "pass" (see is_pass) or off
/// the board.
struct Vertex {
  int x;
  int y;
};
std::optional<Vertex> parse_vertex(std::string_view text, int width, int height);

/// True for "pass" in any case.
bool is_pass(std::string_view text);

/// The protocol's name of a vertex ("D4").
std::string vertex_name(int x, int y, int height);

/// The largest side a GTP board may have: 25 column letters.
inline constexpr int kMaxSide = 25;

}  // namespace tengen::gtp
