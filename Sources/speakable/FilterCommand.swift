import ArgumentParser
import SpeakablePrompts

/// `speakable filter`: type to narrow a list, then choose.
struct FilterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filter",
        abstract: "Type to narrow a list, then choose; print the chosen items, one per line.",
        usage: "speakable filter [<item> ...] [<options>]",
        discussion: """
            Typing narrows the list (case-insensitive, in order, best match first, as fzf \
            ranks) and speaks the count ("4 results"); Up and Down move through the matches; \
            Enter chooses; with --limit or --no-limit, Tab selects. Left, Right, Backspace, \
            Delete, Ctrl-U and Ctrl-W edit the text. Esc cancels (exit 1). In plain mode, a \
            line filters, then a number chooses (any other line filters again).

            Example:
              $ printf 'ban\\n1\\n' | speakable filter Apples Bananas Cherries --plain
              Bananas
            """
    )

    @OptionGroup var choice: ChoiceOptions
    @Option(help: "Shown, dim, while nothing is typed.") var placeholder: String = ""
    @Option(help: "The text to filter by at the start.") var value: String = ""
    @Flag(inversion: .prefixedNo, help: "Enter with no match is refused (--no-strict: the text typed is the answer).") var strict = true
    @Flag(help: ArgumentHelp("Refused: the list is drawn top down, best match first, under the text typed.", visibility: .hidden))
    var reverse = false
    @OptionGroup var prompt: PromptCommandOptions

    func run() async throws {
        if reverse {
            throw CommandFailure(.usage, "--reverse is not supported: the list is drawn top down, the best match first under the text typed, where the cursor and a braille display are").reported()
        }
        var list = try choice.list(filters: true, placeholder: placeholder)
        list.query = value
        list.strict = strict
        if choice.selectIfOne, list.items.count == 1 { return PromptCommandOptions.writeAnswer(list.items[0]) }
        try await prompt.ask(.choose(list))
    }
}
