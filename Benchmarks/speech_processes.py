#!/usr/bin/env python3
"""Whole processes: `speakable speak` on the 200-utterance document against a plain C loop over
libespeak-ng (EspeakCLoop) synthesizing the same lines, each writing one WAV file.

    python3 Benchmarks/speech_processes.py [rounds]

Builds both in release first. Runs alternate between the two; medians of wall time, and of each
process's peak resident memory (from wait4's rusage).
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 9
subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=root, check=True, capture_output=True)
subprocess.run(["swift", "build", "-c", "release", "--product", "EspeakCLoop"], cwd=root, check=True, capture_output=True)
binaries = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()
document = os.path.join(root, "Benchmarks", "speech-200.yaml")

with tempfile.TemporaryDirectory() as folder:
    lines = os.path.join(folder, "lines.txt")
    with open(lines, "w") as out:
        subprocess.run([os.path.join(binaries, "speakable"), "render", document], check=True, stdout=out)
    commands = {
        "speakable speak": [os.path.join(binaries, "speakable"), "speak", document, "--wav", os.path.join(folder, "speak.wav")],
        "C loop": [os.path.join(binaries, "EspeakCLoop"), lines, os.path.join(folder, "c.wav"), "en-us+speakable"],
    }
    env = dict(os.environ, ESPEAK_DATA_PATH=subprocess.run(
        ["sh", "-c", f"ls -d ${{TMPDIR:-/tmp}}/speakable-espeak-$(id -u)/*/espeak-ng-data | head -1"],
        capture_output=True, text=True).stdout.strip())
    times = {name: [] for name in commands}
    memory = {name: [] for name in commands}
    for round in range(rounds + 1):
        for name in (commands if round % 2 == 0 else reversed(list(commands))):
            start = time.perf_counter()
            process = subprocess.Popen(commands[name], stdout=subprocess.DEVNULL, env=env)
            _, status, usage = os.wait4(process.pid, 0)
            assert status == 0, f"{name} failed"
            if round > 0:  # the first round warms caches
                times[name].append(time.perf_counter() - start)
                memory[name].append(usage.ru_maxrss / 1024)
    line_count = sum(1 for _ in open(lines))
    speak, c = statistics.median(times["speakable speak"]), statistics.median(times["C loop"])
    print(f"utterances: {line_count}, rounds: {rounds} (medians of whole-process wall time)")
    print(f"C loop (EspeakCLoop, same lines, same voice): {c * 1000:8.1f} ms")
    print(f"speakable speak --wav:                        {speak * 1000:8.1f} ms  {speak / c:.3f}x the C loop")
    speak_mb, c_mb = statistics.median(memory["speakable speak"]), statistics.median(memory["C loop"])
    print(f"peak memory: C loop {c_mb:.1f} MB, speakable speak {speak_mb:.1f} MB  {speak_mb / c_mb:.2f}x the C loop")
