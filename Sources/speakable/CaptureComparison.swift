import Speakable
import SpeakableDocuments

/// `render --compare`: Speakable's description of every stop against the one the capture
/// carries (imports spec §5), so that each AccessibilitySnapshot capture checks our phrasing.
struct CaptureComparison {
    let document: ScreenDocument
    let voice: Voice

    /// The lines to print, and whether any stop differs.
    func report() -> (lines: [String], failed: Bool) {
        let described = document.capturedDescriptions
        guard described.contains(where: { $0.text != nil }) else {
            return (["\(document.path): the capture carries no descriptions of its own; nothing to compare"], false)
        }
        // A description is the stop's words without its hint, custom actions and custom content,
        // which AccessibilitySnapshot keeps apart (its marker's `hint`, `customActions` and
        // `customContent`).
        let ours = SpeechGenerator(voice: voice, verbosity: Verbosity(hints: false, actions: .none, containers: true))
            .render(document.screen).map { utterance in
                var described = utterance
                described.segments.removeAll { $0 == .trait(.moreContentAvailable) }
                return described.text
            }
        var lines: [String] = []
        // The capture was read locating its elements (`render --compare` asks for it), so each
        // description has its line.
        for (index, (mine, theirs)) in zip(ours, described).enumerated() {
            guard let text = theirs.text, Self.normalized(mine) != Self.normalized(text) else { continue }
            lines.append("\(document.path):\(theirs.line): stop \(index + 1): speakable '\(mine)', capture '\(text)'")
        }
        if ours.count != described.count {
            lines.append("\(document.path): speakable has \(ours.count) stops, the capture \(described.count)")
        }
        guard lines.isEmpty else { return (lines, true) }
        return (["\(document.path): all \(ours.count) stops match the capture's descriptions"], false)
    }

    /// AccessibilitySnapshot ends a description with a period only before trait words
    /// ("Selected: 07"), so a final period is not a difference. It keeps a label's line breaks
    /// (imports §3), which an utterance speaks as one space, so spacing is not one either.
    static func normalized(_ text: String) -> Substring {
        var text = Substring(SpokenText.clean(text))
        while let last = text.last, last == "." || last == " " { text = text.dropLast() }
        return text
    }
}
