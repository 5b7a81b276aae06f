#!/usr/bin/env python3
"""1,000 documents to WAV: `speakable speak DOC… --wav-dir DIR` against the project's C loop over
libespeak-ng (EspeakCLoop) synthesizing the same lines with the same voice, in one run.

    python3 Benchmarks/wav_folder.py [documents] [rounds]    # defaults 1000, 3

The documents are golden_suite.py's four small kinds. Their lines are what `render` prints for
each (sounds left out: the C loop would read them as words). Each command runs as a whole
process, alternating, after a warm-up; medians of CPU time (user + system of the process and its
children, from wait4) and wall time. `speak` runs with --jobs 1 (one process) and with its
default pool (one worker per core).
"""
import os, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
for product in ("speakable", "EspeakCLoop"):
    subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=root, check=True, capture_output=True)
binaries = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()
speakable = os.path.join(binaries, "speakable")
kinds = [
    "elements: [heading: Orders {i}, button: {{label: Reorder {i}, hint: Orders it again.}}, link: Help]\n",
    "elements: [textField: {{label: Name {i}, placeholder: Your name}}, secureTextField: {{label: PIN, text: \"1234\"}}]\n",
    "elements: [stepper: {{label: Quantity {i}, value: 3, max: 10}}]\n",
    "elements: [button: Delete]\npresent: [alert: {{title: Delete {i}?, message: This cannot be undone., buttons: [Delete]}}]\n",
]


def run(argv, env):
    start = time.monotonic()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0: sys.exit(f"{argv[0]} failed")
    children = os.times()
    return usage.ru_utime + usage.ru_stime, time.monotonic() - start


with tempfile.TemporaryDirectory() as folder:
    documents = []
    for i in range(count):
        path = os.path.join(folder, f"screen{i}.yaml")
        with open(path, "w") as out: out.write(kinds[i % len(kinds)].format(i=i))
        documents.append(path)
    lines = os.path.join(folder, "lines.txt")
    with open(lines, "w") as out:
        for path in documents:
            rendered = subprocess.run([speakable, "render", path], check=True, capture_output=True, text=True).stdout
            out.writelines(line + "\n" for line in rendered.splitlines() if not line.startswith("[sound"))
    env = dict(os.environ, ESPEAK_DATA_PATH=subprocess.run(
        ["sh", "-c", "ls -d ${TMPDIR:-/tmp}/speakable-espeak-$(id -u)/*/espeak-ng-data | head -1"],
        capture_output=True, text=True).stdout.strip())
    commands = {
        "C loop": [os.path.join(binaries, "EspeakCLoop"), lines, os.path.join(folder, "c.wav"), "en-us+speakable"],
        "speak --jobs 1": [speakable, "speak", *documents, "--wav-dir", os.path.join(folder, "one"), "--jobs", "1"],
        "speak (pool)": [speakable, "speak", *documents, "--wav-dir", os.path.join(folder, "pool")],
    }
    cpu = {name: [] for name in commands}
    wall = {name: [] for name in commands}
    for round in range(rounds + 1):
        for name in (commands if round % 2 == 0 else reversed(list(commands))):
            c, w = run(commands[name], env)
            if round > 0:
                cpu[name].append(c)
                wall[name].append(w)
    line_count = sum(1 for _ in open(lines))
    base_cpu, base_wall = statistics.median(cpu["C loop"]), statistics.median(wall["C loop"])
    print(f"documents: {count}, lines: {line_count}, rounds: {rounds} (medians), cores: {os.cpu_count()}")
    for name in commands:
        c, w = statistics.median(cpu[name]), statistics.median(wall[name])
        print(f"{name:16} CPU {c * 1000:8.1f} ms ({c / base_cpu:.2f}x the C loop)   wall {w * 1000:8.1f} ms ({w / base_wall:.2f}x)")
