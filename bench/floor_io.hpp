#pragma once
// What every floor program shares, as a plain C program would write it: one loop over the bytes of
// standard input (1 MiB blocks) that builds each integer digit by digit and hands it to the
// workload's own counting; output in 64 KiB blocks. No function call per token, no analysis.
#include <cstdint>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace floor_io {

/// Calls on_number(v) for every integer of standard input, in order (a '-' just before the digits
/// makes it negative), until the input ends or on_number returns false.
template <class OnNumber>
void scan(OnNumber&& on_number) {
  static char block[1 << 20];
  std::int64_t v = 0;
  bool in_number = false;
  bool negative = false;
  for (ssize_t n; (n = ::read(0, block, sizeof block)) > 0;) {
    for (ssize_t i = 0; i < n; ++i) {
      const unsigned digit = static_cast<unsigned char>(block[i]) - unsigned{'0'};
      if (digit < 10) {
        v = v * 10 + digit;
        in_number = true;
        continue;
      }
      if (in_number) {
        if (!on_number(negative ? -v : v)) return;
        v = 0;
        in_number = false;
      }
      negative = block[i] == '-';
    }
  }
  if (in_number) on_number(negative ? -v : v);
}

class Writer {
 public:
  ~Writer() { flush(); }
  void write(std::string_view s) {
    out_.insert(out_.end(), s.begin(), s.end());
    if (out_.size() >= (1 << 16)) flush();
  }
  void flush() {
    if (!out_.empty() && ::write(1, out_.data(), out_.size()) < 0) return;
    out_.clear();
  }

 private:
  std::vector<char> out_;
};

}  // namespace floor_io
