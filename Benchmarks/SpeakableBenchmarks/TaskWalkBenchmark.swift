import Foundation
import Speakable
import SpeakableAudit
import SpeakableDocuments

/// Walking a 20-screen task against rendering its screens, without audio (issue 34: walking
/// ≤ 1.2 × rendering). Each screen is a generated settings-like document of `stops` stops (a
/// heading, text, fields, switches, a slider, buttons, a tab bar), written as files; the task
/// fills a field, toggles a switch, adjusts the slider and activates the last button on each.
///
/// Both sides read the files, as `speakable task --audio none` and `speakable render` would:
/// rendering is reading each screen and phrasing its every stop; walking is reading the task file
/// and its screens, then walking it (matching, the listening path, the shortest path, the
/// audit's findings on the way). Medians of the thread's CPU time.
func taskWalkBenchmark(screens: Int, stops: Int, rounds: Int, reader: Reader = .voiceOver) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-task-benchmark-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var task = "task: Benchmark\nscreens:\n"
    for screen in 0..<screens {
        var yaml = "elements:\n  - heading: Screen \(screen)\n"
        for index in 0..<max(1, (stops - 5) / 4) {
            yaml += "  - text: Row \(index) of screen \(screen)\n  - textField: {label: Field \(index)}\n"
            yaml += "  - switch: {label: Option \(index), on: false}\n  - button: {label: Action \(index), hint: Does action \(index).}\n"
        }
        yaml += "  - slider: {label: Level, value: 0.5}\n  - tabBar: {items: [Home, Search, Settings], selected: 0}\n"
        try yaml.write(to: folder.appendingPathComponent("screen\(screen).yaml"), atomically: true, encoding: .utf8)
        let last = max(1, (stops - 5) / 4) - 1
        task += "  - screen: screen\(screen).yaml\n    do:\n      - fill: {field: Field 0, text: hello}\n      - toggle: Option 1\n"
        task += "      - adjust: {control: Level, to: 70%}\n      - activate: Action \(last)\n"
    }
    let taskFile = folder.appendingPathComponent("benchmark.task.yaml").path
    try task.write(toFile: taskFile, atomically: true, encoding: .utf8)
    let screenFiles = (0..<screens).map { folder.appendingPathComponent("screen\($0).yaml").path }
    let voice = try Voice.builtIn(.en)
    var renderTimes: [Double] = [], walkTimes: [Double] = [], walkOnly: [Double] = [], renderOnly: [Double] = []
    var checksum = 0
    for _ in 0..<rounds {
        var documents: [ScreenDocument] = []
        renderTimes.append(try cpuSeconds { checksum &+= try renderScreens(screenFiles, voice: voice, reader: reader, keeping: &documents) })
        renderOnly.append(cpuSeconds { checksum &+= renderDocuments(documents, voice: voice, reader: reader) })
        var parsed: TaskDocument?
        walkTimes.append(try cpuSeconds { checksum &+= try walkTaskFile(taskFile, reader: reader, keeping: &parsed) })
        walkOnly.append(try cpuSeconds { checksum &+= try walkTask(parsed!.task, reader: reader) })
    }
    let walk = try TaskWalker(reader: reader).walk(try TaskDocument(contentsOfFile: taskFile).task)
    print("reader: \(reader.displayName), screens: \(screens), stops per screen: \(stops), actions: \(walk.steps.count), verdict: \(walk.verdict), swipes: \(walk.swipes), rounds: \(rounds) (medians of thread CPU time), checksum \(checksum)")
    print("render (read + phrase every stop): \(milliseconds(median(renderTimes)))   phrase only: \(milliseconds(median(renderOnly)))")
    print("walk   (read task + screens, walk): \(milliseconds(median(walkTimes)))   walk only:   \(milliseconds(median(walkOnly)))")
    print(String(format: "walk / render: %.2fx (target <= 1.2); in memory only: %.2fx", median(walkTimes) / median(renderTimes), median(walkOnly) / median(renderOnly)))
    // Each round times its two sides one right after the other, so the ratio within a round
    // leaves out most of what the machine's load does between rounds (a busy host swings the
    // sides' medians apart by a third).
    let roundRatios = zip(walkTimes, renderTimes).map { $0 / $1 }, memoryRatios = zip(walkOnly, renderOnly).map { $0 / $1 }
    print(String(format: "walk / render, median of the rounds' own ratios: %.2fx; in memory only: %.2fx", median(roundRatios), median(memoryRatios)))
}

// Each timed side is one function the optimizer keeps whole, so that a profile counts each side
// in full, its freeing included (Benchmarks/task_walk_instructions.py reads their inclusive costs).

/// The render side: reading each screen's file and phrasing its every stop to text.
@inline(never)
func renderScreens(_ files: [String], voice: Voice, reader: Reader, keeping documents: inout [ScreenDocument]) throws -> Int {
    var checksum = 0
    for file in files {
        let document = try ScreenDocument(contentsOfFile: file)
        documents.append(document)
        checksum &+= SpeechGenerator(voice: voice, verbosity: document.verbosity, reader: reader).render(document.screen).reduce(0) { $0 &+ $1.text.utf8.count }
    }
    return checksum
}

/// Phrasing screens already read, to text.
@inline(never)
func renderDocuments(_ documents: [ScreenDocument], voice: Voice, reader: Reader) -> Int {
    var checksum = 0
    for document in documents {
        checksum &+= SpeechGenerator(voice: voice, verbosity: document.verbosity, reader: reader).render(document.screen).reduce(0) { $0 &+ $1.text.utf8.count }
    }
    return checksum
}

/// The walk side: reading the task file and its screens, then walking it; the walk is let go
/// inside, as a caller's would be.
@inline(never)
func walkTaskFile(_ path: String, reader: Reader, keeping parsed: inout TaskDocument?) throws -> Int {
    let file = try TaskDocument(contentsOfFile: path)
    parsed = file
    let walk = try TaskWalker(reader: reader).walk(file.task)
    return walk.swipes &+ walk.steps.reduce(0) { $0 &+ $1.heard.count }
}

/// Walking a task already read.
@inline(never)
func walkTask(_ task: UserTask, reader: Reader) throws -> Int {
    try TaskWalker(reader: reader).walk(task).swipes
}
