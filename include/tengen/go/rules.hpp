#pragma once
/// \file
/// Colours, points and the rule variants that decide which moves are legal.

#include <cstdint>
#include <string_view>

namespace tengen::go {

/// What stands on a point of the padded board. Wall marks the frame around the playing area.
enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

/// The other player's colour; precondition: c is Black or White.
constexpr Color opponent(Color c) { return static_cast<Color>(3 - static_cast<std::uint8_t>(c)); }

/// "black", "white", "empty" or "wall".
std::string_view color_name(Color c);

/// Whether a move that leaves its own group without liberties is allowed (the group is then removed).
enum class Suicide : std::uint8_t { Allow, Forbid };

/// Repetition rule: none, simple ko (no immediate single-stone retake), or positional superko
/// (no move may recreate an earlier position of the game, whoever is to play).
enum class Ko : std::uint8_t { None, Simple, Superko };

/// The rules that decide move legality. The default is the classic replay rule: anything goes.
struct Rules {
  Suicide suicide = Suicide::Allow;
  Ko ko = Ko::None;
  friend bool operator==(const Rules&, const Rules&) = default;
};

/// What GUIs expect of a GTP engine: suicide forbidden, simple ko.
inline constexpr Rules kGtpRules{Suicide::Forbid, Ko::Simple};

/// Why a move was refused, or Ok.
enum class MoveStatus : std::uint8_t { Ok, OffBoard, Occupied, Suicide, Ko, Superko };

/// A short English phrase for a status, e.g. "is suicide".
std::string_view describe(MoveStatus s);

}  // namespace tengen::go
