// score_eval: holds go::score_finished (the count of `tengen score --dead auto`) to finished games
// with a recorded result, a thread per core. For each SGF file whose RE is a number (B+6.5, W+0.5):
// the record played, counted, and compared with RE; when the record ends with the players' territory
// marks (TB/TW, as KGS writes them), the stones they mark dead (a stone on the other colour's
// territory) are compared with the dead stones found, and the record is also counted with the
// marks' dead stones (which tells a wrong count from a wrong judgement). The marks are never given
// to the count. Prints a line per game that differs (every game with --all), then a summary row per
// part (the folder a file is in).
//
// With marks, a line also says where the count with the marks' dead stones gives an empty point
// to another owner than the marks do (`aa+>.`: the marks Black's, the count nobody's), and how many
// points it took out for seki and teire; --count and --marks-board draw both.
//
//   score_eval [--threads N] [--seed S] [--playouts P] [--every K] [--offset J] [--all] [--show] [--explain]
//              [--ownership] [--count] [--marks-board] FILE|DIR...

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "tengen/go/dead_stones.hpp"
#include "tengen/go/record.hpp"
#include "tengen/go/scoring.hpp"
#include "tengen/text/number.hpp"

namespace {

using tengen::Color;
namespace go = tengen::go;
namespace sgf = tengen::sgf;
namespace fs = std::filesystem;

struct Options {
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  go::DeadStoneOptions dead{};
  std::size_t every = 1;
  std::size_t offset = 0;
  bool all = false;
  bool show = false;
  bool explain = false;
  bool ownership = false;
  bool count = false;
  bool marks_board = false;
};

/// One game's outcome.
struct Outcome {
  bool counted = false;     // RE is a number and the record plays
  bool agreed = false;      // the count gives RE
  bool marked = false;      // the record ends with territory marks
  bool dead_agreed = false;  // the dead stones are the marked ones
  bool marks_agree = false;  // counted with the marks' dead stones, the result is RE
  std::string line;          // what to print about it
};

/// The points of a TB or TW value list ("aa", or "aa:cc" for a rectangle), on a width x height board.
void add_points(std::string_view v, const go::Board& b, std::vector<std::uint8_t>& marked) {
  auto coord = [](char c) { return c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' + 26 : -1; };
  if (v.size() != 2 && v.size() != 5) return;
  const int x0 = coord(v[0]);
  const int y0 = coord(v[1]);
  const int x1 = v.size() == 5 ? coord(v[3]) : x0;
  const int y1 = v.size() == 5 ? coord(v[4]) : y0;
  for (int y = std::min(y0, y1); y <= std::max(y0, y1); ++y) {
    for (int x = std::min(x0, x1); x <= std::max(x0, x1); ++x) {
      if (x >= 0 && y >= 0 && x < b.width() && y < b.height()) marked[b.point(x, y)] = 1;
    }
  }
}

/// Territory marks after the last stone played on the main line: 1 Black's (TB), 2 White's (TW),
/// by board cell; empty when the record has none.
std::vector<std::uint8_t> final_marks(const sgf::Collection& c, const go::Board& b) {
  std::vector<std::uint8_t> black(b.cell_count(), 0);
  std::vector<std::uint8_t> white(b.cell_count(), 0);
  bool any = false;
  for (std::uint32_t n = c.games.front(); n != sgf::kNoNode; n = c.nodes[n].first_child) {
    for (const sgf::Property& p : c.properties(n)) {
      const std::string_view id = c.id(p);
      if ((id == "B" || id == "W") && !c.value(p).empty() && c.value(p) != "tt") {
        std::fill(black.begin(), black.end(), 0);
        std::fill(white.begin(), white.end(), 0);
        any = false;
      }
      if (id != "TB" && id != "TW") continue;
      any = true;
      for (const std::string_view v : c.values(p)) add_points(v, b, id == "TB" ? black : white);
    }
  }
  if (!any) return {};
  std::vector<std::uint8_t> marks(b.cell_count(), 0);
  for (std::size_t i = 0; i < marks.size(); ++i) marks[i] = black[i] ? 1 : white[i] ? 2 : 0;
  return marks;
}

std::string vertex(const go::Board& b, go::Point p) { return sgf::point_name(b.column_of(p), b.row_of(p)); }

/// The board with the dead stones in small letters; '!' before a stone whose status the marks give
/// otherwise; territory marks as '+' (Black's) and '-' (White's) on empty points.
std::string picture(const go::Board& b, const std::vector<go::Point>& dead, const std::vector<go::Point>& marked_dead,
                    const std::vector<std::uint8_t>& marks) {
  std::string out = "   ";
  for (int x = 0; x < b.width(); ++x) out += fmt::format("{} ", static_cast<char>('a' + x));
  out += "\n";
  for (int y = 0; y < b.height(); ++y) {
    out += fmt::format("{} ", static_cast<char>('a' + y));
    for (int x = 0; x < b.width(); ++x) {
      const go::Point p = b.point(x, y);
      const bool d = std::binary_search(dead.begin(), dead.end(), p);
      const bool m = std::binary_search(marked_dead.begin(), marked_dead.end(), p);
      char glyph = '.';
      if (b.at(p) == Color::Black) glyph = d ? 'x' : 'X';
      if (b.at(p) == Color::White) glyph = d ? 'o' : 'O';
      if (b.at(p) == Color::Empty && !marks.empty()) glyph = marks[p] == 1 ? '+' : marks[p] == 2 ? '-' : '.';
      out += d != m && !marks.empty() ? '!' : ' ';
      out += glyph;
    }
    out += "\n";
  }
  return out;
}

/// A count drawn: stones (small letters when in seki, '_' when dead), the owner of each empty point
/// ('+' Black, '-' White, '.' nobody), '!' before a point the marks give another owner.
std::string count_picture(const go::Board& b, const go::GameScore& s, const std::vector<std::uint8_t>& marks) {
  std::string out;
  for (int y = 0; y < b.height(); ++y) {
    out += fmt::format("{} ", static_cast<char>('a' + y));
    for (int x = 0; x < b.width(); ++x) {
      const go::Point p = b.point(x, y);
      const bool seki = std::binary_search(s.seki.begin(), s.seki.end(), p);
      const int owner = s.owner[p] == tengen::kBlack ? 1 : s.owner[p] == tengen::kWhite ? 2 : 0;
      char glyph = ".+-"[owner];
      bool differs = false;
      if (b.at(p) == Color::Black) glyph = marks[p] == 2 ? '_' : seki ? 'x' : 'X';
      if (b.at(p) == Color::White) glyph = marks[p] == 1 ? '_' : seki ? 'o' : 'O';
      if (b.at(p) == Color::Empty) differs = owner != marks[p];
      out += differs ? '!' : ' ';
      out += glyph;
    }
    out += "\n";
  }
  return out;
}

/// The board as the marks count it, a row a line with no labels (for scripts): 'X' and 'O' for the
/// stones left on, '_' for those the marks take off, '+', '-' or '.' for an empty point Black's,
/// White's or nobody's.
std::string marks_board(const go::Board& b, const std::vector<std::uint8_t>& marks) {
  std::string out;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const go::Point p = b.point(x, y);
      char g = ".+-"[marks[p]];
      if (b.at(p) == Color::Black) g = marks[p] == 2 ? '_' : 'X';
      if (b.at(p) == Color::White) g = marks[p] == 1 ? '_' : 'O';
      out += g;
    }
    out += '\n';
  }
  return out;
}

