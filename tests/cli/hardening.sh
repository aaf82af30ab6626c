#!/usr/bin/env bash
# The hardening suite: every subcommand with standard output and standard error closed and full,
# under memory limits, with inputs that declare far more than they hold. Asserts exit codes and that
# nothing aborts (no exit code of 128 or more: no signal). Usage: hardening.sh TENGEN WORKDIR
set -u
exe=$1
work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
failures=0
check() {  # check NAME WANT_RC GOT_RC
  if [ "$3" -ne "$2" ]; then
    echo "FAIL $1: exit $3, expected $2"
    failures=$((failures + 1))
  fi
}

printf '2 0 1\n1 1\n' >score.in
printf '1 1\n1\n' >capture.in
printf '1\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n' >five.in
printf '2\n1 1\n1 2\n' >replay.in
printf 'x\n' >bad.in
printf 'name\nplay b D4\nshowboard\n' >gtp.in
declare -A extra=([five]="--size 5" [score]="" [capture]="" [replay]="")

for cmd in score capture five replay; do
  # Answers that cannot be written: exit 3, and a message.
  "$exe" "$cmd" ${extra[$cmd]} "$cmd.in" >/dev/full 2>err.txt
  check "$cmd >/dev/full" 3 $?
  grep -q "cannot write the answers" err.txt || { echo "FAIL $cmd >/dev/full: no message"; failures=$((failures + 1)); }
  "$exe" "$cmd" ${extra[$cmd]} "$cmd.in" >&- 2>/dev/null
  check "$cmd >&-" 3 $?
  # Messages that cannot be written: the exit code still tells.
  for err in "2>&-" "2>/dev/full"; do
    eval '"$exe" "$cmd" bad.in >/dev/null' "$err"
    check "$cmd bad input $err" 1 $?
    eval '"$exe" "$cmd" --bogus >/dev/null' "$err"
    check "$cmd --bogus $err" 2 $?
    eval '"$exe" "$cmd" ${extra[$cmd]} "$cmd.in" >/dev/full' "$err"
    check "$cmd >/dev/full $err" 3 $?
  done
done
# Help and version that cannot be written: exit 3, as for answers.
# The message names the subcommand asked for, as every other message does.
for what in --help --version "score --help"; do
  "$exe" $what >/dev/full 2>err.txt
  check "$what >/dev/full" 3 $?
  who="tengen"
  [ "$what" = "score --help" ] && who="tengen score"
  grep -q "^$who: cannot write the" err.txt || { echo "FAIL $what >/dev/full: $(cat err.txt)"; failures=$((failures + 1)); }
done
"$exe" gtp <gtp.in >/dev/full 2>/dev/null
check "gtp >/dev/full" 3 $?
"$exe" gtp <gtp.in >&- 2>&-
check "gtp >&- 2>&-" 3 $?
# A GUI that goes away: the pipe's reader is gone, and the engine stops with 3, not SIGPIPE's 141.
yes name | head -100000 | "$exe" gtp 2>/dev/null | head -c 10 >/dev/null
check "gtp into a closed pipe" 3 "${PIPESTATUS[2]}"

# The terminator of score input is answered at once, though the input stays open.
out=$( (printf '2 0 1\n1 1\n0\n'; sleep 4) | timeout 2 "$exe" score)
check "score answers at the terminator" 0 $?
[ "$out" = "White wins by 3" ] || { echo "FAIL score terminator: got '$out'"; failures=$((failures + 1)); }

# GTP: a 2 MiB line, /dev/zero as a record and a directory get answers, and the engine goes on.
out=$( (head -c 2097152 /dev/zero | tr '\0' 'x'; printf '\nloadsgf /dev/zero\nloadsgf .\nname\n') | "$exe" gtp)
check "gtp long line" 0 $?
want=$(printf '? command too long\n\n? cannot load file\n\n? cannot load file\n\n= tengen')
[ "$out" = "$want" ] || { echo "FAIL gtp hostile input: got '${out:0:200}'"; failures=$((failures + 1)); }

