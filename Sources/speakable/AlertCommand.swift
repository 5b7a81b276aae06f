import ArgumentParser
import Speakable
import SpeakablePrompts

/// `speakable alert`: asks with an alert, spoken and answered from the keyboard.
struct AlertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alert",
        abstract: "Ask with an alert; print the chosen button.",
        usage: "speakable alert --title <title> [--button <button> ...] [<options>]",
        discussion: """
            Tab, arrows, Home and End move; Enter or Space chooses; Esc cancels (exit 1); \
            Ctrl-C exits 130. Each stop is spoken. The chosen button's title is printed.

            Example:
              $ printf '2\\n' | speakable alert --title "Delete File?" --button Delete \\
                  --plain
              Delete
              $ printf 'ann\\nhunter2\\n2\\n' | speakable alert --title "Sign In" \\
                  --style login --button "Sign In" --plain
              Sign In
            """
    )

    @Option(help: "The title.") var title: String
    @Option(help: "The message.") var message: String?
    @Option(name: .customLong("button"), help: "A button (repeat for more).") var buttons: [String] = []
    @Option(help: "The cancel button's title (default: the locale's Cancel).") var cancel: String?
    @Flag(help: "No cancel button.") var noCancel = false
    @Option(help: "Text fields: plain, secure or login.") var style: AlertFieldStyle?
    @OptionGroup var prompt: PromptCommandOptions
    @OptionGroup var readerOption: PromptReaderOption
    @OptionGroup var secureAnswer: SecureAnswerOptions

    func run() async throws {
        let cancelButton: CancelButton = noCancel ? .none : cancel.map(CancelButton.titled) ?? .standard
        let alert = Alert(title: title, message: message, style: style?.alertStyle ?? .default,
                          cancelButton: cancelButton, buttons: buttons.map { AlertAction($0) })
        try await prompt.ask(.alert(alert), revealSecure: secureAnswer.revealSecure, reader: readerOption.reader)
    }
}

/// The `--style` of `speakable alert`.
enum AlertFieldStyle: String, ExpressibleByArgument, CaseIterable {
    case plain, secure, login

    var alertStyle: Alert.Style {
        switch self {
        case .plain: .plainTextInput
        case .secure: .secureTextInput
        case .login: .loginAndPasswordInput
        }
    }
}