/// The playouts' ownership of each point, in tenths from Black's side (-9 to 9; '#' for 1, '*' for -1),
/// of the position as it stands: go::dead_stones first connects the connectable ataris, so its
/// shares may differ next to one.
std::string ownership_picture(const go::Board& b, Color to_move, const go::PlayoutOptions& playouts) {
  const std::vector<float> share = go::ownership(b, to_move, playouts);
  std::string out;
  for (int y = 0; y < b.height(); ++y) {
    out += fmt::format("{} ", static_cast<char>('a' + y));
    for (int x = 0; x < b.width(); ++x) {
      const float v = share[b.point(x, y)];
      const int tenths = static_cast<int>(std::lround(v * 10.0f));
      out += tenths >= 10 ? " #" : tenths <= -10 ? " *" : fmt::format("{:2d}", tenths);
      out += b.at(b.point(x, y)) == Color::Black ? 'x' : b.at(b.point(x, y)) == Color::White ? 'o' : ' ';
    }
    out += "\n";
  }
  return out;
}

/// The smallest changes of the dead stones found that give the recorded margin: each chain whose
/// status alone, then each pair of chains whose statuses together, turned over give it (at most
/// `limit` listed), as "+aa" (taken as dead too) or "-aa" (taken as alive).
std::string explain(const go::Game& game, const std::vector<go::Point>& dead, double want) {
  const go::Board& b = game.board();
  std::vector<go::Point> heads;
  for (go::Point p = 0; p < b.cell_count(); ++p) {
    if ((b.at(p) == Color::Black || b.at(p) == Color::White) && b.chain_head(p) == p) heads.push_back(p);
  }
  const std::uint64_t captured[3] = {0, game.prisoners(Color::Black), game.prisoners(Color::White)};
  auto gives = [&](std::vector<go::Point> flip) {
    std::vector<go::Point> d = dead;
    for (const go::Point h : flip) {
      const bool was = std::binary_search(dead.begin(), dead.end(), h);
      for (const go::Point q : b.chain_stones(h)) {
        if (was) {
          d.erase(std::find(d.begin(), d.end(), q));
        } else {
          d.push_back(q);
        }
      }
    }
    std::sort(d.begin(), d.end());
    const go::GameScore s = go::score_game(b, d, captured, game.counting(), game.komi(), game.handicap());
    return std::fabs(s.margin() - want) < 1e-9;
  };
  auto name = [&](go::Point h) {
    const bool was = std::binary_search(dead.begin(), dead.end(), h);
    return fmt::format("{}{}{}({})", was ? '-' : '+', b.at(h) == Color::Black ? 'B' : 'W', vertex(b, h), b.chain_size(h));
  };
  std::string out;
  int found = 0;
  for (const go::Point h : heads) {
    if (gives({h}) && found++ < 6) out += name(h) + " ";
  }
  if (found == 0 && heads.size() <= 120) {
    for (std::size_t i = 0; i < heads.size(); ++i) {
      for (std::size_t j = i + 1; j < heads.size(); ++j) {
        if (gives({heads[i], heads[j]}) && found++ < 6) out += name(heads[i]) + "&" + name(heads[j]) + " ";
      }
    }
  }
  return found == 0 ? " explain: none" : fmt::format(" explain({}): {}", found, out);
}

