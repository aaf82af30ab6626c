#pragma once
/// \file
/// Numbers as people write them in options, game records and protocol commands: decimal only, so
/// that "010" is ten, "0x10" is no number, and "nan", "inf" and "1e308" are refused.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::text {

/// The largest komi accepted anywhere (options, SGF KM, GTP komi), and the most digits it may
/// have after the point: a komi is a whole number of thousandths, so that every score written with
/// it is exact.
inline constexpr std::uint64_t kMaxKomi = 1'000'000;
inline constexpr int kKomiDecimals = 3;

/// A whole number written with decimal digits only (no sign, no space), at most `max`; nothing
/// otherwise. O(length).
std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t max);

/// A decimal number: an optional sign, digits, and optionally a point with more digits ("6.5",
/// "-3", "+0.5", "7.", ".5"); nothing else (no exponent, hexadecimal, inf, nan or spaces), nothing
/// when its magnitude is above `limit` (compared exactly: 1000000.0000000001 is above 1000000),
/// and nothing when it has more than `max_decimals` digits after the point, its trailing zeros
/// aside. The double nearest to the decimal; zero is +0 whatever its sign ("-0" is no komi of
/// its own to print as "-0"). O(length).
std::optional<double> parse_decimal(std::string_view text, std::uint64_t limit, int max_decimals = 100);

/// `n` and the unit, plural unless n is 1, as messages count things: "1 move", "3 moves". O(1).
std::string counted(std::uint64_t n, std::string_view unit);

/// A komi: parse_decimal(text, kMaxKomi, kKomiDecimals).
std::optional<double> parse_komi(std::string_view text);

}  // namespace tengen::text
