#include "tengen/go/rules.hpp"

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

}  // namespace tengen::go
