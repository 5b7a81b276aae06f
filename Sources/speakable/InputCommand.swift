import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakablePrompts

/// `speakable input`: asks for text.
struct InputCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "input",
        abstract: "Ask for text; print it.",
        usage: "speakable input [--label <label>] [<options>]",
        discussion: """
            Left, Right, Home, End, Delete and readline's Ctrl-A, Ctrl-E, Ctrl-U and Ctrl-W \
            edit the text; typed characters are echoed and spoken; in a --secure field each shows as a bullet and \
            clicks; the text is printed into a pipe or a file, as p=$(speakable input --secure) \
            asks, and onto a terminal only with --reveal-secure. Enter accepts; Esc cancels.

            Example:
              $ printf 'Ann\\n' | speakable input --label Name --plain
              Ann
              $ p=$(printf 'hunter2\\n' | speakable input --label PIN --secure --plain)
              $ echo "${#p} characters"
              7 characters
            """
    )

    @Option(help: "What to enter: the field's label, drawn and spoken.") var label: String?
    @Option(help: "gum's prompt text: the label when there is no --label (its trailing `> ` or `: ` left out).") var prompt: String?
    @Option(help: "Shown above the field: the label when there is neither --label nor --prompt.") var header: String?
    @Flag(help: "The same as --secure (gum's name).") var password = false
    @Option(help: ArgumentHelp("Refused: the field is as wide as the terminal; --char-limit bounds the text.", visibility: .hidden))
    var width: Int?
    @Option(help: "Shown while the field is empty.") var placeholder: String = ""
    @Option(help: "Text the field starts with (the cursor at its end; in plain mode, an empty line keeps it).") var value: String = ""
    @Option(name: .customLong("char-limit"), help: "The most characters the field takes (typing past it plays a tone).") var characterLimit: Int?
    @Flag(help: "A secure field: bullets, no speech, not printed unless --reveal-secure.") var secure = false
    @OptionGroup var promptOptions: PromptCommandOptions
    @OptionGroup var readerOption: PromptReaderOption
    @OptionGroup var secureAnswer: SecureAnswerOptions

    /// The label: --label, else gum's --prompt without its trailing marks, else --header.
    private var fieldLabel: String {
        if let label { return label }
        if let prompt {
            let trimmed = prompt.trimmingSpaces()
            return String(trimmed.reversed().drop { ">:".contains($0) }.reversed()).trimmingSpaces()
        }
        return header ?? ""
    }

    func run() async throws {
        if width != nil {
            throw CommandFailure(.usage, "--width is not supported: the field is as wide as the terminal; bound the text with --char-limit").reported()
        }
        let secure = secure || password
        if let characterLimit, characterLimit < 1 || value.count > characterLimit {
            throw CommandFailure(.usage, "--char-limit must be at least 1 and at least the --value's \(value.count) characters").reported()
        }
        let input = TextInput(label: fieldLabel, placeholder: placeholder, isSecure: secure, value: value, characterLimit: characterLimit)
        try await promptOptions.ask(.input(input), revealSecure: secureAnswer.revealSecure, reader: readerOption.reader)
    }
}
