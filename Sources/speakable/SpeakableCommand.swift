import ArgumentParser
import FoundationEssentials
import Glibc
import Speakable
import SpeakableDocuments

/// The `speakable` command: what VoiceOver would say about a screen, and spoken prompts.
@main
struct SpeakableCommand: AsyncParsableCommand {
    /// The version `--version` prints.
    static let version = "0.3.0"

    static let configuration = CommandConfiguration(
        commandName: "speakable",
        abstract: "Turns accessible UI into VoiceOver-style speech.",
        discussion: """
            Screens: render, navigate, speak and phonemes read a screen document (YAML or JSON, \
            see docs/Documents.md; - reads one from standard input) or an iOS capture \
            (AccessibilitySnapshot or idb JSON, Appium XML, an XCUITest dump; see \
            docs/Imports.md). check validates documents and captures; import turns a capture \
            into a document; test compares them with their goldens; audit finds what VoiceOver \
            users would stumble on (text, JSON or SARIF); report writes an HTML page per screen \
            with its picture and audio; task walks tasks across screens as a VoiceOver user \
            (see docs/Tasks.md). say speaks text; voices lists the locales; mcp serves \
            render, navigate and audit to coding agents over the Model Context Protocol (see \
            docs/MCP.md).

            Prompts in the terminal, drawn and spoken: alert, confirm, choose, filter, input, \
            stepper and spin, and prompt for a whole screen document (see docs/Prompts.md).

            Example:
              $ speakable render Examples/delete-file.yaml
              Alert. Delete File? This cannot be undone.
              Delete File?
              This cannot be undone.
              Cancel. Button.
              Delete. Button.
              $ speakable speak Examples/delete-file.yaml --wav delete.wav
              $ speakable test Examples
              19 passed, 0 failed
            """,
        version: version,
        subcommands: [RenderCommand.self, NavigateCommand.self, SpeakCommand.self, SayCommand.self, PhonemesCommand.self,
                      TestCommand.self, TaskCommand.self, ImportCommand.self, CheckCommand.self, AuditCommand.self, ReportCommand.self, AlertCommand.self, ConfirmCommand.self, ChooseCommand.self, FilterCommand.self, InputCommand.self, StepperCommand.self, SpinCommand.self, PromptFileCommand.self,
                      VoicesCommand.self, MCPCommand.self]
    )

    /// A worker claims its shard before anything else, so that the kernel would kill it with its
    /// parent from its first moment (see ``WorkerPool``).
    ///
    /// Every error is printed with the one prefix, `speakable: error:` (the argument parser's own
    /// are `Error:`), and exits with the parser's status (64 for a usage error).
    static func main() async {
        _ = WorkerPool.shard
        do {
            var command = try parseQuickly()
            if var asynchronous = command as? AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
            reportReadCounts()
        } catch {
            reportReadCounts()
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                if !text.isEmpty { print(text) }
            } else if !text.isEmpty {
                let prefixed = text.hasPrefix("Error: ") ? CommandFailure.prefix + text.dropFirst("Error: ".count) : Substring(text)
                StandardStream.error(prefixed + "\n")
            }
            Glibc.exit(code.rawValue)
        }
    }

    /// With `SPEAKABLE_COUNT_READS` set, how many sources the command read and how many formats
    /// it told, on standard error: what the test that every command reads a file once looks at
    /// (issue 32). Nothing is printed otherwise.
    private static func reportReadCounts() {
        // getenv, not ProcessInfo's dictionary of the whole environment: asked by every run.
        guard getenv("SPEAKABLE_COUNT_READS") != nil else { return }
        StandardError.write("speakable: read \(DocumentSource.readCount), detected \(DocumentSource.detectionCount)")
    }

    /// The command line parsed as its subcommand alone when it names one plainly: the argument
    /// parser then builds the options of that one command, not of all twenty (a third of
    /// `render`'s start-up). Anything else (help, the version, completion scripts, a mistake)
    /// is parsed from the root, so every message and usage text is the root's as before.
    private static func parseQuickly() throws -> ParsableCommand {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let rootOnly: Set<String> = ["-h", "--help", "-help", "help", "--version", "--experimental-dump-help"]
        if let name = arguments.first,
           let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
           subcommand.configuration.subcommands.isEmpty,
           !arguments.contains(where: { rootOnly.contains($0) || $0.hasPrefix("--generate-completion-script") }),
           let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())) {
            return command
        }
        return try parseAsRoot()
    }
}
