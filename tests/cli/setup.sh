# Sourced by the CLI test scripts, with their arguments TENGEN WORKDIR: sets exe, makes WORKDIR
# afresh and moves there, and counts failures (fail MESSAGE).
set -u
exe=$1
work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
