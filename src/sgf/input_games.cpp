#include "tengen/sgf/input_games.hpp"

#include <new>

#include "tengen/threads.hpp"

namespace tengen::sgf {

std::uint64_t ParsedInput::read(text::Input& in, std::size_t k) {
  input = k;
  out_of_memory = false;
  try {
    Result<std::string> bytes = in.read_whole();
    if (bytes) {
      parse_file(*bytes, file, false);
    } else {
      file = {};
      file.error = bytes.error();
    }
  } catch (const std::bad_alloc&) {
    out_of_memory = true;
    file = {};
  }
  return file.bytes_held();
}

void ParsedInput::release() {
  if (file.bytes_held() > kKeptBytes) file = {};
}

InputGames::InputGames(text::Input& input, ParsedInput* parsed) {
  if (parsed != nullptr && parsed->out_of_memory) throw std::bad_alloc();
  if (parsed == nullptr) bytes_ = input.read_whole();
  if (parsed == nullptr && bytes_) reader_.emplace(*bytes_);
  games_.emplace(parsed != nullptr ? parsed->file : own_, reader_ ? &*reader_ : nullptr);
  source_.emplace([this](InputGame& g) { return games_->next(g); },
                  [this] { return out_of_memory(Error{"", {}, games_->label(games_->given() + 1)}); },
                  reader_ && bytes_->size() >= kReadAheadFrom && second_core());
}

Result<const InputGame*> InputGames::next() {
  if (!bytes_) return bytes_.error();
  return source_->next();
}

}  // namespace tengen::sgf
