import ArgumentParser
import SpeakablePrompts

/// `speakable spin`: runs a command while telling the user it is still working.
struct SpinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spin",
        abstract: "Run a command beside a spinner, spoken; exit with its status.",
        usage: "speakable spin [--title <title>] [<options>] -- <command> ...",
        discussion: """
            The title is drawn with a turning mark and spoken at the start; "Still working." is \
            spoken every --interval seconds, and "Done." or "Failed." at the end, at \
            speech-dispatcher's progress priority, so the user's own screen reader cuts it \
            off. The command's output is kept and shown only if it fails, or passes through \
            with --show-output. The exit status is the command's (127: not found).

            Example:
              $ speakable spin --title "Counting" --no-speech --plain -- sh -c 'echo 3; exit 2'
              3
              $ speakable spin --title "Counting" --no-speech --plain --show-output -- echo 3
              3
            """
    )

    @Option(help: "What is being done: drawn and spoken (default: the locale's \"Loading...\").") var title: String = ""
    @Flag(help: "Show the command's output only if it fails (always so without --show-output; accepted for gum's scripts).") var showError = false
    @Option(help: "Where the mark is drawn beside the title: left (right is refused: a braille display reads the mark first).") var align: String = "left"
    @Flag(help: "Pass the command's output through as it runs (by default it is shown only if the command fails).") var showOutput = false
    @Option(help: "Seconds between progress utterances.") var interval: Double = 5
    @OptionGroup var prompt: PromptCommandOptions
    @Argument(parsing: .postTerminator, help: "The command and its arguments, after --.") var command: [String] = []

    func run() async throws {
        if prompt.json {
            throw CommandFailure(.usage, "spin has no --json: its answer is the command's exit status, and its output is the command's (--show-output)").reported()
        }
        guard align == "left" else {
            throw CommandFailure(.usage, "--align \(align) is not supported: the mark is drawn left of the title, so a braille display or screen reader meets it first").reported()
        }
        guard !command.isEmpty else {
            throw CommandFailure(.usage, "no command: give it after --, as in speakable spin --title Building -- make").reported()
        }
        guard interval >= 0.5, interval <= 3600 else {
            throw CommandFailure(.usage, "--interval must be between 0.5 and 3600 seconds").reported()
        }
        var task = SpinTask(title: title, command: command, showsOutput: showOutput, interval: .milliseconds(Int(interval * 1000)))
        task.timeout = prompt.timeout?.duration
        let status = try await TerminalSpinner.run(task, options: prompt.options)
        if status != 0 { throw ExitCode(status) }
    }
}
