/// A rotor an app adds (`UIAccessibilityCustomRotor`): a name and the descriptions of what it
/// finds, in order (phrasing §19).
///
/// ```swift
/// Button("Message").customRotors([CustomRotor(name: "Mentions", results: ["Ann", "Bob"])])
/// // "rotor custom Mentions", then "down" says "Ann"
/// ```
public struct CustomRotor: Hashable, Sendable, Codable {
    /// The rotor's name, spoken when the rotor turns to it.
    public var name: String
    /// What each result says, in order.
    public var results: [String]

    /// Creates a custom rotor.
    ///
    /// ```swift
    /// CustomRotor(name: "Mentions", results: ["Ann"])
    /// ```
    public init(name: String, results: [String]) {
        self.name = name
        self.results = results
    }
}
