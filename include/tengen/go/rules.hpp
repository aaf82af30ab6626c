#pragma once
/// \file
/// The rules of a Go game: which moves are legal (Rules), and how a finished game is counted
/// (Counting). (Colours are tengen::Color, color.hpp.)

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>

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

/// How a finished game is counted, by the rule sets players name:
/// - Territory: the classic problem's count, every stone alive, no prisoners;
/// - TrompTaylor: area (stones and territory), every stone alive;
/// - Chinese and Aga: area, dead stones removed first (AGA's pass stones give the same margin);
/// - Japanese: territory and prisoners (the game's captures and the dead stones taken off);
/// - NewZealand: area, dead stones removed first, and no points for the handicap stones.
enum class Counting : std::uint8_t { Territory, TrompTaylor, Chinese, Japanese, Aga, NewZealand };

/// "territory", "tromp-taylor", "chinese", "japanese", "aga" or "new-zealand".
std::string_view counting_name(Counting c);

/// Every name a counting is asked for by (the command line's --rule, Python's rules=), in the
/// order help lists them: counting_name's, and the aliases "area" and "nz".
inline constexpr std::array<std::pair<std::string_view, Counting>, 8> kCountingNames{{
    {"territory", Counting::Territory},
    {"area", Counting::TrompTaylor},
    {"tromp-taylor", Counting::TrompTaylor},
    {"chinese", Counting::Chinese},
    {"japanese", Counting::Japanese},
    {"aga", Counting::Aga},
    {"new-zealand", Counting::NewZealand},
    {"nz", Counting::NewZealand},
}};

/// Whether a counting takes the dead stones off the board before it counts (Chinese, Japanese,
/// AGA, New Zealand); the others count every stone as alive.
constexpr bool removes_dead(Counting c) { return c != Counting::Territory && c != Counting::TrompTaylor; }

/// Whether a counting counts each colour's stones as points (area), not only its territory.
constexpr bool counts_stones(Counting c) { return c != Counting::Territory && c != Counting::Japanese; }

/// The counting a game record's rules name (SGF RU, any case, compared by its letters and digits
/// alone): Japanese and Korean rules (also JP, JA, KO, KR, Territory) count territory and prisoners;
/// AGA's (also BGA, French) and New Zealand's (NZ) their own ways; Tromp-Taylor (also TT) every
/// stone alive; a KataGo rules string by its scoring (scoreTERRITORY Japanese; scoreAREA with whbN
/// Chinese, whbN-1 AGA, else New Zealand); no rules at all (an empty RU, or none) Japanese, as GNU Go
/// counts a record that names none; anything else (Chinese, CN, Ing, an unknown name) Chinese.
/// Names in Chinese, Japanese or Korean come first, the earliest in the text deciding: 中国, 中國,
/// 중국, Ing's 应氏/應氏 and 数子/數子 Chinese; 日本, 일본, 韩国, 韓國, 韓国, 한국 and 数目/數目
/// Japanese (a value with none of them and no ASCII letter or digit names no rules).
/// O(length of rules).
Counting counting_of(std::string_view rules);

}  // namespace tengen::go
