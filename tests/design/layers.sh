#!/usr/bin/env bash
# The layers of docs/design.md, held: a file of the library or the app includes only headers of
# its own folder or of a layer below it (so no include runs back up, and no two folders include
# each other). Usage: layers.sh SOURCE_DIR
set -u
cd "$1" || exit 1
# One awk over every file (a process a file made this the slowest of the quick tests).
find include src app python \( -name '*.hpp' -o -name '*.cpp' \) -print0 | sort -z | xargs -0 awk '
  BEGIN {
    split("core=0 text=1 render=1 sgf=2 go=3 gomoku=3 classic=4 gtp=4 contest=5 app=6 python=6", pairs, " ")
    for (i in pairs) { split(pairs[i], kv, "="); rank[kv[1]] = kv[2] }
  }
  # The folder (layer) of a path inside include/tengen, src, app or python.
  function folder_of(path, parts) {
    if (path ~ /^app\//) return "app"
    if (path ~ /^python\//) return "python"
    if (path ~ /^include\/tengen\/[^\/]+\//) { split(path, parts, "/"); return parts[3] }
    if (path ~ /^src\/[^\/]+\//) { split(path, parts, "/"); return parts[2] }
    return "core"
  }
  FNR == 1 {
    from = folder_of(FILENAME)
    known = from in rank
    if (!known) { print "FAIL " FILENAME ": folder \x27" from "\x27 has no layer in docs/design.md"; ++failures }
  }
  known && /^#include "/ {
    header = $0
    sub(/^#include "/, "", header)
    sub(/".*/, "", header)
    if (header ~ /^tengen\//) to = folder_of("include/" header)
    else if (header ~ /\//) to = folder_of("src/" header)   # an internal header of src/
    else to = from                                          # a header beside the file
    if (to != from && (!(to in rank) || rank[to] >= rank[from])) {
      print "FAIL " FILENAME " (" from ") includes " header " (" to "): not a layer below"; ++failures
    }
  }
  END { print (failures == 0 ? 1 : 0) " passed, " failures + 0 " failed"; exit failures > 0 }'