Outcome evaluate(const fs::path& file, const Options& o) {
  Outcome out;
  std::ifstream in(file, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto c = sgf::parse(bytes);
  if (!c || c->games.empty()) return out;
  const auto r = sgf::read_game(*c, 0);
  if (!r) return out;
  const std::string& re = r->info.result;
  if (re.size() < 3 || (re[0] != 'B' && re[0] != 'W') || re[1] != '+') return out;
  const auto number = tengen::text::parse_decimal(re.substr(2), 10000);
  if (!number) return out;
  const double want = re[0] == 'B' ? *number : -*number;
  go::Game game = go::game_of(*r, go::Rules{}, go::UndoHistory::Discard);
  if (!go::play_record(*r, game)) return out;
  out.counted = true;
  const go::FinalScore f = go::score_finished(game, o.dead);
  out.agreed = std::fabs(f.margin() - want) < 1e-9;
  const go::Board& b = game.board();
  const std::vector<std::uint8_t> marks = final_marks(*c, b);
  std::vector<go::Point> marked_dead;
  std::string dead_text;
  std::string count_text;
  if (!marks.empty()) {
    out.marked = true;
    for (go::Point p = 0; p < b.cell_count(); ++p) {
      if ((b.at(p) == Color::Black && marks[p] == 2) || (b.at(p) == Color::White && marks[p] == 1)) marked_dead.push_back(p);
    }
    out.dead_agreed = marked_dead == f.dead;
    const std::uint64_t captured[3] = {0, game.prisoners(Color::Black), game.prisoners(Color::White)};
    const go::GameScore by_marks =
        go::score_game(b, marked_dead, captured, game.counting(), game.komi(), game.handicap());
    out.marks_agree = std::fabs(by_marks.margin() - want) < 1e-9;
    if (!out.dead_agreed) {
      std::string missing;
      std::string extra;
      for (const go::Point p : marked_dead) {
        if (!std::binary_search(f.dead.begin(), f.dead.end(), p)) missing += vertex(b, p) + " ";
      }
      for (const go::Point p : f.dead) {
        if (!std::binary_search(marked_dead.begin(), marked_dead.end(), p)) extra += vertex(b, p) + " ";
      }
      dead_text = fmt::format(" marks: not found dead [{}] found dead [{}]", missing, extra);
    }
    dead_text += fmt::format(" marks give {}", go::result_text(by_marks.margin()));
    if (o.count) count_text = count_picture(b, by_marks, marks);
    if (o.marks_board) count_text += marks_board(b, marks);
    // Where this count and the marks disagree on the empty points: a point the marks give one
    // colour ('+' Black, '-' White, '.' nobody) and this count another.
    std::string owners;
    for (go::Point p = 0; p < b.cell_count(); ++p) {
      if (b.at(p) != Color::Empty || by_marks.owner.cell_count() == 0) continue;
      const int count = by_marks.owner[p] == tengen::kBlack ? 1 : by_marks.owner[p] == tengen::kWhite ? 2 : 0;
      if (count != marks[p]) owners += fmt::format(" {}{}>{}", vertex(b, p), ".+-"[marks[p]], ".+-"[count]);
    }
    if (!owners.empty() || by_marks.seki_points + by_marks.teire_points != 0) {
      dead_text += fmt::format(" (seki points {}, teire {};{})", by_marks.seki_points, by_marks.teire_points, owners);
    }
  }
  if (o.all || !out.agreed || (out.marked && !out.dead_agreed)) {
    out.line = fmt::format("{} {} {} HA{} want {} got {}{}{}\n", file.string(), r->info.rules, r->info.komi.value_or(0),
                           game.handicap(), re, go::result_text(f.margin()), out.agreed ? "" : " DIFFERS", dead_text);
    if (o.explain && !out.agreed) out.line.insert(out.line.size() - 1, explain(game, f.dead, want));
    if (o.show) out.line += picture(b, f.dead, marked_dead, marks);
    if (o.ownership) out.line += ownership_picture(b, game.to_move(), o.dead.playouts);
    out.line += count_text;
  }
  return out;
}

struct Part {
  int games = 0;
  int agreed = 0;
  int marked = 0;
  int dead_agreed = 0;
  int marks_agree = 0;
};

}  // namespace

