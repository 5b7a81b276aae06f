// Every way Swift prints a value goes through one of these three protocols, so a secure text
// shows the same placeholder through `print`, `String(describing:)`, `String(reflecting:)`,
// `debugPrint` and `dump`, also when it sits inside another value.
extension SecureText: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Always `<secure text>`.
    ///
    /// ```swift
    /// "\(SecureText("hunter2"))"   // "<secure text>"
    /// ```
    public var description: String { "<secure text>" }

    /// Always `<secure text>`.
    ///
    /// ```swift
    /// String(reflecting: SecureText("hunter2"))   // "<secure text>"
    /// ```
    public var debugDescription: String { "<secure text>" }

    /// A mirror with no children, so `dump` shows nothing of the characters.
    ///
    /// ```swift
    /// dump(SecureText("hunter2"))   // - <secure text>
    /// ```
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
}
