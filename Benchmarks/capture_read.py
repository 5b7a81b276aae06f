#!/usr/bin/env python3
"""Reading a capture against reading the equivalent screen document, in one run: for each
capture format, a capture of N focus stops (a mix of buttons, texts, text fields, switches and
images, each in the format's usual wrapping), and the document `speakable import` writes for it.

    python3 Benchmarks/capture_read.py [stops] [rounds]    # defaults 5000, 5
    python3 Benchmarks/capture_read.py android [nodes] [rounds]    # defaults 100000, 3

The `android` case (issue 33) reads a uiautomator dump of N nodes against an Appium iOS page
source of N elements (the same kinds, one stop each): the dump should cost at most 1.3 × the
source.

Both are rendered by the same release `speakable render` (read, build the stops, phrase, print);
the transcripts are checked equal first. Whole processes, alternating, after a warm-up; medians
of CPU time (user + system, from wait4). The ratio is capture / document: at most 1.0 means a
capture costs no more than its document. CPU time on this shared machine swings by a third from
run to run (the document's own render measured 50 to 77 ms in one hour), so the fastest round of
each is printed too: it is what the work costs when nothing else takes the core.
"""
import json, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ["Button", "StaticText", "TextField", "Switch", "Image"]


def appium(count):
    rows = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        value = ' value="1"' if kind == "Switch" else (f' value="Item {i}"' if kind == "StaticText" else "")
        label = f"Item {i}" if kind != "StaticText" else f"Item {i}"
        rows.append(f'          <XCUIElementType{kind} type="XCUIElementType{kind}" name="id{i}" label="{label}"{value} enabled="true" visible="true" accessible="true" x="16" y="{i * 44}" width="200" height="44" index="{i}"/>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">\n'
            '    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">\n'
            '      <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">\n'
            + "\n".join(rows) + "\n      </XCUIElementTypeOther>\n    </XCUIElementTypeWindow>\n  </XCUIElementTypeApplication>\n</AppiumAUT>\n")


def xcuitest(count):
    lines = ["Attributes: Application, 0x1, pid: 42, label: 'App'", "Element subtree:", " →Application, 0x1, pid: 42, label: 'App'",
             "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}", "      Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}"]
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        value = ", value: 1" if kind == "Switch" else ""
        lines.append(f"        {kind}, 0x{i + 16:x}, {{{{16.0, {i * 44}.0}}, {{200.0, 44.0}}}}, identifier: 'id{i}', label: 'Item {i}'{value}")
    lines += ["Path to element:", " →Application, 0x1, pid: 42, label: 'App'", "Query chain:", " →Find: Target Application 'com.example.app'"]
    return "\n".join(lines) + "\n"


def idb(count):
    traits = {"Button": ["Button"], "StaticText": ["StaticText"], "TextField": ["TextEntry"], "Switch": ["Button", "Toggle"], "Image": ["Image"]}
    items = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        items.append({"AXFrame": f"{{{{16, {i * 44}}}, {{200, 44}}}}", "AXUniqueId": f"id{i}", "frame": {"y": i * 44, "x": 16, "width": 200, "height": 44},
                      "role_description": kind.lower(), "AXLabel": f"Item {i}", "content_required": False, "type": kind, "title": None, "help": None,
                      "custom_actions": [], "AXValue": "1" if kind == "Switch" else None, "enabled": True, "role": "AX" + kind, "subrole": None,
                      "traits": traits[kind]})
    return json.dumps(items)


def accessibility_snapshot(count):
    traits = {"Button": ["button"], "StaticText": ["staticText"], "TextField": ["textEntry"], "Switch": ["button", "switchButton"], "Image": ["image"]}
    nodes = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        element = {"label": f"Item {i}", "identifier": f"id{i}", "traits": traits[kind], "description": f"Item {i}.",
                   "shape": {"type": "frame", "frame": [[16, i * 44], [200, 44]]}, "activationPoint": [116, i * 44 + 22],
                   "usesDefaultActivationPoint": True, "customActions": [], "customContent": [], "customRotors": [],
                   "respondsToUserInteraction": True}
        if kind == "Switch": element["value"] = "1"
        nodes.append({"element": {"_0": element, "traversalIndex": i}})
    return json.dumps(nodes, indent=2)


def uiautomator(count):
    """A one-line `adb shell uiautomator dump` of `count` nodes, each a stop of the five kinds."""
    classes = {"Button": "android.widget.Button", "StaticText": "android.widget.TextView", "TextField": "android.widget.EditText",
               "Switch": "android.widget.Switch", "Image": "android.widget.ImageView"}
    nodes = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        actionable = "true" if kind in ("Button", "TextField", "Switch") else "false"
        text = "" if kind == "Image" else f"Item {i}"
        description = f"Item {i}" if kind == "Image" else ""
        checkable = "true" if kind == "Switch" else "false"
        nodes.append(f'<node index="{i}" text="{text}" resource-id="app:id/id{i}" class="{classes[kind]}" package="app" content-desc="{description}" '
                     f'checkable="{checkable}" checked="{checkable}" clickable="{actionable}" enabled="true" focusable="{actionable}" focused="false" '
                     f'scrollable="false" long-clickable="false" password="false" selected="false" bounds="[16,{i * 44}][216,{i * 44 + 44}]" />')
    return ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            '<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="app" content-desc="" checkable="false" checked="false" '
            'clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" '
            f'selected="false" bounds="[0,0][1080,{count * 44}]">' + "".join(nodes) + "</node></hierarchy>")


