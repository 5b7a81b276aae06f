import Foundation

/// The `speakable` command-line tool that every tool call runs, so that an answer is the CLI's
/// own output, made by the same code (a secure field's text included: it never reaches it).
struct SpeakableCLI: Sendable {
    /// What one run printed, and how it ended.
    struct Run: Sendable {
        var status: Int32
        var output: Data
        var errors: Data
    }

    let executable: URL

    /// The `speakable` in the folder this program is in: `swift build` puts both products in one
    /// folder, and scripts/install both in `PREFIX/bin`. (A link to this program is followed, so
    /// a link on the PATH finds the real folder.)
    static func besideThisProgram() -> SpeakableCLI? {
        guard let own = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let candidate = own.deletingLastPathComponent().appendingPathComponent("speakable")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? SpeakableCLI(executable: candidate) : nil
    }

    /// Runs `speakable ARGUMENTS`, with `input` as its standard input (else none), off the
    /// server's own threads. Its standard input and output are never the server's: those carry
    /// the protocol.
    func run(_ arguments: [String], input: Data? = nil) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runWaiting(arguments, input: input) })
            }
        }
    }

    private func runWaiting(_ arguments: [String], input: Data?) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        // Standard input is written and standard error read on their own threads, so that a
        // full pipe on one side never stops the other (a huge text refused early included: the
        // write then fails with EPIPE, which SIGPIPE being ignored turns into an error).
        nonisolated(unsafe) var errorData = Data()
        let done = DispatchGroup()
        if let input {
            DispatchQueue.global().async(group: done) {
                try? feed.fileHandleForWriting.write(contentsOf: input)
                try? feed.fileHandleForWriting.close()
            }
        }
        DispatchQueue.global().async(group: done) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Run(status: status, output: outputData, errors: errorData)
    }
}
