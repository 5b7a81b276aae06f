#!/usr/bin/env python3
"""Walking a task against rendering its screens, in instructions (issue 34): the steady figure
beside the timed `SpeakableBenchmarks tasks 20 40 7`, which swings with the machine's load.

    python3 Benchmarks/task_walk_instructions.py .build/release/SpeakableBenchmarks [SCREENS] [STOPS]

Runs the benchmark under callgrind (on a `strip -g` copy: valgrind cannot read Swift's debug
information) with 1 and with 3 rounds; the difference, halved, is one steady round. A round
renders every screen twice (reading and phrasing, then phrasing alone) and walks the task twice
(reading the task file and its screens and walking, then walking alone), so from the inclusive
counts of the reading and walking functions:

    walk side   W = reading the task file and its screens + one walk
    render side R = reading the screens + phrasing (the rest of the round, halved)

and prints W, R and W / R (target: at most 1.2).
"""
import os, re, subprocess, sys, tempfile

WALK = "$s14SpeakableAudit10TaskWalkerV4walkyAA0C4WalkV0A004UserC0VKF"
TASK_READ = "$s18SpeakableDocuments12TaskDocumentV14contentsOfFileACSS_tKcfC"
SCREEN_READ = "$s18SpeakableDocuments14ScreenDocumentV14contentsOfFile6format7reading"
TASK_SCREEN_READ = "$s18SpeakableDocuments12TaskDocumentV8document33_"
BENCHMARK = "$s19SpeakableBenchmarks17taskWalkBenchmark7screens5stops6roundsySi_S2itKF"


def inclusive(binary, rounds, screens, stops, folder):
    out = os.path.join(folder, f"walk-{rounds}.cg")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, "tasks", screens, stops, str(rounds)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], check=True, capture_output=True, text=True).stdout
    counts = {}
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+\?\?\?:(\S+)", line)
        if match: counts[match.group(2)] = int(match.group(1).replace(",", ""))
    return counts


def main():
    if len(sys.argv) < 2: sys.exit(__doc__)
    screens = sys.argv[2] if len(sys.argv) > 2 else "20"
    stops = sys.argv[3] if len(sys.argv) > 3 else "40"
    with tempfile.TemporaryDirectory(prefix="speakable-walk-cg-") as folder:
        stripped = os.path.join(folder, "benchmarks")
        subprocess.run(["strip", "-g", "-o", stripped, sys.argv[1]], check=True)
        one, three = inclusive(stripped, 1, screens, stops, folder), inclusive(stripped, 3, screens, stops, folder)

    def per_round(prefix):
        # The shortest name that begins so (a specialization's name is longer).
        name = min((key for key in three if key.startswith(prefix)), key=len)
        return (three[name] - one.get(name, 0)) / 2

    walk = per_round(WALK) / 2                      # walked twice a round
    task_read = per_round(TASK_READ)
    render_read = per_round(SCREEN_READ) - per_round(TASK_SCREEN_READ)
    walk_side = task_read + walk
    phrasing = (per_round(BENCHMARK) - walk_side - walk - render_read) / 2
    render_side = render_read + phrasing
    print(f"walk side W: {walk_side / 1e6:.2f} M (reading the task and its screens {task_read / 1e6:.2f} M, walking {walk / 1e6:.2f} M)")
    print(f"render side R: {render_side / 1e6:.2f} M (reading {render_read / 1e6:.2f} M, phrasing {phrasing / 1e6:.2f} M)")
    print(f"W / R: {walk_side / render_side:.3f} (target <= 1.2)")


if __name__ == "__main__":
    main()
