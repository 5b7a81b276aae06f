#!/usr/bin/env python3
"""Start-up: `speakable render` of a small document against a Foundation hello.

Builds a tiny Swift program that imports Foundation and prints a line through it (the least a
Swift command-line tool on Linux costs), then runs it and `speakable render
Examples/delete-file.yaml` alternately, ROUNDS times each after a warm-up, and reports the
medians of each process's CPU time (user + system, from wait4's rusage, so that a busy machine
counts for little) and of its wall time.

    python3 Benchmarks/startup.py [ROUNDS]    # default 50; release build of speakable
"""
import os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEAKABLE = os.path.join(ROOT, ".build", "release", "speakable")
HELLO = """import Foundation
let path = ProcessInfo.processInfo.arguments.count > 1 ? ProcessInfo.processInfo.arguments[1] : "."
FileHandle.standardOutput.write(Data("hello \\\\(URL(fileURLWithPath: path).lastPathComponent)\\\\n".utf8))
"""


def run(argv):
    start = time.monotonic()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[
        (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.monotonic() - start
    if status != 0: sys.exit(f"{argv} failed: {status}")
    return (usage.ru_utime + usage.ru_stime) * 1000, wall * 1000


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    if not os.path.exists(SPEAKABLE):
        subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True)
    folder = tempfile.mkdtemp(prefix="speakable-startup-")
    source = os.path.join(folder, "hello.swift")
    with open(source, "w") as f: f.write(HELLO.replace("\\\\", "\\"))
    hello = os.path.join(folder, "hello")
    subprocess.run(["swiftc", "-O", source, "-o", hello], check=True)
    render = [SPEAKABLE, "render", os.path.join(ROOT, "Examples", "delete-file.yaml")]
    for _ in range(3): run([hello]); run(render)
    hellos, renders = [], []
    for _ in range(rounds):
        hellos.append(run([hello, "x"]))
        renders.append(run(render))
    h_cpu, r_cpu = statistics.median(c for c, _ in hellos), statistics.median(c for c, _ in renders)
    h_wall, r_wall = statistics.median(w for _, w in hellos), statistics.median(w for _, w in renders)
    print(f"rounds: {rounds} each, alternating (medians)")
    print(f"Foundation hello:          CPU {h_cpu:6.1f} ms   wall {h_wall:6.1f} ms")
    print(f"speakable render (small):  CPU {r_cpu:6.1f} ms   wall {r_wall:6.1f} ms")
    print(f"render / hello: CPU {r_cpu / h_cpu:.2f}x, wall {r_wall / h_wall:.2f}x")


if __name__ == "__main__":
    main()
