/// The cancel button of an alert or action sheet.
///
/// ```swift
/// Alert(title: "Quit?", cancelButton: .standard)        // "Cancel", in the voice's language
/// Alert(title: "Quit?", cancelButton: .titled("Stay"))
/// Alert(title: "Saved", cancelButton: .none)
/// ```
public enum CancelButton: Hashable, Sendable {
    /// Titled with the locale's `Cancel`.
    case standard
    /// Titled as given.
    case titled(String)
    /// No cancel button: escape then does nothing.
    case none

    /// The button's label: the voice's `Cancel` word, or the app's title; `nil` when there is
    /// no cancel button.
    ///
    /// ```swift
    /// CancelButton.standard.label            // the voice word .cancel
    /// CancelButton.titled("Stay").label      // "Stay"
    /// ```
    public var label: AccessibilityLabel? {
        switch self {
        case .standard: AccessibilityLabel(word: .cancel)
        case .titled(let title): AccessibilityLabel(title)
        case .none: nil
        }
    }

    /// The title the app gave, or `nil` for the standard one (and for none): what an
    /// ``AlertResult`` reports.
    var appTitle: String? {
        if case .titled(let title) = self { return title }
        return nil
    }
}
