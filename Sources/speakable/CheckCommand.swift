import ArgumentParser
import Foundation
import SpeakableDocuments

/// `speakable check`: reads documents and captures and reports what is wrong with them, as a
/// compiler would, without rendering anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen documents and captures: print their errors and warnings.",
        usage: "speakable check <file> ... [--input-format <format>]",
        discussion: """
            Silent when every file reads cleanly. Each error or warning is one line naming \
            the file, line and column; exits 65 when any file has an error (66 when one \
            cannot be read).

            Example:
              speakable check Examples/*.yaml
            """
    )

    @Argument(help: "Documents or captures; - reads standard input.") var files: [String]

    @Option(name: .customLong("input-format"), help: "What the files are. Default: told by their content.")
    var inputFormat: InputFormat = .auto

    func run() throws {
        var worst: Int32 = 0
        for file in files {
            do {
                _ = try DocumentOptions.parse([file, "--input-format", inputFormat.rawValue]).load()
            } catch let exit as ExitCode {
                worst = max(worst, exit.rawValue)
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }
}
