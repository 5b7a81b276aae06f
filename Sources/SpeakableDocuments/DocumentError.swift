/// A screen document that cannot be used. Its description is one line that names the file,
/// line, column and key, says what was expected, and never repeats a secure field's text.
///
/// ```swift
/// do { _ = try ScreenDocument(contentsOfFile: "broken.yaml") }
/// catch let error as DocumentError {
///     print(error)   // broken.yaml:3:5: error: elements[0].buton: unknown element kind 'buton' (did you mean 'button'?); …
/// }
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the document could not be used.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read (missing, a directory, unreadable).
        case unreadable
        /// The file is not a valid document.
        case invalid
    }

    /// Why.
    public var kind: Kind
    /// Where, and what.
    public var diagnostic: DocumentDiagnostic

    /// Creates an error.
    ///
    /// ```swift
    /// DocumentError(kind: .invalid, diagnostic: diagnostic)
    /// ```
    public init(kind: Kind, diagnostic: DocumentDiagnostic) {
        self.kind = kind
        self.diagnostic = diagnostic
    }

    /// The diagnostic's line.
    public var description: String { diagnostic.description }
}
