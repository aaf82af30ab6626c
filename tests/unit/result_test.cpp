// result.hpp: Result holds a value or an Error (with its place and case label); the labels of cases
// and moves.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>

#include "tengen/result.hpp"

namespace tengen {
namespace {

TEST(Result, HoldsAValue) {
  Result<int> r = 42;
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(static_cast<bool>(r));
  EXPECT_EQ(r.value(), 42);
  EXPECT_EQ(*r, 42);
  *r = 7;
  EXPECT_EQ(r.value(), 7);
  const Result<std::string> s = std::string("abc");
  EXPECT_EQ(s->size(), 3u);
  EXPECT_EQ(*s, "abc");
}

TEST(Result, HoldsAnErrorWithItsPlaceAndLabel) {
  const Result<int> r = Error{"bad token", {3, 14}, "case 2"};
  EXPECT_FALSE(r.ok());
  EXPECT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(r.error().message, "bad token");
  EXPECT_EQ(r.error().position.line, 3u);
  EXPECT_EQ(r.error().position.column, 14u);
  EXPECT_EQ(r.error().case_label, "case 2");
  // An Error made with a message alone is at the start of the input, with no label.
  const Result<std::string> plain = Error{"no input"};
  ASSERT_FALSE(plain.ok());
  EXPECT_EQ(plain.error().position.line, 1u);
  EXPECT_EQ(plain.error().position.column, 1u);
  EXPECT_TRUE(plain.error().case_label.empty());
}

TEST(Result, ErrorsCanBeChangedInPlace) {
  Result<Ok> r = Error{"x"};
  r.error().case_label = "move 3";
  EXPECT_EQ(r.error().case_label, "move 3");
  const Result<Ok> fine = Ok{};
  EXPECT_TRUE(fine.ok());
}

TEST(Result, TakesMoveOnlyValues) {
  Result<std::unique_ptr<int>> r = std::make_unique<int>(5);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(**r, 5);
  const std::unique_ptr<int> taken = std::move(r.value());
  EXPECT_EQ(*taken, 5);
}

TEST(Result, CaseAndMoveLabels) {
  EXPECT_EQ(case_label(1), "case 1");
  EXPECT_EQ(case_label(18446744073709551615u), "case 18446744073709551615");
  EXPECT_EQ(move_label(6), "move 6");
  EXPECT_EQ(move_label(500000), "move 500000");
}

TEST(Result, NestedLabels) {
  EXPECT_EQ(nested_label("game 2", "move 10"), "game 2, move 10");
  EXPECT_EQ(nested_label("", "move 10"), "move 10");
  EXPECT_EQ(nested_label("game 2", ""), "game 2") << "no dangling comma";
  EXPECT_EQ(nested_label("", ""), "");
}

TEST(Result, DescribeGivesTheOneLineOfAnError) {
  EXPECT_EQ(describe("a.sgf", Error{"bad point", {3, 14}, "move 6"}), "a.sgf:3:14: move 6: bad point");
  EXPECT_EQ(describe("-", Error{"no game tree", {1, 1}}), "-:1:1: no game tree");
  EXPECT_EQ(describe("", Error{"x", {18446744073709551615u, 2}, "case 1"}), ":18446744073709551615:2: case 1: x");
}

}  // namespace
}  // namespace tengen
