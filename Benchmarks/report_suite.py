#!/usr/bin/env python3
"""`speakable report` against `speakable speak --wav-dir`, and `report --audio none` against
`render` of each document, by CPU time (report issue: report ≤ 1.5 × speak --wav-dir;
report --audio none ≤ 3 × render).

    python3 Benchmarks/report_suite.py [documents] [rounds] [plain|unique|rich]

Builds speakable in release and writes the documents: plain ones are the 12-stop settings
screen of examples (a heading, a list of rows with hints, switches, a slider, buttons), as an
app's screens repeat words; unique ones give every stop words of its own, so that no clip is
the same in two documents (the report encodes each distinct clip once); rich ones
add frames, a tab bar, custom actions, custom content and a rotor on every screen, and an alert
on every third. Then alternates the commands, medians of the children's user + system CPU time
(resource.getrusage: the workers' time is counted in their parent's), so a busy machine does not
count against either. `render` is run once per document, as a script would run it.
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
kind = sys.argv[3] if len(sys.argv) > 3 else "plain"
subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=root, check=True, capture_output=True)
binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout.strip(), "speakable")


def plain(i):
    return (
        "elements:\n  - heading: Settings {i}\n  - list:\n      label: Network\n      children:\n"
        "        - switch: {{label: Wi-Fi, on: true, hint: Turns wireless networking on or off.}}\n"
        "        - switch: {{label: Bluetooth, on: false}}\n"
        "        - button: {{label: Cellular Data {i}, hint: Shows data usage.}}\n"
        "        - button: {{label: Personal Hotspot, value: Off}}\n"
        "  - slider: {{label: Brightness, value: 0.4}}\n  - stepper: {{label: Font Size, value: 14}}\n"
        "  - textField: {{label: Device Name, text: Ann's phone}}\n  - link: Privacy Policy\n"
        "  - button: {{label: Sign Out, hint: Signs you out of this device.}}\n"
    ).format(i=i)


def unique(i):
    """The plain screen with every stop's words its own: no clip repeats across documents."""
    return (
        "elements:\n  - heading: Settings {i}\n  - list:\n      label: Network {i}\n      children:\n"
        "        - switch: {{label: Wi-Fi {i}, on: true, hint: Turns wireless network {i} on or off.}}\n"
        "        - switch: {{label: Bluetooth {i}, on: false}}\n"
        "        - button: {{label: Cellular Data {i}, hint: Shows data usage for plan {i}.}}\n"
        "        - button: {{label: Personal Hotspot {i}, value: Off}}\n"
        "  - slider: {{label: Brightness {i}, value: 0.4}}\n  - stepper: {{label: Font Size {i}, value: 14}}\n"
        "  - textField: {{label: Device Name {i}, text: Ann's phone}}\n  - link: Privacy Policy {i}\n"
        "  - button: {{label: Sign Out {i}, hint: Signs you out of device {i}.}}\n"
    ).format(i=i)


def rich(i):
    y = lambda row: f"[16, {60 + row * 50}, 358, 44]"
    text = (
        "size: [390, 844]\nelements:\n  - heading: {{label: Inbox {i}, frame: [16, 10, 358, 40]}}\n  - list:\n      label: Messages\n      children:\n"
    ).format(i=i)
    for row in range(6):
        text += (f"        - button: {{label: Message {row} from Ann, hint: Opens the message., frame: {y(row)}, actions: [Reply, Archive, Delete], "
                 f"customContent: [{{label: Sent, value: '9:4{row}'}}]}}\n")
    text += "  - button: {label: Compose, frame: [300, 380, 60, 44], rotors: [{name: Drafts, results: [To Bob, To Cy]}]}\n"
    text += "  - tabBar:\n      frame: [0, 780, 390, 64]\n      children:\n"
    for index, title in enumerate(["Mail", "Calendar", "Contacts", "Notes"]):
        text += f"        - button: {{label: {title}, frame: [{index * 97}, 780, 97, 64]}}\n"
    if i % 3 == 0:
        text += "present:\n  - alert: {title: Delete message?, message: It cannot be undone., buttons: [Delete]}\n"
    return text


def cpu(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command[:3])} failed with {result.returncode}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def render_each(paths):
    total = 0.0
    for path in paths:
        total += cpu([binary, "render", path, "--format", "svg"])
    return total


with tempfile.TemporaryDirectory() as folder:
    documents = os.path.join(folder, "documents")
    os.makedirs(documents)
    paths = []
    for i in range(count):
        path = os.path.join(documents, f"screen{i:04d}.yaml")
        with open(path, "w") as out:
            out.write({"rich": rich, "unique": unique}.get(kind, plain)(i))
        paths.append(path)
    commands = {
        "speak --wav-dir": lambda: cpu([binary, "speak", documents, "--wav-dir", os.path.join(folder, "wav")]),
        "report": lambda: cpu([binary, "report", documents, "-o", os.path.join(folder, "report")]),
        "report --audio none": lambda: cpu([binary, "report", documents, "--audio", "none", "-o", os.path.join(folder, "silent")]),
        "render (each)": lambda: render_each(paths),
    }
    times = {name: [] for name in commands}
    for round in range(rounds + 1):
        for name in (list(commands) if round % 2 == 0 else list(reversed(list(commands)))):
            spent = commands[name]()
            if round > 0:
                times[name].append(spent)
    median = {name: statistics.median(values) for name, values in times.items()}
    print(f"documents: {count} {kind}, rounds: {rounds} (medians of CPU time, user + system)")
    for name in commands:
        print(f"{name:22} {median[name]:8.2f} s")
    print(f"report / speak --wav-dir:        {median['report'] / median['speak --wav-dir']:.2f}x  (target <= 1.5)")
    print(f"report --audio none / render:    {median['report --audio none'] / median['render (each)']:.2f}x  (target <= 3)")
