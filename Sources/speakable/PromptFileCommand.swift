import ArgumentParser
import Speakable
import SpeakableDocuments
import SpeakablePrompts

/// `speakable prompt`: asks with a screen document's frontmost presentation, or its screen.
struct PromptFileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prompt",
        abstract: "Ask with a screen document: its alert or sheet, or its buttons and links.",
        usage: "speakable prompt <file> [<options>]",
        discussion: """
            Prints the chosen button of what is presented, or the label of the button or link \
            activated on the screen. The prompt speaks as VoiceOver unless --reader talkback \
            asks for TalkBack's stops and words.

            Example:
              $ printf '2\\n' | speakable prompt Examples/delete-file.yaml --plain
              Delete
            """
    )

    @Argument(help: "The screen document (YAML or JSON) or a capture.") var file: String
    @Option(name: .customLong("input-format"), help: "What the file is. Default: told by its content.")
    var inputFormat: InputFormat = .auto

    @OptionGroup var reading: ReadingOrderOptions
    @OptionGroup var prompt: PromptCommandOptions
    @OptionGroup var readerOption: PromptReaderOption
    @OptionGroup var secureAnswer: SecureAnswerOptions

    func run() async throws {
        let document = try DocumentOptions.parse([file, "--input-format", inputFormat.rawValue] + reading.arguments).load()
        var options = prompt
        if !CommandLine.arguments.contains("--locale") { options.locale = document.locale }
        try await options.ask(.screen(document.screen), revealSecure: secureAnswer.revealSecure, reader: readerOption.reader)
    }
}
