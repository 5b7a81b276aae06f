/// A place the screen reader's focus can land: an element and what it stands for.
///
/// ```swift
/// let stops = AccessibilityTree(screen: screen).focusStops
/// stops.map(\.element.label)   // ["Settings", "Save"]
/// ```
public struct FocusStop: Hashable, Sendable {
    /// What is spoken when focus lands here.
    public var element: AccessibilityElement {
        didSet { readerNote = nil }
    }
    /// What activating or adjusting acts on.
    public var target: FocusTarget
    /// What the stop is, decided once by the reader's role table when the tree is built, with
    /// its container applied (an item of a tab bar is a tab there), not again each time it is
    /// spoken.
    public var role: AccessibilityRole {
        didSet { readerNote = nil }
    }
    /// What the reader worked out about the stop when it decided its role and actions, kept so
    /// that phrasing need not work it out again for every stop it says (TalkBack's node as it
    /// perceives it, ``TalkBackStopNote``); `nil` for a reader that keeps nothing, and dropped
    /// when the element or the role changes. It follows from them, so it is no part of the
    /// stop's value (`==`, `hash`).
    var readerNote: (AnyObject & Sendable)?
    /// What the reader can do on it, decided with its role: every consumer (phrasing, prompts,
    /// the audit, the rotor, the gestures, the picture) reads this, never traits or control types.
    public var actions: StopActions
    /// The innermost container holding the stop, by index into
    /// ``AccessibilityTree/containers``; `nil` at the top level.
    public var container: Int?

    /// Creates a focus stop outside any container, decided by a reader's rules (VoiceOver's by
    /// default).
    ///
    /// ```swift
    /// FocusStop(element: AccessibilityElement(label: "OK", traits: .button), target: .alertButton(index: 0))
    /// ```
    public init(element: AccessibilityElement, target: FocusTarget, container: Int? = nil, rules: any ReaderRules = VoiceOverRules()) {
        self.init(element: element, target: target, container: container, in: nil, rules: rules)
    }

    /// Creates a focus stop in a container of a kind: the reader's rules give it its element as
    /// perceived there, its role and its actions.
    init(element: AccessibilityElement, target: FocusTarget, container: Int?, in kind: AccessibilityContainerType?,
         rules: any ReaderRules) {
        self.init(undecided: element, target: target, container: container)
        rules.decide(&self, in: kind)
    }

    /// A stop whose role and actions the tree decides once its containers are known.
    init(undecided element: AccessibilityElement, target: FocusTarget, container: Int?) {
        self.element = element
        self.target = target
        self.container = container
        self.role = .other
        self.actions = []
    }

    public static func == (lhs: FocusStop, rhs: FocusStop) -> Bool {
        lhs.element == rhs.element && lhs.target == rhs.target && lhs.role == rhs.role && lhs.actions == rhs.actions
            && lhs.container == rhs.container
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(target)
        hasher.combine(role)
        hasher.combine(actions)
        hasher.combine(container)
    }

    /// Whether a gesture on it does what its actions say: a dimmed stop (H4) offers its role's
    /// actions but answers each with `[sound: unavailable]`. A state, asked of the trait that
    /// is it, not a decision about what the stop is.
    ///
    /// ```swift
    /// FocusStop(element: AccessibilityElement(label: "Save", traits: [.button, .notEnabled]), target: .alertButton(index: 0)).isEnabled   // false
    /// ```
    public var isEnabled: Bool { !element.traits.contains(.notEnabled) }

    /// Whether a double tap does something on it: activates, toggles, selects or edits.
    ///
    /// ```swift
    /// FocusStop(element: AccessibilityElement(label: "Save", traits: .button), target: .alertButton(index: 0)).isDoubleTappable   // true
    /// ```
    public var isDoubleTappable: Bool { !actions.isDisjoint(with: [.activate, .toggle, .select, .edit]) }
}
