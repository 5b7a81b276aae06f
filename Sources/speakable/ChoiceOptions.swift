import ArgumentParser
import Foundation
import SpeakablePrompts

/// What `choose` and `filter` share: the items (arguments, else standard input's lines), how many
/// may be chosen, which start chosen, and the header.
struct ChoiceOptions: ParsableArguments {
    @Argument(help: "The items (default: standard input, one per line).") var items: [String] = []
    @Option(help: "How many items may be chosen (Space selects; Enter chooses).") var limit: Int = 1
    @Flag(help: "Any number of items may be chosen.") var noLimit = false
    @Flag(help: "Any number of items may be chosen (the same as --no-limit).") var multiple = false
    @Option(help: ArgumentHelp("An item chosen at the start (repeat, or separate with commas).", valueName: "item"))
    var selected: [String] = []
    @Option(help: "Shown and spoken above the list.") var header: String?

    /// The list; items from standard input when none are given, after which the answers come
    /// from the terminal (`/dev/tty`), as gum and fzf read them.
    func list(filters: Bool, placeholder: String = "") throws -> ChoiceList {
        guard limit >= 1 else {
            StandardError.write("speakable: error: --limit must be at least 1")
            throw ExitCode(ExitStatus.usage)
        }
        var items = self.items
        if items.isEmpty {
            guard isatty(0) == 0 else {
                StandardError.write("speakable: error: no items: give them as arguments, or one per line on standard input")
                throw ExitCode(ExitStatus.usage)
            }
            items = Self.readItems()
            guard Self.answerFromTerminal() else {
                StandardError.write("speakable: error: the items came on standard input, and there is no terminal (/dev/tty) to answer on; give the items as arguments")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let chosen = selected.flatMap { $0.split(separator: ",").map(String.init) }
        return ChoiceList(items, header: header, limit: noLimit || multiple ? Int.max : limit, selected: chosen,
                          filters: filters, placeholder: placeholder)
    }

    /// Standard input's lines, without empty ones (a trailing newline, a blank line), each item
    /// cut at 65,536 characters and at most a million lines, so a stream that never ends cannot exhaust
    /// memory.
    private static func readItems() -> [String] {
        var items: [String] = []
        while items.count < 1_000_000, let line = readLine(strippingNewline: true) {
            let item = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if !item.isEmpty { items.append(String(item.prefix(65_536))) }
        }
        return items
    }

    /// Standard input was the items; the answers come from the controlling terminal. `false`
    /// when there is none.
    private static func answerFromTerminal() -> Bool {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard tty >= 0 else { return false }
        dup2(tty, 0)
        close(tty)
        return true
    }
}
