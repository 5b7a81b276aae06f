import Foundation
import Testing
import TestTemporaryFiles

/// Issue 24: every console example of README.md and docs/*.md, and every example of every
/// command's `--help`, is run against the built binary and must print what it shows.
///
/// A console example is a `$ command` line in a ```console block (a line ending in `\` goes
/// on), with the output under it up to the next `$` line. A block's commands run in one bash,
/// in order, in a fresh folder that sees the package's `Examples`, `Tests` and `scripts` (so a written
/// file never lands in the checkout), with `swift run speakable` and `speakable` meaning the
/// binary just built. Its standard output must be the
/// lines shown; a last line `…` shows only the start of the output. A command ending in
/// `# output varies` is only run, and must succeed: its output depends on the machine (a
/// pronunciation, which changes with espeak-ng's version) and is not compared.
@Suite("Docs: every console example is run")
struct DocExampleTests {
    /// One `$` line and the output shown under it.
    struct Example: CustomStringConvertible {
        var file: String
        var line: Int
        var command: String
        var output: [String]
        var description: String { "\(file):\(line): $ \(command)" }
    }

    static let machineDependent = "# output varies"

    /// The console examples of a Markdown text, a group per block: the commands of a block run
    /// in one shell, one after the other, as a reader would type them.
    static func examples(inMarkdown text: String, file: String) -> [[Example]] {
        var groups: [[Example]] = [], inConsole = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                inConsole = line == "```console"
                if inConsole { groups.append([]) }
                continue
            }
            guard inConsole else { continue }
            append(line, at: index + 1, file: file, to: &groups[groups.count - 1])
        }
        return groups.filter { !$0.isEmpty }
    }

    /// The examples of a `--help` text, one group: after `Example:`, lines `  $ command` (a
    /// line ending in `\` goes on), each followed by the lines of its output.
    static func examples(inHelp text: String, command: String) -> [Example] {
        var examples: [Example] = [], inExample = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces) == "Example:" {
                inExample = true
                continue
            }
            guard inExample else { continue }
            // The block ends at an empty line, or one that is not indented (USAGE:).
            guard line.hasPrefix("  ") else { inExample = false; continue }
            append(line.trimmingCharacters(in: .whitespaces), at: 0, file: "speakable \(command) --help", to: &examples)
        }
        return examples
    }

    /// A line of an example block: a command, the rest of one (after a `\`), or output.
    private static func append(_ line: String, at number: Int, file: String, to examples: inout [Example]) {
        if let last = examples.last, last.output.isEmpty, last.command.hasSuffix("\\") {
            examples[examples.count - 1].command += "\n" + line
        } else if line.hasPrefix("$ ") {
            examples.append(Example(file: file, line: number, command: String(line.dropFirst(2)), output: []))
        } else if !examples.isEmpty {
            examples[examples.count - 1].output.append(line)
        }
    }

    /// Runs a group of examples in one shell; returns what went wrong with each.
    static func check(_ group: [Example]) throws -> [String] {
        let folder = try TemporaryRoot.folder("doc-example")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Examples", "Tests", "scripts"] {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name),
                                                       withDestinationURL: Speakable.packageRoot.appendingPathComponent(name))
        }
        let marker = "@@@example-status"
        var script = "speakable() { \"\(Speakable.executable.path)\" \"$@\"; }\nset -o pipefail\n"
        for example in group {
            script += example.command.replacingOccurrences(of: "swift run speakable", with: "speakable") + "\nprintf '\\n\(marker) %d\\n' $?\n"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": TemporaryRoot.path, "SPEAKABLE_SPEECH": "off"]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) { errorData = errors.fileHandleForReading.readAllRetryingInterrupts() }
        let stdout = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        done.wait()
        process.waitUntilExit()
        // The output of each command, and its status, split at the markers.
        var outputs: [(lines: [String], status: Int)] = [], current: [String] = []
        for line in stdout.components(separatedBy: "\n") {
            if line.hasPrefix(marker + " ") {
                outputs.append((current, Int(line.dropFirst(marker.count + 1)) ?? -1))
                current = []
            } else {
                current.append(line)
            }
        }
        let stderr = String(decoding: errorData, as: UTF8.self)
        guard outputs.count == group.count else { return ["\(group[0]): the block did not run to its end: \(stderr)"] }
        return zip(group, outputs).compactMap { example, result in
            guard result.status == 0 else { return "\(example): exit \(result.status): \(stderr)" }
            if example.command.hasSuffix(machineDependent) { return nil }
            var expected = example.output, actual = result.lines
            while expected.last == "" { expected.removeLast() }
            while actual.last == "" { actual.removeLast() }
            if expected.last == "…" {
                expected.removeLast()
                actual = Array(actual.prefix(expected.count))
            }
            guard actual != expected else { return nil }
            return "\(example): printed\n" + actual.joined(separator: "\n") + "\nbut the example shows\n" + expected.joined(separator: "\n")
        }
    }

    /// README.md and every docs/*.md.
    static var markdownExamples: [[Example]] {
        let root = Speakable.packageRoot
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return (["README.md"] + docs).flatMap { name in
            examples(inMarkdown: (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)) ?? "", file: name)
        }
    }

    @Test("Every console example in README.md and docs/*.md prints what it shows")
    func markdownExamplesRun() throws {
        let groups = Self.markdownExamples
        #expect(groups.joined().count >= 10)
        for group in groups {
            for problem in try Self.check(group) { Issue.record(Comment(rawValue: problem)) }
        }
    }

    @Test("Every example of every command's --help prints what it shows")
    func helpExamplesRun() throws {
        let commands = ["render", "navigate", "speak", "say", "phonemes", "test", "task", "import", "check", "audit", "report", "alert", "stepper", "input", "prompt", "voices"]
        var count = 0
        for command in commands {
            let examples = Self.examples(inHelp: try Speakable.run([command, "--help"]).stdout, command: command)
            #expect(!examples.isEmpty, "speakable \(command) --help shows no example")
            count += examples.count
            for problem in try Self.check(examples) { Issue.record(Comment(rawValue: problem)) }
        }
        #expect(count >= commands.count)
    }

    @Test("The runner fails on a wrong example (shown once, on purpose)")
    func wrongExampleFails() throws {
        let wrong = Self.examples(inMarkdown: "```console\n$ speakable render Examples/delete-file.yaml\nAlert. Delete Files?\n…\n```\n", file: "wrong.md")
        #expect(wrong.count == 1)
        let problems = try Self.check(wrong[0])
        #expect(problems.count == 1 && problems[0].contains("but the example shows"), "\(problems)")
        let right = Self.examples(inMarkdown: "```console\n$ speakable render Examples/delete-file.yaml\nAlert. Delete File? This cannot be undone.\n…\n```\n", file: "right.md")
        #expect(try Self.check(right[0]).isEmpty)
    }
}
