#include "sgf/structural_index.hpp"

#include <cstring>

#include "swar.hpp"

namespace tengen::sgf {

void StructuralIndex::reserve(std::size_t bytes) {
  // Room for every byte and the sentinels; the 64 bytes of a block's positions are written whole.
  at_ = std::make_unique_for_overwrite<std::uint32_t[]>(bytes + kSentinels + 64);
  size_ = 0;
}

void StructuralIndex::seal(std::size_t bytes) {
  for (std::size_t k = size_; k < size_ + kSentinels; ++k) at_[k] = static_cast<std::uint32_t>(bytes);
}

StructuralIndex StructuralIndex::scalar(std::string_view bytes, bool double_byte) {
  StructuralIndex index;
  index.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (is_structural(static_cast<unsigned char>(bytes[i]), double_byte)) index.at_[index.size_++] = static_cast<std::uint32_t>(i);
  }
  index.seal(bytes.size());
  return index;
}

#if defined(__SSE2__)
namespace {

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
std::uint32_t* index_blocks(std::string_view bytes, Marks marks, std::uint32_t* out) {
  std::size_t i = 0;
  for (; i + 64 <= bytes.size(); i += 64) out = swar::positions(swar::sse::bits64(bytes.data() + i, marks), static_cast<std::uint32_t>(i), out);
  if (i < bytes.size()) {
    // The last partial block, padded with zero bytes (never structural).
    char tail[64] = {};
    std::memcpy(tail, bytes.data() + i, bytes.size() - i);
    out = swar::positions(swar::sse::bits64(tail, marks), static_cast<std::uint32_t>(i), out);
  }
  return out;
}

}  // namespace

StructuralIndex::StructuralIndex(std::string_view bytes, bool double_byte) {
  reserve(bytes.size());
  std::uint32_t* const begin = at_.get();
  std::uint32_t* const end = double_byte ? index_blocks(bytes, DoubleByteMarks{}, begin) : index_blocks(bytes, SingleByteMarks{}, begin);
  size_ = static_cast<std::size_t>(end - begin);
  seal(bytes.size());
}
#else
StructuralIndex::StructuralIndex(std::string_view bytes, bool double_byte) { *this = scalar(bytes, double_byte); }
#endif

}  // namespace tengen::sgf
