/// The cancel button of an alert or action sheet.
///
/// ```swift
/// Alert(title: "Quit?", cancel: .standard)        // "Cancel", in the voice's language
/// Alert(title: "Quit?", cancel: .titled("Stay"))
/// Alert(title: "Saved", cancel: .none)
/// ```
public enum CancelButton: Hashable, Sendable {
    /// Titled with the locale's `Cancel`.
    case standard
    /// Titled as given.
    case titled(String)
    /// No cancel button: escape then does nothing.
    case none

    /// The title in a voice, or `nil` when there is no cancel button.
    ///
    /// ```swift
    /// CancelButton.standard.title(in: try Voice.builtIn(.ru))   // "Отменить"
    /// ```
    public func title(in voice: Voice) -> String? {
        switch self {
        case .standard: voice.words.cancel
        case .titled(let title): title
        case .none: nil
        }
    }
}
