import ArgumentParser
import Foundation
import SpeakableDocuments

/// `speakable check`: reads documents and captures and reports what is wrong with them, as a
/// compiler would, without rendering anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen documents and captures: print their errors and warnings.",
        usage: "speakable check <files> ... [<options>]",
        discussion: """
            Silent when every file reads cleanly. Each error or warning is one line naming \
            the file, line and column; exits 65 when any file has an error (66 when one \
            cannot be read).

            Example:
              $ speakable check Examples Tests/Captures
            """
    )

    @Argument(help: "Documents or captures, or folders to search for them (as test does); - reads standard input.")
    var files: [String]

    @Option(name: .customLong("input-format"), help: "What the files are. Default: told by their content.")
    var inputFormat: InputFormat = .auto

    @OptionGroup var reading: ReadingOrderOptions

    func run() throws {
        var worst: Int32 = 0
        // Options parsed once and given each file in turn: parsing them for every one of
        // thousands of files cost more than reading most documents.
        var options = try DocumentOptions.parse(["-", "--input-format", inputFormat.rawValue] + reading.arguments)
        // The last document is left to the process's exit to free (the others are freed as the
        // next is read, so a folder of thousands holds one at a time).
        var last: ScreenDocument?
        defer { if let last { KeptUntilExit.keep(last) } }
        for file in try GoldenSuite.expandingFolders(files) {
            options.file = file
            do {
                last = nil
                last = try options.load()
            } catch let exit as ExitCode {
                worst = max(worst, exit.rawValue)
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }
}
