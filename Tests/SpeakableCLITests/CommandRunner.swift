import Foundation
import Testing
import TestTemporaryFiles

/// The result of running `speakable` as a process.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Runs the built `speakable` executable, the way a user or CI would.
enum Speakable {
    /// The package's root, where `Examples/` is.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable beside the test bundle (SwiftPM builds it because the tests depend on it).
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].map { $0.appendingPathComponent("speakable") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    static func run(_ arguments: String..., stdin: String = "", environment: [String: String] = [:]) throws -> CommandResult {
        try run(arguments, stdin: stdin, environment: environment)
    }

    static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                    executable: URL = executable, in folder: URL = packageRoot) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": TemporaryRoot.path]) { $1 }.merging(environment) { $1 }
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        // Standard input is written beside the reading, and a child that stops reading early
        // (a bounded reader refusing the rest) is an EPIPE here, not a SIGPIPE that kills the tests.
        signal(SIGPIPE, SIG_IGN)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = errors.fileHandleForReading.readAllRetryingInterrupts() }
        let outputData = output.fileHandleForReading.readAllRetryingInterrupts()
        group.wait()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             stdout: String(decoding: outputData, as: UTF8.self),
                             stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// Every example document.
    static var examples: [String] {
        let folder = packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { "Examples/" + $0 }
    }

    /// Writes a document to a temporary file and returns its path.
    static func temporaryDocument(_ text: String, name: String = "doc.yaml") throws -> String {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
