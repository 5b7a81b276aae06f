import Speakable

/// What an interactive prompt draws: one plain line per focus stop (no box drawing, no
/// colours), the focused one marked, and where the hardware cursor goes so that screen readers
/// and braille displays follow the focus.
///
/// ```swift
/// let view = PromptView(reader: session.reader)
/// view.lines    // ["  Delete File?", "  This cannot be undone.", "> Cancel", "  Delete"]
/// view.cursor   // (row: 2, column: 3)
/// ```
public struct PromptView: Hashable, Sendable {
    /// The lines, top to bottom.
    public let lines: [String]
    /// The focused line, and the column (from 1) where the cursor sits on it.
    public let cursor: (row: Int, column: Int)

    /// The view of a screen reader's frontmost context.
    public init(reader: ScreenReader) {
        var lines: [String] = [], cursor = (row: 0, column: 3)
        for (index, stop) in reader.focusStops.enumerated() {
            let focused = index == reader.focusIndex
            let text = Self.text(of: stop, voice: reader.generator.voice)
            lines.append((focused ? "> " : "  ") + text)
            if focused {
                // On a field being edited the cursor sits after the text, where typing goes.
                let editing = stop.element.traits.contains(.isEditing)
                cursor = (index, 3 + (editing ? Self.width(of: text) : 0))
            }
        }
        self.lines = lines
        self.cursor = cursor
    }

    public static func == (lhs: PromptView, rhs: PromptView) -> Bool {
        lhs.lines == rhs.lines && lhs.cursor == rhs.cursor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
        hasher.combine(cursor.row)
        hasher.combine(cursor.column)
    }

    /// A stop as shown: its label, its value (a secure field's as bullets, a switch's state, a
    /// slider's percentage), `[- +]` on what adjusts, the voice's word for selected on a chosen
    /// segment or tab (`(Selected)`), and for dimmed (`(Dimmed)`, `(Недоступно)`) when disabled.
    static func text(of stop: FocusStop, voice: Voice) -> String {
        let element = stop.element
        var text = element.label.resolved(in: voice)
        switch element.value {
        case .secureCharacters(let count)?: text += (text.isEmpty ? "" : ": ") + String(repeating: "•", count: count)
        case let value?: text += text.isEmpty ? value.resolved(in: voice) : ": " + value.resolved(in: voice)
        case nil: if element.traits.contains(.secureTextField) || element.traits.contains(.textField) { text += text.isEmpty ? "" : ": " }
        }
        if element.traits.contains(.adjustable) { text += "  [- +]" }
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
