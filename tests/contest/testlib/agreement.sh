#!/usr/bin/env bash
# How often tengen check and testlib agree: a checker of each problem written with testlib.h
# (checker.cpp, this project's code; testlib.h itself is not part of tengen: give its path) judges
# 1,500 outputs per format, right answers with tokens replaced by malformed integers, wrong words,
# control bytes and byte order marks, dropped, or joined by other blanks, and per format a missing
# output file and a directory in its place; tengen check judges the same. Then tengen validate
# --strict against a testlib validator (validator.cpp): valid inputs of `tengen gen` with one to
# three bytes inserted, deleted or replaced (blanks, digits, signs, letters), 400 per format (score,
# five, replay); they agree when both accept, or both refuse and tengen's first violation is on the
# line testlib's validator stops at. A measurement, not a ctest (testlib is no Debian package).
# Usage: agreement.sh TENGEN TESTLIB_H WORKDIR   (prints: counts, agreements, and each disagreement)
set -eu
exe=$1
testlib=$2
work=$3
mkdir -p "$work"
here=$(cd "$(dirname "$0")" && pwd)
for f in SCORE CAPTURE FIVE REPLAY; do
  g++ -O1 -std=c++17 -D"$f" -I"$(dirname "$testlib")" -o "$work/check_$f" "$here/checker.cpp"
  [ "$f" = CAPTURE ] || g++ -O1 -std=c++17 -D"$f" -I"$(dirname "$testlib")" -o "$work/val_$f" "$here/validator.cpp"
done
cd "$work"
python3 - "$exe" <<'PY'
import random, re, subprocess, sys
T = sys.argv[1]
random.seed(5)
junk = [b'00', b'+0', b'-0', b'0.0', b'12345678901234567890', b'draw', b'0\x0b0', b'0\x000', b'\xef\xbb\xbf', b'\x0c', b'x',
        b'-1', b'1', b'2', b'3', b'Draw', b'wins', b'9223372036854775808', b'-9223372036854775808', b'1e3', b'0x1',
        b'9223372036854775807', b'-9223372036854775807', b'1000000000000000000']
blanks = [b' ', b'\n', b'\t', b'\r\n', b'  ', b'\x0b', b'\x0c']
total = agree = 0
for fmt in ['score', 'capture', 'five', 'replay']:
    for seed in range(1, 16):
        inp = subprocess.run([T, 'gen', fmt, '--seed', str(seed), '--cases', '5'], capture_output=True).stdout
        # testlib reads blank-separated tokens: capture's glued signs ("1-1") spaced for its checker.
        open('in.txt', 'wb').write(re.sub(rb'([0-9])-', rb'\1 -', inp))
        ans = subprocess.run([T, fmt, 'in.txt'], capture_output=True).stdout
        open('ans.txt', 'wb').write(ans)
        for trial in range(100):
            out = b'\xef\xbb\xbf' if random.random() < 0.1 else b''
            for t in ans.split():
                r = random.random()
                if r < 0.03:
                    t = random.choice(junk)
                if 0.03 < r < 0.045:
                    continue
                out += t + (random.choice(blanks) if random.random() < 0.2 else random.choice([b' ', b'\n']))
            if random.random() < 0.1:
                out += random.choice(junk)
            if trial == 0:
                out = ans
            open('out.txt', 'wb').write(out)
            a = subprocess.run(['./check_' + fmt.upper(), 'in.txt', 'out.txt', 'ans.txt'], capture_output=True).returncode
            b = subprocess.run([T, 'check', fmt, 'in.txt', 'out.txt', 'ans.txt'], capture_output=True).returncode
            total += 1
            agree += a == b
            if a != b:
                print('disagree', fmt, 'testlib', a, 'tengen', b, out[:80])
    # No output file at all, and a directory in its place: the solution's fault for both.
    for missing in ['no-such-output.txt', '.']:
        a = subprocess.run(['./check_' + fmt.upper(), 'in.txt', missing, 'ans.txt'], capture_output=True).returncode
        b = subprocess.run([T, 'check', fmt, 'in.txt', missing, 'ans.txt'], capture_output=True).returncode
        total += 1
        agree += a == b
        if a != b:
            print('disagree', fmt, 'testlib', a, 'tengen', b, 'output file', missing)
print(total, 'outputs,', agree, 'agreements')
PY
python3 - "$exe" <<'PY'
import random, re, subprocess, sys
T = sys.argv[1]
random.seed(7)
alphabet = [b' ', b'\n', b'\t', b'\r', b'0', b'1', b'7', b'-', b'+', b'x']
total = agree = 0
for fmt in ['score', 'five', 'replay']:
    for trial in range(400):
        text = subprocess.run([T, 'gen', fmt, '--seed', str(trial % 40 + 1), '--cases', '3'], capture_output=True).stdout
        text = bytearray(text)
        for _ in range(random.randint(1, 3)):
            at = random.randrange(len(text) + 1)
            kind = random.random()
            if kind < 0.4 and at < len(text):
                del text[at]
            elif kind < 0.7 and at < len(text):
                text[at:at + 1] = random.choice(alphabet)
            else:
                text[at:at] = random.choice(alphabet)
        open('in.txt', 'wb').write(bytes(text))
        t = subprocess.run([T, 'validate', fmt, '--strict', 'in.txt'], capture_output=True)
        v = subprocess.run(['./val_' + fmt.upper()], stdin=open('in.txt', 'rb'), capture_output=True)
        t_line = None
        if t.returncode != 0:
            m = re.match(rb'tengen validate: in\.txt:(\d+):', t.stderr)
            t_line = int(m.group(1)) if m else -1
        v_line = None
        if v.returncode != 0:
            m = re.search(rb'line (\d+)', v.stdout + v.stderr)
            v_line = int(m.group(1)) if m else -1
        total += 1
        same = (t_line is None) == (v_line is None) and (t_line is None or t_line == v_line)
        agree += same
        if not same:
            print(f'{fmt} #{trial}: tengen line {t_line}, testlib line {v_line}: {bytes(text)[:200]!r}')
            print('   tengen:', t.stderr.decode(errors="replace").splitlines()[:1], 'testlib:', (v.stdout + v.stderr).decode(errors="replace").strip()[:160])
print(f'{total} inputs, {agree} agreements')
PY
