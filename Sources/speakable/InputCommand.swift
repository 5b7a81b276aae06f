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
            clicks, and the text is printed only with --reveal-secure. Enter accepts; Esc cancels.

            Example:
              speakable input --label Name --placeholder "Your name"
              speakable input --label Password --secure --reveal-secure
            """
    )

    @Option(help: "What to enter.") var label: String
    @Option(help: "Shown while the field is empty.") var placeholder: String = ""
    @Flag(help: "A secure field: bullets, no speech, not printed unless --reveal-secure.") var secure = false
    @OptionGroup var prompt: PromptCommandOptions

    func run() async throws {
        try await prompt.ask(.input(label: label, placeholder: placeholder, isSecure: secure))
    }
}
