#include "tengen/go/rules.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace tengen::go {

std::string_view describe(MoveStatus s) {
  switch (s) {
    case MoveStatus::Ok: return "is legal";
    case MoveStatus::OffBoard: return "is outside the board";
    case MoveStatus::Occupied: return "is already occupied";
    case MoveStatus::Suicide: return "is suicide, which the rules forbid";
    case MoveStatus::Ko: return "retakes a ko at once, which the rules forbid";
    case MoveStatus::Superko: break;
  }
  return "repeats an earlier position, which positional superko forbids";
}

std::string_view counting_name(Counting c) {
  switch (c) {
    case Counting::Territory: return "territory";
    case Counting::TrompTaylor: return "tromp-taylor";
    case Counting::Chinese: return "chinese";
    case Counting::Japanese: return "japanese";
    case Counting::Aga: return "aga";
    case Counting::NewZealand: break;
  }
  return "new-zealand";
}

Counting counting_of(std::string_view rules) {
  std::string ru(rules);
  std::transform(ru.begin(), ru.end(), ru.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ru.starts_with("japanese") || ru.starts_with("korean")) return Counting::Japanese;
  if (ru.starts_with("aga")) return Counting::Aga;
  if (ru.starts_with("nz") || ru.starts_with("new zealand") || ru.starts_with("new-zealand")) return Counting::NewZealand;
  if (ru.starts_with("tromp")) return Counting::TrompTaylor;
  return Counting::Chinese;
}

}  // namespace tengen::go
