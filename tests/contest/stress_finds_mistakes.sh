#!/usr/bin/env bash
# tengen stress against deliberately wrong solutions: each classic mistake is found within a bounded
# number of cases and shrunk to a small input (bounds asserted on the saved input).
# Usage: stress_finds_mistakes.sh TENGEN WRONG_SOLUTIONS WORKDIR
set -u
exe=$1
wrong=$2
work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}

# stress_case MODE FORMAT MAX_UNITS MAX_SIDE [gen options...]: found within 300 cases (exit 1), and the
# saved input holds at most MAX_UNITS stones or moves on a board of at most MAX_SIDE rows and columns.
stress_case() {
  local mode=$1 format=$2 max_units=$3 max_side=$4
  shift 4
  "$exe" stress "$format" --cases 300 "$@" --save "$mode.in" -- "$wrong" "$mode" >"$mode.out" 2>"$mode.err"
  local rc=$?
  if [ "$rc" -ne 1 ]; then
    fail "$mode: exit $rc, expected 1 (a failing input found)"
    return
  fi
  grep -q "^failing input (test " "$mode.out" || fail "$mode: no report"
  local units side
  case $format in
    replay) units=$(head -1 "$mode.in"); side=19 ;;
    five) units=$(tail -n +2 "$mode.in" | tr ' ' '\n' | grep -c '^[12]$'); side=19 ;;
    capture)
      units=$(tail -n +2 "$mode.in" | tr ' ' '\n' | grep -c -- '^-\?1$')
      read -r rows cols <"$mode.in"
      side=$((rows > cols ? rows : cols))
      ;;
    score)
      read -r side b w <"$mode.in"
      units=$((b + w))
      ;;
  esac
  [ "$units" -le "$max_units" ] || fail "$mode: shrunk to $units stones or moves, more than $max_units"
  [ "$side" -le "$max_side" ] || fail "$mode: shrunk to a side of $side, more than $max_side"
  # The saved input still breaks the solution, and tengen answers it.
  "$exe" check "$format" "$mode.in" <("$wrong" "$mode" <"$mode.in" 2>/dev/null) >/dev/null 2>&1
  [ $? -ne 0 ] || [ "$mode" = score-recursive ] || fail "$mode: the saved input does not fail"
}

stress_case replay-own-first replay 12 19
stress_case five-six five 8 19
stress_case five-first-found five 8 19
stress_case score-both-colours score 8 5
stress_case capture-wrong-axis capture 8 5
stress_case capture-dead-groups capture 8 5
# A recursive flood fill fails only on boards whose regions run deeper than its stack: large boards
# with long spirals; it shrinks to a board still that deep, with a stone or two.
stress_case score-recursive score 8 40 --beyond --size 30..60 --shape spiral
grep -q "killed by signal" score-recursive.out || fail "score-recursive: the report does not say the solution crashed"

# A correct solution (tengen itself) agrees on every case: exit 0.
for format in score capture five replay; do
  "$exe" stress "$format" --cases 40 --jobs 2 -- "$exe" "$format" >/dev/null 2>&1 || fail "$format: tengen disagrees with itself"
done
# A solution that hangs is stopped at the time limit, and one that cannot be run is reported.
"$exe" stress replay --cases 3 --time-limit 0.2 -- sleep 5 >hang.out 2>/dev/null
[ $? -eq 1 ] && grep -q "time limit of 0.2 s exceeded" hang.out || fail "a hanging solution: $(head -3 hang.out)"
# A command that cannot be run is a bad command line, found before any test.
"$exe" stress replay --cases 3 -- ./no-such-solution >missing.out 2>missing.err
[ $? -eq 2 ] && [ ! -s missing.out ] && grep -q "cannot run './no-such-solution'" missing.err || fail "a missing solution: $(cat missing.err)"

echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
