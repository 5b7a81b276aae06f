/// Walks the element tree of a list of controls depth first and makes the stops and container
/// nodes of an ``AccessibilityTree``.
struct TreeBuilder {
    /// The reader whose rules decide which elements are stops, and each stop's role and actions.
    let rules: any ReaderRules
    var stops: [FocusStop] = []
    var containers: [TreeContainer] = []

    init(rules: any ReaderRules) {
        self.rules = rules
    }

    mutating func add(_ controls: [Control]) {
        stops.reserveCapacity(controls.count)
        for (index, control) in controls.enumerated() {
            add(control.accessibilityElement(path: [index]), parent: nil)
        }
    }

    /// Adds an element's stops: itself, or its focusable children, or (a labelled container
    /// with none) itself. A container kind makes a container node.
    /// Which elements are stops is the reader's rule (VoiceOver: in a tab bar, an item with
    /// nothing to say is still one, C4).
    /// The element is consumed: a stop takes it over instead of copying every field of it.
    mutating func add(_ element: consuming AccessibilityElement, parent: Int?, inTabBar: Bool = false) {
        // The widget as the reader's platform shows it (TB18: TalkBack's stepper is three stops).
        if let shown = rules.platformElement(for: element) { return add(shown, parent: parent, inTabBar: inTabBar) }
        if element.isAccessibilityElement {
            if let target = element.target, rules.isStop(element, inTabBar: inTabBar) {
                stops.append(FocusStop(undecided: element, target: target, container: parent))
            }
            return
        }
        let kind = Self.containerKind(of: element)
        let before = stops.count
        var node = parent
        if let kind {
            var own = copy element
            own.children = []
            node = containers.count
            containers.append(TreeContainer(kind: kind, element: own, parent: parent, stops: before..<before))
        }
        let childrenInTabBar = inTabBar || kind == .tabBar
        for child in element.children { add(child, parent: node, inTabBar: childrenInTabBar) }
        if let node, node < containers.count {
            if stops.count == before {
                containers.removeSubrange(node...)   // a container with no stops is no node
            } else {
                containers[node].stops = before..<stops.count
                if kind == .dataTable { containers[node].table = TableLayout(stops: stops[before...]) }
            }
        }
        if stops.count == before, !element.label.isEmpty, let target = element.target {
            var leaf = element
            leaf.children = []
            stops.append(FocusStop(undecided: leaf, target: target, container: parent))
        }
    }

    /// A kind makes a node; `.none` (a stepper's buttons, an unlabelled group) is transparent.
    private static func containerKind(of element: AccessibilityElement) -> AccessibilityContainerType? {
        element.containerType == .none ? nil : element.containerType
    }
}
