#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "tengen/go/territory.hpp"
#include "tengen/gtp/engine.hpp"

namespace tengen::gtp {
namespace {

/// A number as GNU Go's get_komi and estimate_score write it, with a decimal always ("6.5", "7.0"),
/// but with every digit it needs ("0.25", where GNU Go rounds to one decimal); a zero is "0.0",
/// never "-0.0" (White's lead is the margin negated).
std::string decimal_text(double v) {
  std::string s = fmt::format("{}", v == 0 ? 0.0 : v);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

}  // namespace

go::FinalScore Engine::count() const {
  // Chinese counting, the dead stones (estimated from playouts, exact where Benson's test decides)
  // taken off first, seeded by --seed.
  go::Game chinese = game_;
  chinese.set_counting(go::Counting::Chinese);
  return go::score_finished(chinese, {.estimate = true, .playouts = {.seed = options_.seed}});
}

std::string_view Engine::status_of(go::Point p, const go::FinalScore& counted) const {
  const std::vector<go::Point>& dead = counted.dead;
  const std::vector<go::Point>& seki = counted.score.seki;
  if (is_stone(board().at(p))) {
    return std::binary_search(dead.begin(), dead.end(), p)   ? "dead"
           : std::binary_search(seki.begin(), seki.end(), p) ? "seki"
                                                             : "alive";
  }
  const std::uint8_t owner = counted.score.owner[p];
  return owner == kBlack ? "black_territory" : owner == kWhite ? "white_territory" : "dame";
}

// A seed may follow a status or a vertex: GNU Go seeds its count with it (qGo sends one). tengen's
// count is seeded by --seed, so that final_score and every status agree: whatever follows is not
// used.

Engine::Answer Engine::final_score(const Args&) { return {true, go::result_text(count().margin())}; }

Engine::Answer Engine::estimate_score(const Args&) {
  // GNU Go's form, with White ahead on a draw as GNU Go writes it: "W+6.5 (upper bound: 6.5,
  // lower: 6.5)", the bounds being White's lead. tengen's estimate is the count itself, so both
  // bounds are the score.
  const double lead = -count().margin();  // White's
  const std::string bound = decimal_text(lead);
  return {true, fmt::format("{}+{} (upper bound: {}, lower: {})", lead >= 0 ? 'W' : 'B', decimal_text(std::fabs(lead)),
                            bound, bound)};
}

Engine::Answer Engine::final_status(const Args& a) {
  const std::optional<go::Point> p = a.empty() ? std::nullopt : point(a[0]);
  if (!p) return {false, "invalid coordinate"};
  return {true, std::string(status_of(*p, count()))};
}

Engine::Answer Engine::final_status_list(const Args& a) {
  static constexpr std::string_view kStatuses[] = {"alive", "dead", "seki", "black_territory", "white_territory", "dame"};
  if (a.empty()) return {false, "missing status"};
  if (std::find(std::begin(kStatuses), std::end(kStatuses), a[0]) == std::end(kStatuses)) return {false, "invalid status"};
  const go::FinalScore counted = count();
  if (a[0].ends_with("territory") || a[0] == "dame") {
    return {true, points_where([&](go::Point p) { return !is_stone(board().at(p)) && status_of(p, counted) == a[0]; })};
  }
  // Black's stones first, then White's, each colour in reading order.
  std::string black = points_where([&](go::Point p) { return board().at(p) == Color::Black && status_of(p, counted) == a[0]; });
  const std::string white = points_where([&](go::Point p) { return board().at(p) == Color::White && status_of(p, counted) == a[0]; });
  if (!black.empty() && !white.empty()) black += ' ';
  return {true, black + white};
}

Engine::Answer Engine::tengen_score(const Args&) {
  Grid g = go::to_grid(board());
  return {true, go::result_text(go::margin(go::count_territory(g), go::Counting::Territory, game_.komi()))};
}

Engine::Answer Engine::get_komi(const Args&) { return {true, decimal_text(game_.komi())}; }

}  // namespace tengen::gtp
