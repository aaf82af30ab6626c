#pragma once
// A GTP engine in a child process, spoken to through pipes: one command, one response.

#include <csignal>
#include <cstdio>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace tengen::testing {

/// The lines a shell command prints on standard output (without their newlines).
inline std::vector<std::string> command_lines(const std::string& command) {
  std::vector<std::string> out;
  std::FILE* p = popen(command.c_str(), "r");
  if (p == nullptr) return out;
  std::string line;
  for (int c = std::fgetc(p); c != EOF; c = std::fgetc(p)) {
    if (c == '\n') {
      out.push_back(line);
      line.clear();
    } else {
      line += static_cast<char>(c);
    }
  }
  pclose(p);
  return out;
}

/// Where GNU Go is installed (Debian's gnugo puts it in /usr/games); empty when it is not.
inline std::string gnugo_path() {
  for (const char* p : {"/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo"}) {
    if (access(p, X_OK) == 0) return p;
  }
  return {};
}

/// The words of a response: a list of vertices as a set.
inline std::set<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::set<std::string> out;
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

class GtpProcess {
 public:
  explicit GtpProcess(std::vector<std::string> argv) {
    // No program (GNU Go not installed): no process, which the test skips (a quit written to a
    // child that failed to start would end the test with SIGPIPE).
    if (argv.empty() || argv[0].empty()) return;
    int to_child[2];
    int from_child[2];
    if (pipe(to_child) != 0 || pipe(from_child) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(to_child[0], 0);
      dup2(from_child[1], 1);
      close(to_child[1]);
      close(from_child[0]);
      std::vector<char*> args;
      for (std::string& a : argv) args.push_back(a.data());
      args.push_back(nullptr);
      execv(args[0], args.data());
      _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    in_ = to_child[1];
    out_ = from_child[0];
  }
  GtpProcess(const GtpProcess&) = delete;
  GtpProcess& operator=(const GtpProcess&) = delete;
  ~GtpProcess() {
    if (pid_ <= 0) return;
    (void)ask("quit");
    close(in_);
    close(out_);
    waitpid(pid_, nullptr, 0);
  }

  /// Sends one command; returns the response without its "\n\n" end ("= ..." or "? ...").
  std::string ask(const std::string& command) {
    const std::string line = command + "\n";
    if (write(in_, line.data(), line.size()) != static_cast<ssize_t>(line.size())) return "<write failed>";
    std::string response;
    char c = 0;
    while (read(out_, &c, 1) == 1) {
      response += c;
      if (response.size() >= 2 && response.compare(response.size() - 2, 2, "\n\n") == 0) {
        response.resize(response.size() - 2);
        return response;
      }
    }
    return "<no response>";
  }

  /// The text of a successful response ("= text" -> "text"), or "<failed: ...>".
  std::string value(const std::string& command) {
    const std::string r = ask(command);
    if (r.empty() || r[0] != '=') return "<failed: " + r + ">";
    return r.size() > 2 ? r.substr(2) : std::string();
  }

 private:
  pid_t pid_ = -1;
  int in_ = -1;
  int out_ = -1;
};

}  // namespace tengen::testing
