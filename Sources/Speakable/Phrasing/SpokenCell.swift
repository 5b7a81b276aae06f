/// The core of a data-table cell as spoken (C6): the headers, the label and a period, the spans,
/// the row (for the first cell of a row), the column, then the value after a space; `Selected: `
/// before all of it. The trait words follow it as for any element.
///
/// ```swift
/// let cell = SpokenCell(label: "12", value: .text("points"), isSelected: false,
///                       position: TableCellSpeech(headers: [.init(label: "Score", value: nil)], row: 2, column: 2,
///                                                 rowSpan: 1, columnSpan: 1, isFirstInRow: false))
/// cell.text(in: try Voice.builtIn(.en))   // "Score. 12. Column 2. points"
/// ```
public struct SpokenCell: Hashable, Sendable {
    /// The cell's label.
    public var label: AccessibilityLabel
    /// The cell's value, if any.
    public var value: AccessibilityValue?
    /// Whether the cell is selected.
    public var isSelected: Bool
    /// Its headers and position.
    public var position: TableCellSpeech

    /// Creates a spoken cell.
    ///
    /// ```swift
    /// SpokenCell(label: "A1", value: nil, isSelected: false,
    ///            position: TableCellSpeech(headers: [], row: 1, column: 1, rowSpan: 1, columnSpan: 1, isFirstInRow: true))
    /// ```
    public init(label: AccessibilityLabel, value: AccessibilityValue?, isSelected: Bool, position: TableCellSpeech) {
        self.label = label
        self.value = value
        self.isSelected = isSelected
        self.position = position
    }

    /// The words, in a voice.
    ///
    /// ```swift
    /// let cell = SpokenCell(label: "A1", value: nil, isSelected: false,
    ///                       position: TableCellSpeech(headers: [], row: 1, column: 1, rowSpan: 1, columnSpan: 1, isFirstInRow: true))
    /// cell.text(in: try Voice.builtIn(.en))   // "A1. Row 1. Column 1."
    /// ```
    public func text(in voice: Voice) -> String {
        let punctuation = voice.punctuation
        func sentence(_ text: String) -> String {
            text.isEmpty || TextFormatter.endsSentence(text) ? text : text + punctuation.sentenceEnd
        }
        var pieces: [String] = []
        var lead = ""
        for header in position.headers {
            let label = header.label.resolved(in: voice), value = header.value?.resolved(in: voice) ?? ""
            let text = label.isEmpty ? value : value.isEmpty ? label : label + punctuation.labelValue + value
            if !text.isEmpty { lead += sentence(text) + " " }
        }
        let label = self.label.resolved(in: voice)
        if !label.isEmpty { pieces.append(lead + sentence(label)) } else if !lead.isEmpty { pieces.append(String(lead.dropLast())) }
        if position.rowSpan > 1 { pieces.append(sentence(Template.fill(voice[.spansRows], "n", String(position.rowSpan)))) }
        if position.columnSpan > 1 { pieces.append(sentence(Template.fill(voice[.spansColumns], "n", String(position.columnSpan)))) }
        if position.isFirstInRow { pieces.append(sentence(Template.fill(voice[.tableRow], "n", String(position.row)))) }
        pieces.append(sentence(Template.fill(voice[.tableColumn], "n", String(position.column))))
        var text = pieces.joined(separator: " ")
        if let value = value?.resolved(in: voice), !value.isEmpty { text += " " + value }
        return isSelected ? voice[.selected] + punctuation.labelValue + text : text
    }
}
