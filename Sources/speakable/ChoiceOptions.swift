import ArgumentParser
import FoundationEssentials
import Glibc
import SpeakablePrompts

/// What `choose` and `filter` share: the items (arguments, else standard input's lines), how many
/// may be chosen, which start chosen, and the header.
struct ChoiceOptions: ParsableArguments {
    @Argument(help: "The items (default: standard input, one per line).") var items: [String] = []
    @Option(help: "How many items may be chosen (select them, then Enter chooses).") var limit: Int = 1
    @Flag(help: "Any number of items may be chosen.") var noLimit = false
    @Flag(help: "Any number of items may be chosen (the same as --no-limit).") var multiple = false
    @Option(help: ArgumentHelp("An item chosen at the start (repeat, or separate with commas).", valueName: "item"))
    var selected: [String] = []
    @Option(help: "Shown and spoken above the list.") var header: String?
    @Option(help: "The most items drawn at once (default: as many as the terminal holds).") var height: Int?
    @Flag(help: "Print the chosen items in the list's order (always so; accepted for gum's scripts).") var ordered = false
    @Flag(help: "With one item, print it without asking.") var selectIfOne = false
    @Option(help: ArgumentHelp("Refused: the focused item is marked `> ` and the hardware cursor sits on it, which screen readers and braille displays follow.", visibility: .hidden))
    var cursor: String?

    /// The list; items from standard input when none are given, after which the answers come
    /// from the terminal (`/dev/tty`), as gum and fzf read them.
    func list(filters: Bool, placeholder: String = "") throws -> ChoiceList {
        guard limit >= 1 else {
            throw CommandFailure(.usage, "--limit must be at least 1").reported()
        }
        if cursor != nil {
            throw CommandFailure(.usage, "--cursor is not supported: the focused item is marked `> ` and the hardware cursor sits on it, where screen readers and braille displays follow it").reported()
        }
        if let height, height < 1 {
            throw CommandFailure(.usage, "--height must be at least 1").reported()
        }
        var items = self.items
        if items.isEmpty {
            guard isatty(0) == 0 else {
                throw CommandFailure(.usage, "no items: give them as arguments, or one per line on standard input").reported()
            }
            items = try Self.readItems()
            guard Self.answerFromTerminal() else {
                throw CommandFailure(.usage, "the items came on standard input, and there is no terminal (/dev/tty) to answer on; give the items as arguments").reported()
            }
        }
        let chosen = selected.flatMap { $0.split(separator: ",").map(String.init) }
        return ChoiceList(items, header: header, limit: noLimit || multiple ? Int.max : limit, selected: chosen,
                          filters: filters, placeholder: placeholder, height: height)
    }

    /// Standard input's lines, without empty ones (a trailing newline, a blank line), read in
    /// blocks so that memory stays bounded: a line is cut at 64 KiB, and more than 64 MiB in all
    /// (a stream that never ends) is a clear error, not a process that grows until it is killed.
    private static func readItems() throws -> [String] {
        let lineLimit = 65_536, totalLimit = 64 << 20
        var items: [String] = [], line: [UInt8] = [], total = 0
        var block = [UInt8](repeating: 0, count: 65_536)
        func finish() {
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if !line.isEmpty { items.append(String(decoding: line, as: UTF8.self)) }
            line.removeAll(keepingCapacity: true)
        }
        while true {
            let count = read(0, &block, block.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            total += count
            guard total <= totalLimit else {
                throw CommandFailure(.dataError, "<stdin>: more than 64 MiB of items; give fewer, or filter them first").reported()
            }
            // Each line is found with memchr and copied whole: a loop over every byte cost most of
            // the time 64 MiB took to load.
            block.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                var start = 0
                while start < count {
                    let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
                    let end = newline.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
                    let kept = min(end - start, lineLimit - line.count)
                    if kept > 0 { line.append(contentsOf: UnsafeBufferPointer(start: base + start, count: kept)) }
                    if newline != nil { finish() }
                    start = end + 1
                }
            }
        }
        finish()
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
