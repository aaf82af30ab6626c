#include "tengen/io/replay_format.hpp"

#include <fmt/format.h>

#include "tengen/io/classic.hpp"

namespace tengen::io {

std::string move_label(std::int64_t k) { return fmt::format("move {}", k); }

Result<std::int64_t> ReplayReader::read_count() {
  Result<std::int64_t> count = io::read_count(in_, "moves", "move count");
  if (count) count_ = *count;
  return count;
}

Error ReplayReader::move_error(std::int64_t k, Scan scan) const {
  if (scan == Scan::Bad) return Error{in_.bad_reason(), in_.position(), move_label(k)};
  return Error{fmt::format("the input ends after {} of the {} moves", k - 1, count_), in_.position(), move_label(k)};
}

Result<Ok> ReplayReader::read_end() { return io::read_end(in_, "move", "moves", count_); }

}  // namespace tengen::io
