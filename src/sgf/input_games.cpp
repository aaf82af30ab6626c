#include "tengen/sgf/input_games.hpp"

#include <new>
#include <utility>

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

InputGames::InputGames(text::Input& input, ParsedInput* parsed, AnswerAhead ahead, std::uint64_t answer_ahead_from)
    : ahead_(std::move(ahead)), answer_ahead_from_(answer_ahead_from) {
  if (parsed != nullptr && parsed->out_of_memory) throw std::bad_alloc();
  if (parsed == nullptr) bytes_ = input.map_whole();
  if (parsed == nullptr && bytes_) reader_.emplace(bytes_->view());
  games_.emplace(parsed != nullptr ? parsed->file : own_, reader_ ? &*reader_ : nullptr);
  const bool pipelined = reader_ && bytes_->view().size() >= kReadAheadFrom && second_core();
  if (!pipelined) ahead_ = {};  // read here: nothing is ever ahead
  if (ahead_) ahead_out_.emplace(ahead_text_);
  source_.emplace([this](InputGame& g) { return read(g); },
                  [this] { return out_of_memory(Error{"", {}, games_->label(games_->given() + 1)}); }, pipelined);
}

Result<bool> InputGames::read(InputGame& g) {
  Result<bool> more = games_->next(g);
  g.answered = false;
  g.answer.clear();
  if (!ahead_ || declined_ || !more || !*more) return more;
  const bool clean = g.record && g.warnings.empty() && g.record->warnings.empty();
  if (++read_ - taken_.load(std::memory_order_relaxed) < answer_ahead_from_ || !clean) return more;
  g.answered = ahead_(*g.record, *ahead_out_);
  // A game declined is one that fails at its turn (a move the rules refuse) and ends the input:
  // the games after it would be answered for nothing.
  declined_ = !g.answered;
  ahead_out_->flush();
  if (g.answered) g.answer.swap(ahead_text_);  // the game's old room comes back for the next
  ahead_text_.clear();
  return more;
}

Result<const InputGame*> InputGames::next() {
  if (!bytes_) return bytes_.error();
  taken_.fetch_add(1, std::memory_order_relaxed);
  return source_->next();
}

}  // namespace tengen::sgf
