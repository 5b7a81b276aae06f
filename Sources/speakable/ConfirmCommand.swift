import ArgumentParser
import SpeakablePrompts

/// `speakable confirm`: asks a yes-or-no question; the answer is the exit status.
struct ConfirmCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm",
        abstract: "Ask a yes-or-no question; exit 0 for yes, 1 for no.",
        usage: "speakable confirm <question> [<options>]",
        discussion: """
            An alert with Yes and No, in the locale's words; focus starts on the default \
            (--default no: on No). Left, Right and Tab move; Enter answers; y and n answer at \
            once; Esc is no answer (exit 1). Nothing is printed (with --json, the answer).

            Example:
              $ printf 'y\\n' | speakable confirm "Delete the branch?" --plain && echo deleted
              deleted
            """
    )

    @Argument(help: "The question.") var question: String
    @Option(help: "More words under the question.") var message: String?
    @Option(name: .customLong("default"), help: "The answer focus starts on: yes or no (also true or false, as gum's --default=false).") var defaultAnswer: ConfirmAnswer = .yes
    @Option(help: "The yes button's title (default: the locale's Yes).") var affirmative: String?
    @Option(help: "The no button's title (default: the locale's No).") var negative: String?
    @OptionGroup var prompt: PromptCommandOptions
    @OptionGroup var readerOption: PromptReaderOption

    func run() async throws {
        var confirmation = Confirmation(question, message: message, defaultAnswer: defaultAnswer == .yes)
        confirmation.affirmative = affirmative.flatMap { $0.isEmpty ? nil : $0 }
        confirmation.negative = negative.flatMap { $0.isEmpty ? nil : $0 }
        try await prompt.ask(.confirm(confirmation), reader: readerOption.reader)
    }
}

/// `--default` of `speakable confirm`: yes or no, or as gum scripts write it, true or false.
enum ConfirmAnswer: String, ExpressibleByArgument, CaseIterable {
    case yes, no

    init?(argument: String) {
        switch argument.lowercased() {
        case "yes", "y", "true", "1": self = .yes
        case "no", "n", "false", "0": self = .no
        default: return nil
        }
    }
}
