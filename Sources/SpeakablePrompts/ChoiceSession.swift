import Speakable

/// A `choose` or `filter` prompt's state as keys arrive. Each item is spoken as VoiceOver speaks
/// an item of a list: `Apples. 1 of 12.`, with `List Start.` and `List End.` at the edges and
/// `Selected: ` on a chosen one; a filter speaks its count as the list narrows (`4 results`).
///
/// | key | does |
/// |---|---|
/// | Down, Up (and Tab, Shift-Tab without a filter) | next, previous item |
/// | Home, End, Page Up, Page Down | first, last item (a filter's Home and End move in its text) |
/// | Space (Tab in a filter) | select or deselect, when several may be chosen |
/// | Enter | choose: the selected items, else the focused one |
/// | typing, Backspace, Left, Right, Ctrl-U, Ctrl-W | edit the filter |
/// | Esc | cancel |
struct ChoiceSession: KeySession {
    let list: ChoiceList
    let generator: SpeechGenerator
    /// The items as the filter ranks them.
    let index: FuzzyIndex
    /// The query the matches were ranked for (lowercased, without white space): a query that
    /// extends it ranks only the matches, not the whole list again.
    private var rankedNeedle: [Unicode.Scalar] = []
    /// How many items ranking has looked at, for tests that bound the work a key does.
    private(set) var itemsRanked = 0
    /// How many times the list was ranked: once per batch of keys that changed the filter.
    private(set) var rankings = 0
    /// The filter's text changed and the matches are not yet ranked for it: keys that came
    /// together (a paste) are ranked once, when the matches are next needed.
    private var queryChanged = false
    /// The first match drawn, and how many item rows there is room for.
    private var windowStart = 0
    private var rows = 24
    /// The filter's text.
    private(set) var query = LineEditor()
    /// The items shown, as indices into the list, best match first.
    private(set) var matches: [Int]
    /// The focused place among the matches.
    private(set) var focus = 0
    /// The chosen items, as indices into the list.
    private(set) var selected: Set<Int>
    private(set) var initialSpeech: [Utterance] = []

    init(_ list: ChoiceList, voice: Voice) {
        self.list = list
        generator = SpeechGenerator(voice: voice)
        index = FuzzyIndex(list.filters ? list.items : [])
        matches = Array(list.items.indices)
        // One look-up per item, whatever the number of items chosen at the start.
        let wanted = Set(list.selected)
        let preselected = wanted.isEmpty ? [] : list.items.indices.filter { wanted.contains(list.items[$0]) }
        selected = list.isMultiple ? Set(preselected.prefix(list.limit)) : []
        if !list.isMultiple, let first = preselected.first { focus = first }
        var speech: [Utterance] = []
        if let header = list.header, !header.isEmpty {
            speech.append(Utterance(kind: .announcement, segments: [.title(header)], voice: voice))
        }
        if list.filters, !list.query.isEmpty {
            query = LineEditor(list.query)
            rankedNeedle = FuzzyIndex.needle(list.query)
            matches = index.rank(needle: rankedNeedle)
            itemsRanked = index.count
            rankings = 1
            focus = 0
        }
        if list.filters { speech.append(Utterance(kind: .value, segments: [.newValue(.resultCount(matches.count))], voice: voice)) }
        initialSpeech = speech + (itemUtterance().map { [$0] } ?? [])
        followFocus()
    }

    mutating func handle(_ key: PromptKey) -> PromptSession.Step {
        handle([key])
    }

    /// Keys that came together: the filter's edits are applied in turn and the list is ranked
    /// once, at the end or when a key needs the matches (a move, a selection, Enter). What is
    /// heard is what the last key that spoke said, then the count.
    mutating func handle(_ keys: [PromptKey]) -> PromptSession.Step {
        defer { followFocus() }
        var spoken: [Utterance] = []
        for key in keys {
            let step = step(key)
            if step.outcome != nil { return step }
            if !step.spoken.isEmpty { spoken = step.spoken }
        }
        guard queryChanged else { return PromptSession.Step(spoken: spoken) }
        rank()
        return PromptSession.Step(spoken: spoken + [Utterance(kind: .value, segments: [.newValue(.resultCount(matches.count))], voice: generator.voice)])
    }

