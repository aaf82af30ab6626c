#!/usr/bin/env bash
# Runs over many files read whole are read ahead on a second thread: the answers must be those of
# one run a file, in order, and a bad file, a directory or a pipe among them must end or go on
# exactly as without the read-ahead (answers before it written, the same exit code, no hang).
# Usage: read_ahead.sh TENGEN WORKDIR
# shellcheck source=setup.sh
. "$(dirname "$0")/setup.sh"

# 150 games of random distinct points (a shuffle of the board, cut at a random length: more than
# twice the files the read-ahead holds at once); those that go on after the game is decided are
# answered with a warning, as one run a file does. (One awk writes every file of the script: its
# own processes, not tengen's, took most of its time.)
awk 'BEGIN { for (i = 1; i <= 150; ++i) { srand(i); n = 0; name = sprintf("g%03d.txt", i)
    for (r = 1; r <= 15; ++r) for (c = 1; c <= 15; ++c) p[n++] = r " " c
    for (k = n - 1; k > 0; --k) { j = int(rand() * (k + 1)); t = p[k]; p[k] = p[j]; p[j] = t }
    m = 1 + int(rand() * 150); for (k = 0; k < m; ++k) print p[k] >name; close(name) } }'
good=(g[0-9][0-9][0-9].txt)
# The answers of one run a file, run once for each file (a sanitizer build starts slowly) and kept.
for f in "${good[@]}"; do "$exe" five --game --rule renju "$f" >"$f.want" 2>/dev/null; done
one_by_one() {  # the answers of one run a file, for the first N files named after N
  local n=$1
  shift
  local files=("${@:1:$n}")
  cat /dev/null "${files[@]/%/.want}"
}

# 1. All at once, as one at a time.
timeout 60 "$exe" five --game --rule renju "${good[@]}" >all.out 2>all.err
[ $? -eq 0 ] || fail "many files: exit code"
one_by_one "${#good[@]}" "${good[@]}" >want.out
cmp -s all.out want.out || fail "many files: answers differ from one run a file"

# 2. A bad record in the middle: the answers before it, exit 1, its name in the message.
printf '1 1\n99 1\n' >bad.txt
list=("${good[@]:0:60}" bad.txt "${good[@]:60:40}")
timeout 60 "$exe" five --game --rule renju "${list[@]}" >bad.out 2>bad.err
[ $? -eq 1 ] || fail "bad record: exit code"
one_by_one 60 "${good[@]}" >want.out
cmp -s bad.out want.out || fail "bad record: the answers before it"
grep -q "^tengen five: bad.txt:2:1: move 2: " bad.err || fail "bad record: message '$(head -1 bad.err)'"

# 3. A directory in the middle: the answers before it, exit 2.
mkdir -p adir
list=("${good[@]:0:30}" adir "${good[@]:30:10}")
timeout 60 "$exe" five --game --rule renju "${list[@]}" >dir.out 2>dir.err
[ $? -eq 2 ] || fail "directory: exit code"
one_by_one 30 "${good[@]}" >want.out
cmp -s dir.out want.out || fail "directory: the answers before it"
grep -q "cannot read adir: Is a directory" dir.err || fail "directory: message '$(cat dir.err)'"

# 3b. A file that cannot be read, named after many others (their answers held, not written, until
# output is due): no answer and no warning of the files before it, exit 2, one line. Then after a
# bad record, which makes output due: still only the one line.
timeout 60 "$exe" five --game --rule renju "${good[@]}" missing.txt >gone.out 2>gone.err
rc=$?
[ $rc -eq 2 ] || fail "missing file last: exit $rc"
[ ! -s gone.out ] || fail "missing file last: answers written"
[ "$(cat gone.err)" = "tengen five: cannot read missing.txt: No such file or directory" ] ||
  fail "missing file last: standard error '$(head -3 gone.err)'"
list=("${good[@]:0:60}" bad.txt "${good[@]:60:40}" missing.txt)
timeout 60 "$exe" five --game --rule renju "${list[@]}" >gone.out 2>gone.err
rc=$?
[ $rc -eq 2 ] || fail "missing file after a bad record: exit $rc"
[ ! -s gone.out ] || fail "missing file after a bad record: answers written"
[ "$(cat gone.err)" = "tengen five: cannot read missing.txt: No such file or directory" ] ||
  fail "missing file after a bad record: standard error '$(head -3 gone.err)'"

