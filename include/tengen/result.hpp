#pragma once
/// \file
/// Expected failures as values: an Error carries a message and where in the input it happened.

#include <cassert>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace tengen {

/// A place in a text input; line and column are 1-based, column counts bytes.
struct TextPosition {
  std::uint64_t line = 1;
  std::uint64_t column = 1;
};

/// What went wrong with an input, and where. `case_label` names the case ("move 6", "case 2")
/// when the reader knows it; it is empty otherwise.
struct Error {
  std::string message;
  TextPosition position{};
  std::string case_label{};
};

/// The error as its one line says it: "FILE:LINE:COL: message", or "FILE:LINE:COL: CASE: message"
/// when it names its case.
inline std::string describe(const std::string& file, const Error& e) {
  std::string out = file + ':' + std::to_string(e.position.line) + ':' + std::to_string(e.position.column) + ": ";
  if (!e.case_label.empty()) out += e.case_label + ": ";
  return out + e.message;
}

/// Either a value or an Error. Accessing the wrong alternative is a programmer error (assert).
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}          // NOLINT(google-explicit-constructor)
  Result(Error error) : state_(std::move(error)) {}      // NOLINT(google-explicit-constructor)

  /// True when the result holds a value.
  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  /// The value; precondition: ok().
  T& value() { assert(ok()); return std::get<0>(state_); }
  const T& value() const { assert(ok()); return std::get<0>(state_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  /// The error; precondition: !ok().
  Error& error() { assert(!ok()); return std::get<1>(state_); }
  const Error& error() const { assert(!ok()); return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

/// The value type of a Result that carries nothing on success.
struct Ok {};

/// "case k": the label of an Error in the k-th case of an input (k from 1).
inline std::string case_label(std::uint64_t k) { return "case " + std::to_string(k); }

/// "move k": the label of an Error at the k-th move of a game (k from 1).
inline std::string move_label(std::int64_t k) { return "move " + std::to_string(k); }

/// A case label inside another: "game 2" and "move 10" give "game 2, move 10"; either alone when
/// the other is empty. O(length).
inline std::string nested_label(const std::string& outer, const std::string& inner) {
  return outer.empty() || inner.empty() ? outer + inner : outer + ", " + inner;
}

/// The Error of an input the machine has no memory for ("not enough memory for this input"), at
/// `where`'s position and case: running out of memory on an input is bad input for this machine.
inline Error out_of_memory(Error where) {
  where.message = "not enough memory for this input";
  return where;
}

}  // namespace tengen
