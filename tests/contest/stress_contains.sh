#!/usr/bin/env bash
# tengen stress holds misbehaving programs: a crash, a hang, endless output, a memory hog, children
# that outlive the solution (in its group, with stdout closed, in a session of their own), a
# command that does not exist; and it shows its progress in place on a terminal.
# Usage: stress_contains.sh TENGEN CONTEST_SOLUTIONS WORKDIR
set -u
exe=$1
solutions=$2
work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}

# A recursive flood fill crashes only on boards whose regions run deeper than its stack (beyond the
# problem's 19 x 19): found, reported as a crash, and shrunk to a board still that deep.
"$exe" stress score --beyond --size 30..60 --shape spiral --cases 50 --shrink-time 5 -- "$solutions" score-recursive >crash.out 2>/dev/null
[ $? -eq 1 ] || fail "crash: exit code"
grep -q "killed by signal 6" crash.out || fail "crash: $(head -3 crash.out)"
grep -q "beyond the problem's limits and promises" crash.out || fail "crash: the report does not say --beyond"

# A hang is stopped at the time limit.
"$exe" stress replay --cases 3 --time-limit 0.2 -- sleep 5 >hang.out 2>/dev/null
[ $? -eq 1 ] && grep -q "time limit of 0.2 s exceeded" hang.out || fail "hang: $(head -3 hang.out)"

# Endless output: stopped at the output limit, and the report shows 40 lines of it.
"$exe" stress replay --cases 3 --output-limit 4 -- yes >yes.out 2>/dev/null
[ $? -eq 1 ] && grep -q "output limit of 4 MiB exceeded" yes.out || fail "yes: $(head -3 yes.out)"
[ "$(grep -c '^y$' yes.out)" -eq 40 ] || fail "yes: the report shows $(grep -c '^y$' yes.out) lines of it"
[ "$(wc -c <yes.out)" -lt 20000 ] || fail "yes: the report is $(wc -c <yes.out) bytes"

# A memory hog: stopped at the memory limit, and said so.
"$exe" stress replay --cases 3 --memory-limit 64 -- "$solutions" hog >hog.out 2>/dev/null
[ $? -eq 1 ] && grep -q "memory limit of 64 MiB exceeded" hog.out || fail "hog: $(grep "solution's" hog.out)"

# Children that outlive the solution are killed after every run, wherever they went.
cat >orphans.sh <<SCRIPT
#!/usr/bin/env bash
sleep 417 &
( exec >&- ; sleep 418 ) &
setsid sleep 419 </dev/null >/dev/null 2>&1 &
exec "$exe" replay
SCRIPT
chmod +x orphans.sh
"$exe" stress replay --cases 20 -- ./orphans.sh >orphans.out 2>&1 || fail "orphans: $(head -3 orphans.out)"
sleep 0.2
# Read from /proc: pgrep (procps) is not on every Debian machine.
orphans() {
  local f
  for f in /proc/[0-9]*/cmdline; do
    [[ "$( { tr '\0' ' ' <"$f"; } 2>/dev/null)" =~ ^sleep\ 41[789]\ $ ]] && basename "$(dirname "$f")"
  done
}
left=$(orphans)
[ -z "$left" ] || { fail "orphans: sleeps left: $left"; kill $left; }

# Stopped itself (a timeout, a cancelled job: SIGTERM, SIGHUP), stress still kills what the solution
# started, in its group or in a session of its own, rather than leave it to init.
cat >lingers.sh <<SCRIPT
#!/usr/bin/env bash
sleep 427 &
setsid sleep 428 </dev/null >/dev/null 2>&1 &
exec sleep 429
SCRIPT
chmod +x lingers.sh
for sig in TERM HUP; do
  "$exe" stress replay --cases 3 --time-limit 60 -- ./lingers.sh >lingers.out 2>&1 &
  stress=$!
  sleep 1
  kill -"$sig" "$stress"
  wait "$stress"
  sleep 0.3
  left=$(for f in /proc/[0-9]*/cmdline; do
    [[ "$( { tr '\0' ' ' <"$f"; } 2>/dev/null)" =~ ^sleep\ 42[789]\ $ ]] && basename "$(dirname "$f")"
  done)
  [ -z "$left" ] || { fail "SIG$sig to stress: sleeps left: $left"; kill $left; }
done

# All tests passed beyond the problem's limits: the report says so, as a failure's does.
"$exe" stress score --cases 3 --beyond -- "$exe" score >beyond.out 2>&1 || fail "beyond: $(head -3 beyond.out)"
grep -q "^ok 3 tests beyond the problem's limits and promises" beyond.out || fail "beyond: $(head -3 beyond.out)"

# A command that cannot be run is a bad command line, found before any test.
"$exe" stress replay --cases 3 -- ./no-such-solution >missing.out 2>missing.err
[ $? -eq 2 ] && [ ! -s missing.out ] && grep -q "cannot run './no-such-solution'" missing.err || fail "missing: $(cat missing.err)"

# On a terminal: one progress line rewritten in place, and the shrinking shown.
script -qec "$exe stress replay --cases 300 -- $solutions replay-own-first" /dev/null >tty.out 2>&1
grep -q $'\r.*tests run, [0-9]* a second' tty.out || fail "progress: no line rewritten in place"
grep -q "shrinking: [0-9]* moves ([0-9]* runs)" tty.out || fail "progress: the shrinking is not shown"
[ "$(grep -c 'tests run' tty.out)" -le 3 ] || fail "progress: a new line per update"

echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
