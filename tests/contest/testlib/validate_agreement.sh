#!/usr/bin/env bash
# Where tengen validate --strict and a testlib validator (validator.cpp, this project's code;
# testlib.h itself is not part of tengen: give its path) find an input's first fault: valid inputs
# of `tengen gen` with one to three bytes inserted, deleted or replaced (blanks, digits, signs,
# letters), 400 per format (score, five, replay). They agree when both accept, or both refuse and
# tengen's first violation is on the line testlib's validator stops at. A measurement, not a ctest
# (testlib is no Debian package).
# Usage: validate_agreement.sh TENGEN TESTLIB_H WORKDIR   (prints the counts and each disagreement)
set -eu
exe=$1
testlib=$2
work=$3
mkdir -p "$work"
here=$(cd "$(dirname "$0")" && pwd)
for f in SCORE FIVE REPLAY; do
  g++ -O1 -std=c++17 -D"$f" -I"$(dirname "$testlib")" -o "$work/val_$f" "$here/validator.cpp"
done
cd "$work"
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
