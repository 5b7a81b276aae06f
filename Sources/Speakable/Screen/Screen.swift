/// A screen: its controls, what is presented over them, and its undo history.
///
/// ```swift
/// var screen = Screen {
///     Heading("Files")
///     Button("Delete").identifier("delete")
/// }
/// try screen.present(.alert(Alert(title: "Delete File?", message: "This cannot be undone.",
///                                 buttons: ["Delete"])))
/// let lines = try SpeechGenerator(voice: .builtIn(.en)).render(screen).map(\.text)
/// // ["Alert. Delete File? This cannot be undone.", "Delete File?", …, "Delete. Button."]
/// ```
public struct Screen: Hashable, Sendable {
    /// The horizontal size class.
    public var width: WidthClass
    /// The screen's own controls, in reading order.
    public var elements: [Control]
    /// What `shake` can undo and redo.
    public var undoHistory: UndoHistory
    /// What is presented, bottom first; the last is on top and has focus.
    public private(set) var presentations: [Presentation]
    /// Alerts waiting for the alert on screen to be dismissed, first in first out (A9).
    public private(set) var queuedAlerts: [Alert]

    /// Creates a screen from a list of controls.
    ///
    /// ```swift
    /// let screen = Screen(elements: [Button("Save").control])
    /// ```
    public init(width: WidthClass = .compact, elements: [Control], undoHistory: UndoHistory? = nil) {
        self.width = width
        self.elements = elements
        self.undoHistory = undoHistory ?? (try! UndoHistory())
        self.presentations = []
        self.queuedAlerts = []
    }

    /// Creates a screen with a builder.
    ///
    /// ```swift
    /// let screen = Screen(width: .regular) {
    ///     Button("Share").identifier("share")
    /// }
    /// ```
    public init(width: WidthClass = .compact, undoHistory: UndoHistory? = nil,
                @ControlBuilder _ content: () throws -> [Control]) rethrows {
        self.init(width: width, elements: try content(), undoHistory: undoHistory)
    }

    /// The presentation on top, which has focus, if any.
    ///
    /// ```swift
    /// if case .alert(let alert)? = screen.topPresentation { print(alert.title ?? "") }
    /// ```
    public var topPresentation: Presentation? { presentations.last }

    /// Presents an alert, action sheet or popover, following UIKit's rules (phrasing spec §8):
    /// an alert over an alert waits in a queue; only one popover at a time; nothing but an alert
    /// over a popover; nothing but a queued alert over an alert; a popover (or a sheet shown as
    /// one) needs a source that names an element of the screen.
    ///
    /// ```swift
    /// try screen.present(.popover(Popover(source: "font") { Button("Bold") }))
    /// ```
    /// - Throws: ``PresentationError``.
    public mutating func present(_ presentation: Presentation) throws {
        if let source = presentation.source, !Self.contains(identifier: source, in: elements) {
            throw PresentationError.unknownSource(presented: presentation.summary, source: source)
        }
        if presentation.isPopover(in: width), presentation.source == nil, width == .regular {
            throw PresentationError.missingSource(presented: presentation.summary)
        }
        if case .alert(let alert) = presentation {
            if case .alert? = topPresentation { queuedAlerts.append(alert) } else { presentations.append(presentation) }
            return
        }
        if let top = topPresentation, case .alert = top {
            throw PresentationError.overAlert(shown: top.summary, presented: presentation.summary)
        }
        // Only an alert can stand over a popover, and an alert over an alert waits in the queue,
        // so a popover is the top or the one beneath it: looking further made a stack of
        // thousands of sheets cost the square of its height.
        if let popover = presentations.suffix(2).first(where: { $0.isPopover(in: width) }) {
            throw presentation.isPopover(in: width)
                ? PresentationError.secondPopover(shown: popover.summary, presented: presentation.summary)
                : PresentationError.notAnAlertOverPopover(shown: popover.summary, presented: presentation.summary)
        }
        presentations.append(presentation)
    }

    /// Removes the presentation on top; when it was an alert, the first queued alert appears.
    ///
    /// ```swift
    /// let dismissed = screen.dismissTopPresentation()
    /// ```
    @discardableResult
    public mutating func dismissTopPresentation() -> Presentation? {
        guard let top = presentations.popLast() else { return nil }
        if case .alert = top, !queuedAlerts.isEmpty {
            presentations.append(.alert(queuedAlerts.removeFirst()))
        }
        return top
    }

    /// Replaces the presentation on top, keeping its place (a screen reader typing into an
    /// alert's text field, for example).
    ///
    /// ```swift
    /// screen.replaceTopPresentation(with: .alert(updatedAlert))
    /// ```
    public mutating func replaceTopPresentation(with presentation: Presentation) {
        guard !presentations.isEmpty else { return }
        presentations[presentations.count - 1] = presentation
    }

    private static func contains(identifier: String, in controls: [Control]) -> Bool {
        controls.contains { control in
            if control.attributes.identifier == identifier { return true }
            if let children = control.childControls { return contains(identifier: identifier, in: children) }
            return false
        }
    }
}