# GTP lines over 1 MiB: a comment or blanks only get no answer (an answer nobody asked for would
# desync a controller); a long command keeps its id; blanks then a command past the first MiB are
# still a command.
out=$( (printf '# '; head -c 2097152 /dev/zero | tr '\0' 'y'; printf '\n'; head -c 2097152 /dev/zero | tr '\0' ' ';
        printf '\n7 set_free_handicap'; head -c 2097152 /dev/zero | tr '\0' ' ' | sed 's/  / A1/g';
        printf '\n'; head -c 1100000 /dev/zero | tr '\0' ' '; printf 'name\n8 name\n') | "$exe" gtp)
check "gtp long comment" 0 $?
want=$(printf '?7 command too long\n\n? command too long\n\n=8 tengen')
[ "$out" = "$want" ] || { echo "FAIL gtp long lines: got '${out:0:200}'"; failures=$((failures + 1)); }

# Memory: inputs that declare far more than they hold end at their end, within a limit that the
# declared boards would exceed many times (not under AddressSanitizer, which reserves far more).
if [ -z "${ASAN_OPTIONS:-}" ]; then
  limited() { (ulimit -v 400000 && "$@"); }
  # Boards are taken as their rows arrive: a tall board declared and not given ends where the
  # input does.
  printf '1400000000 1\n0 1\n' | limited "$exe" capture >/dev/null 2>err.txt
  check "capture 1400000000x1" 1 $?
  grep -q "the input ends where cell (3, 1) should be" err.txt || { echo "FAIL capture declared size: $(cat err.txt)"; failures=$((failures + 1)); }
  # A board whose first row alone exceeds the limit ends where its text does too: the first row of a
  # wide board is read before the grid (and the wall row above it) takes any room.
  printf '1 1400000000\n0 0\n' | limited "$exe" capture >/dev/null 2>err.txt
  check "capture 1x1400000000" 1 $?
  grep -q "case 1: the input ends where cell (1, 3) should be" err.txt || { echo "FAIL capture wide board: $(cat err.txt)"; failures=$((failures + 1)); }
  # A score board (stones land anywhere) is refused at its header: a clean error all the same.
  printf '65534 0 1\n' | limited "$exe" score >/dev/null 2>err.txt
  check "score 65534" 1 $?
  grep -q "<stdin>:1:1: case 1: not enough memory for this input" err.txt || { echo "FAIL score declared size: $(cat err.txt)"; failures=$((failures + 1)); }
  # validate says the same of it, at the case's first number, with the cases before it checked.
  printf '2 1 0\n1 1\n65534 0 1\n1 1\n' | limited "$exe" validate score >/dev/null 2>err.txt
  check "validate score 65534" 1 $?
  grep -qx "tengen validate: <stdin>:3:1: case 2: not enough memory for this input" err.txt ||
    { echo "FAIL validate declared size: $(cat err.txt)"; failures=$((failures + 1)); }
  printf '1\n0 0\n' | limited "$exe" five --size 60000 >/dev/null 2>err.txt
  check "five 60000" 1 $?
  printf '0\n' | limited "$exe" replay --size 10000x10000 >/dev/null 2>err.txt
  check "replay of no moves on a huge board" 0 $?
  printf '1\n1 1\n' | limited "$exe" replay --size 10000x10000 >/dev/null 2>err.txt
  check "replay on a board beyond the limit" 1 $?
  grep -q "move count: not enough memory for this input" err.txt || { echo "FAIL replay huge board: $(cat err.txt)"; failures=$((failures + 1)); }
  # A Gomoku record's header cannot ask for more than the largest record board.
  printf 'Piskvorky 30000x30000, 8:8, 0\n1,1,0\n' >huge.psq
  limited "$exe" five --game huge.psq >/dev/null 2>err.txt
  check "five --game of a 30000x30000 header" 1 $?
  grep -q "huge.psq:1:11: header:" err.txt || { echo "FAIL five --game huge header: $(cat err.txt)"; failures=$((failures + 1)); }
  # SGF runs at limits from 8 to 32 MB, where reading ahead (a second thread, batches of games)
  # meets the limit in every place: a clean "not enough memory" (exit 1) or the answers, never a
  # crash. (Games read ahead once took 345 KiB of stack, and the reading thread's own failures
  # escaped it.) Real games from the corpus, when it is there.
  # Limits from the least the loader needs up: the answer, or one line saying there is not enough
  # memory (exit 1), standard input named as every message names it; never an abort, even where
  # the command line itself cannot be set up (an independent tester: exit 134 at 7,800 KB).
  printf '1 1 0\n1 1\n' >small.in
  for limit in $(seq 6000 200 10000); do
    for from in file stdin; do
      if [ "$from" = file ]; then (ulimit -v "$limit" && "$exe" score small.in >/dev/null 2>err.txt); rc=$?
      else (ulimit -v "$limit" && "$exe" score <small.in >/dev/null 2>err.txt); rc=$?; fi
      case "$rc:$(tail -1 err.txt)" in
        0:*) ;;
        1:"tengen: not enough memory" | "1:tengen score: not enough memory for this input") ;;
        "1:tengen score: small.in:1:1: not enough memory for this input") [ "$from" = file ] || rc=x ;;
        "1:tengen score: <stdin>:1:1: not enough memory for this input") [ "$from" = stdin ] || rc=x ;;
        127:*"error while loading shared libraries"*) ;;  # the loader, before tengen runs
        *) rc=x ;;
      esac
      [ "$rc" != x ] || { echo "FAIL score from $from under ulimit -v $limit: $(tail -1 err.txt)"; failures=$((failures + 1)); }
    done
  done
  corpus="$here/../../../shared/corpus/sgf/kgs-2017"
  if [ -d "$corpus" ]; then
    mapfile -t games < <(find "$corpus" -name '*.sgf' | sort | head -300)
    cat "${games[@]}" >many.sgf
    cat "${games[@]:0:60}" >sixty.sgf
    for limit in 8000 12000 16000 20000 24000 32000; do
      for run in "replay ${games[*]}" "replay many.sgf" "score --json many.sgf" "score --dead auto sixty.sgf"; do
        # shellcheck disable=SC2086
        (ulimit -v "$limit" && timeout 60 "$exe" $run >/dev/null 2>err.txt)
        rc=$?
        if [ "$rc" -ne 0 ] && { [ "$rc" -ne 1 ] || ! tail -1 err.txt | grep -q "not enough memory for this input$"; }; then
          echo "FAIL ${run:0:30} under ulimit -v $limit: exit $rc, $(tail -1 err.txt)"
          failures=$((failures + 1))
        fi
      done
    done
  fi
