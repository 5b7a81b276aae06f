import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments

/// `speakable check`: reads documents and captures and reports what is wrong with them, as a
/// compiler would, without rendering anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen documents, captures and task files: print their errors and warnings.",
        usage: "speakable check <files> ... [<options>]",
        discussion: """
            Silent when every file reads cleanly. Each error or warning is one line naming \
            the file, line and column; exits 65 when any file has an error (66 when one \
            cannot be read). A task file (NAME.task.yaml, also found in folders) is checked \
            with every screen it names, and each gesture it makes against its readers.

            Example:
              $ speakable check Examples Tests/Captures
              $ speakable check Tests/Tasks/sign-in/sign-in.task.yaml
            """
    )

    @Argument(help: "Documents, captures or task files, or folders to search for them (as test does); - reads standard input.")
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
            if file.hasSuffix(TaskDocument.suffix) {
                worst = max(worst, Self.checkTask(file))
                continue
            }
            options.file = file
            do {
                last = nil
                last = try options.load()
            } catch let exit as ExitCode {
                worst = max(worst, exit.rawValue)
            }
        }
        // The task files in the folders given (`test`, `report` and `task` find them there too).
        let folders = files.filter { $0 != "-" && DirectoryWalk.isDirectory($0) }
        if !folders.isEmpty {
            for task in (try? TaskCommand.discover(folders)) ?? [] { worst = max(worst, Self.checkTask(task)) }
        }
        if worst != 0 { throw ExitCode(worst) }
    }

    /// A task file (tasks spec TK2): it reads, every screen it names reads (their warnings
    /// printed), and each reader that walks it has every gesture it makes (TB20). Returns the
    /// exit status of its error, printed as `task` prints it, or 0.
    static func checkTask(_ path: String) -> Int32 {
        do {
            let document = try TaskDocument(contentsOfFile: path)
            for warning in document.warnings { StandardError.write(warning.description) }
            for reader in document.readers { try document.checkGestures(for: reader) }
            return 0
        } catch let error as DocumentError {
            return CommandFailure(error).reported().rawValue
        } catch {
            return CommandFailure(.software, "\(path): \(error)").reported().rawValue
        }
    }
}
