// Writes a benchmark input of docs/performance.md to stdout, deterministic for a seed:
//   gen_input replay  [MOVES=500000] [SEED]   R1, R2: moves on uniformly random empty points of 19x19
//   gen_input capture [SIDE=10000]   [SEED]   C1: one SIDE x SIDE board, 30% empty, 35% black, 35% white
//   gen_input score   [SIDE=10000]   [SEED]   S1: one case, SIDE*SIDE/2 stones in random order, half each colour
//   gen_input five    [BOARDS=100000] [SEED]  F1: 19x19 boards, 40% occupied, half each colour
//   gen_input sgf DIR [GAMES=2000]   [SEED]   G1 without a real corpus: 19x19 games of 200 to 300
//                                             moves on random empty points, one SGF file each
//   gen_input gomoku DIR [GAMES=10000]        F3: 15x15 renju games on random empty points, played to
//                                             their end (a five, a foul, a full board), one plain
//                                             record each
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "tengen/gomoku/game.hpp"
#include "workloads.hpp"

namespace {

class Sink {
 public:
  ~Sink() { flush(); }
  fmt::memory_buffer& buffer() {
    if (buffer_.size() > (1 << 20)) flush();
    return buffer_;
  }
  void flush() {
    std::fwrite(buffer_.data(), 1, buffer_.size(), stdout);
    buffer_.clear();
  }

 private:
  fmt::memory_buffer buffer_;
};

template <class... Args>
void put(Sink& out, fmt::format_string<Args...> f, Args&&... args) {
  fmt::format_to(std::back_inserter(out.buffer()), f, std::forward<Args>(args)...);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  const bool has_count = argc > 2;
  const unsigned long long count = has_count ? std::strtoull(argv[2], nullptr, 10) : 0;
  tengen::bench::Rng rng(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
  Sink out;
  if (what == "replay") {
    const std::string text = tengen::bench::replay_text(
        tengen::bench::uniform_replay_moves(19, has_count ? count : 500000, argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1));
    std::fwrite(text.data(), 1, text.size(), stdout);
  } else if (what == "capture") {
    const auto side = has_count ? count : 10000;
    put(out, "{} {}\n", side, side);
    for (unsigned long long y = 0; y < side; ++y) {
      for (unsigned long long x = 0; x < side; ++x) {
        const auto r = rng.below(20);
        put(out, "{}{}", x == 0 ? "" : " ", r < 6 ? "0" : r < 13 ? "1" : "-1");
      }
      put(out, "\n");
    }
  } else if (what == "score") {
    const auto side = has_count ? count : 10000;
    const auto points = side * side;
    std::vector<std::uint32_t> order(points);
    std::iota(order.begin(), order.end(), 0u);
    const auto stones = points / 2;
    for (unsigned long long i = 0; i < stones; ++i) std::swap(order[i], order[i + rng.below(points - i)]);
    put(out, "{} {} {}\n", side, stones / 2, stones - stones / 2);
    for (unsigned long long i = 0; i < stones; ++i) {
      put(out, "{} {}{}", order[i] / side + 1, order[i] % side + 1, i % 8 == 7 ? "\n" : " ");
    }
    put(out, "\n0\n");
  } else if (what == "five") {
    const auto boards = has_count ? count : 100000;
    put(out, "{}\n", boards);
    for (unsigned long long b = 0; b < boards; ++b) {
      for (int y = 0; y < 19; ++y) {
        for (int x = 0; x < 19; ++x) {
          const auto r = rng.below(10);
          put(out, "{}{}", x == 0 ? "" : " ", r < 6 ? 0 : r < 8 ? 1 : 2);
        }
        put(out, "\n");
      }
    }
  } else if (what == "sgf" && argc > 2) {
    const unsigned long long games = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 2000;
    for (unsigned long long g = 0; g < games; ++g) {
      const auto moves = tengen::bench::uniform_replay_moves(19, 200 + rng.below(100), g + 1);
      std::string text = "(;GM[1]FF[4]SZ[19]KM[6.5]PB[Black]PW[White]\n";
      for (std::size_t k = 0; k < moves.size(); ++k) {
        text += fmt::format(";{}[{}{}]", k % 2 == 0 ? 'B' : 'W', static_cast<char>('a' + moves[k].second - 1),
                            static_cast<char>('a' + moves[k].first - 1));
        if (k % 12 == 11) text += '\n';
      }
      text += ")\n";
      std::FILE* f = std::fopen(fmt::format("{}/game{:05}.sgf", argv[2], g).c_str(), "wb");
      if (f == nullptr) return 1;
      std::fwrite(text.data(), 1, text.size(), f);
      std::fclose(f);
    }
  } else if (what == "gomoku" && argc > 2) {
    const unsigned long long games = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 10000;
    for (unsigned long long g = 0; g < games; ++g) {
      tengen::gomoku::Game game(15, 15, tengen::gomoku::Rule::Renju);
      std::vector<int> empty(225);
      std::iota(empty.begin(), empty.end(), 0);
      std::string text;
      while (!empty.empty()) {
        const std::size_t i = rng.below(empty.size());
        const int p = empty[i];
        empty[i] = empty.back();
        empty.pop_back();
        text += fmt::format("{} {}\n", p / 15 + 1, p % 15 + 1);
        if (game.play(p % 15, p / 15).kind != tengen::gomoku::MoveOutcome::Kind::None) break;
      }
      std::FILE* f = std::fopen(fmt::format("{}/game{:05}.txt", argv[2], g).c_str(), "wb");
      if (f == nullptr) return 1;
      std::fwrite(text.data(), 1, text.size(), f);
      std::fclose(f);
    }
  } else {
    std::fprintf(stderr, "usage: gen_input replay|capture|score|five [COUNT] [SEED] | gen_input sgf|gomoku DIR [GAMES]\n");
    return 2;
  }
  return 0;
}
