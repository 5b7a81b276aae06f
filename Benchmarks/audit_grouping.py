#!/usr/bin/env python3
"""`speakable audit` of many screens of one app with grouping (the default) against `--no-group`,
by CPU time (issue 34, TK13: grouped ≤ 1.1 × not grouped).

    python3 Benchmarks/audit_grouping.py [screens] [rounds] [format]

Builds speakable in release, writes SCREENS screens in folders of 500, each with its own heading,
a button with no description and a link of its own, and the same tab bar (an unlabelled tab and a
20-point tab: findings on shared UI on every screen), then alternates the two commands; medians
of the children's user + system CPU time (resource.getrusage), so a busy machine does not count
against either. FORMAT is json (the default), text or sarif.
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
output = sys.argv[3] if len(sys.argv) > 3 else "json"
subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=root, check=True, capture_output=True)
binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout.strip(), "speakable")
document = (
    "elements:\n  - heading: {{label: Screen {i}, frame: [16, 60, 300, 40]}}\n"
    "  - button: {{id: action{i}, frame: [16, 120, 100, 44]}}\n"
    "  - link: {{label: Learn more about item {i}, frame: [16, 180, 300, 30]}}\n"
    "  - tabBar:\n      children:\n"
    "        - button: {{label: Home, id: tab.home, frame: [0, 780, 130, 64]}}\n"
    "        - button: {{id: tab.search, frame: [130, 780, 130, 64]}}\n"
    "        - button: {{label: Settings, id: tab.settings, frame: [260, 780, 20, 20]}}\n"
)


def cpu(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in (0, 1):
        sys.exit(f"{' '.join(command[1:3])} failed with {result.returncode}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


with tempfile.TemporaryDirectory() as folder:
    for i in range(count):
        directory = os.path.join(folder, f"{i // 500:03d}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"screen{i:05d}.yaml"), "w") as out:
            out.write(document.format(i=i))
    commands = {"--no-group": [binary, "audit", folder, "--format", output, "--no-group"],
                "grouped": [binary, "audit", folder, "--format", output]}
    times = {name: [] for name in commands}
    for round in range(rounds + 1):
        for name in (commands if round % 2 == 0 else reversed(list(commands))):
            spent = cpu(commands[name])
            if round > 0:
                times[name].append(spent)
    plain, grouped = statistics.median(times["--no-group"]), statistics.median(times["grouped"])
    print(f"screens: {count}, format: {output}, rounds: {rounds} (medians of CPU time, user + system)")
    print(f"speakable audit --no-group:  {plain * 1000:8.1f} ms")
    print(f"speakable audit (grouped):   {grouped * 1000:8.1f} ms  {grouped / plain:.2f}x --no-group")
