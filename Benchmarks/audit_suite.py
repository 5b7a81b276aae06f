#!/usr/bin/env python3
"""`speakable audit` against `speakable check` over the heavy 10,000-document golden suite, by
CPU time (audit issue: audit ≤ 2 × check).

    python3 Benchmarks/audit_suite.py [documents] [rounds]

Builds speakable in release, writes the heavy documents of golden_suite.py (four controls, an
alert and five commands each) in folders of 500, then alternates the two commands; medians of the
children's user + system CPU time (resource.getrusage), so a busy machine does not count against
either.
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=root, check=True, capture_output=True)
binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout.strip(), "speakable")
document = (
    "elements:\n  - heading: Account {i}\n  - textField: {{label: Email {i}, placeholder: you@example.com}}\n"
    "  - switch: {{label: Notifications, on: true}}\n  - button: {{label: Delete Account, hint: Deletes it for good.}}\n"
    "present:\n  - alert: {{title: Delete account {i}?, message: Your orders and messages are deleted too., buttons: [Delete]}}\n"
    "commands: [next, next, previous, next, activate]\n"
)


def cpu(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in (0, 1):
        sys.exit(f"{command[1]} failed with {result.returncode}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


with tempfile.TemporaryDirectory() as folder:
    for i in range(count):
        directory = os.path.join(folder, f"{i // 500:03d}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"screen{i}.yaml"), "w") as out:
            out.write(document.format(i=i))
    commands = {"check": [binary, "check", folder], "audit": [binary, "audit", folder, "--format", "json"]}
    times = {name: [] for name in commands}
    for round in range(rounds + 1):
        for name in (commands if round % 2 == 0 else reversed(list(commands))):
            spent = cpu(commands[name])
            if round > 0:
                times[name].append(spent)
    check, audit = statistics.median(times["check"]), statistics.median(times["audit"])
    print(f"documents: {count} heavy, rounds: {rounds} (medians of CPU time, user + system)")
    print(f"speakable check:  {check * 1000:8.1f} ms")
    print(f"speakable audit:  {audit * 1000:8.1f} ms  {audit / check:.2f}x check")
