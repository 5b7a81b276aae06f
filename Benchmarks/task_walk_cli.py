#!/usr/bin/env python3
"""What a user pays, as processes (issue 34: walking a task against rendering its screens):
`speakable task TASK --audio none` against `speakable render` of each of its screens, one build,
on the same generated files as `SpeakableBenchmarks tasks SCREENS STOPS` (a settings-like screen
of STOPS stops per screen; fill, toggle, adjust, activate on each).

    python3 Benchmarks/task_walk_cli.py BINARY ROUNDS [SCREENS] [STOPS]
    python3 Benchmarks/task_walk_cli.py .build/release/speakable 7 20 40

Each round runs the task once and renders every screen once, in an order that alternates, with
the output thrown away; prints the medians of the CPU time (user + system, from wait4) of the
task's process, of the renders' processes summed, and of one `render` of the smallest screen
there is (what starting a process costs), and the ratios with and without that start-up.
"""
import os, statistics, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_binaries import cpu_ms   # one process's CPU time, as the A/B measures it


def write_files(folder, screens, stops):
    """The benchmark's files, written as TaskWalkBenchmark.swift writes them."""
    rows = max(1, (stops - 5) // 4)
    task = "task: Benchmark\nscreens:\n"
    for screen in range(screens):
        yaml = f"elements:\n  - heading: Screen {screen}\n"
        for index in range(rows):
            yaml += f"  - text: Row {index} of screen {screen}\n  - textField: {{label: Field {index}}}\n"
            yaml += f"  - switch: {{label: Option {index}, on: false}}\n  - button: {{label: Action {index}, hint: Does action {index}.}}\n"
        yaml += "  - slider: {label: Level, value: 0.5}\n  - tabBar: {items: [Home, Search, Settings], selected: 0}\n"
        with open(os.path.join(folder, f"screen{screen}.yaml"), "w") as file: file.write(yaml)
        task += f"  - screen: screen{screen}.yaml\n    do:\n      - fill: {{field: Field 0, text: hello}}\n      - toggle: Option 1\n"
        task += f"      - adjust: {{control: Level, to: 70%}}\n      - activate: Action {rows - 1}\n"
    with open(os.path.join(folder, "benchmark.task.yaml"), "w") as file: file.write(task)
    with open(os.path.join(folder, "empty.yaml"), "w") as file: file.write("elements:\n  - button: OK\n")
    return [os.path.join(folder, f"screen{screen}.yaml") for screen in range(screens)]


def main():
    if len(sys.argv) < 3: sys.exit(__doc__)
    binary, rounds = sys.argv[1], int(sys.argv[2])
    screens = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    stops = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    with tempfile.TemporaryDirectory(prefix="speakable-task-cli-") as folder:
        files = write_files(folder, screens, stops)
        task = os.path.join(folder, "benchmark.task.yaml")
        times = {"task": [], "render": [], "start": []}
        def walk(): times["task"].append(cpu_ms([binary, "task", task, "--audio", "none"]))
        def render(): times["render"].append(sum(cpu_ms([binary, "render", file]) for file in files))
        def start(): times["start"].append(cpu_ms([binary, "render", os.path.join(folder, "empty.yaml")]))
        for round in range(rounds):
            for run in ([walk, render, start] if round % 2 == 0 else [start, render, walk]): run()
    task, render, start = (statistics.median(times[name]) for name in ("task", "render", "start"))
    print(f"screens: {screens}, stops per screen: {stops}, rounds: {rounds} (medians of CPU time, user + system)")
    print(f"task --audio none (1 process):      {task:8.1f} ms")
    print(f"render of each screen ({screens} processes): {render:8.1f} ms")
    print(f"render of a one-button screen:      {start:8.1f} ms  (starting a process)")
    print(f"task / renders: {task / render:.2f}x; without start-up (task - 1 start, renders - {screens} starts): "
          f"{(task - start) / (render - screens * start):.2f}x")


if __name__ == "__main__":
    main()