# 3c. Held answers that cannot be written stop the run as they would have without the hold (when
# their first block filled): exit 3 and one line, whatever comes after them, a directory, a bad
# board or a pipe without a writer (standard output closed; 100,000 boards of one point answer
# 200 KB, no warning among them).
awk 'BEGIN { print 100000; for (i = 0; i < 100000; ++i) print 0 }' >ones.txt
printf '2\n0\n3\n' >bad_one.txt
mkfifo nowriter.fifo
for last in adir bad_one.txt nowriter.fifo; do
  timeout 20 "$exe" five --size 1 ones.txt ones.txt "$last" >&- 2>closed.err
  rc=$?
  [ $rc -eq 3 ] || fail "standard output closed, then $last: exit $rc"
  [ "$(cat closed.err)" = "tengen five: cannot write the answers: Bad file descriptor" ] ||
    fail "standard output closed, then $last: '$(head -3 closed.err)'"
done
rm -f nowriter.fifo
# 3d. Standard input among the names is checked with the rest at the start, as it may wait: a
# missing file after it stops the run before it is read.
mkfifo stdin.fifo
exec 7<>stdin.fifo  # a writer that writes nothing and stays
timeout 10 "$exe" five --game --rule renju "${good[0]}" - missing.txt <stdin.fifo >stdin.out 2>stdin.err
rc=$?
exec 7>&-
rm -f stdin.fifo
[ $rc -eq 2 ] || fail "standard input, then a missing file: exit $rc"
[ ! -s stdin.out ] || fail "standard input, then a missing file: answers written"

# 4. A named pipe among the files is read at its turn, from its writer.
mkfifo pipe.txt
cat "${good[0]}" >pipe.txt &
list=("${good[@]:1:20}" pipe.txt "${good[@]:21:20}")
timeout 60 "$exe" five --game --rule renju "${list[@]}" >pipe.out 2>pipe.err
[ $? -eq 0 ] || fail "pipe: exit code"
wait
{ one_by_one 20 "${good[@]:1}"; cat "${good[0]}.want"; one_by_one 20 "${good[@]:21}"; } >want.out
cmp -s pipe.out want.out || fail "pipe: answers"

# 4b. The answers before a named pipe whose writer has not come are out before tengen waits for it.
mkfifo late.txt
printf '2 0 1\n1 1\n0\n' >first.in
"$exe" score first.in late.txt >late.out 2>late.err &
waiting=$!
for _ in $(seq 100); do [ -s late.out ] && break; sleep 0.1; done
[ "$(cat late.out)" = "White wins by 3" ] || fail "pipe without its writer: the first file's answer is not out ('$(cat late.out)')"
printf '2 1 0\n1 1\n0\n' >late.txt
wait $waiting || fail "pipe without its writer: exit code"
[ "$(cat late.out)" = "$(printf 'White wins by 3\nBlack wins by 3')" ] || fail "pipe without its writer: answers"

# 4c. A low limit on open files (ulimit -n 40): fewer files are held open ahead, every one is read.
for i in $(seq 1 120); do printf '1\n1 1\n' >"few$i.in"; done
lines=$( (ulimit -n 40 && "$exe" replay few*.in) | wc -l)
[ "$lines" -eq 120 ] || fail "ulimit -n 40: $lines answers of 120"

# 4d. Standard input closed, after a file: refused before the file is opened (it would take
# descriptor 0 and be read again as "-").
"$exe" score first.in - <&- >closed.out 2>closed.err
rc=$?
[ $rc -eq 2 ] || fail "closed stdin after a file: exit $rc"
grep -q "cannot read <stdin>: Bad file descriptor" closed.err || fail "closed stdin after a file: '$(cat closed.err)'"

# 5. A pipe with no writer after a bad record: the run stops at the bad record, without waiting.
list=("${good[@]:0:5}" bad.txt pipe.txt)
timeout 20 "$exe" five --game --rule renju "${list[@]}" >/dev/null 2>&1
rc=$?
[ $rc -eq 1 ] || fail "pipe after a bad record: exit $rc (124 is a hang)"

# 6. SGF records: score and replay over many files, as one at a time.
rows=abcde
for i in $(seq 1 20); do printf '(;GM[1]SZ[5];B[a%s];W[bb];B[cc])\n' "${rows:$((i % 5)):1}" >"s$i.sgf"; done
for cmd in score replay; do
  "$exe" "$cmd" s*.sgf >sgf.out 2>&1 || fail "$cmd sgf: exit code"
  for f in s*.sgf; do "$exe" "$cmd" "$f" 2>&1; done >want.out
  # With several inputs a JSON record names its file; the classic answers are the same.
  cmp -s sgf.out want.out || fail "$cmd sgf: answers differ from one run a file"
done

