import Speakable

/// What an interactive prompt draws: one plain line per focus stop (no box drawing), the focused
/// one marked, a line of key hints, and where the hardware cursor goes so that screen readers
/// and braille displays follow the focus. Roles that look alike in plain text are told apart: a
/// switch, link, tab or text field has a tag (`[switch] Wi-Fi: On`), a heading is bold, a
/// placeholder and the key hints are dim (styles only: the text says it all without them).
///
/// ```swift
/// let view = PromptView(reader: session.reader)
/// view.lines    // ["  Delete File?", "  This cannot be undone.", "> Cancel", "  Delete", "Tab move · Enter choose · Esc cancel"]
/// view.cursor   // (row: 2, column: 3)
/// ```
public struct PromptView: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [String] { styledLines.map(\.text) }
    /// The focused line, and the column (from 1) where the cursor sits on it.
    public let cursor: (row: Int, column: Int)
    /// The lines with their styles.
    let styledLines: [PromptLine]
    /// How many lines at the top (a header, a filter's query) and at the bottom (the key hints)
    /// stay on screen when the rest is longer than the terminal.
    let pinnedTop: Int, pinnedBottom: Int
    /// The line that must stay in view when it is not the cursor's (a filter's focused item,
    /// while the cursor stays in the text typed).
    let focusRow: Int?

    init(lines: [PromptLine], cursor: (row: Int, column: Int), pinnedTop: Int = 0, pinnedBottom: Int = 0, focusRow: Int? = nil) {
        styledLines = lines
        self.cursor = cursor
        self.pinnedTop = pinnedTop
        self.pinnedBottom = pinnedBottom
        self.focusRow = focusRow
    }

    /// The view of a screen reader's frontmost context, with the key hints for what is on it.
    public init(reader: ScreenReader) {
        let voice = reader.generator.voice
        var lines: [PromptLine] = [], cursor = (row: 0, column: 3)
        for (index, stop) in reader.focusStops.enumerated() {
            let focused = index == reader.focusIndex
            var line = Self.line(of: stop, in: reader.screen, voice: voice)
            line.indent(focused ? "> " : "  ")
            if focused {
                // On a field being edited the cursor sits after the text, where typing goes
                // (a state, asked of its trait).
                let editing = stop.element.traits.contains(.isEditing)
                cursor = (index, 3 + (editing ? Self.width(of: line.text) - 2 : 0))
            }
            lines.append(line)
        }
        let actions = reader.focusStops.reduce(into: StopActions()) { $0.formUnion($1.actions) }
        lines.append(KeyHints.line(voice: voice, toggles: actions.contains(.toggle), adjusts: actions.contains(.adjust)))
        self.init(lines: lines, cursor: cursor, pinnedBottom: 1)
    }

    public static func == (lhs: PromptView, rhs: PromptView) -> Bool {
        lhs.styledLines == rhs.styledLines && lhs.cursor == rhs.cursor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(styledLines)
        hasher.combine(cursor.row)
        hasher.combine(cursor.column)
    }

    /// A stop as drawn: its tag, then ``text(of:voice:)``; a stepper's buttons named after their
    /// stepper; a placeholder dim; a heading bold.
    static func line(of stop: FocusStop, in screen: Screen, voice: Voice) -> PromptLine {
        var shown = stop
        if case .stepperButton(let path, _) = stop.target, case .stepper(let stepper)? = screen.frontmostControl(at: path), !stepper.label.isEmpty {
            let value = stepper.value.formatted(fractionDigits: stepper.fractionDigits, decimalSeparator: voice.punctuation.decimal)
            shown.element.label = AccessibilityLabel(shown.element.label.resolved(in: voice) + " (" + stepper.label + ": " + value + ")")
        }
        let text = text(of: shown, voice: voice)
        let tag = Self.tag(of: stop.role).map { "[" + voice[$0] + "] " } ?? ""
        var line = PromptLine(text: tag + text)
        if stop.role == .heading { line.emphasis = .bold }
        if isShowingPlaceholder(stop, in: screen) {
            let label = stop.element.label.resolved(in: voice)
            line.dimmedFrom = tag.count + (stop.element.value == nil ? 0 : VisibleText.escaped(label).count + 2)
        }
        return line
    }

    /// The tag of the roles a bare line cannot show.
    private static func tag(of role: AccessibilityRole) -> VoiceKey? {
        switch role {
        case .switchButton: .tagSwitch
        case .tab: .tagTab
        case .link: .tagLink
        case .textField, .secureTextField, .searchField: .tagTextField
        case .button, .staticText, .heading, .image, .adjustable, .backButton, .other: nil
        }
    }

    /// Whether a text field is empty and shows its placeholder.
    private static func isShowingPlaceholder(_ stop: FocusStop, in screen: Screen) -> Bool {
        guard stop.actions.contains(.edit) else { return false }
        switch stop.target {
        case .control(let path):
            guard let entry = screen.frontmostControl(at: path)?.textEntry else { return false }
            return entry.isEmpty && (stop.element.value != nil || entry.label.isEmpty) && !stop.element.label.isEmpty
        case .alertTextField(let index):
            guard case .alert(let alert)? = screen.topPresentation, alert.textFields.indices.contains(index),
                  let entry = alert.textFields[index].textEntry else { return false }
            return entry.isEmpty && stop.element.value != nil
        default:
            return false
        }
    }

    /// A stop as shown: its label, its value (a secure field's as bullets, a switch's state, a
    /// slider's percentage), `[- +]` on what adjusts, the voice's word for selected on a chosen
    /// segment or tab (`(Selected)`), and for dimmed (`(Dimmed)`, `(Недоступно)`) when disabled.
    /// What it is and does comes from its role and actions; `selected` and `notEnabled` are
    /// states, asked of their traits for their words.
    static func text(of stop: FocusStop, voice: Voice) -> String {
        let element = stop.element
        var text = element.label.resolved(in: voice)
        switch element.value {
        case .secureCharacters(let count)?: text += (text.isEmpty ? "" : ": ") + String(repeating: "•", count: count)
        case let value?: text += text.isEmpty ? value.resolved(in: voice) : ": " + value.resolved(in: voice)
        case nil: if stop.actions.contains(.edit) { text += text.isEmpty ? "" : ": " }
        }
        if stop.actions.contains(.adjust) { text += "  [- +]" }
        if element.traits.contains(.selected), stop.target.isSeriesItem { text += "  (\(voice[.selected]))" }
        if element.traits.contains(.notEnabled) { text += "  (\(voice[.dimmed]))" }
        return VisibleText.escaped(text)   // bidi controls shown, as render shows them
    }

    /// Terminal columns: East Asian wide characters and emoji take two.
    static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: width
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: width + 2
            default: width + 1
            }
        }
    }
}