    private mutating func step(_ key: PromptKey) -> PromptSession.Step {
        // A key that moves, selects or chooses needs the matches of the text typed before it.
        if Self.keysThatNeedMatches.contains(key) { rank() }
        switch key {
        case .interrupt: return PromptSession.Step(spoken: [], outcome: .interrupted)
        case .escape: return PromptSession.Step(spoken: [], outcome: .cancelled)
        case .enter: return choose()
        case .down: return move(to: focus + 1)
        case .up: return move(to: focus - 1)
        case .tab where list.filters: return toggle()
        case .tab: return move(to: focus + 1)
        case .shiftTab: return move(to: focus - 1)
        case .pageDown: return move(to: matches.count - 1)
        case .pageUp: return move(to: 0)
        case .home where !list.filters: return move(to: 0)
        case .end where !list.filters: return move(to: matches.count - 1)
        case .character(" ") where !list.filters: return list.isMultiple ? toggle() : choose()
        default:
            guard list.filters else { return PromptSession.Step(spoken: []) }
            // The filter's text is edited as `input`'s; a change ranks the list again.
            switch query.edit(key) {
            case .typed(let character)?, .deleted(let character)?:
                queryChanged = true
                return say(generator.keystroke(.character(character)))
            case .cleared?:
                queryChanged = true
                return PromptSession.Step(spoken: [])
            case .passed(let character)?: return say(generator.keystroke(.character(character)))
            case .full?: return say(generator.sound(.unavailable))
            case .jumped?: return PromptSession.Step(spoken: [])
            case .boundary?: return say(generator.sound(.boundary))
            case nil: return PromptSession.Step(spoken: [])
            }
        }
    }

    // MARK: Moving and choosing

    private static let keysThatNeedMatches: Set<PromptKey> = [.enter, .down, .up, .tab, .shiftTab, .pageDown, .pageUp]

    /// Moves focus to a place among the matches; past an end, or to where it already is, the
    /// boundary tone, as VoiceOver's.
    private mutating func move(to place: Int) -> PromptSession.Step {
        guard !matches.isEmpty else { return say(generator.sound(.unavailable)) }
        let target = min(max(place, 0), matches.count - 1)
        guard target != focus else { return say(generator.sound(.boundary)) }
        focus = target
        return PromptSession.Step(spoken: itemUtterance().map { [$0] } ?? [])
    }

    private mutating func toggle() -> PromptSession.Step {
        guard list.isMultiple, let item = focusedItem else { return say(generator.sound(.unavailable)) }
        if selected.contains(item) {
            selected.remove(item)
        } else {
            guard selected.count < list.limit else { return say(generator.sound(.unavailable)) }
            selected.insert(item)
        }
        let segments: [Segment] = (selected.contains(item) ? [.selected] : []) + [.label(AccessibilityLabel(list.items[item]))]
        return say(Utterance(kind: .value, segments: segments, traits: selected.contains(item) ? .selected : [], voice: generator.voice))
    }

    private func choose() -> PromptSession.Step {
        if list.isMultiple, !selected.isEmpty {
            return PromptSession.Step(spoken: [], outcome: .items(selected.sorted().map { list.items[$0] }))
        }
        guard let item = focusedItem else {
            // gum's --no-strict: with nothing matching, the text typed is the answer.
            if list.filters, !list.strict, !query.text.isEmpty { return PromptSession.Step(spoken: [], outcome: .items([query.text])) }
            return say(generator.sound(.unavailable))
        }
        return PromptSession.Step(spoken: [], outcome: .items([list.items[item]]))
    }

