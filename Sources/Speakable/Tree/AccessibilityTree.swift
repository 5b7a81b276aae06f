/// The tree of a screen's frontmost context: its containers (lists, landmarks, tab bars,
/// segmented controls, data tables, labelled groups) and its focus stops, in reading order,
/// each stop knowing its innermost container. No word of any locale is in it, and no container
/// word is stored in a stop: ``context(ofStop:)`` asks the tree when a stop is spoken.
///
/// The frontmost context is the presentation on top (an alert, an action sheet or a popover,
/// which are modal) or, with nothing presented, the screen itself. Reading order is document
/// order, depth first (R1; a capture's order is decided when it is read, R2–R3); containers are
/// not stops unless they have a label and no focusable children; a group with no label and no
/// container type is transparent (C7); silent elements are skipped (phrasing spec §1). The cancel button, a popover's
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
    /// The containers, outer before inner, each with its parent and its stops.
    public var containers: [TreeContainer] = []
    /// The presentation that owns the stops, or `nil` for the screen.
    public var presentation: Presentation?
    /// The reader whose rules decided the stops, their roles and their actions.
    public var reader: Reader

    /// Builds the tree of a screen.
    ///
    /// ```swift
    /// AccessibilityTree(screen: Screen { Button("OK") }).focusStops.count   // 1
    /// AccessibilityTree(screen: screen, reader: .talkBack).reader          // .talkBack
    /// ```
    public init(screen: Screen, reader: Reader = .voiceOver) {
        self.init(screen: screen, rules: reader.rules)
    }

    /// Builds the tree of a screen with a reader's rules given as a value.
    ///
    /// ```swift
    /// AccessibilityTree(screen: screen, rules: VoiceOverRules()).reader   // .voiceOver
    /// ```
    public init(screen: Screen, rules: any ReaderRules) {
        WorkTally.treeBuilt()
        self.reader = rules.reader
        presentation = screen.topPresentation
        switch screen.topPresentation {
        case nil:
            var builder = TreeBuilder(rules: rules)
            builder.add(screen.elements)
            // Taken from the builder, not shared with it: deciding a stop in place would
            // otherwise copy every stop first.
            var stops: [FocusStop] = []
            swap(&stops, &builder.stops)
            (focusStops, containers) = (stops, builder.containers)
            decideStops(focusStops.indices, rules: rules)
        case .alert(let alert)?: focusStops = Self.stops(of: alert, rules: rules)
        case .actionSheet(let sheet)?: focusStops = Self.stops(of: sheet, width: screen.width, rules: rules)
        case .popover(let popover)?:
            var builder = TreeBuilder(rules: rules)
            builder.add(popover.elements)
            (focusStops, containers) = (builder.stops + [Self.dismissPopupStop(rules: rules)], builder.containers)
            decideStops(builder.stops.indices, rules: rules)
        }
    }

    /// Decides each stop once, in the container whose context it takes (C5: the outermost that
    /// gives it words, else its innermost): an item of a tab bar is a tab there, unless an outer
    /// list's edge speaks for it, as AccessibilitySnapshot has it.
    mutating func decideStops(_ indices: Range<Int>, rules: any ReaderRules) {
        for index in indices {
            let kind = decidingContainer(ofStop: index).map { containers[$0].kind }
            // In place: the stop's element is not copied out and back.
            rules.decide(&focusStops[index], in: kind)
        }
    }

    /// The container whose context the stop at `index` takes, or its innermost; `nil` at the top.
    func decidingContainer(ofStop index: Int) -> Int? {
        guard let innermost = focusStops[index].container else { return nil }
        var winner: Int?, next: Int? = innermost
        while let current = next {
            if givesWords(containers[current], toStop: index) { winner = current }
            next = containers[current].parent
        }
        return winner ?? innermost
    }

    /// Whether a container gives the stop at `index` any context words (as ``context(ofStop:)``
    /// would, without making them).
    private func givesWords(_ container: TreeContainer, toStop index: Int) -> Bool {
        switch container.kind {
        case .tabBar, .segmentedControl: true
        case .list, .landmark: index == container.stops.lowerBound || index == container.stops.upperBound - 1
        case .dataTable: container.table != nil && focusStops[index].element.tableCell != nil
        case .semanticGroup, .none: false
        }
    }

    /// The stops of one control at a path (its own, or its items' and buttons'), with no
    /// containers and not yet decided: what a change to the control makes again. `inTabBar`: the
    /// control sits in a tab bar, where every item is a stop.
    static func stops(of control: Control, at path: [Int], rules: any ReaderRules, inTabBar: Bool = false) -> [FocusStop] {
        var builder = TreeBuilder(rules: rules)
        builder.add(control.accessibilityElement(path: path), parent: nil, inTabBar: inTabBar)
        return builder.stops
    }

    /// A4: title, message, text fields, then the buttons in UIKit's layout order. A login
    /// alert's fields with no placeholder of their own show the voice's `Login` and `Password`.
    static func stops(of alert: Alert, rules: any ReaderRules) -> [FocusStop] {
        let placeholderWords: [VoiceKey] = alert.style == .loginAndPasswordInput ? [.login, .password] : []
        let fields = alert.textFields.enumerated().compactMap { index, field -> FocusStop? in
            guard let entry = field.textEntry else { return nil }
            let word = placeholderWords.indices.contains(index) ? placeholderWords[index] : nil
            return FocusStop(element: entry.textEntryElement(path: [index], placeholderWord: word), target: .alertTextField(index: index),
                             rules: rules)
        }
        return headerStops(title: alert.title, message: alert.message, rules: rules) + fields
            + alert.buttonLayoutOrder.map { buttonStop($0, buttons: alert.buttons, cancel: alert.cancelButton, rules: rules) }
    }

    /// P2, P3: title, message, buttons, then cancel; shown as a popover (regular width), the
    /// cancel button gives way to `Dismiss popup`.
    static func stops(of sheet: ActionSheet, width: WidthClass, rules: any ReaderRules) -> [FocusStop] {
        let asPopover = width == .regular
        let order: [Int?] = Array(sheet.buttons.indices) + (asPopover || sheet.cancelButton == .none ? [] : [nil])
        return headerStops(title: sheet.title, message: sheet.message, rules: rules)
            + order.map { buttonStop($0, buttons: sheet.buttons, cancel: sheet.cancelButton, rules: rules) }
            + (asPopover ? [dismissPopupStop(rules: rules)] : [])
    }

    private static func headerStops(title: String?, message: String?, rules: any ReaderRules) -> [FocusStop] {
        [(title, FocusTarget.title), (message, .message)].compactMap { text, target in
            let label = SpokenText.clean(text ?? "")
            return label.isEmpty ? nil : FocusStop(element: AccessibilityElement(label: AccessibilityLabel(label), traits: .staticText), target: target, rules: rules)
        }
    }

    private static func buttonStop(_ index: Int?, buttons: [AlertAction], cancel: CancelButton, rules: any ReaderRules) -> FocusStop {
        let label = index.map { buttons[$0].label } ?? cancel.label ?? ""
        let enabled = index.map { buttons[$0].isEnabled } ?? true
        return FocusStop(element: AccessibilityElement(label: AccessibilityLabel(word: label.word, text: SpokenText.clean(label.text)),
                                                       traits: enabled ? .button : [.button, .notEnabled]),
                         target: .alertButton(index: index), rules: rules)
    }

    private static func dismissPopupStop(rules: any ReaderRules) -> FocusStop {
        FocusStop(element: AccessibilityElement(label: AccessibilityLabel(word: .dismissPopup), traits: .button), target: .dismissPopup,
                  rules: rules)
    }
}
