#include "tengen/color.hpp"

namespace tengen {

std::string_view color_name(Color c) {
  switch (c) {
    case Color::Empty: return "empty";
    case Color::Black: return "black";
    case Color::White: return "white";
    case Color::Wall: break;
  }
  return "wall";
}

}  // namespace tengen
