import Speakable

/// One message about a screen document, pointing at the place it is about.
///
/// Printed as compilers print theirs, so editors and CI can jump to it:
///
/// ```text
/// Examples/login.yaml:7:7: error: present[0].alert.tittle: unknown key 'tittle' (did you mean 'title'?); expected one of: title, message, style, cancel, buttons, textFields
/// Examples/login.yaml:9:16: warning: present[0].alert.buttons[0]: the button title is 31 characters long; titles over 24 risk truncation
/// ```
public struct DocumentDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Hashable, Sendable {
        /// The document cannot be used.
        case error
        /// HIG lint: the document works, but goes against Apple's guidance.
        case warning
    }

    /// How serious.
    public var severity: Severity
    /// The document's path as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int
    /// Where in the document: `present[0].alert.title`; empty for the whole document.
    public var keyPath: String
    /// What is wrong, and what was expected.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// ```swift
    /// DocumentDiagnostic(severity: .error, file: "a.yaml", line: 1, column: 1, keyPath: "locale", message: "…")
    /// ```
    public init(severity: Severity, file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: severity: keyPath: message`, with any control character a document
    /// put in it shown as an escape.
    public var description: String {
        // Line 0: the file itself, not a place in it (it does not exist, or cannot be read).
        let name = VisibleText.escapedName(file)
        let place = line > 0 ? "\(name):\(line):\(column): " : "\(name): "
        return VisibleText.escaped(place + "\(severity.rawValue): " + (keyPath.isEmpty ? "" : "\(keyPath): ") + message)
    }
}
