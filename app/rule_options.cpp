#include "rule_options.hpp"

#include <cctype>
#include <charconv>

#include "tengen/go/board.hpp"

namespace tengen::app {

std::optional<std::pair<int, int>> parse_board_size(const std::string& text) {
  auto number = [](const char* first, const char* last) -> std::optional<int> {
    int v = 0;
    const auto [end, ec] = std::from_chars(first, last, v);
    if (ec != std::errc{} || end != last || first == last || *first == '+' || *first == '-') return std::nullopt;
    return v;
  };
  const char* begin = text.data();
  const char* end = begin + text.size();
  const std::size_t x = text.find_first_of("xX");
  std::optional<int> w;
  std::optional<int> h;
  if (x == std::string::npos) {
    w = h = number(begin, end);
  } else {
    w = number(begin, begin + x);
    h = number(begin + x + 1, end);
  }
  if (!w || !h || !go::Board::size_fits(*w, *h)) return std::nullopt;
  return std::pair{*w, *h};
}

}  // namespace tengen::app

namespace tengen::app {

go::Rules parse_rules(std::string suicide, std::string ko) {
  for (std::string* s : {&suicide, &ko}) {
    for (char& ch : *s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  go::Rules rules;
  rules.suicide = suicide == "forbid" ? go::Suicide::Forbid : go::Suicide::Allow;
  rules.ko = ko == "simple" ? go::Ko::Simple : ko == "superko" ? go::Ko::Superko : go::Ko::None;
  return rules;
}

}  // namespace tengen::app
