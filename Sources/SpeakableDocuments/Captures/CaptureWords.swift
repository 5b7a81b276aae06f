import FoundationEssentials
import Speakable

/// The words of the locale a capture is read in that the builder matches (never speaks): the
/// locale's Cancel, which marks an alert's cancel button (imports §4); UIKit's bar-item titles,
/// which a back button never has (imports §9); and the trait hints AccessibilitySnapshot writes
/// into a stop's `hint` (imports §3), so that the app's own hint is recovered and each hint is
/// spoken once.
struct CaptureWords {
    let cancelTitle: String
    let back: String
    let barItemTitles: Set<String>
    private let voice: Voice

    init(voice: Voice) {
        self.voice = voice
        cancelTitle = voice[.cancel]
        back = voice[.back]
        barItemTitles = Set(voice[.barItems].split(separator: "|").map { String($0).lowercased() })
    }

    /// Whether a leading navigation-bar button with this label is a bar button item (`Close`,
    /// `Done`) rather than the back button, whose label is the previous screen's title.
    func isBarItemTitle(_ label: String) -> Bool { barItemTitles.contains(label.lowercased()) }

    /// The app's own hint in a hint AccessibilitySnapshot's parser composed: it appends the
    /// switch hint to an enabled switch's hint (`Toggles Wi-Fi. Double tap to toggle setting.`),
    /// the adjust hint to an enabled adjustable element's, and replaces an enabled text field's
    /// with the edit hint. Speakable adds these itself (H2, H3, K1), so they are taken off here;
    /// a hint they are not in is the app's as written.
    func appHint(inCaptured hint: String, traits: AccessibilityTraits) -> String {
        guard !hint.isEmpty, !traits.contains(.notEnabled) else { return hint }
        if traits.contains(.switchButton) {
            return removing(voice[.toggleHint], after: voice[.toggleHintAfterAppHint], from: hint)
        }
        if traits.contains(.textField) || traits.contains(.secureTextField) {
            // The parser drops the app's hint of a text field: only the edit hint is left.
            return hint == voice[.editHint] ? "" : hint
        }
        if traits.contains(.adjustable) {
            return removing(voice[.adjustHint], after: voice[.adjustHintAfterAppHint], from: hint)
        }
        return hint
    }

    /// The app's hint of an element with no label or value, which AccessibilitySnapshot's parser
    /// spoke as its description (D2) and left out of `hint`: the description up to the first
    /// trait word, with its period (`Hint. Adjustable.` → `Hint.`). Empty when the description is
    /// trait words only.
    func appHint(speakingAsCoreOf description: String) -> String {
        let traitWords: [VoiceKey] = [.dimmed, .button, .backButton, .switchButton, .tab, .textField, .secureTextField,
                                      .heading, .link, .adjustable, .image, .searchField]
        let separator = voice[.sentenceEnd] + voice[.wordSeparator]
        var earliest = description.endIndex
        for key in traitWords {
            let word = voice[key]
            if description.hasPrefix(word) { return "" }
            if let found = description.firstRange(of: separator + word), found.lowerBound < earliest { earliest = found.lowerBound }
        }
        // The parser kept one period between the hint and the trait words, the app's or its own.
        return earliest == description.endIndex ? "" : String(description[..<earliest]) + voice[.sentenceEnd]
    }

    /// The hint without a trait hint alone (`Double tap to toggle setting.` → empty) or after
    /// the app's (`Toggles Wi-Fi. Double tap…` → `Toggles Wi-Fi.`). The parser took the app's
    /// final period off before it appended (its `strippingTrailingPeriod`); it is given back, so
    /// the audit judges the hint the app wrote (`hint-style`), not the parser's joining.
    private func removing(_ alone: String, after template: String, from hint: String) -> String {
        if hint == alone { return "" }
        guard let marker = template.firstRange(of: "{hint}") else { return hint }
        let prefix = template[..<marker.lowerBound], suffix = template[marker.upperBound...]
        guard hint.count > prefix.count + suffix.count, hint.hasPrefix(prefix), hint.hasSuffix(suffix) else { return hint }
        let own = String(hint.dropFirst(prefix.count).dropLast(suffix.count))
        return own.hasSuffix(voice[.sentenceEnd]) ? own : own + voice[.sentenceEnd]
    }
}
