#!/usr/bin/env bash
# The layers of docs/design.md, held: a file of the library or the app includes only headers of
# its own folder or of a layer below it (so no include runs back up, and no two folders include
# each other). Usage: layers.sh SOURCE_DIR
set -u
cd "$1" || exit 1
declare -A rank=([core]=0 [text]=1 [render]=1 [sgf]=2 [go]=3 [gomoku]=3 [classic]=4 [gtp]=4 [contest]=5 [app]=6 [python]=6)
# The folder (layer) of a path inside include/tengen, src, app or python.
folder_of() {
  case $1 in
    app/*) echo app ;;
    python/*) echo python ;;
    include/tengen/*/*) echo "${1#include/tengen/}" | cut -d/ -f1 ;;
    src/*/*) echo "${1#src/}" | cut -d/ -f1 ;;
    *) echo core ;;
  esac
}
failures=0
while IFS= read -r file; do
  from=$(folder_of "$file")
  [ -n "${rank[$from]:-}" ] || { echo "FAIL $file: folder '$from' has no layer in docs/design.md"; failures=$((failures + 1)); continue; }
  while IFS= read -r header; do
    case $header in
      tengen/*) to=$(folder_of "include/$header") ;;
      */*) to=$(folder_of "src/$header") ;;   # an internal header of src/
      *) to=$from ;;                          # a header beside the file
    esac
    [ "$to" = "$from" ] && continue
    if [ -z "${rank[$to]:-}" ] || [ "${rank[$to]}" -ge "${rank[$from]}" ]; then
      echo "FAIL $file ($from) includes $header ($to): not a layer below"
      failures=$((failures + 1))
    fi
  done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file")
done < <(find include src app python -name '*.hpp' -o -name '*.cpp' | sort)
echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