# 7. SGF files parsed ahead: warnings, a bad tree, a bad record and a bad second game among many give
# the same standard output, standard error (in order with it) and exit code as one run a file
# that stops at the first failing one; with --strict, the first warning ends the run.
printf '(;GM[1]SZ[5];B[aa];W[bb]\n' >open.sgf                      # warning: tree not closed
printf '(;GM[1]SZ[5];B[aa]\n;W[b' >unclosed.sgf                    # error: value not closed
printf '(;GM[1]SZ[5];B[aa];W[zz])\n' >offboard.sgf                 # error in the record
printf '(;GM[1]SZ[5];B[aa])\n(;GM[1]SZ[5]\n;B[aa];W[aa])\n' >two.sgf  # error in game 2
: >empty.sgf
# The files to run, then what one run a file gives up to the first one that fails.
check_sgf() {
  local name=$1 cmd=$2
  shift 2
  local opts=() files=()
  for a in "$@"; do case $a in --*) opts+=("$a") ;; *) files+=("$a") ;; esac; done
  timeout 60 "$exe" "$cmd" "${opts[@]}" "${files[@]}" >many.out 2>many.err
  local got=$?
  timeout 60 "$exe" "$cmd" "${opts[@]}" "${files[@]}" >many.both 2>&1
  local want=0 keys=()
  for f in "${files[@]}"; do
    # One run a file, kept per file and options: the ring below names each file many times.
    local key="one.$cmd.${opts[*]// /_}.$f"
    if [ ! -e "$key.rc" ]; then
      "$exe" "$cmd" "${opts[@]}" "$f" >"$key.out" 2>"$key.err"
      echo $? >"$key.rc"
      "$exe" "$cmd" "${opts[@]}" "$f" >"$key.both" 2>&1
    fi
    keys+=("$key")
    read -r want <"$key.rc"
    [ "$want" -eq 0 ] || break
  done
  # One cat for each stream, not three a file: hundreds of processes fewer on a loaded machine.
  cat /dev/null "${keys[@]/%/.out}" >one.out
  cat /dev/null "${keys[@]/%/.err}" >one.err
  cat /dev/null "${keys[@]/%/.both}" >one.both
  [ "$got" -eq "$want" ] || fail "$name: exit $got, one run a file $want"
  cmp -s many.out one.out || fail "$name: standard output differs from one run a file"
  cmp -s many.err one.err || fail "$name: standard error '$(head -1 many.err)' differs from '$(head -1 one.err)'"
  cmp -s many.both one.both || fail "$name: answers and messages in another order"
}
sgfs=(s*.sgf)
for cmd in replay score; do
  check_sgf "$cmd warnings" "$cmd" "${sgfs[@]:0:5}" open.sgf "${sgfs[@]:5:5}" open.sgf "${sgfs[@]:10}"
  check_sgf "$cmd --strict" "$cmd" --strict "${sgfs[@]:0:12}" open.sgf "${sgfs[@]:12}"
  for bad in unclosed.sgf offboard.sgf two.sgf empty.sgf; do
    check_sgf "$cmd $bad" "$cmd" "${sgfs[@]:0:15}" open.sgf "$bad" "${sgfs[@]:15}"
  done
  # More files than the read-ahead holds at once (its ring of parsed files comes round several times).
  many=()
  for k in $(seq 1 5); do many+=("${sgfs[@]}"); done
  check_sgf "$cmd ring" "$cmd" "${many[@]}" open.sgf "${many[@]}" two.sgf "${sgfs[@]}"
done
grep -q "^tengen score: two.sgf:3:8: game 2, move 2: " one.err || fail "bad game 2: message '$(tail -1 one.err)'"
# A referee's count, which the reading thread also answers while it is ahead (the playouts are
# the slow part): the same lines as one run a file, warnings and a bad record among them.
# (72 files: more than the ring holds, few enough for the playouts of a sanitizer build.)
check_sgf "score --dead auto ring" score --dead=auto "${sgfs[@]}" open.sgf "${sgfs[@]}" "${sgfs[@]}" offboard.sgf "${sgfs[@]:0:10}"

# 8. One large collection (over 256 KiB) is read a few trees at a time on the second core: its
# answers are those of its games as files of their own, and a tree that cannot be read late in it
# comes after the answers of every game before it, named by its number.
awk 'BEGIN { s = "abcdefghijklmnopqrs"
  for (i = 1; i <= 600; ++i) { srand(i); n = 0; name = sprintf("c%03d.sgf", i)
    for (r = 1; r <= 19; ++r) for (c = 1; c <= 19; ++c) p[n++] = substr(s, c, 1) substr(s, r, 1)
    for (k = n - 1; k > 0; --k) { j = int(rand() * (k + 1)); t = p[k]; p[k] = p[j]; p[j] = t }
    m = 40 + int(rand() * 60); printf "(;GM[1]FF[4]SZ[19]RU[Chinese]KM[7.5]\n" >name
    for (k = 0; k < m; ++k) printf ";%s[%s]", (k % 2 ? "W" : "B"), p[k] >name; print ")" >name; close(name) } }'
