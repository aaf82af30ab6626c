#include "tengen/go/rules.hpp"

namespace tengen::go {

std::string_view color_name(Color c) {
  switch (c) {
    case Color::Empty: return "empty";
    case Color::Black: return "black";
    case Color::White: return "white";
    case Color::Wall: break;
  }
  return "wall";
}

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

}  // namespace tengen::go
