#!/usr/bin/env bash
# Boards of a regular file are read on a second thread (in batches) while the first answers them;
# from a pipe they are read one at a time on the first. Both must give the same bytes on stdout and
# stderr and the same exit code, whatever the input does at whichever case (a batch's first, last,
# or next), and stopping early (a closed output) must not hang.
# Usage: case_pipeline.sh TENGEN WORKDIR
# shellcheck source=setup.sh
. "$(dirname "$0")/setup.sh"

# N random 19x19 boards, 40% occupied; board BAD (if any) has a 7 in its middle.
boards() {  # boards COUNT_WRITTEN BOARDS BAD SEED
  awk -v count="$1" -v n="$2" -v bad="$3" -v seed="$4" 'BEGIN { srand(seed); print count
    for (b = 1; b <= n; ++b) for (r = 1; r <= 19; ++r) { line = ""
      for (c = 1; c <= 19; ++c) { x = rand(); v = x < 0.2 ? 1 : x < 0.4 ? 2 : 0
        if (b == bad && r == 10 && c == 10) v = 7
        line = line (c > 1 ? " " : "") v }
      print line } }'
}

compare() {  # compare NAME FILE OPTIONS...: the file as a regular file, then through a pipe
  local name=$1 file=$2
  shift 2
  timeout 60 "$exe" five "$@" <"$file" >file.out 2>file.err
  local rc_file=$?
  cat "$file" | timeout 60 "$exe" five "$@" >pipe.out 2>pipe.err
  local rc_pipe=${PIPESTATUS[1]}
  [ "$rc_file" -eq "$rc_pipe" ] || fail "$name $*: exit $rc_file from a file, $rc_pipe from a pipe"
  cmp -s file.out pipe.out || fail "$name $*: stdout differs"
  cmp -s file.err pipe.err || fail "$name $*: stderr differs"
  [ -s file.out ] || [ "$name" = "bad-1" ] || fail "$name $*: no answers"
}

boards 1100 1100 0 1 >clean.txt
for opts in "" "--json" "--rule renju --forbidden" "--rule freestyle" "--rule caro --json"; do
  # shellcheck disable=SC2086
  compare clean clean.txt $opts
done
# A bad board at a batch's first, last and next case (batches of 256), and elsewhere.
for bad in 1 2 255 256 257 512 513 1024 1100; do
  boards 1100 1100 "$bad" "$bad" >bad.txt
  compare "bad-$bad" bad.txt
  compare "bad-$bad" bad.txt --json
done
# The input ends early, or goes on after the last board.
boards 1100 1000 0 5 >short.txt
compare short short.txt
boards 300 300 0 6 >long.txt
echo "1" >>long.txt
compare long long.txt

# Stopping early: the output closed after a few answers ends the run, no hang. (JSON, so that the
# answers overflow the pipe's buffer and the writer meets the closed end.)
boards 3000 3000 0 7 >big.txt
start=$(date +%s)
timeout 20 "$exe" five --json <big.txt | head -c 10 >/dev/null
[ "${PIPESTATUS[0]}" -ne 124 ] || fail "closed output: the run hangs"
[ $(($(date +%s) - start)) -lt 15 ] || fail "closed output: too slow to stop"

[ "$failures" -eq 0 ] && echo "case pipeline: all checks passed"
exit $((failures > 0))