cat c*.sgf >big.sgf
[ "$(wc -c <big.sgf)" -gt 262144 ] || fail "collection: only $(wc -c <big.sgf) bytes"
for cmd in replay score; do
  timeout 60 "$exe" "$cmd" big.sgf >big.out 2>big.err || fail "$cmd collection: exit code ($(head -1 big.err))"
  "$exe" "$cmd" c*.sgf >want.out 2>&1
  cmp -s big.out want.out || fail "$cmd collection: answers differ from its games' files"
  mapfile -t games < <(ls c*.sgf)
  { cat "${games[@]:0:450}"; printf '(;GM[1]SZ[19];B[aa]!)\n'; cat "${games[@]:450}"; } >bigbad.sgf
  timeout 60 "$exe" "$cmd" bigbad.sgf >bad.out 2>bad.err
  [ $? -eq 1 ] || fail "$cmd collection with a bad tree: exit code"
  "$exe" "$cmd" "${games[@]:0:450}" >want.out 2>/dev/null
  cmp -s bad.out want.out || fail "$cmd collection with a bad tree: the answers before it"
  grep -q "^tengen $cmd: bigbad.sgf:[0-9]*:[0-9]*: game 451: unexpected '!' in a game tree$" bad.err ||
    fail "$cmd collection with a bad tree: message '$(cat bad.err)'"
  # Three times as many games, every 97th with a warning (a komi that is no number): the clean
  # games may be answered on the reading thread while the answers lag, the others at their turn,
  # each warning between the answers of the games around it.
  # (The list names the clean games' own files; no process a game.)
  n=0
  for k in 1 2 3; do
    for g in "${games[@]}"; do
      n=$((n + 1))
      if ((n % 97 == 0)); then sed 's/KM\[7.5\]/KM[abc]/' "$g" >"w$n.sgf" && echo "w$n.sgf"; else echo "$g"; fi
    done
  done >warn.list
  xargs cat <warn.list >warn.sgf
  timeout 60 "$exe" "$cmd" warn.sgf >warn.out 2>&1 || fail "$cmd collection with warnings: exit code"
  xargs "$exe" "$cmd" <warn.list >want.out 2>&1
  # The warnings name their place differently (the collection's line and game, or the file's).
  sed -i 's/^tengen [a-z]*: .*warning: /warning: /' warn.out want.out
  [ "$(grep -c '^warning: ' warn.out)" -eq 18 ] || fail "$cmd collection with warnings: $(grep -c '^warning: ' warn.out) warnings"
  cmp -s warn.out want.out || fail "$cmd collection with warnings: answers differ from its games' files"
  rm -f w[0-9]*.sgf
done

# 9. A collection of a mebibyte or more is mapped, not read (text::Input::map_whole): the same
# answers, named on the command line (alone, or read ahead before another file) or given as
# standard input (from its start, or from where a reader before tengen left it).
cat big.sgf big.sgf big.sgf big.sgf big.sgf >huge.sgf
[ "$(wc -c <huge.sgf)" -ge 1048576 ] || fail "mapped collection: only $(wc -c <huge.sgf) bytes"
"$exe" replay big.sgf >one.out 2>&1
cat one.out one.out one.out one.out one.out >want.out
timeout 60 "$exe" replay huge.sgf >huge.out 2>&1 || fail "mapped collection: exit code"
cmp -s huge.out want.out || fail "mapped collection: answers differ from the collection read whole"
timeout 60 "$exe" replay --sgf - <huge.sgf >huge.out 2>&1 || fail "mapped standard input: exit code"
cmp -s huge.out want.out || fail "mapped standard input: answers differ"
timeout 60 "$exe" replay huge.sgf c001.sgf >huge.out 2>&1 || fail "mapped collection read ahead: exit code"
{ cat want.out; "$exe" replay c001.sgf; } >want2.out 2>&1
cmp -s huge.out want2.out || fail "mapped collection read ahead: answers differ"
# Each game is two lines: ten lines are its first five games, whose answers the rest goes without.
skipped=$(head -n 10 big.sgf | "$exe" replay --sgf - | wc -l)
{ head -n 10 >/dev/null; "$exe" replay --sgf -; } <huge.sgf >huge.out 2>&1 || fail "standard input read in part before: exit code"
tail -n +"$((skipped + 1))" want.out >rest.out
cmp -s huge.out rest.out || fail "standard input read in part before: answers differ from the rest's"

[ "$failures" -eq 0 ] && echo "read-ahead: all checks passed"
exit $((failures > 0))
