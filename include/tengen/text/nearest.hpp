#pragma once
/// \file
/// The word a mistyped word was meant to be: for "did you mean" in messages.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::text {

/// The edit (Levenshtein) distance between a and b: insertions, deletions and substitutions of
/// single bytes. O(|a| |b|) time, O(|b|) memory.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// The word of `words` nearest to `word`: one that starts with it (a non-empty prefix counts as one
/// edit), else the first at the least distance, if that is at most `most`; otherwise "".
std::string_view nearest(std::string_view word, const std::vector<std::string_view>& words, std::size_t most = 2);

/// " (did you mean 'capture'?)" when nearest(word, words) finds one, else "": the end of a message
/// about a mistyped word.
std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& words);

/// "WORD not in {a,b,c}" and did_you_mean(word, words): the message about a word that is none of
/// `words`.
std::string not_among(std::string_view word, const std::vector<std::string_view>& words);

}  // namespace tengen::text