def compact_uiautomator(count):
    """A dump of `count` nodes with only the attributes that differ from the defaults and no
    bounds (nor frames in the iOS source): 100,000 nodes of a real dump's twenty attributes
    (about 340 bytes each) would pass the 8 MiB limit of every reader."""
    classes = {"Button": "android.widget.Button", "StaticText": "android.widget.TextView", "TextField": "android.widget.EditText",
               "Switch": "android.widget.Switch", "Image": "android.widget.ImageView"}
    nodes = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        flags = {"Button": ' clickable="true"', "TextField": ' focusable="true"', "Switch": ' checkable="true" checked="true" clickable="true"'}.get(kind, "")
        name = f'content-desc="I{i}"' if kind == "Image" else f'text="I{i}"'
        nodes.append(f'<node class="{classes[kind]}" {name}{flags}/>')
    return "<hierarchy rotation=\"0\">\n" + "\n".join(nodes) + "\n</hierarchy>\n"


def compact_appium(count):
    """An Appium iOS page source of `count` elements of the same kinds, as compact."""
    elements = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        value = ' value="1"' if kind == "Switch" else ""
        elements.append(f'<XCUIElementType{kind} label="I{i}"{value}/>')
    return "<AppiumAUT>\n" + "\n".join(elements) + "\n</AppiumAUT>\n"


def android(count, rounds):
    speakable = os.path.join(ROOT, ".build", "release", "speakable")
    print(f"{count} nodes, {rounds} rounds; CPU ms of `speakable render`, medians")
    with tempfile.TemporaryDirectory() as folder:
        dump, source = os.path.join(folder, "dump.xml"), os.path.join(folder, "source.xml")
        with open(dump, "w") as file: file.write(compact_uiautomator(count))
        with open(source, "w") as file: file.write(compact_appium(count))
        run([speakable, "render", dump]); run([speakable, "render", source])   # warm-up
        dumped, sourced = [], []
        for _ in range(rounds):
            dumped.append(run([speakable, "render", dump]))
            sourced.append(run([speakable, "render", source]))
        d, s = statistics.median(dumped), statistics.median(sourced)
        print(f"uiautomator dump {d:.0f} ms ({os.path.getsize(dump):,} bytes), Appium iOS source {s:.0f} ms ({os.path.getsize(source):,} bytes): "
              f"ratio {d / s:.2f} (fastest {min(dumped):.0f} / {min(sourced):.0f} ms: {min(dumped) / min(sourced):.2f})")


def run(argv):
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0: sys.exit(f"{argv} failed ({status})")
    return (usage.ru_utime + usage.ru_stime) * 1000


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "android":
        subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True, capture_output=True)
        return android(int(sys.argv[2]) if len(sys.argv) > 2 else 100_000, int(sys.argv[3]) if len(sys.argv) > 3 else 3)
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    subprocess.run(["swift", "build", "-c", "release", "--product", "speakable"], cwd=ROOT, check=True, capture_output=True)
    speakable = os.path.join(ROOT, ".build", "release", "speakable")
    print(f"{count} stops, {rounds} rounds; CPU ms, medians")
    print(f"{'format':24} {'capture':>10} {'document':>10} {'ratio':>7}   {'fastest':>17} {'ratio':>7}   bytes capture/document")
    with tempfile.TemporaryDirectory() as folder:
        for name, make, extension in [("AccessibilitySnapshot", accessibility_snapshot, "json"), ("idb", idb, "json"),
                                      ("Appium", appium, "xml"), ("XCUITest", xcuitest, "txt")]:
            capture = os.path.join(folder, f"capture.{extension}")
            document = os.path.join(folder, "document.yaml")
            with open(capture, "w") as file: file.write(make(count))
            subprocess.run([speakable, "import", capture, "-o", document, "--force"], check=True)
            first = subprocess.run([speakable, "render", capture], capture_output=True, text=True, check=True).stdout
            second = subprocess.run([speakable, "render", document], capture_output=True, text=True, check=True).stdout
            if first != second: sys.exit(f"{name}: the capture and its document render differently")
            run([speakable, "render", capture]); run([speakable, "render", document])   # warm-up
            captured, documented = [], []
            for _ in range(rounds):
                captured.append(run([speakable, "render", capture]))
                documented.append(run([speakable, "render", document]))
            c, d = statistics.median(captured), statistics.median(documented)
            fc, fd = min(captured), min(documented)
            print(f"{name:24} {c:10.1f} {d:10.1f} {c / d:6.2f}x   {fc:8.1f}/{fd:8.1f} {fc / fd:6.2f}x   {os.path.getsize(capture):,}/{os.path.getsize(document):,}")


if __name__ == "__main__":
    main()
