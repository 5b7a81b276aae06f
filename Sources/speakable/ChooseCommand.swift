import ArgumentParser
import SpeakablePrompts

/// `speakable choose`: asks for one item of a list, or several.
struct ChooseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "choose",
        abstract: "Ask for one item of a list, or several; print them, one per line.",
        usage: "speakable choose [<item> ...] [<options>]",
        discussion: """
            Each item is spoken as VoiceOver speaks a list's item ("Apples. 1 of 3. List \
            Start."). Up, Down, Tab, Home and End move; Enter chooses; with --limit, --multiple or \
            --no-limit, Space selects ("Selected: Apples.") and Enter chooses the selected items. \
            Esc cancels (exit 1). Items come from the arguments, or one per line on standard \
            input (then the keys are read from the terminal). In plain mode the items are \
            numbered and the answer is a number (several, separated by spaces, with --limit).

            Example:
              $ printf '2\\n' | speakable choose Apples Bananas Cherries --plain
              Bananas
              $ printf '1 3\\n' | speakable choose Apples Bananas Cherries --no-limit --plain
              Apples
              Cherries
            """
    )

    @OptionGroup var choice: ChoiceOptions
    @OptionGroup var prompt: PromptCommandOptions

    func run() async throws {
        let list = try choice.list(filters: false)
        if choice.selectIfOne, list.items.count == 1 { return PromptCommandOptions.writeAnswer(list.items[0]) }
        try await prompt.ask(.choose(list))
    }
}
