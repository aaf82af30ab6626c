// Territory by bit-parallel reachability: the empty points that reach a black stone, and those that
// reach a white one, are filled 64 points at a time, row by row, until nothing changes.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "split_walk.hpp"
#include "swar.hpp"
#include "tengen/go/territory.hpp"

namespace tengen::go {
namespace {

/// A bit a point, rows of `words` 64-bit words (bit i of word j is column 64 j + i).
using Words = std::unique_ptr<std::uint64_t[]>;

/// The stones of a grid as bit planes, and the mask of the columns in a row's last word.
struct Stones {
  int width = 0;
  int height = 0;
  std::size_t words = 0;  // per row
  std::uint64_t last = 0;
  Words black;
  Words white;

  std::uint64_t empty(std::size_t row, std::size_t i) const {
    const std::size_t at = row * words + i;
    return ~(black[at] | white[at]) & (i + 1 == words ? last : ~std::uint64_t{0});
  }
};

/// Rows [y0, y1) of g into the planes.
void read_rows(const Grid& g, Stones& s, int y0, int y1) {
  const auto width = static_cast<std::size_t>(g.width());
  for (int y = y0; y < y1; ++y) {
    const std::uint8_t* row = g.data() + g.index(0, y);
    std::uint64_t* black = s.black.get() + static_cast<std::size_t>(y) * s.words;
    std::uint64_t* white = s.white.get() + static_cast<std::size_t>(y) * s.words;
    for (std::size_t i = 0; i < s.words; ++i) {
      std::uint64_t b = 0;
      std::uint64_t w = 0;
      for (std::size_t x = 64 * i, shift = 0; shift < 64 && x < width; x += 8, shift += 8) {
        if (x + 8 <= width) {
          const std::uint64_t cells = swar::load(row + x);
          b |= swar::bits_equal(cells, kBlack) << shift;
          w |= swar::bits_equal(cells, kWhite) << shift;
        } else {
          for (std::size_t j = 0; x + j < width; ++j) {
            b |= std::uint64_t{row[x + j] == kBlack} << (shift + j);
            w |= std::uint64_t{row[x + j] == kWhite} << (shift + j);
          }
        }
      }
      black[i] = b;
      white[i] = w;
    }
  }
}

/// The runs of `empty` (one row, n words) that hold a bit of `seeds`, into out (which may be seeds).
/// Upwards (to higher columns) by addition, whose carry runs to the top of a run; downwards by a
/// Kogge-Stone fill. Both carry across words.
void fill_runs(const std::uint64_t* empty, const std::uint64_t* seeds, std::uint64_t* out, std::size_t n) {
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t e = empty[i];
    const std::uint64_t s = seeds[i] & e;
    const std::uint64_t sum = e + s;
    const std::uint64_t total = sum + carry;
    carry = static_cast<std::uint64_t>(sum < e) | static_cast<std::uint64_t>(total < sum);
    out[i] = (e & ~total) | s;
  }
  carry = 0;
  for (std::size_t i = n; i-- > 0;) {
    const std::uint64_t e = empty[i];
    std::uint64_t g = out[i] | ((carry << 63) & e);
    std::uint64_t p = e;
    g |= p & (g >> 1);
    p &= p >> 1;
    g |= p & (g >> 2);
    p &= p >> 2;
    g |= p & (g >> 4);
    p &= p >> 4;
    g |= p & (g >> 8);
    p &= p >> 8;
    g |= p & (g >> 16);
    p &= p >> 16;
    g |= p & (g >> 32);
    out[i] = g;
    carry = g & 1;
  }
}

/// The empty points whose region touches a stone of `color` (a plane of s), as a plane; empty when
/// more than `budget` row fills would be needed.
Words reach(const Stones& s, const std::uint64_t* color, std::uint64_t budget) {
  const std::size_t n = s.words;
  const auto h = static_cast<std::size_t>(s.height);
  Words r(new std::uint64_t[h * n]);
  std::vector<std::uint64_t> empty(n);
  std::vector<std::uint64_t> seeds(n);
  // Seeds: the empty points next to a stone of the colour.
  for (std::size_t y = 0; y < h; ++y) {
    const std::uint64_t* c = color + y * n;
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint64_t left = (c[i] << 1) | (i > 0 ? c[i - 1] >> 63 : 0);
      const std::uint64_t right = (c[i] >> 1) | (i + 1 < n ? c[i + 1] << 63 : 0);
      const std::uint64_t up = y > 0 ? *(c - n + i) : 0;
      const std::uint64_t down = y + 1 < h ? c[n + i] : 0;
      r[y * n + i] = s.empty(y, i) & (left | right | up | down);
    }
  }
  // Sweeps down and up, each through the rows marked since they were last filled: a row whose fill
  // grows marks its neighbours. dirty[y + 1] is row y; the two ends stay unmarked.
  std::vector<std::uint8_t> dirty(h + 2, 1);
  dirty.front() = dirty.back() = 0;
  std::size_t marked = h;
  std::uint64_t filled = 0;
  for (bool down = true; marked != 0; down = !down) {
    for (std::size_t k = 0; k < h; ++k) {
      const std::size_t y = down ? k : h - 1 - k;
      if (dirty[y + 1] == 0) continue;
      dirty[y + 1] = 0;
      --marked;
      if (++filled > budget) return nullptr;
      std::uint64_t* row = r.get() + y * n;
      for (std::size_t i = 0; i < n; ++i) {
        empty[i] = s.empty(y, i);
        seeds[i] = row[i] | (y > 0 ? *(row - n + i) : 0) | (y + 1 < h ? row[n + i] : 0);
      }
      fill_runs(empty.data(), seeds.data(), seeds.data(), n);
      if (!std::equal(seeds.begin(), seeds.end(), row)) {
        std::copy(seeds.begin(), seeds.end(), row);
        for (const std::size_t mark : {y, y + 2}) {
          marked += dirty[mark] == 0 && mark >= 1 && mark <= h;
          dirty[mark] |= static_cast<std::uint8_t>(mark >= 1 && mark <= h);
        }
      }
    }
  }
  return r;
}

}  // namespace

