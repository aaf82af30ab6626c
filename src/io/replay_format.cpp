#include "tengen/io/replay_format.hpp"

#include <fmt/format.h>

namespace tengen::io {

std::string move_label(std::int64_t k) { return fmt::format("move {}", k); }

Result<std::int64_t> ReplayReader::read_count() {
  std::int64_t m = 0;
  switch (in_.next(m)) {
    case Scan::End: return Error{"the input is empty: expected the number of moves", in_.position(), "move count"};
    case Scan::Bad: return Error{in_.bad_reason(), in_.position(), "move count"};
    case Scan::Number: break;
  }
  if (m < 0) return Error{fmt::format("the number of moves is {}, not at least 0", m), in_.position(), "move count"};
  count_ = m;
  return m;
}

Error ReplayReader::move_error(std::int64_t k, Scan scan) const {
  if (scan == Scan::Bad) return Error{in_.bad_reason(), in_.position(), move_label(k)};
  return Error{fmt::format("the input ends after {} of the {} moves", k - 1, count_), in_.position(), move_label(k)};
}

Result<Ok> ReplayReader::read_end() {
  std::int64_t extra = 0;
  switch (in_.next(extra)) {
    case Scan::End: return Ok{};
    case Scan::Bad: return Error{in_.bad_reason(), in_.position(), fmt::format("after move {}", count_)};
    case Scan::Number: break;
  }
  return Error{fmt::format("unexpected {} after the last of the {} moves", extra, count_), in_.position(),
               fmt::format("after move {}", count_)};
}

}  // namespace tengen::io
