#!/usr/bin/env python3
"""Parsing a 100,000-element document: `speakable check` and `render` against a libyaml event scan
of the same file (a tiny C program this script builds with Debian's libyaml), in one run; then
the same for a richer document of 60% as many elements, each with more keys (steppers, sliders,
groups with children, traits, identifiers, custom actions, secure fields), so that the figure is
not one of easy input only.

    python3 Benchmarks/parse.py [elements] [rounds]    # defaults 100000, 5

`speakable check` reads the document (parse, decode into the screen, lint) and prints nothing: it
is the parse. `render` also builds the focus stops, phrases them and prints 125,000 lines. Whole processes, alternating, after a
warm-up; medians of CPU time (user + system, from wait4) and of peak resident memory, and the
memory above a resting `render` of a one-button document, against the input's size.
"""
import os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCAN = r"""
#include <stdio.h>
#include <yaml.h>
int main(int argc, char **argv) {
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 66;
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    long events = 0;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) return 65;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    printf("%ld events\n", events);
    return 0;
}
"""
KINDS = [
    "  - heading: Section {i}\n",
    "  - button: {{label: Save {i}, hint: Saves the file.}}\n",
    "  - textField: {{label: Name {i}, placeholder: Your name}}\n",
    "  - switch: {{label: Wi-Fi {i}, on: true}}\n",
    "  - text: Every item {i} is described here\n",
]
RICH = [
    "  - stepper: {{label: Quantity {i}, value: 3, min: 0, max: 10, step: 1, hint: Adjusts the quantity.}}\n",
    "  - element: {{label: Item {i}, value: '{i}', traits: [button, selected], id: item-{i}}}\n",
    "  - group:\n      label: Section {i}\n      children:\n        - button: {{label: Edit {i}, actions: [Delete, Share]}}\n"
    "        - text: Detail {i}\n",
    "  - slider: {{label: Volume {i}, value: 0.5, min: 0, max: 1, enabled: false}}\n",
    "  - segmentedControl: {{segments: [Day, Week, Month], selected: 1}}\n",
    "  - switch: {{label: Wi-Fi {i}, state: mixed, hint: Toggles Wi-Fi.}}\n",
    "  - textField: {{label: Name {i}, placeholder: Your name, text: Ann {i}}}\n",
    "  - secureTextField: {{label: Password {i}, text: hunter{i}}}\n",
]


def run(argv):
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0: sys.exit(f"{argv} failed ({status})")
    return (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True, capture_output=True)
    speakable = os.path.join(ROOT, ".build", "release", "speakable")
    with tempfile.TemporaryDirectory() as folder:
        scan_source, scan = os.path.join(folder, "scan.c"), os.path.join(folder, "scan")
        with open(scan_source, "w") as f: f.write(SCAN)
        subprocess.run(["cc", "-O2", scan_source, "-o", scan, "-lyaml"], check=True)
        small = os.path.join(folder, "small.yaml")
        with open(small, "w") as f: f.write("elements: [button: Save]\n")
        for name, kinds, elements in [("mixed", KINDS, count), ("rich", RICH, count * 6 // 10)]:
            document = os.path.join(folder, name + ".yaml")
            with open(document, "w") as f:
                f.write("elements:\n")
                for i in range(elements): f.write(kinds[i % len(kinds)].format(i=i))
            measure(name, elements, document, small, scan, speakable, rounds)


def measure(name, count, document, small, scan, speakable, rounds):
    size = os.path.getsize(document) / 1024 / 1024
    commands = {"libyaml event scan": [scan, document], "speakable check": [speakable, "check", document],
                "speakable check (one button)": [speakable, "check", small],
                "speakable render": [speakable, "render", document],
                "speakable render (one button)": [speakable, "render", small]}
    results = {name: [] for name in commands}
    for round in range(rounds + 1):
        for command in (commands if round % 2 == 0 else reversed(list(commands))):
            measured = run(commands[command])
            if round > 0: results[command].append(measured)
    cpu = {command: statistics.median(c for c, _ in values) for command, values in results.items()}
    memory = {command: statistics.median(m for _, m in values) for command, values in results.items()}
    print(f"{name}: elements: {count}, input: {size:.1f} MB, rounds: {rounds} (medians)")
    for command in commands:
        print(f"  {command:30} CPU {cpu[command]:8.1f} ms   peak memory {memory[command]:6.1f} MB")
    scan_cpu = cpu["libyaml event scan"]
    for command in ["check", "render"]:
        whole, resting = f"speakable {command}", f"speakable {command} (one button)"
        above = memory[whole] - memory[resting]
        print(f"  {command} / scan: CPU {cpu[whole] / scan_cpu:.2f}x ({(cpu[whole] - cpu[resting]) / scan_cpu:.2f}x without start-up); "
              f"memory above a resting {command}: {above:.1f} MB, {above / size:.2f}x the input")


if __name__ == "__main__":
    main()