std::optional<Territory> fill_territory(const Grid& g, unsigned threads, std::uint64_t budget) {
  threads = threads_for(threads, 1, 1);
  Stones s;
  s.width = g.width();
  s.height = g.height();
  s.words = (static_cast<std::size_t>(s.width) + 63) / 64;
  s.last = s.width % 64 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (s.width % 64)) - 1;
  const std::size_t total = s.words * static_cast<std::size_t>(s.height);
  s.black.reset(new std::uint64_t[total]);
  s.white.reset(new std::uint64_t[total]);
  const int mid = s.height / 2;
  run_both(threads, [&] { read_rows(g, s, 0, mid); }, [&] { read_rows(g, s, mid, s.height); });
  Words black;
  Words white;
  run_both(threads, [&] { black = reach(s, s.black.get(), budget); },
           [&] { white = reach(s, s.white.get(), budget); });
  if (black == nullptr || white == nullptr) return std::nullopt;
  Territory t;
  std::uint64_t empty = 0;
  for (std::size_t y = 0; y < static_cast<std::size_t>(s.height); ++y) {
    for (std::size_t i = 0; i < s.words; ++i) {
      const std::size_t at = y * s.words + i;
      t.black_stones += static_cast<std::uint64_t>(swar::bits(s.black[at]));
      t.white_stones += static_cast<std::uint64_t>(swar::bits(s.white[at]));
      t.black_territory += static_cast<std::uint64_t>(swar::bits(black[at] & ~white[at]));
      t.white_territory += static_cast<std::uint64_t>(swar::bits(white[at] & ~black[at]));
      empty += static_cast<std::uint64_t>(swar::bits(s.empty(y, i)));
    }
  }
  t.neutral = empty - t.black_territory - t.white_territory;
  return t;
}

}  // namespace tengen::go