/// One drawn line and how it is styled.
struct PromptLine: Hashable, Sendable {
    /// How a whole line stands apart.
    enum Emphasis: Hashable, Sendable {
        case none
        /// A heading.
        case bold
        /// The key hints.
        case dim
    }

    var text: String
    var emphasis: Emphasis = .none
    /// The character from which the line is dim (a placeholder), if any.
    var dimmedFrom: Int?

    /// Puts the focus mark (or its blank) before the line.
    mutating func indent(_ mark: String) {
        text = mark + text
        dimmedFrom = dimmedFrom.map { $0 + mark.count }
    }

    /// Whether the character at an offset is dim, bold, or plain.
    func style(at offset: Int) -> Emphasis {
        if emphasis != .none { return emphasis }
        if let dimmedFrom, offset >= dimmedFrom { return .dim }
        return .none
    }
}

/// The key-hint line: the keys a prompt takes and what they do, in the voice's words.
enum KeyHints {
    static func line(voice: Voice, moves: String = "Tab", toggles: Bool = false, toggleKey: String = "Space",
                     adjusts: Bool = false, filters: Bool = false) -> PromptLine {
        var parts: [String] = []
        if filters { parts.append(voice[.keysFilter]) }
        parts.append("\(moves) " + voice[.keysMove])
        if adjusts { parts.append("↑↓ " + voice[.keysAdjust]) }
        if toggles { parts.append("\(toggleKey) " + voice[.keysToggle]) }
        parts.append("Enter " + voice[.keysChoose])
        parts.append("Esc " + voice[.keysCancel])
        return PromptLine(text: parts.joined(separator: " · "), emphasis: .dim)
    }
}
