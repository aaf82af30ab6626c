#pragma once
/// \file
/// Text from an input made safe to show in a one-line message: no byte of it can break the line or
/// reach a terminal as a control sequence.

#include <string>
#include <string_view>

namespace tengen::text {

/// s with every control byte (below 0x20, and 0x7F) written as an escape (\t, \n, \r, or \xNN, the
/// escape character 0x1B as \x1b), every byte that is not part of well-formed UTF-8 as \xNN, and
/// the bytes of the characters that show nothing but change how the rest shows as \xNN too (C1
/// controls U+0080-U+009F, U+061C, U+200B-U+200F, U+2028-U+202E, U+2060-U+2069, the byte-order mark
/// U+FEFF); the rest, UTF-8 text included, as it is. O(length).
std::string printable(std::string_view s);

}  // namespace tengen::text
