/// The traits of an accessibility element, with UIKit's names.
///
/// Traits say what an element is (`button`, `header`, `adjustable`) and what state it is in
/// (`selected`, `notEnabled`). Some add a word to what the screen reader says (`Button.`,
/// `Dimmed.`); the others only change behaviour.
///
/// ```swift
/// let traits: AccessibilityTraits = [.button, .selected]
/// traits.names   // ["button", "selected"]
/// AccessibilityTraits(name: "header")   // .header
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The trait bits (this project's own numbering, not UIKit's).
    public let rawValue: UInt32

    /// Creates traits from their raw bits.
    ///
    /// ```swift
    /// let traits = AccessibilityTraits(rawValue: 1)   // .button
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating the element does something. Spoken `Button.`
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link. Spoken `Link.`
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content. Spoken `Heading.`
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field. Spoken `Search Field.`
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// An image. Spoken `Image.`
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is selected. Spoken as the prefix `Selected:`.
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key; it also silences `Button.`
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that cannot change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary read when the app starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is disabled. Spoken `Dimmed.`
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    /// The value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// Activating the element starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// The value is changed by swiping up and down. Spoken `Adjustable.`
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    /// Touches go straight to the element.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// Reading past the element turns the page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// A text field. Spoken `Text Field.`
    public static let textField = AccessibilityTraits(rawValue: 1 << 17)
    /// A secure text field whose characters are never spoken. Spoken `Secure Text Field.`
    public static let secureTextField = AccessibilityTraits(rawValue: 1 << 18)
    /// The text field is being edited. Spoken `Is editing.`
    public static let isEditing = AccessibilityTraits(rawValue: 1 << 19)
    /// A switch (UISwitch). Spoken `Switch Button.` and its state, instead of `Button.` (K1).
    public static let switchButton = AccessibilityTraits(rawValue: 1 << 20)
    /// An item of a tab bar. Spoken `Tab.` instead of `Button.` (K4).
    public static let tabBarItem = AccessibilityTraits(rawValue: 1 << 21)
    /// A navigation bar's back button. Spoken `Back Button.` instead of `Button.` (K5).
    public static let backButton = AccessibilityTraits(rawValue: 1 << 22)
    /// A text view of several lines (UITextView); phrased as a text field (K6).
    public static let textArea = AccessibilityTraits(rawValue: 1 << 23)

    /// Every trait with its UIKit name, in a fixed order (the order of ``names``).
    ///
    /// ```swift
    /// AccessibilityTraits.named.first?.name   // "button"
    /// ```
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("header", .header), ("searchField", .searchField),
        ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("adjustable", .adjustable), ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar), ("textField", .textField),
        ("secureTextField", .secureTextField), ("isEditing", .isEditing), ("switchButton", .switchButton),
        ("tabBarItem", .tabBarItem), ("backButton", .backButton), ("textArea", .textArea),
    ]

    /// The trait with this UIKit name, or `nil` when there is none.
    ///
    /// ```swift
    /// AccessibilityTraits(name: "notEnabled")   // .notEnabled
    /// AccessibilityTraits(name: "disabled")     // nil
    /// ```
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// The UIKit names of the traits in this set, in the order of ``named``.
    ///
    /// ```swift
    /// ([.selected, .button] as AccessibilityTraits).names   // ["button", "selected"]
    /// ```
    public var names: [String] {
        Self.named.compactMap { contains($0.trait) ? $0.name : nil }
    }
}
