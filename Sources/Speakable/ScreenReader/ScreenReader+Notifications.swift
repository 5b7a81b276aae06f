// What the app tells the screen reader (UIAccessibility.post): announcements, and screen or
// layout changes that move focus.
extension ScreenReader {
    /// Speaks a string without moving focus (`UIAccessibility.Notification.announcement`).
    ///
    /// ```swift
    /// reader.announce("Download complete")   // ["Download complete"]
    /// ```
    @discardableResult
    public mutating func announce(_ text: String) -> [Utterance] {
        let output = [generator.appAnnouncement(text)]
        log.record(.app, output: output)
        return output
    }

    /// A new screen (`.screenChanged`): replaces the screen when one is given, then focuses the
    /// element with `identifier`, or the first element, and speaks it.
    ///
    /// ```swift
    /// reader.screenChanged(to: Screen { Heading("Inbox"); Button("Compose") })   // ["Inbox. Heading."]
    /// ```
    @discardableResult
    public mutating func screenChanged(to newScreen: Screen? = nil, focusing identifier: String? = nil) -> [Utterance] {
        if let newScreen {
            endEditing()
            screen = newScreen
            savedFocus = Array(repeating: 0, count: newScreen.presentations.count)
        }
        coveredTrees = Array(repeating: nil, count: screen.presentations.count)
        focusIndex = 0
        rebuildTree()
        let focused = identifier.flatMap { focusElement(withIdentifier: $0) }
        let output = focused ?? (newScreen == nil ? focusedUtterance() : arrivalOutput())
        log.record(.app, output: output)
        return output
    }

    /// Part of the screen changed (`.layoutChanged`): applies the change, then focuses the
    /// element with `identifier` and speaks it, or speaks the focused element again.
    ///
    /// ```swift
    /// reader.layoutChanged(focusing: "error") { screen in
    ///     screen.elements.append(StaticText("Wrong password").identifier("error").control)
    /// }
    /// ```
    @discardableResult
    public mutating func layoutChanged(focusing identifier: String? = nil, _ change: (inout Screen) -> Void = { _ in }) -> [Utterance] {
        change(&screen)
        while savedFocus.count > screen.presentations.count { savedFocus.removeLast() }
        while savedFocus.count < screen.presentations.count { savedFocus.append(0) }
        // The change may be beneath a presentation: every covered context is made again.
        coveredTrees = Array(repeating: nil, count: screen.presentations.count)
        rebuildTree()
        let focused = identifier.flatMap { focusElement(withIdentifier: $0) }
        let output = focused ?? focusedUtterance()
        log.record(.app, output: output)
        return output
    }

    /// Focuses the stop with an identifier; `nil` when there is none.
    private mutating func focusElement(withIdentifier identifier: String) -> [Utterance]? {
        guard let index = tree.focusStops.firstIndex(where: { $0.element.identifier == identifier }) else { return nil }
        return focus(at: index)
    }
}
