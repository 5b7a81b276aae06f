/// The focus stops of a screen's frontmost context, in reading order.
///
/// The frontmost context is the presentation on top (an alert, an action sheet or a popover,
/// which are modal) or, with nothing presented, the screen itself. Reading order is document
/// order, depth first; containers are not stops unless they have a label and no focusable
/// children; silent elements are skipped (phrasing spec §1).
///
/// ```swift
/// let tree = AccessibilityTree(screen: screen, voice: try .builtIn(.en))
/// for stop in tree.focusStops { print(stop.element.label) }
/// ```
public struct AccessibilityTree: Hashable, Sendable {
    /// The frontmost context's stops, in reading order.
    public var focusStops: [FocusStop]
    /// The presentation that owns the stops, or `nil` for the screen.
    public var presentation: Presentation?

    /// Builds the tree of a screen in a voice (which supplies words such as `Cancel`).
    ///
    /// ```swift
    /// AccessibilityTree(screen: Screen { Button("OK") }, voice: try .builtIn(.en)).focusStops.count   // 1
    /// ```
    public init(screen: Screen, voice: Voice) {
        presentation = screen.topPresentation
        switch screen.topPresentation {
        case nil:
            focusStops = Self.stops(of: screen.elements, voice: voice)
        case .alert(let alert)?:
            focusStops = Self.headerStops(title: alert.title, message: alert.message)
                + alert.textFields.enumerated().map { index, field in
                    let field = alert.style == .loginAndPasswordInput ? Self.withDefaultPlaceholder(field, index: index, voice: voice) : field
                    return FocusStop(element: field.accessibilityElement(voice: voice, path: [index]), target: .alertTextField(index: index))
                }
                + alert.buttonLayoutOrder.map { Self.buttonStop($0, buttons: alert.buttons, cancel: alert.cancelButton, voice: voice) }
        case .actionSheet(let sheet)?:
            let asPopover = screen.width == .regular
            let order: [Int?] = Array(sheet.buttons.indices) + (asPopover || sheet.cancelButton == .none ? [] : [nil])
            focusStops = Self.headerStops(title: sheet.title, message: sheet.message)
                + order.map { Self.buttonStop($0, buttons: sheet.buttons, cancel: sheet.cancelButton, voice: voice) }
                + (asPopover ? [Self.dismissPopupStop(voice: voice)] : [])
        case .popover(let popover)?:
            focusStops = Self.stops(of: popover.elements, voice: voice) + [Self.dismissPopupStop(voice: voice)]
        }
    }

    /// The stops of a list of controls, in reading order.
    static func stops(of controls: [Control], voice: Voice) -> [FocusStop] {
        var stops: [FocusStop] = []
        stops.reserveCapacity(controls.count)
        for (index, control) in controls.enumerated() {
            collect(control.accessibilityElement(voice: voice, path: [index]), into: &stops)
        }
        return stops
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
    }

    private static func headerStops(title: String?, message: String?) -> [FocusStop] {
        [(title, FocusTarget.title), (message, .message)].compactMap { text, target in
            let label = SpokenText.clean(text ?? "")
            return label.isEmpty ? nil : FocusStop(element: AccessibilityElement(label: label, traits: .staticText), target: target)
        }
    }

    private static func buttonStop(_ index: Int?, buttons: [AlertAction], cancel: CancelButton, voice: Voice) -> FocusStop {
        let action = index.map { buttons[$0] } ?? AlertAction(cancel.title(in: voice) ?? "")
        let traits: AccessibilityTraits = action.isEnabled ? .button : [.button, .notEnabled]
        return FocusStop(element: AccessibilityElement(label: SpokenText.clean(action.title), traits: traits),
                         target: .alertButton(index: index))
    }

    private static func dismissPopupStop(voice: Voice) -> FocusStop {
        FocusStop(element: AccessibilityElement(label: voice.words.dismissPopup, traits: .button), target: .dismissPopup)
    }

    /// A login or password field with no placeholder of its own shows the locale's word (A2).
    private static func withDefaultPlaceholder(_ field: Control, index: Int, voice: Voice) -> Control {
        let word = index == 0 ? voice.words.login : voice.words.password
        switch field {
        case .textField(var f) where f.placeholder.isEmpty: f.placeholder = word; return f.control
        case .secureTextField(var f) where f.placeholder.isEmpty: f.placeholder = word; return f.control
        default: return field
        }
    }
}
