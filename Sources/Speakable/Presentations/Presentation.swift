/// Something presented over a screen.
///
/// ```swift
/// try screen.present(.alert(Alert(title: "Saved")))
/// ```
public enum Presentation: Hashable, Sendable {
    /// An alert: modal, queued behind another alert.
    case alert(Alert)
    /// An action sheet: a popover in a regular width.
    case actionSheet(ActionSheet)
    /// A popover.
    case popover(Popover)

    /// Whether this is shown as a popover in the given width.
    ///
    /// ```swift
    /// Presentation.actionSheet(ActionSheet()).isPopover(in: .regular)   // true
    /// ```
    public func isPopover(in width: WidthClass) -> Bool {
        switch self {
        case .alert: false
        case .actionSheet: width == .regular
        case .popover: true
        }
    }

    /// The title and message an alert or sheet shows (none for a popover).
    var header: (title: String?, message: String?) {
        switch self {
        case .alert(let alert): (alert.title, alert.message)
        case .actionSheet(let sheet): (sheet.title, sheet.message)
        case .popover: (nil, nil)
        }
    }

    /// The source element's identifier, for sheets and popovers.
    var source: String? {
        switch self {
        case .alert: nil
        case .actionSheet(let sheet): sheet.source
        case .popover(let popover): popover.source
        }
    }

    /// A short name for error messages: `alert 'Delete File?'`, `popover from 'save'`.
    ///
    /// ```swift
    /// Presentation.alert(Alert(title: "Quit?")).summary   // "alert 'Quit?'"
    /// ```
    public var summary: String {
        switch self {
        case .alert(let alert): alert.title.map { "alert '\($0)'" } ?? "alert"
        case .actionSheet(let sheet): sheet.title.map { "action sheet '\($0)'" } ?? "action sheet"
        case .popover(let popover): popover.source.map { "popover from '\($0)'" } ?? "popover"
        }
    }
}
