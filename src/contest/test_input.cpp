#include "tengen/contest/test_input.hpp"

#include <fmt/format.h>

#include "tengen/go/game.hpp"
#include "tengen/classic/capture.hpp"
#include "tengen/classic/five.hpp"
#include "tengen/classic/replay.hpp"
#include "tengen/classic/score.hpp"

namespace tengen::contest {
namespace {

/// The cells of a grid, with `white` standing for White.
Case board_case(const Grid& g, std::int8_t white) {
  Case c;
  c.rows = g.height();
  c.cols = g.width();
  c.cells.resize(static_cast<std::size_t>(c.rows) * static_cast<std::size_t>(c.cols));
  for (int y = 0; y < c.rows; ++y) {
    for (int x = 0; x < c.cols; ++x) {
      const Color v = g.color(x, y);
      c.at(y, x) = v == Color::Black ? 1 : v == Color::White ? white : 0;
    }
  }
  return c;
}

}  // namespace

std::string_view format_name(Format f) {
  switch (f) {
    case Format::Score: return "score";
    case Format::Capture: return "capture";
    case Format::Five: return "five";
    case Format::Replay: break;
  }
  return "replay";
}

std::optional<Format> format_of(std::string_view name) {
  for (const Format f : {Format::Score, Format::Capture, Format::Five, Format::Replay}) {
    if (format_name(f) == name) return f;
  }
  return std::nullopt;
}

Result<TestInput> parse_input(Format format, std::string_view text, int five_size) {
  TestInput out;
  out.format = format;
  text::TokenReader in(text);
  Grid grid;
  switch (format) {
    case Format::Score: {
      classic::ScoreReader reader(in);
      for (std::uint64_t k = 1;; ++k) {
        const Result<bool> read = reader.read_case(grid, k);
        if (!read) return read.error();
        if (!*read) break;
        out.cases.push_back(board_case(grid, 2));
      }
      break;
    }
    case Format::Capture: {
      classic::CaptureReader reader(in);
      for (std::uint64_t k = 1;; ++k) {
        const Result<bool> read = reader.read_board(grid, k);
        if (!read) return read.error();
        if (!*read) break;
        out.cases.push_back(board_case(grid, -1));
      }
      break;
    }
    case Format::Five: {
      classic::FiveReader reader(in, five_size);
      const Result<std::int64_t> count = reader.read_count();
      if (!count) return count.error();
      for (std::int64_t k = 1; k <= *count; ++k) {
        if (const Result<Ok> read = reader.read_board(grid, static_cast<std::uint64_t>(k)); !read) return read.error();
        out.cases.push_back(board_case(grid, 2));
      }
      if (const Result<Ok> end = reader.read_end(); !end) return end.error();
      break;
    }
    case Format::Replay: {
      classic::ReplayReader reader(in);
      const Result<std::int64_t> count = reader.read_count();
      if (!count) return count.error();
      Case c;
      c.rows = c.cols = 19;
      // Played as they are read, so that a move onto a stone is the error tengen replay gives.
      go::Game game(19, 19, go::Rules{}, go::UndoHistory::Discard);
      for (std::int64_t k = 1; k <= *count; ++k) {
        const Result<classic::ReplayMove> mv = reader.read_move(k);
        if (!mv) return mv.error();
        const classic::ReplayStep step = classic::play_replay_move(game, *mv, k);
        if (step.result.status != go::MoveStatus::Ok) return classic::replay_error(game.board(), step, *mv, k);
        c.moves.emplace_back(static_cast<int>(mv->row), static_cast<int>(mv->column));
      }
      if (const Result<Ok> end = reader.read_end(); !end) return end.error();
      out.cases.push_back(std::move(c));
      break;
    }
  }
  return out;
}

std::string to_text(const TestInput& input) {
  std::string out;
  auto rows_of = [&](const Case& c) {
    for (int y = 0; y < c.rows; ++y) {
      for (int x = 0; x < c.cols; ++x) out += fmt::format("{}{}", x == 0 ? "" : " ", c.at(y, x));
      out += '\n';
    }
  };
  switch (input.format) {
    case Format::Score:
      for (const Case& c : input.cases) {
        std::vector<std::pair<int, int>> stones[2];
        for (int y = 0; y < c.rows; ++y) {
          for (int x = 0; x < c.cols; ++x) {
            if (c.at(y, x) != 0) stones[c.at(y, x) - 1].emplace_back(y + 1, x + 1);
          }
        }
        out += fmt::format("{} {} {}\n", c.rows, stones[0].size(), stones[1].size());
        for (const auto& colour : stones) {
          for (const auto& [r, col] : colour) out += fmt::format("{} {}\n", r, col);
        }
      }
      out += "0\n";
      break;
    case Format::Capture:
      for (const Case& c : input.cases) {
        out += fmt::format("{} {}\n", c.rows, c.cols);
        rows_of(c);
      }
      break;
    case Format::Five:
      out += fmt::format("{}\n", input.cases.size());
      for (const Case& c : input.cases) rows_of(c);
      break;
    case Format::Replay: {
      const std::vector<std::pair<int, int>> none;
      const auto& moves = input.cases.empty() ? none : input.cases.front().moves;
      out += fmt::format("{}\n", moves.size());
      for (const auto& [r, c] : moves) out += fmt::format("{} {}\n", r, c);
      break;
    }
  }
  return out;
}

}  // namespace tengen::contest
