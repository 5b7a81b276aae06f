import Speakable
import SpeakableDocuments

/// `render --compare`: Speakable's description of every stop against the one the capture
/// carries (imports spec §5), so that each AccessibilitySnapshot capture checks our phrasing.
struct CaptureComparison {
    let document: ScreenDocument
    let voice: Voice

    /// The lines to print, and whether any stop differs.
    func report() -> (lines: [String], failed: Bool) {
        guard document.format == .accessibilitySnapshot else { return nothingToCompare }
        // Spoken once: each stop holds our description and the capture's, side by side.
        let stops = SpokenScreen(screen: document.screen, voice: voice).stops
        guard stops.contains(where: { $0.capturedDescription != nil }) else { return nothingToCompare }
        var lines: [String] = []
        for stop in stops {
            // A description is the stop's words without its hint, custom actions and custom
            // content, which AccessibilitySnapshot keeps apart (its marker's `hint`,
            // `customActions` and `customContent`).
            let mine = stop.comparedDescription
            guard let text = stop.capturedDescription, Self.normalized(mine) != Self.normalized(text) else { continue }
            // The capture was read locating its elements (`render --compare` asks for it), so
            // each stop has its line.
            let line = stop.origin?.line ?? 0
            lines.append("\(document.path):\(line): stop \(stop.index + 1): speakable '\(mine)', capture '\(text)'")
        }
        guard lines.isEmpty else { return (lines, true) }
        return (["\(document.path): all \(stops.count) stops match the capture's descriptions"], false)
    }

    private var nothingToCompare: (lines: [String], failed: Bool) {
        (["\(document.path): the capture carries no descriptions of its own; nothing to compare"], false)
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
