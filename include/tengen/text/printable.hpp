#pragma once
/// \file
/// Text from an input made safe to show in a one-line message: no byte of it can break the line or
/// reach a terminal as a control sequence.

#include <string>
#include <string_view>

namespace tengen::text {

/// s with every control byte (below 0x20, and 0x7F) written as an escape (\t, \n, \r, or \xNN, the
/// escape character 0x1B as \x1b), and every byte that is not part of well-formed UTF-8 as \xNN;
/// the rest, UTF-8 text included, as it is. O(length).
std::string printable(std::string_view s);

}  // namespace tengen::text
