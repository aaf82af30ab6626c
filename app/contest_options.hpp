#pragma once
// Options the contest kit's subcommands share: the format, and the generator's options.

#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "tengen/contest/generate.hpp"
#include "tengen/classic/format.hpp"

namespace tengen::app {

/// Adds the FORMAT positional (score, capture, five or replay), required, into `format`.
CLI::Option* add_format(CLI::App& sub, const classic::Format*& format);

/// Adds --seed, --size (N or A..B), --density, --shape, --beyond and --classic (the default,
/// accepted) into `gen`; each subcommand adds its own --cases.
void add_gen_options(CLI::App& sub, contest::GenOptions& gen);

/// Reads a whole file ("-" is standard input), at most 1 GiB; the error says why it cannot, of
/// `what` (text::read_fd's sentences).
Result<std::string> read_input(const std::string& path, std::string_view what = "the input");

}  // namespace tengen::app
