/// A presentation UIKit would refuse (phrasing spec P3, P5).
///
/// ```swift
/// var screen = Screen(width: .regular) { Button("Share").identifier("share") }
/// do { try screen.present(.actionSheet(ActionSheet(title: "Share"))) }
/// catch { print(error) }
/// // action sheet 'Share' is shown as a popover in a regular width and needs a source
/// ```
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A popover while another popover is shown.
    case secondPopover(shown: String, presented: String)
    /// Something other than an alert on top of a popover.
    case notAnAlertOverPopover(shown: String, presented: String)
    /// A sheet or popover while an alert is up: alerts are modal and only queue other alerts.
    case overAlert(shown: String, presented: String)
    /// A popover (or a sheet shown as one) with no source element.
    case missingSource(presented: String)
    /// A source that names no element of the screen.
    case unknownSource(presented: String, source: String)

    /// One sentence that names what was shown and what was presented.
    public var description: String {
        switch self {
        case .secondPopover(let shown, let presented):
            "\(presented) cannot be presented while \(shown) is shown: only one popover at a time"
        case .notAnAlertOverPopover(let shown, let presented):
            "\(presented) cannot be presented over \(shown): only an alert can be"
        case .overAlert(let shown, let presented):
            "\(presented) cannot be presented while \(shown) is up: alerts are modal"
        case .missingSource(let presented):
            "\(presented) is shown as a popover in a regular width and needs a source"
        case .unknownSource(let presented, let source):
            "\(presented) names source '\(source)', but no element has that identifier"
        }
    }
}
