import Speakable

/// One stop as the legend shows it, after AccessibilitySnapshot's legend: its number and colour,
/// what VoiceOver says (the description, then the hint in italics), then its custom actions,
/// custom content and custom rotors, and any audit findings on it.
///
/// ```swift
/// let legend = ScreenLegend(tree: tree, voice: english)
/// legend.entries[0].description   // "Inbox. Heading."
/// ```
public struct LegendEntry: Hashable, Sendable {
    /// Its place in reading order, from 1.
    public var number: Int
    /// Its colour (``PicturePalette``).
    public var color: String
    /// What VoiceOver says on landing, without the hint.
    public var description: String
    /// The hint, said after a pause.
    public var hint: String?
    /// Custom action names (`Actions Available`).
    public var actions: [String]
    /// Custom content (`More Content Available`).
    public var content: [CustomContent]
    /// Custom rotors and their results.
    public var rotors: [CustomRotor]
    /// The stop's frame, when its source gave one.
    public var frame: ScreenFrame?
    /// The audit's messages on this stop (`[rule] message`), with their severities.
    public var findings: [LegendFinding]
}

/// An audit finding as the legend and the picture show it.
public struct LegendFinding: Hashable, Sendable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The rule's id.
    public var rule: String
    /// The message, in the screen's language.
    public var message: String

    /// A finding to show.
    public init(severity: String, rule: String, message: String) {
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// A finding the audit put on a spoken screen.
    public init(_ finding: SpokenFinding) {
        self.init(severity: finding.severity, rule: finding.rule, message: finding.message)
    }
}
