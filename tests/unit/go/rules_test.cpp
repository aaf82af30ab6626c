// go/rules.hpp: the default and GTP rules, the phrases of move statuses, and the countings: their
// names, which take dead stones off and which count stones, and the counting an SGF RU names.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "tengen/go/rules.hpp"

namespace tengen::go {
namespace {

constexpr Counting kCountings[] = {Counting::Territory, Counting::TrompTaylor, Counting::Chinese, Counting::Japanese,
                                   Counting::Aga,       Counting::NewZealand};

TEST(Rules, DefaultsAndGtp) {
  const Rules classic;
  EXPECT_EQ(classic.suicide, Suicide::Allow);
  EXPECT_EQ(classic.ko, Ko::None);
  EXPECT_EQ(kGtpRules, (Rules{Suicide::Forbid, Ko::Simple}));
  EXPECT_FALSE(kGtpRules == classic);
  EXPECT_FALSE((Rules{Suicide::Forbid, Ko::None}) == (Rules{Suicide::Forbid, Ko::Superko}));
}

TEST(Rules, EveryStatusHasItsOwnPhrase) {
  std::set<std::string> phrases;
  for (const MoveStatus s : {MoveStatus::Ok, MoveStatus::OffBoard, MoveStatus::Occupied, MoveStatus::Suicide, MoveStatus::Ko,
                             MoveStatus::Superko}) {
    const std::string phrase(describe(s));
    EXPECT_FALSE(phrase.empty());
    EXPECT_TRUE(phrases.insert(phrase).second) << phrase;
  }
  EXPECT_EQ(describe(MoveStatus::Suicide).substr(0, 10), "is suicide");
  EXPECT_EQ(describe(MoveStatus::Occupied), "is already occupied");
}

TEST(Rules, CountingNames) {
  EXPECT_EQ(counting_name(Counting::Territory), "territory");
  EXPECT_EQ(counting_name(Counting::TrompTaylor), "tromp-taylor");
  EXPECT_EQ(counting_name(Counting::Chinese), "chinese");
  EXPECT_EQ(counting_name(Counting::Japanese), "japanese");
  EXPECT_EQ(counting_name(Counting::Aga), "aga");
  EXPECT_EQ(counting_name(Counting::NewZealand), "new-zealand");
}

TEST(Rules, WhatEachCountingCounts) {
  for (const Counting c : kCountings) {
    const bool dead_off = c == Counting::Chinese || c == Counting::Japanese || c == Counting::Aga ||
                          c == Counting::NewZealand;
    EXPECT_EQ(removes_dead(c), dead_off) << counting_name(c);
    const bool area = c == Counting::TrompTaylor || c == Counting::Chinese || c == Counting::Aga ||
                      c == Counting::NewZealand;
    EXPECT_EQ(counts_stones(c), area) << counting_name(c);
  }
}

TEST(Rules, CountingOfARecordsRules) {
  struct Case {
    const char* ru;
    Counting counting;
  };
  for (const Case& c : {Case{"Japanese", Counting::Japanese}, Case{"japanese", Counting::Japanese},
                        Case{"JAPANESE", Counting::Japanese}, Case{"Korean", Counting::Japanese},
                        Case{"AGA", Counting::Aga}, Case{"aga", Counting::Aga}, Case{"Tromp-Taylor", Counting::TrompTaylor},
                        Case{"tromp-taylor", Counting::TrompTaylor}, Case{"NZ", Counting::NewZealand},
                        Case{"New Zealand", Counting::NewZealand}, Case{"Chinese", Counting::Chinese},
                        Case{"", Counting::Japanese}, Case{" - ", Counting::Japanese}, Case{"Ing", Counting::Chinese}, Case{"no such rules", Counting::Chinese},
                        // Abbreviations and spellings of programs that write RU (KaTrain and Yike
                        // JP, OGS korean and nz, CGOS TT--), and KataGo's rules strings.
                        Case{"JP", Counting::Japanese}, Case{"jp", Counting::Japanese}, Case{"KO", Counting::Japanese},
                        Case{"KR", Counting::Japanese}, Case{"Japanese;Komi:6.5", Counting::Japanese},
                        Case{"territory", Counting::Japanese}, Case{"BGA", Counting::Aga}, Case{"aga-button", Counting::Aga},
                        Case{"new-zealand", Counting::NewZealand}, Case{"NewZealand", Counting::NewZealand},
                        Case{"Tromp/Taylor", Counting::TrompTaylor}, Case{"TT--", Counting::TrompTaylor},
                        Case{"CN", Counting::Chinese}, Case{"Chinese (OGS)", Counting::Chinese}, Case{"GOE", Counting::Chinese},
                        Case{"koSIMPLEscoreTERRITORYtaxSEKIsui0", Counting::Japanese},
                        Case{"koPOSITIONALscoreAREAtaxNONEsui0whbN", Counting::Chinese},
                        Case{"koSITUATIONALscoreAREAtaxNONEsui0whbN-1", Counting::Aga},
                        Case{"koPOSITIONALscoreAREAtaxNONEsui1", Counting::NewZealand},
                        // Names in Chinese, Japanese and Korean: the country, Ing, the way
                        // of counting; the first decides; a name tengen does not know is none.
                        Case{"中国", Counting::Chinese}, Case{"中国规则", Counting::Chinese},
                        Case{"中國規則", Counting::Chinese}, Case{"중국 룰", Counting::Chinese},
                        Case{"数子法", Counting::Chinese}, Case{"應氏規則", Counting::Chinese},
                        Case{"日本", Counting::Japanese}, Case{"日本规则", Counting::Japanese},
                        Case{"日本ルール", Counting::Japanese}, Case{"일본", Counting::Japanese},
                        Case{"韩国规则", Counting::Japanese}, Case{"韓國", Counting::Japanese},
                        Case{"한국", Counting::Japanese}, Case{"数目法", Counting::Japanese},
                        Case{"中国 (日本)", Counting::Chinese}, Case{"日本 / 中国", Counting::Japanese},
                        Case{"Japanese 中国", Counting::Chinese}, Case{"规则", Counting::Japanese},
                        // Words that only begin like a name: not an abbreviation.
                        Case{"kowloon", Counting::Chinese}, Case{"ttx", Counting::Chinese}, Case{"jam", Counting::Chinese}}) {
    EXPECT_EQ(counting_of(c.ru), c.counting) << '"' << c.ru << '"';
  }
}

}  // namespace
}  // namespace tengen::go
