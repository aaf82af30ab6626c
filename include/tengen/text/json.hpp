#pragma once
/// \file
/// JSON written with fmt, the one way tengen writes it: the bytes nlohmann::json's
/// dump(-1, ' ', false, error_handler_t::replace) writes for the same value (no spaces, keys in
/// the order given, UTF-8 kept, invalid UTF-8 replaced by U+FFFD, control characters escaped), so
/// that any JSON library reads it and a test can hold every line to nlohmann's own writing.

#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace tengen::text {

/// Appends s as a JSON string, quotes included: '"' and '\\' escaped, \b \f \n \r \t as such,
/// other bytes below 0x20 as \u00XX, and so the C1 controls U+0080 to U+009F and U+2028, U+2029
/// (line breaks to some readers); other valid UTF-8 as it is, and each invalid sequence (its
/// longest start that could begin a character, or a single byte) as U+FFFD. O(length).
void append_json_string(fmt::memory_buffer& out, std::string_view s);

/// Appends a number as JSON: a whole value of magnitude below 9e15 as an integer ("7"), any other
/// finite value in the shortest form that reads back exactly, laid out as nlohmann writes a double
/// ("6.5", "0.0001", "1e-05", "1e+16"), and a value that is not finite as null. (nlohmann's Grisu2
/// is not always the shortest: for a decimal of 4 or more digits after the point it may write a
/// digit or two more, 465308.90870000003 for 465308.9087. tengen's numbers have at most 3.)
void append_json_number(fmt::memory_buffer& out, double v);

/// The opening of a JSON record of a run: "{", and when the run reads several inputs (`file` not
/// null) "\"file\":NAME," first, so that a case number and its file name every record uniquely.
std::string json_record_start(const std::string* file);

/// Writes one JSON value into a buffer, commas and nesting kept: begin_object(), key() and a value
/// (or a nested object or array), end_object(). Nesting up to 64 levels.
class JsonWriter {
 public:
  explicit JsonWriter(fmt::memory_buffer& out) : out_(out) {}

  void begin_object() { open('{'); }
  /// begin_object(), and the member "file" when `file` is given (json_record_start's opening).
  void begin_record(const std::string* file) {
    begin_object();
    if (file != nullptr) field("file", std::string_view(*file));
  }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  /// The key of the next member of the object open now.
  void key(std::string_view k) {
    separate();
    append_json_string(out_, k);
    out_.push_back(':');
    after_key_ = true;
  }

  void value(std::string_view s) {
    separate();
    append_json_string(out_, s);
  }
  void value(const char* s) { value(std::string_view(s)); }
  void value(bool b) {
    separate();
    append(b ? "true" : "false");
  }
  void value(std::int64_t v) {
    separate();
    fmt::format_to(std::back_inserter(out_), "{}", v);
  }
  void value(std::uint64_t v) {
    separate();
    fmt::format_to(std::back_inserter(out_), "{}", v);
  }
  void value(int v) { value(static_cast<std::int64_t>(v)); }
  void value(unsigned v) { value(static_cast<std::uint64_t>(v)); }
  /// A number as append_json_number writes it.
  void value(double v) {
    separate();
    append_json_number(out_, v);
  }
  void null() {
    separate();
    append("null");
  }
  /// A member: key(k), then value(v).
  template <class T>
  void field(std::string_view k, const T& v) {
    key(k);
    value(v);
  }

 private:
  void append(std::string_view s) { out_.append(s.data(), s.data() + s.size()); }
  // A comma before every element of an array and member of an object but the first.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (depth_ > 0 && (started_ >> (depth_ - 1) & 1) != 0) out_.push_back(',');
    if (depth_ > 0) started_ |= std::uint64_t{1} << (depth_ - 1);
  }
  void open(char c) {
    separate();
    out_.push_back(c);
    started_ &= ~(std::uint64_t{1} << depth_);
    ++depth_;
  }
  void close(char c) {
    --depth_;
    out_.push_back(c);
  }

  fmt::memory_buffer& out_;
  unsigned depth_ = 0;
  std::uint64_t started_ = 0;  // bit d: the container at depth d has an element already
  bool after_key_ = false;
};

}  // namespace tengen::text
