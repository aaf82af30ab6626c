#pragma once
/// \file
/// Numbers as people write them in options, game records and protocol commands: decimal only, so
/// that "010" is ten, "0x10" is no number, and "nan", "inf" and "1e308" are refused.

#include <cstdint>
#include <optional>
#include <string_view>

namespace tengen::text {

/// The largest komi accepted anywhere (options, SGF KM, GTP komi).
inline constexpr double kMaxKomi = 1e6;

/// A whole number written with decimal digits only (no sign, no space), at most `max`; nothing
/// otherwise. O(length).
std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t max);

/// A decimal number: an optional sign, digits, and optionally a point with more digits ("6.5",
/// "-3", "+0.5", "7.", ".5"); nothing else (no exponent, hexadecimal, inf, nan or spaces), and
/// nothing when its magnitude is above `limit`. O(length).
std::optional<double> parse_decimal(std::string_view text, double limit);

}  // namespace tengen::text
