// text/case_pipeline.hpp: CasePipeline delivers the cases and the error that a plain loop reading
// one case at a time gets, at every place around the batch edges; std::bad_alloc in the read
// function becomes out_of_memory()'s error; destroying it early stops the reading.

#include <gtest/gtest.h>

#include <array>

#include <chrono>
#include <cstdint>
#include <future>
#include <new>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "tengen/text/case_pipeline.hpp"

namespace tengen::text {
namespace {

/// A case with memory of its own, so that slots reused from earlier cases show.
struct Case {
  std::uint64_t number = 0;
  std::string text;
};

/// How an input of `cases` cases ends: after the last case, or with an error, or with bad_alloc
/// thrown, in place of case `at` (0-based).
struct Script {
  std::uint64_t cases = 0;
  enum class End { Last, Error, BadAlloc } end = End::Last;
  std::uint64_t slow_every = 0;  ///< the reader yields its time every so many cases (0: never)
};

/// The read function of a script: case k is (k, "case k" and as many 'x' as k % 50).
struct Reader {
  Script script;
  std::uint64_t next = 0;
  Result<bool> operator()(Case& c) {
    if (script.slow_every != 0 && next % script.slow_every == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
    if (next == script.cases) {
      if (script.end == Script::End::Error) return Error{"bad case", {next + 1, 1}, case_label(next + 1)};
      if (script.end == Script::End::BadAlloc) throw std::bad_alloc();
      return false;
    }
    c.number = next;
    c.text = "case " + std::to_string(next) + std::string(next % 50, 'x');
    ++next;
    return true;
  }
};

Error out_of_memory() { return Error{"out of memory", {}, "somewhere"}; }

/// What reading one by one gives: the cases, then the error or nothing.
struct Outcome {
  std::vector<std::string> cases;
  std::optional<Error> error;
};

Outcome one_by_one(const Script& s) {
  Outcome out;
  Reader read{s};
  Case c;
  for (;;) {
    Result<bool> more = Error{""};
    try {
      more = read(c);
    } catch (const std::bad_alloc&) {
      more = out_of_memory();
    }
    if (!more) {
      out.error = more.error();
      return out;
    }
    if (!*more) return out;
    out.cases.push_back(c.text);
  }
}

template <std::size_t BatchSize>
Outcome through_pipeline(const Script& s, std::uint64_t answer_slow_every) {
  Outcome out;
  CasePipeline<Case, BatchSize> pipeline(Reader{s}, out_of_memory);
  for (;;) {
    const Result<const Case*> next = pipeline.next();
    if (!next) {
      out.error = next.error();
      return out;
    }
    if (*next == nullptr) return out;
    EXPECT_EQ((*next)->number, out.cases.size());
    out.cases.push_back((*next)->text);
    if (answer_slow_every != 0 && out.cases.size() % answer_slow_every == 0) {
      std::this_thread::sleep_for(std::chrono::microseconds(300));
    }
  }
}

void expect_same(const Outcome& got, const Outcome& want, const std::string& context) {
  ASSERT_EQ(got.cases.size(), want.cases.size()) << context;
  for (std::size_t k = 0; k < want.cases.size(); ++k) ASSERT_EQ(got.cases[k], want.cases[k]) << context << " case " << k;
  ASSERT_EQ(got.error.has_value(), want.error.has_value()) << context;
  if (want.error) {
    EXPECT_EQ(got.error->message, want.error->message) << context;
    EXPECT_EQ(got.error->position.line, want.error->position.line) << context;
    EXPECT_EQ(got.error->case_label, want.error->case_label) << context;
  }
}

// Every place around the batch edges, for batches of BatchSize.
template <std::size_t BatchSize>
void expect_one_by_one_at_the_edges() {
  constexpr std::uint64_t kBatch = CasePipeline<Case, BatchSize>::kBatch;
  constexpr std::uint64_t kAhead = kBatch * CasePipeline<Case, BatchSize>::kBatches;
  std::vector<std::uint64_t> counts{0, 1, 2, kBatch - 1, kBatch, kBatch + 1, 2 * kBatch - 1, 2 * kBatch, 2 * kBatch + 1,
                                    kAhead - 1, kAhead, kAhead + 1, 3 * kAhead + kBatch / 2};
  for (const std::uint64_t cases : counts) {
    for (const Script::End end : {Script::End::Last, Script::End::Error, Script::End::BadAlloc}) {
      const Script s{cases, end};
      const std::string context = "batch " + std::to_string(BatchSize) + " cases " + std::to_string(cases) + " end " +
                                  std::to_string(static_cast<int>(end));
      expect_same(through_pipeline<BatchSize>(s, 0), one_by_one(s), context);
    }
  }
}

TEST(CasePipeline, DeliversWhatReadingOneByOneGives) {
  expect_one_by_one_at_the_edges<256>();  // the default: a classic input's cases
  expect_one_by_one_at_the_edges<32>();   // an SGF input's games (sgf::InputGames)
  expect_one_by_one_at_the_edges<1>();
}

// CaseSource gives the same cases and error read here as read ahead (bad_alloc read here escapes
// to the caller, as a plain loop's would).
Outcome through_source(const Script& s, bool ahead) {
  Outcome out;
  CaseSource<Case> source(Reader{s}, out_of_memory, ahead);
  EXPECT_EQ(source.ahead(), ahead);
  for (;;) {
    Result<const Case*> next = Error{""};
    try {
      next = source.next();
    } catch (const std::bad_alloc&) {
      next = out_of_memory();
    }
    if (!next) {
      out.error = next.error();
      return out;
    }
    if (*next == nullptr) return out;
    out.cases.push_back((*next)->text);
  }
}

TEST(CaseSource, ReadHereOrAheadGivesWhatReadingOneByOneGives) {
  constexpr std::uint64_t kBatch = CasePipeline<Case>::kBatch;
  for (const std::uint64_t cases : {std::uint64_t{0}, std::uint64_t{1}, kBatch, kBatch + 1, 5 * kBatch + 3}) {
    for (const Script::End end : {Script::End::Last, Script::End::Error, Script::End::BadAlloc}) {
      const Script s{cases, end};
      const std::string context = "cases " + std::to_string(cases) + " end " + std::to_string(static_cast<int>(end));
      expect_same(through_source(s, false), one_by_one(s), context + " here");
      expect_same(through_source(s, true), one_by_one(s), context + " ahead");
    }
  }
}

TEST(CasePipeline, SlowReadersAndSlowAnswerers) {
  std::mt19937_64 rng(61);
  for (int round = 0; round < 40; ++round) {
    Script s;
    s.cases = rng() % 3000;
    s.end = static_cast<Script::End>(rng() % 3);
    s.slow_every = round % 2 == 0 ? 1 + rng() % 300 : 0;
    const std::uint64_t answer_slow = round % 2 == 1 ? 1 + rng() % 300 : 0;
    expect_same(through_pipeline<256>(s, answer_slow), one_by_one(s), "round " + std::to_string(round));
    expect_same(through_pipeline<32>(s, answer_slow), one_by_one(s), "round " + std::to_string(round) + " batch 32");
  }
}

TEST(CasePipeline, BadAllocBecomesTheOutOfMemoryError) {
  const Script s{10, Script::End::BadAlloc};
  CasePipeline<Case> pipeline(Reader{s}, out_of_memory);
  for (int k = 0; k < 10; ++k) {
    const Result<const Case*> c = pipeline.next();
    ASSERT_TRUE(c.ok());
    ASSERT_NE(*c, nullptr);
  }
  const Result<const Case*> end = pipeline.next();
  ASSERT_FALSE(end.ok());
  EXPECT_EQ(end.error().message, "out of memory");
  EXPECT_EQ(end.error().case_label, "somewhere");
}

TEST(CasePipeline, NoMemoryEvenForTheErrorStillEndsTheInput) {
  // The error's own making runs out of memory too: the input ends with the plain message, no place.
  const Script s{10, Script::End::BadAlloc};
  CasePipeline<Case> pipeline(Reader{s}, []() -> Error { throw std::bad_alloc(); });
  for (int k = 0; k < 10; ++k) ASSERT_TRUE(pipeline.next().ok());
  const Result<const Case*> end = pipeline.next();
  ASSERT_FALSE(end.ok());
  EXPECT_EQ(end.error().message, "not enough memory for this input");
  EXPECT_EQ(end.error().case_label, "");
}

TEST(CaseSource, TakesLittleStackWhateverItReadsAhead) {
  // Its batches (CasePipeline: kBatch * kBatches cases) live on the heap: a source on the stack
  // is one case and a few pointers, so that a memory limit cannot make the stack overflow.
  using BigCase = std::array<char, 1024>;
  EXPECT_LT(sizeof(CaseSource<BigCase>), sizeof(BigCase) + 256);
  EXPECT_GT(sizeof(CasePipeline<BigCase>), CasePipeline<BigCase>::kBatch * sizeof(BigCase));
}

TEST(CasePipeline, DestroyedEarlyStopsTheReading) {
  for (const int taken : {0, 1, 300, 2000}) {
    auto done = std::async(std::launch::async, [taken] {
      // An input that never ends.
      CasePipeline<Case> pipeline(Reader{Script{UINT64_MAX, Script::End::Last}}, out_of_memory);
      for (int k = 0; k < taken; ++k) {
        const Result<const Case*> c = pipeline.next();
        if (!c || *c == nullptr || (*c)->number != static_cast<std::uint64_t>(k)) return false;
      }
      return true;
    });
    ASSERT_EQ(done.wait_for(std::chrono::seconds(20)), std::future_status::ready) << "stuck after " << taken;
    EXPECT_TRUE(done.get());
  }
}

}  // namespace
}  // namespace tengen::text
