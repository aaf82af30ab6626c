#pragma once
/// \file
/// The games of an SGF input as the analyses answer them: from trees parsed ahead of their turn
/// (a run over many files), or from the input read here, a large input's games on the other core
/// ahead of the answers.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "tengen/result.hpp"
#include "tengen/sgf/game.hpp"
#include "tengen/sgf/tree.hpp"
#include "tengen/text/case_pipeline.hpp"
#include "tengen/text/file.hpp"
#include "tengen/text/input.hpp"
#include "tengen/text/output.hpp"

namespace tengen::sgf {

/// An SGF input read whole and its trees parsed ahead of its turn (text::ReadAhead's Prepare,
/// on the reading thread): slot k % n of a ring of n holds input k. Its records are left to be read
/// at its turn, on the answering thread, so that the two threads share the work.
struct ParsedInput {
  /// The most memory a slot keeps once its input is answered (release()).
  static constexpr std::uint64_t kKeptBytes = std::uint64_t{256} << 10;

  std::size_t input = SIZE_MAX;  ///< the input held (0-based in the run), SIZE_MAX for none
  bool out_of_memory = false;    ///< reading or parsing it ran out of memory
  ParsedFile file;               ///< its trees without their records, or file.error: it could not be read

  /// Reads `in` whole as input `k` and parses its trees, in place of what the slot held (keeping
  /// its memory); never throws std::bad_alloc (out_of_memory says so instead). Returns the bytes
  /// it holds (ParsedFile::bytes_held). O(bytes).
  std::uint64_t read(text::Input& in, std::size_t k);

  /// Frees what it holds when that is more than kKeptBytes: a large tree is not kept until the slot
  /// comes round again. O(1) when kept.
  void release();
};

/// Answers a game that reads without a warning or an error, ahead of its turn and on another
/// thread: true with its answers' text written to the Output; false when it must be answered at its
/// turn (what it wrote is dropped).
using AnswerAhead = std::function<bool(const GameRecord&, text::Output&)>;

/// The games of one SGF input, in order, with their labels. Neither copied nor moved; `input` and
/// `parsed` must outlive it.
class InputGames {
 public:
  /// Bytes of an input read here from which its games are read on the other core (when there is
  /// one) while this one answers those before them.
  static constexpr std::uint64_t kReadAheadFrom = std::uint64_t{256} << 10;
  /// Games a batch of that pipeline holds: few, so that the records in flight (four batches) stay
  /// in the cache and their memory is touched once (a 10,000-game collection replayed in 24% less
  /// time than with 256, the batch of a classic input's cases).
  static constexpr std::size_t kGamesABatch = 32;
  /// Games read on the other core and not yet taken from which that core also answers the games it
  /// reads (with an AnswerAhead): two batches of the pipeline, so that below it the answering
  /// core keeps up alone, and above it the two share the work.
  static constexpr std::uint64_t kAnswerAheadFrom = 2 * kGamesABatch;

  /// The games of `input`: those of `parsed` when it is given (it holds this input, read ahead),
  /// else read from the input here (Input::map_whole). Throws std::bad_alloc when reading ahead ran
  /// out of memory (as reading here would have). With `ahead`, a game read on the other core while
  /// `answer_ahead_from` games or more wait is answered there when it reads cleanly
  /// (InputGame::answered), until `ahead` declines one (the games after it are left to their turn).
  InputGames(text::Input& input, ParsedInput* parsed, AnswerAhead ahead = {},
             std::uint64_t answer_ahead_from = kAnswerAheadFrom);
  InputGames(const InputGames&) = delete;
  InputGames& operator=(const InputGames&) = delete;

  /// The next game (valid until the next call), nullptr after the last and after a record that
  /// cannot be read, or the error that ends the input: it cannot be read, or its trees end in
  /// an error (labelled with its game). Amortized O(the game's bytes).
  Result<const InputGame*> next();
  /// "game N" for game N (1-based) when the input holds several, else "".
  std::string label(std::size_t game) const { return games_->label(game); }

 private:
  /// The next game into g, on the reading side: read, and answered there when it may be.
  Result<bool> read(InputGame& g);

  Result<text::InputBytes> bytes_ = text::InputBytes();  // read (or mapped) here, or empty (read ahead)
  AnswerAhead ahead_;
  std::uint64_t answer_ahead_from_;
  bool declined_ = false;               // ahead_ declined a game: no more answers ahead
  std::uint64_t read_ = 0;              // games read (on the reading side)
  std::atomic<std::uint64_t> taken_{0};  // games taken by next()
  std::string ahead_text_;              // what ahead_ writes, before it goes to its game
  std::optional<text::Output> ahead_out_;
  ParsedFile own_;
  std::optional<TreeReader> reader_;
  std::optional<GameSource> games_;                    // always made by the constructor
  // Last: its thread stops before the rest goes.
  std::optional<text::CaseSource<InputGame, kGamesABatch>> source_;
};

}  // namespace tengen::sgf
