import FoundationEssentials
import Speakable

/// `choose`, `filter` and `confirm` in plain mode: numbered lines on standard error, answers on
/// standard input, as the other plain prompts.
enum PlainChoice {
    /// The header, the numbered items (chosen ones marked), then the answer: a number or an
    /// item's text; several, separated by spaces or commas, when several may be chosen. An
    /// empty answer keeps what was chosen at the start.
    static func choose(_ list: ChoiceList, voice: Voice) -> PromptOutcome {
        if let header = list.header, !header.isEmpty { TerminalOutput.error(TerminalOutput.shown(header)) }
        return pick(from: Array(list.items.indices), in: list, voice: voice) ?? .cancelled
    }

    /// A line to filter by, then the matches (best first) numbered: a number chooses; any other
    /// line filters again.
    static func filter(_ list: ChoiceList, index: FuzzyIndex, voice: Voice) -> PromptOutcome {
        if let header = list.header, !header.isEmpty { TerminalOutput.error(TerminalOutput.shown(header)) }
        var query: String? = list.query.isEmpty ? nil : list.query
        while true {
            if query == nil {
                // A placeholder is said to be one, never printed as if it were typed text.
                TerminalOutput.write(list.placeholder.isEmpty ? "> " : "(\(voice[.promptPlaceholder]): \(TerminalOutput.shown(list.placeholder))) > ")
                guard let line = PlainPrompt.readAnswer(secure: false) else { return .cancelled }
                query = line
            }
            let matches = index.rank(query: query ?? "")
            TerminalOutput.error(voice.resultCount(matches.count))
            if matches.isEmpty, !list.strict, let typed = query, !typed.isEmpty { return .items([typed]) }
            guard !matches.isEmpty else { query = nil; continue }
            for (place, item) in matches.enumerated() { TerminalOutput.error("\(place + 1)) \(TerminalOutput.shown(list.items[item]))") }
            TerminalOutput.write("> ")
            guard let line = PlainPrompt.readAnswer(secure: false)?.trimmingSpaces() else { return .cancelled }
            if let chosen = numbers(line, count: matches.count), !chosen.isEmpty, chosen.count <= list.limit {
                return .items(chosen.sorted().map { list.items[matches[$0]] })
            }
            query = line
        }
    }

    /// The question, then `1) Yes` and `2) No`; a number, the word, or y and n answer it.
    static func confirm(_ confirmation: Confirmation, voice: Voice) -> PromptOutcome {
        for line in [confirmation.question, confirmation.message ?? ""].map(TerminalOutput.shown) where !line.isEmpty {
            TerminalOutput.error(line)
        }
        let words = [confirmation.affirmative ?? voice[.promptYes], confirmation.negative ?? voice[.promptNo]]
        TerminalOutput.error("1) \(TerminalOutput.shown(words[0]))\n2) \(TerminalOutput.shown(words[1]))")
        while true {
            TerminalOutput.write(confirmation.defaultAnswer ? "[1] > " : "[2] > ")
            guard let line = PlainPrompt.readAnswer(secure: false)?.trimmingSpaces().lowercased() else { return .cancelled }
            switch line {
            case "": return .confirmed(confirmation.defaultAnswer)
            case "1", "y", "yes", words[0].lowercased(): return .confirmed(true)
            case "2", "n", "no", words[1].lowercased(): return .confirmed(false)
            default: TerminalOutput.error(voice.filled(.promptAskNumber, ["n": "2"]))
            }
        }
    }

    /// Numbered items and one answer; `nil` at the end of input.
    private static func pick(from shown: [Int], in list: ChoiceList, voice: Voice) -> PromptOutcome? {
        let wanted = Set(list.selected)
        let preselected = wanted.isEmpty ? [] : shown.indices.filter { wanted.contains(list.items[shown[$0]]) }
        let marked = Set(preselected)
        for (place, item) in shown.enumerated() {
            let mark = list.isMultiple && marked.contains(place) ? "  (\(voice[.selected]))" : ""
            TerminalOutput.error("\(place + 1)) \(TerminalOutput.shown(list.items[item]))\(mark)")
        }
        while true {
            TerminalOutput.write("> ")
            guard let line = PlainPrompt.readAnswer(secure: false)?.trimmingSpaces() else { return nil }
            if line.isEmpty, !preselected.isEmpty {
                return .items(Array(preselected.prefix(list.limit)).map { list.items[shown[$0]] })
            }
            let chosen = numbers(line, count: shown.count)
                ?? shown.indices.filter { list.items[shown[$0]].lowercased() == line.lowercased() }.prefix(1).map { $0 }
            if !chosen.isEmpty, chosen.count <= list.limit { return .items(chosen.sorted().map { list.items[shown[$0]] }) }
            TerminalOutput.error(list.isMultiple
                ? voice.filled(.promptAskNumbers, ["limit": String(min(list.limit, shown.count)), "n": String(shown.count)])
                : voice.filled(.promptAskNumber, ["n": String(shown.count)]))
        }
    }

    /// Places (from 0) named by numbers from 1, separated by spaces or commas; `nil` unless
    /// every word is such a number.
    private static func numbers(_ line: String, count: Int) -> [Int]? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "," })
        guard !words.isEmpty else { return nil }
        var places: [Int] = []
        for word in words {
            guard let number = Int(word), (1...count).contains(number) else { return nil }
            if !places.contains(number - 1) { places.append(number - 1) }
        }
        return places
    }
}
