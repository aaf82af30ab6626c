#include "tengen/text/nearest.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace tengen::text {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // One row of the table at a time: row[j] is the distance between a's first i bytes and b's first j.
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string_view nearest(std::string_view word, const std::vector<std::string_view>& words, std::size_t most) {
  std::string_view best;
  std::size_t best_distance = most + 1;
  for (const std::string_view w : words) {
    const std::size_t d = !word.empty() && w.starts_with(word) ? 1 : edit_distance(word, w);
    if (d < best_distance) {
      best = w;
      best_distance = d;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& words) {
  const std::string_view meant = nearest(word, words);
  return meant.empty() ? std::string() : " (did you mean '" + std::string(meant) + "'?)";
}

std::string not_among(std::string_view word, const std::vector<std::string_view>& words) {
  return fmt::format("{} not in {{{}}}{}", word, fmt::join(words, ","), did_you_mean(word, words));
}

}  // namespace tengen::text
