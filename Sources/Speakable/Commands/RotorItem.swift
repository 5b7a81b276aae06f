/// An item of VoiceOver's rotor (phrasing spec RO1): what `down` and `up` move by.
///
/// ```swift
/// try RotorItem(parsing: "headings")        // .headings
/// RotorItem.formControls.description        // "formControls"
/// ```
public enum RotorItem: Hashable, Sendable, CustomStringConvertible {
    /// Headings.
    case headings
    /// Links.
    case links
    /// Text, secure and search fields, switches, sliders, steppers and segments; not buttons.
    case formControls
    /// Lists, landmarks, tab bars and segmented controls: their first stops.
    case containers
    /// Landmarks: their first stops.
    case landmarks
    /// Data tables.
    case tables
    /// The focused element's custom actions: `down` and `up` go through them, `activate`
    /// performs the one said last.
    case actions
    /// The focused adjustable element: `down` decrements, `up` increments.
    case adjustValue
    /// A capture's custom rotor, by its name.
    case custom(String)

    /// The items a script names, in the order VoiceOver's rotor lists them.
    public static let names = ["headings", "links", "formControls", "containers", "landmarks", "tables", "actions", "adjustValue", "custom NAME"]

    /// Parses an item as a script writes it: `headings`, …, `custom NAME`.
    ///
    /// ```swift
    /// try RotorItem(parsing: "custom Favorites")   // .custom("Favorites")
    /// ```
    /// - Throws: ``CommandParseError/unknownRotorItem(_:)``.
    public init(parsing text: String) throws {
        switch text {
        case "headings": self = .headings
        case "links": self = .links
        case "formControls": self = .formControls
        case "containers": self = .containers
        case "landmarks": self = .landmarks
        case "tables": self = .tables
        case "actions": self = .actions
        case "adjustValue": self = .adjustValue
        default:
            guard text.hasPrefix("custom "), text.count > 7 else { throw CommandParseError.unknownRotorItem(text) }
            self = .custom(String(text.dropFirst(7)))
        }
    }

    /// The item as a script writes it.
    public var description: String {
        switch self {
        case .headings: "headings"
        case .links: "links"
        case .formControls: "formControls"
        case .containers: "containers"
        case .landmarks: "landmarks"
        case .tables: "tables"
        case .actions: "actions"
        case .adjustValue: "adjustValue"
        case .custom(let name): "custom " + name
        }
    }

    /// What turning the rotor to this item says: the voice's word, or a custom rotor's own name.
    var spokenName: AccessibilityValue {
        switch self {
        case .headings: .word(.rotorHeadings)
        case .links: .word(.rotorLinks)
        case .formControls: .word(.rotorFormControls)
        case .containers: .word(.rotorContainers)
        case .landmarks: .word(.rotorLandmarks)
        case .tables: .word(.rotorTables)
        case .actions: .word(.rotorActions)
        case .adjustValue: .word(.rotorAdjustValue)
        case .custom(let name): .text(name)
        }
    }

    /// Whether `down` and `up` move the focus to the next stop this item finds.
    /// By the stop's role, decided once by the reader's role table.
    func finds(_ stop: FocusStop) -> Bool { finds(role: stop.role) }

    /// Whether the item finds a stop of this role (the form controls: what edits, toggles or
    /// adjusts, and search fields). A switch, not a set: the rotor asks it of every stop.
    func finds(role: AccessibilityRole) -> Bool {
        switch self {
        case .headings: role == .heading
        case .links: role == .link
        // A segment is a form control too; the tree knows which stops are segments.
        case .formControls:
            switch role {
            case .textField, .secureTextField, .searchField, .switchButton, .adjustable: true
            default: false
            }
        case .containers, .landmarks, .tables, .actions, .adjustValue, .custom: false
        }
    }

    /// The container kinds whose first stops the item finds (RO1), or `nil` when it finds
    /// stops by what they are.
    var containerKinds: Set<AccessibilityContainerType>? {
        switch self {
        case .containers: [.list, .landmark, .tabBar, .dataTable, .semanticGroup]
        case .landmarks: [.landmark]
        case .tables: [.dataTable]
        default: nil
        }
    }
}
