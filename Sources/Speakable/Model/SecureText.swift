/// The characters of a secure text field, kept inside the process.
///
/// A `SecureText` can be compared, counted and handed back to the code that owns the screen,
/// but it never prints itself: `description`, `debugDescription`, `dump` and string
/// interpolation all show `<secure text>`. It is deliberately not `Codable`, so no encoder can
/// write it out. Phrasing sees only ``characterCount``.
///
/// ```swift
/// let password = SecureText("hunter2")
/// password.characterCount   // 7
/// print(password)           // <secure text>
/// password.revealed         // "hunter2": only for the code that asked for the password
/// ```
public struct SecureText: Hashable, Sendable, ExpressibleByStringLiteral {
    private var storage: String

    /// Wraps the characters of a secure field.
    ///
    /// ```swift
    /// let secret = SecureText("hunter2")
    /// ```
    public init(_ characters: String) { storage = characters }

    /// Wraps a literal, for tests and examples.
    ///
    /// ```swift
    /// let secret: SecureText = "hunter2"
    /// ```
    public init(stringLiteral value: String) { storage = value }

    /// The number of characters (grapheme clusters), which is what VoiceOver speaks.
    ///
    /// ```swift
    /// SecureText("añ👍🏽").characterCount   // 3
    /// ```
    public var characterCount: Int { storage.count }

    /// Whether the field holds no characters.
    ///
    /// ```swift
    /// SecureText("").isEmpty   // true
    /// ```
    public var isEmpty: Bool { storage.isEmpty }

    /// The characters themselves. Hand them only to the code that asked for them, never to
    /// output, logs or speech.
    ///
    /// ```swift
    /// let typed = field.text.revealed
    /// ```
    public var revealed: String { storage }

    /// Appends typed characters.
    ///
    /// ```swift
    /// var secret = SecureText("")
    /// secret.append("a")   // secret.characterCount == 1
    /// ```
    public mutating func append(_ characters: String) { storage += characters }

    /// Removes the last character (Backspace).
    ///
    /// ```swift
    /// var secret = SecureText("ab")
    /// secret.removeLast()   // secret.characterCount == 1
    /// ```
    public mutating func removeLast() { if !storage.isEmpty { storage.removeLast() } }
}
