#include "tengen/go/rules.hpp"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string>

namespace tengen::go {

std::string_view describe(MoveStatus s) {
  switch (s) {
    case MoveStatus::Ok: return "is legal";
    case MoveStatus::OffBoard: return "is outside the board";
    case MoveStatus::Occupied: return "is already occupied";
    case MoveStatus::Suicide: return "is suicide, which the rules forbid";
    case MoveStatus::Ko: return "retakes a ko at once, which the rules forbid";
    case MoveStatus::Superko: break;
  }
  return "repeats an earlier position, which positional superko forbids";
}

std::string_view counting_name(Counting c) {
  switch (c) {
    case Counting::Territory: return "territory";
    case Counting::TrompTaylor: return "tromp-taylor";
    case Counting::Chinese: return "chinese";
    case Counting::Japanese: return "japanese";
    case Counting::Aga: return "aga";
    case Counting::NewZealand: break;
  }
  return "new-zealand";
}

Counting counting_of(std::string_view rules) {
  // Records from Chinese, Japanese and Korean servers and programs name their rules in their
  // language: the country ("中国规则", "日本ルール", "한국"), Ing's name, or the way of counting
  // (数子 counts stones and points, 数目 territory). The first such word decides.
  struct Word {
    std::string_view text;
    Counting counting;
  };
  static constexpr Word kWords[] = {
      {"中国", Counting::Chinese},   {"中國", Counting::Chinese},   {"중국", Counting::Chinese},
      {"数子", Counting::Chinese},   {"數子", Counting::Chinese},   {"应氏", Counting::Chinese},
      {"應氏", Counting::Chinese},   {"日本", Counting::Japanese},  {"일본", Counting::Japanese},
      {"韩国", Counting::Japanese},  {"韓國", Counting::Japanese},  {"韓国", Counting::Japanese},
      {"한국", Counting::Japanese},  {"数目", Counting::Japanese},  {"數目", Counting::Japanese}};
  const Word* first = nullptr;
  std::size_t first_at = std::string_view::npos;
  // (Every word is outside ASCII: an ASCII value, nearly every record's, is not searched.)
  if (std::any_of(rules.begin(), rules.end(), [](char ch) { return static_cast<unsigned char>(ch) >= 0x80; })) {
    for (const Word& w : kWords) {
      if (const std::size_t at = rules.find(w.text); at < first_at) {
        first = &w;
        first_at = at;
      }
    }
  }
  if (first != nullptr) return first->counting;
  // Compared as letters and digits alone, in small letters: "New Zealand", "new-zealand" and
  // "NewZealand" are one name, and so are "Tromp/Taylor" and "Tromp-Taylor".
  std::string ru;
  for (const char c : rules) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) ru += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  // KataGo writes its rules as key-value words ("koPOSITIONALscoreAREAtaxNONEsui1whbN"): the scoring
  // and the white handicap bonus (whbN: one point a stone, as Chinese; whbN-1, as AGA; none when absent).
  if (ru.starts_with("ko") && ru.find("score") != std::string::npos) {
    if (ru.find("scoreterritory") != std::string::npos) return Counting::Japanese;
    if (ru.find("whbn1") != std::string::npos) return Counting::Aga;
    if (ru.find("whbn") != std::string::npos) return Counting::Chinese;
    return Counting::NewZealand;
  }
  // A record that names no rules was most often played under territory rules: of the counted
  // games of the shared corpus without RU (NNGS, GNU Go's own, its regression sets), 244 of 281
  // results are reproduced by Japanese counting and 103 by Chinese; GNU Go 3.8 counts them so.
  if (ru.empty()) return Counting::Japanese;
  auto is_any = [&](std::initializer_list<std::string_view> names) {
    return std::find(names.begin(), names.end(), ru) != names.end();
  };
  auto starts_any = [&](std::initializer_list<std::string_view> names) {
    return std::any_of(names.begin(), names.end(), [&](std::string_view n) { return ru.starts_with(n); });
  };
  // Abbreviations as the programs that write RU use them (JP, KO, KR, TT...); names begin the value
  // ("Japanese;Komi:6.5", "Chinese (OGS)").
  if (starts_any({"japanese", "jp", "nihonkiin", "korean", "territory", "ancientterritory"}) ||
      is_any({"ja", "ko", "kr", "kor"})) {
    return Counting::Japanese;
  }
  if (starts_any({"aga", "bga", "french"})) return Counting::Aga;
  if (starts_any({"nz", "newzealand"})) return Counting::NewZealand;
  if (starts_any({"tromp"}) || is_any({"tt"})) return Counting::TrompTaylor;
  return Counting::Chinese;
}

}  // namespace tengen::go
