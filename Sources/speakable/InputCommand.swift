import ArgumentParser
import Speakable
import SpeakablePrompts

/// `speakable input`: asks for text.
struct InputCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "input",
        abstract: "Ask for text; print it.",
        usage: "speakable input --label <label> [<options>]",
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

    @Option(help: "What to enter.") var label: String
    @Option(help: "Shown while the field is empty.") var placeholder: String = ""
    @Option(help: "Text the field starts with (the cursor at its end; in plain mode, an empty line keeps it).") var value: String = ""
    @Option(name: .customLong("char-limit"), help: "The most characters the field takes (typing past it plays a tone).") var characterLimit: Int?
    @Flag(help: "A secure field: bullets, no speech, not printed unless --reveal-secure.") var secure = false
    @OptionGroup var prompt: PromptCommandOptions
    @OptionGroup var secureAnswer: SecureAnswerOptions

    func run() async throws {
        if let characterLimit, characterLimit < 1 || value.count > characterLimit {
            StandardError.write("speakable: error: --char-limit must be at least 1 and at least the --value's \(value.count) characters")
            throw ExitCode(ExitStatus.usage)
        }
        let input = TextInput(label: label, placeholder: placeholder, isSecure: secure, value: value, characterLimit: characterLimit)
        try await prompt.ask(.input(input), revealSecure: secureAnswer.revealSecure)
    }
}
