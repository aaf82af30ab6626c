#include "tengen/text/token_reader.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>

#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tengen/text/file.hpp"



namespace tengen::text {
namespace {
constexpr std::size_t kBlock = std::size_t{1} << 20;
}  // namespace

TokenReader::TokenReader(int fd, std::function<void()> before_read) : fd_(fd), before_read_(std::move(before_read)) {
  if (map_input()) return;
  storage_.reset(new char[kBlock]);
  base_ = pos_ = end_ = storage_.get();
}

bool TokenReader::map_input() {
  std::optional<MappedRest> mapped = map_rest(fd_, kMapBytes);
  if (!mapped) return false;
  mapping_ = std::move(mapped->pages);
  base_ = pos_ = mapped->rest.data();
  end_ = pos_ + mapped->rest.size();
  eof_ = true;
  return true;
}

TokenReader::TokenReader(std::string_view text) : eof_(true) {
  base_ = pos_ = text.data();
  end_ = text.data() + text.size();
}

bool TokenReader::refill() {
  if (eof_) return false;
  const std::size_t keep = static_cast<std::size_t>(end_ - pos_);
  consumed_ += static_cast<std::uint64_t>(pos_ - storage_.get());
  std::memmove(storage_.get(), pos_, keep);
  pos_ = storage_.get();
  end_ = pos_ + keep;
  if (before_read_) before_read_();
  const long n = read_some(fd_, storage_.get() + keep, kBlock - keep);
  if (n > 0) {
    end_ += n;
    return true;
  }
  if (n < 0) bad_reason_ = fmt::format("cannot read the input: {}", std::strerror(errno));
  eof_ = true;
  return false;
}

Scan TokenReader::next_slow(std::int64_t& value) {
  for (;;) {
    pos_ = skip_space(pos_, end_, line_, line_start_);
    if (pos_ < end_) break;
    if (!refill()) {
      mark_token();
      return bad_reason_.empty() ? Scan::End : Scan::Bad;
    }
  }
  // Read ahead until the token is whole: white space after it, or the end of the input. Only
  // while it may go on: a token already ended by white space is answered without waiting for
  // more input (interactive use). However many leading zeros a number has, it is one token, even
  // across reads (offsets from pos_ stay valid when refill() moves the bytes).
  // A token as long as the block cannot be told from one that goes on: it is refused, whatever the
  // input (a mapped file could hold it, a pipe could not; the same bytes get the same answer).
  constexpr auto kLongest = static_cast<std::ptrdiff_t>(kBlock);
  std::ptrdiff_t scanned = 0;
  auto ended = [&] {
    for (; pos_ + scanned < end_ && scanned < kLongest; ++scanned) {
      if (is_space(pos_[scanned])) return true;
    }
    return false;
  };
  while (!ended() && end_ - pos_ < kLongest && refill()) {
  }
  if (!bad_reason_.empty()) return Scan::Bad;
  if (scanned == kLongest) {
    mark_token();
    bad_reason_ = fmt::format("a token of {} MiB or more", kBlock >> 20);
    return Scan::Bad;
  }
  mark_token();
  const char* p = pos_;
  const bool negative = *p == '-';
  if (negative || *p == '+') ++p;
  std::uint64_t v = 0;
  const char* digits = p;
  bool overflow = false;
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  while (p < end_ && is_digit(*p)) {
    const auto d = static_cast<std::uint64_t>(*p - '0');
    if (v > (kMax + (negative ? 1 : 0) - d) / 10) overflow = true;
    if (!overflow) v = v * 10 + d;
    ++p;
  }
  const bool ends_well = p == end_ || is_space(*p) || ((*p == '-' || *p == '+') && p > digits);
  if (p > digits && ends_well && !overflow) {
    pos_ = p;
    value = negative ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v);
    return Scan::Number;
  }
  // Show the offending token (up to white space, shortened) in the message.
  const char* q = pos_;
  while (q < end_ && !is_space(*q) && q - pos_ < 20) ++q;
  std::string shown;
  for (const char* c = pos_; c < q; ++c) {
    const auto u = static_cast<unsigned char>(*c);
    shown += (u >= 0x20 && u < 0x7f) ? std::string(1, *c) : fmt::format("\\x{:02x}", u);
  }
  if (q < end_ && !is_space(*q)) shown += "...";
  bad_reason_ = overflow ? fmt::format("'{}' is too large a number", shown)
                         : fmt::format("'{}' is not an integer", shown);
  return Scan::Bad;
}

Error scan_error(const TokenReader& in, Scan scan, std::string_view expected, std::string label) {
  if (scan == Scan::Bad) return Error{in.bad_reason(), in.position(), std::move(label)};
  return Error{fmt::format("the input ends where {} should be", expected), in.position(), std::move(label)};
}


TokenReader TokenReader::fork() const {
  TokenReader part(std::string_view(pos_, static_cast<std::size_t>(end_ - pos_)));
  part.consumed_ = offset_of(pos_);
  part.line_ = line_;
  part.line_start_ = line_start_;
  return part;
}

void TokenReader::join(const TokenReader& other) {
  // Both read the same memory, and offsets are of the whole input: only the bases differ.
  pos_ = other.pos_;
  token_ = other.token_;
  line_ = other.line_;
  line_start_ = other.line_start_;
  bad_reason_ = other.bad_reason_;
}

}  // namespace tengen::text