    /// The filter changed since the matches were ranked: they are ranked again (only among the
    /// last matches when the query extends the last), and focus goes to the best.
    private mutating func rank() {
        guard queryChanged else { return }
        queryChanged = false
        let needle = FuzzyIndex.needle(query.text)
        if needle != rankedNeedle {
            let extends = !rankedNeedle.isEmpty && needle.starts(with: rankedNeedle)
            itemsRanked += extends ? matches.count : index.count
            rankings += 1
            matches = index.rank(needle: needle, among: extends ? matches : nil)
            rankedNeedle = needle
        }
        focus = 0
    }

    private func say(_ utterance: Utterance) -> PromptSession.Step { PromptSession.Step(spoken: [utterance]) }

    /// The focused item, as an index into the list.
    var focusedItem: Int? { matches.indices.contains(focus) ? matches[focus] : nil }

    /// The focused item as a list's item: its label, `N of M`, and the list's edge words.
    func itemUtterance() -> Utterance? {
        guard let item = focusedItem else { return nil }
        let chosen = selected.contains(item)
        var segments: [Segment] = chosen ? [.selected] : []
        segments.append(.label(AccessibilityLabel(list.items[item])))
        segments.append(.context(.series(index: focus + 1, count: matches.count)))
        if focus == 0 { segments.append(.context(.listStart)) }
        if focus == matches.count - 1, matches.count > 1 { segments.append(.context(.listEnd)) }
        return Utterance(kind: .element, segments: segments, traits: chosen ? .selected : [],
                         position: SeriesPosition(index: focus + 1, count: matches.count), voice: generator.voice)
    }

    // MARK: Drawing

    mutating func fit(rows: Int) {
        self.rows = rows
        followFocus()
    }

    /// The lines above the matches: the header, a filter's text and count.
    private var pinnedLines: Int {
        (list.header.map { $0.isEmpty ? 0 : 1 } ?? 0) + (list.filters ? 2 : 0)
    }

    /// How many matches are drawn: as many as there are rows for (one row stays free and one
    /// holds the key hints), and no more than `--height`.
    private var room: Int { max(min(rows - pinnedLines - 2, list.height ?? Int.max), 1) }

    /// Moves the window of matches drawn only as far as the focus needs, so that a key redraws
    /// a screenful, never the whole list.
    private mutating func followFocus() {
        windowStart = min(max(windowStart, focus - room + 1), max(focus, 0))
        windowStart = max(0, min(windowStart, matches.count - room))
    }

    var view: PromptView {
        let voice = generator.voice
        var lines: [PromptLine] = []
        if let header = list.header, !header.isEmpty { lines.append(PromptLine(text: TerminalOutput.shown(header), emphasis: .bold)) }
        var cursor = (row: 0, column: 3)
        if list.filters {
            let (line, column) = query.drawn(after: "> ", placeholder: list.placeholder)
            cursor = (lines.count, column)
            lines.append(line)
            lines.append(PromptLine(text: "  \(matches.count)/\(list.items.count)", emphasis: .dim))
        }
        let pinned = lines.count
        let shown = windowStart..<min(windowStart + room, matches.count)
        for place in shown {
            let item = matches[place]
            let mark = list.isMultiple ? (selected.contains(item) ? "[x] " : "[ ] ") : ""
            if place == focus, !list.filters { cursor = (lines.count, 3) }
            lines.append(PromptLine(text: (place == focus ? "> " : "  ") + mark + TerminalOutput.shown(list.items[item])))
        }
        lines.append(KeyHints.line(voice: voice, moves: "↑↓", toggles: list.isMultiple, toggleKey: list.filters ? "Tab" : "Space",
                                   filters: list.filters))
        // The view's cursor must point into the list for the window to follow the focus; with a
        // filter it stays on the text, and the focused item is kept in view by `focusRow`.
        return PromptView(lines: lines, cursor: cursor, pinnedTop: pinned, pinnedBottom: 1,
                          focusRow: list.filters && !matches.isEmpty ? pinned + focus - shown.lowerBound : nil)
    }
}
