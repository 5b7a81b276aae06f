#!/usr/bin/env bash
# Opus encoding's CPU against espeak-ng's synthesis of the same speech (BENCHMARKS.md, the
# report). Synthesizes the report suite's settings screen to a WAV, times `speak --wav` on it,
# then encodes it each way. Needs libopusenc-dev besides scripts/setup's packages (the report
# itself does not use libopusenc).
#
#   bash Benchmarks/opus_encoding.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
swift build -c release --product speakable --package-path "$root" >/dev/null
speakable="$(swift build -c release --show-bin-path --package-path "$root")/speakable"
python3 - "$root" "$work/screen.yaml" <<'PYTHON'
import sys
source = open(sys.argv[1] + "/Benchmarks/report_suite.py").read()
exec(source[source.index("def plain"):source.index("def unique")])
open(sys.argv[2], "w").write(plain(0))
PYTHON
/usr/bin/time -f "speak --wav (synthesis and start-up): %U s user, %S s system" "$speakable" speak "$work/screen.yaml" --wav "$work/screen.wav"
gcc -O2 "$root/Benchmarks/OpusEncoding/opus_encoding.c" -o "$work/opus_encoding" $(pkg-config --cflags --libs libopusenc opus)
"$work/opus_encoding" "$work/screen.wav"
