#pragma once
/// \file
/// The library's version.

namespace tengen {

/// "major.minor.patch" of this build.
inline constexpr const char* kVersion = "0.1.0";

}  // namespace tengen
