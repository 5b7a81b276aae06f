#!/usr/bin/env python3
"""Reading a capture in VoiceOver's frame order (phrasing R3) against reading it in its own
order, in one run: an Appium page source of N stops in rows of three, written out of visual
order (shuffled with a fixed seed, so that the sort has real work), read by the release
`speakable check` with `--order frames` and with `--order capture`.

    python3 Benchmarks/frame_order.py [stops] [rounds]     # defaults 100000, 7

Whole processes, alternating, after a warm-up; medians of CPU time (user + system, from wait4).
The ratio is frames / capture: the cost of ordering over reading.
"""
import os, random, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def page(count):
    rows = []
    for i in range(count):
        row, column = divmod(i, 3)
        # Origins jitter by a few points within a row, as real layouts do.
        # As few attributes as make a stop with a frame: 100,000 of them must fit in 8 MiB.
        rows.append(f'<XCUIElementTypeButton label="B{i}" x="{16 + column * 120}" y="{row * 44 + (i * 7) % 5}" width="110" height="40"/>')
    random.Random(7).shuffle(rows)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" '
            'accessible="false" x="0" y="0" width="390" height="844">\n' + "\n".join(rows) + "\n</XCUIElementTypeApplication></AppiumAUT>\n")


def cpu(arguments):
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"{' '.join(arguments)} failed")
    return usage.ru_utime + usage.ru_stime


def main():
    stops = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True, capture_output=True)
    binary = os.path.join(ROOT, ".build", "release", "speakable")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.xml")
        with open(path, "w") as file:
            file.write(page(stops))
        size = os.path.getsize(path)
        runs = {"frames": [], "capture": []}
        cpu([binary, "check", path])
        for _ in range(rounds):
            for order in runs:
                runs[order].append(cpu([binary, "check", path, "--order", order]))
        frames, capture = statistics.median(runs["frames"]), statistics.median(runs["capture"])
        print(f"{stops} stops ({size / 1048576:.1f} MiB), {rounds} rounds: frames {frames * 1000:.0f} ms, capture {capture * 1000:.0f} ms "
              f"(fastest {min(runs['frames']) * 1000:.0f} / {min(runs['capture']) * 1000:.0f} ms): ratio {frames / capture:.2f}")


main()
