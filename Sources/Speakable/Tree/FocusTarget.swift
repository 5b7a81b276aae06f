/// What a focus stop stands for, so that a screen reader knows what to act on.
///
/// ```swift
/// let stop = tree.focusStops[0]
/// if case .alertButton(let index) = stop.target { print("button", index) }
/// ```
public enum FocusTarget: Hashable, Sendable {
    /// A control of the screen, or of the popover on top, by its index path among the controls.
    case control(path: [Int])
    /// One of the two buttons of a stepper shown with the `buttons` exposure.
    case stepperButton(path: [Int], increment: Bool)
    /// A segment of a segmented control, or an item of a tab bar, by index.
    case seriesItem(path: [Int], index: Int)
    /// The title of the alert or action sheet on top.
    case title
    /// The message of the alert or action sheet on top.
    case message
    /// A text field of the alert on top, by index.
    case alertTextField(index: Int)
    /// A button of the alert or action sheet on top, by its index in ``Alert/buttons``;
    /// `nil` is the cancel button.
    case alertButton(index: Int?)
    /// The `Dismiss popup` button of a popover.
    case dismissPopup
}

extension FocusTarget {
    /// Whether the target is a titled segment or tab, which a double tap selects.
    ///
    /// ```swift
    /// FocusTarget.seriesItem(path: [0], index: 1).isSeriesItem   // true
    /// ```
    public var isSeriesItem: Bool {
        if case .seriesItem = self { return true }
        return false
    }
}
