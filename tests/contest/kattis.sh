#!/usr/bin/env bash
# tengen check as a Kattis / DOMjudge output validator: called as the judge calls it (input, judge
# answer, feedback directory; the team's output on standard input), exit 42 for accepted and 43 for
# a wrong answer, the verdict in FEEDBACK_DIR/judgemessage.txt.
set -u
exe=$1
work=$2
rm -rf "$work" && mkdir -p "$work/feedback" && cd "$work" || exit 1
failures=0
"$exe" gen replay --seed 4 --cases 30 >in.txt
"$exe" replay in.txt >answer.txt
"$exe" check replay --exit-codes kattis in.txt answer.txt feedback <answer.txt 2>/dev/null
rc=$?
[ $rc -eq 42 ] || { echo "FAIL accepted: exit $rc"; failures=$((failures + 1)); }
grep -qx "ok 30 moves" feedback/judgemessage.txt || { echo "FAIL accepted message: $(cat feedback/judgemessage.txt)"; failures=$((failures + 1)); }
sed '7s/.*/3 3/' answer.txt >team.txt
"$exe" check replay --exit-codes kattis in.txt answer.txt feedback <team.txt 2>/dev/null
rc=$?
[ $rc -eq 43 ] || { echo "FAIL wrong answer: exit $rc"; failures=$((failures + 1)); }
grep -q "^wrong answer move 7: expected " feedback/judgemessage.txt || { echo "FAIL wrong answer message: $(cat feedback/judgemessage.txt)"; failures=$((failures + 1)); }
# The judge's own answer file is the truth, whatever tengen would say.
"$exe" check replay --exit-codes kattis in.txt team.txt feedback <team.txt 2>/dev/null
rc=$?
[ $rc -eq 42 ] || { echo "FAIL judge's answer file: exit $rc"; failures=$((failures + 1)); }
# A FEEDBACK_DIR that is not there: the judge would get no message, so no verdict either (exit 1,
# a judge error), and the reason on standard error.
"$exe" check replay --exit-codes kattis in.txt answer.txt no_such_dir <answer.txt 2>err.txt
rc=$?
[ $rc -eq 1 ] || { echo "FAIL missing feedback dir: exit $rc"; failures=$((failures + 1)); }
grep -qx "checker failure: cannot write no_such_dir/judgemessage.txt" err.txt || { echo "FAIL missing feedback dir message: $(cat err.txt)"; failures=$((failures + 1)); }
# ... and that reason alone: no verdict on standard error either (a wrong answer, here).
printf '1\n' >wrong.txt
"$exe" check replay --exit-codes kattis in.txt answer.txt no_such_dir <wrong.txt 2>err.txt
[ "$(cat err.txt)" = "checker failure: cannot write no_such_dir/judgemessage.txt" ] ||
  { echo "FAIL missing feedback dir, wrong answer: $(cat err.txt)"; failures=$((failures + 1)); }
echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
