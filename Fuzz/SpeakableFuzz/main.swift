import Speakable
import SpeakableDocuments
import Foundation
import SpeakableFuzzing

// speakable-fuzz [SEED] [COUNT] [SECONDS]: the long fuzz run of docs/Reliability.md. Every case
// is a generated hostile document through every command's path; the run prints its figures
// and exits 1 if anything was found (a crash or a hang ends it at once, with the seed).
// `speakable-fuzz --print SEED` prints a case's document, to replay it with the CLI.
// `-h` or `--help` prints how to run it (anything else unknown would start the long run).
if let first = CommandLine.arguments.dropFirst().first, ["-h", "--help", "help"].contains(first) {
    print("""
    usage: speakable-fuzz [SEED] [COUNT] [SECONDS]             hostile documents through every command's path
           speakable-fuzz --captures [SEED] [COUNT] [SECONDS]  mutated captures of the iOS formats
           speakable-fuzz --android [SEED] [COUNT] [SECONDS]   hostile Android captures
           speakable-fuzz --names [SEED] [COUNT]               hostile file names through every output
           speakable-fuzz --scaling [SCALE]                    each generator at 1x, 2x, 4x and 8x its size
           speakable-fuzz --print SEED | --android --print SEED | --captures --print SEED
    See docs/Reliability.md.
    """)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--print", let seed = CommandLine.arguments.dropFirst(2).first.flatMap(UInt64.init) {
    print(HostileDocument(seed: seed).yaml, terminator: "")
    exit(0)
}
// `speakable-fuzz --trace SEED` runs a case's commands and shows the first place where the stops
// refreshed in place differ from a rebuild.
if CommandLine.arguments.dropFirst().first == "--trace", let seed = CommandLine.arguments.dropFirst(2).first.flatMap(UInt64.init) {
    let document = try! ScreenDocument(yaml: HostileDocument(seed: seed).yaml, path: "x")
    var reader = ScreenReader(screen: document.screen, voice: try! Voice.builtIn(document.locale), verbosity: document.verbosity)
    for (index, command) in (document.commands ?? []).enumerated() {
        reader.perform(command)
        let rebuilt = AccessibilityTree(screen: reader.screen).focusStops
        if reader.focusStops != rebuilt {
            print("after command \(index) \(command.name):")
            for (a, b) in zip(reader.focusStops, rebuilt) where a != b { print("  in place: \(a.element)\n  rebuilt:  \(b.element)") }
            print(reader.focusStops.count, rebuilt.count)
            break
        }
    }
    exit(0)
}
// `speakable-fuzz --scaling [SCALE]`: every generator of ScalingFuzz at 1×, 2×, 4× and 8× its
// size (times SCALE), each in a child process; exits 1 when time or memory grows faster than
// the input. `--scaling-case NAME SIZE` is one child: it prints its CPU seconds and kilobytes.
if CommandLine.arguments.dropFirst().first == "--scaling-case", CommandLine.arguments.count == 4,
   let generator = ScalingFuzz.generators.first(where: { $0.name == CommandLine.arguments[2] }), let size = Int(CommandLine.arguments[3]) {
    let cost = ScalingFuzz.measure(generator, size: size)
    print(String(format: "%.4f %d", cost.seconds, cost.kilobytes))
    exit(0)
}
// `--scaling-print NAME SIZE` writes one generator's input, to run the release binary on it.
if CommandLine.arguments.dropFirst().first == "--scaling-print", CommandLine.arguments.count == 4,
   let generator = ScalingFuzz.generators.first(where: { $0.name == CommandLine.arguments[2] }), let size = Int(CommandLine.arguments[3]) {
    FileHandle.standardOutput.write(Data(generator.make(size)))
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--scaling-names" {
    ScalingFuzz.generators.forEach { print($0.name, $0.base) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--scaling" {
    let scale = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 1
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let results = ScalingFuzz.run(executable: executable, scale: scale)
    for result in results {
        let costs = result.costs.map { String(format: "%.3f s %d KB", $0.seconds, $0.kilobytes) }.joined(separator: ", ")
        print(String(format: "%@ %@: sizes %@: %@; 8×/1×: time %.1f, memory %.1f",
                     result.passed ? "ok  " : "FAIL", result.name, result.sizes.map(String.init).joined(separator: "/"), costs,
                     result.timeRatio, result.memoryRatio))
    }
    let failed = results.filter { !$0.passed }.count
    print("scaling: \(results.count - failed) passed, \(failed) failed (a ratio over 20 fails; linear work is 8, work in the square 64)")
    exit(failed == 0 ? 0 : 1)
}
// `speakable-fuzz --names [SEED] [COUNT]`: hostile file names through every output that names a
// file (issue 31, S11); exits 1 on any problem.
if CommandLine.arguments.dropFirst().first == "--names" {
    let seed = CommandLine.arguments.dropFirst(2).first.flatMap(UInt64.init) ?? 1
    let count = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 10_000
    let problems = HostileFileName.check(seed: seed, count: count)
    problems.prefix(50).forEach { print($0) }
    print("names: \(count) names from seed \(seed), \(problems.count) problems")
    exit(problems.isEmpty ? 0 : 1)
}
// `speakable-fuzz --android [SEED] [COUNT] [SECONDS]`: generated hostile Android captures with a
// password in every place (issue 33); `--android --print SEED` prints one.
if CommandLine.arguments.dropFirst().first == "--android" {
    if CommandLine.arguments.dropFirst(2).first == "--print", let seed = CommandLine.arguments.dropFirst(3).first.flatMap(UInt64.init) {
        FileHandle.standardOutput.write(Data(AndroidCapture(seed: seed).bytes))
        exit(0)
    }
    let numbers = CommandLine.arguments.dropFirst(2).map { UInt64($0) ?? 0 }
    let seed = numbers.first ?? 1
    let started = Date()
    let run = FuzzRun.runAndroid(seed: seed, count: Int(numbers.dropFirst().first ?? 100_000), budget: Double(numbers.dropFirst(2).first ?? 3_600), progress: true)
    for problem in run.problems.prefix(50) { FileHandle.standardOutput.write(Data((problem + "\n").utf8)) }
    let line = "seed \(seed): \(run.cases) Android captures (\(run.parsed) parsed, \(run.cases - run.parsed) refused with one error) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; slowest \(String(format: "%.2f", run.slowest.seconds)) s (seed \(run.slowest.seed)); 0 crashes, 0 hangs, \(run.problems.count) problems"
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
    exit(run.problems.isEmpty ? 0 : 1)
}
// `speakable-fuzz --captures [SEED] [COUNT] [SECONDS]`: mutated captures of the four formats.
let captures = CommandLine.arguments.dropFirst().first == "--captures"
if captures, CommandLine.arguments.dropFirst(2).first == "--print", let seed = CommandLine.arguments.dropFirst(3).first.flatMap(UInt64.init) {
    FileHandle.standardOutput.write(Data(FuzzRun.captureBytes(seed: seed)))
    exit(0)
}
let arguments = CommandLine.arguments.dropFirst(captures ? 2 : 1).map { UInt64($0) ?? 0 }
let seed = arguments.first ?? 14
let count = Int(arguments.dropFirst().first ?? 50_000)
let budget = Double(arguments.dropFirst(2).first ?? 3_600)
let started = Date()
let run = captures ? FuzzRun.runCaptures(seed: seed, count: count, budget: budget, progress: true)
    : FuzzRun.run(seed: seed, count: count, budget: budget, progress: true)
let seconds = Date().timeIntervalSince(started)
// Written straight to the file descriptor, not through a buffer that an exit could lose.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
for problem in run.problems.prefix(50) { say(problem) }
say("seed \(seed): \(run.cases) \(captures ? "captures" : "documents") (\(run.parsed) parsed, \(run.cases - run.parsed) refused with one error) in \(String(format: "%.1f", seconds)) s; slowest \(String(format: "%.2f", run.slowest.seconds)) s (seed \(run.slowest.seed)); 0 crashes, 0 hangs, \(run.problems.count) problems")
exit(run.problems.isEmpty ? 0 : 1)
