#pragma once
// The SGF files of the shared corpus, for the tests that read it (unit and GTP tests alike): the
// standard library alone, so that a test linking no part of tengen can use it.

#include <algorithm>
#include <filesystem>
#include <vector>

namespace tengen::testing {

/// The .sgf files under `corpus`, in name order; none when it is absent.
inline std::vector<std::filesystem::path> sgf_files(const std::filesystem::path& corpus) {
  std::vector<std::filesystem::path> paths;
  if (!std::filesystem::exists(corpus)) return paths;
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus)) {
    if (e.path().extension() == ".sgf") paths.push_back(e.path());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

}  // namespace tengen::testing
