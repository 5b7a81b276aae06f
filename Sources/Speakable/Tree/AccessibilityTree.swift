/// The focus stops of a screen's frontmost context, in reading order: semantic stops, with no
/// word of any locale in them.
///
/// The frontmost context is the presentation on top (an alert, an action sheet or a popover,
/// which are modal) or, with nothing presented, the screen itself. Reading order is document
/// order, depth first; containers are not stops unless they have a label and no focusable
/// children; silent elements are skipped (phrasing spec §1). The cancel button, a popover's
/// dismiss region, a stepper's buttons and a login alert's placeholders are stops whose labels
/// are ``VoiceKey``s, put into words only when spoken.
///
/// ```swift
/// let tree = AccessibilityTree(screen: screen)
/// for stop in tree.focusStops { print(stop.element.label) }
/// ```
public struct AccessibilityTree: Hashable, Sendable {
    /// The frontmost context's stops, in reading order.
    public var focusStops: [FocusStop]
    /// The presentation that owns the stops, or `nil` for the screen.
    public var presentation: Presentation?

    /// Builds the tree of a screen.
    ///
    /// ```swift
    /// AccessibilityTree(screen: Screen { Button("OK") }).focusStops.count   // 1
    /// ```
    public init(screen: Screen) {
        presentation = screen.topPresentation
        focusStops = switch screen.topPresentation {
        case nil: Self.stops(of: screen.elements)
        case .alert(let alert)?: Self.stops(of: alert)
        case .actionSheet(let sheet)?: Self.stops(of: sheet, width: screen.width)
        case .popover(let popover)?: Self.stops(of: popover.elements) + [Self.dismissPopupStop]
        }
    }

    /// The stops of one control at a path (its own, or its items' and buttons').
    static func stops(of control: Control, at path: [Int]) -> [FocusStop] {
        var stops: [FocusStop] = []
        collect(control.accessibilityElement(path: path), into: &stops)
        return stops
    }

    /// The stops of a list of controls, in reading order.
    static func stops(of controls: [Control]) -> [FocusStop] {
        var stops: [FocusStop] = []
        stops.reserveCapacity(controls.count)
        for (index, control) in controls.enumerated() {
            collect(control.accessibilityElement(path: [index]), into: &stops)
        }
        return stops
    }

    /// A4: title, message, text fields, then the buttons in UIKit's layout order. A login
    /// alert's fields with no placeholder of their own show the voice's `Login` and `Password`.
    static func stops(of alert: Alert) -> [FocusStop] {
        let placeholderWords: [VoiceKey] = alert.style == .loginAndPasswordInput ? [.login, .password] : []
        let fields = alert.textFields.enumerated().compactMap { index, field -> FocusStop? in
            guard let entry = field.textEntry else { return nil }
            let word = placeholderWords.indices.contains(index) ? placeholderWords[index] : nil
            return FocusStop(element: entry.textEntryElement(path: [index], placeholderWord: word), target: .alertTextField(index: index))
        }
        return headerStops(title: alert.title, message: alert.message) + fields
            + alert.buttonLayoutOrder.map { buttonStop($0, buttons: alert.buttons, cancel: alert.cancelButton) }
    }

    /// P2, P3: title, message, buttons, then cancel; shown as a popover (regular width), the
    /// cancel button gives way to `Dismiss popup`.
    static func stops(of sheet: ActionSheet, width: WidthClass) -> [FocusStop] {
        let asPopover = width == .regular
        let order: [Int?] = Array(sheet.buttons.indices) + (asPopover || sheet.cancelButton == .none ? [] : [nil])
        return headerStops(title: sheet.title, message: sheet.message)
            + order.map { buttonStop($0, buttons: sheet.buttons, cancel: sheet.cancelButton) }
            + (asPopover ? [dismissPopupStop] : [])
    }

    /// Adds an element's stops: itself, or its focusable children, or (a labelled container
    /// with none) itself.
    private static func collect(_ element: AccessibilityElement, into stops: inout [FocusStop]) {
        if element.isAccessibilityElement {
            if !element.isSilent, let target = element.target { stops.append(FocusStop(element: element, target: target)) }
            return
        }
        let before = stops.count
        for child in element.children { collect(child, into: &stops) }
        if stops.count == before, !element.label.isEmpty, let target = element.target {
            var leaf = element
            leaf.children = []
            stops.append(FocusStop(element: leaf, target: target))
        }
        markEdges(of: element.containerType, in: &stops[before...])
    }

    /// C2, C3: a list's or landmark's first stop says where it starts; its last, where it ends
    /// (one stop: only the start).
    private static func markEdges(of type: AccessibilityContainerType, in stops: inout ArraySlice<FocusStop>) {
        guard let first = stops.indices.first, let last = stops.indices.last else { return }
        switch type {
        case .none: return
        case .list:
            stops[first].element.context.append(.listStart)
            if last != first { stops[last].element.context.append(.listEnd) }
        case .landmark:
            stops[first].element.context.append(.landmarkStart)
            if last != first { stops[last].element.context.append(.landmarkEnd) }
        }
    }

    private static func headerStops(title: String?, message: String?) -> [FocusStop] {
        [(title, FocusTarget.title), (message, .message)].compactMap { text, target in
            let label = SpokenText.clean(text ?? "")
            return label.isEmpty ? nil : FocusStop(element: AccessibilityElement(label: AccessibilityLabel(label), traits: .staticText), target: target)
        }
    }

    private static func buttonStop(_ index: Int?, buttons: [AlertAction], cancel: CancelButton) -> FocusStop {
        let label = index.map { buttons[$0].label } ?? cancel.label ?? ""
        let enabled = index.map { buttons[$0].isEnabled } ?? true
        return FocusStop(element: AccessibilityElement(label: AccessibilityLabel(word: label.word, text: SpokenText.clean(label.text)),
                                                       traits: enabled ? .button : [.button, .notEnabled]),
                         target: .alertButton(index: index))
    }

    private static let dismissPopupStop = FocusStop(
        element: AccessibilityElement(label: AccessibilityLabel(word: .dismissPopup), traits: .button), target: .dismissPopup)
}
