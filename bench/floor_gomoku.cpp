// The floor for F3: opens and reads every game record named, parses every integer (a plain loop
// over the bytes), and writes a line per game. No analysis at all.
#include <cstdint>
#include <cstdio>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv) {
  std::vector<char> buffer(1 << 16);
  std::vector<char> out;
  for (int i = 1; i < argc; ++i) {
    const int fd = ::open(argv[i], O_RDONLY);
    if (fd < 0) return 1;
    std::int64_t value = 0;
    std::int64_t sum = 0;
    std::int64_t numbers = 0;
    bool in_number = false;
    for (ssize_t n; (n = ::read(fd, buffer.data(), buffer.size())) > 0;) {
      for (ssize_t j = 0; j < n; ++j) {
        const char c = buffer[static_cast<std::size_t>(j)];
        if (c >= '0' && c <= '9') {
          value = value * 10 + (c - '0');
          in_number = true;
        } else if (in_number) {
          sum += value;
          ++numbers;
          value = 0;
          in_number = false;
        }
      }
    }
    ::close(fd);
    const char line[] = "no result after 0 moves\n";
    out.insert(out.end(), line, line + sizeof line - 1);
    out[out.size() - 8] = static_cast<char>('0' + (numbers + sum) % 10);
    if (out.size() > (1 << 16)) {
      if (::write(1, out.data(), out.size()) < 0) return 1;
      out.clear();
    }
  }
  return ::write(1, out.data(), out.size()) < 0 ? 1 : 0;
}
