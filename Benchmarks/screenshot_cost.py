#!/usr/bin/env python3
"""What a screenshot beside a capture adds to `speakable render --format svg` (issue 34, TK15: a
screenshot adds ≤ 10 ms per page), by CPU time.

    python3 Benchmarks/screenshot_cost.py [rounds] [capture]

Copies the capture (Tests/Captures/screenshots/report-index.xml by default) to a folder without
its PNG, then alternates `render CAPTURE --format svg` with the screenshot beside it and without;
medians of the child's user + system CPU time (wait4), so a busy machine counts against neither.
Uses the release build already made (`swift build -c release --product speakable`).
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
capture = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "Tests/Captures/screenshots/report-index.xml"))
binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout.strip(), "speakable")


def cpu_ms(argv):
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0: sys.exit(f"{argv} failed ({status})")
    return (usage.ru_utime + usage.ru_stime) * 1000


with tempfile.TemporaryDirectory() as folder:
    bare = os.path.join(folder, os.path.basename(capture))
    shutil.copyfile(capture, bare)
    times = {"with": [], "without": []}
    for round in range(rounds):
        for name in (["with", "without"] if round % 2 == 0 else ["without", "with"]):
            times[name].append(cpu_ms([binary, "render", capture if name == "with" else bare, "--format", "svg"]))
    without, with_shot = statistics.median(times["without"]), statistics.median(times["with"])
    print(f"without the screenshot: {without:6.1f} ms, with it: {with_shot:6.1f} ms, added: {with_shot - without:+.1f} ms "
          f"(target <= 10 ms), medians of {rounds} rounds")
