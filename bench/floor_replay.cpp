// The floor for R2: reads a replay input as tengen does (1 MiB blocks, every integer parsed, a sign
// may be glued) and writes output of the same shape ("B W" per move), with no analysis at all.
#include <cstdint>
#include <cstring>
#include <vector>

#include <unistd.h>

int main() {
  std::vector<char> in(1 << 20);
  std::vector<char> out;
  out.reserve(1 << 17);
  std::size_t len = 0;
  std::size_t pos = 0;
  bool eof = false;
  auto refill = [&] {
    std::memmove(in.data(), in.data() + pos, len - pos);
    len -= pos;
    pos = 0;
    const ssize_t n = ::read(0, in.data() + len, in.size() - len);
    if (n <= 0) eof = true;
    else len += static_cast<std::size_t>(n);
  };
  auto flush = [&] {
    if (::write(1, out.data(), out.size()) < 0) return;
    out.clear();
  };
  auto next = [&](std::int64_t& v) {
    for (;;) {
      while (pos < len && (in[pos] == ' ' || in[pos] == '\n' || in[pos] == '\r' || in[pos] == '\t')) ++pos;
      if (len - pos >= 24 || eof) break;
      refill();
    }
    if (pos >= len) return false;
    const bool neg = in[pos] == '-';
    if (neg) ++pos;
    std::int64_t x = 0;
    while (pos < len && in[pos] >= '0' && in[pos] <= '9') x = x * 10 + (in[pos++] - '0');
    v = neg ? -x : x;
    return true;
  };
  std::int64_t m = 0;
  if (!next(m)) return 1;
  for (std::int64_t k = 0; k < m; ++k) {
    std::int64_t r = 0;
    std::int64_t c = 0;
    if (!next(r) || !next(c)) return 1;
    const char line[4] = {static_cast<char>('0' + (r & 0)), ' ', static_cast<char>('0' + (c & 0)), '\n'};
    out.insert(out.end(), line, line + 4);
    if (out.size() >= (1 << 16)) flush();
  }
  flush();
  return 0;
}
