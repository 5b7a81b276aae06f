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
            Typed characters are echoed and spoken; in a --secure field each shows as a bullet and \
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
    @Flag(help: "A secure field: bullets, no speech, not printed unless --reveal-secure.") var secure = false
    @OptionGroup var prompt: PromptCommandOptions
    @OptionGroup var secureAnswer: SecureAnswerOptions

    func run() async throws {
        try await prompt.ask(.input(label: label, placeholder: placeholder, isSecure: secure), revealSecure: secureAnswer.revealSecure)
    }
}
