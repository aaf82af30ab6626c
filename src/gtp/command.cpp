#include "tengen/gtp/command.hpp"

#include <cctype>
#include <charconv>

#include <fmt/format.h>

namespace tengen::gtp {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::optional<Command> parse_command(std::string_view line) {
  std::string clean;
  for (char c : line) {
    if (c == '#') break;
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t') {
      clean += ' ';
    } else if (u >= 32 && u != 127) {
      clean += c;
    }
  }
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < clean.size()) {
    while (i < clean.size() && clean[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < clean.size() && clean[i] != ' ') ++i;
    if (i > start) words.emplace_back(clean.substr(start, i - start));
  }
  if (words.empty()) return std::nullopt;
  Command c;
  std::size_t first = 0;
  long long id = 0;
  const std::string& w = words[0];
  const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), id);
  if (ec == std::errc{} && end == w.data() + w.size() && std::isdigit(static_cast<unsigned char>(w[0]))) {
    c.id = id;
    first = 1;
  }
  if (first >= words.size()) return c;  // an id alone: an empty command name
  c.name = words[first];
  c.args.assign(words.begin() + static_cast<std::ptrdiff_t>(first) + 1, words.end());
  return c;
}

std::optional<Color> parse_color(std::string_view text) {
  const std::string s = lower(text);
  if (s == "b" || s == "black") return Color::Black;
  if (s == "w" || s == "white") return Color::White;
  return std::nullopt;
}

bool is_pass(std::string_view text) { return lower(text) == "pass"; }

std::optional<Vertex> parse_vertex(std::string_view text, int width, int height) {
  if (text.size() < 2) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  const int x = letter - 'A' - (letter > 'I' ? 1 : 0);
  int row = 0;
  const auto [end, ec] = std::from_chars(text.data() + 1, text.data() + text.size(), row);
  if (ec != std::errc{} || end != text.data() + text.size() || text[1] == '+' || text[1] == '-') return std::nullopt;
  if (x >= width || row < 1 || row > height) return std::nullopt;
  return Vertex{x, height - row};
}

std::string vertex_name(int x, int y, int height) {
  return fmt::format("{}{}", static_cast<char>('A' + x + (x >= 8 ? 1 : 0)), height - y);
}

}  // namespace tengen::gtp
