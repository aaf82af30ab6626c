#pragma once
/// \file
/// The rule variants that decide which moves are legal. (Colours are tengen::Color, color.hpp.)

#include <cstdint>
#include <string_view>

#include "tengen/color.hpp"

namespace tengen::go {

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