int main(int argc, char** argv) {
  Options o;
  std::vector<std::string> inputs;
  CLI::App app("go::score_finished against the recorded results and territory marks of SGF games", "score_eval");
  app.add_option("FILE|DIR", inputs, "SGF files, and folders searched for .sgf files (in name order)")
      ->required()
      ->check(CLI::ExistingPath);
  app.add_option("--threads", o.threads, "threads (default: one per core)")->check(CLI::PositiveNumber);
  app.add_option("--seed", o.dead.playouts.seed, "the playouts' seed");
  app.add_option("--playouts", o.dead.playouts.playouts, "playouts per position")->check(CLI::PositiveNumber);
  app.add_option("--every", o.every, "only every K-th file (a part of the data)")->check(CLI::PositiveNumber);
  app.add_option("--offset", o.offset, "starting at file J (0-based)");
  app.add_flag("--all", o.all, "a line for every game, not only those that differ");
  app.add_flag("--show", o.show, "the board, with the dead stones found and marked, after each game's line");
  app.add_flag("--ownership", o.ownership, "the playouts' ownership (tenths, Black positive; before connectable ataris are connected) after each game's line");
  app.add_flag("--count", o.count, "the count with the marks' dead stones: territory ('+' Black's, '-' White's, '.' nobody's), stones in seki in small letters, '!' where the marks give a point otherwise");
  app.add_flag("--marks-board", o.marks_board, "the board as the marks count it: X and O alive, '_' dead, '+', '-' or '.' for each empty point");
  app.add_flag("--explain", o.explain, "the smallest change of the dead stones that gives the recorded result");
  CLI11_PARSE(app, argc, argv);
  std::vector<fs::path> files;
  for (const std::string& a : inputs) {
    if (!fs::is_directory(a)) {
      files.emplace_back(a);
      continue;
    }
    std::vector<fs::path> in_dir;
    for (const auto& e : fs::recursive_directory_iterator(a)) {
      if (e.is_regular_file() && e.path().extension() == ".sgf") in_dir.push_back(e.path());
    }
    std::sort(in_dir.begin(), in_dir.end());
    files.insert(files.end(), in_dir.begin(), in_dir.end());
  }
  std::vector<fs::path> chosen;
  for (std::size_t i = o.offset; i < files.size(); i += o.every) chosen.push_back(files[i]);
  std::vector<Outcome> outcomes(chosen.size());
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < o.threads; ++t) {
    pool.emplace_back([&] {
      for (std::size_t i; (i = next++) < chosen.size();) outcomes[i] = evaluate(chosen[i], o);
    });
  }
  for (std::thread& t : pool) t.join();
  std::map<std::string, Part> parts;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    const Outcome& g = outcomes[i];
    std::fputs(g.line.c_str(), stdout);
    if (!g.counted) continue;
    Part& p = parts[chosen[i].parent_path().string()];
    ++p.games;
    p.agreed += g.agreed;
    p.marked += g.marked;
    p.dead_agreed += g.dead_agreed;
    p.marks_agree += g.marks_agree;
  }
  auto share = [](int a, int n) { return n == 0 ? 0.0 : 100.0 * a / n; };
  std::printf("| part | games counted | results reproduced | games with marks | dead stones = marks | marks' dead stones give the result |\n");
  Part total;
  for (const auto& [name, p] : parts) {
    std::printf("| %s | %d | %d (%.1f%%) | %d | %d (%.1f%%) | %d |\n", name.c_str(), p.games, p.agreed,
                share(p.agreed, p.games), p.marked, p.dead_agreed, share(p.dead_agreed, p.marked), p.marks_agree);
    total.games += p.games;
    total.agreed += p.agreed;
    total.marked += p.marked;
    total.dead_agreed += p.dead_agreed;
    total.marks_agree += p.marks_agree;
  }
  if (parts.size() > 1) {
    std::printf("| all | %d | %d (%.1f%%) | %d | %d (%.1f%%) | %d |\n", total.games, total.agreed,
                share(total.agreed, total.games), total.marked, total.dead_agreed, share(total.dead_agreed, total.marked),
                total.marks_agree);
  }
  return 0;
}
