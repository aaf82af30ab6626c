#pragma once
// Writing one JSON Lines record: the same for every subcommand.

#include <string>

#include <nlohmann/json.hpp>

#include "common.hpp"

namespace tengen::app {

/// Writes `record` as one line of JSON. When the run reads several inputs, the record starts with
/// "file": the input's name, so that a case number (counted within its input, as in error messages)
/// and its file name every record of the run uniquely. Invalid UTF-8 in text is replaced.
inline void write_json_line(const Run& run, const nlohmann::ordered_json& record, text::Output& out) {
  if (const std::string* file = run.file(); file != nullptr) {
    nlohmann::ordered_json named{{"file", *file}};
    for (const auto& [key, value] : record.items()) named[key] = value;
    out.write(named.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
  } else {
    out.write(record.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
  }
  out.write("\n");
}

/// The opening of a record that write_json_line would write: "{" and, when the run reads several
/// inputs, "\"file\":NAME," (the name escaped as JSON), for records written straight as text.
inline std::string json_record_start(const Run& run) {
  const std::string* file = run.file();
  if (file == nullptr) return "{";
  return "{\"file\":" + nlohmann::ordered_json(*file).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + ",";
}

}  // namespace tengen::app
