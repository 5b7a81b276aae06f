#!/usr/bin/env python3
"""10,000 screen documents with golden transcripts: `speakable test` against `diff -qr` of the
same files, in one run.

    python3 Benchmarks/golden_suite.py [documents] [rounds] [small|heavy|rich]

`heavy` documents (the heavier suite of issue 13) each have four controls, an alert and five
commands; `rich` ones twelve controls of ten kinds (a group, switches, a slider, a stepper, a
segmented control, text and secure fields, an element with traits and actions, a tab bar, a
link), an alert and thirteen commands; `small` (the default) ones are the four kinds below.

Builds speakable in release, writes the documents, records their goldens once, copies the tree
(for diff to compare against), then alternates the commands; medians of wall time and of CPU
time (user + system, of the command and its children). A third floor, a C program that only
runs libyaml's event parser over every document (what any reading of them must cost at least),
shows how much of `test` is the YAML parser's.
"""
import resource
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SCAN = r"""
#include <stdio.h>
#include <string.h>
#include <yaml.h>
// Every document whose path is a line of standard input, through libyaml's event parser.
int main(void) {
    char path[4096];
    long events = 0;
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        FILE *file = fopen(path, "rb");
        if (!file) return 66;
        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_file(&parser, file);
        for (int done = 0; !done; events++) {
            if (!yaml_parser_parse(&parser, &event)) return 65;
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
        }
        yaml_parser_delete(&parser);
        fclose(file);
    }
    printf("%ld events\n", events);
    return 0;
}
"""

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
kind = sys.argv[3] if len(sys.argv) > 3 else "small"
subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=root, check=True, capture_output=True)
binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout.strip(), "speakable")

documents = [
    "elements: [heading: Orders {i}, button: {{label: Reorder {i}, hint: Orders it again.}}, link: Help]\ncommands: [next, next, activate]\n",
    "elements: [textField: {{label: Name {i}, placeholder: Your name}}, secureTextField: {{label: PIN, text: \"1234\"}}]\ncommands: [activate, \"type ab\", next]\n",
    "elements: [stepper: {{label: Quantity {i}, value: 3, max: 10}}]\ncommands: [increment, increment, decrement]\n",
    "elements: [button: Delete]\npresent: [alert: {{title: Delete {i}?, message: This cannot be undone., buttons: [Delete]}}]\ncommands: [next, next, activate]\n",
]
if kind == "heavy":
    documents = [
        "elements:\n  - heading: Account {i}\n  - textField: {{label: Email {i}, placeholder: you@example.com}}\n"
        "  - switch: {{label: Notifications, on: true}}\n  - button: {{label: Delete Account, hint: Deletes it for good.}}\n"
        "present:\n  - alert: {{title: Delete account {i}?, message: Your orders and messages are deleted too., "
        "buttons: [Delete]}}\n"
        "commands: [next, next, previous, next, activate]\n",
    ]
if kind == "rich":
    documents = [
        "elements:\n  - heading: Settings {i}\n  - group:\n      label: Network\n      children:\n"
        "        - switch: {{label: Wi-Fi, state: on, hint: Turns Wi-Fi on or off.}}\n"
        "        - switch: {{label: Bluetooth {i}, on: false}}\n  - slider: {{label: Volume, value: 0.5, min: 0, max: 1}}\n"
        "  - stepper: {{label: Copies, value: 2, max: 10, id: copies-{i}}}\n"
        "  - segmentedControl: {{segments: [Day, Week, Month], selected: 1}}\n"
        "  - textField: {{label: Name, placeholder: Your name, text: Ann {i}}}\n  - secureTextField: {{label: PIN, text: '4321'}}\n"
        "  - element: {{label: Item {i}, value: '3', traits: [button, selected], actions: [Delete, Share]}}\n"
        "  - tabBar: {{items: [Home, Search, Profile], selected: 0}}\n  - link: Privacy Policy\n"
        "present:\n  - alert: {{title: Sign out {i}?, message: You can sign in again at any time., buttons: [Sign Out]}}\n"
        "commands: [next, next, activate, next, increment, next, decrement, next, next, activate, \"type ab\", next, next]\n",
    ]
with tempfile.TemporaryDirectory() as folder:
    suite = os.path.join(folder, "suite")
    for i in range(count):
        directory = os.path.join(suite, f"{i // 500:03d}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"screen{i}.yaml"), "w") as out:
            out.write(documents[i % len(documents)].format(i=i))
    subprocess.run([binary, "test", suite, "--record", "all"], stdout=subprocess.DEVNULL)
    copy = os.path.join(folder, "copy")
    shutil.copytree(suite, copy)
    env = dict(os.environ, CI="true")
    scan_source, scan = os.path.join(folder, "scan.c"), os.path.join(folder, "scan")
    with open(scan_source, "w") as out: out.write(SCAN)
    subprocess.run(["cc", "-O2", scan_source, "-o", scan, "-lyaml"], check=True)
    paths = "".join(os.path.join(d, n) + "\n" for d, _, names in sorted(os.walk(suite)) for n in sorted(names) if n.endswith(".yaml"))
    commands = {"speakable test": [binary, "test", suite], "diff -qr": ["diff", "-qr", suite, copy], "libyaml scan": [scan]}
    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    for round in range(rounds + 1):
        for name in (commands if round % 2 == 0 else reversed(list(commands))):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            result = subprocess.run(commands[name], env=env, stdout=subprocess.PIPE, text=True,
                                    input=paths if name == "libyaml scan" else None)
            elapsed = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if result.returncode != 0:
                sys.exit(f"{name} failed: {result.stdout[-500:]}")
            if round > 0:
                times[name].append(elapsed)
                cpu[name].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    wall = {name: statistics.median(values) for name, values in times.items()}
    used = {name: statistics.median(values) for name, values in cpu.items()}
    print(f"documents: {count} {kind} (and {count} goldens), rounds: {rounds} (medians), cores: {os.cpu_count()}")
    print(f"{'':40} {'wall':>9} {'CPU':>9}")
    for name, label in [("diff -qr", "diff -qr (same documents and goldens)"), ("libyaml scan", "libyaml event scan of the documents"),
                        ("speakable test", "speakable test")]:
        print(f"{label + ':':40} {wall[name] * 1000:6.1f} ms {used[name] * 1000:6.1f} ms"
              f"  {wall[name] / wall['diff -qr']:.2f}x / {used[name] / used['diff -qr']:.2f}x diff -qr")
