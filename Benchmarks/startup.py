#!/usr/bin/env python3
"""Start-up: `speakable render` of a small document against a Foundation hello.

Builds a tiny Swift program that imports Foundation and prints a line through it (the least a
Swift command-line tool on Linux costs), then runs it and `speakable render
Examples/delete-file.yaml` alternately, ROUNDS times each after a warm-up, and reports the
medians of each process's CPU time (user + system, from wait4's rusage, so that a busy machine
counts for little) and of its wall time. `speakable` is measured as `swift build` makes it
(the Swift runtime in shared libraries) and as scripts/install makes it (--static-swift-stdlib,
in .build-static), against the hello built both ways.

    python3 Benchmarks/startup.py [ROUNDS]    # default 50; release build of speakable
"""
import os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEAKABLE = os.path.join(ROOT, ".build", "release", "speakable")
STATIC = os.path.join(ROOT, ".build-static", "release", "speakable")
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
    subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True, capture_output=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "speakable", "--static-swift-stdlib",
                    "--scratch-path", ".build-static"], cwd=ROOT, check=True, capture_output=True)
    folder = tempfile.mkdtemp(prefix="speakable-startup-")
    source = os.path.join(folder, "hello.swift")
    with open(source, "w") as f: f.write(HELLO.replace("\\\\", "\\"))
    hello, hello_static = os.path.join(folder, "hello"), os.path.join(folder, "hello-static")
    subprocess.run(["swiftc", "-O", source, "-o", hello], check=True)
    subprocess.run(["swiftc", "-O", "-static-stdlib", source, "-o", hello_static], check=True)
    document = os.path.join(ROOT, "Examples", "delete-file.yaml")
    programs = {
        "Foundation hello": [hello, "x"],
        "speakable render (small)": [SPEAKABLE, "render", document],
        "Foundation hello, static stdlib": [hello_static, "x"],
        "speakable render, static stdlib": [STATIC, "render", document],
    }
    for _ in range(3):
        for argv in programs.values(): run(argv)
    measured = {name: [] for name in programs}
    for _ in range(rounds):
        for name, argv in programs.items(): measured[name].append(run(argv))
    cpu = {name: statistics.median(c for c, _ in values) for name, values in measured.items()}
    wall = {name: statistics.median(w for _, w in values) for name, values in measured.items()}
    print(f"rounds: {rounds} each, alternating (medians)")
    for name in programs:
        print(f"{name:32} CPU {cpu[name]:6.1f} ms   wall {wall[name]:6.1f} ms")
    for kind, render, base in (("shared", "speakable render (small)", "Foundation hello"),
                               ("static", "speakable render, static stdlib", "Foundation hello, static stdlib")):
        print(f"{kind}: render / hello: CPU {cpu[render] / cpu[base]:.2f}x, wall {wall[render] / wall[base]:.2f}x")
    print(f"installed (static) render / shared hello: CPU {cpu['speakable render, static stdlib'] / cpu['Foundation hello']:.2f}x")


if __name__ == "__main__":
    main()
