#!/usr/bin/env python3
"""Walking a task against rendering its screens, in instructions (issue 34): the steady figure
beside the timed `SpeakableBenchmarks tasks 20 40 7`, which swings with the machine's load.

    python3 Benchmarks/task_walk_instructions.py .build/release/SpeakableBenchmarks [SCREENS] [STOPS] [voiceover|talkback]

Runs the benchmark under callgrind (on a `strip -g` copy: valgrind cannot read Swift's debug
information) with 1 and with 3 rounds; the difference, halved, is one steady round. Each timed
side of a round is one function the benchmark keeps whole, so their inclusive counts are the
sides themselves, freeing included:

    walk side   W = walkTaskFile   (reading the task file and its screens, walking, letting go)
    render side R = renderScreens  (reading each screen, phrasing every stop to text)

and, in memory (files already read), walkTask against renderDocuments. Prints W, R and W / R
(target: at most 1.2).
"""
import os, re, subprocess, sys, tempfile

WALK_FILE = "$s19SpeakableBenchmarks12walkTaskFile_"
RENDER_FILES = "$s19SpeakableBenchmarks13renderScreens_"
WALK = "$s19SpeakableBenchmarks8walkTask_"
RENDER = "$s19SpeakableBenchmarks15renderDocuments_"
TASK_READ = "$s18SpeakableDocuments12TaskDocumentV14contentsOfFileACSS_tKcfC"


def inclusive(binary, rounds, screens, stops, reader, folder):
    out = os.path.join(folder, f"walk-{rounds}.cg")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, "tasks", screens, stops, str(rounds), reader],
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
    reader = sys.argv[4] if len(sys.argv) > 4 else "voiceover"
    with tempfile.TemporaryDirectory(prefix="speakable-walk-cg-") as folder:
        stripped = os.path.join(folder, "benchmarks")
        subprocess.run(["strip", "-g", "-o", stripped, sys.argv[1]], check=True)
        one, three = inclusive(stripped, 1, screens, stops, reader, folder), inclusive(stripped, 3, screens, stops, reader, folder)

    def per_round(prefix):
        # Each side's function, by the beginning of its name (its parameters' types follow).
        name = min((key for key in three if key.startswith(prefix)), key=len)
        return (three[name] - one.get(name, 0)) / 2

    walk_side, render_side = per_round(WALK_FILE), per_round(RENDER_FILES)
    walk, render = per_round(WALK), per_round(RENDER)
    print(f"walk side W: {walk_side / 1e6:.2f} M (reading the task file and its screens {per_round(TASK_READ) / 1e6:.2f} M)")
    print(f"render side R: {render_side / 1e6:.2f} M")
    print(f"W / R: {walk_side / render_side:.3f} (target <= 1.2)")
    print(f"in memory: walking {walk / 1e6:.2f} M, phrasing {render / 1e6:.2f} M, {walk / render:.3f}")


if __name__ == "__main__":
    main()