fi

# (Not under the sanitizers: their runtime needs descriptors of its own, and UBSan's type checks
# fail without them.)
if [ -z "${ASAN_OPTIONS:-}" ]; then
  # A UTF-16 record where no file can be opened but the one being read (ulimit -n 4): iconv cannot
  # load its converter, and the error says so at 1:1, not what the unconverted bytes look like
  # ("no game tree" at line 168 of a real file). With one more descriptor, the game is read.
  # Descriptors the suite inherited (from CTest) are closed first, so that the limit means the same.
  only_standard_fds() {  # only_standard_fds LIMIT COMMAND...: COMMAND with descriptors 0 to 2 alone open, under ulimit -n LIMIT
    (
      for fd in $(ls /proc/$BASHPID/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done
      ulimit -n "$1" && shift && "$@"
    )
  }
  printf '\xff\xfe(\0;\0S\0Z\0[\x009\0]\0;\0B\0[\0e\0e\0]\0)\0' >u16.sgf
  only_standard_fds 4 "$exe" replay u16.sgf >out.txt 2>err.txt
  check "utf-16 under ulimit -n 4" 1 $?
  grep -qx 'tengen replay: u16.sgf:1:1: cannot convert this UTF-16 file: iconv could not open its converter (too many open files?)' err.txt ||
    { echo "FAIL utf-16 under ulimit -n 4: $(cat err.txt)"; failures=$((failures + 1)); }
  only_standard_fds 5 "$exe" replay u16.sgf >out.txt 2>err.txt
  check "utf-16 under ulimit -n 5" 0 $?
  [ "$(cat out.txt)" = "0 0" ] || { echo "FAIL utf-16 under ulimit -n 5: $(cat out.txt err.txt)"; failures=$((failures + 1)); }
fi

echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
