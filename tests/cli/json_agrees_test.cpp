// Every JSON line the analysis subcommands write parses, is written as nlohmann writes it, and says
// what the classic answer says:
// random inputs of each format (from tengen gen, many shapes and seeds) and every golden input, run
// both ways through the tengen executable.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../gtp/gtp_process.hpp"

namespace {

/// The lines `tengen ARGS` prints on standard output.
std::vector<std::string> lines_of(const std::string& args) {
  return tengen::testing::command_lines(std::string(TENGEN_EXE) + " " + args + " 2>/dev/null");
}

/// The classic answer a JSON record stands for, in the classic text (lines joined by '\n').
std::string classic_of(const std::string& format, const nlohmann::json& j) {
  if (format == "replay") {
    return std::to_string(j.at("removed").at("black").get<int>()) + " " + std::to_string(j.at("removed").at("white").get<int>());
  }
  if (format == "score") return j.at("result").get<std::string>();
  if (format.rfind("five", 0) == 0 && format != "five") {
    EXPECT_TRUE(j.contains("forbidden")) << format;
  }
  if (format == "capture") {
    if (j.at("best").is_null()) return "0 0 0";
    const auto& b = j.at("best");
    return std::to_string(b.at("stones").get<int>()) + " " + std::to_string(b.at("x").get<int>()) + " " + std::to_string(b.at("y").get<int>());
  }
  const int winner = j.at("winner").get<int>();
  if (winner == 0) return "0";
  return std::to_string(winner) + "\n" + std::to_string(j.at("row").get<int>()) + " " + std::to_string(j.at("col").get<int>());
}

void expect_agreement(const std::string& format, const std::string& file) {
  const std::vector<std::string> classic = lines_of(format + " " + file);
  const std::vector<std::string> json = lines_of(format + " --json " + file);
  std::string from_json;
  for (const std::string& line : json) {
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << file << ": not JSON: " << line;
    // The lines written straight from the numbers (replay, capture) are byte for byte what
    // nlohmann writes for the same object, as the others are by construction.
    const nlohmann::ordered_json ordered = nlohmann::ordered_json::parse(line);
    EXPECT_EQ(ordered.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace), line) << format << " " << file;
    from_json += classic_of(format, j) + "\n";
  }
  std::string want;
  for (const std::string& line : classic) want += line + "\n";
  EXPECT_EQ(from_json, want) << format << " " << file;
}

TEST(Json, EveryRecordSaysWhatTheClassicAnswerSays) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("tengen-json-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  int inputs = 0;
  // Fewer seeds in the sanitizer build (assertions on), where a run of tengen costs ten times more.
#ifdef NDEBUG
  constexpr int kSeeds = 12;
#else
  constexpr int kSeeds = 4;
#endif
  for (const std::string format : {"score", "capture", "five", "replay"}) {
    for (int seed = 1; seed <= kSeeds; ++seed) {
      const std::string file = (dir / (format + std::to_string(seed) + ".in")).string();
      const std::string cases = format == "replay" ? "300" : "8";
      std::system((std::string(TENGEN_EXE) + " gen " + format + " --seed " + std::to_string(seed) + " --cases " + cases + " > " + file).c_str());
      expect_agreement(format, file);
      // Renju adds the forbidden points to each record.
      if (format == "five") expect_agreement("five --rule renju", file);
      ++inputs;
    }
  }
  // The golden inputs that answer (their errors are the golden tests' to check).
  for (const std::string format : {"score", "capture", "five", "replay"}) {
    for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(TENGEN_GOLDEN) / format)) {
      if (e.path().extension() != ".in" || e.path().filename().string().rfind("bad", 0) == 0) continue;
      if (std::filesystem::exists(std::filesystem::path(e.path()).replace_extension(".args"))) continue;
      expect_agreement(format, e.path().string());
      ++inputs;
    }
  }
  EXPECT_GT(inputs, 4 * kSeeds + 20);
  std::filesystem::remove_all(dir);
}

}  // namespace
