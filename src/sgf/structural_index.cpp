#include "sgf/structural_index.hpp"

#include <algorithm>
#include <cassert>
#include <cstring>

#include "swar.hpp"

#ifndef TENGEN_SGF_WINDOW_BYTES
#define TENGEN_SGF_WINDOW_BYTES (16 << 10)
#endif

namespace tengen::sgf {

const std::size_t StructuralIndex::kWindowBytes = TENGEN_SGF_WINDOW_BYTES;

namespace {

std::uint32_t* index_scalar(std::string_view bytes, std::size_t base, bool double_byte, std::uint32_t* out) {
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (is_structural(static_cast<unsigned char>(bytes[i]), double_byte)) *out++ = static_cast<std::uint32_t>(base + i);
  }
  return out;
}

#if defined(__SSE2__)
// Function objects, not functions: each block's tests are inlined into its loop.
struct SingleByteMarks {
  __m128i operator()(__m128i v) const { return swar::sse::bytes_among<'(', ')', ';', '[', ']', '\\', '\n'>(v); }
};
struct DoubleByteMarks {
  __m128i operator()(__m128i v) const {
    return _mm_or_si128(SingleByteMarks{}(v), swar::sse::bytes_within(v, static_cast<char>(0x81), 0x7F));
  }
};

template <class Marks>
std::uint32_t* index_blocks(std::string_view bytes, std::size_t base, Marks marks, std::uint32_t* out) {
  std::size_t i = 0;
  for (; i + 64 <= bytes.size(); i += 64) {
    out = swar::positions(swar::sse::bits64(bytes.data() + i, marks), static_cast<std::uint32_t>(base + i), out);
  }
  if (i < bytes.size()) {
    // The last partial block, padded with zero bytes (never structural).
    char tail[64] = {};
    std::memcpy(tail, bytes.data() + i, bytes.size() - i);
    out = swar::positions(swar::sse::bits64(tail, marks), static_cast<std::uint32_t>(base + i), out);
  }
  return out;
}
#endif

}  // namespace

StructuralIndex::StructuralIndex(std::string_view bytes, bool double_byte, std::size_t window_bytes, Method method)
    : bytes_(bytes), double_byte_(double_byte), method_(method), window_bytes_(window_bytes) {
  assert(window_bytes_ > 0 && window_bytes_ % 64 == 0);
  // The entries kept from the last window, a window's (no more than the text has bytes), the
  // sentinel.
  at_ = std::make_unique_for_overwrite<std::uint32_t[]>(kSentinels + std::min(window_bytes_, bytes.size()) + kSentinels);
  while (filled_ < kSentinels) index_more();
}

void StructuralIndex::index_more() {
  if (indexed_ == bytes_.size()) {
    for (std::size_t s = 0; s < kSentinels; ++s) at_[filled_++] = static_cast<std::uint32_t>(bytes_.size());
    sealed_ = true;
    return;
  }
  const std::string_view window = bytes_.substr(indexed_, window_bytes_);
  std::uint32_t* const begin = at_.get() + filled_;
  std::uint32_t* end = nullptr;
#if defined(__SSE2__)
  if (method_ == Method::Sse) {
    end = double_byte_ ? index_blocks(window, indexed_, DoubleByteMarks{}, begin)
                       : index_blocks(window, indexed_, SingleByteMarks{}, begin);
  }
#endif
  if (end == nullptr) end = index_scalar(window, indexed_, double_byte_, begin);
  filled_ += static_cast<std::size_t>(end - begin);
  indexed_ += window.size();
}

std::size_t StructuralIndex::slide(std::size_t k) {
  assert(k <= filled_);
  // Fewer than kSentinels entries from k on: none of them is the sentinel's first, which a walk
  // never passes, so the text after them is still to index.
  std::memmove(at_.get(), at_.get() + k, (filled_ - k) * sizeof(std::uint32_t));
  filled_ -= k;
  while (filled_ < kSentinels && !sealed_) index_more();
  return 0;
}

std::size_t StructuralIndex::skip_to(std::size_t k, std::size_t offset) {
  assert(k < filled_ && at_[k] <= bytes_.size() && offset <= bytes_.size());
  const std::uint32_t* const found = std::lower_bound(at_.get() + k, at_.get() + filled_, static_cast<std::uint32_t>(offset));
  if (found != at_.get() + filled_) return keep(static_cast<std::size_t>(found - at_.get()));
  // Every entry held is before `offset`: the window starts again there (the text between the last
  // one and `offset` holds no structural byte, or lies past the window and is skipped).
  filled_ = 0;
  indexed_ = std::max(indexed_, offset);
  while (filled_ < kSentinels && !sealed_) index_more();
  return 0;
}

std::size_t StructuralIndex::finish() {
  indexed_ = bytes_.size();
  filled_ = 0;
  sealed_ = false;
  index_more();
  return 0;
}

}  // namespace tengen::sgf
