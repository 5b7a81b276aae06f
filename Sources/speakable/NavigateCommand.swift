import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments

/// `speakable navigate`: a VoiceOver user's gestures over a screen, and everything spoken.
struct NavigateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigate",
        abstract: "Run gestures over a screen document and print what VoiceOver says.",
        usage: "speakable navigate <file> [--commands <commands>] [<options>]",
        discussion: """
            Prints the initial utterance (the announcement, or the first element), then for each \
            command a line `> COMMAND` followed by what it produced. Commands: next, previous, \
            first, last, activate, escape, increment, decrement, type TEXT, shake, action NAME, \
            rotor NAME (headings, links, formControls, containers, landmarks, actions, \
            adjustValue), down, up, touch X,Y (a capture's points), read all, read from top. \
            Without \
            --commands, the document's `commands:` are run. Typing into a secure field is shown \
            as one • per character, never the text.

            Example:
              $ speakable navigate Examples/delete-file.yaml \\
                  --commands next,next,next,activate
              Alert. Delete File? This cannot be undone.
              > next
              This cannot be undone.
              > next
              Cancel. Button.
              > next
              Delete. Button.
              > activate
              Documents. Heading.
            """
    )

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("Comma-separated commands, e.g. \"next,activate,type hello\"; write a comma in typed text as \\,.",
                               valueName: "commands"))
    var commands: String?

    @OptionGroup var readerOption: ReaderOption

    @Option(help: "text: the transcript; json: one object per command with its output and the reader.")
    var format: OutputFormat = .text

    func validate() throws {
        if let commands {
            do { _ = try CommandScript.parse(commands) } catch { throw ValidationError("--commands: \(error)") }
        }
    }

    func run() throws {
        let loaded = try document.load()
        let script = try commands.map(CommandScript.parse) ?? loaded.commands ?? []
        let screenReader = try readerOption.reader(for: loaded)
        // TB20: a gesture the reader does not have (TalkBack has no shake) is an error naming
        // the reader and the command's place in the script, before anything is said.
        // A rotor item it lacks (TalkBack's reading controls have no containers) is one too.
        for (index, command) in script.enumerated() where !screenReader.rules.has(command) {
            let what = screenReader.rules.gestures.contains(command.name) ? "reading control" : "gesture"
            throw CommandFailure(.usage, "command \(index + 1) (\(command.description)): \(screenReader.displayName) has no such \(what)").reported()
        }
        var reader = ScreenReader(screen: loaded.screen, voice: try document.voice(for: loaded), verbosity: document.verbosity(for: loaded),
                                  reader: screenReader)
        for command in script { reader.perform(command) }
        switch format {
        case .text:
            if !reader.log.transcript.isEmpty { StandardStream.output(VisibleText.escaped(reader.log.transcript)) }
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            StandardOutput.write(json: String(decoding: try encoder.encode(reader.log.tagged(with: screenReader)), as: UTF8.self))
        }
    }
}
